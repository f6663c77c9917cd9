"""A small Fischkopp board for the how-to pages and the game-select preview."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.fischkopp.screen.draw_board import FISH_FIELDS, draw_fish


def mini_cell(left: int, top: int, field: int, cell: tuple[int, int]) -> pygame.Rect:
    row, col = divmod(field - 1, 3)
    return pygame.Rect(left + col * (cell[0] + 3), top + row * (cell[1] + 3), *cell)


def draw_mini_board(
    canvas: pygame.Surface,
    text: Text | None,
    left: int,
    top: int,
    covered: set[int] | frozenset[int] = frozenset(),
    lit: tuple[int, ...] = (),
    cursor: int | None = None,
    cell: tuple[int, int] = (32, 28),
) -> None:
    """Fields 1–12 (fish fields blue with a fish), covered ones under a wooden marker.

    ``text`` is the App's (fonts belong to it); without it the numbers are left out.
    """
    frame = pygame.Rect(left - 5, top - 5, 3 * cell[0] + 16, 4 * cell[1] + 19)
    pygame.draw.rect(canvas, pal.BROWN, frame, border_radius=5)
    pygame.draw.rect(canvas, pal.DARK_BROWN, frame, 1, border_radius=5)
    for field in range(1, 13):
        rect = mini_cell(left, top, field, cell)
        fish = field in FISH_FIELDS
        pygame.draw.rect(canvas, pal.BLUE if fish else pal.SAND, rect, border_radius=3)
        if fish and (text is None or field < 10):  # two digits leave no room for the fish
            draw_fish(canvas, (rect.right - 7, rect.bottom - 5), 7, pal.SKY)
        if field in covered:
            wood = rect.inflate(-4, -4)
            pygame.draw.rect(canvas, pal.TAN, wood, border_radius=3)
            pygame.draw.rect(canvas, pal.DARK_BROWN, wood, 1, border_radius=3)
        elif text is not None:
            style = "title" if cell[0] >= 28 else "body"
            text.draw(canvas, str(field), rect.center, style, pal.INK, "center", None)
        if field in lit:
            colour = pal.SNOW if field == cursor else pal.YELLOW
            pygame.draw.rect(canvas, colour, rect.inflate(4, 4), 2, border_radius=4)
