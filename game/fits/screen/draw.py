"""Drawing the whole Fits screen from the scene's state (never changing it)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

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
from game.fits.screen.overlays import draw_banner, draw_finale, draw_scoring, draw_summary

if TYPE_CHECKING:
    from game.fits.screen.scene import FitsScene

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


def draw(scene: FitsScene, canvas: pygame.Surface) -> None:
    edition = scene.match.options.edition
    layout = scene.layout
    canvas.blit(table(len(scene.views), edition, layout.top, layout.bottom), (0, 0))
    draw_info(canvas, scene)
    draw_card(canvas, scene)
    symbols = bool(scene.app.settings.colour_symbols)
    for seat, view in enumerate(scene.views):
        shake = draw_board(
            canvas,
            scene.arts[seat],
            view,
            edition,
            scene.shown.board_number,
            symbols,
            scene.frame,
        )
        draw_header(canvas, scene, seat)
        draw_side(canvas, scene, seat)
        draw_scoring(canvas, scene, seat, shake)
        draw_bubble(canvas, scene, seat)
    scene.particles.draw(canvas)
    draw_banner(canvas, scene)
    draw_summary(canvas, scene)
    draw_finale(canvas, scene)
    draw_prompts(canvas, scene)
