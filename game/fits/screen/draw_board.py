"""Drawing one board: cached background and piece layers, then the live bits on top.

The background (frame, cells, printed specials) changes once per round and the piece layer
once per landing; each frame only blits them and draws the few moving cells: the waiting
piece, its ghost, a fall, flashes and scoring highlights.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.core.errors import IllegalAction
from game.engine import motion
from game.engine import palette as pal
from game.engine.text import Text
from game.fits.logic.boards import special_cells
from game.fits.logic.grid import Board, Placement, landing
from game.fits.logic.pieces import orientations
from game.fits.screen.layout import BoardLayout
from game.fits.screen.look import BOARD_FILL, LOST, draw_special, empty_tile, piece_tile
from game.fits.screen.seat_view import SeatView, falling_row
from game.fits.screen.tuning import (
    NUDGE_FRAMES,
    NUDGE_PIXELS,
    SHAKE_FRAMES,
    SHAKE_PIXELS,
    SLIDE_FRAMES,
)

KEY = (255, 0, 255)  # colour key of the piece layer
HOVER_FILL = (31, 27, 48)


def stuck_out(placement: Placement, height: int) -> list[tuple[int, int]]:
    """The cells of a placed piece that landed above the grid (lost, but still blocking).

    The lowest shape cell is always inside the grid when any is, and ``Placement.cells``
    keeps the shape's order, so the first inside cell fixes where the whole shape rests.
    """
    if not placement.lost_above:
        return []
    shape = orientations(placement.piece)[placement.orientation]
    base = placement.cells[0][1] - shape[0][1]
    cells = [(placement.column + dx, base + dy) for dx, dy in shape]
    return [cell for cell in cells if cell[1] > height]


@cache
def ghost_tile(size: int, colour: tuple[int, int, int], lost: bool) -> pygame.Surface:
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    edge = LOST if lost else colour
    tile.fill((*edge, 70))
    pygame.draw.rect(tile, (*edge, 255), (0, 0, size, size), 1)
    if lost:  # an X: these cells would count for nothing
        pygame.draw.line(tile, (*LOST, 255), (2, 2), (size - 3, size - 3))
        pygame.draw.line(tile, (*LOST, 255), (size - 3, 2), (2, size - 3))
    return tile


@cache
def lost_tile(piece: str, size: int, symbols: bool) -> pygame.Surface:
    tile = piece_tile(piece, size, symbols).copy()
    veil = pygame.Surface((size, size), pygame.SRCALPHA)
    veil.fill((*pal.INK, 150))
    tile.blit(veil, (0, 0))
    pygame.draw.line(tile, LOST, (2, 2), (size - 3, size - 3))
    pygame.draw.line(tile, LOST, (size - 3, 2), (2, size - 3))
    return tile


@cache
def column_band(size: int, height: int) -> pygame.Surface:
    band = pygame.Surface((size, height))  # surface alpha blends faster than per-pixel alpha
    band.fill((255, 255, 255))
    band.set_alpha(22)
    return band


class BoardArt:
    """The cached layers of one seat's board."""

    def __init__(self, lay: BoardLayout, text: Text) -> None:
        self.lay = lay
        self.text = text
        grid, hover = lay.grid, lay.hover
        self.area = pygame.Rect(
            grid.left - 2, hover.top, grid.width + 4, grid.bottom + 2 - hover.top
        )
        self._bg_key: tuple | None = None
        self._bg: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._layer: pygame.Surface | None = None
        self._layer_board: Board | None = None

    def local(self, col: int, row: float) -> tuple[int, int]:
        """Top-left of a cell inside the cached surfaces."""
        lay = self.lay
        return (2 + (col - 1) * lay.cell, round(lay.grid.bottom - row * lay.cell - self.area.top))

    def background(self, edition: str, board_number: int, seat: int) -> pygame.Surface:
        key = (edition, board_number, seat)
        if key != self._bg_key or self._bg is None:
            self._bg, self._bg_key = self._draw_background(edition, board_number, seat), key
        return self._bg

    def _draw_background(self, edition: str, board_number: int, seat: int) -> pygame.Surface:
        lay = self.lay
        surface = pygame.Surface(self.area.size)
        surface.fill(HOVER_FILL)
        frame = pygame.Rect(0, lay.hover.height - 2, self.area.width, self.area.height)
        frame.height -= lay.hover.height - 2
        surface.fill(pal.darker(pal.seat_colour(seat), 0.3), frame)
        surface.fill(BOARD_FILL, frame.inflate(-4, -4).move(0, 0))
        rows = lay.grid.height // lay.cell
        cols = lay.grid.width // lay.cell
        tile = empty_tile(lay.cell)
        for row in range(1, rows + 1):
            for col in range(1, cols + 1):
                surface.blit(tile, self.local(col, row))
        for special in special_cells(board_number, edition):
            x, y = self.local(special.col, special.row)
            draw_special(surface, self.text, special, (x, y, lay.cell, lay.cell))
        # dashes marking the top edge: above it cells count for nothing
        for x in range(2, self.area.width - 2, 4):
            surface.fill(pal.SLATE, (x, lay.hover.height - 1, 2, 1))
        return surface

    def layer(self, board: Board, hidden: int | None, symbols: bool) -> pygame.Surface:
        key = (len(board.placements), hidden, symbols)
        # Compare the board by identity: a new round brings a new Board object.
        if board is not self._layer_board or key != self._layer_key or self._layer is None:
            self._layer, self._layer_key = self._draw_layer(board, hidden, symbols), key
            self._layer_board = board
        return self._layer

    def _draw_layer(self, board: Board, hidden: int | None, symbols: bool) -> pygame.Surface:
        size = self.lay.cell
        surface = pygame.Surface(self.area.size)
        surface.fill(KEY)
        surface.set_colorkey(KEY, pygame.RLEACCEL)  # RLE: fast blits of a mostly empty layer
        owner: dict[tuple[int, int], int] = {}
        for pid, placement in enumerate(board.placements):
            if pid == hidden:
                continue
            for cell in placement.cells:
                owner[cell] = pid
                surface.blit(piece_tile(placement.piece, size, symbols), self.local(*cell))
            for cell in stuck_out(placement, board.height):
                if cell[1] <= board.height + self.lay.hover.height // size:
                    surface.blit(lost_tile(placement.piece, size, symbols), self.local(*cell))
        # Ink lines where two placements meet, so pieces of one colour stay apart.
        for (col, row), pid in owner.items():
            x, y = self.local(col, row)
            if owner.get((col + 1, row), pid) != pid:
                surface.fill(pal.INK, (x + size - 1, y, 1, size))
            if owner.get((col, row - 1), pid) != pid:
                surface.fill(pal.INK, (x, y + size - 1, size, 1))
        return surface


def shake_offset(view: SeatView, frame: int) -> tuple[int, int]:
    return motion.wobble(SHAKE_PIXELS * view.shake / SHAKE_FRAMES, frame)


def nudge_offset(view: SeatView) -> int:
    """The waiting piece's sideways bump after a press that did nothing (none when calm)."""
    return motion.wobble(NUDGE_PIXELS * view.nudge / NUDGE_FRAMES, view.nudge)[0]


def draw_piece(canvas, art: BoardArt, origin, piece, orientation, column, row: float, symbols):
    shape = orientations(piece)[orientation]
    tile = piece_tile(piece, art.lay.cell, symbols)
    for dx, dy in shape:
        x, y = art.local(column + dx, row + dy)
        canvas.blit(tile, (origin[0] + x, origin[1] + y))


def draw_board(
    canvas: pygame.Surface,
    art: BoardArt,
    view: SeatView,
    edition: str,
    board_number: int,
    symbols: bool,
    frame: int,
) -> tuple[int, int]:
    """The board with its piece, ghost and effects; returns the shake offset used."""
    dx, dy = shake_offset(view, frame)
    origin = (art.area.left + dx, art.area.top + dy)
    lay, size = art.lay, art.lay.cell
    canvas.blit(art.background(edition, board_number, view.seat), origin)
    piece = view.piece
    if piece is not None and view.fall is None:
        band = column_band(size, lay.grid.height)
        for dx_col, _ in {(x, 0) for x, _ in orientations(piece)[view.orientation]}:
            x, y = art.local(view.column + dx_col, view.board.height)
            canvas.blit(band, (origin[0] + x, origin[1] + y))
    hidden = view.fall.placement_id if view.fall else None
    canvas.blit(art.layer(view.board, hidden, symbols), origin)
    if view.fall is not None:
        fall = view.fall
        row = falling_row(fall)
        draw_piece(canvas, art, origin, fall.piece, fall.orientation, fall.column, row, symbols)
    elif piece is not None:
        _draw_waiting(canvas, art, view, origin, symbols)
    if view.slide is not None:
        _draw_slide(canvas, art, view, origin, symbols)
    if view.holes_left and motion.blink(view.holes_left, 12, 6):
        for cell in view.holes:
            x, y = art.local(*cell)
            pygame.draw.rect(canvas, pal.RED, (origin[0] + x, origin[1] + y, size, size), 2)
    if view.rows_left:
        glow = pygame.Surface((lay.grid.width, size), pygame.SRCALPHA)
        glow.fill((255, 255, 255, int(200 * view.rows_left / 40)))
        for row in view.rows:
            x, y = art.local(1, row)
            canvas.blit(glow, (origin[0] + x, origin[1] + y))
    return dx, dy


def _draw_advice(canvas, art: BoardArt, view: SeatView, origin) -> None:
    """The coach's drop: the cells it fills, outlined in gold (brighter once the player's
    own ghost lies exactly there)."""
    if view.coach is None or view.piece is None:
        return
    orientation, column = view.coach
    try:
        advised = landing(view.board, view.piece, orientation, column)
    except IllegalAction:
        return
    size = art.lay.cell
    on_it = (orientation, column) == (view.orientation, view.column)
    colour = pal.YELLOW if on_it else pal.GOLD
    for cell in advised.cells:
        if cell[1] <= view.board.height:
            x, y = art.local(*cell)
            pygame.draw.rect(canvas, colour, (origin[0] + x, origin[1] + y, size, size), 1)


def _draw_waiting(canvas, art: BoardArt, view: SeatView, origin, symbols: bool) -> None:
    """The piece waiting above the grid and its ghost where it will land. When the ghost
    reaches up into the waiting zone the piece waits above it, or, with no room left, is
    drawn resting on its landing place with the cells that would be lost crossed out."""
    piece = view.piece
    assert piece is not None
    shape = orientations(piece)[view.orientation]
    height, size = view.board.height, art.lay.cell
    landing = view.ghost()
    row = view.waiting_row(landing)
    if row is not None or landing is None:
        row = height + 1 if row is None else row
        bumped = (origin[0] + nudge_offset(view), origin[1])
        draw_piece(canvas, art, bumped, piece, view.orientation, view.column, row, symbols)
        if landing is not None:
            colour = pal.lighter(pal.seat_colour(view.seat), 0.3)
            for ddx, ddy in shape:
                cell = (view.column + ddx, landing.row + ddy)
                x, y = art.local(*cell)
                tile = ghost_tile(size, colour, cell[1] > height)
                canvas.blit(tile, (origin[0] + x, origin[1] + y))
        _draw_advice(canvas, art, view, origin)
    else:
        for ddx, ddy in shape:
            cell = (view.column + ddx, landing.row + ddy)
            x, y = art.local(*cell)
            tile = lost_tile(piece, size, symbols) if cell[1] > height else None
            canvas.blit(tile or piece_tile(piece, size, symbols), (origin[0] + x, origin[1] + y))
            pygame.draw.rect(canvas, pal.SNOW, (origin[0] + x, origin[1] + y, size, size), 1)
    # the cursor: little arrows under the grid at the piece's columns (red while a press
    # that did nothing is answered: the sign that stays with calm motion)
    bottom = origin[1] + art.area.height
    cursor = pal.RED if view.nudge else pal.seat_colour(view.seat)
    for ddx in {dx for dx, _ in shape}:
        x = origin[0] + art.local(view.column + ddx, 1)[0] + size // 2
        pygame.draw.polygon(
            canvas,
            cursor,
            [(x, bottom - 3), (x - 3, bottom + 1), (x + 3, bottom + 1)],
        )


def _draw_slide(canvas, art: BoardArt, view: SeatView, origin, symbols: bool) -> None:
    """A set-aside piece glides down and right into the tray, within its own panel."""
    slide = view.slide
    assert slide is not None
    t = slide.t / SLIDE_FRAMES
    row = view.board.height + 1 - t * 3
    shift = round(t * t * art.lay.grid.width)
    shape = orientations(slide.piece)[slide.orientation]
    tile = piece_tile(slide.piece, art.lay.cell, symbols)
    clip = canvas.get_clip()
    canvas.set_clip(art.lay.panel.inflate(-2, -2))
    for dx, dy in shape:
        x, y = art.local(slide.column + dx, row + dy)
        canvas.blit(tile, (origin[0] + x + shift, origin[1] + y))
    canvas.set_clip(clip)
