"""The coach: what each choice of a turn is worth, from the hard CPU's exact tables.

A coached seat sees the expected score of the turn for each way to place the dice of a roll
and for stopping or rolling on, the best choice marked; at the end, how many points its
choices cost against best play (expected points, summed over its decisions). The tables
are the very ones the hard CPU plays with, built as frame-counted jobs; until the strip's
table is ready the coach stays quiet (it never builds one inside a frame).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.fiese15.cpu.player import (
    Tables,
    hard_place_values,
    hard_roll_value,
    is_table_ready,
)
from game.fiese15.logic.rules import COLOURS, Fiese15Match, Phase, Place, Roll, Stop

STOP, ROLL = "stop", "roll"


@dataclass(frozen=True)
class Advice:
    """Expected turn scores of the choices open now, and the best of them."""

    values: dict  # a placement (colours) or STOP / ROLL -> expected score of the turn
    best: object

    @property
    def best_value(self) -> float:
        return self.values[self.best]

    def cost(self, choice: object) -> float:
        """Expected points ``choice`` gives away against the best one."""
        return max(0.0, self.best_value - self.values[choice])


def advise(match: Fiese15Match, tables: Tables) -> Advice | None:
    """Advice for the seat on turn; None when there is no choice or no table yet."""
    if not is_table_ready(match.targets(), match.options.zocker, tables):
        return None
    if match.phase is Phase.AWAIT_PLACE:
        values = dict(hard_place_values(match, tables))  # keys: colours in colour order
    elif match.phase is Phase.AWAIT_DECISION:
        values = {STOP: float(match.running_score()), ROLL: hard_roll_value(match, tables)}
    else:
        return None
    # Ties go to the first: the fewest dice, and stopping before rolling (as the CPU plays).
    return Advice(values, max(values, key=values.__getitem__))


def choice_of(action: object) -> object | None:
    """The advice key of a rules move."""
    if isinstance(action, Place):
        return tuple(c for c in COLOURS if c in action.colours)
    if isinstance(action, Stop):
        return STOP
    if isinstance(action, Roll):
        return ROLL
    return None
