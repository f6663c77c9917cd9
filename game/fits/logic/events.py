"""What ``FitsMatch.apply`` reports, in the order it happened, for the screen to animate."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.fits.logic.scoring import BoardScore


@dataclass(frozen=True)
class RoundStarted(Event):
    round_index: int
    board_number: int
    start_cards: tuple[str, ...]  # per seat


@dataclass(frozen=True)
class CardTurned(Event):
    piece: str
    cards_left: int  # build cards still face down after this one


@dataclass(frozen=True)
class PiecePlaced(Event):
    seat: int
    piece: str
    orientation: int
    column: int
    row: int  # where the piece's lowest line came to rest (may be above the grid's top)
    cells: tuple[tuple[int, int], ...]  # (col, row) inside the grid
    lost_above: int
    placement_id: int


@dataclass(frozen=True)
class PieceSetAside(Event):
    seat: int
    piece: str


@dataclass(frozen=True)
class SeatSkipped(Event):
    """The turned card shows this seat's start piece, which is already on its board."""

    seat: int
    piece: str


@dataclass(frozen=True)
class RowsCompleted(Event):
    """Rows this placement made complete, on boards where complete rows score."""

    seat: int
    rows: tuple[int, ...]


@dataclass(frozen=True)
class RoundScored(Event):
    round_index: int
    board_number: int
    scores: tuple[BoardScore, ...]  # per seat; the boards stay in ``finished_boards``


@dataclass(frozen=True)
class GameOver(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]
