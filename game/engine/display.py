"""The window: one 640×360 canvas every scene draws on, shown scaled and letterboxed.

Presenting goes through SDL's renderer when one can be created (a streaming texture that
the GPU scales, real vsync); otherwise through a ``pygame.display`` window scaled in
software. Headless runs have no window at all. Screenshots are always of the canvas.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

import pygame

from game.engine.assets import find_asset, report_broken
from game.engine.geometry import (
    CANVAS_SIZE,
    canvas_rect,
    fill_rect,
    integer_scale,
    letterbox,
    window_to_canvas,
)
from game.engine.presenters import (
    RENDER_ERRORS,
    RendererPresenter,
    SurfacePresenter,
    SurfaceScaler,
)

__all__ = ["CANVAS_SIZE", "Display", "DisplayOptions", "fill_rect", "integer_scale", "letterbox"]

WINDOW_TITLE = "Spielekiste"
DESKTOP_MARGIN = 80  # keep a windowed window clear of task bars and title bars
NO_GPU_ENV = "SPIELEKISTE_SOFTWARE_PRESENT"  # "1": skip the renderer (troubleshooting)
log = logging.getLogger(__name__)
# SDL hints the desktop needs before the display starts. Windows: a process that is not DPI
# aware is drawn small and stretched with smoothing at 125-300 % display scaling (blurred
# pixel art); aware per monitor, the window is in the screen's own pixels.
DESKTOP_HINTS = {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}


def set_desktop_hints(environ: dict = os.environ) -> None:
    """Ask for the desktop's real pixels (call before ``pygame.display.init``); a hint the
    player set in the environment wins."""
    for name, value in DESKTOP_HINTS.items():
        environ.setdefault(name, value)


@dataclass
class DisplayOptions:
    fullscreen: bool = False
    headless: bool = False
    vsync: bool = True
    window_scale: int = 2  # windowed size as a multiple of the canvas
    fill: bool = False  # fill the window (aspect kept) instead of whole-number scaling
    gpu: bool = True  # present through SDL's renderer when one can be created


class Display:
    """Owns the window and the canvas every scene draws on."""

    def __init__(self, options: DisplayOptions) -> None:
        self.options = options
        self.canvas = pygame.Surface(CANVAS_SIZE)
        self.fullscreen = options.fullscreen
        self.fill = options.fill
        self.crt = False
        self._scaler = SurfaceScaler()
        self.presenter: RendererPresenter | SurfacePresenter | None = None
        if not options.headless:
            self._open_window()

    @property
    def headless(self) -> bool:
        return self.presenter is None

    @property
    def vsync_active(self) -> bool:
        return self.presenter is not None and self.presenter.vsync

    @property
    def renderer_name(self) -> str:
        """The SDL render driver in use ("opengl", "software", …), for logs and benchmarks."""
        return "headless" if self.presenter is None else self.presenter.driver

    @property
    def window_size(self) -> tuple[int, int] | None:
        return None if self.presenter is None else self.presenter.size

    def _open_window(self) -> None:
        icon = None
        path = find_asset("icon.png", fallback="no window icon")
        if path is not None:
            try:
                icon = pygame.image.load(str(path))
            except (OSError, ValueError, pygame.error) as err:  # a folder, garbage, cut off
                report_broken(path, err, "no window icon")
        size = self._windowed_size()
        if self.options.gpu and os.environ.get(NO_GPU_ENV) != "1":
            try:
                self.presenter = RendererPresenter(
                    WINDOW_TITLE, icon, size, self.fullscreen, self.options.vsync
                )
                log.info("presenting through SDL's %s renderer", self.presenter.driver)
                return
            except RENDER_ERRORS as err:
                log.warning("no SDL renderer, scaling in software: %s", err)
        self.presenter = SurfacePresenter(WINDOW_TITLE, icon, size, self.fullscreen)

    def _windowed_size(self) -> tuple[int, int]:
        scale = max(1, self.options.window_scale)
        try:
            desktop = pygame.display.get_desktop_sizes()[0]
            scale = min(scale, integer_scale((desktop[0], desktop[1] - DESKTOP_MARGIN)))
        except (pygame.error, IndexError):
            pass
        return CANVAS_SIZE[0] * scale, CANVAS_SIZE[1] * scale

    def close(self) -> None:
        """Close the window (once): the app is ending."""
        if self.presenter is not None:
            self.presenter.close()
            self.presenter = None

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        if self.presenter is not None:
            self.presenter.set_fullscreen(on, self._windowed_size())

    def set_window_scale(self, scale: int) -> None:
        """The windowed size as a multiple of the canvas; applied at once when windowed."""
        if scale == self.options.window_scale:
            return
        self.options.window_scale = scale
        if not self.fullscreen and self.presenter is not None:
            self.presenter.set_windowed_size(self._windowed_size())

    def window_resized(self) -> None:
        """The window changed size: every present reads the size anew, nothing is cached."""

    def canvas_rect(self) -> pygame.Rect | None:
        """Where the canvas is shown in the window now (None headless)."""
        size = self.window_size
        return None if size is None else canvas_rect(size, self.fill)

    def to_canvas(self, window_pos: tuple[int, int]) -> tuple[int, int] | None:
        """A window position (e.g. the mouse) in canvas pixels, or None outside the canvas."""
        rect = self.canvas_rect()
        if rect is None:
            return window_pos
        return window_to_canvas(window_pos, rect)

    def present(self) -> None:
        """Show the canvas: scaled by the GPU (or the CPU in the fallback)."""
        if self.presenter is not None:
            self.presenter.present(self.canvas, self.fill, self.crt)

    def scale_into(self, target: pygame.Surface) -> pygame.Rect:
        """Scale the canvas into ``target`` in software (the fallback's work; benchmarks)."""
        return self._scaler.scale_into(self.canvas, target, self.fill, self.crt)

    def screenshot(self, path: Path, scale: int = 2) -> Path:
        """Save the canvas (not the window), scaled up whole so pixels stay crisp."""
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.transform.scale_by(self.canvas, scale), str(path))
        log.info("screenshot saved to %s", path)
        return path
