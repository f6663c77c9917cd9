"""The pixel avatars a person picks from: 8×8 drawings in the person's colour (the engine
holds them: a seat's badge shows its person's avatar wherever it has room).

``#`` is the person's colour, ``o`` ink, ``w`` snow, ``d`` a darker shade; dots stay clear.
Each avatar is drawn at a whole multiple of its pixel, so it stays crisp when scaled.
"""

from __future__ import annotations

import pygame

from game.engine import palette as pal

AVATARS = (
    # cat
    (
        "#......#",
        "##....##",
        "########",
        "#w#ww#w#",
        "#o#ww#o#",
        "###oo###",
        "d######d",
        ".dddddd.",
    ),
    # fish
    (
        "........",
        "...###..",
        ".######.",
        "#w#####d",
        "#o######",
        ".######.",
        "#..###..",
        "........",
    ),
    # robot
    (
        "...oo...",
        "..####..",
        ".######.",
        ".#w##w#.",
        ".#o##o#.",
        ".######.",
        ".#dddd#.",
        ".######.",
    ),
    # ghost
    (
        "..####..",
        ".######.",
        "########",
        "#ww##ww#",
        "#wo##wo#",
        "########",
        "########",
        "#.##.##.",
    ),
    # frog
    (
        ".ww..ww.",
        "#wo##wo#",
        "########",
        "########",
        "#oooooo#",
        "#dddddd#",
        ".######.",
        "........",
    ),
    # owl
    (
        "#......#",
        "########",
        "#ww##ww#",
        "#wo##wo#",
        "###dd###",
        "########",
        ".#d##d#.",
        "..o..o..",
    ),
    # die
    (
        "########",
        "#w####w#",
        "########",
        "###ww###",
        "########",
        "#w####w#",
        "########",
        "dddddddd",
    ),
    # crown
    (
        "#..#..#.",
        "##.##.##",
        "########",
        "#w##w##w",
        "########",
        "#dddddd#",
        "########",
        "........",
    ),
)
COUNT = len(AVATARS)


def draw_avatar(
    canvas: pygame.Surface,
    index: int,
    colour: tuple[int, int, int],
    center: tuple[int, int],
    pixel: int = 3,
) -> pygame.Rect:
    """Avatar ``index`` centred at ``center``, each of its pixels ``pixel`` canvas pixels."""
    rows = AVATARS[index % COUNT]
    size = 8 * pixel
    left, top = center[0] - size // 2, center[1] - size // 2
    shades = {"#": colour, "o": pal.INK, "w": pal.SNOW, "d": pal.darker(colour, 0.4)}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            shade = shades.get(ch)
            if shade is not None:
                canvas.fill(shade, (left + x * pixel, top + y * pixel, pixel, pixel))
    return pygame.Rect(left, top, size, size)
