"""Looping animated previews of each game for the game-select cards (pure decoration)."""

from __future__ import annotations

import math

import pygame

from game.engine import palette as pal
from game.engine.pixelart import draw_die
from game.engine.tween import ease_out_bounce

DICE_COLOURS = (pal.RED, pal.YELLOW, pal.LIME, pal.BLUE, pal.BLACK, pal.SNOW)
# A little Fits loop: (column, shape cells as (dx, dy) from the bottom-left, colour).
FITS_LOOP = (
    (0, ((0, 0), (1, 0), (2, 0), (0, 1)), pal.ORANGE),
    (3, ((0, 0), (1, 0), (2, 0), (1, 1)), pal.CYAN),
    (1, ((0, 0), (1, 0), (0, 1), (1, 1)), pal.PINK),
    (3, ((0, 0), (0, 1), (1, 1), (1, 2)), pal.LIME),
    (0, ((0, 0), (0, 1), (0, 2)), pal.AMBER),
)


def draw_preview(game_id: str, canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    pygame.draw.rect(canvas, pal.INK, rect, border_radius=3)
    clip = canvas.get_clip()
    canvas.set_clip(rect)
    {"fits": _fits, "fiese15": _fiese, "fischkopp": _fischkopp, "wuerfelblitz": _blitz}[game_id](
        canvas, rect, frame
    )
    canvas.set_clip(clip)


def _fits(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
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


def _fiese(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    cycle = frame % 150
    for i, colour in enumerate(DICE_COLOURS):
        x = rect.left + 14 + i * ((rect.width - 28) // 5)
        pygame.draw.rect(
            canvas, pal.darker(colour, 0.5), (x - 6, rect.top + 8, 12, 12), border_radius=2
        )
        t = min(1.0, max(0.0, (cycle - i * 6) / 40))
        y = rect.top + 30 + int(ease_out_bounce(t) * (rect.height - 50))
        value = 1 + (i * 5 + frame // 4) % 6 if t < 1 else 1 + (i * 4 + frame // 150) % 6
        draw_die(canvas, (x, y), 14, value, colour, int(t * 8) % 4 if t < 1 else 0)


def _fischkopp(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text=None) -> None:
    cell = 20
    left = rect.centerx - 3 * cell // 2
    top = rect.top + 6
    covered = (frame // 20) % 13
    for n in range(1, 13):
        r, c = divmod(n - 1, 3)
        box = pygame.Rect(left + c * cell, top + r * cell, cell - 2, cell - 2)
        pygame.draw.rect(canvas, pal.BLUE if n % 2 == 0 else pal.SAND, box, border_radius=2)
        for k in range(n if n <= 6 else 6):
            pygame.draw.circle(
                canvas, pal.INK, (box.left + 4 + (k % 3) * 5, box.top + 5 + (k // 3) * 6), 1
            )
        if n <= covered:
            pygame.draw.circle(canvas, pal.RED, box.center, 6)
            pygame.draw.circle(canvas, pal.INK, box.center, 6, 1)


def _blitz(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    colours = (pal.ORANGE, pal.BLUE, pal.BLACK, pal.YELLOW, pal.LIME, pal.RED, pal.SNOW, pal.SNOW)
    cycle = frame % 120
    for i, colour in enumerate(colours):
        col, row = i % 4, i // 4
        t = min(1.0, max(0.0, (cycle - i * 3) / 20))
        x = rect.left + 20 + col * ((rect.width - 40) // 3)
        y = rect.top + 24 + row * 30 - int((1 - t) * 60)
        draw_die(canvas, (x, y), 16, 1 + (i * 7 + frame // 120) % 6, colour)
    if cycle > 60:
        glow = int(40 + 30 * math.sin(frame / 4))
        pygame.draw.circle(canvas, (255, 220, glow), (rect.centerx, rect.bottom - 14), 7)
