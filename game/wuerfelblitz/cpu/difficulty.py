"""How long a person needs to work out a throw, before any level's speed is applied.

The steps someone does at the table, each with a cost in seconds (typical adult values:
noting a dot and the die it knocks out ~0.4 s, reading a die and adding it to a running
sum ~0.6 s, a third of a second more when the sum crosses a ten):

1. ``ORIENT``: the box lifts, eyes find the dice.
2. ``PER_DOT``: note each dot colour on show ("black, green"; white dice and coloured
   dice on their dot face alike), find the die of that colour and set it aside in the
   mind. Each dot colour knocks out exactly one die, so this is one step per colour.
3. ``PER_TERM`` per die added, ``PER_CARRY`` per ten crossed on the way.
4. Brain-twister on: ``TWISTER_CHECK`` to look for a doubled dot on every throw, and
   ``TWISTER_SWITCH`` to turn the sum round when there is one.
5. ``EMPTY_CHECK``: an answer of 0 makes people look twice.
6. ``CALL``: say (or enter) the number.

On the average throw with two white dice (2.5 dot colours, 2.9 dice added, 0.6 tens
crossed) this comes to 4.05 s (``AVERAGE_WORK``; p10 3.3 s, p90 4.65 s, all throws 2.7 s to
5.2 s); three white dice 3.95 s (more dice knocked out, fewer to add), the brain-twister
4.4 s (two white dice) and 4.7 s (three). Adding costs more than striking out, so a throw
with many dice to add is a hard one.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.wuerfelblitz.logic.answer import explain
from game.wuerfelblitz.logic.dice import Throw

ORIENT = 0.6
PER_DOT = 0.4
PER_TERM = 0.6
PER_CARRY = 0.35
TWISTER_CHECK = 0.4
TWISTER_SWITCH = 0.6
EMPTY_CHECK = 0.4
CALL = 0.5

#: Mean of ``work_seconds`` over random throws with two white dice, no brain-twister
#: (``python -m game.wuerfelblitz.bench`` prints it).
AVERAGE_WORK = 4.05


@dataclass(frozen=True)
class ThrowLoad:
    """What makes a throw hard to add up."""

    dots: int  # different dot colours on show = coloured dice knocked out
    terms: tuple[int, ...]  # the numbers to add, in colour order
    carries: int  # tens crossed while adding them up
    brain_twister: bool
    twisted: bool
    answer: int
    normal_answer: int  # what the normal rule gives (a slip under the brain-twister)
    excluded_pips: tuple[int, ...]  # pips of knocked-out dice (a slip: counting one anyway)


def load_of(throw: Throw, brain_twister: bool) -> ThrowLoad:
    why = explain(throw, brain_twister)
    carries, running = 0, 0
    for term in why.terms:
        carries += (running + term) // 10 - running // 10
        running += term
    normal = why if not why.twisted else explain(throw, False)
    return ThrowLoad(
        dots=len({colour for _, colour in why.dots}),
        terms=why.terms,
        carries=carries,
        brain_twister=brain_twister,
        twisted=why.twisted,
        answer=why.answer,
        normal_answer=normal.answer,
        excluded_pips=tuple(d.pips for d in why.dice if d.excluded and d.pips),
    )


def work_seconds(load: ThrowLoad) -> float:
    """Seconds an average adult needs for this throw, from the reveal to the call."""
    work = ORIENT + PER_DOT * load.dots
    work += PER_TERM * len(load.terms) + PER_CARRY * load.carries + CALL
    if load.brain_twister:
        work += TWISTER_CHECK + (TWISTER_SWITCH if load.twisted else 0.0)
    if not load.terms:
        work += EMPTY_CHECK
    return work
