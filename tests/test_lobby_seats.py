"""The lobby: a cursor per device in its seat's colour, seats without gaps, CPU levels."""

from __future__ import annotations

import pygame

from tests.driving import as_guests, key, run, run_until


def test_lobby_has_a_cursor_per_device_in_its_seat_colour(make_app, pads):
    from game.engine import palette as pal
    from game.shell.lobby import LobbyScene
    from tests.driving import button

    app = make_app(scene="lobby", game="fiese15")
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene)
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    key(app, "space")  # P1: left half (asked who they are)
    button(app, pad, "a")  # P2: the pad joins meanwhile, and is asked next
    assert lobby.cursors == {"kb_left": 1, pad.device: 2}
    key(app, "space")  # P1 plays as a guest …
    button(app, pad, "a")  # … and so does P2
    assert app.scenes.top is lobby
    key(app, "d")
    button(app, pad, "dpdown")
    assert lobby.cursors == {"kb_left": 2, pad.device: len(lobby.slots)}
    # Each cursor is drawn in its owner's seat colour around its target.
    canvas = app.display.canvas
    run(app, 1)
    from game.shell.lobby_view import FULL_SPAN, SLOT_HEIGHT, SLOT_TOP

    width = min(84, (FULL_SPAN - (len(lobby.slots) - 1) * 6) // len(lobby.slots))
    left = 320 - (len(lobby.slots) * width + (len(lobby.slots) - 1) * 6) // 2
    slot_rect = pygame.Rect(left + 2 * (width + 6), SLOT_TOP, width, SLOT_HEIGHT).inflate(6, 6)
    edge = canvas.get_at((slot_rect.centerx, slot_rect.bottom - 1))[:3]
    assert edge == pal.seat_colour(0)  # the left half's cursor (P1) on the third slot
    key(app, "a")
    key(app, "space")  # P1's cursor on P2's slot: nothing happens to the pad's seat
    assert lobby.slot_of(pad.device) == 1
    button(app, pad, "dpup")
    button(app, pad, "a")  # the pad's cursor came up to the first free slot: a CPU
    assert lobby.slots[2].is_cpu


def test_lobby_seats_stay_numbered_without_gaps_and_cpus_reach_every_level(make_app):
    app = make_app(scene="lobby", game="fiese15")
    lobby = app.scenes.top
    key(app, "space")  # P1
    key(app, "enter")  # P2
    as_guests(app)
    lobby.add_cpu(level="normal")  # P3
    seen = []
    for _ in range(3):
        seen.append(lobby.slots[2].level)
        lobby.step_cpu(2)
    assert seen == ["normal", "hard", "easy"] and lobby.slots[2] is None
    lobby.add_cpu(level="hard")  # P3 again
    key(app, "lshift")  # P1 leaves: everyone moves up
    assert [s.device or s.level for s in lobby.slots[:2]] == ["kb_right", "hard"]
    assert lobby.slots[2] is None
    assert app.input.seat_of == {"kb_right": 0}
    assert [seat.index for seat in lobby.seats()] == [0, 1]
    lobby.add_cpu(4)  # a CPU always lands in the next free seat
    assert lobby.slots[2].is_cpu and all(s is None for s in lobby.slots[3:])


def test_a_pad_pulled_out_in_the_lobby_closes_the_gap(make_app, pads):
    from tests.driving import button

    app = make_app(scene="lobby", game="fiese15")
    lobby = app.scenes.top
    first, second = pads(), pads()
    run_until(app, lambda: {first.device, second.device} <= set(app.input.devices()))
    button(app, first, "a")
    button(app, second, "a")
    key(app, "space")  # the left half: P3
    as_guests(app)
    first.detach()
    run_until(app, lambda: first.device not in app.input.devices())
    run(app, 2)
    assert [s.device for s in lobby.slots[:2]] == [second.device, "kb_left"]
    assert lobby.slots[2] is None
    assert app.input.seat_of == {second.device: 0, "kb_left": 1}
    assert first.device not in lobby.cursors
