"""Joining and leaving between the games of an evening: "who plays next?" from the table,
with a keyboard alone, a pad alone and a phone; late joiners' points; the next match's seats;
the evening file after every change (a crash resumes the exact table); reference frames and
the safe area."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine import storage
from game.engine.input import Action
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.shell.evening import store
from game.shell.evening.example import example_evening
from game.shell.evening.flow import new_evening
from game.shell.evening.model import MAX_ENTRANTS, Evening
from game.shell.evening.seats import EveningSeatsScene, LeaveConfirmScene
from game.shell.evening.table import EveningTableScene
from game.shell.people.picker import WhoAreYouScene
from game.shell.people.store import PERSON_KEY, PeopleStore
from tests.driving import button, key, past_the_start, read, run, run_until
from tests.test_golden import matches_reference
from tests.test_safe_area import _outside, _overlapping

GOLDEN = Path(__file__).parent / "golden"
LANGUAGES = ("en", "de", "fr", "it", "es", "nl")


def at_the_table(app, seated: dict[str, int] | None = None) -> tuple[EveningTableScene, Evening]:
    """The example evening (Anna, Ben, CPU hard, CPU easy after two of three games) on its
    table, with devices on the seats the last match gave them."""
    app.people, evening = example_evening()
    for device, seat in (seated or {}).items():
        app.input.bind(device, seat)
    table = app.scenes.push(EveningTableScene(evening))
    run(app, 2)
    return table, evening


def through_the_options(app, press) -> None:
    """The next game's options come first, the focus on Play: one more press plays."""
    from game.shell.game_options import GameOptionsScene

    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    press()


def names(app, evening: Evening) -> list[str]:
    from game.shell.evening.looks import entrant_name

    return [entrant_name(app, evening.entrant(k)) for k in evening.seating]


def saved() -> dict:
    storage.writer.flush()
    return store.load().to_dict()


def test_new_keys_are_never_reused_and_sitting_down_twice_takes_one_seat():
    evening = new_evening(["fiese15", "fits"], [("cpu:2", "cpu", "easy"), ("guest:1", "guest", "")])
    assert evening.new_key("cpu") == "cpu:1" and evening.new_key("guest") == "guest:2"
    evening.record([1, 2])
    evening.leave("guest:1")
    assert evening.new_key("guest") == "guest:2"  # a guest who left keeps their name taken
    late = evening.sit_down("guest:2", "guest")
    assert late.points == 2.0  # the last place among those still playing
    evening.sit_down("guest:2", "guest")
    assert evening.seating == ["cpu:2", "guest:2"]
    back = evening.sit_down("guest:1", "guest")
    assert back.points == 1.0 and back.active and evening.seating[-1] == "guest:1"


def test_a_keyboard_alone_drops_a_cpu_brings_in_a_person_and_adds_a_cpu(make_app):
    app = make_app(scene="title")
    table, evening = at_the_table(app, {KEYBOARD_LEFT: 0})  # Anna on the left half
    key(app, "f")  # Y on the left half: who plays next?
    seats = app.scenes.top
    assert isinstance(seats, EveningSeatsScene)
    key(app, "s", settle=1)
    key(app, "s")  # down to the hard CPU
    key(app, "space")
    assert isinstance(app.scenes.top, LeaveConfirmScene)
    key(app, "space")  # "no, stays" comes first: nothing happens
    assert evening.seating == ["p1", "p2", "cpu:3", "cpu:4"]
    key(app, "space")
    key(app, "s")
    key(app, "space")  # yes, leaves
    assert app.scenes.top is seats
    assert evening.seating == ["p1", "p2", "cpu:4"] and not evening.entrant("cpu:3").active
    assert evening.entrant("cpu:3").points == 4.0  # the points stay on the table
    assert saved() == evening.to_dict()
    assert seats.selected == 2  # still on the row the CPU left: the easy CPU now
    key(app, "down")  # the right half (free) moves to "step in" …
    key(app, "enter")  # … and steps in itself
    picker = app.scenes.top
    assert isinstance(picker, WhoAreYouScene) and picker.device == KEYBOARD_RIGHT
    offered = [getattr(c, "name", c) for c in picker.choices]
    assert "Anna" not in offered and "Ben" not in offered  # seated already
    picker.selected = offered.index("Cleo")
    key(app, "enter")
    cleo = app.people.by_name("Cleo")
    assert evening.seating == ["p1", "p2", "cpu:4", cleo.id]
    assert evening.entrant(cleo.id).points == 3.5  # a late joiner: the last place's points
    assert app.input.seat_of == {KEYBOARD_LEFT: 0, KEYBOARD_RIGHT: 3}
    key(app, "s")  # the left half: down to "add a CPU"
    key(app, "d")  # one level up: hard
    key(app, "space")
    assert evening.seating[-1] == "cpu:1" and evening.entrant("cpu:1").level == "hard"
    assert names(app, evening) == ["Anna", "Ben", "CPU (easy)", "Cleo", "CPU (hard)"]
    assert saved() == evening.to_dict()
    key(app, "esc")  # back to the table: the next game's seats follow
    assert app.scenes.top is table
    assert {(p.id, p.seat) for p in table.participants} == {
        (app.input.participant_of[KEYBOARD_LEFT], 0),
        (app.input.participant_of[KEYBOARD_RIGHT], 3),
    }
    read(app)
    key(app, "space")
    through_the_options(app, lambda: key(app, "space"))
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 200)
    setup = app.scenes.top.setup
    assert setup.game_id == "wuerfelblitz"
    assert [(s.is_cpu, s.level if s.is_cpu else "") for s in setup.seats] == [
        (False, ""),
        (False, ""),
        (True, "easy"),
        (False, ""),
        (True, "hard"),
    ]
    assert [o.get(PERSON_KEY) for o in setup.seat_options] == ["p1", "p2", None, cleo.id, None]
    assert app.seat_name(3) == "Cleo" and app.input.device_of(3) == KEYBOARD_RIGHT


def test_a_pad_alone_hands_its_seat_to_a_guest(make_app, pads):
    app = make_app(scene="title")
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    table, evening = at_the_table(app, {pad.device: 1})  # Ben holds the pad
    button(app, pad, "y")
    button(app, pad, "dpdown")  # Ben's row
    button(app, pad, "a")
    button(app, pad, "dpdown")
    button(app, pad, "a")  # Ben leaves: the pad is free now
    assert evening.seating == ["p1", "cpu:3", "cpu:4"]
    assert pad.device not in app.input.seat_of
    button(app, pad, "dpdown", settle=1)
    button(app, pad, "dpdown")  # "step in"
    button(app, pad, "a")
    picker = app.scenes.top
    assert isinstance(picker, WhoAreYouScene) and picker.device == pad.device
    picker.selected = picker.choices.index("guest")
    button(app, pad, "a")
    assert evening.seating == ["p1", "cpu:3", "cpu:4", "guest:1"]
    assert evening.entrant("guest:1").points == 3.5 and evening.entrant("p2").points == 6.0
    assert app.input.seat_of == {pad.device: 3}
    button(app, pad, "b")
    assert app.scenes.top is table
    read(app)
    button(app, pad, "a")
    through_the_options(app, lambda: button(app, pad, "a"))
    past_the_start(app, 200)  # Würfelblitz is new to the guest: its start, skipped by all
    assert app.input.device_of(3) == pad.device
    assert [s.is_cpu for s in app.scenes.top.setup.seats] == [False, True, True, False]


def test_someone_who_left_steps_in_again_with_their_own_points(make_app):
    app = make_app(scene="title")
    _table, evening = at_the_table(app, {KEYBOARD_LEFT: 0, KEYBOARD_RIGHT: 1})
    seats = app.scenes.push(EveningSeatsScene(evening))
    run(app, 2)
    seats.selected = 0
    seats.activate(KEYBOARD_LEFT)
    app.scenes.top._leave()  # Anna leaves; Ben (right half) moves up to seat 0
    assert app.input.seat_of == {KEYBOARD_RIGHT: 0}
    seats.selected = len(evening.seating)  # "step in"
    seats.activate(KEYBOARD_LEFT)
    app.scenes.top.choose(app.people.by_name("Anna"))
    assert evening.seating == ["p2", "cpu:3", "cpu:4", "p1"]
    assert evening.entrant("p1").points == 6.5 and evening.entrant("p1").active
    assert app.input.seat_of == {KEYBOARD_RIGHT: 0, KEYBOARD_LEFT: 3}


def test_a_phone_steps_in_through_the_same_input(make_app):
    app = make_app(scene="title")
    app.input.remote_added("phone:1", "Phone")
    run(app, 2)
    _table, evening = at_the_table(app, {KEYBOARD_LEFT: 0})

    def press(action: Action) -> None:
        for down in (True, False):
            for event in app.input.remote_action("phone:1", action, down):
                app.scenes.handle(event)
        run(app, 1)

    press(Action.FLIP)
    for _ in range(4):
        press(Action.DOWN)
    press(Action.CONFIRM)  # step in: the phone's own question
    press(Action.CONFIRM)  # the first person offered (not seated): Cleo or Dario
    assert len(evening.seating) == 5 and app.input.seat_of["phone:1"] == 4


def test_no_seat_for_a_device_that_plays_nor_past_the_games_limit(make_app):
    app = make_app(scene="title")
    app.people, _ = example_evening()
    evening = new_evening(["fits", "fiese15"], [(f"cpu:{n}", "cpu", "easy") for n in range(3)])
    evening.sit_down("guest:1", "guest")
    app.input.bind(KEYBOARD_LEFT, 3)
    table = app.scenes.push(EveningTableScene(evening))
    run(app, 2)
    seats = app.scenes.push(EveningSeatsScene(evening))
    run(app, 2)
    seats.selected = 4  # "step in"
    seats.activate(KEYBOARD_LEFT)
    assert app.scenes.top is seats and app.toasts.message == app.t("evening.seats.has_seat")
    seats.activate(KEYBOARD_RIGHT)  # a free device, but Fits seats four
    assert app.scenes.top is seats and app.toasts.message == app.t("evening.seats.full")
    seats.selected = 5
    seats.activate(KEYBOARD_LEFT)
    assert len(evening.seating) == 4
    for key_ in list(evening.seating):
        if key_ != "guest:1":
            evening.leave(key_)
    evening.leave("guest:1")
    app.scenes.pop()
    read(app)
    key(app, "space")  # nobody left to play: the table says what it needs
    assert app.scenes.top is table
    assert app.toasts.message == app.t("evening.seats.need", min=1, max=4)
    while len(evening.entrants) < MAX_ENTRANTS:
        evening.join(evening.new_key("cpu"), "cpu", "easy")
    from game.shell.evening import seating

    assert seating.add_cpu(evening, "easy") is None  # the file keeps sixteen at most
    assert seating.step_in(app, evening, KEYBOARD_RIGHT, "p1") is None


def test_after_a_crash_continue_shows_the_exact_table_and_plays_its_seats(make_app):
    app = make_app(scene="title")
    _table, evening = at_the_table(app, {KEYBOARD_LEFT: 0})
    seats = app.scenes.push(EveningSeatsScene(evening))
    run(app, 2)
    seats.leave("p2")
    seats.selected = len(evening.seating) + 1
    seats.activate(KEYBOARD_LEFT)  # a normal CPU
    seats.selected = len(evening.seating)
    seats.activate(KEYBOARD_RIGHT)
    app.scenes.top.choose("guest")
    expected = evening.to_dict()
    PeopleStore.save(app.people)  # the example's people are on file, as a real evening's are
    storage.writer.flush()  # written; the process may now die at any moment
    again = make_app(scene="title")
    title = again.scenes.top
    assert title.has_save
    title._continue()
    run_until(again, lambda: isinstance(again.scenes.top, EveningTableScene), 120)
    read(again)
    assert again.scenes.top.evening.to_dict() == expected
    assert expected["seating"] == ["p1", "cpu:3", "cpu:4", "cpu:1", "guest:1"]
    run(again, 2)
    key(again, "space")
    through_the_options(again, lambda: key(again, "space"))
    past_the_start(again, 200)  # Würfelblitz is new to the guest: its start, skipped by all
    kinds = [s.level if s.is_cpu else "human" for s in again.scenes.top.setup.seats]
    assert kinds == ["human", "hard", "easy", "normal", "human"]


# ----- on screen --------------------------------------------------------------------------------
def seats_screen(app, selected: int = 4) -> EveningSeatsScene:
    _table, evening = at_the_table(app)
    seats = app.scenes.push(EveningSeatsScene(evening))
    seats.selected = selected
    return seats


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_who_plays_next_draws_its_reference_frame(make_app, lang):
    app = make_app(scene="title", seed=11, lang=lang)
    seats_screen(app)
    for _ in range(120):
        app.step()
    app.scenes.draw(app.display.canvas)
    matches_reference(f"evening-seats-{lang}", pygame.image.tobytes(app.display.canvas, "RGB"))


def _text_of(app, records) -> list:
    records.clear()
    app.draw()
    return list(records)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_table_and_who_plays_next_keep_their_text_inside_the_safe_area(make_app, drawn, lang):
    records, canvases = drawn
    app = make_app(scene="title", seed=11, lang=lang)
    canvases.append(app.display.canvas)
    seats = seats_screen(app, 0)
    problems = []
    for row in range(len(seats.evening.seating) + 2):  # each row's hint
        seats.selected = row
        run(app, 2)
        seen = _text_of(app, records)
        problems += _outside(seen) + _overlapping(seen)
    seats.level = "normal"
    seats.activate(KEYBOARD_LEFT)  # the last row: a CPU joins
    assert len(seats.evening.seating) == 5
    seats.selected = 0
    seats.activate(KEYBOARD_LEFT)  # the leave question, over the screen
    run(app, 30)
    seen = _text_of(app, records)
    ask = app.t("evening.seats.leave_ask", name="Anna")
    question = seen[next(i for i, r in enumerate(seen) if r.text == ask) :]
    problems += _outside(seen) + _overlapping(question)
    app.scenes.pop()
    app.scenes.pop()  # the table, with someone who joined late
    run(app, 60)
    seen = _text_of(app, records)
    problems += _outside(seen) + _overlapping(seen)
    assert not problems, problems


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_table_after_many_comings_and_goings_still_fits(make_app, drawn, lang):
    records, canvases = drawn
    app = make_app(scene="title", seed=11, lang=lang)
    canvases.append(app.display.canvas)
    table, evening = at_the_table(app)
    while len(evening.entrants) < MAX_ENTRANTS:
        key_ = evening.new_key("guest")
        evening.sit_down(key_, "guest")
        evening.leave(key_)
    run(app, 80)
    seen = _text_of(app, records)
    assert len(table.rows()) == 10  # those who left with the fewest points are left off
    assert {e.key for e in table.rows()} >= {e.key for e in evening.active}
    assert not _outside(seen) and not _overlapping(seen), _outside(seen) + _overlapping(seen)
