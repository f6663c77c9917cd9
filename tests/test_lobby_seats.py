"""The lobby: a cursor per device in its seat's colour, seats without gaps, CPU levels."""

from __future__ import annotations

import pygame

from tests.driving import as_guests, key, read, run, run_until


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
    # The left half's cursor waited on seat 2; the pad sat down there: it goes home.
    assert lobby.cursors == {"kb_left": 0, pad.device: 2}
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
    key(app, "a")  # left, past P2's card: P1's cursor is never on someone else's card
    assert lobby.cursors["kb_left"] == 0
    key(app, "space")  # on its own card: nothing happens to the pad's seat
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
    key(app, "tab")  # P1 leaves: everyone moves up
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


def _played_at(app, game: str, cpu_level: str):
    """Two keyboard halves and a CPU sat at ``game``'s lobby and played; the results show."""
    from game.core.setup import MatchResult, MatchSetup
    from game.shell import flow

    lobby = app.scenes.top
    key(app, "space")  # P1: the left half
    key(app, "enter")  # P2: the right half
    as_guests(app)
    lobby.add_cpu(level=cpu_level)
    info = lobby.game
    setup = MatchSetup(info.id, lobby.seats(), info.default_options())
    lobby.bind_for_match()
    flow.go(app, "results", MatchResult(setup, (3, 2, 1)), how="clear")
    run(app, 2)
    read(app)  # read before a confirm chooses (``shell.calm``)
    return app.scenes.top


def test_change_game_seats_the_same_table_at_the_next_lobby(make_app):
    """After a match, *Change game* keeps who played: the next lobby has them seated, the
    CPU at its level, and the cursor of game select starts on the game just played."""
    from game import catalog
    from game.shell.game_select import GameSelectScene
    from game.shell.lobby import LobbyScene

    app = make_app(scene="lobby", game="fischkopp")
    results = _played_at(app, "fischkopp", "hard")
    labels = [item.label() for item in results.items]
    results.selected = labels.index(app.t("results.change"))
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, GameSelectScene))
    select = app.scenes.top
    assert select.game.id == "fischkopp"
    select.selected = [g.id for g in catalog.GAMES].index("fiese15")
    select._to_lobby()  # (a first-time lesson offer would come in between)
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene))
    lobby = app.scenes.top
    assert lobby.game.id == "fiese15"
    seated = [(s.device, s.level) for _, s in lobby.filled]
    assert seated == [("kb_left", None), ("kb_right", None), (None, "hard")]
    assert app.input.device_of(0) == "kb_left" and app.input.device_of(1) == "kb_right"
    assert lobby.can_start()
    assert set(lobby.cursors.values()) == {len(lobby.slots)}  # on Start: one press plays
    key(app, "tab")  # the seated can still leave as ever
    assert [s.device for _, s in lobby.filled] == ["kb_right", None]


def test_a_smaller_game_keeps_the_people_and_drops_cpus_first():
    from game.shell.table import Slot, fitted

    table = (Slot(level="hard"), Slot("kb_left"), Slot(level="easy"), Slot("pad-1", person="p7"))
    assert [(s.device, s.level) for s in fitted(table, 3)] == [
        (None, "hard"),
        ("kb_left", None),
        ("pad-1", None),
    ]
    assert [s.device for s in fitted(table, 2)] == ["kb_left", "pad-1"]
    assert fitted(table, 2)[1].person == "p7"
    assert [s.device for s in fitted(table[:2], 7)] == [None, "kb_left"]


def test_a_pad_pulled_before_change_game_is_not_seated_again(make_app, pads):
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup
    from game.shell.table import table_of

    app = make_app(scene="title")
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    app.input.bind("kb_left", 0)
    app.input.bind(pad.device, 1)
    seats = (Seat(0), Seat(1), Seat(2, SeatKind.CPU, "easy"))
    setup = MatchSetup("fiese15", seats, {})
    assert [s.device for s in table_of(app, setup)] == ["kb_left", pad.device, None]
    pad.detach()
    run(app, 3)
    assert [(s.device, s.level) for s in table_of(app, setup)] == [
        ("kb_left", None),
        (None, "easy"),
    ]


def test_a_cursor_tab_names_the_hands_not_a_seat(make_app, drawn):
    """A joined device's cursor over another seat's card wears a tab with the device's name
    (Keys left), not its seat's: a seat's name over the next card read as that card's name."""
    from game import catalog
    from game.engine.input.labels import device_label
    from game.shell.lobby import LobbyScene
    from tests.driving import as_guests, key, run

    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvases.append(app.display.canvas)
    lobby = app.scenes.push(LobbyScene(catalog.game_by_id("fiese15")))
    run(app, 2)
    key(app, "space")  # the left half joins seat 1 …
    as_guests(app)
    lobby.add_cpu(level="easy")
    lobby.cursors["kb_left"] = 1  # … and its cursor rests on the CPU's card
    records.clear()
    app.draw()
    said = [r.text for r in records]
    assert device_label(app.t, "kb_left") in said
    assert said.count(app.seat_name(0)) == 1, said  # seat 1's name: on its own card only
