"""The human-like Fiese 15 CPU levels: *normal* (sensible, a little moody) and *easy*.

Both only see what a person at the table sees and use the injected generator for variety.
"""

from __future__ import annotations

import random

from game.fiese15.cpu.solver import FACES
from game.fiese15.logic.rules import (
    ALL_PLACED_FACTOR,
    COLOURS,
    FIVE_PLACED_BONUS,
    Action,
    Fiese15Match,
    Phase,
    Place,
    Roll,
    Stop,
)

# normal: dice this close under their target are "good enough" to keep.
NORMAL_KEEP_GAP = 1
NORMAL_BOLD_KEEP_GAP = 2
NORMAL_BOLD_CHANCE = 0.15
# normal: how far its mood may push the stop decision, in points.
NORMAL_TEMPER = 1.5
# easy: how often it keeps just one die, and the range of its "that's enough" score.
EASY_SINGLE_DIE_CHANCE = 0.5
EASY_STOP_AT = (5, 14)


def _valid_with_gaps(state: Fiese15Match) -> list[tuple[str, int, int]]:
    """(colour, pips, target - pips) of each valid die of the last roll."""
    targets = state.targets()
    return [
        (c, state.dice[c], targets[COLOURS.index(c)] - state.dice[c]) for c in state.valid_colours()
    ]


def _highest_die(valid: list[tuple[str, int, int]]) -> str:
    # Most pips first; on equal pips the closer hit (smaller gap) looks better to a person.
    return max(valid, key=lambda die: (die[1], -die[2]))[0]


def one_more_roll_value(state: Fiese15Match) -> float:
    """Expected score of rolling once more, keeping every valid die and then stopping.

    A person's rule of thumb: it ignores that one could roll yet again, so it undervalues
    going on a little when many dice are left.
    """
    targets = state.targets()
    unplaced = [targets[COLOURS.index(c)] for c in state.unplaced_colours()]
    # Distribution of (valid dice, their pip sum) over the next roll.
    outcomes: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for target in unplaced:
        rolled: dict[tuple[int, int], float] = {}
        for (count, pips), prob in outcomes.items():
            miss = (count, pips)
            rolled[miss] = rolled.get(miss, 0.0) + prob * (FACES - target) / FACES
            for face in range(1, target + 1):
                hit = (count + 1, pips + face)
                rolled[hit] = rolled.get(hit, 0.0) + prob / FACES
        outcomes = rolled
    placed_pips, left = state.placed_pips(), len(unplaced)
    value = 0.0
    for (count, pips), prob in outcomes.items():
        if count == 0:
            value += prob * state.bust_value()
        elif count == left:
            value += prob * ALL_PLACED_FACTOR * (placed_pips + pips)
        else:
            bonus = FIVE_PLACED_BONUS if left - count == 1 else 0
            value += prob * (placed_pips + pips + bonus)
    return value


def normal_choice(state: Fiese15Match, seat: int, rng: random.Random) -> Action:
    if state.phase is Phase.AWAIT_PLACE:
        valid = _valid_with_gaps(state)
        bold = rng.random() < NORMAL_BOLD_CHANCE
        keep_gap = NORMAL_BOLD_KEEP_GAP if bold else NORMAL_KEEP_GAP
        keep = tuple(c for c, _, gap in valid if gap <= keep_gap)
        return Place(seat, keep or (_highest_die(valid),))
    mood = rng.uniform(-NORMAL_TEMPER, NORMAL_TEMPER)
    if state.running_score() + mood >= one_more_roll_value(state):
        return Stop(seat)
    return Roll(seat)


def easy_choice(state: Fiese15Match, seat: int, rng: random.Random) -> Action:
    if state.phase is Phase.AWAIT_PLACE:
        valid = _valid_with_gaps(state)
        if rng.random() < EASY_SINGLE_DIE_CHANCE:
            return Place(seat, (_highest_die(valid),))
        return Place(seat, tuple(c for c, _, _ in valid))
    if state.running_score() >= rng.randint(*EASY_STOP_AT):
        return Stop(seat)
    return Roll(seat)
