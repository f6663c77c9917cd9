"""Dice as every dice game draws them: colours, colour-blind marks, pip and dot faces.

One look for all games: a die is named by its colour ("red", "orange", ...); with
colour-blind symbols on, a sticker with that colour's shape sits on its corner, clear of
the pips. A *dot face* (Würfelblitz) shows one big dot of another colour instead of pips,
with that colour's shape inside the dot, so it reads without colour too. Faces are
rendered once and cached; a frame is mostly blits.
"""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.pixelart import draw_die
from game.engine.symbols import draw_symbol

Colour = tuple[int, int, int]

DIE_COLOURS: dict[str, Colour] = {
    "red": pal.RED,
    "yellow": pal.YELLOW,
    "green": pal.LIME,
    "blue": pal.BLUE,
    "black": pal.BLACK,
    "white": pal.SNOW,
    "orange": pal.ORANGE,
}
# Colour-blind symbols: one shape per die colour (hearts are red, stars yellow, ...).
DIE_SYMBOLS: dict[str, str] = {
    "red": "heart",
    "yellow": "star",
    "green": "triangle",
    "blue": "circle",
    "black": "square",
    "white": "ring",
    "orange": "diamond",
}
DIE_MARGIN = 6  # room around a die surface for its shadow and symbol sticker

_faces: dict[tuple, pygame.Surface] = {}


def mix(a: Colour, b: Colour, amount: float) -> Colour:
    return (
        int(a[0] + (b[0] - a[0]) * amount),
        int(a[1] + (b[1] - a[1]) * amount),
        int(a[2] + (b[2] - a[2]) * amount),
    )


def die_surface(
    colour: str,
    value: int,
    size: int,
    tilt: int = 0,
    symbol: bool = False,
    dim: bool = False,
    dot: str | None = None,
) -> pygame.Surface:
    """One die face, cached. ``symbol`` adds the colour-blind sticker on its corner;
    ``dot`` draws a dot face of that colour instead of ``value`` pips."""
    key = (colour, value, size, tilt, symbol, dim, dot)
    surface = _faces.get(key)
    if surface is not None:
        return surface
    side = size + 2 * DIE_MARGIN
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side // 2, side // 2)
    fill = DIE_COLOURS[colour]
    pips = pal.INK if sum(fill) > 300 else pal.SNOW
    if dim:
        fill, pips = mix(fill, pal.NIGHT, 0.6), mix(pips, pal.NIGHT, 0.6)
    if colour == "black":  # a light rim so the black die stands out on dark felt
        rim = pygame.Rect(0, 0, size + 2, size + 2)
        rim.center = centre
        pygame.draw.rect(surface, pal.SLATE, rim, border_radius=max(2, size // 5))
    draw_die(surface, centre, size, 0 if dot else value, fill, tilt, pips)
    if dot is not None:
        _dot_face(surface, centre, size, dot, dim)
    if symbol:
        corner = (centre[0] - size // 2 + 1, centre[1] - size // 2 + 1)
        radius = 6 if size >= 28 else 5 if size >= 22 else 4
        pygame.draw.circle(surface, pal.INK, corner, radius + 1)
        pygame.draw.circle(surface, pal.SNOW, corner, radius, 1)
        draw_symbol(surface, DIE_SYMBOLS[colour], corner, radius + 1, pal.SNOW)
    _faces[key] = surface
    return surface


def _dot_face(surface: pygame.Surface, centre: tuple[int, int], size: int, dot: str, dim: bool):
    """One big dot of colour ``dot`` with its shape inside: unmistakably not a pip face."""
    fill = DIE_COLOURS[dot]
    if dim:
        fill = mix(fill, pal.NIGHT, 0.6)
    radius = max(4, size * 3 // 10)
    pygame.draw.circle(surface, pal.INK, centre, radius + 2)
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, pal.SNOW if sum(fill) < 300 else pal.INK, centre, radius, 1)
    mark = pal.INK if sum(fill) > 300 else pal.SNOW
    draw_symbol(surface, DIE_SYMBOLS[dot], centre, max(3, radius * 2 // 3), mark)


def blit_die(
    canvas: pygame.Surface,
    centre: tuple[float, float],
    colour: str,
    value: int,
    size: int,
    tilt: int = 0,
    symbol: bool = False,
    dim: bool = False,
    dot: str | None = None,
) -> None:
    surface = die_surface(colour, value, size, tilt, symbol, dim, dot)
    half = surface.get_width() // 2
    canvas.blit(surface, (int(centre[0]) - half, int(centre[1]) - half))
