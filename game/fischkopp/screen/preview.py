"""The Fischkopp card on game select: markers drop onto the board, then 1–2–3 splash off.

No text: the card is drawn without the App (no font of its own may outlive pygame).
"""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.fischkopp.screen.mini import draw_mini_board

ORDER = (12, 8, 1, 10, 3, 6, 2)  # 1, 2 and 3 covered: a Fischkopp
CYCLE = 240


def draw_preview(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    step = frame % CYCLE
    shown = min(len(ORDER), step // 24)
    covered = set(ORDER[:shown])
    splash = shown == len(ORDER) and step >= len(ORDER) * 24 + 10
    if splash:
        covered -= {1, 2, 3}
    cell = (20, 17)
    left = rect.centerx - (3 * cell[0] + 6) // 2
    draw_mini_board(canvas, None, left, rect.top + 8, covered, cell=cell)
    if splash:
        age = step - len(ORDER) * 24 - 10
        for i in range(9):
            x = left + 8 + i * 7 + (i % 3) * age // 6
            y = rect.top + 16 - age + (age * age) // 40 + (i % 4) * 3
            canvas.fill(pal.CYAN if i % 2 else pal.SNOW, (x, y, 2, 2))
