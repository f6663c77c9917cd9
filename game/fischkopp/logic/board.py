"""The board as a 12-bit mask: bit ``field - 1`` set means the field is covered.

Everything here is a plain function of a mask and dice, shared by the match and the CPU
solver so that both read the rules from one place.
"""

from __future__ import annotations

from enum import Enum

FIELDS = tuple(range(1, 13))
FULL_MASK = (1 << len(FIELDS)) - 1
FIELD_SUM = sum(FIELDS)  # 78: the score of a board without a single cover
EVEN_MASK = sum(1 << (f - 1) for f in FIELDS if f % 2 == 0)  # the fish fields
ODD_MASK = FULL_MASK & ~EVEN_MASK
HEAD_MASK = 0b111  # fields 1, 2 and 3: covering all of them is a Fischkopp
GRAETE_SCORE = -1
FULL_SCORE = 0
FACES = 6

# The 21 different rolls of two dice as (low die, high die, ways out of 36).
ROLLS: tuple[tuple[int, int, int], ...] = tuple(
    (low, high, 1 if low == high else 2)
    for low in range(1, FACES + 1)
    for high in range(low, FACES + 1)
)
ROLL_WAYS = FACES * FACES


class Outcome(str, Enum):
    """What a cover leads to, checked in this order (RULES.md §3)."""

    GRAETE = "graete"  # every fish field covered and no odd one: the turn ends with -1
    FULL = "full"  # the whole board covered: the turn ends with 0
    FISCHKOPP = "fischkopp"  # 1, 2, 3 covered: they are uncovered again, the turn goes on
    COVERED = "covered"  # nothing special: the turn goes on


def bit(field: int) -> int:
    return 1 << (field - 1)


def is_covered(mask: int, field: int) -> bool:
    return bool(mask & bit(field))


def covered_fields(mask: int) -> tuple[int, ...]:
    return tuple(f for f in FIELDS if mask & bit(f))


def mask_of(fields: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for field in fields:
        if field not in FIELDS:
            raise ValueError(f"there is no field {field}")
        mask |= bit(field)
    return mask


def uncovered_sum(mask: int) -> int:
    """The score of a turn that gets stuck on this board."""
    return sum(f for f in FIELDS if not mask & bit(f))


def choices(mask: int, die1: int, die2: int) -> tuple[int, ...]:
    """Uncovered fields the roll may cover: die 1, die 2 or the sum (a double gives two)."""
    return tuple(sorted({f for f in (die1, die2, die1 + die2) if not mask & bit(f)}))


def cover(mask: int, field: int) -> tuple[Outcome, int]:
    """Cover ``field`` (uncovered) and resolve the board: (what happened, board after).

    Gräte is judged on the board as it stands, whatever was covered and uncovered before.
    A cover that completes the board is no Fischkopp, so the full check comes first.
    """
    after = mask | bit(field)
    if after == EVEN_MASK:
        return Outcome.GRAETE, after
    if after == FULL_MASK:
        return Outcome.FULL, after
    if after & HEAD_MASK == HEAD_MASK:
        return Outcome.FISCHKOPP, after & ~HEAD_MASK
    return Outcome.COVERED, after


def is_resting(mask: int) -> bool:
    """Can a turn wait for a roll on this board? (Every other board ends or resolves at once.)"""
    return mask & HEAD_MASK != HEAD_MASK and mask != EVEN_MASK
