"""Big moments drawn over the table: banners (FISCHKOPP!, GRÄTE!, whose turn) and the
Stechen announced as its own round."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.engine.tween import ease_out_back
from game.engine.widgets import seat_badge
from game.fischkopp.screen.pieces import Banner
from game.fischkopp.screen.view import StechenView


def draw_banner(canvas: pygame.Surface, text: Text, banner: Banner) -> None:
    style = banner.style
    w, h = text.size(banner.text, style)
    badge = 24 if banner.seat is not None else 0
    sub_h = 16 if banner.sub else 0
    sub_w = text.size(banner.sub, "body")[0] if banner.sub else 0
    box = pygame.Rect(0, 0, max(w + badge, sub_w) + 28, h + 16 + sub_h)
    box.center = (banner.centre_x(box.width, 320), banner.y)
    pygame.draw.rect(canvas, pal.INK, box.move(3, 3), border_radius=6)
    pygame.draw.rect(canvas, pal.NIGHT, box, border_radius=6)
    pygame.draw.rect(canvas, banner.colour, box, 2, border_radius=6)
    if banner.seat is not None:
        seat_badge(canvas, banner.seat, (box.left + 22, box.top + 8 + h // 2), 16)
    middle = (box.centerx + badge // 2, box.top + 9 + h // 2)
    text.draw(canvas, banner.text, middle, style, banner.colour, "center")
    if banner.sub:
        text.draw(canvas, banner.sub, (box.centerx, box.bottom - 12), "body", pal.SNOW, "center")


def draw_stechen(canvas: pygame.Surface, text: Text, view: StechenView) -> None:
    """The play-off announced as its own round: who is tied, who is out, who plays."""
    pop = ease_out_back(min(1.0, view.age / 18))
    box = pygame.Rect(0, 0, 420, 188)
    box.center = (320, 150 + int((1 - pop) * 200))
    pygame.draw.rect(canvas, pal.INK, box.move(3, 4), border_radius=8)
    pygame.draw.rect(canvas, pal.DUSK, box, border_radius=8)
    pygame.draw.rect(canvas, pal.ORANGE, box, 3, border_radius=8)
    text.draw(canvas, view.title, (box.centerx, box.top + 26), "huge", pal.ORANGE, "center")
    for i, line in enumerate(text.wrap(view.rule, box.width - 24, "body")[:2]):
        text.draw(canvas, line, (box.centerx, box.top + 55 + i * 15), "body", pal.SNOW, "center")
    if view.why:
        text.draw(canvas, view.why, (box.centerx, box.bottom - 15), "body", pal.PINK, "center")
    step = 64
    left = box.centerx - (len(view.tied) - 1) * step // 2
    for i, (seat, name, out) in enumerate(view.tied):
        x, y = left + i * step, box.top + 104
        seat_badge(canvas, seat, (x, y), 26)
        text.draw(canvas, name, (x, y + 24), "body", pal.SNOW, "center")
        if out:
            pygame.draw.line(canvas, pal.RED, (x - 14, y - 14), (x + 14, y + 14), 4)
            pygame.draw.line(canvas, pal.RED, (x - 14, y + 14), (x + 14, y - 14), 4)
            text.draw(canvas, view.out, (x, y + 41), "body", pal.PINK, "center")
        else:
            text.draw(canvas, view.plays, (x, y + 41), "body", pal.LIME, "center")
