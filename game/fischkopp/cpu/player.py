"""The Fischkopp CPU player: ``choose(match, seat, level, rng) -> action``.

*hard* plays the exact optimum: the lowest expected score while nobody in the round has
finished, and the best chance to beat the leader once somebody has (``leader``); equal
chances are settled by the expected score. *normal* and *easy* play like people
(``casual``). Every level shouts with ``shouts.shout_plan``.
"""

from __future__ import annotations

import random

from game.core.errors import IllegalAction
from game.core.seats import CPU_LEVELS
from game.fischkopp.cpu.casual import easy_field, normal_field
from game.fischkopp.cpu.leader import layer_of, leader_target
from game.fischkopp.cpu.model import outcome_code
from game.fischkopp.cpu.tables import expected_table, leader_table
from game.fischkopp.logic.actions import Action, Cover, Roll
from game.fischkopp.logic.rules import FischkoppMatch, Phase


def cover_values(match: FischkoppMatch) -> dict[int, tuple[float, float]]:
    """Per field of the roll in play: (chance to lose against the leader, expected score).

    The chance is 0.0 everywhere while nobody in the round has finished.
    """
    expected = expected_table()
    codes = {f: outcome_code(match.board, f) for f in match.choices}
    seat = match.current_seat
    target = None if seat is None else leader_target(match, seat)
    if target is None:
        return {f: (0.0, expected.code_value(0, code)) for f, code in codes.items()}
    layer = layer_of(target, match.turn_fischkoepfe)
    table = leader_table(target, layer)
    return {
        f: (table.code_value(layer, code), expected.code_value(0, code))
        for f, code in codes.items()
    }


def hard_field(match: FischkoppMatch) -> int:
    values = cover_values(match)
    return min(values, key=lambda f: (*values[f], f))


def choose(match: FischkoppMatch, seat: int, level: str, rng: random.Random) -> Action:
    """The CPU's next action for ``seat`` at ``level`` ("easy", "normal" or "hard")."""
    if level not in CPU_LEVELS:
        raise ValueError(f"unknown CPU level {level!r}")
    if not match.legal_actions(seat):
        raise IllegalAction(f"seat {seat} has nothing to do now")
    if match.phase is Phase.ROLL:
        return Roll(seat)
    if level == "hard":
        return Cover(seat, hard_field(match))
    if level == "normal":
        return Cover(seat, normal_field(match.board, match.choices, rng))
    return Cover(seat, easy_field(match.board, match.choices, rng))
