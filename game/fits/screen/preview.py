"""The Fits card on game select: pieces drop into a little board, over and over."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.tween import ease_out_bounce

# A little Fits loop: (column, shape cells as (dx, dy) from the bottom-left, colour).
FITS_LOOP = (
    (0, ((0, 0), (1, 0), (2, 0), (0, 1)), pal.ORANGE),
    (3, ((0, 0), (1, 0), (2, 0), (1, 1)), pal.CYAN),
    (1, ((0, 0), (1, 0), (0, 1), (1, 1)), pal.PINK),
    (3, ((0, 0), (0, 1), (1, 1), (1, 2)), pal.LIME),
    (0, ((0, 0), (0, 1), (0, 2)), pal.AMBER),
)


def draw_preview(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    cell = 9
    cols, rows = 6, 8
    left = rect.centerx - cols * cell // 2
    bottom = rect.bottom - 6
    pygame.draw.rect(canvas, pal.NIGHT, (left, bottom - rows * cell, cols * cell, rows * cell))
    per_piece = 40
    cycle = frame % (per_piece * (len(FITS_LOOP) + 1))
    heights = [0] * cols
    for i, (col, cells, colour) in enumerate(FITS_LOOP):
        start = i * per_piece
        if cycle < start:
            break
        rest = max(heights[col + dx] - dy for dx, dy in cells)
        t = min(1.0, (cycle - start) / 24)
        fall = (1 - ease_out_bounce(t)) * 70
        for dx, dy in cells:
            x = left + (col + dx) * cell
            y = int(bottom - (rest + dy + 1) * cell - fall)
            pygame.draw.rect(canvas, colour, (x, y, cell - 1, cell - 1))
            pygame.draw.rect(canvas, pal.lighter(colour), (x, y, cell - 1, 2))
        for dx, dy in cells:
            heights[col + dx] = max(heights[col + dx], rest + dy + 1)
