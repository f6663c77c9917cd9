"""The pure Fischkopp rules: board, actions, events, shout windows, match and its end.

Import from here: ``FischkoppMatch.new(seat_count, spectator_count, rng)``, the actions
``Roll``, ``Cover``, ``Shout`` and ``summarise`` for the results.
"""

from game.fischkopp.logic.actions import (
    Action,
    Cover,
    Roll,
    Shout,
    action_from_dict,
    action_to_dict,
)
from game.fischkopp.logic.rules import MAX_SEATS, MIN_SEATS, FischkoppMatch, Phase
from game.fischkopp.logic.shouting import GRACE_FRAMES, MASH_FRAMES, WINDOW_FRAMES
from game.fischkopp.logic.summary import Summary, summarise

__all__ = [
    "GRACE_FRAMES",
    "MASH_FRAMES",
    "MAX_SEATS",
    "MIN_SEATS",
    "WINDOW_FRAMES",
    "Action",
    "Cover",
    "FischkoppMatch",
    "Phase",
    "Roll",
    "Shout",
    "Summary",
    "action_from_dict",
    "action_to_dict",
    "summarise",
]
