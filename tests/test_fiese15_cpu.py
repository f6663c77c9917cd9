"""Fiese 15 CPU: the exact policy against brute force, the table builder, and every level."""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.core.seats import Seat, SeatKind
from game.fiese15.cpu import player as cpu
from game.fiese15.cpu.casual import one_more_roll_value
from game.fiese15.cpu.player import (
    choose,
    expected_turn_score,
    hard_place_values,
    hard_roll_value,
    is_table_ready,
    table_builder,
    tables_needed,
)
from game.fiese15.cpu.solver import TurnTable, build_table, start_value_steps, table_steps
from game.fiese15.logic.rules import (
    COLOURS,
    Fiese15Match,
    Options,
    Phase,
    Place,
    Roll,
    Stop,
    new_match,
)
from game.fiese15.logic.strips import strip_by_number

STRIP_1_FRONT = (1, 3, 2, 4, 3, 2)


def brute_force(targets: tuple[int, ...], zocker: bool):
    """Plain expectimax over every face of every die (colours kept apart, nothing merged).

    Returns (value after placing, value of rolling) as functions of (placed dice, pips).
    Same generalised rules as the solver: all placed pays double, one left pays +5.
    """
    dice = range(len(targets))

    @cache
    def after(placed: frozenset[int], pips: int) -> float:
        left = len(targets) - len(placed)
        if left == 0:
            return 2 * pips
        return max(pips + (5 if left == 1 else 0), rolling(placed, pips))

    @cache
    def rolling(placed: frozenset[int], pips: int) -> float:
        free = [d for d in dice if d not in placed]
        total = 0.0
        for faces in product(range(1, 7), repeat=len(free)):
            valid = [(d, f) for d, f in zip(free, faces, strict=True) if f <= targets[d]]
            if not valid:
                total += 0 if zocker else sum(targets[d] for d in free)
                continue
            total += max(
                after(placed | {d for d, _ in chosen}, pips + sum(f for _, f in chosen))
                for size in range(1, len(valid) + 1)
                for chosen in combinations(valid, size)
            )
        return total / 6 ** len(free)

    return after, rolling


def whole_turn(table: TurnTable) -> float:
    for _ in start_value_steps(table):
        pass
    assert table.start_value is not None
    return table.start_value


# -- the exact solver against brute force --------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.integers(min_value=1, max_value=6), min_size=1, max_size=4).map(tuple),
    st.booleans(),
)
def test_solver_matches_brute_force_in_every_state(targets: tuple[int, ...], zocker: bool) -> None:
    after, rolling = brute_force(targets, zocker)
    table = build_table(targets, zocker)
    assert whole_turn(table) == pytest.approx(rolling(frozenset(), 0), abs=1e-9)
    for size in range(1, len(targets) + 1):
        for placed in combinations(range(len(targets)), size):
            unplaced = [t for d, t in enumerate(targets) if d not in placed]
            for pips in range(size, sum(targets[d] for d in placed) + 1):
                key = frozenset(placed)
                assert table.best_value(unplaced, pips) == pytest.approx(after(key, pips))
                if unplaced:
                    assert table.roll_value(unplaced, pips) == pytest.approx(rolling(key, pips))


def test_five_dice_turn_matches_brute_force() -> None:
    targets = (2, 1, 3, 1, 2)
    _, rolling = brute_force(targets, zocker=False)
    assert whole_turn(build_table(targets, False)) == pytest.approx(rolling(frozenset(), 0))


def test_strip_one_front_whole_turn_matches_brute_force() -> None:
    _, rolling = brute_force(STRIP_1_FRONT, zocker=False)
    exact = rolling(frozenset(), 0)
    assert expected_turn_score(STRIP_1_FRONT) == pytest.approx(exact, abs=1e-9)
    assert exact == pytest.approx(13.2299247265, abs=1e-9)
    # Colour order does not matter, and Zocker is worth less (a bust pays nothing).
    assert expected_turn_score(STRIP_1_FRONT[::-1]) == pytest.approx(exact)
    assert expected_turn_score(STRIP_1_FRONT, zocker=True) < exact


def test_single_die_is_solved_by_hand() -> None:
    # One die, target 3: roll; bust (1/2) pays 3, else all placed pays double the face.
    assert whole_turn(build_table((3,), False)) == pytest.approx(0.5 * 3 + (2 + 4 + 6) / 6)


# -- hard decisions on real six-dice states ------------------------------------------------


def state_on_strip(
    strip_number: int, placed: dict[str, int], dice: dict[str, int], options: Options | None = None
) -> Fiese15Match:
    match = new_match([Seat(0, SeatKind.CPU, "hard"), Seat(1)], options or Options(), seed=1)
    match.strips[0] = strip_by_number(strip_number)
    match.placed = dict(placed)
    match.dice = dict(dice)
    match.phase = Phase.AWAIT_PLACE if dice else Phase.AWAIT_DECISION
    return match


def brute_after(match: Fiese15Match):
    after, rolling = brute_force(match.targets(), match.options.zocker)
    index = {c: i for i, c in enumerate(COLOURS)}
    return (
        lambda colours, pips: after(frozenset(index[c] for c in colours), pips),
        lambda colours, pips: rolling(frozenset(index[c] for c in colours), pips),
    )


@pytest.mark.parametrize("zocker", [False, True])
@pytest.mark.parametrize(
    ("strip_number", "placed", "dice"),
    [
        (3, {"red": 1, "yellow": 1, "white": 2}, {"green": 3, "blue": 1, "black": 4}),
        (1, {"red": 1, "blue": 2}, {"yellow": 3, "green": 1, "black": 2, "white": 5}),
        (8, {"yellow": 1, "blue": 1, "black": 1}, {"red": 2, "green": 4, "white": 1}),
        (5, {"yellow": 1, "green": 1}, {"red": 6, "blue": 1, "black": 3, "white": 2}),
    ],
)
def test_hard_places_and_stops_like_brute_force(
    strip_number: int, placed: dict, dice: dict, zocker: bool
) -> None:
    match = state_on_strip(strip_number, placed, dice, Options(zocker=zocker))
    brute_best, brute_roll = brute_after(match)
    values = hard_place_values(match)
    assert set(values) == {a.colours for a in match.legal_actions(0)}
    pips = match.placed_pips()
    for chosen, value in values.items():
        exact = brute_best((*placed, *chosen), pips + sum(dice[c] for c in chosen))
        assert value == pytest.approx(exact, abs=1e-9)
    action = choose(match, 0, "hard", random.Random(0))
    assert isinstance(action, Place) and values[action.colours] == max(values.values())
    # Then stop or roll, whichever the brute force says is worth more.
    match.apply(action)
    if match.phase is Phase.AWAIT_DECISION:
        roll_exact = brute_roll(tuple(match.placed), match.placed_pips())
        assert hard_roll_value(match) == pytest.approx(roll_exact, abs=1e-9)
        expected = Stop if match.running_score() >= roll_exact else Roll
        assert isinstance(choose(match, 0, "hard", random.Random(0)), expected)


def test_hard_stops_where_nina_stopped() -> None:
    # Five placed for 10 pips on strip 3; the green die needs 1-3: rolling is worth
    # 1/2 * 2 * (10 + 2) + 1/2 * 3 = 13.5, less than the 15 for stopping.
    placed = {"red": 1, "yellow": 1, "blue": 1, "black": 5, "white": 2}
    match = state_on_strip(3, placed, {})
    assert hard_roll_value(match) == pytest.approx(13.5)
    assert one_more_roll_value(match) == pytest.approx(13.5)
    assert choose(match, 0, "hard", random.Random(0)) == Stop(0)


def test_hard_rolls_when_little_is_at_stake() -> None:
    match = state_on_strip(1, {"red": 1}, {})  # one pip placed, five dice to go
    assert hard_roll_value(match) > match.running_score()
    assert choose(match, 0, "hard", random.Random(0)) == Roll(0)


def test_hard_uses_the_handicap_tile() -> None:
    placed = {"red": 2, "yellow": 1, "green": 1}
    values = {}
    for tile in (1, 5):
        match = state_on_strip(13, placed, {}, Options(handicap=True))
        match.tiles = [tile, 1]
        assert match.targets() == (4, 3, 1, 4, 3, tile)
        _, brute_roll = brute_after(match)
        values[tile] = hard_roll_value(match)
        assert values[tile] == pytest.approx(brute_roll(tuple(placed), 4), abs=1e-9)
    assert values[5] > values[1]  # a bigger white target is easier to hit and busts for more


# -- the table builder ---------------------------------------------------------------------


def test_table_builder_works_in_small_steps_and_fills_the_cache() -> None:
    targets = (2, 5, 3, 1, 4, 6)  # all different: the largest table a strip can need
    cpu._TABLES.pop(((1, 2, 3, 4, 5, 6), True), None)
    assert not is_table_ready(targets, True)
    steps = 0
    for _ in table_builder(targets, True):
        steps += 1
    assert steps > 50
    assert is_table_ready(targets, True) and is_table_ready(sorted(targets), True)
    assert list(table_builder(targets, True)) == []  # already built: nothing to do
    at_once = build_table(targets, True)
    assert cpu._TABLES[((1, 2, 3, 4, 5, 6), True)].best == at_once.best


def test_a_table_has_one_state_per_multiset_of_unplaced_targets() -> None:
    table = TurnTable((1, 1, 2, 5, 5, 5), zocker=False)
    # 0-2 ones, 0-1 twos, 0-3 fives unplaced: 3 * 2 * 4 states.
    assert table.state_count == 24 and table.full_state == 23
    assert len(table.best) == len(table.roll) == 24 * table.width
    assert table.counts_of(table.full_state) == (2, 1, 3)
    assert table.counts_of(table.state_of([5, 1])) == (1, 0, 1)


@pytest.mark.parametrize("targets", [(), (0, 3), (2, 7)])
def test_a_table_needs_targets_from_one_to_six(targets: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match=r"targets must be 1\.\.6, got"):
        TurnTable(targets, zocker=False)


def test_hard_choices_use_the_given_cache_only() -> None:
    match = state_on_strip(15, {"red": 3}, {"yellow": 2, "green": 4, "blue": 6})
    key = ((1, 2, 2, 3, 3, 4), False)  # strip 15: R3 Y2 G4 B1 K2 W3
    cpu._TABLES.pop(key, None)
    tables: dict = {}
    place = choose(match, 0, "hard", random.Random(0), tables)
    assert key in tables and key not in cpu._TABLES
    assert hard_place_values(match, tables)[place.colours] == max(
        hard_place_values(match, tables).values()
    )
    match.apply(place)
    choose(match, 0, "hard", random.Random(0), tables)
    assert hard_roll_value(match, tables) > 0
    assert key not in cpu._TABLES and list(tables) == [key]


def test_the_biggest_table_is_built_in_many_small_chunks() -> None:
    # Chunk timing is measured by `python -m game.fiese15.bench`; here: it is chunked.
    table = TurnTable((2, 5, 3, 1, 4, 6), zocker=False)
    assert sum(1 for _ in table_steps(table)) >= 100


def test_tables_needed_lists_only_missing_hard_tables() -> None:
    seats = [Seat(0, SeatKind.CPU, "hard"), Seat(1, SeatKind.CPU, "easy"), Seat(2)]
    seats.append(Seat(3, SeatKind.CPU, "normal"))
    match = new_match(seats, Options(handicap=True), seed=21)
    match.tiles = [1, 2, 3, 5]  # every seat its own white target: its own table
    tables: dict = {}
    needed = tables_needed(match, tables)
    assert needed == [(tuple(sorted(match.targets_for(0))), False)]  # the hard seat's only
    for targets, zocker in needed:
        for _ in table_builder(targets, zocker, tables):
            pass
    assert tables_needed(match, tables) == []


def test_tables_needed_and_is_table_ready_use_the_given_cache_and_zocker() -> None:
    match = new_match([Seat(0, SeatKind.CPU, "hard"), Seat(1)], Options(zocker=True), seed=3)
    match.strips[0] = strip_by_number(4)  # R3 Y3 G3 B2 K2 W2: a small table
    key = ((2, 2, 2, 3, 3, 3), True)
    cpu._TABLES.pop(key, None)
    tables: dict = {}
    assert tables_needed(match, tables) == [key]  # a Zocker match needs the Zocker table
    for _ in table_builder(*key, tables):
        pass
    assert is_table_ready(*key, tables) and tables_needed(match, tables) == []
    assert not is_table_ready(*key)  # the shared cache was not touched
    assert not is_table_ready(key[0], False, tables)


def test_hard_stops_when_rolling_on_is_worth_exactly_as_much(monkeypatch) -> None:
    """A tie keeps the points: the hard CPU stops (and the coach marks stopping)."""
    placed = {"red": 1, "yellow": 1, "blue": 1, "black": 5, "white": 2}
    match = state_on_strip(3, placed, {})
    monkeypatch.setattr(cpu, "hard_roll_value", lambda state, tables=None: 15.0)
    assert match.running_score() == 15
    assert choose(match, 0, "hard", random.Random(0)) == Stop(0)
    monkeypatch.setattr(cpu, "hard_roll_value", lambda state, tables=None: 15.000001)
    assert choose(match, 0, "hard", random.Random(0)) == Roll(0)


# -- every level ---------------------------------------------------------------------------


@settings(max_examples=15, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**32),
    st.lists(st.sampled_from(["easy", "normal", "hard"]), min_size=2, max_size=6),
    st.booleans(),
    st.booleans(),
)
def test_every_level_plays_legal_games(
    seed: int, levels: list[str], zocker: bool, handicap: bool
) -> None:
    seats = [Seat(i, SeatKind.CPU, level) for i, level in enumerate(levels)]
    match = new_match(seats, Options(zocker, handicap), seed)
    rng = random.Random(seed)
    while not match.is_over:
        seat = match.current_seat
        action = choose(match, seat, levels[seat], rng)
        assert action in match.legal_actions(seat)
        match.apply(action)
    assert all(s is not None for row in match.scores for s in row)


def play_levels(games: int) -> dict[str, float]:
    levels = ["hard", "normal", "easy"]
    totals = dict.fromkeys(levels, 0)
    for game in range(games):
        order = levels[game % 3 :] + levels[: game % 3]
        seats = [Seat(i, SeatKind.CPU, level) for i, level in enumerate(order)]
        match = new_match(seats, Options(), seed=1000 + game)
        rng = random.Random(game)
        while not match.is_over:
            match.apply(choose(match, match.current_seat, order[match.current_seat], rng))
        for seat, level in enumerate(order):
            totals[level] += match.totals[seat]
    return {level: total / (games * 10) for level, total in totals.items()}


def test_levels_are_ordered_by_strength() -> None:
    mean_turn = play_levels(60)
    assert mean_turn["hard"] > mean_turn["normal"] > mean_turn["easy"]
    assert mean_turn["hard"] > 11.5 and mean_turn["easy"] > 6


def test_same_seed_same_choices() -> None:
    def actions(seed: int) -> list:
        match = new_match(
            [Seat(0, SeatKind.CPU, "normal"), Seat(1, SeatKind.CPU, "easy")], Options(), 3
        )
        rng, log = random.Random(seed), []
        while not match.is_over:
            level = ("normal", "easy")[match.current_seat]
            log.append(choose(match, match.current_seat, level, rng))
            match.apply(log[-1])
        return log

    assert actions(5) == actions(5)
    assert actions(5) != actions(6)  # the generator gives the human-like levels variety


def test_easy_sometimes_places_a_single_die_and_normal_keeps_good_dice() -> None:
    match = state_on_strip(1, {}, dict(zip(COLOURS, (1, 3, 2, 4, 3, 2), strict=True)))
    easy = {choose(match, 0, "easy", random.Random(s)).colours for s in range(40)}
    assert (COLOURS) in easy and any(len(c) == 1 for c in easy)
    normal = choose(match, 0, "normal", random.Random(0))
    assert normal == Place(0, COLOURS)  # every die hit its target exactly


def test_easy_keeping_one_die_keeps_the_most_pips_and_then_the_closest_hit() -> None:
    # Strip 1: R1 Y3 G2 B4 K3 W2. Blue 3 and black 3 tie on pips; black hits its target.
    match = state_on_strip(1, {}, {"yellow": 2, "blue": 3, "black": 3, "red": 1})
    singles = {
        choose(match, 0, "easy", random.Random(s)).colours
        for s in range(20)
        if random.Random(s).random() < 0.5  # the seeds where easy keeps a single die
    }
    assert singles == {("black",)}


@pytest.mark.parametrize(
    ("placed", "stops"),
    [
        ({"red": 3, "yellow": 3, "green": 1, "blue": 1, "black": 1}, True),  # 9 + 5 = 14
        ({"red": 3, "green": 1}, False),  # 4
    ],
)
def test_easy_stops_from_a_threshold_of_5_to_14_points(placed: dict, stops: bool) -> None:
    match = state_on_strip(4, placed, {})  # strip 4: R3 Y3 G3 B2 K2 W2
    assert match.running_score() in (4, 14)
    decisions = {choose(match, 0, "easy", random.Random(s)) for s in range(40)}
    assert decisions == ({Stop(0)} if stops else {Roll(0)})


def test_normal_keeps_dice_one_under_target_and_now_and_then_two_under() -> None:
    # Strip 4: R3 Y3 G3 B2 K2 W2. Red hits, yellow is one under, green two under.
    match = state_on_strip(4, {}, {"red": 3, "yellow": 2, "green": 1, "blue": 6})
    kept = [choose(match, 0, "normal", random.Random(s)).colours for s in range(100)]
    assert all(c[:2] == ("red", "yellow") for c in kept)
    bold = sum(c == ("red", "yellow", "green") for c in kept)
    assert 3 <= bold <= 40  # a bold mood about one time in seven


def one_more_roll_by_hand(match: Fiese15Match) -> float:
    """Every face of every unplaced die: keep the valid ones, then stop (or bust)."""
    targets = match.targets()
    free = [targets[COLOURS.index(c)] for c in match.unplaced_colours()]
    placed, total = match.placed_pips(), 0.0
    for faces in product(range(1, 7), repeat=len(free)):
        kept = [f for f, t in zip(faces, free, strict=True) if f <= t]
        if not kept:
            total += match.bust_value()
        elif len(kept) == len(free):
            total += 2 * (placed + sum(kept))
        else:
            total += placed + sum(kept) + (5 if len(free) - len(kept) == 1 else 0)
    return total / 6 ** len(free)


@pytest.mark.parametrize(
    ("strip_number", "placed"),
    [(5, {"red": 6, "black": 3}), (1, {"red": 1}), (3, {"red": 2, "green": 3, "black": 5})],
)
def test_one_more_roll_value_counts_every_outcome(strip_number: int, placed: dict) -> None:
    match = state_on_strip(strip_number, placed, {})
    assert one_more_roll_value(match) == pytest.approx(one_more_roll_by_hand(match))


def test_normal_is_moody_near_the_line() -> None:
    # Strip 5 with red 6 and black 3 placed: stopping pays 9, one more roll about 9.67, so
    # its mood (up to 1.5 points either way) sometimes stops and sometimes rolls.
    match = state_on_strip(5, {"red": 6, "black": 3}, {})
    assert 0 < one_more_roll_value(match) - match.running_score() < 1.5
    choices = {type(choose(match, 0, "normal", random.Random(s))) for s in range(40)}
    assert choices == {Stop, Roll}


def test_every_level_plays_a_whole_handicap_game_legally() -> None:
    # Decision times are measured by `python -m game.fiese15.bench`.
    seats = [Seat(i, SeatKind.CPU, lvl) for i, lvl in enumerate(("hard", "normal", "easy"))]
    match = new_match(seats, Options(handicap=True), seed=8)
    rng = random.Random(8)
    while not match.is_over:
        seat = match.current_seat
        for targets, zocker in tables_needed(match):
            for _ in table_builder(targets, zocker):
                pass
        action = choose(match, seat, seats[seat].level, rng)
        assert action in match.legal_actions(seat)
        match.apply(action)
    assert all(score is not None for row in match.scores for score in row)


def test_choose_refuses_what_it_cannot_do() -> None:
    match = new_match([Seat(0, SeatKind.CPU, "hard"), Seat(1)], Options(), seed=2)
    with pytest.raises(IllegalAction, match="seat 1 has nothing to do"):
        choose(match, 1, "hard", random.Random(0))
    with pytest.raises(ValueError, match="unknown CPU level 'brutal'"):
        choose(match, 0, "brutal", random.Random(0))
    assert choose(match, 0, "easy", random.Random(0)) == Roll(0)
