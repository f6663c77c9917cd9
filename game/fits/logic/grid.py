"""One player's board: which placement covers each cell, and how a dropped piece lands.

Coordinates are ``(column, row)`` with column 1 at the left and row 1 at the **bottom**, as in
RULES.md; the screen draws row 1 lowest.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.errors import IllegalAction
from game.core.savefile import SaveFormatError, items, need, table, whole
from game.fits.logic.pieces import PIECES, Cells, orientations, shape_width

MAX_SIDE = 64  # a board side longer than this was not written by the game


@dataclass(frozen=True)
class Placement:
    """One piece put on a board. ``cells`` are the ones inside the grid."""

    piece: str
    orientation: int
    column: int
    cells: tuple[tuple[int, int], ...]
    lost_above: int

    def to_dict(self) -> dict:
        return {
            "piece": self.piece,
            "orientation": self.orientation,
            "column": self.column,
            "cells": [list(cell) for cell in self.cells],
            "lost_above": self.lost_above,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Placement:
        table(data, "a placement")
        cells = []
        for cell in items(data["cells"], "a placement's cells"):
            col, row = items(cell, "a cell", 2)
            cells.append((whole(col, "a cell's column"), whole(row, "a cell's row")))
        piece = data["piece"]
        need(isinstance(piece, str), "a placed piece is not named")
        return cls(
            piece,
            whole(data["orientation"], "an orientation", 0),
            whole(data["column"], "a column"),
            tuple(cells),
            whole(data["lost_above"], "cells lost above", 0),
        )


@dataclass(frozen=True)
class Landing:
    """Where a piece comes to rest: ``row`` of its lowest line, cells in and above the grid."""

    row: int
    cells: tuple[tuple[int, int], ...]
    lost_above: int


class Board:
    """A grid of placement ids (``None`` = uncovered) plus the placements themselves.

    ``column_tops[c - 1]`` is the highest row any piece reaches in column ``c``, counting cells
    that stick out above the grid: such a piece still blocks its columns, so nothing can ever be
    pushed under it, even though its outside cells are not stored and score nothing.
    """

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.grid: list[list[int | None]] = [[None] * width for _ in range(height)]
        self.placements: list[Placement] = []
        self.column_tops: list[int] = [0] * width
        self.lost_above = 0

    # -- reading -------------------------------------------------------------------------
    def placement_id(self, col: int, row: int) -> int | None:
        """Index into ``placements`` of the piece covering the cell, or ``None``."""
        return self.grid[row - 1][col - 1]

    def piece_at(self, col: int, row: int) -> str | None:
        placement = self.grid[row - 1][col - 1]
        return None if placement is None else self.placements[placement].piece

    def is_covered(self, col: int, row: int) -> bool:
        return self.grid[row - 1][col - 1] is not None

    def covered_cells(self) -> list[tuple[int, int]]:
        return [
            (col + 1, row + 1)
            for row, line in enumerate(self.grid)
            for col, placement in enumerate(line)
            if placement is not None
        ]

    def holes(self) -> list[tuple[int, int]]:
        """Uncovered cells with a covered cell somewhere above them in the same column."""
        return [
            (col, row)
            for col in range(1, self.width + 1)
            for row in range(1, min(self.column_tops[col - 1], self.height + 1))
            if self.grid[row - 1][col - 1] is None
        ]

    # -- dropping ------------------------------------------------------------------------
    def drop_row(self, cells: Cells, column: int) -> int:
        """Row where the lowest line of ``cells`` (normalised offsets) rests, left edge at
        ``column``. The piece falls straight down until it touches the bottom or a piece."""
        width = shape_width(cells)
        if column < 1 or column + width - 1 > self.width:
            raise IllegalAction(f"a piece {width} wide at column {column} sticks out at a side")
        lowest_in_column: dict[int, int] = {}
        for dx, dy in cells:
            lowest_in_column[dx] = min(dy, lowest_in_column.get(dx, dy))
        base = max(self.column_tops[column - 1 + dx] - dy for dx, dy in lowest_in_column.items())
        return base + 1

    def landing(self, cells: Cells, column: int) -> Landing:
        """Where ``cells`` come to rest; illegal if nothing of the piece would be on the grid."""
        row = self.drop_row(cells, column)
        inside, lost = [], 0
        for dx, dy in cells:
            cell = (column + dx, row + dy)
            if cell[1] <= self.height:
                inside.append(cell)
            else:
                lost += 1
        if not inside:
            raise IllegalAction("the piece would land completely above the board")
        return Landing(row, tuple(inside), lost)

    def place(self, piece: str, orientation: int, column: int) -> Placement:
        shapes = orientations(piece)
        if not 0 <= orientation < len(shapes):
            raise IllegalAction(f"{piece} has no orientation {orientation}")
        cells = shapes[orientation]
        landing = self.landing(cells, column)
        placement = Placement(piece, orientation, column, landing.cells, landing.lost_above)
        placement_id = len(self.placements)
        self.placements.append(placement)
        for col, row in landing.cells:
            self.grid[row - 1][col - 1] = placement_id
        for dx, dy in cells:
            top = landing.row + dy
            self.column_tops[column - 1 + dx] = max(self.column_tops[column - 1 + dx], top)
        self.lost_above += landing.lost_above
        return placement

    # -- copying and saving --------------------------------------------------------------
    def copy(self) -> Board:
        other = Board(self.width, self.height)
        other.grid = [line[:] for line in self.grid]
        other.placements = list(self.placements)
        other.column_tops = self.column_tops[:]
        other.lost_above = self.lost_above
        return other

    def to_dict(self) -> dict:
        return {
            "width": self.width,
            "height": self.height,
            "placements": [placement.to_dict() for placement in self.placements],
            "column_tops": list(self.column_tops),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Board:
        """The board as saved, checked by dropping its pieces again in their order: each must
        land exactly where the save says (cells, lost cells and column tops)."""
        table(data, "a board")
        width = whole(data["width"], "a board's width", 1, MAX_SIDE)
        board = cls(width, whole(data["height"], "a board's height", 1, MAX_SIDE))
        for raw in items(data["placements"], "a board's placements"):
            saved = Placement.from_dict(raw)
            need(saved.piece in PIECES, f"no piece {saved.piece!r:.20}")
            try:
                placed = board.place(saved.piece, saved.orientation, saved.column)
            except IllegalAction as err:
                raise SaveFormatError(f"a placement that cannot be: {err}") from None
            need(placed == saved, f"{saved.piece} is not where the board says")
        tops = items(data["column_tops"], "the column tops", width)
        need(tops == board.column_tops, "the column tops do not match the pieces")
        return board

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable


def drop_row(board: Board, cells: Cells, column: int) -> int:
    """Row where a piece shaped ``cells`` with its left edge at ``column`` comes to rest."""
    return board.drop_row(cells, column)


def landing(board: Board, piece: str, orientation: int, column: int) -> Landing:
    """Where ``piece`` in ``orientation`` dropped at ``column`` comes to rest."""
    shapes = orientations(piece)
    if not 0 <= orientation < len(shapes):
        raise IllegalAction(f"{piece} has no orientation {orientation}")
    return board.landing(shapes[orientation], column)
