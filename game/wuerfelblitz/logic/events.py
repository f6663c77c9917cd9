"""What happens in a Würfelblitz match, reported by ``apply``/``advance`` for the screen.

Disc counts in events are the seat's counts after the event. Frames are match frames.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.wuerfelblitz.logic.dice import COLOURS, WHITE_FACES


@dataclass(frozen=True)
class RoundStarted(Event):
    """``thrower`` is to throw (the previous round's first correct caller)."""

    round_index: int
    thrower: int


@dataclass(frozen=True)
class DiceThrown(Event):
    """The dice under the box: (colour, face 1..6) per coloured die, white dots in order."""

    seat: int
    faces: tuple[tuple[str, int], ...]
    whites: tuple[str, ...]


@dataclass(frozen=True)
class DiceRevealed(Event):
    """Calls are open from ``frame``; without a correct call the round ends at ``deadline``."""

    frame: int
    deadline: int


@dataclass(frozen=True)
class CallMade(Event):
    seat: int
    number: int
    frame: int
    correct: bool


@dataclass(frozen=True)
class DiscWon(Event):
    """A correct call wins a white disc (it may turn into a black one: ``BlackDisc``)."""

    seat: int
    whites: int
    blacks: int


@dataclass(frozen=True)
class DiscLost(Event):
    """A wrong call hands back a white disc (only when the seat had one)."""

    seat: int
    whites: int
    blacks: int


@dataclass(frozen=True)
class BlackDisc(Event):
    """``spent`` white discs (the seat's balancing) turned into one black disc."""

    seat: int
    blacks: int
    spent: int


@dataclass(frozen=True)
class RoundWon(Event):
    """The tie window closed: ``seats`` called correctly, by judged frame (a head start
    counts; equal: the earlier call), so the first throws next. The first correct call was
    made at ``first_frame``."""

    seats: tuple[int, ...]
    answer: int
    first_frame: int


@dataclass(frozen=True)
class RoundTimedOut(Event):
    """Nobody called correctly in time: nobody scores; ``answer`` is shown."""

    answer: int


@dataclass(frozen=True)
class MatchWon(Event):
    seat: int


#: The dice the box counts for its fairness screen: the six coloured dice and the white ones
#: (alike, so counted together; a white die's faces are its six dots in table order).
DICE: tuple[str, ...] = (*COLOURS, "white")


def dice_shown(event: Event) -> tuple[tuple[str, int], ...]:
    """(die, face 1..6) of every die under the box; () for any other event."""
    if not isinstance(event, DiceThrown):
        return ()
    whites = tuple(("white", WHITE_FACES.index(colour) + 1) for colour in event.whites)
    return tuple(event.faces) + whites
