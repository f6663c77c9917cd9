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


PLACEHOLDERS.update(fischkopp=_fischkopp)
