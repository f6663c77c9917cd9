"""Where everything sits on the Fiese 15 screen, how the dice colours look, and the pacing.

The six colours each own a column: the target on the strip, the socket a placed die goes
to, and the spot in the tray where that die settles all line up, so a glance down a
column tells a player which target a die is measured against.
"""

from __future__ import annotations

import pygame

from game.fiese15.logic.strips import COLOURS

Colour = tuple[int, int, int]

# ----- the screen (640×360; text stays inside x 32..608, y 18..342) --------------------------
# Everything ends above the footer band (FOOTER_TOP, y 321): panels and their shadows at 319.
STRIP_RECT = pygame.Rect(16, 8, 388, 82)
COLUMN_X0 = 114  # the strip's round label keeps x 32..91: "Manche" is 52 px wide
COLUMN_STEP = 50
SLOT_WIDTH = 44  # a colour's slot on the strip (6 px between slots)
TARGET_Y = 32  # centre of the target dice on the strip
SOCKET_Y = 67  # centre of the sockets placed dice land in
TOWER_RECT = pygame.Rect(22, 98, 50, 118)
TOWER_TOP = (47, 100)  # where dice drop into the tower
TOWER_MOUTH = (58, 188)  # where they tumble out (the dark arch)
TRAY_RECT = pygame.Rect(78, 98, 326, 118)
TRAY_Y = 162  # dice settle around this line
# The dice in the tray as a player reads them: the cursor over a die (at its highest, 120),
# the dice, and their "max" labels under them.
TRAY_DICE_RECT = pygame.Rect(TRAY_RECT.left + 6, 120, TRAY_RECT.width - 12, 80)
PICKED_LIFT = 10  # picked dice hop up towards the strip
ACTION_RECT = pygame.Rect(16, 224, 388, 93)
SHEET_RECT = pygame.Rect(414, 8, 210, 208)
CARD_RECT = pygame.Rect(414, 224, 210, 93)

DIE_SIZE = 30  # dice in the tray: the key objects, big enough to read at 3 m
STRIP_DIE = 24  # targets
PLACED_DIE = 26  # placed dice in their sockets


def column_x(colour: str) -> int:
    return COLUMN_X0 + COLOURS.index(colour) * COLUMN_STEP


def socket_pos(colour: str) -> tuple[int, int]:
    return column_x(colour), SOCKET_Y
