"""Where everything sits on the Würfelblitz screen (640×360 canvas, text inside x 32..608).

The table fills the top: six coloured dice in a row on the left (colour order, so each die
has its own column for the explanation under it), the white dice on the right. The seats'
number pickers share one row along the bottom, narrower the more seats there are.
"""

from __future__ import annotations

import pygame

from game.wuerfelblitz.logic import COLOURS

HUD_Y = 26  # centre line of the round label and the status: text from y 18 (TV safe area)
HUD_LEFT, HUD_RIGHT = 34, 606  # the round label and the clock stay inside x 32..608
TABLE_RECT = pygame.Rect(12, 36, 616, 162)
TIMER_RECT = pygame.Rect(24, 190, 592, 4)  # only while calls are open: the sum's place then
DICE_Y = 78  # centre of the dice row
DIE_SIZE = 48  # the dice are the whole game: 144 px tall on a 1080p TV
COLOUR_X0 = 58
COLOUR_STEP = 66
WHITE_CENTRE = 526
WHITE_STEP = 58
DIVIDER_X = 434  # between the coloured dice and the white dice
BOX_RECT = pygame.Rect(26, 37, 588, 82)  # the lid over the nine dice
DROP_HEIGHT = 70  # dice fall this far into their slots

KNOCKER_Y = 128  # under a knocked-out die: the dice whose dot knocked it out
KNOCKER_SIZE = 20
TERM_Y = 128  # under a counted die: its pips (under its knockers in the brain-twister)
TERM_UNDER_KNOCKERS = 149
SUM_Y = 179  # the sum (the timer bar is gone by then)
VERDICT_RECT = pygame.Rect(440, 112, 172, 78)  # who won the round, under the white dice

# The pickers end above the footer band (FOOTER_TOP 321), their drop shadow included.
PICKERS_TOP = 202
PICKER_HEIGHT = 116
PICKERS_LEFT = 26  # seven pickers keep their text inside the safe area (x 32..608)
PICKERS_WIDTH = 588
PICKER_GAP = 4
PICKER_MAX_WIDTH = 132


def colour_x(colour: str) -> int:
    return COLOUR_X0 + COLOURS.index(colour) * COLOUR_STEP


def white_x(index: int, count: int) -> int:
    return WHITE_CENTRE + round((index - (count - 1) / 2) * WHITE_STEP)


def dice_area(left: int, right: int, bottom: int = DICE_Y + DIE_SIZE // 2 + 4) -> pygame.Rect:
    """Around the dice whose centres lie from x ``left`` to ``right``, down to ``bottom``
    (what a lesson, a start or a hint talks about)."""
    half = DIE_SIZE // 2 + 4
    return pygame.Rect(left - half, DICE_Y - half, right - left + 2 * half, bottom - DICE_Y + half)


def die_slot(die: str, white_count: int) -> tuple[int, int]:
    """Centre of a die's slot: ``die`` is a colour or white1, white2, white3."""
    if die.startswith("white"):
        return white_x(int(die[5:]) - 1, white_count), DICE_Y
    return colour_x(die), DICE_Y


def picker_rect(seat: int, seats: int) -> pygame.Rect:
    width = min(PICKER_MAX_WIDTH, (PICKERS_WIDTH - PICKER_GAP * (seats - 1)) // seats)
    total = width * seats + PICKER_GAP * (seats - 1)
    left = PICKERS_LEFT + (PICKERS_WIDTH - total) // 2
    return pygame.Rect(left + seat * (width + PICKER_GAP), PICKERS_TOP, width, PICKER_HEIGHT)
