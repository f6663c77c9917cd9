"""Pixel-font text: a few named styles, rendered without smoothing and cached.

Every style uses its font at a whole multiple of the font's own pixel (Press Start 2P: 8 px,
Tiny5: 8 px), so each font pixel is a whole block of canvas pixels and letters stay sharp
when the canvas is scaled up. Off the grid, pixels merge unevenly and 5 reads as S.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.engine.assets import find_asset, report_broken
from game.engine.palette import INK

# style: (font file, size in px). Body text is Tiny5 at twice its pixel: 10 px capitals and
# 14 px from ascender to descender, wide-open shapes that keep 5/S, 3/8, B/8 and 0/O apart.
STYLES = {
    "body": ("Tiny5.woff", 16),
    # The Large text setting's body: 18 px ascender to descender (54 px on a 1080p TV).
    "large": ("Tiny5.woff", 24),
    "title": ("PressStart2P.woff", 16),
    "big": ("PressStart2P.woff", 24),
    "huge": ("PressStart2P.woff", 32),
}
# The size of one font pixel in each font, in px: a style's size must be a multiple of it.
FONT_PIXEL = {"PressStart2P.woff": 8, "Tiny5.woff": 8}
# Glyphs redrawn over the font's own, as (x, y, w, h) font-pixel rects in the glyph's cell.
# Press Start 2P's "l" has the same flag and foot as its "1" (2 px apart): an "l" whose foot
# hooks to the right cannot pass for a one, and it spans the cell as wide as before, so
# words keep their rhythm. The font is monospaced: a glyph's cell is found by measuring the
# text before it.
# Its "8" slants through the middle like an "S" (players read 78 as 7S): two stacked loops,
# the upper one narrower, as an 8 is written.
GLYPH_PATCHES: dict[str, dict[str, tuple[tuple[int, int, int, int], ...]]] = {
    "PressStart2P.woff": {
        "l": ((1, 0, 3, 1), (2, 1, 2, 5), (3, 6, 4, 1)),
        "8": (
            (1, 0, 4, 1),
            (0, 1, 2, 2),
            (4, 1, 2, 2),
            (1, 3, 4, 1),
            (0, 4, 2, 2),
            (5, 4, 2, 2),
            (1, 6, 5, 1),
        ),
    },
}
# Fonts that join "fi" and "fl" into one glyph: a monospaced cell then holds two letters,
# which reads as a typo and shifts every letter after it. A zero-width non-joiner between
# the two keeps each letter in its own cell, pixel for pixel as if drawn apart.
LIGATURE_FONTS = {"PressStart2P.woff"}
NON_JOINER = "\u200c"
CACHE_SIZE = 512
FONT_PROBE = "Ag5"  # drawn once when a font file is opened: a broken one fails here


Colour = tuple[int, int, int]


class Text:
    """Renders strings in the named styles; owned by the App, shared by every scene.

    While ``large`` is on (the Large text setting, on the screens that allow it), "body"
    is drawn, measured and wrapped in the large style: layouts that ask ``size``, ``wrap``
    and ``pitch`` grow with it.
    """

    large = False

    def __init__(self) -> None:
        self._fonts: dict[str, pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wrapped: dict[tuple[str, int, str], list[str]] = {}
        self._overhangs: dict[tuple[str, str], int] = {}
        self._own_fonts: set[pygame.font.Font] = set()  # patches fit these, not a fallback

    def styled(self, style: str) -> str:
        """The style drawn for ``style`` now."""
        return "large" if self.large and style == "body" else style

    @contextmanager
    def scaled(self, large: bool) -> Iterator[None]:
        """Body text large (or not) for what is drawn inside the block."""
        before, self.large = self.large, large
        try:
            yield
        finally:
            self.large = before

    def pitch(self, base: int) -> int:
        """A line pitch laid out for body text, stretched as the body text is."""
        return base * 3 // 2 + 2 if self.large else base  # + the taller accents' room

    def _unjoined(self, text: str, style: str) -> str:
        """``text`` as handed to the font: letters its font would join kept apart."""
        if (
            "f" in text
            and STYLES[style][0] in LIGATURE_FONTS
            and self.font(style) in self._own_fonts
        ):
            return text.replace("f", "f" + NON_JOINER)
        return text

    def _face(self, text: str, style: str, colour: Colour) -> pygame.Surface:
        """The font's rendering of ``text`` with this game's redrawn glyphs on top."""
        text = self._unjoined(text, style)
        font = self.font(style)
        face = font.render(text, False, colour)
        file_name, size = STYLES[style]
        patches = GLYPH_PATCHES.get(file_name)
        if not patches or not any(ch in patches for ch in text) or font not in self._own_fonts:
            return face
        surface = pygame.Surface(face.get_size(), pygame.SRCALPHA)  # the font's is paletted
        surface.blit(face, (0, 0))
        unit = size // FONT_PIXEL[file_name]
        for i, ch in enumerate(text):
            rects = patches.get(ch)
            if rects is None:
                continue
            left = font.size(text[:i])[0]
            cell = pygame.Rect(left, 0, FONT_PIXEL[file_name] * unit, surface.get_height())
            surface.fill((0, 0, 0, 0), cell)
            for x, y, w, h in rects:
                surface.fill(colour, (left + x * unit, y * unit, w * unit, h * unit))
        return surface

    def font(self, style: str) -> pygame.font.Font:
        style = self.styled(style)
        font = self._fonts.get(style)
        if font is None:
            file_name, size = STYLES[style]
            path = find_asset("fonts", file_name, fallback="using the built-in font")
            if path is not None:
                try:
                    font = pygame.font.Font(str(path), size)
                    # A broken file often opens and fails only when drawn: draw once now.
                    font.render(FONT_PROBE, False, INK)
                    self._own_fonts.add(font)
                except (OSError, ValueError, pygame.error) as err:
                    font = None
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
        style = self.styled(style)
        key = (text, style, colour, shadow)
        surface = self._cache.get(key)
        if surface is not None:
            self._cache.move_to_end(key)
            return surface
        face = self._face(text, style, colour)
        if shadow is None:
            surface = face
        else:
            surface = pygame.Surface((face.get_width() + 1, face.get_height() + 1), pygame.SRCALPHA)
            surface.blit(self._face(text, style, shadow), (1, 1))
            surface.blit(face, (0, 0))
        self._cache[key] = surface
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return surface

    def size(self, text: str, style: str = "body") -> tuple[int, int]:
        style = self.styled(style)
        return self.font(style).size(self._unjoined(text, style))

    def overhang(self, text: str, style: str = "body") -> int:
        """Pixels an accent (É, À) rises above the font's ascent.

        The font renderer makes such a line taller at the top, which would push the whole
        line down: ``draw`` lifts it back so every line shares one baseline.
        """
        if text.isascii():
            return 0
        style = self.styled(style)
        key = (text, style)
        lift = self._overhangs.get(key)
        if lift is None:
            font = self.font(style)
            tops = [m[3] for m in font.metrics(self._unjoined(text, style)) if m is not None]
            lift = max(0, max(tops, default=0) - font.get_ascent())
            if font not in self._own_fonts:
                lift = 0
            if len(self._overhangs) > CACHE_SIZE:
                self._overhangs.clear()
            self._overhangs[key] = lift
        return lift

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
        lift = self.overhang(text, style)
        rect = pygame.Rect(0, 0, surface.get_width(), surface.get_height() - lift)
        setattr(rect, anchor, pos)
        canvas.blit(surface, (rect.x, rect.y - lift))
        return rect

    def wrap(self, text: str, width: int, style: str = "body") -> list[str]:
        """Split ``text`` into lines no wider than ``width`` (explicit newlines are kept)."""
        style = self.styled(style)
        key = (text, width, style)
        cached = self._wrapped.get(key)
        if cached is not None:
            return cached
        if len(self._wrapped) > CACHE_SIZE:
            self._wrapped.clear()
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in _unbreakable(paragraph.split(" ")):
                candidate = f"{line} {word}" if line else word
                if self.size(candidate, style)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        self._wrapped[key] = lines
        return lines


# French sets a space before ":", ";", "!" and "?" (and inside « »): a line must never start
# with one of these marks nor end with an opening guillemet.
_HANGING = (":", ";", "!", "?", "»")


def _unbreakable(words: list[str]) -> list[str]:
    """Words with such marks joined to their neighbour, so a wrap never parts them."""
    joined: list[str] = []
    for word in words:
        if joined and (word.startswith(_HANGING) or joined[-1] == "«"):
            joined[-1] = f"{joined[-1]} {word}"
        else:
            joined.append(word)
    return joined
