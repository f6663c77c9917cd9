"""The frame benchmark: ``python -m game.bench`` runs every scene headless and prints a table.

Per scene it measures the cost of one fixed step plus one draw (what the game pays each
frame) in wall time and in CPU time of the game's thread (``thread_time``: on a busy
machine wall time is mostly other programs' noise), the cost of presenting a frame alone
(scaling 640×360 to 1920×1080) in the same run, their ratio, and, once, the start-up time
to the first frame and the peak memory.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("SPIELEKISTE_HOME", tempfile.mkdtemp(prefix="spielekiste-bench-"))

import pygame

from game import catalog
from game.app import App
from game.run_config import RunConfig

GOAL_FRAME_P99_MS = 2.0
GOAL_STARTUP_S = 0.6
GOAL_MEMORY_MB = 150
SHELL_SCENES = (
    ("title", []),
    ("select", []),
    ("lobby", ["human", "human", "cpu"]),
    ("options", ["human", "cpu"]),
    ("settings", []),
    ("results", ["cpu", "cpu", "cpu"]),
)
LEVEL_CYCLE = ("cpu-hard", "cpu-normal", "cpu-easy")


def game_seats(info: catalog.GameInfo) -> list[str]:
    """A full table of CPUs for every game in the catalog, all levels thinking at once."""
    return [LEVEL_CYCLE[i % len(LEVEL_CYCLE)] for i in range(info.max_seats)]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure_scene(
    name: str, seats: list[str], frames: int, seed: int, game: str | None = None
) -> dict:
    app = App(RunConfig(headless=True, scene=name, seats=seats, seed=seed, game=game))
    target = pygame.Surface((1920, 1080))
    frame_ms, cpu_ms, present_ms = [], [], []
    for _ in range(frames):
        start, cpu_start = time.perf_counter(), time.thread_time()
        app.step()
        app.scenes.draw(app.display.canvas)
        middle, cpu_end = time.perf_counter(), time.thread_time()
        app.display.scale_into(target)
        end = time.perf_counter()
        frame_ms.append((middle - start) * 1000)
        cpu_ms.append((cpu_end - cpu_start) * 1000)
        present_ms.append((end - middle) * 1000)
    app.shutdown()
    median, p99 = statistics.median(frame_ms), percentile(frame_ms, 0.99)
    present = statistics.median(present_ms)
    return {
        "scene": name if game is None else f"{name}:{game}",
        "median": median,
        "p99": p99,
        "max": max(frame_ms),
        "cpu_median": statistics.median(cpu_ms),
        "cpu_p99": percentile(cpu_ms, 0.99),
        "present": present,
        "ratio": p99 / present if present else 0.0,
    }


STARTUP_PROBE = """
import os, time
t0 = time.perf_counter()
from game.app import App
from game.run_config import RunConfig
app = App(RunConfig(headless=True, seed=1))
app.step()
app.draw()
print(time.perf_counter() - t0)
"""


def measure_startup() -> tuple[float, float]:
    """(seconds from first import to first frame, whole process wall time)."""
    env = {**os.environ}
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", STARTUP_PROBE], capture_output=True, text=True, env=env, check=True
    ).stdout
    wall = time.perf_counter() - start
    return float(out.strip().splitlines()[-1]), wall


def peak_memory_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def run(frames: int = 1200, seed: int = 1) -> list[dict]:
    scenes = [(name, seats, None) for name, seats in SHELL_SCENES]
    scenes += [(g.id, game_seats(g), None) for g in catalog.playable_games()]
    # A lesson's first frames: its match under the instruction panel and highlight.
    scenes += [("tutorial", [], g.id) for g in catalog.playable_games() if g.tutorial]
    return [measure_scene(name, seats, frames, seed, game) for name, seats, game in scenes]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__)
    parser.add_argument("--frames", type=int, default=1200, help="frames per scene")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--evening",
        action="store_true",
        help="play a short evening of all four games with four newcomers at human pace",
    )
    parser.add_argument(
        "--figures",
        action="store_true",
        help="with --evening: measure the estimate's per-turn times over seeds and people",
    )
    parser.add_argument(
        "--replays",
        type=int,
        metavar="N",
        help="play N matches per game and CPU level and watch each replay back twice",
    )
    args = parser.parse_args(argv)
    if args.replays:
        from game.bench_replays import main as replays

        return replays(args.replays)
    if args.evening:
        from game.pace.report import main as evening

        return evening(args.seed, args.figures)
    rows = run(args.frames, args.seed)
    print(
        f"{'scene':21} {'median ms':>9} {'p99 ms':>7} {'max ms':>7} {'cpu med':>7} "
        f"{'cpu p99':>7} {'present ms':>10} {'p99/present':>11}  goal cpu p99<{GOAL_FRAME_P99_MS}"
    )
    for row in rows:
        verdict = "ok" if row["cpu_p99"] < GOAL_FRAME_P99_MS else "OVER"
        print(
            f"{row['scene']:21} {row['median']:9.3f} {row['p99']:7.3f} {row['max']:7.2f} "
            f"{row['cpu_median']:7.3f} {row['cpu_p99']:7.3f} "
            f"{row['present']:10.3f} {row['ratio']:11.2f}  {verdict}"
        )
    first_frame, wall = measure_startup()
    memory = peak_memory_mb()
    print(
        f"start-up to first frame: {first_frame:.3f} s (whole process {wall:.3f} s), "
        f"goal < {GOAL_STARTUP_S} s: {'ok' if first_frame < GOAL_STARTUP_S else 'OVER'}"
    )
    if memory is not None:
        print(
            f"peak memory: {memory:.1f} MB, goal < {GOAL_MEMORY_MB} MB: "
            f"{'ok' if memory < GOAL_MEMORY_MB else 'OVER'}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
