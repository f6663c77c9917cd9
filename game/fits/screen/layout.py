"""Where everything sits on the 640×360 canvas for 1–4 boards.

Cell sizes are planned per seat count: one board is big and centred with the card beside it,
two boards flank a centre panel with the card, three or four share the width under a strip
with the card. Every board has a hover zone above the grid where the piece waits, the grid,
and a side column headed by the seat's name and score (then the ready marker, orientation
and set-aside pieces). All text stays inside ``SAFE`` (the inner 90 %, for TVs that crop their
edges), and everything ends above the footer band, where the prompts are.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache

import pygame

from game.engine.widgets import FOOTER_TOP
from game.fits.logic.boards import edition_spec
from game.fits.logic.pieces import orientations, shape_height, shape_width

SAFE = pygame.Rect(32, 18, 576, 324)
# Grids end here: below them the cursor arrows (3 px) and the panel's edge (4 px) still stay
# above the footer band.
BOTTOM = FOOTER_TOP - 6
TOP = 6  # one or two boards: the hover zone may start above the safe area (it holds no text)
HEADER_H = 16
STRIP_H = 32  # the card strip's text: board name, round, card, pile, rule (3–4 boards)
STRIP_PANEL = pygame.Rect(SAFE.left - 6, 10, SAFE.width + 12, 44)  # its panel, y 10..54
MAX_CELL = {1: 20, 2: 20, 3: 17, 4: 16}
SIDE_W = {1: 176, 2: 74, 3: 70, 4: 40}
GAP = 4  # between a grid's frame and its side column
PANEL_MARGIN = 4  # a board's panel reaches this far around its grid and side column


@dataclass(frozen=True)
class BoardLayout:
    seat: int
    cell: int
    header: pygame.Rect  # the seat's badge and name, heading the side column
    hover: pygame.Rect  # above the grid: the waiting piece and cells sticking out
    grid: pygame.Rect
    side: pygame.Rect  # score, ready marker, orientation dots, set-aside pieces

    def cell_rect(self, col: int, row: int) -> pygame.Rect:
        """Screen rect of board cell (col, row); rows above the grid reach into the hover."""
        size = self.cell
        return pygame.Rect(
            self.grid.left + (col - 1) * size, self.grid.bottom - row * size, size, size
        )

    def row_y(self, row: float) -> float:
        """Screen y of the top edge of (possibly fractional) board row ``row``."""
        return self.grid.bottom - row * self.cell

    @property
    def panel(self) -> pygame.Rect:
        """The board's panel on the table: grid, hover and side column with a margin."""
        area = self.header.union(self.grid).union(self.side).union(self.hover)
        return area.inflate(2 * PANEL_MARGIN, 2 * PANEL_MARGIN)


@dataclass(frozen=True)
class Layout:
    seats: int
    boards: tuple[BoardLayout, ...]
    card: pygame.Rect  # the shared card being played, with the pile of cards left
    info: pygame.Rect  # board name, round and the board's scoring
    strip: bool  # the card sits in a strip across the top (3–4 boards)
    top: int = TOP  # where one or two boards may start (``plan``'s ``top``)
    bottom: int = BOTTOM  # where their grids end at the lowest (``plan``'s ``bottom``)


def hover_rows(edition: str) -> int:
    """Rows the tallest orientation of any piece needs above the grid."""
    return max(
        max(shape_height(orientations(piece)[0]), shape_width(orientations(piece)[0]))
        for piece in edition_spec(edition).pieces
    )


@cache
def plan(seats: int, edition: str, top: int = TOP, bottom: int = BOTTOM) -> Layout:
    """The layout for ``seats`` boards. One or two boards fill the height from ``top`` to
    ``bottom``; a higher bottom (a lesson, whose instructions sit below the board) makes them
    smaller."""
    spec = edition_spec(edition)
    hover = hover_rows(edition)
    if seats <= 2:
        return _wide(seats, spec.width, spec.height, hover, top, bottom)
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
) -> BoardLayout:
    hover_rect = pygame.Rect(grid_left, hover_top, cols * cell, hover * cell)
    grid = pygame.Rect(grid_left, hover_rect.bottom, cols * cell, rows * cell)
    header = pygame.Rect(side_left, max(hover_top, SAFE.top), side_w, HEADER_H)
    side_top = header.bottom + 2
    side = pygame.Rect(side_left, side_top, side_w, grid.bottom - side_top)
    return BoardLayout(seat, cell, header, hover_rect, grid, side)


def _wide(
    seats: int, cols: int, rows: int, hover: int, area_top: int = TOP, bottom: int = BOTTOM
) -> Layout:
    cell = min(MAX_CELL[seats], (bottom - area_top) // (rows + hover))
    top = area_top + (bottom - area_top - cell * (rows + hover)) // 2  # centred in the height
    grid_w = cols * cell
    side_w = SIDE_W[seats]
    if seats == 1:
        left = 320 - grid_w // 2
        board = _board(0, cell, left, top, cols, rows, hover, left + grid_w + GAP + 3, side_w)
        card = pygame.Rect(left - 14 - 150, SAFE.top, 150, 112)
        info = pygame.Rect(card.left, card.bottom + 8, 150, 150)
        return Layout(1, (board,), card, info, False, area_top, bottom)
    first_grid = SAFE.left + side_w + GAP + 2
    first = _board(0, cell, first_grid, top, cols, rows, hover, SAFE.left, side_w)
    second_grid = SAFE.right - side_w - GAP - 2 - grid_w
    second = _board(
        1, cell, second_grid, top, cols, rows, hover, second_grid + grid_w + GAP + 2, side_w
    )
    middle_left = first.grid.right + 12
    middle_w = second.grid.left - 12 - middle_left
    card = pygame.Rect(middle_left, SAFE.top, middle_w, 112)
    info = pygame.Rect(middle_left, card.bottom + 8, middle_w, 150)
    return Layout(2, (first, second), card, info, False, area_top, bottom)


def _strip(seats: int, cols: int, rows: int, hover: int) -> Layout:
    side_w = SIDE_W[seats]
    between = 2 * PANEL_MARGIN + 2  # from one board's side column to the next board's grid
    hover_top = STRIP_PANEL.bottom + 2 + PANEL_MARGIN
    by_height = (BOTTOM - hover_top) // (rows + hover)
    by_width = ((SAFE.width - (seats - 1) * between) // seats - 2 - GAP - side_w) // cols
    cell = min(MAX_CELL[seats], by_height, by_width)
    hover_top += (BOTTOM - hover_top - cell * (rows + hover)) // 2  # centre a short board
    span = cols * cell + 2 + GAP + side_w  # a grid's left edge to its side column's right
    left = SAFE.centerx - (seats * span + (seats - 1) * between) // 2
    boards = []
    for seat in range(seats):
        side_left = left + cols * cell + 2 + GAP
        board = _board(seat, cell, left, hover_top, cols, rows, hover, side_left, side_w)
        # A narrow side column cuts a name ("Clar"): the name heads the whole board, over
        # the hover zone's top row (a waiting piece sits low in it, and is drawn over it).
        header = pygame.Rect(left, board.header.top, span, HEADER_H)
        boards.append(dataclasses.replace(board, header=header))
        left += span + between
    card = pygame.Rect(SAFE.left + 162, SAFE.top, 64, STRIP_H)
    info = pygame.Rect(SAFE.left, SAFE.top, SAFE.width, STRIP_H)
    return Layout(seats, tuple(boards), card, info, True)
