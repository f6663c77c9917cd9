"""The Fiese 15 card on game select: six dice tumble out and settle, over and over."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.pixelart import draw_die
from game.engine.tween import ease_out_bounce

DICE_COLOURS = (pal.RED, pal.YELLOW, pal.LIME, pal.BLUE, pal.BLACK, pal.SNOW)


def draw_preview(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
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
