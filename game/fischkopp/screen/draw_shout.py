"""The shout window on screen: the ring that runs down, speech bubbles, loudness bars,
crowns and the penalty call-outs. Drawn per frame from the view of the shouting.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.text import Text
from game.engine.tween import ease_out_back
from game.engine.widgets import pulse
from game.fischkopp.logic import WINDOW_FRAMES
from game.fischkopp.screen.draw_side import draw_crown
from game.fischkopp.screen.layout import RING_CENTRE, RING_RADIUS, row_lines, seat_row
from game.fischkopp.screen.pieces import Callout
from game.fischkopp.screen.tuning import LOUD_FULL
from game.fischkopp.screen.view import BUBBLE_EARLY, BUBBLE_LATE, ShoutsView

RING_WIDTH = 12
RING_STEPS = 72
BUBBLE_COLOURS = {BUBBLE_EARLY: pal.RED, BUBBLE_LATE: pal.ORANGE}


def ring_colour(share: float) -> tuple[int, int, int]:
    return pal.LIME if share > 0.5 else pal.YELLOW if share > 0.25 else pal.RED


def draw_ring(canvas: pygame.Surface, text: Text, left: int, frame: int) -> None:
    """A ring that empties clockwise from the top over the window, seconds in the middle."""
    cx, cy = RING_CENTRE
    share = max(0.0, min(1.0, left / WINDOW_FRAMES))
    pygame.draw.circle(canvas, pal.INK, (cx + 2, cy + 3), RING_RADIUS + 2)
    pygame.draw.circle(canvas, pal.NIGHT, (cx, cy), RING_RADIUS + 1)
    pygame.draw.circle(canvas, pal.DUSK, (cx, cy), RING_RADIUS, RING_WIDTH)
    colour = ring_colour(share)
    if share > 0:
        steps = max(1, int(RING_STEPS * share))
        top, turn, r = -math.pi / 2, 2 * math.pi * share, RING_RADIUS - RING_WIDTH + 1
        outer, inner = [], []
        for i in range(steps + 1):  # each angle's cosine and sine once: this runs every frame
            angle = top + turn * i / steps
            c, s = math.cos(angle), math.sin(angle)
            outer.append((cx + RING_RADIUS * c, cy + RING_RADIUS * s))
            inner.append((cx + r * c, cy + r * s))
        pygame.draw.polygon(canvas, colour, outer + inner[::-1])
    seconds = math.ceil(left / 60)
    size = "huge" if seconds > 3 or motion.blink(frame, 20, 12) else "big"
    text.draw(canvas, str(seconds), (cx + 2, cy + 2), size, colour, "center")


def _bubble(
    canvas: pygame.Surface,
    text: Text,
    word: str,
    anchor: tuple[int, int],
    colour: tuple[int, int, int],
    pop: float,
    tail_left: bool,
    width: int = 0,
) -> None:
    """A speech bubble; its tail points at the speaker (left of it, or below it).

    ``anchor`` is the bubble's centre (tail below) or the middle of its left edge.
    """
    w, h = text.size(word, "body")
    box = pygame.Rect(0, 0, int((max(width, w + 10)) * pop), int((h + 8) * pop))
    if box.width < 6:
        return
    if tail_left:
        box.midleft = anchor
        tail = [(box.left + 1, box.centery - 4), (box.left + 1, box.centery + 3)]
        tail.append((box.left - 6, box.centery))
    else:
        box.center = anchor
        tail = [(box.centerx - 5, box.bottom - 1), (box.centerx + 5, box.bottom - 1)]
        tail.append((box.centerx - 1, box.bottom + 5))
    pygame.draw.rect(canvas, pal.INK, box.move(1, 2), border_radius=5)
    pygame.draw.polygon(canvas, pal.INK, [(x + 1, y + 1) for x, y in tail])
    pygame.draw.polygon(canvas, colour, tail)
    pygame.draw.rect(canvas, colour, box, border_radius=5)
    pygame.draw.rect(canvas, pal.INK, box, 1, border_radius=5)
    if pop > 0.8:
        text.draw(canvas, word, (box.centerx + 1, box.centery + 1), "body", pal.INK, "center", None)


def _bar(canvas: pygame.Surface, rect: pygame.Rect, presses: int, colour) -> None:
    pygame.draw.rect(canvas, pal.INK, rect)
    share = min(1.0, presses / LOUD_FULL)
    if share > 0:
        pygame.draw.rect(
            canvas, colour, (rect.left, rect.top, max(2, int(rect.width * share)), rect.height)
        )


@dataclass(frozen=True)
class VoiceSpot:
    """Where a voice's bubble, loudness bar and crown go."""

    bubble_at: tuple[int, int]
    bar: pygame.Rect
    crown_at: tuple[int, int]
    tail_left: bool = False
    width: int = 0


@functools.cache  # drawn every frame for every seat; nothing changes a spot once made
def seat_spot(seat: int, seats: int) -> VoiceSpot:
    row = seat_row(seat, seats)
    top, _, bar_y = row_lines(row)
    bar = pygame.Rect(row.left + 24, bar_y, row.width - 84, 3)
    # The crown sits just left of the row: the bubble and the score keep their places.
    crown = (row.left - 11, row.centery)
    return VoiceSpot((row.left + 26, top), bar, crown, True, row.width - 84)


def draw_voice(
    canvas: pygame.Surface,
    text: Text,
    shouts: ShoutsView,
    voice: int,
    spot: VoiceSpot,
    frame: int,
) -> None:
    """A voice's bubble, loudness bar and crown."""
    shown = shouts.voices[voice]
    if shown.presses is not None:
        _bar(canvas, spot.bar, shown.presses, pal.YELLOW if shown.crowned else pal.LIME)
    if shown.bubble is not None:
        kind, pop = shown.bubble
        colour = BUBBLE_COLOURS.get(kind, pal.SNOW)
        word = shouts.word
        _bubble(canvas, text, word, spot.bubble_at, colour, pop, spot.tail_left, spot.width)
    if shown.crown_age is not None:
        drop = int((1 - ease_out_back(min(1.0, shown.crown_age / 14))) * -20)
        x, y = spot.crown_at
        draw_crown(canvas, x, y + drop - int(2 * pulse(frame, 30)), 8)


def draw_seat_voices(
    canvas: pygame.Surface, text: Text, shouts: ShoutsView, seats: int, frame: int
) -> None:
    for seat in range(seats):
        draw_voice(canvas, text, shouts, seat, seat_spot(seat, seats), frame)


def draw_callouts(
    canvas: pygame.Surface, text: Text, callouts: tuple[Callout, ...], anchors
) -> None:
    """Penalty words rise from their voice's place and fade."""
    for callout in callouts:
        at = anchors(callout.voice)
        if at is None:
            continue
        rise = min(14, callout.age // 2)
        blink = callout.age > callout.frames - 20 and callout.age % 6 < 3
        if not blink:
            x, y = at[0], at[1]
            w, h = text.size(callout.text, "body")
            box = pygame.Rect(0, 0, w + 8, h + 6)
            if at[2]:
                box.midright = (x, y - rise)
            else:
                box.midbottom = (x, y - rise)
            pygame.draw.rect(canvas, pal.INK, box, border_radius=3)
            pygame.draw.rect(canvas, callout.colour, box, 1, border_radius=3)
            text.draw(
                canvas,
                callout.text,
                (box.centerx + 1, box.centery + 1),
                "body",
                callout.colour,
                "center",
            )
