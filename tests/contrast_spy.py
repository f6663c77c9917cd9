"""A spy on ``Text.draw``: the colour of each text and the colour it is drawn on.

WCAG 2 asks for a contrast ratio of 4.5:1 between a text and its background. The spy reads
the canvas under each text's letters just before they are drawn and keeps the colour most
of them cover, so gradients, panels and highlights are judged where the letters really are.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import pygame
import pytest

from game.engine import widgets
from game.engine.palette import INK, MIN_CONTRAST, contrast
from game.engine.text import Text

MIN_RATIO = MIN_CONTRAST

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Pair:
    text: str
    colour: Colour
    background: Colour

    @property
    def ratio(self) -> float:
        return contrast(self.colour, self.background)

    def __str__(self) -> str:
        return f"{self.text!r} {self.colour} on {self.background}: {self.ratio:.2f}"


def background_under(
    canvas: pygame.Surface, face: pygame.Surface, topleft: tuple[int, int]
) -> Colour | None:
    """The colour most of the letters' pixels will cover on ``canvas`` (None off-canvas)."""
    mask = pygame.mask.from_surface(face, 127)
    bounds = canvas.get_rect()
    seen: Counter[Colour] = Counter()
    x0, y0 = topleft
    w, h = mask.get_size()
    for y in range(h):
        for x in range(w):
            if mask.get_at((x, y)) and bounds.collidepoint(x0 + x, y0 + y):
                seen[tuple(canvas.get_at((x0 + x, y0 + y)))[:3]] += 1
    return seen.most_common(1)[0][0] if seen else None


@pytest.fixture
def pairs(monkeypatch):
    """Records a ``Pair`` for every text drawn on the canvases the test lists, from now on."""
    records: list[Pair] = []
    canvases: list[pygame.Surface] = []
    original = Text.draw

    def spy(
        self,
        canvas,
        text,
        pos,
        style="body",
        colour=(255, 255, 255),
        anchor="topleft",
        shadow=INK,
    ):
        parent = canvas.get_abs_parent()
        if text.strip() and any(parent is c for c in canvases):
            face = self.render(text, style, colour, None)
            lift = self.overhang(text, style)
            rect = pygame.Rect(0, 0, face.get_width(), face.get_height() - lift)
            setattr(rect, anchor, pos)
            background = background_under(canvas, face, (rect.x, rect.y - lift))
            if background is not None:
                records.append(Pair(text, tuple(colour[:3]), background))
        return original(self, canvas, text, pos, style, colour, anchor, shadow)

    monkeypatch.setattr(Text, "draw", spy)
    monkeypatch.setattr(widgets, "CACHE_ROWS", False)  # footers draw their texts each frame
    return records, canvases
