"""How Fits things look: piece colours and colour-blind symbols, cell tiles, special cells.

Everything here draws onto surfaces handed in; the tile functions are cached, because the
same few dozen tiles are blitted hundreds of times a frame across four boards.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.engine import palette as pal
from game.engine.symbols import draw_symbol
from game.engine.text import Text
from game.fits.logic.boards import SpecialCell

Colour = tuple[int, int, int]

# Per piece kind: a colour and a symbol. Within one edition no two kinds share both, and kinds
# that share a colour differ in symbol, so the symbols alone tell every piece apart.
PIECE_STYLE: dict[str, tuple[Colour, str]] = {
    "I3": (pal.CYAN, "circle"),
    "L3": (pal.CYAN, "ring"),
    "O": (pal.YELLOW, "square"),
    "T4": (pal.ROSE, "triangle"),
    "S4": (pal.LIME, "diamond"),
    "L4": (pal.ORANGE, "cross"),
    "F": (pal.PINK, "heart"),
    "I5": (pal.BLUE, "stripes"),
    "L5": (pal.AMBER, "star"),
    "N": (pal.GREEN, "circle"),
    "P": (pal.SAND, "square"),
    "T5": (pal.lighter(pal.PURPLE, 0.3), "triangle"),
    "U": (pal.TAN, "ring"),
    "V": (pal.RED, "diamond"),
    "W": (pal.CLOUD, "cross"),
    "Y": (pal.lighter(pal.SKY, 0.35), "heart"),
    "Z": (pal.lighter(pal.BROWN, 0.3), "star"),
}

BOARD_FILL = (30, 33, 54)  # the board behind its cells
CELL_FILL = pal.NIGHT  # an empty cell
LOST = pal.RED  # cells sticking out above the top, which count for nothing

# Board 4 of the big box: each symbol has its own shape and colour.
SYMBOL_COLOURS: dict[str, Colour] = {
    "sun": pal.YELLOW,
    "moon": pal.CLOUD,
    "star": pal.AMBER,
    "heart": pal.PINK,
    "fish": pal.CYAN,
    # Compact game 2: coloured symbols, each colour with its own shape too.
    "red": pal.RED,
    "green": pal.LIME,
    "blue": pal.BLUE,
}
COLOUR_SHAPES = {"red": "circle", "green": "triangle", "blue": "diamond"}


def piece_colour(piece: str) -> Colour:
    return PIECE_STYLE[piece][0]


@cache
def piece_tile(piece: str, size: int, symbols: bool) -> pygame.Surface:
    """One cell of a piece: bevelled fill, and the piece's symbol when symbols are on."""
    colour, symbol = PIECE_STYLE[piece]
    tile = pygame.Surface((size, size))
    tile.fill(colour)
    if size >= 6:
        tile.fill(pal.lighter(colour, 0.4), (0, 0, size, 1))
        tile.fill(pal.lighter(colour, 0.4), (0, 0, 1, size))
        tile.fill(pal.darker(colour, 0.35), (0, size - 1, size, 1))
        tile.fill(pal.darker(colour, 0.35), (size - 1, 0, 1, size))
    if symbols and size >= 8:
        mark = max(3, int(size * 0.5))
        draw_symbol(tile, symbol, (size // 2, size // 2), mark, pal.darker(colour, 0.6))
    return tile


@cache
def empty_tile(size: int) -> pygame.Surface:
    tile = pygame.Surface((size, size))
    tile.fill(BOARD_FILL)
    tile.fill(CELL_FILL, (1, 1, size - 1, size - 1))
    return tile


def draw_sign(surface: pygame.Surface, positive: bool, x: int, y: int, arm: int, colour) -> None:
    """A pixel plus or minus sign centred on (x, y) with arms ``arm`` pixels long."""
    surface.fill(colour, (x - arm, y, 2 * arm + 1, 1))
    if positive:
        surface.fill(colour, (x, y - arm, 1, 2 * arm + 1))


def draw_value(surface: pygame.Surface, text: Text, rect: pygame.Rect, value: int, ink) -> None:
    """ "+3" or "-5" squeezed into a cell: a pixel sign and one digit of the 8 px font."""
    digit = text.render(str(abs(value)), "body", ink, None)
    arm = 2 if rect.width >= 18 else 1
    total = 2 * arm + 2 + digit.get_width()
    left = rect.centerx - total // 2
    draw_sign(surface, value > 0, left + arm, rect.centery, arm, ink)
    surface.blit(digit, (left + 2 * arm + 2, rect.centery - digit.get_height() // 2))


def draw_picture(surface: pygame.Surface, name: str, center: tuple[int, int], size: int) -> None:
    """A board-4 symbol (sun, moon, star, heart, fish) or a compact colour symbol."""
    colour = SYMBOL_COLOURS[name]
    cx, cy = center
    r = size / 2
    if name == "sun":
        for i in range(8):
            angle = i * math.pi / 4
            inner, outer = r * 0.55, r
            pygame.draw.line(
                surface,
                colour,
                (cx + inner * math.cos(angle), cy + inner * math.sin(angle)),
                (cx + outer * math.cos(angle), cy + outer * math.sin(angle)),
            )
        pygame.draw.circle(surface, colour, center, max(2, int(r * 0.5)))
    elif name == "moon":
        pygame.draw.circle(surface, colour, center, max(2, int(r * 0.85)))
        shift = max(2, int(r * 0.5))
        pygame.draw.circle(surface, pal.INK, (cx + shift, cy - shift // 2), max(2, int(r * 0.7)))
    elif name == "fish":
        body = pygame.Rect(0, 0, int(size * 0.7), max(3, int(size * 0.5)))
        body.midleft = (int(cx - r), cy)
        pygame.draw.ellipse(surface, colour, body)
        tail_x = body.right - 1
        pygame.draw.polygon(
            surface, colour, [(tail_x, cy), (cx + r, cy - r * 0.5), (cx + r, cy + r * 0.5)]
        )
        surface.fill(pal.INK, (body.left + body.width // 4, cy - 1, 1, 1))
    elif name in COLOUR_SHAPES:
        draw_symbol(surface, COLOUR_SHAPES[name], (cx + 1, cy + 1), size, pal.INK)
        draw_symbol(surface, COLOUR_SHAPES[name], center, size, colour)
    else:  # star and heart exist as shared symbols
        draw_symbol(surface, name, center, size, colour)


def draw_special(surface: pygame.Surface, text: Text, special: SpecialCell, rect) -> None:
    """A printed cell, readable at 12-20 px: a gold coin for a bonus, a red tile for a minus,
    a picture for a symbol. Shapes differ as well as colours."""
    rect = pygame.Rect(rect)
    inner = rect.inflate(-2, -2).move(1, 1)
    if special.kind == "bonus":  # a coin: round, so it reads as "bonus" without its colour
        radius = (rect.width - 1) // 2
        centre = (rect.centerx, rect.centery)
        pygame.draw.circle(surface, pal.darker(pal.GOLD, 0.45), centre, radius)
        pygame.draw.circle(surface, pal.GOLD, (centre[0], centre[1] - 1), radius - 1)
        digit = text.render(str(special.value), "body", pal.INK, None)
        surface.blit(digit, digit.get_rect(center=(centre[0] + 1, centre[1])))
    elif special.kind == "minus":
        pygame.draw.rect(surface, pal.DARK_RED, inner, border_radius=2)
        pygame.draw.rect(surface, pal.RED, inner.inflate(-2, -2), border_radius=2)
        draw_value(surface, text, inner, special.value, pal.WHITE)
    else:
        surface.fill(pal.INK, inner)
        draw_picture(surface, special.symbol, inner.center, max(5, inner.width - 3))


def draw_check(surface: pygame.Surface, center: tuple[int, int], size: int, colour) -> None:
    """A tick mark (the pixel font has no ✓)."""
    cx, cy = center
    r = size / 2
    width = max(2, size // 5)
    points = [(cx - r * 0.7, cy), (cx - r * 0.15, cy + r * 0.55), (cx + r * 0.75, cy - r * 0.6)]
    pygame.draw.lines(surface, colour, False, points, width)


def draw_mini_piece(
    surface: pygame.Surface, cells, piece: str, left: int, bottom: int, size: int, colour=None
) -> None:
    """A small flat drawing of a piece, lowest row resting on ``bottom``."""
    fill = colour or piece_colour(piece)
    for dx, dy in cells:
        surface.fill(fill, (left + dx * size, bottom - (dy + 1) * size, size - 1, size - 1))
