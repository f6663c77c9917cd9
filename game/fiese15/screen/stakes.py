"""What the turn card says the dice shown placed are worth: pure sums, no screen state.

The scene (a CPU's words on a bust) and the frame's view (the card, the panel's buttons)
both ask; they pass what is shown placed, so the card changes when a die lands, not when
the rules already moved on to the next player.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.fiese15.logic.rules import ALL_PLACED_FACTOR, FIVE_PLACED_BONUS
from game.fiese15.logic.strips import COLOURS


def open_limits(placed: Mapping[str, int], targets: tuple[int, ...]) -> tuple[int, ...]:
    """The limits of the colours not placed, in colour order: what a bust pays."""
    return tuple(t for c, t in zip(COLOURS, targets, strict=True) if c not in placed)


def card_values(
    placed: Mapping[str, int], targets: tuple[int, ...], zocker: bool
) -> tuple[int | None, int, bool]:
    """(what stopping pays, what a bust pays, five placed) for the dice placed."""
    pips, count = sum(placed.values()), len(placed)
    if not count:
        stop = None
    elif count == len(COLOURS):
        stop = ALL_PLACED_FACTOR * pips
    else:
        stop = pips + (FIVE_PLACED_BONUS if count == len(COLOURS) - 1 else 0)
    bust = 0 if zocker else sum(open_limits(placed, targets))
    return stop, bust, count == len(COLOURS) - 1
