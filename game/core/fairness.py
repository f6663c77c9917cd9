"""Are the dice fair? Pure arithmetic on face counts, in two parts.

- **How even they look**: Pearson's chi-square test of the counts against even dice; its
  upper tail (``p_value``) says how often fair dice would look at least this uneven at one
  look. The words "even" and "a little uneven" and the figures on screen come from it.
- **"Uneven", the alarm**: the box's screen is looked at again and again while the counts
  grow, and a one-look test asked often enough raises a false alarm sooner or later (at
  0.1 % per look, 1.5-2.4 % of fair boxes looked at every 50 throws by 5,000). So the alarm
  comes from a test that holds however often it is asked: per die, the odds of the counts
  under dice loaded in some unknown way (a Dirichlet mixture over the face chances) against
  even dice (``evidence``). For fair dice these odds are a martingale, so by Ville's
  inequality they ever reach 1,000 × the number of dice with a chance of at most 0.1 %
  over the box's whole life. The price is throws: a die whose six is 1.4 times as likely as
  each other face (22 % instead of 17 %) is called out after about 1,700 throws of it, one
  twice as likely (29 %) after about 400 (medians, ``tests/test_core_fairness.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

FACES = 6
MIN_EXPECTED = 5  # throws per face before the test says anything (the usual rule of thumb)
# Fair dice look this uneven or worse by chance alone in one test of 20: nothing to see.
EVEN_P = 0.05
# Odds (loaded against fair) that fair dice reach in one box of a thousand over its whole
# life, per die looked at; below that they look "a little uneven" at most.
UNEVEN_ODDS = 1000
# How far from even the mixture looks: the Dirichlet's weight per face. Larger looks for
# slight loading (the kind that needs telling), smaller for gross loading (obvious anyway).
MIXTURE_WEIGHT = 30.0
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


def evidence(counts: list[int] | tuple[int, ...]) -> float:
    """The natural log of the odds of one die's counts under the mixture of loaded dice
    against an even die: the Dirichlet-multinomial likelihood over the even one."""
    throws, faces, a = sum(counts), len(counts), MIXTURE_WEIGHT
    mixed = math.lgamma(faces * a) - math.lgamma(faces * a + throws)
    mixed += sum(math.lgamma(a + count) - math.lgamma(a) for count in counts)
    return mixed + throws * math.log(faces)


def verdict(dice: list[list[int]] | list[tuple[int, ...]]) -> Verdict:
    """One verdict on any number of dice together: their statistics and degrees of freedom
    add up (the dice are thrown independently). UNEVEN when any die's ``evidence`` reaches
    ``UNEVEN_ODDS`` per die, so the box's chance of a false alarm stays at 0.1 % in all."""
    throws = sum(sum(counts) for counts in dice)
    counted = [counts for counts in dice if sum(counts) >= MIN_EXPECTED * len(counts)]
    if not counted:
        return Verdict(FEW, throws, 0.0, 0, 1.0)
    chi2 = sum(chi_square(counts) for counts in counted)
    df = sum(len(counts) - 1 for counts in counted)
    p = p_value(chi2, df)
    alarm = math.log(UNEVEN_ODDS * len(dice))
    if any(evidence(counts) >= alarm for counts in dice):
        kind = UNEVEN
    else:
        kind = EVEN if p >= EVEN_P else CHANCE
    return Verdict(kind, throws, chi2, df, p)
