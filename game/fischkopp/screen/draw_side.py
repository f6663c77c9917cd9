"""The seats' rows on the right and the spectator bench along the bottom.

A row: the seat's badge and name, its score (lowest wins), then its Fischköpfe, penalty
points and crowns as little pictures with counts. Rows render once per state; the shout
bubbles and bars go on top per frame (``draw_shout``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.engine.widgets import seat_badge
from game.fischkopp.screen.draw_board import draw_fish
from game.fischkopp.screen.layout import BOARD_SIDE, seat_row

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class RowsState:
    """Everything the rows show; a new state means one re-render, not one per frame."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]  # "" for a human, else "CPU hard" …
    scores: tuple[int | None, ...]  # main game (None: not played, or still flying home)
    extras: tuple[str, ...]  # Stechen scores, e.g. "St 12"
    heads: tuple[int, ...]
    penalties: tuple[int, ...]
    crowns: tuple[int, ...]
    current: int | None
    dimmed: tuple[bool, ...]  # out of the Stechen


def draw_crown(canvas: pygame.Surface, x: int, y: int, size: int = 7) -> None:
    s = size
    points = [(x - s, y + 4), (x - s, y - 3), (x - 3, y + 1), (x, y - s + 2), (x + 3, y + 1)]
    points += [(x + s, y - 3), (x + s, y + 4)]
    pygame.draw.polygon(canvas, pal.YELLOW, points)
    pygame.draw.polygon(canvas, pal.INK, points, 1)


def draw_penalty_mark(canvas: pygame.Surface, text: Text, centre: tuple[int, int]) -> None:
    pygame.draw.circle(canvas, pal.INK, (centre[0] + 1, centre[1] + 1), 5)
    pygame.draw.circle(canvas, pal.RED, centre, 5)
    text.draw(canvas, "!", (centre[0] + 1, centre[1] + 1), "small", pal.SNOW, "center", None)


def render_rows(text: Text, state: RowsState) -> pygame.Surface:
    surface = pygame.Surface(BOARD_SIDE.size, pygame.SRCALPHA)
    seats = len(state.names)
    for seat in range(seats):
        row = seat_row(seat, seats).move(-BOARD_SIDE.left, -BOARD_SIDE.top)
        colour = pal.seat_colour(seat)
        current = seat == state.current
        fill = pal.lighter(pal.DUSK, 0.1) if current else pal.NIGHT
        pygame.draw.rect(surface, pal.INK, row.move(1, 2), border_radius=5)
        pygame.draw.rect(surface, fill, row, border_radius=5)
        pygame.draw.rect(surface, colour if current else pal.SLATE, row, 2 if current else 1, 5)
        top = row.top + min(11, row.height // 3)
        seat_badge(surface, seat, (row.left + 12, top), 14)
        name_colour = pal.MIST if state.dimmed[seat] else pal.SNOW
        end = text.draw(
            surface, state.names[seat], (row.left + 24, top + 1), "body", name_colour, "midleft"
        )
        if state.kinds[seat]:
            text.draw(
                surface, state.kinds[seat], (end.right + 5, top + 1), "small", pal.MIST, "midleft"
            )
        score = state.scores[seat]
        shown = "–" if score is None else str(score)
        score_colour = pal.YELLOW if score is not None and score <= 0 else pal.SNOW
        text.draw(surface, shown, (row.right - 8, row.centery + 1), "big", score_colour, "midright")
        _row_marks(surface, text, state, seat, row)
    return surface


def _row_marks(surface: pygame.Surface, text: Text, state: RowsState, seat: int, row) -> None:
    """Second line: Fischköpfe, penalty points, crowns, and any Stechen scores."""
    y = row.bottom - 11
    x = row.left + 12
    if state.heads[seat]:
        draw_fish(surface, (x + 2, y), 12, pal.CYAN)
        x += (
            text.draw(
                surface, f"×{state.heads[seat]}", (x + 12, y + 1), "small", pal.CYAN, "midleft"
            ).width
            + 18
        )
    if state.penalties[seat]:
        draw_penalty_mark(surface, text, (x + 2, y))
        x += (
            text.draw(
                surface, f"×{state.penalties[seat]}", (x + 10, y + 1), "small", pal.PINK, "midleft"
            ).width
            + 16
        )
    if state.crowns[seat]:
        draw_crown(surface, x + 4, y, 6)
        x += (
            text.draw(
                surface, f"×{state.crowns[seat]}", (x + 13, y + 1), "small", pal.YELLOW, "midleft"
            ).width
            + 18
        )
    if state.extras[seat]:
        text.draw(
            surface, state.extras[seat], (row.right - 70, y + 1), "small", pal.ORANGE, "midright"
        )


@dataclass(frozen=True)
class BenchChair:
    """One chip on the bench: a chair (a voice) or someone cheering along."""

    label: str  # the participant's number, or "?" for a chair nobody holds yet
    voice: int | None
    present: bool
    penalties: int = 0
    crowns: int = 0


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
        "small",
        pal.SNOW if chair.present else pal.MIST,
        "center",
    )
    mark_x = x + 16
    if chair.penalties:
        draw_penalty_mark(canvas, text, (mark_x, y - 5))
        text.draw(canvas, str(chair.penalties), (mark_x + 7, y - 4), "small", pal.PINK, "midleft")
    if chair.crowns:
        draw_crown(canvas, mark_x, y + 7, 5)
        text.draw(canvas, str(chair.crowns), (mark_x + 7, y + 8), "small", pal.YELLOW, "midleft")
