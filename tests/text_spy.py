"""A spy on ``Text.draw``: where every text's letters landed on the canvas.

The fixture ``drawn`` (registered in conftest) records each text drawn on the canvases a
test lists, with the bounding box of its inked pixels, for the safe-area and
text-over-text checks.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from game.engine import widgets
from game.engine.text import Text


@dataclass(frozen=True)
class DrawnText:
    text: str
    style: str
    ink: pygame.Rect  # where its pixels landed on the canvas


def _ink(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
    boxes = pygame.mask.from_surface(surface, 127).get_bounding_rects()
    if not boxes:
        return None
    return boxes[0].unionall(boxes[1:]).move(rect.topleft)


@pytest.fixture
def drawn(monkeypatch):
    """Records every text drawn on the app's canvas (or on a part of it) from now on."""
    records: list[DrawnText] = []
    canvases: list[pygame.Surface] = []
    original = Text.draw

    def spy(self, canvas, text, pos, style="body", *args, **kwargs):
        rect = original(self, canvas, text, pos, style, *args, **kwargs)
        parent = canvas.get_abs_parent()
        if any(parent is c for c in canvases):
            ox, oy = canvas.get_abs_offset()
            colour = args[0] if args else kwargs.get("colour", (255, 255, 255))
            lifted = rect.move(0, -self.overhang(text, style))  # an accent's line rises
            ink = _ink(self.render(text, style, colour, None), lifted)
            if ink is not None:
                records.append(DrawnText(text, self.styled(style), ink.move(ox, oy)))
        return rect

    monkeypatch.setattr(Text, "draw", spy)
    monkeypatch.setattr(widgets, "CACHE_ROWS", False)  # footers draw their texts each frame
    return records, canvases
