"""Where everything sits on the Fischkopp screen (640×360 canvas).

Text stays inside the inner 90 % (x 32..608, y 18..342) and everything ends above the
footer band (y 321 down). The board's numbers use the 24-px font (72 px on a 1080p TV),
the key numbers elsewhere 16 px or more; body text (Tiny5 16: an 18-px line) gets 15 px
between lines at least.

    header ............................................. y 18..34
    board (x 26..238) | middle (x 228..414) | seats (x 420..608)   y 36..284
    bench (x 32..414) under the board and the middle  ...  y 289..316
                                          seats reach down to y 316
"""

from __future__ import annotations

import pygame

# ----- the board: 1 2 3 / 4 5 6 / 7 8 9 / 10 11 12, top to bottom -------------------------
CELL_W, CELL_H, GAP = 60, 56, 4
BOARD_LEFT, BOARD_TOP = 32, 42
BOARD_RECT = pygame.Rect(BOARD_LEFT, BOARD_TOP, 3 * CELL_W + 2 * GAP, 4 * CELL_H + 3 * GAP)
BOARD_FRAME = BOARD_RECT.inflate(12, 12)

# ----- the middle: dice, their sum, what the turn would score, the controls --------------
MIDDLE = pygame.Rect(228, 36, 186, 248)
DIE_SIZE = 44
DIE_Y = 76
DIE_X = (282, 360)
SUM_Y = 122
OPEN_Y = 166
PANEL_RECT = pygame.Rect(230, 196, 182, 86)
RING_CENTRE = (321, 128)
RING_RADIUS = 54

# ----- the seats and the bench ---------------------------------------------------------------
HEADER_Y = 25  # the heading stays inside the TV's safe area (text from y 18)
BOARD_SIDE = pygame.Rect(420, 36, 188, 283)  # one row per seat, down to the footer
ROW_MAX = 46
ROW_GAP = 2
BENCH_Y = 300  # the chips' centre line: chip, shadow and loudness bar end by y 316
BENCH_LEFT = 32
BENCH_RIGHT = MIDDLE.right  # the seats' column goes on below the board
BENCH_STEP = 92  # room per spectator: a chip, its bubble and its call-outs

# ----- where a new person's first-round hints stand (``shell.match.hints``) ----------------
# Below the safe area under the seats' column: a hint stands on it, at the foot of the rows
# where the score lands, and reaches into the middle only under its controls (a hint is
# wider than the column).
HINT_SEATS = pygame.Rect(BOARD_SIDE.left, 324, BOARD_SIDE.width, 1)
# The board's top row (1, 2, 3): a shout window's hint stands below it, over the board,
# which nobody needs while the ring runs.
HINT_HEAD = pygame.Rect(BOARD_LEFT, BOARD_TOP, 3 * CELL_W + 2 * GAP, CELL_H)


def cell_rect(field: int) -> pygame.Rect:
    row, col = divmod(field - 1, 3)
    return pygame.Rect(
        BOARD_LEFT + col * (CELL_W + GAP), BOARD_TOP + row * (CELL_H + GAP), CELL_W, CELL_H
    )


def row_height(seats: int) -> int:
    return min(ROW_MAX, BOARD_SIDE.height // max(1, seats))


def seat_row(seat: int, seats: int) -> pygame.Rect:
    h = row_height(seats)
    return pygame.Rect(BOARD_SIDE.left, BOARD_SIDE.top + seat * h, BOARD_SIDE.width, h - ROW_GAP)


def bench_spot(index: int, count: int, label_width: int) -> tuple[int, int]:
    """Centre of spectator ``index``'s chip on the bench row."""
    left = BENCH_LEFT + label_width + 20
    step = min(BENCH_STEP, (BENCH_RIGHT - left) // max(1, count))
    return left + index * step, BENCH_Y


def row_lines(row: pygame.Rect) -> tuple[int, int, int]:
    """(name line, marks line, loudness bar top) of a seat's row, as y in the row's space.

    The two body lines stand 14 px apart (the marks line carries pictures and counts, not
    words); rows taller than the smallest (38 px at 7 seats) centre the pair.
    """
    pad = max(0, row.height - 38) // 2
    name = row.top + 10 + pad
    marks = name + 14
    return name, marks, marks + 9
