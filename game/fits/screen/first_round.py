"""A game night's first round of Fits for the people new to it: a few words at the moments
that need them (the match kit's ``Hints`` shows them, once each, never blocking).

- The start pieces (the whole table): everyone drops their own start piece first, then all
  place the same card at once.
- A card showing a new person's own start piece (that seat): it sits the card out; said
  under the seat's own "you sit this card out" bubble, over its idle board.
- The compact box's game 2 beginning (the whole table, full games only): symbols count as
  filled cells and three of a colour score +3. Then the hints are over.

Each moment is read from what the screen shows (``shown``), not from the rules, which run
ahead of it while pieces fall and cards turn: a hint speaks of what is on the board.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.fits.logic.boards import symbols_fill_rows
from game.fits.logic.rules import FitsMatch
from game.fits.screen.hud import skip_bubble_rect
from game.fits.screen.layout import Layout
from game.fits.screen.view import Shown
from game.shell.match.hints import GAP, SAFE, Hints

START = "fits.hint.start"
SKIP = "fits.hint.skip"
SYMBOLS = "fits.hint.symbols"


class TeachHost(Protocol):
    """The screen the hints are said on."""

    app: Any
    match: FitsMatch
    shown: Shown
    layout: Layout
    hints: Hints | None

    def hint(self, seat: int | None, key: str, anchor: pygame.Rect, **values: object) -> None: ...


def teach(scene: TeachHost) -> None:
    """Once a frame: the hint the board's moment calls for, if any."""
    hints, shown = scene.hints, scene.shown
    if hints is None or hints.over or shown.banner_t is not None:
        return  # nobody new, the first round is over, or a game's banner is still up
    if shown.round_index == 0:
        if shown.card is None and shown.scoring is None:
            scene.hint(None, START, table_anchor(scene.layout))
        for seat in sorted(hints.seats):
            skipping = seat < len(shown.skipping) and shown.skipping[seat]
            if skipping and shown.scoring is None and hints.wants(seat, SKIP):
                _make_room(hints)
                scene.hint(seat, SKIP, skip_bubble_rect(scene.app, scene.layout.boards[seat]))
        return
    if symbols_fill_rows(scene.match.options.edition, shown.board_number):
        scene.hint(None, SYMBOLS, table_anchor(scene.layout))
    hints.end_round()


def _make_room(hints: Hints) -> None:
    """A seat's own word takes the place of a word to the table still up: the start's, whose
    moment (the start pieces) is over once a card is turned, and which would lie across it."""
    hints.shown = [hint for hint in hints.shown if hint.seat is not None]


def table_anchor(layout: Layout) -> pygame.Rect:
    """What a word to the whole table at a game's start goes under. With one or two boards:
    the card, so the word covers the rules box below it (the banner has just said them) and
    never the card. With three or four the card sits in the strip across the top, just over
    the hover rows where the pieces wait: the word goes under those, over the top rows of
    the middle grids, which are empty at a game's start (the start pieces land at the
    bottom)."""
    if not layout.strip:
        return layout.card
    return pygame.Rect(SAFE.centerx, layout.boards[0].grid.top - GAP, 0, 0)
