"""Small pixel-art pieces shared by screens: a die seen from above."""

from __future__ import annotations

import pygame

from game.engine import palette as pal

PIP_LAYOUT = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def draw_die(
    canvas: pygame.Surface,
    center: tuple[int, int],
    size: int,
    value: int,
    colour=pal.SNOW,
    tilt: int = 0,
    pip_colour=None,
) -> None:
    """A die seen from above; ``tilt`` 1–3 squashes it a little as if tumbling."""
    w = size - (2 if tilt in (1, 3) else 0)
    h = size - (2 if tilt == 2 else 0)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = center
    pygame.draw.rect(canvas, pal.INK, rect.move(1, 2), border_radius=max(2, size // 5))
    pygame.draw.rect(canvas, colour, rect, border_radius=max(2, size // 5))
    pygame.draw.rect(canvas, pal.darker(colour, 0.3), rect, 1, border_radius=max(2, size // 5))
    if pip_colour is None:
        pip_colour = pal.INK if sum(colour) > 300 else pal.SNOW
    step = size // 4
    radius = max(1, size // 10)
    for dx, dy in PIP_LAYOUT.get(value, ()):
        pygame.draw.circle(
            canvas, pip_colour, (rect.centerx + dx * step, rect.centery + dy * step), radius
        )
