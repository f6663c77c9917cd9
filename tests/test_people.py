"""People, not only seats: participants survive re-plugging, spectators sit on the bench."""

from __future__ import annotations

import dataclasses

from game import catalog
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from tests.driving import as_guests, button, key, run, run_until
from tests.test_input import match_with_pad


def test_a_returning_pad_gets_its_participant_and_seat_back_without_a_press(make_app, pads):
    app = make_app(scene="title")
    match, pad = match_with_pad(app, pads, 1)
    person = app.input.participant_of[pad.device]
    pad.detach()
    run_until(app, lambda: app.scenes.top is not match)
    assert type(app.scenes.top).__name__ == "ReconnectScene"
    back = pads()
    run_until(app, lambda: app.scenes.top is match, 60)  # the overlay goes by itself
    assert app.input.participant_of[back.device] == person
    assert app.input.seat_of[back.device] == 1
    button(app, back, "a")
    assert match.events[-1].participant == person and match.events[-1].seat == 1


def test_events_carry_the_frame_they_happened_in(make_app, pads):
    app = make_app(scene="title")
    match, pad = match_with_pad(app, pads, 0)
    run(app, 7)
    pad.press("a")
    pressed_in = app.frame
    run(app, 1)
    pad.release("a")
    run(app, 4)
    down, up = match.events[-2:]
    assert down.pressed and down.frame == pressed_in
    assert not up.pressed and up.frame == pressed_in + 1


def test_a_seat_taken_by_someone_else_is_not_given_back(make_app, pads):
    app = make_app(scene="title")
    match, pad = match_with_pad(app, pads, 0)
    pad.detach()
    run_until(app, lambda: app.scenes.top is not match)
    key(app, "enter")  # the right keyboard half takes seat 0 over
    assert app.input.seat_of[KEYBOARD_RIGHT] == 0
    back = pads()
    run_until(app, lambda: back.device in app.input.devices())
    run(app, 3)
    assert app.input.seat_of.get(back.device) is None  # the seat is someone else's now
    assert app.input.device_of(0) == KEYBOARD_RIGHT


def test_the_lobby_bench_takes_spectators_into_the_match_setup(make_app, pads, monkeypatch):
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title")
    info = dataclasses.replace(catalog.game_by_id("fiese15"), spectators=True)
    lobby = app.scenes.push(LobbyScene(info))
    key(app, "space")  # left half joins seat 0
    key(app, "enter")  # right half joins seat 1
    as_guests(app)
    watcher = pads()
    run_until(app, lambda: watcher.device in app.input.devices())
    button(app, watcher, "y")  # shout: sit on the bench
    assert lobby.bench == [watcher.device] and len(lobby.filled) == 2
    people = lobby.bind_for_match()
    seated = {p.seat: p.id for p in people if p.seat is not None}
    assert set(seated) == {0, 1}
    assert seated[0] == app.input.participant_of[KEYBOARD_LEFT]
    spectators = [p for p in people if p.is_spectator]
    assert [p.id for p in spectators] == [app.input.participant_of[watcher.device]]
    lobby.resume()  # back from the options screen: still on the bench
    button(app, watcher, "b")  # stands up again
    assert lobby.bench == []


def test_a_pad_pulled_out_before_play_leaves_its_seat_free_to_take(make_app, pads):
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title")
    lobby = app.scenes.push(LobbyScene(catalog.game_by_id("fiese15")))
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    button(app, pad, "a")
    key(app, "enter")
    lobby.start()  # the options screen is on top: the lobby below no longer updates
    run(app, 2)
    pad.detach()
    run_until(app, lambda: pad.device not in app.input.devices())
    people = lobby.bind_for_match()
    assert app.input.device_of(0) is None  # no device that is gone holds a seat
    assert [p.seat for p in people] == [1]
