"""A match is its setup, seed and presses, whatever ran before it: every game at every CPU
level plays back from its replay move for move, to the same totals and the same last frame,
watched in the same process after other matches and in a fresh process.

Each case first plays another match of the game with hard CPUs (whatever a process keeps
between matches, tables above all, is then built), records the match under test, watches
its replay there, and hands the file to a new Python process that watches it from nothing.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.engine.transitions import Fade
from game.shell import flow
from game.shell.match.scene import MatchScene
from game.shell.replay.log import dumps
from game.shell.replay.player import ReplayScene
from tests.driving import run_until

LEVELS = ("easy", "normal", "hard")
GAMES = [g.id for g in catalog.playable_games()]
MATCH_LIMIT = 60 * 60 * 30  # frames: half an hour of game time

FRESH = """
import hashlib, os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
import pygame
from game import catalog
from game.app import App
from game.cli import RunConfig
from game.shell.match.scene import MatchScene
from game.shell.replay.log import read
from game.shell.replay.player import ReplayScene
last = []
original = MatchScene.finish
def finish(scene):
    if not scene.result_sent:
        canvas = pygame.Surface((640, 360)); scene.draw_game(canvas)
        last.append(hashlib.sha256(pygame.image.tobytes(canvas, "RGB")).hexdigest())
    original(scene)
MatchScene.finish = finish
app = App(RunConfig(headless=True, seed=99))
replay = read(__import__("pathlib").Path(sys.argv[1]), {g.id for g in catalog.GAMES})
scene = ReplayScene(replay)
app.scenes.push(scene)
scene.speed = 4
for _ in range(400_000):
    if scene.ended or scene.broken:
        break
    app.step()
moves = [m[2] for m in scene.match.recorder.moves]
print(scene.broken or "ok", last[0] if last else "-")
print(hashlib.sha256(repr(moves).encode()).hexdigest())
"""


def _frame_hash(scene) -> str:
    canvas = pygame.Surface((640, 360))
    scene.draw_game(canvas)
    return hashlib.sha256(pygame.image.tobytes(canvas, "RGB")).hexdigest()


@pytest.fixture
def last_frames(monkeypatch):
    """The hash of each match's last frame, as it ends (its scene's own picture)."""
    frames: list[str] = []
    original = MatchScene.finish

    def finish(scene):
        if not scene.result_sent:
            frames.append(_frame_hash(scene))
        original(scene)

    monkeypatch.setattr(MatchScene, "finish", finish)
    return frames


def _setup(game_id: str, level: str, seed: int) -> MatchSetup:
    info = catalog.game_by_id(game_id)
    seats = (Seat(0, SeatKind.CPU, level), Seat(1, SeatKind.CPU, "normal"))
    return MatchSetup(game_id, seats, info.evening_defaults(short=True), seed)


def _play(app, setup: MatchSetup):
    run_until(app, lambda: not isinstance(app.scenes.top, Fade), 120)  # the last one's end
    flow.start_match(app, setup, replace=True)
    run_until(app, lambda: getattr(app.scenes.top, "setup", None) == setup, 120)
    scene = app.scenes.top
    run_until(app, lambda: scene.result_sent, MATCH_LIMIT)
    return scene


def _watch(app, replay):
    scene = ReplayScene(replay)
    app.scenes.push(scene)
    scene.speed = 4
    run_until(app, lambda: scene.ended or bool(scene.broken), MATCH_LIMIT)
    return scene


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_replay_history_a_match_plays_back_whatever_ran_before(
    make_app, last_frames, tmp_path, game_id, level
):
    app = make_app(scene="title", seed=7)
    hard = replace(
        _setup(game_id, "hard", 3),
        seats=(Seat(0, SeatKind.CPU, "hard"), Seat(1, SeatKind.CPU, "hard")),
    )
    _play(app, hard)  # another match first: whatever a process keeps is built now
    # The frames compared are the match's: a replay leaves out what invites the room to
    # join in (``App.watching``), so the live frame leaves it out too.
    app.watching = True
    scene = _play(app, _setup(game_id, level, 11))
    replay = app.replays.latest
    assert replay is not None and replay.setup.seed == 11
    recorded_moves = [m[2] for m in replay.moves]
    assert recorded_moves and replay.totals == tuple(scene.build_result().totals)
    played_frame = last_frames[-1]

    watched = _watch(app, replay)  # in the same process, right after (Watch again)
    assert watched.ended and not watched.broken, watched.broken
    assert [m[2] for m in watched.match.recorder.moves] == recorded_moves
    assert tuple(watched.match.build_result().totals) == replay.totals
    assert last_frames[-1] == played_frame, "the last frame differs in the same process"

    _watch_fresh(tmp_path, replay, played_frame)


def _watch_fresh(tmp_path: Path, replay, played_frame: str) -> None:
    """The replay's file watched by a new Python process, from nothing."""
    path = tmp_path / "match.replay.json"
    path.write_text(dumps(replay), encoding="utf-8")
    env = {**os.environ, "SPIELEKISTE_HOME": str(tmp_path / "fresh-home")}
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run(
        [sys.executable, "-c", FRESH, str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=600,
        check=True,
    ).stdout.split()
    moves_hash = hashlib.sha256(repr([m[2] for m in replay.moves]).encode()).hexdigest()
    assert out[-3:] == ["ok", played_frame, moves_hash], out


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_history_a_match_resumed_after_a_crash_plays_back(
    make_app, last_frames, tmp_path, game_id
):
    """A person plays against a hard CPU; the box stops a while after an autosave (what
    came after it is lost); Continue in a new start resumes the match and the person plays
    it out. Its replay is the match as it went, the crash included: the results offer
    Watch, and it plays back to the same moves, totals and last frame, in the same process
    and in a fresh one."""
    from game.engine import storage
    from game.shell.results import ResultsScene
    from tests.human_pace import Person, play_match
    from tests.tutorial_driving import Learner

    first = make_app(scene=game_id, seats=["human", "cpu-hard"], seed=5)
    first.watching = True
    crashed = first.scenes.top
    saves: list[int] = []
    save = first.save_match

    def counted(*args) -> None:
        saves.append(crashed.match_frame)
        save(*args)

    first.save_match = counted
    person = Person(first, Learner(first), 5)
    play_match(first, person, lambda: len(saves) >= 3 or crashed.result_sent)
    person.wait(40)  # on past the save, then the box stops: this part is lost
    assert not crashed.result_sent
    storage.writer.flush()

    second = make_app(scene="title", seed=8)  # a new start after the crash
    second.watching = True
    assert flow.resume_autosave(second)
    run_until(second, lambda: getattr(second.scenes.top, "is_match", False), 300)
    resumed = second.scenes.top
    second.step()
    assert resumed.resumed and resumed.recorder is not None
    play_match(second, Person(second, Learner(second), 6), lambda: resumed.result_sent)
    replay = second.replays.latest
    assert replay is not None and [r.frame for r in replay.resumes] == [saves[-1]]
    played_frame = last_frames[-1]
    run_until(second, lambda: isinstance(second.scenes.top, ResultsScene), 600)
    results = second.scenes.top
    assert second.t("results.watch") in [item.label() for item in results.items]

    watched = _watch(second, replay)
    assert watched.ended and not watched.broken, watched.broken
    assert [m[2] for m in watched.match.recorder.moves] == [m[2] for m in replay.moves]
    assert tuple(watched.match.build_result().totals) == replay.totals
    assert last_frames[-1] == played_frame, "the last frame differs in the same process"
    _watch_fresh(tmp_path, replay, played_frame)
