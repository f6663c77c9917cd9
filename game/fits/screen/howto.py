"""Illustrations for the four Fits how-to pages (each drawn inside a 230×230 rect)."""

from __future__ import annotations

from functools import cache

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.engine.tween import ease_in_quad
from game.fits.logic.boards import COMPACT, FOUR_BOARDS, SpecialCell, special_cells
from game.fits.logic.grid import Board, landing
from game.fits.logic.pieces import orientations
from game.fits.screen.look import draw_picture, draw_special, empty_tile, piece_tile

SYMBOL_DOT = {"bonus": pal.GOLD, "minus": pal.RED}


def _board(canvas, left: int, top: int, cell: int, cols: int, rows: int) -> pygame.Rect:
    rect = pygame.Rect(left, top, cols * cell, rows * cell)
    pygame.draw.rect(canvas, pal.SLATE, rect.inflate(4, 4))
    tile = empty_tile(cell)
    for row in range(rows):
        for col in range(cols):
            canvas.blit(tile, (left + col * cell, top + row * cell))
    return rect


def _cell(board: pygame.Rect, cell: int, col: int, row: int) -> tuple[int, int]:
    """Top-left of (col, row) with row 1 at the bottom."""
    return board.left + (col - 1) * cell, board.bottom - row * cell


def _piece(canvas, board, cell, piece, orientation, col, row, tile=None) -> None:
    tile = tile or piece_tile(piece, cell, False)
    for dx, dy in orientations(piece)[orientation]:
        canvas.blit(tile, _cell(board, cell, col + dx, row + dy))


def draw_howto(
    canvas: pygame.Surface, rect: pygame.Rect, page: int, frame: int, text: Text
) -> None:
    pages = (_placing, _four_boards, _compact, _house_rules)
    pages[max(0, min(3, page))](canvas, rect, frame, text)


def _placing(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    """A T piece moves, turns, shows where it will land, and drops."""
    cell = 16
    board = _board(canvas, rect.centerx - 3 * cell, rect.top + 14 + 5 * cell, cell, 6, 7)
    stack = _demo_stack()
    for placement in stack.placements:
        for col, row in placement.cells:
            canvas.blit(piece_tile(placement.piece, cell, False), _cell(board, cell, col, row))
    beat = frame % 240
    column = 1 + min(3, beat // 30)
    orientation = 0 if beat < 120 else 2
    rest = landing(stack, "T4", orientation, column).row
    if beat < 180:
        _piece(canvas, board, cell, "T4", orientation, column, 8)
        for dx, dy in orientations("T4")[orientation]:
            x, y = _cell(board, cell, column + dx, rest + dy)
            pygame.draw.rect(canvas, pal.YELLOW, (x, y, cell, cell), 1)
    else:
        fall = ease_in_quad(min(1.0, (beat - 180) / 20))
        _piece(canvas, board, cell, "T4", orientation, column, 8 - (8 - rest) * fall)
    for dx, _ in orientations("T4")[orientation]:
        x = board.left + (column + dx - 1) * cell + cell // 2
        y = board.bottom + 6
        pygame.draw.polygon(canvas, pal.YELLOW, [(x, y - 3), (x - 3, y + 1), (x + 3, y + 1)])


@cache
def _demo_stack() -> Board:
    stack = Board(6, 7)
    for piece, orientation, column in (("O", 0, 1), ("I3", 1, 5), ("S4", 0, 3)):
        stack.place(piece, orientation, column)
    return stack


def _mini_board(canvas, text, left, top, cell, edition, number, filled_rows=()) -> pygame.Rect:
    rows = 12 if edition == FOUR_BOARDS else 10
    board = _board(canvas, left, top, cell, 6, rows)
    for row in filled_rows:
        for col in range(1, 7):
            canvas.blit(piece_tile("I5", cell, False), _cell(board, cell, col, row))
    for special in special_cells(number, edition):
        x, y = _cell(board, cell, special.col, special.row)
        if cell >= 12:
            draw_special(canvas, text, special, (x, y, cell, cell))
        elif special.kind in SYMBOL_DOT:
            pygame.draw.rect(canvas, SYMBOL_DOT[special.kind], (x + 1, y + 1, cell - 2, cell - 2))
        else:
            draw_picture(canvas, special.symbol, (x + cell // 2, y + cell // 2), cell - 1)
    return board


def _four_boards(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    """The four boards side by side, and their printed cells big enough to read below."""
    cell = 8
    for index in range(4):
        left = rect.left + 10 + index * 55
        filled = (1, 2) if index == 0 else ()
        board = _mini_board(canvas, text, left, rect.top + 36, cell, FOUR_BOARDS, index + 1, filled)
        colour = pal.YELLOW if (frame // 60) % 4 == index else pal.CLOUD
        text.draw(canvas, str(index + 1), (board.centerx, rect.top + 12), "title", colour, "midtop")
    legend = [
        SpecialCell(0, 0, "bonus", 3),
        SpecialCell(0, 0, "minus", -5),
        *(
            SpecialCell(0, 0, "symbol", 0, name)
            for name in ("sun", "moon", "star", "heart", "fish")
        ),
    ]
    size = 22
    left = rect.centerx - (len(legend) * (size + 8) - 8) // 2
    for i, special in enumerate(legend):
        cell_rect = pygame.Rect(left + i * (size + 8), rect.bottom - 44, size, size)
        pygame.draw.rect(canvas, pal.NIGHT, cell_rect.inflate(4, 4))
        draw_special(canvas, text, special, cell_rect)


def _compact(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    cell = 14
    for index in range(2):
        left = rect.left + 16 + index * 110
        rows = (1, 2, 3) if index == 0 else (1,)
        board = _mini_board(canvas, text, left, rect.top + 42, cell, COMPACT, index + 1, rows)
        colour = pal.YELLOW if (frame // 90) % 2 == index else pal.CLOUD
        text.draw(canvas, str(index + 1), (board.centerx, rect.top + 14), "title", colour, "midtop")


def _house_rules(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    """Left: a piece sticking out above the top (those cells count for nothing).
    Right: the card shows your start piece, so you skip it; a piece set aside drops into
    the tray and is gone for the round."""
    cell = 14
    board = _board(canvas, rect.left + 14, rect.top + 84, cell, 6, 9)
    for col in range(1, 7):
        for row in range(1, 9):
            piece = "P" if col < 4 else "N"
            canvas.blit(piece_tile(piece, cell, False), _cell(board, cell, col, row))
    for dx, dy in orientations("I3")[1]:
        x, y = _cell(board, cell, 1 + dx, 9 + dy)
        canvas.blit(piece_tile("I3", cell, False), (x, y))
        if 9 + dy > 9:
            pygame.draw.line(canvas, pal.RED, (x + 2, y + 2), (x + cell - 3, y + cell - 3), 2)
            pygame.draw.line(canvas, pal.RED, (x + cell - 3, y + 2), (x + 2, y + cell - 3), 2)
    for x in range(board.left, board.right, 4):
        canvas.fill(pal.SNOW, (x, board.top - 1, 2, 1))
    # the card with your own start piece: a skip sign instead of a drop
    card = pygame.Rect(rect.right - 96, rect.top + 20, 60, 72)
    pygame.draw.rect(canvas, pal.SNOW, card, border_radius=4)
    for dx, dy in orientations("U")[0]:
        tile = piece_tile("U", 12, False)
        canvas.blit(tile, (card.centerx - 18 + dx * 12, card.centery - 4 - dy * 12))
    for i in range(2):  # ⏭: two arrow heads
        x = card.centerx - 9 + i * 9
        points = [(x, card.bottom - 16), (x + 8, card.bottom - 11), (x, card.bottom - 6)]
        pygame.draw.polygon(canvas, pal.ORANGE, points)
    # set aside: the piece drops into the tray beside the board
    tray = pygame.Rect(rect.right - 100, rect.bottom - 40, 70, 22)
    pygame.draw.rect(canvas, pal.SLATE, tray, 2, border_radius=3)
    fall = ease_in_quad(min(1.0, (frame % 120) / 70))
    top = rect.top + 112 + int(fall * 66)
    for dx, dy in orientations("Z")[0]:
        canvas.blit(piece_tile("Z", 10, False), (tray.centerx - 15 + dx * 10, top - dy * 10))
