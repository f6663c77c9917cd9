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
from tests.driving import key, run, run_until

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
    picker = scene.controls.picker
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


def test_human_pace_the_coach_keeps_the_help_line_writes_units_and_stars_its_dice(make_app, drawn):
    """With the coach on, the panel still says how to pick; its numbers say they are points
    (also beside rolling on's); the dice it would place wear a gold star in the tray."""
    from game.engine import palette as pal
    from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, PLACE_TEXT_WIDTH
    from game.fiese15.screen.draw import best_mark_at
    from game.fiese15.screen.layout import ACTION_RECT

    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvas = app.display.canvas
    canvases.append(canvas)
    scene = coached_scene(app)
    unit = app.t("fiese15.coach.unit")
    seen = set()
    for _ in range(3000):
        run(app)
        if not scene.awaiting_human or scene.advice is None:
            if scene.awaiting_human and scene.controls.mode not in (MODE_PLACE, MODE_DECIDE):
                key(app, "space")
            continue
        records.clear()
        app.draw()
        texts = [r.text for r in records]
        panel = [r for r in records if ACTION_RECT.contains(r.ink)]
        for i, a in enumerate(panel):
            assert not any(a.ink.colliderect(b.ink) for b in panel[i + 1 :]), a.text
        controls = scene.controls
        if controls.mode == MODE_PLACE and len(controls.picker.valid) > 1 and "place" not in seen:
            hint = app.text.wrap(app.t("fiese15.place.hint"), PLACE_TEXT_WIDTH, "body")
            assert all(line in texts for line in hint), texts
            assert any(f" {unit}" in text for text in texts), texts
            for colour in scene.advice.best:
                sprite = scene.beats.dice.sprites[colour]
                mark = best_mark_at(int(sprite.x), int(sprite.y))
                assert tuple(canvas.get_at(mark))[:3] == pal.GOLD, colour
            seen.add("place")
        if scene.controls.mode == MODE_DECIDE and "decide" not in seen:
            assert unit in texts, texts
            seen.add("decide")
        if seen == {"place", "decide"}:
            break
        key(app, "q" if scene.controls.mode == MODE_PLACE else "space")
        if scene.controls.mode == MODE_PLACE:
            key(app, "f")
    assert seen == {"place", "decide"}


def test_human_pace_the_coach_row_reads_in_the_font_of_its_neighbours(make_app, drawn):
    """On Fiese 15's options screen the coach's rows (a seat's name and its value) are
    drawn in the same style as the Zocker and Handicap rows above them."""
    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvases.append(app.display.canvas)
    info = catalog.game_by_id("fiese15")
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU))
    app.scenes.push(GameOptionsScene(info, seats))
    run(app, 2)
    records.clear()
    app.draw()
    styles = {r.text: r.style for r in records}
    zocker = next(text for text in styles if text.startswith(app.t("fiese15.option.zocker")))
    off = f"< {app.t('option.off')} >"
    assert styles[off] == styles[zocker]
    assert styles[app.seat_name(0)] == styles[zocker]
