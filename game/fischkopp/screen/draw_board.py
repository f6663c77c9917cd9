"""The 3×4 board: fields, fish marks, markers, the highlighted choices and the Gräte.

The fields themselves are rendered once (``render_board``); per frame come the markers,
the highlights and the coach's numbers. Fish fields are blue *and* carry a fish, so they
read without colour too.
"""

from __future__ import annotations

from collections.abc import Sequence, Set

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.engine.tween import ease_out_back
from game.engine.widgets import pulse
from game.fischkopp.screen.layout import BOARD_FRAME, BOARD_RECT, CELL_H, CELL_W, cell_rect
from game.fischkopp.screen.pieces import Marker

Colour = tuple[int, int, int]

FIELDS = range(1, 13)
FISH_FIELDS = frozenset(range(2, 13, 2))
HEAD_FIELDS = (1, 2, 3)
MARKER_INSET = 5


def draw_fish(canvas: pygame.Surface, centre: tuple[int, int], size: int, colour: Colour) -> None:
    """A small pixel fish looking left: body, tail, an eye left open."""
    x, y = centre
    body = pygame.Rect(0, 0, size, size * 5 // 8)
    body.center = (x - size // 6, y)
    pygame.draw.ellipse(canvas, colour, body)
    tail = [
        (body.right - 2, y),
        (body.right + size // 3, y - size // 3),
        (body.right + size // 3, y + size // 3),
    ]
    pygame.draw.polygon(canvas, colour, tail)
    eye = (body.left + max(2, size // 5), y - max(1, size // 12))
    canvas.fill(pal.SNOW, (eye[0], eye[1] - 1, 2, 2))


def render_board(text: Text) -> pygame.Surface:
    """The empty board with its frame, in screen coordinates of ``BOARD_FRAME``."""
    surface = pygame.Surface(BOARD_FRAME.size)  # opaque on the table colour: cheap to blit
    surface.fill(pal.NIGHT)
    frame = pygame.Rect(0, 0, *BOARD_FRAME.size)
    pygame.draw.rect(surface, pal.INK, frame.move(2, 3), border_radius=8)
    pygame.draw.rect(surface, pal.BROWN, frame, border_radius=8)
    pygame.draw.rect(surface, pal.DARK_BROWN, frame, 2, border_radius=8)
    dx, dy = -BOARD_FRAME.left, -BOARD_FRAME.top
    for field in FIELDS:
        cell = cell_rect(field).move(dx, dy)
        fish = field in FISH_FIELDS
        fill = pal.BLUE if fish else pal.SAND
        pygame.draw.rect(surface, pal.darker(fill, 0.45), cell.move(0, 2), border_radius=5)
        pygame.draw.rect(surface, fill, cell, border_radius=5)
        pygame.draw.line(
            surface,
            pal.lighter(fill, 0.35),
            (cell.left + 4, cell.top + 1),
            (cell.right - 5, cell.top + 1),
        )
        if fish:
            draw_fish(surface, (cell.right - 13, cell.bottom - 9), 12, pal.SKY)
        text.draw(
            surface,
            str(field),
            (cell.centerx + 1, cell.centery - 2),
            "big",
            pal.INK,
            "center",
            None,
        )
    return surface


def render_marker(text: Text, field: int) -> pygame.Surface:
    """A wooden marker for a covered field; its number stays faintly carved in."""
    size = (CELL_W - 2 * MARKER_INSET, CELL_H - 2 * MARKER_INSET)
    surface = pygame.Surface((size[0] + 2, size[1] + 3), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, *size)
    pygame.draw.rect(surface, pal.INK, rect.move(2, 3), border_radius=7)
    pygame.draw.rect(surface, pal.TAN, rect, border_radius=7)
    pygame.draw.rect(surface, pal.DARK_BROWN, rect, 2, border_radius=7)
    for y in (rect.top + 8, rect.bottom - 9):  # wood grain, clear of the carved number
        pygame.draw.line(
            surface, pal.darker(pal.TAN, 0.15), (rect.left + 8, y), (rect.right - 9, y)
        )
    pygame.draw.line(
        surface, pal.SAND, (rect.left + 6, rect.top + 3), (rect.right - 7, rect.top + 3)
    )
    # Carved in: dark strokes with a light lower edge, big enough to read from the sofa.
    centre = (rect.centerx + 1, rect.centery + 1)
    text.draw(surface, str(field), centre, "title", pal.BROWN, "center", pal.SAND)
    return surface


def draw_markers(
    canvas: pygame.Surface,
    markers: Sequence[Marker],
    marker_art,
) -> None:
    """Markers on their fields: dropping in, lying, or flying off after a Fischkopp."""
    for marker in markers:
        cell = cell_rect(marker.field)
        x, y = cell.left + MARKER_INSET, cell.top + MARKER_INSET
        if marker.leaving:
            fx, fy = marker.flight()
            x, y = x + fx, y + fy
        else:
            y += marker.drop_offset
            if not marker.landed:  # its shadow grows as it comes down
                shadow = cell.inflate(-14 - marker.drop_offset // 3, -20)
                pygame.draw.ellipse(canvas, pal.darker(pal.SAND, 0.6), shadow)
        canvas.blit(marker_art(marker.field), (x, y))


def draw_choices(
    canvas: pygame.Surface,
    text: Text,
    choices: tuple[int, ...],
    cursor: int | None,
    seat_colour: Colour,
    frame: int,
    coach: dict[int, str] | None,
    best: int | None = None,
) -> None:
    """The fields the roll may cover glow; the cursor's field wears the seat's arrow and the
    coach's expected score (written in the player's language), when the coach is on; the
    coach's best field has its number on gold."""
    for i, field in enumerate(choices):
        cell = cell_rect(field)
        on_cursor = i == cursor
        glow = pal.YELLOW if pulse(frame + i * 9, 36) > 0.45 else pal.SNOW
        if on_cursor:
            # The cursor stays inside its cell: neighbours (and their coach numbers) stay clear.
            pygame.draw.rect(canvas, pal.SNOW, cell.inflate(8, 8), 3, border_radius=8)
            pygame.draw.rect(canvas, seat_colour, cell.inflate(2, 2), 3, border_radius=7)
            bob = int(2 * pulse(frame, 30))
            tip = (cell.centerx, cell.top + 9 + bob)  # clear of the number below it
            arrow = [(tip[0] - 7, tip[1] - 8), (tip[0] + 7, tip[1] - 8), tip]
            pygame.draw.polygon(canvas, pal.INK, [(px + 1, py + 1) for px, py in arrow])
            pygame.draw.polygon(canvas, seat_colour, arrow)
            pygame.draw.polygon(canvas, pal.SNOW, arrow, 1)
        else:
            pygame.draw.rect(canvas, glow, cell.inflate(4, 4), 3, border_radius=7)
        if coach is not None and field in coach:
            label = coach[field]  # no "~" in front: Tiny5 draws it as a minus
            box = pygame.Rect(0, 0, text.size(label, "body")[0] + 6, 15)
            box.midbottom = (cell.centerx, cell.bottom - 1)
            fill, ink = (pal.GOLD, pal.INK) if field == best else (pal.INK, pal.LIME)
            pygame.draw.rect(canvas, fill, box, border_radius=3)
            shadow = None if field == best else pal.INK
            text.draw(canvas, label, (box.centerx + 1, box.centery), "body", ink, "center", shadow)


def dim_others(
    canvas: pygame.Surface, veil: pygame.Surface, choices: tuple[int, ...], covered: Set[int]
) -> None:
    """Fields the roll cannot cover step back while a player chooses."""
    for field in FIELDS:
        if field not in choices and field not in covered:
            canvas.blit(veil, cell_rect(field))


def make_veil() -> pygame.Surface:
    veil = pygame.Surface((CELL_W, CELL_H))
    veil.fill(pal.INK)
    veil.set_alpha(120)
    return veil


def draw_graete(canvas: pygame.Surface, veil: pygame.Surface, age: int) -> None:
    """The celebration of a Gräte: the board darkens and a fish skeleton pops up on it."""
    p = ease_out_back(min(1.0, age / 24))
    canvas.blit(veil, BOARD_RECT.topleft)
    cx, cy = BOARD_RECT.centerx, BOARD_RECT.centery
    half = int(84 * p)
    if half < 4:
        return
    bone, edge = pal.SNOW, pal.INK
    head_x, tail_x = cx - half, cx + half - 22
    pygame.draw.line(canvas, edge, (head_x + 20, cy + 1), (tail_x, cy + 1), 8)
    pygame.draw.line(canvas, bone, (head_x + 20, cy), (tail_x, cy), 5)
    for k in range(5):  # ribs, longest in the middle
        x = head_x + 44 + k * int(22 * p)
        length = int((34 - abs(k - 2) * 6) * p)
        for sign in (-1, 1):
            end = (x + 8, cy + sign * length)
            pygame.draw.line(canvas, edge, (x, cy), end, 7)
            pygame.draw.line(canvas, bone, (x, cy), end, 4)
    jaw = int(28 * p)
    head = [(head_x, cy), (head_x + 32, cy - jaw), (head_x + 32, cy + jaw)]
    pygame.draw.polygon(canvas, edge, [(x + 2, y + 2) for x, y in head])
    pygame.draw.polygon(canvas, bone, head)
    pygame.draw.circle(canvas, edge, (head_x + 20, cy - 7), 4)
    fin = int(24 * p)
    tail = [(tail_x - 2, cy), (tail_x + 24, cy - fin), (tail_x + 24, cy + fin)]
    pygame.draw.polygon(canvas, edge, [(x + 2, y + 2) for x, y in tail])
    pygame.draw.polygon(canvas, bone, tail)


def make_board_veil() -> pygame.Surface:
    veil = pygame.Surface(BOARD_RECT.size)
    veil.fill(pal.INK)
    veil.set_alpha(150)
    return veil
