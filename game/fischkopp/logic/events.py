"""What happens in a Fischkopp match, reported by ``apply``/``advance`` for the screen.

Seats are 0-based seat indices; voices are seats first, then spectators
(voice ``seat_count + k`` is spectator ``k``). ``round`` is 0 for the game itself and
1, 2, … for the Stechen rounds.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event

# TurnEnded.reason values.
REASON_STUCK = "stuck"  # no cover fits the roll: score = the uncovered numbers
REASON_GRAETE = "graete"  # every fish field covered, no odd one: -1
REASON_FULL = "full"  # the whole board covered: 0

# ShoutPenalty.reason values.
PENALTY_EARLY = "early"  # shouted while no window was open
PENALTY_MISSED = "missed"  # did not shout inside a window


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int
    round: int


@dataclass(frozen=True)
class DiceRolled(Event):
    """``choices`` are the fields the roll may cover (empty: the turn ends)."""

    seat: int
    dice: tuple[int, int]
    choices: tuple[int, ...]


@dataclass(frozen=True)
class FieldCovered(Event):
    """``covered`` is the board right after the cover, before any Fischkopp uncovers 1–3."""

    seat: int
    field: int
    covered: tuple[int, ...]


@dataclass(frozen=True)
class Graete(Event):
    """All fish fields covered and no odd one: the best result, the turn ends with -1."""

    seat: int


@dataclass(frozen=True)
class FischkoppTriggered(Event):
    """1, 2 and 3 were covered: they are uncovered again. ``count``: this turn's Fischköpfe."""

    seat: int
    count: int


@dataclass(frozen=True)
class ShoutWindowOpened(Event):
    """Everybody must shout in frames ``frame`` … ``closes_at - 1``."""

    frame: int
    closes_at: int


@dataclass(frozen=True)
class Shouted(Event):
    """A press inside the window; ``presses`` counts this voice's presses in it so far."""

    voice: int
    frame: int
    presses: int


@dataclass(frozen=True)
class EarlyShout(Event):
    """A press while no window is open. ``penalised``: it cost a point (else mashing)."""

    voice: int
    frame: int
    penalised: bool


@dataclass(frozen=True)
class LateShout(Event):
    """A press just after a window closed: no penalty. ``missed``: this voice missed it."""

    voice: int
    frame: int
    missed: bool


@dataclass(frozen=True)
class ShoutPenalty(Event):
    """``reason`` is "early" or "missed"; ``penalties`` the voice's total after it."""

    voice: int
    reason: str
    penalties: int


@dataclass(frozen=True)
class ShoutWindowClosed(Event):
    """``presses`` per voice; ``loudest`` the voices with the most (none if nobody shouted)."""

    frame: int
    loudest: tuple[int, ...]
    presses: tuple[int, ...]


@dataclass(frozen=True)
class TurnEnded(Event):
    """``reason`` is "stuck", "graete" or "full"; ``fischkoepfe`` those of this turn."""

    seat: int
    round: int
    score: int
    reason: str
    fischkoepfe: int


@dataclass(frozen=True)
class StechenStarted(Event):
    """The best are tied. ``eliminated`` had more penalty points than the fewest among them
    and lose at once; ``players`` play one more turn each (a single one wins outright)."""

    round: int
    tied: tuple[int, ...]
    eliminated: tuple[int, ...]
    players: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """``places`` per seat (1 = winner; equals share a place outside the winner's Stechen)."""

    winner: int
    places: tuple[int, ...]


#: The dice the box counts for its fairness screen: the two dice, each on its own.
DICE: tuple[str, ...] = ("first", "second")


def dice_shown(event: Event) -> tuple[tuple[str, int], ...]:
    """(die, face 1..6) of both dice of a roll; () for any other event."""
    if not isinstance(event, DiceRolled):
        return ()
    return tuple(zip(DICE, event.dice, strict=True))
