"""The Fiese 15 coach: its numbers are the hard CPU's own, its best choice is the CPU's, and
what a coached seat's choices cost is added up and shown in the results."""

from __future__ import annotations

import random

from game import catalog
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fiese15.cpu.player import (
    choose,
    hard_place_values,
    hard_roll_value,
    is_table_ready,
    table_builder,
)
from game.fiese15.logic.rules import Options, Phase, Place, Roll, Stop, new_match
from game.fiese15.screen.coach import ROLL, STOP, advise, choice_of
from game.fiese15.screen.scene import create_scene
from game.shell.game_options import GameOptionsScene
from game.shell.match.coaching import COACH_KEY, read_costs
from tests.driving import key, run_until

SEATS = [Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "hard")]


def states_with_a_choice(count: int, seed: int = 3):
    """Matches stopped where the seat on turn must place or decide (random play)."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        match = new_match(SEATS, Options(zocker=rng.random() < 0.3), rng.randrange(1 << 30))
        while not match.is_over and found < count:
            seat = match.current_seat
            if match.phase is Phase.AWAIT_ROLL:
                match.apply(Roll(seat))
                continue
            yield match
            found += 1
            if match.phase is Phase.AWAIT_PLACE:
                valid = match.valid_colours()
                match.apply(Place(seat, tuple(rng.sample(valid, rng.randint(1, len(valid))))))
            else:
                match.apply(Roll(seat) if rng.random() < 0.5 else Stop(seat))


def build(tables: dict, match) -> None:
    for _ in table_builder(match.targets(), match.options.zocker, tables):
        pass


def test_the_coach_says_nothing_until_the_table_is_built():
    match = next(states_with_a_choice(1))
    tables: dict = {}
    assert advise(match, tables) is None
    assert not is_table_ready(match.targets(), match.options.zocker, tables)  # not built now


def test_the_coach_numbers_and_best_choice_are_the_hard_cpus():
    tables: dict = {}
    for match in states_with_a_choice(150):
        build(tables, match)
        advice = advise(match, tables)
        if match.phase is Phase.AWAIT_PLACE:
            assert advice.values == hard_place_values(match, tables)
        else:
            assert advice.values == {
                STOP: match.running_score(),
                ROLL: hard_roll_value(match, tables),
            }
        cpu = choose(match, match.current_seat, "hard", random.Random(0), tables)
        assert choice_of(cpu) == advice.best
        assert advice.cost(advice.best) == 0
        assert all(advice.cost(k) >= 0 for k in advice.values)


def coached_scene(app, seed=5):
    setup = MatchSetup("fiese15", tuple(SEATS), {}, seed, seat_options=({"coach": True}, {}))
    app.input.bind("kb_left", 0)
    scene = create_scene(setup)
    app.scenes.clear_to(scene)
    return scene


def test_a_coached_seat_pays_for_a_worse_choice_and_the_results_say_so(make_app):
    app = make_app(scene="title")
    scene = coached_scene(app)
    assert scene.coached == {0}
    run_until(app, lambda: scene.awaiting_human, 3000)
    key(app, "space")  # roll
    run_until(app, lambda: scene.awaiting_human and scene.advice is not None, 3000)
    advice = scene.advice
    worst = min(advice.values, key=advice.values.__getitem__)
    picker = scene.picker
    for colour in worst:
        picker.move_to(colour)
        picker.toggle()
    picker.to_place()
    key(app, "space")
    assert scene.coach_cost[0] == advice.cost(worst) > 0
    assert scene.save_extra()[COACH_KEY][0] == scene.coach_cost[0]
    lines = scene._coach_lines()
    assert [line.values["seat"] for line in lines] == [0]
    assert lines[0].values["points"] == f"{scene.coach_cost[0]:.1f}"


def test_a_seat_without_the_coach_gets_no_advice(make_app):
    app = make_app(scene="title")
    setup = MatchSetup("fiese15", tuple(SEATS), {}, 5)
    app.input.bind("kb_left", 0)
    scene = create_scene(setup)
    app.scenes.clear_to(scene)
    run_until(app, lambda: scene.awaiting_human, 3000)
    key(app, "space")
    run_until(app, lambda: scene.awaiting_human, 3000)
    assert scene.advice is None and not scene.coached and scene._coach_lines() == ()


def test_a_saved_coach_tally_is_read_safely():
    assert read_costs([1.5, 2], 2) == [1.5, 2.0]
    assert read_costs("x", 2) == [0.0, 0.0]
    assert read_costs([None, -1, 1e9, 3], 3) == [0.0, 0.0, 0.0]


def test_the_coach_is_offered_to_people_only(make_app):
    app = make_app(scene="title")
    info = catalog.game_by_id("fiese15")
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU), Seat(2, SeatKind.HUMAN))
    options = app.scenes.push(GameOptionsScene(info, seats))
    coach_rows = [row.seat for row in options.rows if row.spec and row.spec.key == "coach"]
    assert coach_rows == [0, 2]
