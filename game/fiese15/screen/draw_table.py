"""Drawing the table: the background, the dice tower, the strip, and the dice themselves.

Everything static is rendered once to a surface and blitted per frame; the dice themselves
are the engine's (``engine.dice_art``), the same in every dice game.
"""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.dice_art import DIE_COLOURS, blit_die, mix
from game.engine.text import Text
from game.engine.widgets import panel, seat_badge
from game.fiese15.logic.strips import COLOURS, WHITE
from game.fiese15.screen.layout import (
    ACTION_RECT,
    CARD_RECT,
    COLUMN_STEP,
    SHEET_RECT,
    SLOT_WIDTH,
    SOCKET_Y,
    STRIP_DIE,
    STRIP_RECT,
    TARGET_Y,
    TOWER_RECT,
    TRAY_RECT,
    column_x,
)

Colour = tuple[int, int, int]

FELT = pal.darker(pal.WINE, 0.2)
WOOD = pal.BROWN
PAPER_FRONT = pal.SAND
PAPER_BACK = pal.CLOUD
SAFE_LEFT = 32  # the TV safe area's left edge: the strip's round label starts right of it


def lane_colour(colour: str) -> Colour:
    """The felt of a die colour's faint lane (its "max" label is read on it)."""
    return mix(FELT, DIE_COLOURS[colour], 0.08)


def render_background() -> pygame.Surface:
    """The night table with the tray and the empty panel frames (drawn once)."""
    surface = pygame.Surface((640, 360))
    surface.fill(pal.NIGHT)
    accent = mix(pal.NIGHT, pal.DUSK, 0.35)
    for y in range(0, 360, 24):
        for x in range(0, 640, 24):
            if (x // 24 + y // 24) % 2 == 0:
                pygame.draw.rect(surface, accent, (x + 2, y + 2, 20, 20), border_radius=5)
    # The tray: a wooden frame around felt.
    pygame.draw.rect(surface, pal.INK, TRAY_RECT.move(2, 3), border_radius=8)
    pygame.draw.rect(surface, WOOD, TRAY_RECT, border_radius=8)
    pygame.draw.rect(surface, pal.lighter(WOOD, 0.2), TRAY_RECT, 2, border_radius=8)
    felt = TRAY_RECT.inflate(-12, -12)
    pygame.draw.rect(surface, FELT, felt, border_radius=5)
    pygame.draw.rect(surface, pal.darker(FELT, 0.3), felt, 2, border_radius=5)
    for colour in COLOURS:  # faint lanes: each colour's column runs down from the strip
        x = column_x(colour)
        lane = pygame.Rect(x - COLUMN_STEP // 2 + 3, felt.top + 4, COLUMN_STEP - 6, felt.height - 8)
        pygame.draw.rect(surface, lane_colour(colour), lane, border_radius=4)
    for rect in (ACTION_RECT, SHEET_RECT, CARD_RECT):
        panel(surface, rect)
    return surface


def render_tower() -> pygame.Surface:
    """The dice tower: bricks, a crenellated rim and a dark mouth facing the tray."""
    w, h = TOWER_RECT.size
    surface = pygame.Surface((w + 2, h + 3), pygame.SRCALPHA)
    body = pygame.Rect(0, 8, w, h - 8)
    pygame.draw.rect(surface, pal.INK, body.move(2, 3), border_radius=3)
    pygame.draw.rect(surface, pal.TAN, body, border_radius=3)
    brick = pal.darker(pal.TAN, 0.15)
    for row, y in enumerate(range(body.top + 4, body.bottom - 2, 8)):
        offset = 0 if row % 2 == 0 else 6
        for x in range(-offset, w, 12):
            pygame.draw.rect(surface, brick, (x + 1, y, 10, 6))
    for x in range(0, w, 12):  # crenellations
        pygame.draw.rect(surface, pal.TAN, (x, 0, 8, 10))
        pygame.draw.rect(surface, pal.darker(pal.TAN, 0.3), (x, 0, 8, 10), 1)
    pygame.draw.rect(surface, pal.darker(pal.TAN, 0.35), body, 1, border_radius=3)
    mouth = pygame.Rect(w - 30, h - 38, 30, 30)
    pygame.draw.rect(surface, pal.INK, mouth, border_top_left_radius=12)
    pygame.draw.line(surface, pal.darker(pal.TAN, 0.45), mouth.topleft, mouth.bottomleft, 2)
    pygame.draw.polygon(  # the ramp the dice leave on
        surface,
        pal.darker(pal.TAN, 0.3),
        [(w - 30, h - 8), (w, h - 14), (w, h - 8)],
    )
    return surface


def render_strip(
    text: Text,
    round_label: str,
    of_label: str,
    round_index: int,
    targets: tuple[int, ...],
    back_side: bool,
    tile_seat: int | None,
    symbols: bool,
) -> pygame.Surface:
    """The task strip: round number, then per colour its target die and an empty socket.

    On the back side (handicap) the white target is the player's own tile, drawn as a
    wooden tile with their seat badge on it.
    """
    w, h = STRIP_RECT.size
    surface = pygame.Surface((w + 2, h + 3), pygame.SRCALPHA)
    paper = PAPER_BACK if back_side else PAPER_FRONT
    rect = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surface, pal.INK, rect.move(2, 3), border_radius=6)
    pygame.draw.rect(surface, paper, rect, border_radius=6)
    pygame.draw.rect(surface, pal.darker(paper, 0.45), rect, 2, border_radius=6)
    label_x = (SAFE_LEFT + column_x(COLOURS[0]) - SLOT_WIDTH // 2) // 2 - STRIP_RECT.left
    # "Round", its number and "/10" stacked with air between them (they touched at 12 / 26)
    text.draw(surface, round_label, (label_x, 10), "body", pal.INK, "midtop", shadow=None)
    text.draw(
        surface, str(round_index + 1), (label_x, 28), "big", pal.DARK_RED, "midtop", shadow=None
    )
    text.draw(surface, of_label, (label_x, 56), "body", pal.INK, "midtop", shadow=None)
    for colour, target in zip(COLOURS, targets, strict=True):
        x = column_x(colour) - STRIP_RECT.left
        slot = pygame.Rect(x - SLOT_WIDTH // 2, 6, SLOT_WIDTH, h - 12)
        pygame.draw.rect(surface, mix(paper, DIE_COLOURS[colour], 0.35), slot, border_radius=4)
        socket = pygame.Rect(0, 0, 30, 30)
        socket.center = (x, SOCKET_Y - STRIP_RECT.top)
        pygame.draw.rect(surface, mix(paper, pal.INK, 0.45), socket, border_radius=5)
        pygame.draw.rect(surface, mix(paper, pal.INK, 0.7), socket, 1, border_radius=5)
        centre = (x, TARGET_Y - STRIP_RECT.top)
        if colour == WHITE and tile_seat is not None:
            _tile(surface, text, centre, target, tile_seat)
        else:
            blit_die(surface, centre, colour, target, STRIP_DIE, symbol=symbols)
    return surface


def _tile(surface: pygame.Surface, text: Text, centre: tuple[int, int], value: int, seat: int):
    tile = pygame.Rect(0, 0, 26, 26)
    tile.center = centre
    draw_handicap_tile(surface, text, tile, value)
    seat_badge(surface, seat, (tile.right - 1, tile.top + 1), 8)


def draw_handicap_tile(surface: pygame.Surface, text: Text, rect: pygame.Rect, value: int) -> None:
    """A wooden handicap tile with its number (the white target for its owner)."""
    pygame.draw.rect(surface, pal.INK, rect.move(1, 2), border_radius=3)
    pygame.draw.rect(surface, pal.AMBER, rect, border_radius=3)
    pygame.draw.rect(surface, pal.BROWN, rect, 1, border_radius=3)
    style = "title" if rect.height >= 20 else "body"
    text.draw(surface, str(value), rect.center, style, pal.INK, "center", shadow=None)
