"""Game-select cards: the frame around a preview.

A built game draws its own preview (``screen.draw_preview``, see ``catalog.GameScreen``); a
game still to come shows an empty card (its "coming soon" label is drawn by game select).
"""

from __future__ import annotations

import pygame

from game.catalog import GameInfo
from game.engine import palette as pal


def draw_preview(info: GameInfo, canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    pygame.draw.rect(canvas, pal.INK, rect, border_radius=3)
    if not info.built:
        return
    clip = canvas.get_clip()
    canvas.set_clip(rect)
    info.screen().draw_preview(canvas, rect, frame)
    canvas.set_clip(clip)
