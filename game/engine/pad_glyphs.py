"""The face buttons of each pad family, drawn as 16-px discs for prompts.

Xbox: coloured discs with A B X Y. PlayStation: dark discs with ✕ ○ □ △ in their own
colours. Nintendo: dark discs with B A Y X (its letters on the same positions). Neutral (a
pad SDL cannot tell): a dark disc with four dots, the one for the button's position lit.
"""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.input.families import NINTENDO, NINTENDO_LETTERS, PLAYSTATION, XBOX
from game.engine.text import Text

HALF = 8  # discs are 16 px across, like key caps
# Each disc light enough for its dark letter to read (Xbox's red is lifted a shade).
XBOX_COLOURS = {
    place: pal.legible(colour, pal.INK)
    for place, colour in (
        ("south", pal.LIME),
        ("east", pal.RED),
        ("west", pal.BLUE),
        ("north", pal.YELLOW),
    )
}
XBOX_LETTERS = {"south": "A", "east": "B", "west": "X", "north": "Y"}
SHAPE_COLOURS = {"south": pal.BLUE, "east": pal.RED, "west": pal.PINK, "north": pal.LIME}
DOTS = {"south": (0, 4), "east": (4, 0), "west": (-4, 0), "north": (0, -4)}


def draw_face(
    canvas: pygame.Surface, text: Text, family: str, position: str, pos: tuple[int, int]
) -> None:
    """The button at ``position`` ("south", "east", "west", "north") of ``family``, its
    disc's left edge at ``pos[0]`` and centre line at ``pos[1]``."""
    x, y = pos
    centre = (x + HALF, y)
    pygame.draw.circle(canvas, pal.INK, (centre[0] + 1, centre[1] + 1), HALF)
    if family == XBOX:
        pygame.draw.circle(canvas, XBOX_COLOURS[position], centre, HALF)
        letter = XBOX_LETTERS[position]
        text.draw(canvas, letter, (centre[0] + 1, y), "body", pal.INK, "center", shadow=None)
        return
    pygame.draw.circle(canvas, pal.NIGHT, centre, HALF)
    pygame.draw.circle(canvas, pal.SLATE, centre, HALF, 1)
    if family == NINTENDO:
        letter = NINTENDO_LETTERS[position]
        text.draw(canvas, letter, (centre[0] + 1, y), "body", pal.SNOW, "center", shadow=None)
    elif family == PLAYSTATION:
        _shape(canvas, position, centre)
    else:
        for place, (dx, dy) in DOTS.items():
            lit = place == position
            colour = pal.SNOW if lit else pal.SLATE
            pygame.draw.circle(canvas, colour, (centre[0] + dx, centre[1] + dy), 2 if lit else 1)


def _shape(canvas: pygame.Surface, position: str, centre: tuple[int, int]) -> None:
    cx, cy = centre
    colour = SHAPE_COLOURS[position]
    if position == "south":  # ✕
        pygame.draw.line(canvas, colour, (cx - 3, cy - 3), (cx + 3, cy + 3), 2)
        pygame.draw.line(canvas, colour, (cx - 3, cy + 3), (cx + 3, cy - 3), 2)
    elif position == "east":  # ○
        pygame.draw.circle(canvas, colour, centre, 4, 2)
    elif position == "west":  # □
        pygame.draw.rect(canvas, colour, (cx - 3, cy - 3, 7, 7), 2)
    else:  # △
        pygame.draw.polygon(canvas, colour, [(cx, cy - 4), (cx - 4, cy + 3), (cx + 4, cy + 3)], 2)
