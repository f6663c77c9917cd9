"""The one palette every screen draws with (30 colours), and the seat colours and symbols.

One place for colours keeps the look coherent; games pick from these names. Text must stand
out from what it is drawn on by WCAG 2's 4.5:1: ``contrast`` measures a pair, ``legible``
shifts a text colour just enough, ``seat_ink`` is a seat's colour for its name.
"""

from __future__ import annotations

from functools import lru_cache

# Colours in the spirit of Endesga 32 (values chosen for this game), all distinct.
INK = (24, 20, 37)  # the darkest: outlines, text shadow
NIGHT = (38, 43, 68)  # background
DUSK = (58, 68, 102)  # panels
SLATE = (90, 105, 136)  # borders, disabled text
MIST = (168, 180, 198)  # secondary text: 4.5:1 on DUSK panels
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
# The seat colours as names are written in them: each reads 4.5:1 on a DUSK panel. Lifted
# that light, red would meet pink and sand, so each keeps its own hue (pink leans magenta,
# sand to cream).
SEAT_INKS = (
    (255, 148, 148),
    (96, 191, 232),
    (102, 200, 80),
    AMBER,
    (228, 160, 216),
    CYAN,
    (242, 208, 178),
)


# The look each seat wears now: an index into the colours and symbols above (a colour keeps
# its symbol). A seat held by a person wears the person's colour; the shell sets this for
# the seats on screen (shell/people/looks.py), and a seat not listed wears its own number's.
SEAT_LOOKS: dict[int, int] = {}


def set_seat_looks(looks: dict[int, int]) -> None:
    SEAT_LOOKS.clear()
    SEAT_LOOKS.update(looks)


def seat_look(index: int) -> int:
    """The look (colour and symbol) seat ``index`` wears."""
    return SEAT_LOOKS.get(index, index) % MAX_SEATS


def look_colour(look: int) -> tuple[int, int, int]:
    """One of the seat colours by its own number (a person's chosen colour)."""
    return SEAT_COLOURS[look % MAX_SEATS]


def seat_colour(index: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat_look(index)]


def seat_symbol(index: int) -> str:
    return SEAT_SYMBOLS[seat_look(index)]


def seat_ink(index: int, on: tuple[int, int, int] = (58, 68, 102)) -> tuple[int, int, int]:
    """A seat's colour for text on ``on`` (a DUSK panel unless told): light enough to read."""
    return legible(SEAT_INKS[seat_look(index)], on)


def luminance(colour: tuple[int, ...]) -> float:
    """Relative luminance (WCAG 2): sRGB channels made linear, weighted by the eye."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG 2's contrast ratio, 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


MIN_CONTRAST = 4.5  # WCAG 2, level AA, for text of any size


@lru_cache(maxsize=256)
def legible(colour: tuple[int, int, int], on: tuple[int, int, int]) -> tuple[int, int, int]:
    """``colour`` as text on ``on``: itself if it reads (4.5:1), else moved towards white (on
    a dark ground) or ink (on a light one) in small steps until it does, keeping its hue."""
    if contrast(colour, on) >= MIN_CONTRAST:
        return colour
    towards = lighter if contrast(WHITE, on) >= contrast(INK, on) else darker
    for step in range(1, 51):
        shifted = towards(colour, step / 50)
        if contrast(shifted, on) >= MIN_CONTRAST:
            return shifted
    return WHITE if towards is lighter else INK


def ink_or_snow(on: tuple[int, int, int]) -> tuple[int, int, int]:
    """The plain text colour that reads best on a coloured ground (a banner, a button)."""
    return INK if contrast(INK, on) > contrast(SNOW, on) else SNOW


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
