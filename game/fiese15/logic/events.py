"""What happens in a Fiese 15 match, reported by ``apply`` for the screen to animate."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event

# TurnEnded.reason values.
REASON_STOP = "stop"
REASON_STOP_BONUS = "stop_bonus"  # stopped with exactly five placed: +5
REASON_ALL_SIX = "all_six"  # every die placed: pips doubled
REASON_BUST = "bust"  # a roll without a valid die


@dataclass(frozen=True)
class RoundStarted(Event):
    """A new strip is revealed. ``tiles`` holds each seat's handicap tile (empty without)."""

    round_index: int
    strip_number: int
    side: str  # "front" (six targets) or "back" (five targets + handicap tile)
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    round_index: int
    targets: tuple[int, ...]  # the six targets in colour order, white tile included


@dataclass(frozen=True)
class DiceRolled(Event):
    """``values`` are the rolled (colour, pips) pairs; ``valid`` the colours that may be placed."""

    seat: int
    values: tuple[tuple[str, int], ...]
    valid: tuple[str, ...]


@dataclass(frozen=True)
class DicePlaced(Event):
    seat: int
    colours: tuple[str, ...]
    pips: int  # pips of the dice placed just now
    placed_total: int  # pips of every placed die this turn
    placed_count: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """``reason`` is one of "stop", "stop_bonus", "all_six", "bust"."""

    seat: int
    round_index: int
    score: int
    reason: str
    placed_total: int  # pips on the strip when the turn ended (shows what a bust cost)


@dataclass(frozen=True)
class GameOver(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]


#: The dice the box counts for its fairness screen, in the order it shows them.
DICE: tuple[str, ...] = ("red", "yellow", "green", "blue", "black", "white")


def dice_shown(event: Event) -> tuple[tuple[str, int], ...]:
    """(die, face 1..6) of every die a roll showed; () for any other event."""
    return event.values if isinstance(event, DiceRolled) else ()
