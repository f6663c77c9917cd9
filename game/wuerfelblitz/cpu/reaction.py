"""When a CPU calls and what: a seeded plan of calls for one throw, in frames after the reveal.

Every plan draws from the generator in the same order for the same throw and level, so a
seeded match repeats exactly. A wrong first call comes a little sooner than a right one
would (haste is how people slip), and is a slip people make: counting a knocked-out die,
missing a die, an addition off by one or two, or forgetting the brain-twister.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.core.timing import frames
from game.wuerfelblitz.cpu.difficulty import AVERAGE_WORK, ThrowLoad, load_of, work_seconds
from game.wuerfelblitz.cpu.levels import Level, level_of
from game.wuerfelblitz.logic.dice import MAX_ANSWER, Throw

HASTE = 0.85  # a wrong call comes at this share of the time a right one would have taken
RECHECK = 0.6  # after a wrong call, re-adding takes this share of the work again
MAX_WRONG_FACTOR = 2.0  # hard throws raise the wrong-call chance, at most this much
ARITHMETIC_SLIPS = (-2, -1, 1, 2)


@dataclass(frozen=True)
class PlannedCall:
    delay: int  # frames after the reveal
    number: int


def slips(load: ThrowLoad) -> list[int]:
    """Wrong numbers a person plausibly calls for this throw (sorted, never the answer)."""
    candidates = {load.answer + d for d in ARITHMETIC_SLIPS}
    candidates |= {load.answer - t for t in load.terms}  # missed a die
    if load.twisted:
        candidates.add(load.normal_answer)  # forgot the brain-twister
    else:
        candidates |= {load.answer + p for p in load.excluded_pips}  # counted a knocked-out die
    return sorted(c for c in candidates if 0 <= c <= MAX_ANSWER and c != load.answer)


def _noisy(level: Level, seconds: float, rng: random.Random) -> int:
    """``seconds`` with the level's log-normal noise, in frames."""
    return frames(seconds * math.exp(level.spread * rng.gauss(0.0, 1.0)))


def plan(
    throw: Throw, brain_twister: bool, level: str | Level, rng: random.Random
) -> tuple[PlannedCall, ...]:
    """The calls a CPU of ``level`` makes on ``throw``, in order (delays grow)."""
    lv = level if isinstance(level, Level) else level_of(level)
    load = load_of(throw, brain_twister)
    work = work_seconds(load)
    first = max(lv.floor, _noisy(lv, lv.speed * work, rng))
    wrong_chance = lv.wrong * min(MAX_WRONG_FACTOR, work / AVERAGE_WORK)
    if rng.random() >= wrong_chance:
        return (PlannedCall(first, load.answer),)
    wrong = PlannedCall(max(lv.floor, round(first * HASTE)), rng.choice(slips(load)))
    if rng.random() >= lv.retry:
        return (wrong,)
    recheck = max(1, _noisy(lv, lv.speed * work * RECHECK, rng))
    return wrong, PlannedCall(wrong.delay + recheck, load.answer)
