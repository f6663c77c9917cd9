"""Illustrations for the four Fiese 15 how-to pages (numbers and pictures only, no words).

1: dice against their targets; 2: placing, stopping, +5 and doubling; 3: a bust;
4: handicap tiles dealt by standing, with the tie rule, and the fixed seat order.
"""

from __future__ import annotations

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import DIE_COLOURS, blit_die, mix
from game.engine.text import Text
from game.engine.widgets import pulse, seat_badge
from game.fiese15.logic.strips import COLOURS, STRIPS
from game.fiese15.screen.draw_table import draw_handicap_tile

TARGETS = STRIPS[0].front  # 1 3 2 4 3 2
ROLLS = ((1, 5, 2, 6, 1, 3), (4, 2, 6, 3, 3, 1), (2, 3, 1, 5, 6, 2))
PLACED = (1, 3, 2, 4, 2, 2)  # the order below places them one by one
BUST_PLACED = {"red": 1, "yellow": 3, "blue": 4}
BUST_ROLL = {"green": 5, "black": 6, "white": 4}


def _strip(canvas: pygame.Surface, rect: pygame.Rect, top: int) -> list[int]:
    """A small strip with the six targets; returns the column centres."""
    strip = pygame.Rect(rect.left + 8, top, rect.width - 16, 62)
    pygame.draw.rect(canvas, pal.SAND, strip, border_radius=5)
    pygame.draw.rect(canvas, pal.darker(pal.SAND, 0.45), strip, 2, border_radius=5)
    step = (strip.width - 10) // 6
    columns = [strip.left + 5 + step * i + step // 2 for i in range(6)]
    for x, colour, target in zip(columns, COLOURS, TARGETS, strict=True):
        slot = pygame.Rect(x - step // 2 + 2, strip.top + 4, step - 4, strip.height - 8)
        pygame.draw.rect(canvas, mix(pal.SAND, DIE_COLOURS[colour], 0.35), slot, border_radius=3)
        blit_die(canvas, (x, strip.top + 18), colour, target, 18)
        socket = pygame.Rect(0, 0, 22, 22)
        socket.center = (x, strip.top + 45)
        pygame.draw.rect(canvas, mix(pal.SAND, pal.INK, 0.45), socket, border_radius=4)
    return columns


def _mark(canvas: pygame.Surface, at: tuple[int, int], good: bool) -> None:
    x, y = at
    pygame.draw.circle(canvas, pal.INK, (x, y), 7)
    pygame.draw.circle(canvas, pal.LIME if good else pal.RED, (x, y), 6)
    if good:
        pygame.draw.lines(canvas, pal.INK, False, [(x - 3, y), (x - 1, y + 3), (x + 3, y - 3)], 2)
    else:
        pygame.draw.line(canvas, pal.SNOW, (x - 2, y - 2), (x + 2, y + 2), 2)
        pygame.draw.line(canvas, pal.SNOW, (x - 2, y + 2), (x + 2, y - 2), 2)


def _page_targets(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    columns = _strip(canvas, rect, rect.top + 10)
    roll = ROLLS[(frame // 120) % len(ROLLS)]
    for x, colour, value, target in zip(columns, COLOURS, roll, TARGETS, strict=True):
        valid = value <= target
        y = rect.top + 120
        if valid:
            glow = pal.YELLOW if pulse(frame, 36) > 0.5 else pal.SNOW
            pygame.draw.rect(canvas, glow, (x - 15, y - 15, 30, 30), 2, border_radius=6)
        blit_die(canvas, (x, y), colour, value, 24, dim=not valid)
        _mark(canvas, (x, y + 30), valid)
        pygame.draw.line(canvas, pal.SLATE, (x, rect.top + 76), (x, y - 18))


def _page_place(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    columns = _strip(canvas, rect, rect.top + 10)
    step = (frame // 45) % 8  # 0..6 dice placed, then a pause on the full strip
    count = min(step, 6)
    pips = sum(PLACED[:count])
    for i in range(count):
        blit_die(canvas, (columns[i], rect.top + 55), COLOURS[i], PLACED[i], 20)
    y = rect.top + 130
    if count == 6:
        text.draw(canvas, f"{pips} ×2", (rect.centerx, y), "big", pal.YELLOW, "center")
        text.draw(canvas, f"= {2 * pips}", (rect.centerx, y + 36), "big", pal.YELLOW, "center")
    elif count == 5:
        text.draw(canvas, f"{pips} +5", (rect.centerx, y), "big", pal.LIME, "center")
        text.draw(canvas, f"= {pips + 5}", (rect.centerx, y + 36), "big", pal.LIME, "center")
    elif count:
        text.draw(canvas, str(pips), (rect.centerx, y), "big", pal.SNOW, "center")


def _page_bust(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    columns = _strip(canvas, rect, rect.top + 10)
    for i, colour in enumerate(COLOURS):
        if colour in BUST_PLACED:
            blit_die(canvas, (columns[i], rect.top + 55), colour, BUST_PLACED[colour], 20)
        elif colour in BUST_ROLL:
            blit_die(canvas, (columns[i], rect.top + 110), colour, BUST_ROLL[colour], 24, dim=True)
            _mark(canvas, (columns[i], rect.top + 140), False)
    unplaced = [t for c, t in zip(COLOURS, TARGETS, strict=True) if c not in BUST_PLACED]
    sum_text = " + ".join(str(t) for t in unplaced) + f" = {sum(unplaced)}"
    shake = 2 if (frame // 4) % 6 == 0 and not motion.calm() else 0
    text.draw(canvas, sum_text, (rect.centerx + shake, rect.top + 174), "title", pal.PINK, "center")
    text.draw(canvas, "Zocker: 0", (rect.centerx, rect.top + 204), "title", pal.MIST, "center")


def _page_handicap(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    """Three players: P3 leads and gets tile 1; P1 and P2 are tied, so P1 (earlier) gets 4."""
    standings = ((2, 52, 1), (0, 40, 4), (1, 40, 2))
    shown = min(3, (frame // 40) % 5)
    for row, (seat, total, tile) in enumerate(standings):
        y = rect.top + 28 + row * 44
        seat_badge(canvas, seat, (rect.left + 40, y), 22)
        text.draw(canvas, str(total), (rect.left + 122, y + 1), "big", pal.CLOUD, "midright")
        if row < shown:
            pygame.draw.polygon(
                canvas,
                pal.MIST,
                [(rect.left + 146, y - 5), (rect.left + 156, y), (rect.left + 146, y + 5)],
            )
            draw_handicap_tile(canvas, text, pygame.Rect(rect.left + 170, y - 13, 26, 26), tile)
    # The fixed order of play: every round starts with P1.
    y = rect.bottom - 34
    for seat in range(3):
        x = rect.left + 50 + seat * 64
        seat_badge(canvas, seat, (x, y), 18)
        if seat < 2:
            pygame.draw.line(canvas, pal.MIST, (x + 14, y), (x + 48, y), 2)
            pygame.draw.polygon(canvas, pal.MIST, [(x + 46, y - 4), (x + 52, y), (x + 46, y + 4)])


PAGES = (_page_targets, _page_place, _page_bust, _page_handicap)


def draw_howto(
    canvas: pygame.Surface, rect: pygame.Rect, page: int, frame: int, text: Text
) -> None:
    """Draw the illustration for how-to page ``page`` (0-based) inside ``rect``."""
    PAGES[max(0, min(len(PAGES) - 1, page))](canvas, rect, frame, text)
