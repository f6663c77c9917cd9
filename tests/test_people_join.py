""" "Who are you?" opens by itself whenever a device joins the lobby; on a box that knows
nobody yet "guest" waits under the cursor, so one press (confirm or back) plays on."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.shell.people.picker import GUEST, WhoAreYouScene
from tests.driving import button, key, run, run_until
from tests.test_golden import matches_reference
from tests.test_safe_area import _outside, _overlapping

GOLDEN = Path(__file__).parent / "golden"


def lobby_app(make_app, **options):
    app = make_app(scene="lobby", game="fiese15", seats=[], **options)
    run(app, 2)
    return app, app.scenes.top


def test_a_keyboard_joining_a_fresh_box_is_asked_once_and_one_press_plays_as_guest(make_app):
    app, lobby = lobby_app(make_app)
    assert not app.people.people
    key(app, "space")  # join
    picker = app.scenes.top
    assert isinstance(picker, WhoAreYouScene) and picker.device == KEYBOARD_LEFT
    assert picker.choices[picker.selected] == GUEST
    key(app, "space")  # the one press
    assert app.scenes.top is lobby and lobby.slots[0].person is None
    assert lobby.slot_of(KEYBOARD_LEFT) == 0
    run(app, 30)
    assert app.scenes.top is lobby  # asked once: not again while seated
    key(app, "tab")  # leaves …
    key(app, "space")  # … and joins again: a new join, asked again
    assert isinstance(app.scenes.top, WhoAreYouScene)
    key(app, "tab")  # back is one press too: a guest, still seated
    assert app.scenes.top is lobby and lobby.slot_of(KEYBOARD_LEFT) == 0


def test_a_pad_alone_is_asked_and_skips_with_one_press(make_app, pads):
    app, lobby = lobby_app(make_app)
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    button(app, pad, "a")
    picker = app.scenes.top
    assert isinstance(picker, WhoAreYouScene) and picker.device == pad.device
    button(app, pad, "a")
    assert app.scenes.top is lobby and lobby.slot_of(pad.device) == 0


def test_a_fresh_box_can_still_make_a_person_from_the_question(make_app):
    app, lobby = lobby_app(make_app)
    key(app, "space")
    key(app, "w")  # up from "guest" to "new person"
    key(app, "space")
    entry = app.scenes.top
    assert type(entry).__name__ == "NameEntryScene"
    entry.type_text("Ida")
    entry.finish()
    for _ in range(3):  # avatar, colour, let's go
        key(app, "space")
    assert app.scenes.top is lobby and lobby.slots[0].person == app.people.by_name("Ida").id


def test_a_box_with_people_starts_on_the_most_recent_one(make_app):
    app, lobby = lobby_app(make_app)
    app.people.add("Anna")
    key(app, "space")
    picker = app.scenes.top
    assert picker.choices[picker.selected].name == "Anna"
    key(app, "enter")  # another device joins meanwhile …
    assert lobby.slot_of(KEYBOARD_RIGHT) == 1 and app.scenes.top is picker
    key(app, "space")  # Anna
    picker = app.scenes.top  # … and is asked next, without Anna (she is seated)
    assert isinstance(picker, WhoAreYouScene) and picker.device == KEYBOARD_RIGHT
    assert picker.choices == ["new", "guest"] and picker.choices[picker.selected] == GUEST
    key(app, "enter")
    assert app.scenes.top is lobby
    assert [s.person for _, s in lobby.filled] == [app.people.by_name("Anna").id, None]


def test_someone_choosing_never_keeps_a_device_from_the_bench(make_app, pads):
    import dataclasses

    from game import catalog
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title")
    info = dataclasses.replace(catalog.game_by_id("fiese15"), spectators=True)
    lobby = app.scenes.push(LobbyScene(info))
    run(app, 2)
    key(app, "space")  # asked who they are …
    key(app, "f")  # … while the right half's shout key would do nothing for them
    watcher = pads()
    run_until(app, lambda: watcher.device in app.input.devices())
    button(app, watcher, "y")  # a free pad sits on the bench meanwhile
    assert lobby.bench == [watcher.device]
    assert isinstance(app.scenes.top, WhoAreYouScene)


def test_a_pad_pulled_out_while_asked_frees_its_seat(make_app, pads):
    app, lobby = lobby_app(make_app)
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    button(app, pad, "a")
    assert isinstance(app.scenes.top, WhoAreYouScene)
    pad.detach()
    run_until(app, lambda: app.scenes.top is lobby)
    run(app, 2)
    assert lobby.filled == []


# ----- the fresh box's question on screen --------------------------------------------------------
def fresh_question(app) -> None:
    app.scenes.push(WhoAreYouScene(KEYBOARD_LEFT, lambda person: None))


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_fresh_box_question_draws_its_reference_frame(make_app, lang):
    app = make_app(scene="title", seed=11, lang=lang)
    fresh_question(app)
    for _ in range(120):
        app.step()
    app.scenes.draw(app.display.canvas)
    matches_reference(f"people-who-fresh-{lang}", pygame.image.tobytes(app.display.canvas, "RGB"))


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it", "es", "nl"])
def test_the_fresh_box_question_stays_inside_the_safe_area(make_app, drawn, lang):
    records, canvases = drawn
    app = make_app(scene="title", seed=11, lang=lang)
    canvases.append(app.display.canvas)
    fresh_question(app)
    run(app, 60)
    records.clear()
    app.draw()
    panel = pygame.Rect(170, 22, 300, 294)
    heading = next(i for i, r in enumerate(records) if r.text == app.t("people.who"))
    mine = records[heading:]  # the question's own text, not the title's under the veil
    assert any(app.t("people.why").startswith(r.text) for r in mine)
    assert not _outside(mine), _outside(mine)
    inside = [r for r in mine if r.ink.bottom < panel.bottom]  # the prompt bar is under it
    assert all(panel.contains(r.ink) for r in inside), inside
    assert not _overlapping(inside), _overlapping(inside)
