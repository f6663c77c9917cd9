"""The one palette every screen draws with (30 colours), and the seat colours and symbols.

One place for colours keeps the look coherent; games pick from these names.
"""

from __future__ import annotations

# Colours in the spirit of Endesga 32 (values chosen for this game), all distinct.
INK = (24, 20, 37)  # the darkest: outlines, text shadow
NIGHT = (38, 43, 68)  # background
DUSK = (58, 68, 102)  # panels
SLATE = (90, 105, 136)  # borders, disabled text
MIST = (139, 155, 180)  # secondary text
CLOUD = (192, 203, 220)  # light text
WHITE = (255, 255, 255)
SNOW = (232, 236, 242)
RED = (228, 59, 68)
DARK_RED = (162, 38, 51)
WINE = (104, 56, 108)
ORANGE = (247, 118, 34)
AMBER = (254, 174, 52)
YELLOW = (254, 231, 97)
LIME = (99, 199, 77)
GREEN = (62, 137, 72)
FOREST = (38, 92, 66)
TEAL = (25, 60, 62)
CYAN = (44, 232, 245)
SKY = (18, 78, 137)
BLUE = (0, 153, 219)
PURPLE = (140, 78, 168)
PINK = (246, 117, 122)
ROSE = (181, 80, 136)
SAND = (232, 183, 150)
TAN = (194, 133, 105)
BROWN = (116, 63, 57)
DARK_BROWN = (63, 40, 50)
BLACK = (12, 10, 16)
GOLD = (255, 200, 37)

# Seats: a colour and a symbol each, so no one depends on colour alone.
SEAT_COLOURS = (RED, BLUE, LIME, AMBER, PINK, CYAN, SAND)
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "heart")
MAX_SEATS = len(SEAT_COLOURS)


def seat_colour(index: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[index % MAX_SEATS]


def seat_symbol(index: int) -> str:
    return SEAT_SYMBOLS[index % MAX_SEATS]


def darker(colour: tuple[int, int, int], amount: float = 0.35) -> tuple[int, int, int]:
    r, g, b = colour
    return int(r * (1 - amount)), int(g * (1 - amount)), int(b * (1 - amount))


def lighter(colour: tuple[int, int, int], amount: float = 0.35) -> tuple[int, int, int]:
    r, g, b = colour
    return (
        int(r + (255 - r) * amount),
        int(g + (255 - g) * amount),
        int(b + (255 - b) * amount),
    )
