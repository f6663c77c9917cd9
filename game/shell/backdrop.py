"""The animated background behind menus: a slowly drifting checker of soft tiles (still
with calm motion: the drift is decoration)."""

from __future__ import annotations

import pygame

from game.engine import motion
from game.engine import palette as pal

TILE = 32


class Backdrop:
    """Pre-renders one tile row pattern once; each frame is two blits, no per-pixel work."""

    def __init__(self, base=pal.NIGHT, accent=(44, 50, 78)) -> None:
        self._sheet = pygame.Surface((640 + TILE * 2, 360 + TILE * 2))
        self._sheet.fill(base)
        for y in range(0, self._sheet.get_height(), TILE):
            for x in range(0, self._sheet.get_width(), TILE):
                if (x // TILE + y // TILE) % 2 == 0:
                    pygame.draw.rect(
                        self._sheet, accent, (x + 2, y + 2, TILE - 4, TILE - 4), border_radius=6
                    )

    def draw(self, canvas: pygame.Surface, frame: int) -> None:
        offset = 0 if motion.calm() else (frame // 3) % (TILE * 2)
        canvas.blit(self._sheet, (-offset, -offset // 2 - TILE // 2))


_shared: Backdrop | None = None


def backdrop() -> Backdrop:
    """One backdrop for all menus (built on first use, after the display exists)."""
    global _shared
    if _shared is None:
        _shared = Backdrop()
    return _shared
