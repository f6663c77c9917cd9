"""The human-like CPU levels: *normal* (a sound rule of thumb, a little moody) and *easy*.

Both see only the board and the roll, like a person at the table, and take their variety
from the injected generator.
"""

from __future__ import annotations

import random

from game.fischkopp.logic.board import (
    EVEN_MASK,
    ODD_MASK,
    Outcome,
    cover,
)

# normal: the sum of a big roll is worth covering (only the sum reaches 7–12), the small
# fields are fine (a Fischkopp frees them again), 4–6 the dice will often bring back.
NORMAL_WORTH_HIGH = 1.0  # per point of a field 7–12
NORMAL_WORTH_HEAD = 5.5  # any of 1–3
NORMAL_WORTH_MIDDLE = -3.0  # offset of a field 4–6 from its number
NORMAL_GRAETE_HOPE = 2.0  # an even field while no odd one is covered
NORMAL_MOOD = 1.6  # spread of the noise on each field's worth
# easy: grabs the biggest number, or whatever catches its eye.
EASY_BIGGEST_CHANCE = 0.55


def _normal_worth(board: int, field: int) -> float:
    outcome, _ = cover(board, field)
    if outcome in (Outcome.GRAETE, Outcome.FULL):
        return 100.0
    if field >= 7:
        worth = NORMAL_WORTH_HIGH * field
    elif field <= 3:
        worth = NORMAL_WORTH_HEAD
    else:
        worth = field + NORMAL_WORTH_MIDDLE
    if not board & ODD_MASK and (1 << (field - 1)) & EVEN_MASK:
        worth += NORMAL_GRAETE_HOPE
    return worth


def normal_field(board: int, choices: tuple[int, ...], rng: random.Random) -> int:
    return max(choices, key=lambda f: _normal_worth(board, f) + rng.gauss(0.0, NORMAL_MOOD))


def easy_field(board: int, choices: tuple[int, ...], rng: random.Random) -> int:
    if rng.random() < EASY_BIGGEST_CHANCE:
        return max(choices)
    return rng.choice(choices)
