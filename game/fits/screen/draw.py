"""Drawing the whole Fits screen from one frame's view (never the scene itself)."""

from __future__ import annotations

from functools import cache

import pygame

from game.engine import palette as pal
from game.fits.screen.draw_board import draw_board
from game.fits.screen.hud import (
    draw_bubble,
    draw_card,
    draw_header,
    draw_info,
    draw_prompts,
    draw_side,
)
from game.fits.screen.layout import STRIP_PANEL, plan
from game.fits.screen.overlays import (
    draw_banner,
    draw_finale,
    draw_scoring,
    draw_summary,
    summary_shown,
)
from game.fits.screen.view import FitsView, Look

TABLE = (30, 26, 46)


@cache
def table(seats: int, edition: str, top: int, bottom: int) -> pygame.Surface:
    """The still background: the table, the strip under the card, a panel per board."""
    layout = plan(seats, edition, top, bottom)
    surface = pygame.Surface((640, 360))
    surface.fill(TABLE)
    if layout.strip:
        pygame.draw.rect(surface, pal.INK, STRIP_PANEL.move(0, 2), border_radius=4)
        pygame.draw.rect(surface, pal.NIGHT, STRIP_PANEL, border_radius=4)
    for lay in layout.boards:
        area = lay.panel
        pygame.draw.rect(surface, pal.NIGHT, area, border_radius=4)
        pygame.draw.rect(surface, pal.darker(pal.seat_colour(lay.seat), 0.5), area, 1, 4)
    return surface


def draw(canvas: pygame.Surface, view: FitsView, look: Look) -> None:
    edition, layout, shown = view.edition, view.layout, view.shown
    canvas.blit(table(len(view.seats), edition, layout.top, layout.bottom), (0, 0))
    # "Board 1 scored" takes the place of the board's box, and of the empty pile's count.
    summary = summary_shown(view, look)
    if summary is None or not summary[1].colliderect(layout.info):
        draw_info(canvas, view, look)
    draw_card(canvas, view, look, count=summary is None)
    symbols = bool(look.settings.colour_symbols)
    for seat in view.seats:
        shake = draw_board(
            canvas, seat.art, seat.state, edition, shown.board_number, symbols, view.frame
        )
        draw_header(canvas, view, seat, look)
        draw_side(canvas, view, seat, look)
        draw_scoring(canvas, view, seat, look, shake)
        draw_bubble(canvas, view, seat, look)
    view.particles.draw(canvas)
    draw_banner(canvas, view, look)
    draw_summary(canvas, view, look)
    draw_finale(canvas, view, look)
    draw_prompts(canvas, view, look)
