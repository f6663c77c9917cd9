"""The window: one 640×360 canvas, scaled by the largest whole number that fits, letterboxed.

Whole-number scaling keeps every pixel square and the same size, whatever the window or
screen; the bars around it stay black.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.engine.assets import MissingAsset, asset_path

CANVAS_SIZE = (640, 360)
WINDOW_TITLE = "Spielekiste"
log = logging.getLogger(__name__)


def integer_scale(window: tuple[int, int], canvas: tuple[int, int] = CANVAS_SIZE) -> int:
    """The largest whole factor at which the canvas fits in the window (at least 1)."""
    return max(1, min(window[0] // canvas[0], window[1] // canvas[1]))


def letterbox(window: tuple[int, int], canvas: tuple[int, int] = CANVAS_SIZE) -> pygame.Rect:
    """Where the scaled canvas goes inside the window: centred at a whole-number scale."""
    scale = integer_scale(window, canvas)
    w, h = canvas[0] * scale, canvas[1] * scale
    return pygame.Rect((window[0] - w) // 2, (window[1] - h) // 2, w, h)


@dataclass
class DisplayOptions:
    fullscreen: bool = False
    headless: bool = False
    vsync: bool = True
    window_scale: int = 2  # windowed size as a multiple of the canvas


class Display:
    """Owns the window and the canvas every scene draws on."""

    def __init__(self, options: DisplayOptions) -> None:
        self.options = options
        self.canvas = pygame.Surface(CANVAS_SIZE)
        self.fullscreen = options.fullscreen
        self.vsync_active = False
        self.window: pygame.Surface | None = None
        self._scaled: pygame.Surface | None = None
        self.crt = False
        self._scanlines: pygame.Surface | None = None
        if not options.headless:
            self._open_window()

    @property
    def headless(self) -> bool:
        return self.window is None

    def _open_window(self) -> None:
        pygame.display.set_caption(WINDOW_TITLE)
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icon.png"))))
        except (MissingAsset, pygame.error) as err:
            log.warning("no window icon: %s", err)
        if self.fullscreen:
            flags, size = pygame.FULLSCREEN, (0, 0)
        else:
            flags = pygame.RESIZABLE
            size = self._windowed_size()
        try:
            self.window = pygame.display.set_mode(size, flags, vsync=1 if self.options.vsync else 0)
            self.vsync_active = self.options.vsync
        except pygame.error:
            # Not every driver gives vsync; run with the busy-loop limiter instead.
            self.window = pygame.display.set_mode(size, flags)
            self.vsync_active = False
        self._scaled = None

    def _windowed_size(self) -> tuple[int, int]:
        scale = max(1, self.options.window_scale)
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
            scale = min(scale, integer_scale((desktop[0], desktop[1] - 80)))
        except (pygame.error, IndexError):
            pass
        return CANVAS_SIZE[0] * scale, CANVAS_SIZE[1] * scale

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        if not self.headless:
            self._open_window()

    def set_window_scale(self, scale: int) -> None:
        """The windowed size as a multiple of the canvas; applied at once when windowed."""
        if scale == self.options.window_scale:
            return
        self.options.window_scale = scale
        if not self.fullscreen and not self.headless:
            self._open_window()

    def window_resized(self) -> None:
        """The window changed size: the scaled buffer is rebuilt on the next present."""
        self._scaled = None

    def to_canvas(self, window_pos: tuple[int, int]) -> tuple[int, int] | None:
        """A window position (e.g. the mouse) in canvas pixels, or None outside the canvas."""
        if self.window is None:
            return window_pos
        rect = letterbox(self.window.get_size())
        if not rect.collidepoint(window_pos):
            return None
        scale = rect.width // CANVAS_SIZE[0]
        return (window_pos[0] - rect.x) // scale, (window_pos[1] - rect.y) // scale

    def present(self) -> None:
        """Scale the canvas into the window and flip."""
        if self.window is None:
            return
        self.scale_into(self.window)
        pygame.display.flip()

    def scale_into(self, target: pygame.Surface) -> pygame.Rect:
        """Draw the canvas scaled and letterboxed into ``target`` (also used by the benchmark)."""
        rect = letterbox(target.get_size())
        if self._scaled is None or self._scaled.get_size() != rect.size:
            self._scaled = pygame.Surface(rect.size)
            self._scanlines = None
        pygame.transform.scale(self.canvas, rect.size, self._scaled)
        if self.crt:
            self._scaled.blit(self._scanline_overlay(rect.size), (0, 0))
        if rect.size != target.get_size():
            target.fill((0, 0, 0))
        target.blit(self._scaled, rect)
        return rect

    def _scanline_overlay(self, size: tuple[int, int]) -> pygame.Surface:
        if self._scanlines is None:
            scale = size[0] // CANVAS_SIZE[0]
            overlay = pygame.Surface(size, pygame.SRCALPHA)
            if scale >= 2:
                for y in range(scale - 1, size[1], scale):
                    pygame.draw.line(overlay, (0, 0, 0, 70), (0, y), (size[0], y))
            self._scanlines = overlay
        return self._scanlines

    def screenshot(self, path: Path, scale: int = 2) -> Path:
        """Save the canvas (not the window), scaled up whole so pixels stay crisp."""
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.transform.scale_by(self.canvas, scale), str(path))
        log.info("screenshot saved to %s", path)
        return path
