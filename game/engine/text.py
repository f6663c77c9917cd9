"""Pixel-font text: a few named styles, rendered without smoothing and cached.

Press Start 2P is crisp at multiples of 8 px, Pixelify Sans at 16 px; every style uses one
of those sizes so letters stay on the pixel grid when the canvas is scaled up.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.engine.assets import find_asset, report_broken
from game.engine.palette import INK

STYLES = {
    "small": ("PressStart2P.woff", 8),
    "body": ("PixelifySans.woff", 16),
    "title": ("PressStart2P.woff", 16),
    "big": ("PressStart2P.woff", 24),
    "huge": ("PressStart2P.woff", 32),
}
CACHE_SIZE = 512
# Pixelify Sans joins "fi"/"fl" into ligatures that read as "A"; a zero-width non-joiner
# keeps the letters apart.
NO_LIGATURE_STYLES = frozenset({"body"})
ZWNJ = "\u200c"


def _unligate(text: str, style: str) -> str:
    if style in NO_LIGATURE_STYLES and "f" in text:
        return text.replace("fi", f"f{ZWNJ}i").replace("fl", f"f{ZWNJ}l")
    return text


Colour = tuple[int, int, int]


class Text:
    """Renders strings in the named styles; owned by the App, shared by every scene."""

    def __init__(self) -> None:
        self._fonts: dict[str, pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wrapped: dict[tuple[str, int, str], list[str]] = {}

    def font(self, style: str) -> pygame.font.Font:
        font = self._fonts.get(style)
        if font is None:
            file_name, size = STYLES[style]
            path = find_asset("fonts", file_name, fallback="using the built-in font")
            if path is not None:
                try:
                    font = pygame.font.Font(str(path), size)
                except (OSError, pygame.error) as err:
                    report_broken(path, err, "using the built-in font")
            if font is None:
                font = pygame.font.Font(None, size + size // 2)
            self._fonts[style] = font
        return font

    def render(
        self,
        text: str,
        style: str = "body",
        colour: Colour = (255, 255, 255),
        shadow: Colour | None = INK,
    ) -> pygame.Surface:
        """The text as a surface, with a 1-px drop shadow so it reads on any background."""
        key = (text, style, colour, shadow)
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        font = self.font(style)
        text = _unligate(text, style)
        face = font.render(text, False, colour)
        if shadow is None:
            surface = face
        else:
            surface = pygame.Surface((face.get_width() + 1, face.get_height() + 1), pygame.SRCALPHA)
            surface.blit(font.render(text, False, shadow), (1, 1))
            surface.blit(face, (0, 0))
        self._cache[key] = surface
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return surface

    def size(self, text: str, style: str = "body") -> tuple[int, int]:
        return self.font(style).size(_unligate(text, style))

    def draw(
        self,
        canvas: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        style: str = "body",
        colour: Colour = (255, 255, 255),
        anchor: str = "topleft",
        shadow: Colour | None = INK,
    ) -> pygame.Rect:
        """Draw ``text`` with ``pos`` at the given rect anchor (e.g. "center", "midtop")."""
        surface = self.render(text, style, colour, shadow)
        rect = surface.get_rect(**{anchor: pos})
        canvas.blit(surface, rect)
        return rect

    def wrap(self, text: str, width: int, style: str = "body") -> list[str]:
        """Split ``text`` into lines no wider than ``width`` (explicit newlines are kept)."""
        key = (text, width, style)
        cached = self._wrapped.get(key)
        if cached is not None:
            return cached
        if len(self._wrapped) > CACHE_SIZE:
            self._wrapped.clear()
        font = self.font(style)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                candidate = f"{line} {word}" if line else word
                if font.size(_unligate(candidate, style))[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        self._wrapped[key] = lines
        return lines
