"""The lobby's phone panel: QR code, room code and the address to type, on one panel."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine import palette as pal
from game.engine.net.link import PhoneLink
from game.engine.text import Text
from game.engine.widgets import panel

PADDING = 6
GAP = 4
QR_SCALE = 2  # canvas pixels per module: 6 screen pixels a module on a 1080p TV


def draw_phone_panel(
    canvas: pygame.Surface,
    link: PhoneLink,
    text: Text,
    pos: tuple[int, int],
    lines: Sequence[str] = (),
    anchor: str = "topleft",
    scale: int = QR_SCALE,
) -> pygame.Rect:
    """Draw the panel with ``pos`` at its ``anchor``; returns its rect (empty when off).

    ``lines`` are already translated captions under the address, e.g. how many phones
    are in or "Scan to play with your phone".
    """
    qr = link.qr_surface(scale)
    if qr is None:
        return pygame.Rect(pos, (0, 0))
    rows: list[tuple[str, str, tuple[int, int, int]]] = [
        (link.room_code, "title", pal.YELLOW),
        (link.short_address, "body", pal.CLOUD),
        *((line, "body", pal.MIST) for line in lines),
    ]
    heights = [text.size(line, style)[1] for line, style, _ in rows]
    width = max([qr.get_width(), *(text.size(line, style)[0] for line, style, _ in rows)])
    height = qr.get_height() + sum(heights) + GAP * len(rows)
    rect = pygame.Rect(0, 0, width + 2 * PADDING, height + 2 * PADDING)
    setattr(rect, anchor, pos)
    panel(canvas, rect, pal.DUSK, pal.SLATE)
    y = rect.top + PADDING
    canvas.blit(qr, qr.get_rect(midtop=(rect.centerx, y)))
    y += qr.get_height() + GAP
    for (line, style, colour), line_height in zip(rows, heights):
        text.draw(canvas, line, (rect.centerx, y), style, colour, "midtop")
        y += line_height + GAP
    return rect
