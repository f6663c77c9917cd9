"""The present benchmark: ``python -m game.bench_present`` prints two tables in one run.

1. What showing one frame costs at 1080p, 1440p and 4K on both paths: the software
   fallback (scale on the CPU, then flip) and SDL's renderer (upload the canvas into a
   streaming texture, draw it scaled, present), vsync off so the wait is not counted.
   Wall time per frame split into its two halves, and the process CPU time per frame
   (all threads: a software OpenGL such as llvmpipe rasterises on threads of its own).
2. The CPU use of an idle title screen over ``--idle-seconds`` (process CPU time / wall
   time, each run in a fresh process, in a 1080p and a 640×360 window): with vsync, with
   the sleeping limiter, and with the busy loop the App used before, for comparison;
   "main" is the game's own thread alone (without the rasteriser's threads).

It needs a real video driver: on a machine without a screen run it under Xvfb, e.g.
``xvfb-run -s "-screen 0 3840x2160x24" python -m game.bench_present``. The renderer SDL
picked is printed; under Xvfb that is OpenGL on Mesa's software rasteriser, so the GPU
figures here are a CPU doing a GPU's work.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SPIELEKISTE_HOME", tempfile.mkdtemp(prefix="spielekiste-bench-"))

import pygame

from game.engine.geometry import CANVAS_SIZE
from game.engine.presenters import RendererPresenter, SurfacePresenter

SIZES = ((1920, 1080), (2560, 1440), (3840, 2160))
GOAL_PRESENT_MS = 0.3
GOAL_IDLE_CPU = 0.10  # of one core, with vsync


def test_canvas() -> pygame.Surface:
    """A busy canvas: checks and stripes, so nothing compresses or short-cuts."""
    canvas = pygame.Surface(CANVAS_SIZE)
    for y in range(0, CANVAS_SIZE[1], 8):
        for x in range(0, CANVAS_SIZE[0], 8):
            canvas.fill(((x * 3) % 256, (y * 5) % 256, ((x + y) * 7) % 256), (x, y, 8, 8))
    return canvas


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _summary(path: str, size, first: list[float], second: list[float], cpu: float) -> dict:
    total = [a + b for a, b in zip(first, second)]
    return {
        "path": path,
        "size": f"{size[0]}x{size[1]}",
        "first": statistics.median(first) * 1000,
        "second": statistics.median(second) * 1000,
        "median": statistics.median(total) * 1000,
        "p99": percentile(total, 0.99) * 1000,
        "cpu": cpu * 1000 / len(total),
    }


def measure_software(size: tuple[int, int], frames: int, canvas: pygame.Surface) -> dict:
    presenter = SurfacePresenter("bench", None, size, fullscreen=False)
    scale, flip = [], []
    cpu_start = time.process_time()
    for _ in range(frames):
        t0 = time.perf_counter()
        presenter.scaler.scale_into(canvas, presenter.surface)
        t1 = time.perf_counter()
        pygame.display.flip()
        scale.append(t1 - t0)
        flip.append(time.perf_counter() - t1)
    row = _summary("software", size, scale, flip, time.process_time() - cpu_start)
    presenter.close()
    return row


def measure_renderer(size: tuple[int, int], frames: int, canvas: pygame.Surface) -> dict:
    presenter = RendererPresenter("bench", None, size, fullscreen=False, vsync=False)
    renderer, rect = presenter.renderer, pygame.Rect((0, 0), size)
    submit, swap = [], []
    cpu_start = time.process_time()
    for _ in range(frames):
        t0 = time.perf_counter()
        presenter.texture.update(canvas)
        renderer.clear()
        presenter.texture.draw(dstrect=rect)
        t1 = time.perf_counter()
        renderer.present()
        submit.append(t1 - t0)
        swap.append(time.perf_counter() - t1)
    row = _summary(f"renderer ({presenter.driver})", size, submit, swap, 0.0)
    row["cpu"] = (time.process_time() - cpu_start) * 1000 / frames
    presenter.close()
    return row


IDLE_PROBE = """
import functools, json, sys, time
import game.app as app_module
from game.run_config import RunConfig
mode, seconds = sys.argv[1], float(sys.argv[2])
if mode != "vsync":
    app_module.DisplayOptions = functools.partial(app_module.DisplayOptions, vsync=False)
app = app_module.App(RunConfig(scene="title", fullscreen=False, frames=int(seconds * 60)))
app.display.set_window_scale(int(sys.argv[3]))
if mode == "busy":
    app._limit = lambda: app.clock.tick_busy_loop(60)  # the limiter before this change
draws = [0]
draw = app.draw
def counted():
    draws[0] += 1
    draw()
app.draw = counted
renderer, size = app.display.renderer_name, app.display.window_size
wall, cpu, main = time.perf_counter(), time.process_time(), time.thread_time()
app.run()
wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
main = time.thread_time() - main
print(json.dumps({"renderer": renderer, "size": size, "cpu": cpu / wall, "main": main / wall,
                  "fps": draws[0] / wall}))
"""

SOFTWARE = {"SPIELEKISTE_SOFTWARE_PRESENT": "1"}
# (label, limiter, window scale, environment). The 640×360 window shows what the game
# itself costs when scaling is free, as on a real GPU.
IDLE_RUNS = (
    ("renderer + vsync", "vsync", 3, {}),
    ("renderer + sleeping limiter", "sleep", 3, {}),
    ("renderer + vsync", "vsync", 1, {}),
    ("renderer + sleeping limiter", "sleep", 1, {}),
    ("software + sleeping limiter", "sleep", 3, SOFTWARE),
    ("software + busy loop (before)", "busy", 3, SOFTWARE),
)


def measure_idle(mode: str, scale: int, extra_env: dict, seconds: float) -> dict:
    env = {**os.environ, **extra_env, "SPIELEKISTE_HOME": tempfile.mkdtemp(prefix="sk-idle-")}
    out = subprocess.run(
        [sys.executable, "-c", IDLE_PROBE, mode, str(seconds), str(scale)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench_present", description=__doc__)
    parser.add_argument("--frames", type=int, default=120, help="frames per path and size")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    args = parser.parse_args(argv)
    pygame.display.init()
    print(f"video driver: {pygame.display.get_driver()}")
    canvas = test_canvas()
    rows = []
    for size in SIZES:
        rows.append(measure_software(size, args.frames, canvas))
        rows.append(measure_renderer(size, args.frames, canvas))
    print(
        f"\n{'path':24} {'window':>9} {'scale|upload':>12} {'flip|present':>12} "
        f"{'median ms':>9} {'p99 ms':>7} {'cpu ms/frame':>12}  goal GPU median<{GOAL_PRESENT_MS}"
    )
    for row in rows:
        verdict = (
            ""
            if row["path"] == "software"
            else ("ok" if row["median"] < GOAL_PRESENT_MS else "OVER")
        )
        print(
            f"{row['path']:24} {row['size']:>9} {row['first']:12.3f} {row['second']:12.3f} "
            f"{row['median']:9.3f} {row['p99']:7.3f} {row['cpu']:12.3f}  {verdict}"
        )
    pygame.display.quit()
    print(f"\nidle title screen, {args.idle_seconds:.0f} s, process CPU time / wall time:")
    print(f"{'run':32} {'renderer':24} {'window':>9} {'CPU':>6} {'main':>6} {'draws/s':>8}")
    for label, mode, scale, extra in IDLE_RUNS:
        result = measure_idle(mode, scale, extra, args.idle_seconds)
        size = "x".join(str(v) for v in result["size"])
        goal = ""
        if mode == "vsync":
            goal = f"  goal <{GOAL_IDLE_CPU:.0%}: " + (
                "ok" if result["cpu"] < GOAL_IDLE_CPU else "OVER"
            )
        print(
            f"{label:32} {result['renderer']:24} {size:>9} {result['cpu']:6.0%} "
            f"{result['main']:6.0%} {result['fps']:8.1f}{goal}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
