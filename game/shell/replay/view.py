"""What a replay shows over its match, as plain values, and how it is drawn.

The footer band (where a match shows what to press) says REPLAY, how fast, which round and
how far; paused, a panel above it lists the watchers' controls; at the end (or where a
replay stops because this version plays it differently) a panel says so.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import palette as pal
from game.engine.widgets import FOOTER_TOP, FOOTER_Y, panel, prompt

SAFE = pygame.Rect(32, 18, 576, 324)
BADGE_PAD = 4
PANEL_WIDTH = 400
ROW = 20


@dataclass(frozen=True)
class ReplayBar:
    mark: str  # REPLAY
    speed: str  # 2×
    state: str  # playing, paused, winding, ended, broken
    round: str  # Round 2 of 5
    clock: str  # 1:23 / 5:40
    progress: float  # 0..1 of the match
    prompts: tuple[tuple[str, str], ...]
    message: str = ""  # why it stopped (broken)
    end: str = ""  # the end of the replay


def draw_bar(canvas: pygame.Surface, text, bar: ReplayBar) -> None:
    width = canvas.get_width()
    with text.scaled(False):  # the band has room for one row, as every prompt bar
        canvas.fill(pal.INK, (0, FOOTER_TOP + 1, width, canvas.get_height() - FOOTER_TOP - 1))
        canvas.fill(pal.DUSK, (0, FOOTER_TOP, width, 1))
        done = round((width - 2 * SAFE.left) * bar.progress)
        canvas.fill(pal.RED, (SAFE.left, FOOTER_TOP, done, 2))
        size = text.size(bar.mark, "body")
        badge = pygame.Rect(SAFE.left, 0, size[0] + 2 * BADGE_PAD, size[1] + 2)
        badge.centery = FOOTER_Y
        pygame.draw.rect(canvas, pal.RED, badge, border_radius=3)
        text.draw(canvas, bar.mark, badge.center, "body", pal.SNOW, "center")
        x = badge.right + 8
        status = f"{bar.speed}   {bar.round}   {bar.clock}"
        rect = text.draw(canvas, status, (x, FOOTER_Y), "body", pal.CLOUD, "midleft")
        right = SAFE.right
        for action, label in reversed(_footer_prompts(bar)):
            used = prompt(None, text, action, label, (0, 0), short=True)
            if right - used < rect.right + 12:
                break
            right -= used
            prompt(canvas, text, action, label, (right, FOOTER_Y), short=True)
            right -= 12
    if bar.state in ("paused", "ended", "broken"):
        _draw_panel(canvas, text, bar)


def _footer_prompts(bar: ReplayBar) -> tuple[tuple[str, str], ...]:
    """The footer keeps the first prompt (pause or play); the panel lists them all."""
    return bar.prompts[:1] if bar.state in ("playing", "winding") else ()


def _draw_panel(canvas: pygame.Surface, text, bar: ReplayBar) -> None:
    widest = max((prompt(None, text, a, label, (0, 0)) for a, label in bar.prompts), default=0)
    width = min(SAFE.width, max(PANEL_WIDTH, widest + 32))  # as wide as its longest row
    words = bar.message or bar.end
    lines = text.wrap(words, width - 24) if words else []
    pitch = text.pitch(ROW)
    height = 14 + pitch * (len(lines) + len(bar.prompts)) + (6 if lines else 0)
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (canvas.get_width() // 2, FOOTER_TOP - 6)
    panel(canvas, rect, border=pal.RED if bar.state == "broken" else pal.SLATE)
    y = rect.top + 8 + pitch // 2
    for line in lines:
        ink = pal.AMBER if bar.state == "broken" else pal.YELLOW
        text.draw(canvas, line, (rect.centerx, y), "body", ink, "center")
        y += pitch
    if lines:
        y += 6
    for action, label in bar.prompts:
        prompt(canvas, text, action, label, (rect.left + 16, y))
        y += pitch


def draw_winding(canvas: pygame.Surface, text, words: str, progress: float) -> None:
    """A jump winds the match on: the words and a bar over the middle of the screen."""
    rect = pygame.Rect(0, 0, 280, 54)
    rect.center = (canvas.get_width() // 2, 160)
    panel(canvas, rect)
    text.draw(canvas, words, (rect.centerx, rect.top + 10), "body", pal.SNOW, "midtop")
    track = pygame.Rect(rect.left + 16, rect.bottom - 16, rect.width - 32, 4)
    canvas.fill(pal.SLATE, track)
    canvas.fill(pal.RED, (track.left, track.top, round(track.width * progress), track.height))
