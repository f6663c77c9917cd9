"""The Fischkopp coach: per person, the hard CPU's expected final score on each field it may
cover, its best field the hard CPU's own, and what a coached seat's covers cost."""

from __future__ import annotations

import random

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fischkopp.cpu.player import hard_field
from game.fischkopp.cpu.tables import expected_table, table_job
from game.fischkopp.logic import FischkoppMatch, Phase
from game.fischkopp.logic.rules import Cover, Roll
from game.fischkopp.screen.coach import coach_values
from game.fischkopp.screen.scene import create_scene
from game.shell.match.coaching import COACH_KEY, coached_seats
from tests.driving import key, run_until


def test_the_coach_numbers_and_best_field_are_the_hard_cpus():
    for _ in table_job(FischkoppMatch.new(1, 0, random.Random(0)), 0):
        pass  # the shared expected table, built once
    table = expected_table()
    rng = random.Random(8)
    checked = 0
    while checked < 200:
        match = FischkoppMatch.new(1, 0, random.Random(rng.randrange(1 << 30)))
        frame = 0
        while not match.is_over and checked < 200:
            frame += 1000  # any shout window has closed (nobody shouts here)
            if match.phase is Phase.ROLL:
                match.apply(Roll(0, frame))
                continue
            values = coach_values(match, True)
            assert values is not None and set(values) == set(match.choices)
            best = min(values, key=lambda f: (values[f], f))
            assert best == hard_field(match)  # nobody has finished: the CPU plays the table
            assert all(v == table.code_value(0, _code(match, f)) for f, v in values.items())
            checked += 1
            match.apply(Cover(0, rng.choice(match.choices), frame))


def _code(match, field):
    from game.fischkopp.cpu.model import outcome_code

    return outcome_code(match.board, field)


def test_only_people_who_asked_are_coached_and_an_old_match_option_means_everyone():
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "hard"), Seat(2, SeatKind.HUMAN))
    per_seat = MatchSetup("fischkopp", seats, {}, 1, seat_options=({}, {}, {"coach": True}))
    assert coached_seats(per_seat) == {2}
    old = MatchSetup("fischkopp", seats, {"coach": True}, 1)
    assert coached_seats(old) == {0, 2}
    assert coached_seats(MatchSetup("fischkopp", seats, {}, 1)) == frozenset()


def test_a_coached_seat_pays_for_a_worse_cover(make_app):
    app = make_app(scene="title")
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "normal"))
    setup = MatchSetup("fischkopp", seats, {}, 5, seat_options=({"coach": True}, {}))
    app.input.bind("kb_left", 0)
    scene = create_scene(setup)
    app.scenes.clear_to(scene)
    assert scene.coach  # seat 0 is on turn
    choose = lambda: scene.awaiting_human and scene.beats.coach_shown is not None  # noqa: E731
    for _ in range(20):  # a few rolls until a roll offers a worse field than the best
        run_until(app, lambda: scene.awaiting_human, 3000)
        if scene.match.phase is Phase.ROLL:
            key(app, "space")
            continue
        run_until(app, choose, 3000)
        values = scene.beats.coach_shown
        worst = max(values, key=values.__getitem__)
        before = scene.coach_cost[0]
        scene.beats.cursor = scene.beats.shown_choices.index(worst)
        key(app, "space")
        assert scene.coach_cost[0] - before == values[worst] - min(values.values())
        if scene.coach_cost[0] > 0:
            break
    assert scene.coach_cost[0] > 0
    assert scene.save_extra()[COACH_KEY] == scene.coach_cost
    lines = [line for line in scene.build_result().stats if line.key.endswith("coach_cost")]
    assert [line.values["seat"] for line in lines] == [0]
