"""Where everything sits on the 640×360 canvas for 1–4 boards.

Cell sizes are planned per seat count: one board is big and centred with the card beside it,
two boards flank a centre panel with the card, three or four share the width under a strip
with the card. Every board has a header (name, score), a hover zone above the grid where the
piece waits, the grid, and a side column (ready marker, orientation, set-aside pieces).
All text stays inside ``SAFE`` (the inner 90 %, for TVs that crop their edges); with one or two
boards the header moves into the side column so the grid can use the full height.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from game.fits.logic.boards import edition_spec
from game.fits.logic.pieces import orientations, shape_height, shape_width

SAFE = pygame.Rect(32, 18, 576, 324)
BOTTOM = 332  # the prompt bar lives below this line
HEADER_H = 16
STRIP_H = 36
MAX_CELL = {1: 20, 2: 20, 3: 17, 4: 16}
SIDE_W = {1: 176, 2: 74, 3: 70, 4: 44}
GAP = 5  # between a grid and its side column


@dataclass(frozen=True)
class BoardLayout:
    seat: int
    cell: int
    header: pygame.Rect  # name and score
    hover: pygame.Rect  # above the grid: the waiting piece and cells sticking out
    grid: pygame.Rect
    side: pygame.Rect  # ready marker, orientation dots, set-aside pieces (below the header)

    def cell_rect(self, col: int, row: int) -> pygame.Rect:
        """Screen rect of board cell (col, row); rows above the grid reach into the hover."""
        size = self.cell
        return pygame.Rect(
            self.grid.left + (col - 1) * size, self.grid.bottom - row * size, size, size
        )

    def row_y(self, row: float) -> float:
        """Screen y of the top edge of (possibly fractional) board row ``row``."""
        return self.grid.bottom - row * self.cell


@dataclass(frozen=True)
class Layout:
    seats: int
    boards: tuple[BoardLayout, ...]
    card: pygame.Rect  # the shared card being played, with the pile of cards left
    info: pygame.Rect  # board name, round and the board's scoring
    strip: bool  # the card sits in a strip across the top (3–4 boards)


def hover_rows(edition: str) -> int:
    """Rows the tallest orientation of any piece needs above the grid."""
    return max(
        max(shape_height(orientations(piece)[0]), shape_width(orientations(piece)[0]))
        for piece in edition_spec(edition).pieces
    )


@cache
def plan(seats: int, edition: str) -> Layout:
    spec = edition_spec(edition)
    hover = hover_rows(edition)
    if seats <= 2:
        return _wide(seats, spec.width, spec.height, hover)
    return _strip(seats, spec.width, spec.height, hover)


def _board(
    seat: int,
    cell: int,
    grid_left: int,
    hover_top: int,
    cols: int,
    rows: int,
    hover: int,
    side_left: int,
    side_w: int,
    header: pygame.Rect | None,
) -> BoardLayout:
    hover_rect = pygame.Rect(grid_left, hover_top, cols * cell, hover * cell)
    grid = pygame.Rect(grid_left, hover_rect.bottom, cols * cell, rows * cell)
    side_top = max(hover_top, SAFE.top)
    if header is None:  # one or two boards: the header heads the side column
        header = pygame.Rect(side_left, side_top, side_w, HEADER_H)
        side_top = header.bottom + 4
    side = pygame.Rect(side_left, side_top, side_w, grid.bottom - side_top)
    return BoardLayout(seat, cell, header, hover_rect, grid, side)


def _wide(seats: int, cols: int, rows: int, hover: int) -> Layout:
    cell = min(MAX_CELL[seats], (BOTTOM - 6) // (rows + hover))
    top = 6 + (BOTTOM - 6 - cell * (rows + hover)) // 2  # centred in the height
    grid_w = cols * cell
    side_w = SIDE_W[seats]
    if seats == 1:
        left = 320 - grid_w // 2
        board = _board(0, cell, left, top, cols, rows, hover, left + grid_w + GAP + 3, side_w, None)
        card = pygame.Rect(left - 14 - 150, SAFE.top, 150, 112)
        info = pygame.Rect(card.left, card.bottom + 8, 150, 120)
        return Layout(1, (board,), card, info, False)
    first_grid = SAFE.left + side_w + GAP
    first = _board(0, cell, first_grid, top, cols, rows, hover, SAFE.left, side_w, None)
    second_grid = SAFE.right - side_w - GAP - grid_w
    second = _board(
        1, cell, second_grid, top, cols, rows, hover, second_grid + grid_w + GAP, side_w, None
    )
    middle_left = first.grid.right + 10
    middle_w = second.grid.left - 10 - middle_left
    card = pygame.Rect(middle_left, SAFE.top, middle_w, 112)
    info = pygame.Rect(middle_left, card.bottom + 8, middle_w, 120)
    return Layout(2, (first, second), card, info, False)


def _strip(seats: int, cols: int, rows: int, hover: int) -> Layout:
    column_w = SAFE.width // seats
    side_w = SIDE_W[seats]
    header_top = SAFE.top + STRIP_H + 2
    hover_top = header_top + HEADER_H
    by_height = (BOTTOM - hover_top) // (rows + hover)
    by_width = (column_w - side_w - GAP - 4) // cols
    cell = min(MAX_CELL[seats], by_height, by_width)
    slack = (BOTTOM - hover_top - cell * (rows + hover)) // 2  # centre a short board
    header_top, hover_top = header_top + slack, hover_top + slack
    boards = []
    for seat in range(seats):
        used = cols * cell + GAP + side_w
        left = SAFE.left + seat * column_w + (column_w - used) // 2
        header = pygame.Rect(left, header_top, used, HEADER_H)
        side_left = left + cols * cell + GAP
        boards.append(
            _board(seat, cell, left, hover_top, cols, rows, hover, side_left, side_w, header)
        )
    card = pygame.Rect(320 - 66, SAFE.top, 132, STRIP_H)
    info = pygame.Rect(SAFE.left, SAFE.top, SAFE.width, STRIP_H)
    return Layout(seats, tuple(boards), card, info, True)
