"""The join address as a QR code: segno (pure Python) makes the matrix, pygame draws it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import segno

if TYPE_CHECKING:
    import pygame

DARK = (12, 10, 16)  # palette BLACK on WHITE: the contrast phone cameras read best
LIGHT = (255, 255, 255)
QUIET_ZONE = 4  # light modules around the code, as the QR standard asks
ERROR_LEVEL = "m"  # survives a glare spot on a glossy TV


def qr_matrix(text: str) -> list[list[bool]]:
    """Rows of modules (True = dark), quiet zone included."""
    code = segno.make(text, error=ERROR_LEVEL, micro=False)
    return [[bool(m) for m in row] for row in code.matrix_iter(scale=1, border=QUIET_ZONE)]


def qr_surface(text: str, scale: int = 2) -> pygame.Surface:
    """The code drawn with whole ``scale``-pixel modules, so it stays sharp when scaled up."""
    import pygame

    rows = qr_matrix(text)
    size = len(rows)
    small = pygame.Surface((size, size))
    small.fill(LIGHT)
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), DARK)
    return pygame.transform.scale(small, (size * scale, size * scale))
