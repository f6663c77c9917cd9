"""The dice-fairness arithmetic: the chi-square tail against known table values, and verdicts
that call fair seeded dice even and a planted loaded die uneven."""

from __future__ import annotations

import random

import pytest

from game.core.fairness import (
    CHANCE,
    EVEN,
    FEW,
    UNEVEN,
    chi_square,
    p_value,
    verdict,
)

# (statistic, degrees of freedom, upper tail) from the standard chi-square tables
TABLE = [
    (11.0705, 5, 0.05),
    (15.0863, 5, 0.01),
    (20.5150, 5, 0.001),
    (3.8415, 1, 0.05),
    (67.5048, 50, 0.05),
    (2.0, 2, 0.367879),  # e^-1: two degrees of freedom have a closed form
]


@pytest.mark.parametrize(("chi2", "df", "tail"), TABLE)
def test_dice_fair_p_value_matches_the_tables(chi2, df, tail):
    assert p_value(chi2, df) == pytest.approx(tail, rel=1e-4)


def test_dice_fair_statistic_of_even_and_uneven_counts():
    assert chi_square([10] * 6) == 0
    assert chi_square([20, 0, 10, 10, 10, 10]) == pytest.approx(20.0)  # (10² + 10²) / 10
    assert p_value(0.0, 5) == 1.0


def throws(rng: random.Random, count: int, weights=(1, 1, 1, 1, 1, 1)) -> list[int]:
    counts = [0] * 6
    for face in rng.choices(range(6), weights=weights, k=count):
        counts[face] += 1
    return counts


def test_dice_fair_seeded_fair_dice_are_never_called_uneven():
    rng = random.Random(5)
    kinds = [verdict([throws(rng, 600) for _ in range(6)]).kind for _ in range(200)]
    assert UNEVEN not in kinds
    assert kinds.count(EVEN) > 170  # about 19 in 20 by the test's own design


def test_dice_fair_a_loaded_die_is_called_uneven():
    """One die of six rolls its six a fifth more often than the rest: after a few thousand
    throws the verdict says so."""
    rng = random.Random(6)
    dice = [throws(rng, 3000) for _ in range(5)] + [throws(rng, 3000, (1, 1, 1, 1, 1, 1.4))]
    assert verdict(dice).kind == UNEVEN
    assert verdict(dice[:5]).kind in (EVEN, CHANCE)


def test_dice_fair_too_few_throws_say_so():
    result = verdict([[1, 0, 2, 3, 0, 1]])
    assert result.kind == FEW and result.throws == 7 and result.df == 0
