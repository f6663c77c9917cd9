"""The lobby's phone panel: QR code, room code and the address to type, on one panel; or,
when this computer is on no network, a panel saying that phones need one."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

import pygame

from game.engine import palette as pal
from game.engine.loop import STEP_HZ
from game.engine.net.link import PhoneLink
from game.engine.text import Text
from game.engine.widgets import panel

PADDING = 6
GAP = 4
QR_SCALE = 2  # canvas pixels per module: 6 screen pixels a module on a 1080p TV
NO_NETWORK_WIDTH = 170  # the no-network message wraps at this width
# A desktop firewall may keep every phone out without a word on the phone or the TV (Windows
# asks with a dialog that wants a mouse, and on a "Public" network blocks anyway). When no
# phone came in this long after the code showed, the caption says what to allow, in turns
# with how to join.
FIREWALL_AFTER = 20 * STEP_HZ
CAPTION_TURN = 6 * STEP_HZ
FIREWALL_KEYS = {"win32": "lobby.firewall_windows", "darwin": "lobby.firewall_mac"}
SYSTEM = sys.platform  # whose firewall to name


def join_caption(
    t: Callable[..., str], link: PhoneLink, frames_shown: int, system: str = ""
) -> str:
    """The panel's caption: how to join; after a while with no phone ever in, in turns with
    what the firewall of this ``system`` (a ``sys.platform``) needs allowed."""
    waited = frames_shown - FIREWALL_AFTER
    if link.ever_joined or waited < 0 or (waited // CAPTION_TURN) % 2:
        return t("lobby.phones_scan")
    return t(FIREWALL_KEYS.get(system or SYSTEM, "lobby.firewall_other"), port=link.port)


def draw_phone_panel(
    canvas: pygame.Surface,
    link: PhoneLink,
    text: Text,
    pos: tuple[int, int],
    lines: Sequence[str] = (),
    anchor: str = "topleft",
    scale: int = QR_SCALE,
    beside: str | None = None,
    no_network: str = "",
) -> pygame.Rect:
    """Draw the panel with ``pos`` at its ``anchor``; returns its rect (empty when off).

    ``lines`` are already translated captions under the address, e.g. how many phones
    are in or "Scan to play with your phone". ``beside`` puts the texts right of the QR
    code instead of under it, a low, wide panel; ``beside`` is then a caption drawn on the
    room code's row (e.g. how many phones are in).
    ``no_network`` is the translated message shown instead of a QR code no phone could use
    when the link found no local network.
    """
    if link.running and link.no_network:
        return _draw_no_network(canvas, text, no_network, pos, anchor)
    qr = link.qr_surface(scale)
    if qr is None:
        return pygame.Rect(pos, (0, 0))
    rows: list[tuple[str, str, tuple[int, int, int]]] = [
        (link.room_code, "title", pal.YELLOW),
        (link.short_address, "body", pal.CLOUD),
        *((line, "body", pal.MIST) for line in lines),
    ]
    if beside is not None:
        return _draw_beside(canvas, qr, text, rows, beside, pos, anchor)
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


ROW_PITCH = {"title": 20, "body": 18}  # beside the QR code: accents never touch a line above


def _draw_beside(
    canvas: pygame.Surface,
    qr: pygame.Surface,
    text: Text,
    rows: list[tuple[str, str, tuple[int, int, int]]],
    caption: str,
    pos: tuple[int, int],
    anchor: str,
) -> pygame.Rect:
    code_row = text.size(rows[0][0], "title")[0] + 2 * GAP + text.size(caption, "body")[0]
    column = max(code_row, *(text.size(line, style)[0] for line, style, _ in rows[1:]))
    rows_height = sum(ROW_PITCH[style] for _, style, _ in rows)
    height = max(qr.get_height(), rows_height)
    rect = pygame.Rect(0, 0, qr.get_width() + 2 * GAP + column + 2 * PADDING, height + 2 * PADDING)
    setattr(rect, anchor, pos)
    panel(canvas, rect, pal.DUSK, pal.SLATE)
    canvas.blit(qr, qr.get_rect(midleft=(rect.left + PADDING, rect.centery)))
    x = rect.left + PADDING + qr.get_width() + 2 * GAP
    y = rect.centery - rows_height // 2
    for line, style, colour in rows:
        text.draw(canvas, line, (x, y), style, colour)
        y += ROW_PITCH[style]
    code_mid = rect.centery - rows_height // 2 + ROW_PITCH["title"] // 2 - 1
    text.draw(canvas, caption, (x + column, code_mid), "body", pal.CLOUD, "midright")
    return rect


def _draw_no_network(
    canvas: pygame.Surface, text: Text, message: str, pos: tuple[int, int], anchor: str
) -> pygame.Rect:
    lines = text.wrap(message, NO_NETWORK_WIDTH, "body")
    width = max(text.size(line, "body")[0] for line in lines)
    rect = pygame.Rect(0, 0, width + 2 * PADDING, ROW_PITCH["body"] * len(lines) + 2 * PADDING)
    setattr(rect, anchor, pos)
    panel(canvas, rect, pal.DUSK, pal.RED)
    for i, line in enumerate(lines):
        y = rect.top + PADDING + i * ROW_PITCH["body"]
        text.draw(canvas, line, (rect.centerx, y), "body", pal.YELLOW, "midtop")
    return rect
