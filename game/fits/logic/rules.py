"""Fits match flow (RULES.md §2): start pieces, shared build cards, set-asides, rounds.

Seats are addressed by their position in ``FitsMatch.seats`` (0-based). Board coordinates
are ``(column, row)`` with column 1 at the left and row 1 at the bottom.

Points RULES.md leaves open, decided here:
- The start piece must be placed; only build cards may be set aside.
- A drop whose cells would all land above the grid is not a placement (the piece does not fit):
  set it aside instead.
- A piece sticking out above the grid still blocks its columns for later drops.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.rng import make_rng, rng_to_dict
from game.core.savefile import flag, need
from game.core.seats import Seat
from game.core.standings import winners as best_totals
from game.fits.logic.boards import (
    COMPACT,
    EDITIONS,
    FOUR_BOARDS,
    Edition,
    SpecialCell,
    edition_spec,
    rows_score,
    solo_title_for,
)
from game.fits.logic.boards import special_cells as board_special_cells
from game.fits.logic.events import (
    CardTurned,
    GameOver,
    PiecePlaced,
    PieceSetAside,
    RoundScored,
    RoundStarted,
    RowsCompleted,
    SeatSkipped,
)
from game.fits.logic.grid import Board, Landing, drop_row, landing
from game.fits.logic.pieces import orientations, shape_width
from game.fits.logic.scoring import complete_rows, score_board

__all__ = [
    "BUILD",
    "MAX_SEATS",
    "OVER",
    "START",
    "Action",
    "Board",
    "FitsMatch",
    "Landing",
    "Options",
    "Place",
    "SetAside",
    "drop_row",
    "landing",
    "new_match",
]

MAX_SEATS = 4
# The short game (a house rule for an evening): the big box plays boards 1 and 2, the
# compact edition game 1 alone (about 1.7 minutes for four newcomers, measured with
# ``python -m game.bench --evening``, against 3.3 for both games).
SHORT_ROUNDS = {FOUR_BOARDS: 2, COMPACT: 1}
MAX_SCORE = 1000  # far beyond any real round's score, either way

START = "start"  # every seat places its own start piece
BUILD = "build"  # all seats place the turned build card
OVER = "over"


@dataclass(frozen=True)
class Options:
    edition: str = FOUR_BOARDS  # "four_boards" | "compact"
    short: bool = False  # the house rule's short game: the first rounds only (SHORT_ROUNDS)

    def __post_init__(self) -> None:
        if self.edition not in EDITIONS:
            raise ValueError(f"unknown Fits edition {self.edition!r}")

    @property
    def board_numbers(self) -> tuple[int, ...]:
        """The boards (big box) or games (compact) played, one a round, in order."""
        numbers = edition_spec(self.edition).board_numbers
        return numbers[: SHORT_ROUNDS[self.edition]] if self.short else numbers

    def to_dict(self) -> dict:
        return {"edition": self.edition, "short": self.short}

    @classmethod
    def from_dict(cls, data: dict) -> Options:
        """Options as a setup or a save holds them (a save from before the short game plays
        the full one); an edition that is no name, or a short flag that is no true or false,
        is refused (``SaveFormatError``), an unknown edition raises ``ValueError``."""
        edition, short = data.get("edition", FOUR_BOARDS), data.get("short", False)
        need(isinstance(edition, str), "the edition is not named")
        return cls(edition=edition, short=flag(short, "short"))


@dataclass(frozen=True)
class Place:
    """Drop the seat's current piece in ``orientation`` (index into ``orientations``) with its
    leftmost cells in ``column`` (1-based)."""

    seat: int
    orientation: int
    column: int


@dataclass(frozen=True)
class SetAside:
    """Leave the current build card's piece out for the rest of the round."""

    seat: int


Action = Place | SetAside


class FitsMatch:
    """The whole match state. Build it with ``new_match`` or ``saved.match_from_dict``."""

    def __init__(self, seats: list[Seat], options: Options, rng: random.Random) -> None:
        if not 1 <= len(seats) <= MAX_SEATS:
            raise ValueError(f"Fits needs 1 to {MAX_SEATS} seats, not {len(seats)}")
        self.seats = list(seats)
        self.options = options
        self.rng = rng
        self.round_index = 0
        self.phase = START
        self.start_cards: list[str] = []
        self.deck: list[str] = []  # this round's build cards in the order they will turn
        self.cards_turned = 0
        self.acted: list[bool] = [False] * len(seats)  # done with the current card
        self.set_aside: list[list[str]] = [[] for _ in seats]
        self.boards: list[Board] = []
        self.finished_boards: list[Board] = []  # the last scored round's boards
        self.round_scores: list[list[int]] = [[] for _ in seats]

    # -- reading -------------------------------------------------------------------------
    @property
    def seat_count(self) -> int:
        return len(self.seats)

    @property
    def spec(self) -> Edition:
        return edition_spec(self.options.edition)

    @property
    def board_number(self) -> int:
        """Board 1-4 (big box) or game 1-2 (compact) of the current round."""
        return self.options.board_numbers[self.round_index]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def current_piece(self) -> str | None:
        """The turned build card everybody places now; ``None`` during the start pieces."""
        return self.deck[self.cards_turned - 1] if self.phase == BUILD else None

    @property
    def cards_left(self) -> int:
        """Build cards still face down."""
        return len(self.deck) - self.cards_turned if self.phase != OVER else 0

    def skips(self, seat: int) -> bool:
        """The turned card shows this seat's start piece: it sits this card out."""
        return self.phase == BUILD and self.start_cards[seat] == self.current_piece

    def waiting_for(self, seat: int) -> bool:
        return self.phase != OVER and not self.acted[seat]

    def piece_for(self, seat: int) -> str | None:
        """The piece this seat must place or set aside now, or ``None`` if it is not its turn."""
        if not self.waiting_for(seat):
            return None
        return self.start_cards[seat] if self.phase == START else self.current_piece

    def pieces_to_come(self, seat: int) -> tuple[str, ...]:
        """Pieces this seat will still be dealt this round after the current one, in the
        edition's fixed order: which cards remain is known, their order is not."""
        if self.phase == OVER:
            return ()
        still_down = set(self.deck[self.cards_turned :])
        return tuple(
            piece
            for piece in self.spec.pieces
            if piece in still_down and piece != self.start_cards[seat]
        )

    @property
    def totals(self) -> list[int]:
        return [sum(scores) for scores in self.round_scores]

    def winners(self) -> list[int]:
        """Seats with the best total; ties share the win."""
        return best_totals(self.totals)

    @property
    def titled(self) -> bool:
        """A solo game earns a title and a place among the high scores: a full one only (a
        short game's total is not measured against whole games)."""
        return len(self.seats) == 1 and not self.options.short

    def solo_title(self, seat: int = 0) -> str:
        """The RULES.md solo title for this seat's total so far."""
        return solo_title_for(self.totals[seat], self.options.edition)

    @staticmethod
    def special_cells(board_number: int, edition: str = FOUR_BOARDS) -> tuple[SpecialCell, ...]:
        return board_special_cells(board_number, edition)

    @property
    def current_special_cells(self) -> tuple[SpecialCell, ...]:
        return board_special_cells(self.board_number, self.options.edition)

    def holes(self, seat: int) -> list[tuple[int, int]]:
        return self.boards[seat].holes()

    def legal_actions(self, seat: int) -> list[Action]:
        piece = self.piece_for(seat)
        if piece is None:
            return []
        board = self.boards[seat]
        actions: list[Action] = []
        for index, cells in enumerate(orientations(piece)):
            for column in range(1, board.width - shape_width(cells) + 2):
                # Every column inside the sides is legal unless the piece would land wholly
                # above the grid.
                if board.drop_row(cells, column) <= board.height:
                    actions.append(Place(seat, index, column))
        if self.phase == BUILD:
            actions.append(SetAside(seat))
        return actions

    # -- acting --------------------------------------------------------------------------
    def _check(self, action: Action) -> str:
        if not isinstance(action, (Place, SetAside)):
            raise IllegalAction(f"not a Fits action: {action!r}")
        if not 0 <= action.seat < len(self.seats):
            raise IllegalAction(f"there is no seat {action.seat}")
        if self.phase == OVER:
            raise IllegalAction("the match is over")
        piece = self.piece_for(action.seat)
        if piece is None:
            # A seat sits out the card showing its own start piece: it counts as having
            # acted on it from the moment it is turned (see ``_turn_card``).
            done = "sits out its own start piece" if self.skips(action.seat) else "already acted"
            raise IllegalAction(f"seat {action.seat} {done} on this card")
        if isinstance(action, SetAside):
            if self.phase == START:
                raise IllegalAction("the start piece must be placed")
        else:
            shapes = orientations(piece)
            if not 0 <= action.orientation < len(shapes):
                raise IllegalAction(f"{piece} has no orientation {action.orientation}")
            self.boards[action.seat].landing(shapes[action.orientation], action.column)
        return piece

    def apply(self, action: Action) -> list[Event]:
        piece = self._check(action)
        seat = action.seat
        events: list[Event] = []
        if isinstance(action, SetAside):
            self.set_aside[seat].append(piece)
            events.append(PieceSetAside(seat, piece))
        else:
            board = self.boards[seat]
            edition, number = self.options.edition, self.board_number
            rows_before = complete_rows(board, edition, number)
            cells = orientations(piece)[action.orientation]
            row = board.drop_row(cells, action.column)
            placement = board.place(piece, action.orientation, action.column)
            placement_id = len(board.placements) - 1
            events.append(
                PiecePlaced(
                    seat,
                    piece,
                    action.orientation,
                    action.column,
                    row,
                    placement.cells,
                    placement.lost_above,
                    placement_id,
                )
            )
            if rows_score(edition, number):
                new_rows = complete_rows(board, edition, number) - rows_before
                if new_rows:
                    events.append(RowsCompleted(seat, tuple(sorted(new_rows))))
        self.acted[seat] = True
        if all(self.acted):
            events += self._advance()
        return events

    def _advance(self) -> list[Event]:
        events: list[Event] = []
        self.phase = BUILD
        while self.cards_turned < len(self.deck):
            self.cards_turned += 1
            piece = self.deck[self.cards_turned - 1]
            events.append(CardTurned(piece, self.cards_left))
            self.acted = [card == piece for card in self.start_cards]
            events += [SeatSkipped(s, piece) for s, skip in enumerate(self.acted) if skip]
            if not all(self.acted):
                return events
        return events + self._end_round()

    def _end_round(self) -> list[Event]:
        edition, number = self.options.edition, self.board_number
        scores = tuple(
            score_board(board, edition, number, seat) for seat, board in enumerate(self.boards)
        )
        for seat, score in enumerate(scores):
            self.round_scores[seat].append(score.total)
        self.finished_boards = self.boards
        events: list[Event] = [RoundScored(self.round_index, number, scores)]
        if self.round_index + 1 < len(self.options.board_numbers):
            self.round_index += 1
            events.append(self._start_round())
        else:
            self.phase = OVER
            self.acted = [True] * len(self.seats)
            totals = self.totals
            events.append(GameOver(tuple(totals), tuple(best_totals(totals))))
        return events

    def _start_round(self) -> RoundStarted:
        spec = self.spec
        self.start_cards = self.rng.sample(list(spec.start_pieces), len(self.seats))
        self.deck = self.rng.sample(list(spec.pieces), len(spec.pieces))
        self.cards_turned = 0
        self.phase = START
        self.acted = [False] * len(self.seats)
        self.set_aside = [[] for _ in self.seats]
        self.boards = [Board(spec.width, spec.height) for _ in self.seats]
        return RoundStarted(self.round_index, self.board_number, tuple(self.start_cards))

    # -- saving --------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "seats": [seat.to_dict() for seat in self.seats],
            "options": self.options.to_dict(),
            "rng": rng_to_dict(self.rng),
            "round_index": self.round_index,
            "phase": self.phase,
            "start_cards": list(self.start_cards),
            "deck": list(self.deck),
            "cards_turned": self.cards_turned,
            "acted": list(self.acted),
            "set_aside": [list(pieces) for pieces in self.set_aside],
            "boards": [board.to_dict() for board in self.boards],
            "finished_boards": [board.to_dict() for board in self.finished_boards],
            "round_scores": [list(scores) for scores in self.round_scores],
        }


def new_match(seats: list[Seat], options: Options, seed: int | random.Random) -> FitsMatch:
    """A match at the start of round 1: start cards dealt, build deck shuffled."""
    match = FitsMatch(seats, options, make_rng(seed))
    match._start_round()
    return match
