"""Are the dice fair? Pearson's chi-square test of face counts against even dice.

Pure arithmetic on counts: a die's six face counts are compared with what an even die would
show as often; the statistic's upper tail under the chi-square distribution (``p_value``)
says how often fair dice would look at least this uneven. Plain words come from that
chance; the numbers stay for those who want them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

FACES = 6
MIN_EXPECTED = 5  # throws per face before the test says anything (the usual rule of thumb)
# Fair dice look this uneven or worse by chance alone in one test of 20: nothing to see.
EVEN_P = 0.05
# One test in a thousand: dice that fair would almost never show. Between the two, fair dice
# often do look like that by chance (a box counts many dice, so some will).
UNEVEN_P = 0.001
_ITERATIONS = 500
_TINY = 1e-300
_EPSILON = 1e-14

FEW, EVEN, CHANCE, UNEVEN = "few", "even", "chance", "uneven"


@dataclass(frozen=True)
class Verdict:
    """What counts of one or more dice say: ``kind`` is FEW (too few throws to tell), EVEN,
    CHANCE (a little uneven, as fair dice often are) or UNEVEN; with the figures."""

    kind: str
    throws: int
    chi2: float
    df: int
    p: float


def chi_square(counts: list[int] | tuple[int, ...]) -> float:
    """Pearson's statistic of one die's face counts against an even die."""
    total = sum(counts)
    if total == 0:
        return 0.0
    expected = total / len(counts)
    return sum((count - expected) ** 2 for count in counts) / expected


def p_value(chi2: float, df: int) -> float:
    """The chance that fair dice show a statistic of ``chi2`` or more (``df`` degrees of
    freedom): the regularized upper incomplete gamma function Q(df/2, chi2/2)."""
    if chi2 <= 0:
        return 1.0
    a, x = df / 2, chi2 / 2
    if x < a + 1:
        return max(0.0, 1.0 - _lower_series(a, x))
    return min(1.0, _upper_fraction(a, x))


def _lower_series(a: float, x: float) -> float:
    """P(a, x) from its power series (converges fast while x < a + 1)."""
    term = total = 1.0 / a
    denominator = a
    for _ in range(_ITERATIONS):
        denominator += 1
        term *= x / denominator
        total += term
        if abs(term) < abs(total) * _EPSILON:
            break
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _upper_fraction(a: float, x: float) -> float:
    """Q(a, x) from its continued fraction, evaluated with Lentz's method (x >= a + 1)."""
    b = x + 1 - a
    c = 1.0 / _TINY
    d = 1.0 / b
    h = d
    for i in range(1, _ITERATIONS):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = _TINY if abs(d) < _TINY else d
        c = b + an / c
        c = _TINY if abs(c) < _TINY else c
        d = 1.0 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < _EPSILON:
            break
    return h * math.exp(-x + a * math.log(x) - math.lgamma(a))


def verdict(dice: list[list[int]] | list[tuple[int, ...]]) -> Verdict:
    """One verdict on any number of dice together: their statistics and degrees of freedom
    add up (the dice are thrown independently)."""
    throws = sum(sum(counts) for counts in dice)
    counted = [counts for counts in dice if sum(counts) >= MIN_EXPECTED * len(counts)]
    if not counted:
        return Verdict(FEW, throws, 0.0, 0, 1.0)
    chi2 = sum(chi_square(counts) for counts in counted)
    df = sum(len(counts) - 1 for counts in counted)
    p = p_value(chi2, df)
    kind = EVEN if p >= EVEN_P else CHANCE if p >= UNEVEN_P else UNEVEN
    return Verdict(kind, throws, chi2, df, p)
