"""Dice as every dice game draws them: colours, colour-blind marks, pip and dot faces.

One look for all games: a die is named by its colour ("red", "orange", ...); with
colour-blind symbols on, a sticker with that colour's shape hangs on its top-left corner,
big enough to tell from 3 m and pushed out far enough never to touch a pip. A *dot face*
(Würfelblitz) shows one big dot of another colour instead of pips, with that colour's
shape inside the dot, so it reads without colour too. Faces are rendered once and cached;
a frame is mostly blits.
"""

from __future__ import annotations

import math

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
DIE_MARGIN = 6  # room around a die surface for its shadow
# The colour-blind sticker: its radius grows with the die (a 6 px disc on a 24 px die holds
# an 8 px shape, as tall as a capital) up to this limit, so big dice do not wear plates.
STICKER_SHARE = 0.26
STICKER_MIN_RADIUS, STICKER_MAX_RADIUS = 6, 10
STICKER_CLEARANCE = 2  # px of die between the sticker's rim and the nearest pip

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
    radius, push = sticker_geometry(size) if symbol else (0, 0)
    side = size + 2 * max(DIE_MARGIN, radius + push + 2)
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
        spot = (centre[0] - size // 2 - push, centre[1] - size // 2 - push)
        pygame.draw.circle(surface, pal.INK, spot, radius + 1)
        pygame.draw.circle(surface, pal.SNOW, spot, radius, 1)
        draw_symbol(surface, DIE_SYMBOLS[colour], spot, 2 * radius - 4, pal.SNOW)
    _faces[key] = surface
    return surface


def sticker_geometry(size: int) -> tuple[int, int]:
    """The sticker's radius and how far its centre sits out from the die's corner.

    The nearest pip is a quarter of the die in from the centre on both axes (radius
    size // 10); the centre moves out along the diagonal until the sticker's dark rim
    keeps ``STICKER_CLEARANCE`` px from it.
    """
    radius = max(STICKER_MIN_RADIUS, min(STICKER_MAX_RADIUS, round(size * STICKER_SHARE)))
    pip_reach = max(1, size // 10) + 1 + radius + STICKER_CLEARANCE  # pip + rim + gap
    push = max(0, math.ceil(pip_reach / math.sqrt(2) - size // 4))
    return radius, push


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
