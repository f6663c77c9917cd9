"""When a CPU shouts: seeded, human-like reaction times and press rhythms, in frames.

A plan lists the frame offsets after the window opened at which the CPU presses. Presses
inside the window are all before ``WINDOW_FRAMES``. An easy CPU sometimes dozes: then it
misses the window and all its presses fall in the grace second after the close, which
makes them late shouts (already penalised, never a second point). A CPU never shouts
while no window is open otherwise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.fischkopp.logic.shouting import GRACE_FRAMES, WINDOW_FRAMES


@dataclass(frozen=True)
class ShoutStyle:
    reaction_median: float  # frames until the first press (log-normal)
    reaction_spread: float  # sigma of the log-normal
    presses: tuple[int, int]  # how many presses, inclusive range
    gap: tuple[int, int]  # frames between presses, inclusive range
    doze_chance: float  # chance to miss the window entirely


# First presses: hard ≈ 0.35 s, normal ≈ 0.7 s, easy ≈ 1.5 s with a long tail.
STYLES = {
    "hard": ShoutStyle(21.0, 0.25, (6, 11), (5, 9), 0.0),
    "normal": ShoutStyle(42.0, 0.35, (3, 7), (7, 14), 0.0),
    "easy": ShoutStyle(90.0, 0.6, (1, 4), (10, 24), 0.06),
}
MIN_REACTION = 12  # nobody reacts faster than 0.2 s


def shout_plan(level: str, rng: random.Random) -> list[int]:
    """Frame offsets (from the window's opening) of each press, ascending."""
    style = STYLES.get(level)
    if style is None:
        raise ValueError(f"unknown CPU level {level!r}")
    if rng.random() < style.doze_chance:
        start, end = WINDOW_FRAMES, WINDOW_FRAMES + GRACE_FRAMES
        first = start + rng.randint(0, GRACE_FRAMES // 2)
    else:
        start, end = 0, WINDOW_FRAMES
        reaction = rng.lognormvariate(0.0, style.reaction_spread) * style.reaction_median
        first = max(MIN_REACTION, round(reaction))
    plan: list[int] = []
    press = first
    for _ in range(rng.randint(*style.presses)):
        if not start <= press < end:
            break
        plan.append(press)
        press += rng.randint(*style.gap)
    return plan or [end - 1]
