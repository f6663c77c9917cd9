"""Illustrations for the six Fischkopp how-to pages (numbers and pictures, hardly words).

1: the board and the goal; 2: a roll and its three choices; 3: stuck, the open numbers
count; 4: Fischkopp and the shout window; 5: Gräte and the full board; 6: the end, the
Fischköpfe and the Stechen.
"""

from __future__ import annotations

import math

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import blit_die
from game.engine.text import Text
from game.engine.widgets import pulse, seat_badge
from game.fischkopp.logic import WINDOW_FRAMES
from game.fischkopp.screen.draw_board import draw_fish
from game.fischkopp.screen.draw_side import draw_crown, draw_penalty_mark
from game.fischkopp.screen.mini import draw_mini_board, mini_cell

ROLLS = ((4, 2), (5, 5), (6, 3))
STUCK_COVERED = {4, 5, 7, 9, 10, 11, 12}  # 1, 2, 3, 6, 8 open: 20
GRAETE = {2, 4, 6, 8, 10, 12}


def _board(
    canvas: pygame.Surface, text: Text, rect: pygame.Rect, covered=frozenset(), lit=(), cursor=None
):
    left, top = rect.left + 14, rect.top + 14
    draw_mini_board(canvas, text, left, top, set(covered), lit, cursor)
    return left, top


def _page_board(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    _board(canvas, text, rect)
    x = rect.left + 186
    draw_fish(canvas, (x, rect.top + 36), 18, pal.BLUE)
    text.draw(canvas, "2 4 6", (x, rect.top + 59), "body", pal.CYAN, "center")
    text.draw(canvas, "8 10 12", (x, rect.top + 74), "body", pal.CYAN, "center")
    # Lowest wins: from 78 (nothing covered) down to 0.
    text.draw(canvas, "78", (x, rect.top + 102), "title", pal.MIST, "center")
    pygame.draw.line(canvas, pal.YELLOW, (x, rect.top + 114), (x, rect.top + 136), 2)
    arrow = [(x - 5, rect.top + 132), (x + 5, rect.top + 132), (x, rect.top + 139)]
    pygame.draw.polygon(canvas, pal.YELLOW, arrow)
    text.draw(canvas, "0", (x, rect.top + 152), "big", pal.YELLOW, "center")
    for seat in range(3):
        lit = (frame // 60) % 3 == seat
        seat_badge(canvas, seat, (rect.left + 30 + seat * 40, rect.bottom - 36), 20 if lit else 14)
    text.draw(canvas, "1×", (rect.left + 150, rect.bottom - 36), "title", pal.SNOW, "midleft")


def _dice(canvas: pygame.Surface, rect: pygame.Rect, dice: tuple[int, int], shake: int = 0) -> None:
    x = rect.left + 168
    blit_die(canvas, (x + shake, rect.top + 34), "white", dice[0], 30)
    blit_die(canvas, (x + 38, rect.top + 34), "red", dice[1], 30)


def _page_roll(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    d1, d2 = ROLLS[(frame // 180) % len(ROLLS)]
    choices = tuple(dict.fromkeys(f for f in (d1, d2, d1 + d2)))
    cursor = choices[(frame // 45) % len(choices)]
    _board(canvas, text, rect, (), choices, cursor)
    _dice(canvas, rect, (d1, d2))
    for i, field in enumerate(choices):  # below the board: die 1, die 2, the sum
        colour = pal.SNOW if field == cursor else pal.YELLOW
        label = f"{d1}+{d2}={field}" if field == d1 + d2 else str(field)
        x = rect.left + 24 + i * 44
        text.draw(canvas, label, (x, rect.top + 170), "title", colour, "midleft")


def _page_stuck(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    _board(canvas, text, rect, STUCK_COVERED)
    _dice(canvas, rect, (6, 5), 2 if (frame // 4) % 8 == 0 and not motion.calm() else 0)
    for i, field in enumerate((6, 5, 11)):
        x, y = rect.left + 168 + (i % 2) * 38, rect.top + 70 + (i // 2) * 22
        text.draw(canvas, str(field), (x, y), "title", pal.PINK, "center")
        pygame.draw.line(canvas, pal.PINK, (x - 9, y + 7), (x + 9, y - 7), 2)
    text.draw(canvas, "1+2+3", (rect.left + 16, rect.bottom - 52), "title", pal.SNOW)
    text.draw(canvas, "+6+8 = 20", (rect.left + 16, rect.bottom - 30), "title", pal.PINK)


def _page_fischkopp(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    step = frame % 300
    covered = {5, 9} | ({1, 2, 3} if step < 60 else set())
    left, top = _board(canvas, text, rect, covered)
    if 60 <= step < 90:
        for field in (1, 2, 3):
            cell = mini_cell(left, top, field, (32, 28))
            for i in range(6):
                a = i * math.pi / 3 + field
                r = (step - 60) * 1.2
                canvas.fill(
                    pal.CYAN, (cell.centerx + r * math.cos(a), cell.centery + r * math.sin(a), 2, 2)
                )
    if step >= 60:
        cx, cy, radius = rect.left + 180, rect.top + 54, 30
        share = max(0.0, 1 - (step - 60) * 2.5 / WINDOW_FRAMES)
        pygame.draw.circle(canvas, pal.DUSK, (cx, cy), radius, 7)
        if share > 0:
            points = [(cx, cy)] + [
                (
                    cx + radius * math.cos(-math.pi / 2 + 2 * math.pi * share * i / 24),
                    cy + radius * math.sin(-math.pi / 2 + 2 * math.pi * share * i / 24),
                )
                for i in range(25)
            ]
            pygame.draw.polygon(canvas, pal.LIME, points)
            pygame.draw.circle(canvas, pal.INK, (cx, cy), radius - 8)
        text.draw(
            canvas,
            str(max(1, math.ceil(share * 10))),
            (cx + 1, cy + 1),
            "title",
            pal.SNOW,
            "center",
        )
        for seat in range(3):
            y = rect.top + 104 + seat * 30
            seat_badge(canvas, seat, (rect.left + 150, y), 14)
            if seat < 2 and step > 80 + seat * 30:
                pygame.draw.rect(
                    canvas, pal.SNOW, (rect.left + 162, y - 7, 56, 14), border_radius=4
                )
                text.draw(canvas, "!!!", (rect.left + 190, y + 1), "body", pal.INK, "center", None)
                if seat == 0 and step > 200:
                    draw_crown(canvas, rect.left + 150, y - 14)
            elif seat == 2 and step > 240:
                draw_penalty_mark(canvas, text, (rect.left + 170, y))
                text.draw(canvas, "+1", (rect.left + 180, y + 1), "body", pal.PINK, "midleft")


def _page_graete(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    full = (frame // 150) % 2 == 1
    covered = set(range(1, 13)) if full else GRAETE
    _board(canvas, text, rect, covered)
    x = rect.left + 150
    if full:
        text.draw(canvas, "= 0", (x, rect.top + 60), "big", pal.LIME)
    else:
        draw_fish(canvas, (x + 20, rect.top + 40), 26, pal.SNOW)
        glow = pal.YELLOW if pulse(frame, 30) > 0.4 else pal.SNOW
        text.draw(canvas, "= -1", (rect.right - 8, rect.top + 80), "big", glow, "topright")


def _page_end(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    """P1 and P2 tie on 9 with one Fischkopp each; P2 has a penalty point and is out."""
    rows = ((0, 9, 1, 0), (1, 9, 1, 1), (2, 14, 2, 0))
    for i, (seat, score, heads, penalties) in enumerate(rows):
        y = rect.top + 26 + i * 34
        seat_badge(canvas, seat, (rect.left + 24, y), 18)
        text.draw(canvas, str(score), (rect.left + 94, y + 1), "big", pal.SNOW, "midright")
        draw_fish(canvas, (rect.left + 114, y), 12, pal.CYAN)
        text.draw(canvas, f"×{heads}", (rect.left + 124, y + 1), "body", pal.CYAN, "midleft")
        if penalties:
            draw_penalty_mark(canvas, text, (rect.left + 164, y))
            text.draw(
                canvas, f"×{penalties}", (rect.left + 172, y + 1), "body", pal.PINK, "midleft"
            )
    y = rect.bottom - 60
    text.draw(canvas, "STECHEN", (rect.centerx, y), "title", pal.ORANGE, "center")
    seat_badge(canvas, 0, (rect.centerx - 30, y + 30), 20)
    seat_badge(canvas, 1, (rect.centerx + 30, y + 30), 20)
    x = rect.centerx + 30
    pygame.draw.line(canvas, pal.RED, (x - 10, y + 20), (x + 10, y + 40), 3)
    pygame.draw.line(canvas, pal.RED, (x - 10, y + 40), (x + 10, y + 20), 3)


PAGES = (_page_board, _page_roll, _page_stuck, _page_fischkopp, _page_graete, _page_end)


def draw_howto(
    canvas: pygame.Surface, rect: pygame.Rect, page: int, frame: int, text: Text
) -> None:
    """Draw the illustration for how-to page ``page`` (0-based) inside ``rect``, with the
    App's ``text``."""
    PAGES[max(0, min(len(PAGES) - 1, page))](canvas, rect, frame, text)
