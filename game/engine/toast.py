"""A short message in the bottom-right corner: a pad joined, a screenshot saved, a file kept.

A screen whose words must stay readable there (the lobby's phone panel and how to join)
says so while it draws (``keep_clear``); a toast that would cover them shows in the top
right corner instead, as long as it shows.
"""

from __future__ import annotations

import pygame

from game.engine.text import Text
from game.engine.widgets import panel

FRAMES = 150  # how long a toast stays, sliding in and out included
SLIDE_FRAMES = 10
MARGIN = 30  # from the canvas's right edge: the text stays in the TV's safe area …
BOTTOM = 317  # … just above the footer band (shadow included), far below every title
TOP = 17  # the other corner: its text inside the safe area, above a screen's subtitle
HEIGHT = 20
PITCH = 18  # lines of a toast that wraps (a long path does)


_kept: list[pygame.Rect] = []


def start() -> None:
    """A frame begins to draw: nothing is kept clear yet."""
    _kept.clear()


def keep_clear(rect: pygame.Rect) -> None:
    """Words drawn in ``rect`` this frame must not be covered by a toast."""
    _kept.append(pygame.Rect(rect))


def kept() -> list[pygame.Rect]:
    """What this frame keeps clear so far."""
    return [rect.copy() for rect in _kept]


class Toast:
    """The one message shown now; a new one replaces it."""

    def __init__(self) -> None:
        self.message: str | None = None
        self.left = 0  # frames until it is gone
        self.frames = FRAMES

    def show(self, message: str, frames: int = FRAMES) -> None:
        self.message, self.left, self.frames = message, frames, frames

    def update(self) -> None:
        if self.message is not None:
            self.left -= 1
            if self.left <= 0:
                self.message = None

    def draw(self, canvas: pygame.Surface, text: Text) -> pygame.Rect | None:
        """Draw the toast (sliding in or out); returns where it rests, None with none."""
        if self.message is None:
            return None
        slide = min(1.0, self.left / SLIDE_FRAMES, (self.frames - self.left) / SLIDE_FRAMES)
        right = canvas.get_width() - MARGIN
        lines = text.wrap(self.message, right - MARGIN - 16, "body")
        w = max(text.size(line, "body")[0] for line in lines) + 16
        rect = pygame.Rect(0, 0, w, HEIGHT + PITCH * (len(lines) - 1))
        rect.right = right
        rect.bottom = BOTTOM
        if any(rect.inflate(4, 4).colliderect(kept) for kept in _kept):
            rect.top = TOP
        rest = rect.copy()
        rect.x += int((w + MARGIN) * (1 - slide))
        panel(canvas, rect)
        for i, line in enumerate(lines):
            y = rect.top + HEIGHT // 2 + i * PITCH
            text.draw(canvas, line, (rect.centerx, y), "body", anchor="center")
        return rest
