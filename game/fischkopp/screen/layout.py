"""Where everything sits on the Fischkopp screen (640×360 canvas).

Text stays inside the inner 90 % (x 32..608, y 18..342). The board's numbers use the
24-px font (72 px on a 1080p TV), the key numbers elsewhere 16 px or more.
"""

from __future__ import annotations

import pygame

# ----- the board: 1 2 3 / 4 5 6 / 7 8 9 / 10 11 12, top to bottom -------------------------
CELL_W, CELL_H, GAP = 60, 56, 4
BOARD_LEFT, BOARD_TOP = 32, 42
BOARD_RECT = pygame.Rect(BOARD_LEFT, BOARD_TOP, 3 * CELL_W + 2 * GAP, 4 * CELL_H + 3 * GAP)
BOARD_FRAME = BOARD_RECT.inflate(12, 12)

# ----- the middle: dice, their sum, what the turn would score, the controls --------------
MIDDLE = pygame.Rect(228, 36, 186, 244)
DIE_SIZE = 44
DIE_Y = 84
DIE_X = (282, 360)
SUM_Y = 134
OPEN_Y = 164
PANEL_RECT = pygame.Rect(230, 196, 182, 80)
RING_CENTRE = (321, 128)
RING_RADIUS = 54

# ----- the seats and the bench ---------------------------------------------------------------
HEADER_Y = 25  # the heading stays inside the TV's safe area (text from y 18)
BOARD_SIDE = pygame.Rect(420, 36, 188, 244)  # one row per seat
ROW_MAX = 36
BENCH_Y = 304
BENCH_LEFT = 32
BENCH_RIGHT = 608
BENCH_STEP = 92  # room per spectator: a chip, its bubble and its call-outs


def cell_rect(field: int) -> pygame.Rect:
    row, col = divmod(field - 1, 3)
    return pygame.Rect(
        BOARD_LEFT + col * (CELL_W + GAP), BOARD_TOP + row * (CELL_H + GAP), CELL_W, CELL_H
    )


def row_height(seats: int) -> int:
    return min(ROW_MAX, BOARD_SIDE.height // max(1, seats))


def seat_row(seat: int, seats: int) -> pygame.Rect:
    h = row_height(seats)
    return pygame.Rect(BOARD_SIDE.left, BOARD_SIDE.top + seat * h, BOARD_SIDE.width, h - 2)


def bench_spot(index: int, count: int, label_width: int) -> tuple[int, int]:
    """Centre of spectator ``index``'s chip on the bench row."""
    left = BENCH_LEFT + label_width + 20
    step = min(BENCH_STEP, (BENCH_RIGHT - left) // max(1, count))
    return left + index * step, BENCH_Y
