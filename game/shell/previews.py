"""Game-select cards: the frame around a preview, and placeholders for games not built yet.

A built game draws its own preview (``screen.draw_preview``, see ``catalog.GameScreen``).
"""

from __future__ import annotations

import pygame

from game.catalog import GameInfo
from game.engine import palette as pal

PLACEHOLDERS = {}  # filled below: previews of games that are not built yet


def draw_preview(info: GameInfo, canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    pygame.draw.rect(canvas, pal.INK, rect, border_radius=3)
    clip = canvas.get_clip()
    canvas.set_clip(rect)
    if info.built:
        info.screen().draw_preview(canvas, rect, frame)
    elif info.id in PLACEHOLDERS:
        PLACEHOLDERS[info.id](canvas, rect, frame)
    canvas.set_clip(clip)
