"""The turn as a Markov decision process over boards, for the solvers.

A board a turn can wait on is *resting* (``board.is_resting``). From a resting board each of
the 21 different rolls offers a few covers; each cover leads to an *outcome code*:

- ``GRAETE_CODE`` or ``FULL_CODE``: the turn ends with -1 or 0,
- a resting board, with ``FISCHKOPP_FLAG`` set when 1, 2, 3 were just uncovered.

A roll without a cover ends the turn with the uncovered sum.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.fischkopp.logic.board import (
    FULL_MASK,
    ROLLS,
    Outcome,
    bit,
    cover,
    is_resting,
    uncovered_sum,
)

GRAETE_CODE = -1
FULL_CODE = -2
FISCHKOPP_FLAG = 1 << 12
BOARD_BITS = FISCHKOPP_FLAG - 1
# Boards expanded between two yields of the build job (about 0.12 ms: game.fischkopp.bench).
BOARDS_PER_STEP = 12

RollOptions = tuple[tuple[int, tuple[int, ...]], ...]  # (ways out of 36, outcome codes)


def outcome_code(mask: int, field: int) -> int:
    outcome, after = cover(mask, field)
    if outcome is Outcome.GRAETE:
        return GRAETE_CODE
    if outcome is Outcome.FULL:
        return FULL_CODE
    if outcome is Outcome.FISCHKOPP:
        return after | FISCHKOPP_FLAG
    return after


# Per distinct roll: its weight and the fields it offers, each with its bit (see ``choices``).
ROLL_FIELDS = tuple(
    (ways, tuple((f, bit(f)) for f in sorted({low, high, low + high}))) for low, high, ways in ROLLS
)


def roll_options(mask: int) -> RollOptions:
    """Per distinct roll: its weight and the outcome codes of its covers (empty: stuck).

    The same as ``choices`` and ``outcome_code`` per roll, but a field offered by several
    rolls is resolved once: this runs for every resting board while a hard CPU waits.
    """
    codes: dict[int, int] = {}
    options = []
    for ways, fields in ROLL_FIELDS:
        covers = []
        for f, b in fields:
            if not mask & b:
                code = codes.get(f)
                if code is None:
                    code = codes[f] = outcome_code(mask, f)
                covers.append(code)
        options.append((ways, tuple(covers)))
    return tuple(options)


class TurnModel:
    """Every resting board's roll options, plus the stuck score of every board."""

    def __init__(self) -> None:
        self.resting: list[int] = []
        self.options: list[RollOptions] = [()] * (FULL_MASK + 1)
        self.stuck = [0] * (FULL_MASK + 1)
        self.ready = False


def model_steps(model: TurnModel) -> Iterator[None]:
    """Fill the model a slice of boards at a time."""
    for start in range(0, FULL_MASK + 1, BOARDS_PER_STEP):
        for mask in range(start, min(start + BOARDS_PER_STEP, FULL_MASK + 1)):
            model.stuck[mask] = uncovered_sum(mask)
            if is_resting(mask):
                model.resting.append(mask)
                model.options[mask] = roll_options(mask)
        yield
    model.ready = True
