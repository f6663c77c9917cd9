"""Every way into a match binds devices to seats through one check: a device that is gone
(a pad pulled out on the options screen) holds no seat, so the match asks for a player and
any device can take the seat."""

from __future__ import annotations

from game import catalog
from game.engine.input.bindings import KEYBOARD_RIGHT
from game.shell import flow
from game.shell.game_options import GameOptionsScene
from tests.driving import as_guests, button, key, run, run_until


def top_name(app) -> str:
    return type(app.scenes.top).__name__


def pad_on_the_options_screen(app, pads):
    """A pad chooses Quick Play on the title: the options screen waits, focus on Play."""
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    run_until(app, lambda: top_name(app) == "TitleScene", 120)
    button(app, pad, "a")  # Quick Play
    run_until(app, lambda: top_name(app) == "TutorialOfferScene", 120)  # a first start
    button(app, pad, "dpdown")  # "Play"
    button(app, pad, "a")
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    return pad


def test_quick_play_with_a_pad_pulled_out_on_the_options_screen_asks_for_a_player(make_app, pads):
    app = make_app()
    pad = pad_on_the_options_screen(app, pads)
    pad.detach()
    run_until(app, lambda: pad.device not in app.input.devices())
    key(app, "space")  # the keyboard presses Play
    run_until(app, lambda: top_name(app) == "ReconnectScene", 180)
    assert pad.device not in app.input.seat_of  # nothing that is gone holds a seat
    match = list(app.scenes)[-2]
    assert match.is_match and match.setup.game_id == "fiese15"
    key(app, "enter")  # the right keyboard half takes the seat over
    assert app.input.seat_of[KEYBOARD_RIGHT] == 0
    run_until(app, lambda: app.scenes.top is match, 60)


def test_quick_play_with_the_pad_still_in_seats_it(make_app, pads):
    app = make_app()
    pad = pad_on_the_options_screen(app, pads)
    button(app, pad, "a")  # Play
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 180)
    run(app, 5)
    assert app.input.seat_of[pad.device] == 0
    assert top_name(app) != "ReconnectScene"


def test_a_gone_device_takes_no_seat_whatever_asks(make_app, pads):
    app = make_app(scene="title")
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    pad.detach()
    run_until(app, lambda: pad.device not in app.input.devices())
    assert flow.seat_device(app, pad.device, 0) is None
    assert app.input.device_of(0) is None
    person = flow.seat_device(app, KEYBOARD_RIGHT, 1)
    assert person is not None and person.seat == 1
    assert app.input.device_of(1) == KEYBOARD_RIGHT


def test_the_lobby_seats_through_the_same_check(make_app, pads, monkeypatch):
    from game.shell.lobby import LobbyScene

    asked = []
    real = flow.seat_device
    monkeypatch.setattr(flow, "seat_device", lambda app, d, s: asked.append(d) or real(app, d, s))
    app = make_app(scene="title")
    lobby = app.scenes.push(LobbyScene(catalog.game_by_id("fiese15")))
    key(app, "space")
    key(app, "enter")
    people = lobby.bind_for_match()
    assert sorted(asked) == sorted(["kb_left", "kb_right"])
    assert [p.seat for p in people] == [0, 1]


def test_back_in_the_lobby_a_pad_pulled_out_on_the_options_screen_holds_nothing(make_app, pads):
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title")
    lobby = app.scenes.push(LobbyScene(catalog.game_by_id("fiese15")))
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    button(app, pad, "a")
    key(app, "enter")
    as_guests(app)
    lobby.start()
    run(app, 2)
    pad.detach()
    run_until(app, lambda: pad.device not in app.input.devices())
    app.scenes.pop()  # back to the lobby
    assert pad.device not in app.input.seat_of
    run(app, 2)
    assert [s.device for _, s in lobby.filled] == [KEYBOARD_RIGHT]
    assert app.input.seat_of == {KEYBOARD_RIGHT: 0}
