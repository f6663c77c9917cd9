"""Small shapes that tell seats and colours apart without relying on colour alone."""

from __future__ import annotations

import math

import pygame

Colour = tuple[int, int, int]


def _star_points(cx: float, cy: float, r: float, points: int = 5) -> list[tuple[float, float]]:
    result = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def draw_symbol(
    surface: pygame.Surface, name: str, center: tuple[int, int], size: int, colour: Colour
) -> None:
    """Draw the named symbol filling roughly a ``size``×``size`` box around ``center``."""
    cx, cy = center
    r = size / 2
    if name == "circle":
        pygame.draw.circle(surface, colour, center, max(1, int(r)))
    elif name == "square":
        side = int(size * 0.85)
        pygame.draw.rect(surface, colour, (cx - side // 2, cy - side // 2, side, side))
    elif name == "triangle":
        pygame.draw.polygon(
            surface, colour, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
        )
    elif name == "diamond":
        pygame.draw.polygon(
            surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )
    elif name == "star":
        pygame.draw.polygon(surface, colour, _star_points(cx, cy, r * 1.1))
    elif name == "cross":
        w = max(2, size // 3)
        pygame.draw.rect(surface, colour, (cx - w // 2, cy - r, w, size))
        pygame.draw.rect(surface, colour, (cx - r, cy - w // 2, size, w))
    elif name == "heart":
        q = r / 2
        pygame.draw.circle(surface, colour, (cx - q, cy - q / 2), q + 0.5)
        pygame.draw.circle(surface, colour, (cx + q, cy - q / 2), q + 0.5)
        pygame.draw.polygon(
            surface, colour, [(cx - r, cy - q / 3), (cx + r, cy - q / 3), (cx, cy + r)]
        )
    elif name == "ring":
        pygame.draw.circle(surface, colour, center, max(2, int(r)), max(1, size // 5))
    elif name == "stripes":
        for dx in range(-int(r), int(r) + 1, max(2, size // 3)):
            pygame.draw.line(surface, colour, (cx + dx - r / 2, cy + r), (cx + dx + r / 2, cy - r))
    else:
        raise ValueError(f"unknown symbol {name!r}")


SYMBOL_NAMES = (
    "circle",
    "square",
    "triangle",
    "diamond",
    "star",
    "cross",
    "heart",
    "ring",
    "stripes",
)
