"""The replay sweep: ``python -m game.bench --replays N`` plays N matches of every game at
every CPU level (a CPU of that level against a normal one, each game's short form), all in
one process one after another, and watches each replay back twice: in that process right
after its match (as Watch again does, whatever ran before), and in a fresh process that
reads every file (as ``--replay`` does). It prints how many replays differ in their moves
or totals (the last frame, pixel for pixel, is held by ``tests/test_replay_history.py``).
A match is its setup, seed and presses, so the goal is none.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LEVELS = ("easy", "normal", "hard")
MATCH_LIMIT = 60 * 60 * 30  # frames: half an hour of game time
WATCH_LIMIT = 400_000


def fingerprint(moves, totals) -> str:
    """One string for what a replay must reproduce: every move in order, and the totals."""
    data = json.dumps([m[2] for m in moves])
    return hashlib.sha256(f"{data}|{list(totals)}".encode()).hexdigest()[:16]


def _run_until(app, condition, limit: int) -> bool:
    for _ in range(limit):
        if condition():
            return True
        app.step()
    return condition()


def watch(app, replay) -> tuple[str, str]:
    """(what went wrong or "", the fingerprint of the match the replay played)."""
    from game.shell.replay.player import ReplayScene

    scene = ReplayScene(replay)
    app.scenes.push(scene)
    scene.speed = 4
    _run_until(app, lambda: scene.ended or bool(scene.broken), WATCH_LIMIT)
    match = scene.match
    played = fingerprint(match.recorder.moves, match.build_result().totals)
    app.scenes.pop()
    return scene.broken or ("" if scene.ended else "never ended"), played


def sweep(count: int, folder: Path) -> dict:
    """Play and watch in this process; the files go to ``folder`` with what they must give."""
    from game import catalog
    from game.app import App
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup
    from game.engine.transitions import Fade
    from game.run_config import RunConfig
    from game.shell import flow
    from game.shell.replay.log import dumps

    app = App(RunConfig(headless=True, scene="title", seed=1))
    expected, differ, played = {}, [], 0
    for info in catalog.playable_games():
        for level in LEVELS:
            for k in range(count):
                seats = (Seat(0, SeatKind.CPU, level), Seat(1, SeatKind.CPU, "normal"))
                options = info.evening_defaults(short=True)
                setup = MatchSetup(info.id, seats, options, 7919 * (k + 1) + len(level))
                _run_until(app, lambda: not isinstance(app.scenes.top, Fade), 600)
                flow.start_match(app, setup, replace=True)
                _run_until(app, lambda s=setup: getattr(app.scenes.top, "setup", None) == s, 600)
                scene = app.scenes.top
                _run_until(app, lambda s=scene: s.result_sent, MATCH_LIMIT)
                replay = app.replays.latest
                played += 1
                want = fingerprint(replay.moves, replay.totals)
                broken, got = watch(app, replay)
                if broken or got != want:
                    differ.append(f"{info.id} {level} seed {setup.seed}: {broken or 'differs'}")
                name = f"{info.id}-{level}-{k}.replay.json"
                (folder / name).write_text(dumps(replay), encoding="utf-8")
                expected[name] = want
    app.shutdown()
    (folder / "expected.json").write_text(json.dumps(expected), encoding="utf-8")
    return {"played": played, "differ": differ}


def fresh(folder: Path) -> list[str]:
    """In this (new) process: watch every file of ``folder``; what differs."""
    from game import catalog
    from game.app import App
    from game.run_config import RunConfig
    from game.shell.replay.log import read

    app = App(RunConfig(headless=True, scene="title", seed=2))
    expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    games = {g.id for g in catalog.GAMES}
    differ = []
    for name, want in sorted(expected.items()):
        broken, got = watch(app, read(folder / name, games))
        if broken or got != want:
            differ.append(f"{name}: {broken or 'differs'}")
    app.shutdown()
    return differ


def main(count: int) -> int:
    with tempfile.TemporaryDirectory(prefix="spielekiste-replays-") as where:
        folder = Path(where)
        start = time.perf_counter()
        same = sweep(count, folder)
        middle = time.perf_counter()
        env = {**os.environ, "SPIELEKISTE_HOME": str(folder / "fresh-home")}
        out = subprocess.run(
            [sys.executable, "-m", "game.bench_replays", "--fresh", str(folder)],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        end = time.perf_counter()
        try:
            new = json.loads(out.stdout.strip().splitlines()[-1])
        except (IndexError, ValueError):
            print(out.stderr[-2000:])
            return 1
    print(f"replay sweep: {same['played']} matches ({count} per game and CPU level)")
    print(
        f"  watched in the same process, right after each match: "
        f"{len(same['differ'])} differ ({middle - start:.0f} s, with the matches)"
    )
    print(f"  watched in a fresh process: {len(new)} differ ({end - middle:.0f} s)")
    for line in same["differ"] + new:
        print(f"  - {line}")
    return 0 if not same["differ"] and not new else 1


if __name__ == "__main__":
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if sys.argv[1:2] == ["--fresh"]:
        print(json.dumps(fresh(Path(sys.argv[2]))))
    else:
        raise SystemExit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
