"""Würfelblitz rules, pure: dice, the answer and its explanation, discs, and the match."""

from game.wuerfelblitz.logic.actions import (
    Action,
    Call,
    Reveal,
    ThrowDice,
    action_from_dict,
    action_to_dict,
)
from game.wuerfelblitz.logic.answer import DieVerdict, Explanation, answer, answers, explain
from game.wuerfelblitz.logic.dice import (
    COLOURS,
    DOT_COLOURS,
    DOT_FACES,
    MAX_ANSWER,
    Throw,
    throw_dice,
)
from game.wuerfelblitz.logic.discs import BLACKS_TO_WIN, SeatTally
from game.wuerfelblitz.logic.events import (
    BlackDisc,
    CallMade,
    DiceRevealed,
    DiceThrown,
    DiscLost,
    DiscWon,
    MatchWon,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
)
from game.wuerfelblitz.logic.options import Options
from game.wuerfelblitz.logic.rules import (
    ROUND_TIMEOUT_FRAMES,
    TIE_WINDOW_FRAMES,
    Phase,
    WuerfelblitzMatch,
)

__all__ = [
    "BLACKS_TO_WIN",
    "COLOURS",
    "DOT_COLOURS",
    "DOT_FACES",
    "MAX_ANSWER",
    "ROUND_TIMEOUT_FRAMES",
    "TIE_WINDOW_FRAMES",
    "Action",
    "BlackDisc",
    "Call",
    "CallMade",
    "DiceRevealed",
    "DiceThrown",
    "DieVerdict",
    "DiscLost",
    "DiscWon",
    "Explanation",
    "MatchWon",
    "Options",
    "Phase",
    "Reveal",
    "RoundStarted",
    "RoundTimedOut",
    "RoundWon",
    "SeatTally",
    "Throw",
    "ThrowDice",
    "WuerfelblitzMatch",
    "action_from_dict",
    "action_to_dict",
    "answer",
    "answers",
    "explain",
    "throw_dice",
]
