"""The CPU levels: how fast and how reliably each one adds up a throw.

A CPU's reaction to a throw is ``speed × work × e^(spread·z)`` seconds, z standard normal,
never under ``floor`` frames; ``work`` is what the throw costs an average adult
(``difficulty``: 4.05 s on the average throw with two white dice, 2.7–5.2 s over all
throws). So the median reaction is ``speed × work`` and the spread is multiplicative:
harder throws are slower and vary more in seconds. Figures below: two white dice, no
brain-twister, from ``python -m game.wuerfelblitz.bench``; the brain-twister adds
about 10 %.

- **easy** (speed 1.6, spread 0.30): a beginner who counts die by die: median 6.7 s
  (p10 4.3 s, p90 10.6 s). 13 % of first calls are wrong (the chance grows with the
  throw's work, up to double); after a wrong call it re-checks and calls again three
  times in four, so it drops out of 3 % of rounds.
- **normal** (speed 1.0, spread 0.25): the adult of ``difficulty``: median 4.1 s (p10
  2.75 s, p90 6 s), 3 % wrong first calls. Someone who practises knows the dot table by
  heart (orange's 1 is blue, …), sees at once which dice fall out and adds the rest in
  pairs: 2.5–3 s plus entering the number, so they win most rounds against normal.
- **hard** (speed 0.55, spread 0.18): median 2.2 s (p10 1.6 s, p90 3 s), never wrong:
  a quick practised player still takes rounds off it on easy throws, rarely a match.

Between CPUs the faster level takes 88 % (normal over easy) and 97 % (hard over normal)
of the rounds, and a match needs nine of them, so the faster level wins nearly every
all-CPU match.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.seats import CPU_LEVELS
from game.core.timing import frames


@dataclass(frozen=True)
class Level:
    name: str
    speed: float  # times the average adult's work: the median reaction on a throw
    spread: float  # sigma of the log-normal noise around that median
    wrong: float  # chance the first call is wrong, on a throw of average work
    retry: float  # chance of calling again (right) after a wrong call
    floor: int  # fewest frames from the reveal to any call: nobody reads dice faster


LEVELS: dict[str, Level] = {
    "easy": Level("easy", speed=1.6, spread=0.30, wrong=0.13, retry=0.75, floor=frames(1.2)),
    "normal": Level("normal", speed=1.0, spread=0.25, wrong=0.03, retry=0.9, floor=frames(0.9)),
    "hard": Level("hard", speed=0.55, spread=0.18, wrong=0.0, retry=1.0, floor=frames(0.7)),
}
assert tuple(LEVELS) == CPU_LEVELS


def level_of(name: str) -> Level:
    if name not in LEVELS:
        raise ValueError(f"unknown CPU level {name!r}")
    return LEVELS[name]
