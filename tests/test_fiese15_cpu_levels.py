"""Fiese 15 CPU levels, each measured against what it is meant to be.

The rates below are the design's, written here and never read from the players, so a
player whose mistakes grow or shrink fails its test. Every sample is seeded.
"""

from __future__ import annotations

import random
import statistics

from game.core.seats import Seat, SeatKind
from game.fiese15.cpu.casual import one_more_roll_value
from game.fiese15.cpu.player import (
    choose,
    expected_turn_score,
    hard_place_values,
    hard_roll_value,
)
from game.fiese15.logic.rules import COLOURS, Fiese15Match, Options, Phase, Place, Stop, new_match
from game.fiese15.logic.strips import STRIPS

# normal: keeps every die at most one under its target; about one time in seven (0.15) it
# is bold and keeps dice two under as well; never three under while a closer die is there.
NORMAL_BOLD = 0.15
# normal: stops when what it has, plus a mood of up to 1.5 points either way (even
# spread), reaches what one more roll is worth by a person's rule of thumb.
NORMAL_MOOD = 1.5
# easy: half of its placements keep only its highest die (the others keep every valid die).
EASY_SINGLE_DIE = 0.5
# easy: "that's enough" at a score drawn evenly from 5 to 14: it stops at s points with
# chance (s - 4) / 10.
EASY_STOP_FROM, EASY_STOP_TO = 5, 14


def cpu_match(level: str, seed: int) -> Fiese15Match:
    seats = [Seat(0, SeatKind.CPU, level), Seat(1, SeatKind.CPU, level)]
    return new_match(seats, Options(), seed)


def turn_state(rng: random.Random, rolled: bool) -> Fiese15Match:
    """A turn on a random strip with a random set of dice placed (never all six) and, if
    ``rolled``, a fresh roll of the rest with at least one valid die."""
    match = cpu_match("normal", rng.randrange(1 << 30))
    match.strips[0] = rng.choice(STRIPS)
    targets = match.targets()
    count = rng.randrange(0 if rolled else 1, len(COLOURS))
    placed = rng.sample(COLOURS, count)
    match.placed = {c: rng.randint(1, targets[COLOURS.index(c)]) for c in COLOURS if c in placed}
    if not rolled:
        match.phase = Phase.AWAIT_DECISION
        return match
    match.phase = Phase.AWAIT_PLACE
    while True:
        match.dice = {c: rng.randint(1, 6) for c in match.unplaced_colours()}
        if match.valid_colours():
            return match


def gaps(match: Fiese15Match) -> dict[str, int]:
    """How far under its target each valid die of the roll lies."""
    return {c: match.target_of(c) - match.dice[c] for c in match.valid_colours()}


# -- normal: which dice it keeps ----------------------------------------------------------


def test_normal_is_bold_and_keeps_a_die_two_under_about_one_time_in_seven() -> None:
    """Rolls with a die at most one under its target and one exactly two under: normal
    keeps the two-under die in about 15 % of them."""
    rng = random.Random(31)
    bold = decisions = 0
    while decisions < 700:
        match = turn_state(rng, rolled=True)
        under = gaps(match)
        if min(under.values()) > 1 or 2 not in under.values():
            continue
        kept = choose(match, 0, "normal", random.Random(rng.randrange(1 << 30)))
        assert isinstance(kept, Place)
        bold += any(under[c] == 2 for c in kept.colours)
        decisions += 1
    assert abs(bold / decisions - NORMAL_BOLD) < 0.05, (bold, decisions)


def test_normal_always_keeps_close_dice_and_never_far_ones_beside_them() -> None:
    """Whatever its mood, normal keeps every die at most one under its target and no die
    three or more under while it has a closer one."""
    rng = random.Random(32)
    close = far = decisions = 0
    while decisions < 500:
        match = turn_state(rng, rolled=True)
        under = gaps(match)
        if min(under.values()) > 1 or max(under.values()) < 3:
            continue
        kept = choose(match, 0, "normal", random.Random(rng.randrange(1 << 30))).colours
        close += all(c in kept for c, gap in under.items() if gap <= 1)
        far += any(under[c] >= 3 for c in kept)
        decisions += 1
    assert (close, far) == (decisions, 0)


# -- normal: when it stops ----------------------------------------------------------------


def stop_chance(edge: float) -> float:
    """Normal's chance to stop when one more roll is worth ``edge`` points more than
    stopping: its mood is even in [-1.5, 1.5] and it stops once score + mood >= roll."""
    return min(1.0, max(0.0, (NORMAL_MOOD - edge) / (2 * NORMAL_MOOD)))


def test_normal_stops_by_its_rule_of_thumb_give_or_take_a_point_and_a_half() -> None:
    """Decisions near the line: stops where one more roll is worth 1.5+ points more never
    happen, stops where it is worth 1.5+ less always do, and in between normal stops as
    often as an even mood of ±1.5 points makes it (counted, and split by the edge)."""
    rng = random.Random(33)
    near = far_wrong = 0
    stops_by_edge = {"high": [0, 0.0], "low": [0, 0.0]}  # observed, expected
    while near < 900:
        match = turn_state(rng, rolled=False)
        edge = one_more_roll_value(match) - match.running_score()
        if abs(edge) > 3 * NORMAL_MOOD:
            continue
        stopped = choose(match, 0, "normal", random.Random(rng.randrange(1 << 30))) == Stop(0)
        if abs(edge) >= NORMAL_MOOD:
            far_wrong += stopped != (edge < 0)
            continue
        near += 1
        half = stops_by_edge["high" if edge > 0 else "low"]
        half[0] += stopped
        half[1] += stop_chance(edge)
    assert far_wrong == 0
    for observed, expected in stops_by_edge.values():
        assert abs(observed - expected) < 4 * expected**0.5 + 5, stops_by_edge


# -- easy ---------------------------------------------------------------------------------


def test_easy_keeps_just_its_highest_die_in_half_of_its_placements() -> None:
    rng = random.Random(34)
    single = decisions = 0
    while decisions < 800:
        match = turn_state(rng, rolled=True)
        valid = match.valid_colours()
        if len(valid) < 2:
            continue
        kept = choose(match, 0, "easy", random.Random(rng.randrange(1 << 30))).colours
        assert len(kept) in (1, len(valid))  # one die, or every valid die
        single += len(kept) == 1
        decisions += 1
    assert abs(single / decisions - EASY_SINGLE_DIE) < 0.06, (single, decisions)


def test_easy_stops_at_a_score_drawn_from_5_to_14() -> None:
    """Per running score: the share of stops lies near (s - 4) / 10 (0 under 5, 1 from 14)."""
    shares = {}
    for score in range(EASY_STOP_FROM - 2, EASY_STOP_TO + 3):
        rng = random.Random(score)
        match = turn_state(rng, rolled=False)
        while match.running_score() != score:
            match = turn_state(rng, rolled=False)
        stops = sum(choose(match, 0, "easy", random.Random(s)) == Stop(0) for s in range(200))
        shares[score] = stops / 200
    for score, share in shares.items():
        expected = (score - EASY_STOP_FROM + 1) / (EASY_STOP_TO - EASY_STOP_FROM + 1)
        assert abs(share - min(1.0, max(0.0, expected))) < 0.12, shares


# -- strength -----------------------------------------------------------------------------


def regrets(level: str, states: list[Fiese15Match]) -> float:
    """Mean expected points a level gives away per decision against best play (the exact
    values of the hard tables)."""
    lost = []
    for number, state in enumerate(states):
        action = choose(state, 0, level, random.Random(number))
        if state.phase is Phase.AWAIT_PLACE:
            values = hard_place_values(state)
            lost.append(max(values.values()) - values[action.colours])
        else:
            values = {Stop(0): state.running_score(), "roll": hard_roll_value(state)}
            best = max(values.values())
            lost.append(best - values.get(action, values["roll"]))
    return statistics.fmean(lost)


def test_each_level_gives_away_its_share_of_points_per_decision() -> None:
    """Hard is best play (gives nothing away), normal slips a little, easy clearly more:
    measured on the same random turn states, half before placing, half before stopping."""
    rng = random.Random(35)
    states = [turn_state(rng, rolled=bool(i % 2)) for i in range(600)]
    lost = {level: regrets(level, states) for level in ("hard", "normal", "easy")}
    assert lost["hard"] == 0.0
    # Measured: normal 0.20, easy 0.83 (0.11-0.20 and 0.83-0.96 on other seeds).
    assert 0.05 < lost["normal"] < 0.45 and 0.55 < lost["easy"] < 1.5, lost
    assert lost["easy"] > lost["normal"] + 0.4, lost


def turn_scores(level: str, turns: int) -> list[tuple[int, tuple[int, ...]]]:
    """Seat 0's first turn in seeded matches (a fresh strip each): (score, targets)."""
    scores = []
    for seed in range(turns):
        match = cpu_match(level, seed)
        rng = random.Random(seed)
        while match.scores[0][0] is None:
            match.apply(choose(match, 0, level, rng))
        scores.append((match.scores[0][0], match.strips[0].front))
    return scores


def test_hard_scores_what_best_play_is_worth() -> None:
    """Hard plays best: over seeded turns it averages the exact expected turn score of the
    strips it played (within three standard errors)."""
    turns = turn_scores("hard", 1500)
    scores = [score for score, _ in turns]
    exact = statistics.fmean(expected_turn_score(targets) for _, targets in turns)
    error = statistics.pstdev(scores) / len(scores) ** 0.5
    assert abs(statistics.fmean(scores) - exact) < 3 * error, (statistics.fmean(scores), exact)


def test_hard_outscores_normal_and_normal_outscores_easy_per_turn() -> None:
    """Hard >= normal >= easy in points a turn, with room: 1500 seeded turns each."""
    levels = ("hard", "normal", "easy")
    mean = {level: statistics.fmean(s for s, _ in turn_scores(level, 1500)) for level in levels}
    # Measured: hard 12.6, normal 11.3, easy 8.5 points a turn (±0.15 on other seeds).
    assert mean["hard"] > mean["normal"] + 0.7 and mean["normal"] > mean["easy"] + 1.8, mean
