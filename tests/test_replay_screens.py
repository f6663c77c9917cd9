"""The replay's screens as players see them: the REPLAY bar, the paused controls, the end, the
shout timeline strip and page, and the list of kept replays; inside the TV's safe area in
every language, and as reference frames in English, German and French."""

from __future__ import annotations

import dataclasses
import os

import pygame
import pytest

from game.shell.replay.player import ReplayScene
from game.shell.replay.shelf_screen import ReplayShelfScene
from game.shell.replay.timeline_screen import TimelineScene
from tests.test_golden import matches_reference
from tests.test_safe_area import LANGUAGES, _outside, _overlapping


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """A CPU Fischkopp match with shout windows, recorded (plain data, shared read-only)."""
    from game.app import App
    from game.cli import RunConfig

    before = os.environ.get("SPIELEKISTE_HOME")
    os.environ["SPIELEKISTE_HOME"] = str(tmp_path_factory.mktemp("home"))
    try:
        app = App(RunConfig(headless=True, seed=11, scene="fischkopp", seats=["cpu"] * 3))
        scene = app.scenes.top
        while not scene.result_sent:
            app.step()
        replay = dataclasses.replace(app.replays.latest, made="2026-11-20T20:15:00")
        app.shutdown()
    finally:
        if before is None:
            os.environ.pop("SPIELEKISTE_HOME", None)
        else:
            os.environ["SPIELEKISTE_HOME"] = before
    return replay


def _replay_at(app, replay, state: str):
    scene = ReplayScene(replay)
    app.scenes.push(scene)
    for _ in range(700):  # the first shout window is open: the timeline strip is up
        app.step()
    if state == "paused":
        scene.paused = True
        app.step()
    elif state == "end":
        scene.speed = 4
        while not scene.ended:
            app.step()
        app.step()
    return scene


def _shelf(app, replay):
    app.replays.keep(replay)
    older = dataclasses.replace(replay, made="2026-11-19T18:02:00", best_of=[], notable="")
    app.replays.keep(older)
    app.scenes.push(ReplayShelfScene())
    app.step()


def _timeline(app, replay):
    app.scenes.push(TimelineScene(replay))
    app.step()


SCREENS = {
    "play": lambda app, r: _replay_at(app, r, "play"),
    "paused": lambda app, r: _replay_at(app, r, "paused"),
    "end": lambda app, r: _replay_at(app, r, "end"),
    "shelf": _shelf,
    "timeline": _timeline,
}


def _frame(app) -> bytes:
    app.scenes.draw(app.display.canvas)
    return pygame.image.tobytes(app.display.canvas, "RGB")


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("screen", SCREENS)
def test_replay_screens_draw_their_reference_frames(make_app, recorded, screen, lang):
    app = make_app(seed=11, lang=lang)
    SCREENS[screen](app, recorded)
    matches_reference(f"replay-{screen}-{lang}", _frame(app))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("screen", SCREENS)
def test_replay_screens_keep_their_text_inside_the_safe_area(
    make_app, drawn, recorded, screen, lang
):
    records, canvases = drawn
    app = make_app(seed=11, lang=lang)
    canvases.append(app.display.canvas)
    SCREENS[screen](app, recorded)
    records.clear()
    app.draw()
    seen = list(records)
    assert seen
    assert not _outside(seen), f"{screen} [{lang}] outside the safe area: {_outside(seen)}"
    if screen in ("shelf", "timeline"):  # the others lie over the match's own text
        assert not _overlapping(seen), f"{screen} [{lang}] text over text: {_overlapping(seen)}"


def test_a_replay_invites_nobody_in_the_room_to_shout_or_sit_down(make_app, recorded):
    """The live match asks the room to shout (its keys) and to sit on the bench; a replay's
    watchers cannot do either, so the replayed screen leaves both out (the words stay)."""
    app = make_app(seed=3)
    scene = _replay_at(app, recorded, "play")
    view = scene.match.view()
    window = view.shouts.window
    assert window is not None and not window.keys and window.everyone
    assert view.shouts.bench.label == "" and not view.shouts.bench.chairs
    live = make_app(seed=11, scene="fischkopp", seats=["cpu"] * 3)
    for _ in range(700):
        live.step()
    shown = live.scenes.top.view().shouts
    assert shown.window is not None and shown.window.keys
    assert shown.bench.label == live.t("fischkopp.bench_empty", keys="F / [/]")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("screen", ["shelf", "timeline"])
def test_replay_pages_with_large_text_keep_their_words_apart(
    make_app, drawn, recorded, screen, lang
):
    """The shout record and the list of replays with Large text: no title over the time
    axis, no text over text, nothing past the safe area (a play-test saw the German shout
    record's title sit on its time axis)."""
    records, canvases = drawn
    app = make_app(seed=11, lang=lang)
    app.settings = dataclasses.replace(app.settings, large_text=True)
    canvases.append(app.display.canvas)
    SCREENS[screen](app, recorded)
    records.clear()
    app.draw()
    seen = list(records)
    assert seen
    assert not _outside(seen), f"{screen} [{lang}] outside the safe area: {_outside(seen)}"
    assert not _overlapping(seen), f"{screen} [{lang}] text over text: {_overlapping(seen)}"
