"""The exact distribution of a turn's end (score, Fischköpfe) under a fixed way of choosing.

Probability mass flows forward: a cover adds a field, so within one Fischkopp count the
boards only grow, and a Fischkopp moves the mass to the next count. Counts past
``MAX_FISCHKOEPFE`` are lumped into the last one (their mass is far below a millionth).
"""

from __future__ import annotations

from collections.abc import Callable

from game.fischkopp.cpu.model import (
    BOARD_BITS,
    FISCHKOPP_FLAG,
    FULL_CODE,
    GRAETE_CODE,
    TurnModel,
)
from game.fischkopp.logic.board import FULL_MASK, FULL_SCORE, GRAETE_SCORE, ROLL_WAYS

MAX_FISCHKOEPFE = 8
LEFTOVER = 1e-16  # mass still in play when the lumped count stops
BY_SIZE = sorted(range(FULL_MASK + 1), key=lambda m: (m.bit_count(), m))

# (board, outcome codes of the roll's covers) -> the index of the cover taken
Picker = Callable[[int, tuple[int, ...]], int]


def _spread(
    model: TurnModel,
    pick: Picker,
    mass: dict[int, float],
    count: int,
    ends: dict[tuple[int, int], float],
) -> dict[int, float]:
    """Play every board of one Fischkopp count to its end; returns the mass that made
    another Fischkopp (on the boards it lands on)."""
    following: dict[int, float] = {}
    for mask in BY_SIZE:
        chance = mass.pop(mask, 0.0)
        if not chance:
            continue
        for ways, codes in model.options[mask]:
            p = chance * ways / ROLL_WAYS
            if not codes:
                end = (model.stuck[mask], count)
                ends[end] = ends.get(end, 0.0) + p
                continue
            code = codes[pick(mask, codes)] if len(codes) > 1 else codes[0]
            if code in (GRAETE_CODE, FULL_CODE):
                end = (GRAETE_SCORE if code == GRAETE_CODE else FULL_SCORE, count)
                ends[end] = ends.get(end, 0.0) + p
            elif code & FISCHKOPP_FLAG:
                board = code & BOARD_BITS
                following[board] = following.get(board, 0.0) + p
            else:
                mass[code] = mass.get(code, 0.0) + p
    return following


def turn_outcomes(model: TurnModel, pick: Picker, start: int = 0) -> dict[tuple[int, int], float]:
    """P(the turn from ``start`` ends with (score, Fischköpfe)) for every end."""
    ends: dict[tuple[int, int], float] = {}
    mass = {start: 1.0}
    for count in range(MAX_FISCHKOEPFE):
        mass = _spread(model, pick, mass, count, ends)
    while sum(mass.values()) > LEFTOVER:  # the last count takes all further Fischköpfe
        mass = _spread(model, pick, mass, MAX_FISCHKOEPFE, ends)
    return ends
