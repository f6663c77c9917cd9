"""What one frame of the Fits screen shows: plain data the scene builds once per frame and
the draw modules read (they never see the scene).

``Shown`` is the shared state as the screen shows it (it trails the match by a beat while
an animation plays); ``SeatFrame`` is one seat's board, side column and bubble; ``FitsView``
the whole frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.engine.particles import Particles
from game.engine.settings import Settings
from game.engine.text import Text
from game.engine.widgets import SHORT_GLYPHS
from game.fits.screen.draw_board import BoardArt
from game.fits.screen.highscores import Entry
from game.fits.screen.layout import BoardLayout, Layout
from game.fits.screen.round_scoring import ScoringShow
from game.fits.screen.seat_view import SeatView
from game.fits.screen.texts import Translate


class Look(Protocol):
    """The app's look services a frame is drawn with (the app itself is one)."""

    text: Text
    t: Translate
    settings: Settings


@dataclass
class Shown:
    """What the screen shows of the shared state, which may trail the match by a beat."""

    round_index: int
    board_number: int
    card: str | None  # the turned build card; None while the start pieces are placed
    cards_left: int
    acted: list[bool]  # ready markers
    skipping: list[bool]  # the card shows this seat's start piece
    totals: list[int]  # scores of the boards already counted on screen
    previous_card: str | None = None
    flip_t: int | None = None
    banner_t: int | None = None
    scoring: ScoringShow | None = None
    finale_t: int | None = None


@dataclass(frozen=True)
class SeatFrame:
    """One seat as this frame shows it."""

    seat: int
    state: SeatView  # its board, piece in hand, cursor and animations (read only here)
    art: BoardArt  # the board's cached layers
    lay: BoardLayout
    name: str
    cpu: bool
    needs_player: bool  # a human seat nobody holds a device for: the offer to take it
    glyph: str | None = None  # the button that says yes to "set it aside?" on its device
    family: str | None = None  # that device's button family


@dataclass(frozen=True)
class FitsView:
    """The whole frame."""

    frame: int
    edition: str
    layout: Layout
    rounds: int  # boards in the match
    shown: Shown
    seats: tuple[SeatFrame, ...]
    best: Entry | None  # the best solo score so far, beside a solo board
    attract: bool
    watching: bool  # no seat is in a person's hands now (all CPUs, or a lesson plays on)
    particles: Particles
    # The one device a person plays with, when only one does: the footer shows its keys
    # alone, so there is room for all of them (moving too).
    player_device: str | None = None
    winners: tuple[int, ...] = ()  # only while the game-over show runs
    solo_title: str = ""  # the solo player's title, written out (game-over show)
    titled: bool = False  # a solo full game: its title ladder and best score beside the board


def device_glyph(device: str, action: str) -> str:
    """The button or key a device presses for ``action`` (pad, left or right keyboard)."""
    glyphs = SHORT_GLYPHS[action]  # short caps: a bubble on one board is narrow
    if device == "kb_left":
        return glyphs[1]
    if device == "kb_right":
        return glyphs[2]
    return glyphs[0]


def shown_score(shown: Shown, seat: int) -> int:
    """A seat's score as shown: the counted boards plus this round's rolling count."""
    total = shown.totals[seat]
    show = shown.scoring
    return total + show.running[seat] if show is not None else total
