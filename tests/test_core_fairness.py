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


def test_dice_fair_a_fair_box_looked_at_often_is_almost_never_called_uneven():
    """Looked at every 50 throws of each die up to 2,500: a fair box stays clear of the alarm
    over that whole life as often as the stated 0.1 % allows, where the one-look test at
    0.1 % raised it in one or two boxes of a hundred (the control on the same throws)."""
    rng = random.Random(11)
    boxes, looks, per_look, dice = 400, 50, 50, 6
    alarmed = one_look_alarmed = 0
    for _ in range(boxes):
        counts = [[0] * 6 for _ in range(dice)]
        ever = ever_one_look = False
        for _ in range(looks):
            for die in counts:
                for face in rng.choices(range(6), k=per_look):
                    die[face] += 1
            result = verdict(counts)
            ever = ever or result.kind == UNEVEN
            ever_one_look = ever_one_look or result.p < 0.001
        alarmed += ever
        one_look_alarmed += ever_one_look
    print(f"\nfair boxes ever called uneven: {alarmed} of {boxes}; one look: {one_look_alarmed}")
    assert alarmed <= 1  # 0.1 % of 400 is 0.4
    assert one_look_alarmed >= 4, "the control: looking often does raise one-look alarms"


@pytest.mark.parametrize(("six", "within"), [(1.4, 2500), (2.0, 600)])
def test_dice_fair_a_loaded_die_is_called_out_within_so_many_throws(six, within):
    """How many throws a verdict needs (said in ``fairness``'s docstring): a die whose six
    is 1.4 times as likely as each other face (22 %) in about 1,700 throws, twice as likely
    (29 %) in about 400; the median of 20 seeded dice within a bound a little above."""
    rng = random.Random(12)
    needed = []
    for _ in range(20):
        counts = [[0] * 6 for _ in range(6)]
        thrown = 0
        while verdict(counts).kind != UNEVEN and thrown < 20_000:
            for die_index, die in enumerate(counts):
                weights = (1, 1, 1, 1, 1, six) if die_index == 0 else (1,) * 6
                for face in rng.choices(range(6), weights=weights, k=50):
                    die[face] += 1
            thrown += 50
        needed.append(thrown)
    median = sorted(needed)[len(needed) // 2]
    print(f"\nsix x{six}: called out after {median} throws of it (median of 20)")
    assert median <= within
