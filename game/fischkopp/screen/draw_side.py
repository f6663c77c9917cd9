"""The seats' rows on the right and the spectator bench along the bottom.

A row: the seat's badge and name, its score (lowest wins), then its Fischköpfe, penalty
points and crowns as little pictures with counts. Rows render once per state; the shout
bubbles and bars go on top per frame (``draw_shout``).
"""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.engine.widgets import seat_badge
from game.fischkopp.screen.draw_board import draw_fish
from game.fischkopp.screen.layout import row_lines, seat_row
from game.fischkopp.screen.view import BenchChair, RowState

Colour = tuple[int, int, int]


def draw_crown(canvas: pygame.Surface, x: int, y: int, size: int = 7) -> None:
    s = size
    points = [(x - s, y + 4), (x - s, y - 3), (x - 3, y + 1), (x, y - s + 2), (x + 3, y + 1)]
    points += [(x + s, y - 3), (x + s, y + 4)]
    pygame.draw.polygon(canvas, pal.YELLOW, points)
    pygame.draw.polygon(canvas, pal.INK, points, 1)


def draw_penalty_mark(canvas: pygame.Surface, text: Text, centre: tuple[int, int]) -> None:
    pygame.draw.circle(canvas, pal.INK, (centre[0] + 1, centre[1] + 1), 5)
    pygame.draw.circle(canvas, pal.DARK_RED, centre, 5)  # deep enough for a white "!"
    text.draw(canvas, "!", (centre[0] + 1, centre[1] + 1), "body", pal.SNOW, "center", None)


def render_row(text: Text, state: RowState) -> pygame.Surface:
    """One seat's row, in coordinates of its own rectangle (see ``layout.seat_row``)."""
    rect = seat_row(state.seat, state.seats)
    surface = pygame.Surface((rect.width + 1, rect.height + 2))  # opaque: cheap to blit
    surface.fill(pal.NIGHT)
    row = pygame.Rect(0, 0, rect.width, rect.height)
    colour = pal.seat_colour(state.seat)
    fill = pal.lighter(pal.DUSK, 0.1) if state.current else pal.NIGHT
    pygame.draw.rect(surface, pal.INK, row.move(1, 2), border_radius=5)
    pygame.draw.rect(surface, fill, row, border_radius=5)
    pygame.draw.rect(
        surface, colour if state.current else pal.SLATE, row, 2 if state.current else 1, 5
    )
    top = row_lines(row)[0]
    seat_badge(surface, state.seat, (row.left + 12, top), 14)
    name_colour = pal.MIST if state.dimmed else pal.SNOW
    end = text.draw(surface, state.name, (row.left + 24, top + 1), "body", name_colour, "midleft")
    if state.kind:
        text.draw(surface, state.kind, (end.right + 4, top + 1), "body", pal.MIST, "midleft")
    score = state.score
    shown = "–" if score is None else str(score)
    score_colour = pal.YELLOW if score is not None and score <= 0 else pal.SNOW
    # "CPU difficile" ends by x 131 of the row: a two-digit score starts at 134.
    text.draw(surface, shown, (row.right - 6, row.centery + 1), "big", score_colour, "midright")
    _row_marks(surface, text, state, row)
    return surface


def _mark(surface: pygame.Surface, text: Text, x: int, y: int, count: int, colour, gap: int) -> int:
    """ "×n" after a little picture; returns where the next mark starts."""
    drawn = text.draw(surface, f"×{count}", (x + gap, y + 1), "body", colour, "midleft")
    return drawn.right + 8


def _row_marks(surface: pygame.Surface, text: Text, state: RowState, row: pygame.Rect) -> None:
    """Second line: Fischköpfe, penalty points, crowns, and the latest Stechen score."""
    y = row_lines(row)[1]
    x = row.left + 12
    if state.heads:
        draw_fish(surface, (x + 2, y), 12, pal.CYAN)
        x = _mark(surface, text, x, y, state.heads, pal.CYAN, 12)
    if state.penalties:
        draw_penalty_mark(surface, text, (x + 2, y))
        x = _mark(surface, text, x, y, state.penalties, pal.PINK, 10)
    if state.crowns:
        draw_crown(surface, x + 4, y, 6)
        x = _mark(surface, text, x, y, state.crowns, pal.YELLOW, 13)
    if state.extra:  # after the marks, clear of the score on the right
        text.draw(surface, state.extra, (x, y + 1), "body", pal.ORANGE, "midleft")


def draw_chip(
    canvas: pygame.Surface, text: Text, chair: BenchChair, centre: tuple[int, int]
) -> None:
    x, y = centre
    ring = pal.SKY if chair.voice is not None else pal.PURPLE
    fill = pal.darker(ring, 0.4) if chair.present else pal.NIGHT
    pygame.draw.circle(canvas, pal.INK, (x + 1, y + 2), 11)
    pygame.draw.circle(canvas, fill, (x, y), 11)
    pygame.draw.circle(
        canvas, pal.lighter(ring, 0.3) if chair.present else pal.SLATE, (x, y), 11, 2
    )
    text.draw(
        canvas,
        chair.label,
        (x + 1, y + 1),
        "body",
        pal.SNOW if chair.present else pal.MIST,
        "center",
    )
    mark_x = x + 16
    if chair.penalties:
        draw_penalty_mark(canvas, text, (mark_x, y - 5))
        text.draw(canvas, str(chair.penalties), (mark_x + 7, y - 4), "body", pal.PINK, "midleft")
    if chair.crowns:
        draw_crown(canvas, mark_x, y + 7, 5)
        text.draw(canvas, str(chair.crowns), (mark_x + 7, y + 8), "body", pal.YELLOW, "midleft")
