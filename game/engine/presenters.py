"""How the canvas reaches the screen: SDL's renderer (GPU) or, as the fallback, the CPU.

``RendererPresenter`` uploads the 640×360 canvas into one streaming texture per frame and
lets the renderer scale it (nearest neighbour, so pixels stay sharp) and wait for vsync:
the CPU pays for a 0.9 MB copy, not for scaling millions of pixels. ``SurfacePresenter``
is the old way (a ``pygame.display`` window scaled in software), kept for machines where
no renderer can be created. ``SurfaceScaler`` is the software scaling itself, also used by
the benchmark and by tests on plain surfaces.
"""

from __future__ import annotations

import logging
import os

import pygame
from pygame._sdl2 import sdl2, video

from game.engine.geometry import CANVAS_SIZE, canvas_rect, scanline_rows

BAR_COLOUR = (0, 0, 0)
SCANLINE_ALPHA = 70  # how dark the CRT filter's line under each canvas row is
BLENDMODE_NONE = 0  # SDL_BLENDMODE_NONE: the canvas texture is opaque, whatever its alpha byte
BLENDMODE_BLEND = 1  # SDL_BLENDMODE_BLEND: the scanline texture darkens what is under it
# SDL's errors reach Python as either type, depending on which pygame module raised them.
RENDER_ERRORS = (pygame.error, sdl2.error)

log = logging.getLogger(__name__)


def scanline_surface(width: int, height: int) -> pygame.Surface:
    """A transparent strip with a dark line under each canvas row (none below 2 px a row)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA, 32)
    for y in scanline_rows(height):
        pygame.draw.line(surface, (0, 0, 0, SCANLINE_ALPHA), (0, y), (width - 1, y))
    return surface


class SurfaceScaler:
    """Scales the canvas on the CPU into any surface (keeps its buffers between frames)."""

    def __init__(self) -> None:
        self._scaled: pygame.Surface | None = None
        self._scanlines: pygame.Surface | None = None

    def scale_into(
        self, canvas: pygame.Surface, target: pygame.Surface, fill: bool = False, crt: bool = False
    ) -> pygame.Rect:
        rect = canvas_rect(target.get_size(), fill)
        if self._scaled is None or self._scaled.get_size() != rect.size:
            self._scaled = pygame.Surface(rect.size)
        pygame.transform.scale(canvas, rect.size, self._scaled)  # nearest neighbour
        if crt:
            if self._scanlines is None or self._scanlines.get_size() != rect.size:
                self._scanlines = scanline_surface(*rect.size)
            self._scaled.blit(self._scanlines, (0, 0))
        if rect.size != target.get_size():
            target.fill(BAR_COLOUR)
        target.blit(self._scaled, rect)
        return rect


def _set_icon(icon: pygame.Surface | None, window: pygame.Window | None = None) -> None:
    if icon is None:
        return
    if window is None:
        pygame.display.set_icon(icon)
    else:
        window.set_icon(icon)


class SurfacePresenter:
    """A ``pygame.display`` window; the canvas is scaled in software (the fallback).

    It asks for no vsync: pygame would build an SDL renderer of its own for that, the very
    thing that is missing here (and re-opening such a mode crashes under the dummy driver).
    The App's sleeping limiter paces the loop instead.
    """

    driver = "none (software scaling)"
    vsync = False

    def __init__(
        self, title: str, icon: pygame.Surface | None, size: tuple[int, int], fullscreen: bool
    ) -> None:
        self.scaler = SurfaceScaler()
        pygame.display.set_caption(title)
        _set_icon(icon)
        self.set_mode(size, fullscreen)

    def set_mode(self, size: tuple[int, int], fullscreen: bool) -> None:
        if fullscreen:
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def set_fullscreen(self, on: bool, windowed_size: tuple[int, int]) -> None:
        self.set_mode(windowed_size, on)

    def set_windowed_size(self, size: tuple[int, int]) -> None:
        self.set_mode(size, False)

    def present(self, canvas: pygame.Surface, fill: bool, crt: bool) -> None:
        self.surface = pygame.display.get_surface() or self.surface  # a resize may swap it
        self.scaler.scale_into(canvas, self.surface, fill, crt)
        pygame.display.flip()

    def close(self) -> None:
        pygame.display.quit()  # the display module's window goes with it
        pygame.display.init()


def renderer_order() -> list[tuple[int, str]]:
    """SDL's render drivers in its own order; a driver named in SDL_RENDER_DRIVER first."""
    drivers = [(index, info.name) for index, info in enumerate(video.get_drivers())]
    wanted = os.environ.get("SDL_RENDER_DRIVER", "")
    return sorted(drivers, key=lambda pair: pair[1] != wanted)


class RendererPresenter:
    """A ``pygame.Window`` with SDL's renderer: the GPU scales, the renderer waits for vsync."""

    def __init__(
        self,
        title: str,
        icon: pygame.Surface | None,
        size: tuple[int, int],
        fullscreen: bool,
        vsync: bool = True,
    ) -> None:
        # High DPI (Retina): the renderer draws in the screen's pixels, which the canvas is
        # scaled into sharply, instead of the system doubling a smaller picture with smoothing.
        self.window = pygame.Window(
            title, size, resizable=True, fullscreen_desktop=fullscreen, allow_high_dpi=True
        )
        try:
            self.renderer, self.driver = self._create_renderer(vsync)
        except RENDER_ERRORS:
            self.window.destroy()
            raise
        self.vsync = vsync
        _set_icon(icon, self.window)
        self.texture = self._canvas_texture()
        self._scanlines: video.Texture | None = None

    def _canvas_texture(self) -> video.Texture:
        texture = video.Texture(
            self.renderer, CANVAS_SIZE, streaming=True, scale_quality=video.SCALEQUALITY_NEAREST
        )
        texture.blend_mode = BLENDMODE_NONE
        return texture

    def _create_renderer(self, vsync: bool) -> tuple[video.Renderer, str]:
        errors = []
        for index, name in renderer_order():
            try:
                return video.Renderer(self.window, index=index, vsync=vsync), name
            except RENDER_ERRORS as err:  # e.g. no OpenGL under the dummy video driver
                errors.append(f"{name}: {err}")
        raise pygame.error("no SDL renderer: " + "; ".join(errors))

    @property
    def size(self) -> tuple[int, int]:
        return self.window.size

    def set_fullscreen(self, on: bool, windowed_size: tuple[int, int]) -> None:
        if on:
            self.window.set_fullscreen(desktop=True)
        else:
            self.window.set_windowed()
            self.window.size = windowed_size

    def set_windowed_size(self, size: tuple[int, int]) -> None:
        self.window.size = size

    def _scanline_texture(self, height: int) -> video.Texture:
        """One pixel wide, stretched across: the rows only depend on the height."""
        if self._scanlines is None or self._scanlines.height != height:
            self._scanlines = video.Texture(
                self.renderer, (1, height), static=True, scale_quality=video.SCALEQUALITY_NEAREST
            )
            self._scanlines.update(scanline_surface(1, height))
            self._scanlines.blend_mode = BLENDMODE_BLEND
        return self._scanlines

    @property
    def pixel_size(self) -> tuple[int, int]:
        """What the renderer draws on, in pixels (more than ``size`` on a high-DPI screen)."""
        width, height = self.renderer.get_viewport().size
        return (width, height) if width and height else self.size

    def present(self, canvas: pygame.Surface, fill: bool, crt: bool) -> None:
        rect = canvas_rect(self.pixel_size, fill)
        try:
            self.texture.update(canvas)
        except RENDER_ERRORS as err:
            # SDL may drop a renderer's textures (a lost device, a display change): make the
            # canvas texture anew and show this frame with it, never stop the game.
            log.warning("canvas texture lost (%s): made anew", err)
            try:
                self.texture = self._canvas_texture()
                self._scanlines = None
                self.texture.update(canvas)
            except RENDER_ERRORS as again:
                log.warning("frame not shown: %s", again)  # the next frame tries again
                return
        self.renderer.draw_color = BAR_COLOUR
        self.renderer.clear()
        self.texture.draw(dstrect=rect)
        if crt and scanline_rows(rect.height):
            self._scanline_texture(rect.height).draw(dstrect=rect)
        self.renderer.present()

    def close(self) -> None:
        """The textures, the renderer and the window go now, while SDL is up: a handle left
        to the garbage collector could be freed after SDL restarted, and take a new window
        that happens to sit at the same address with it."""
        self._scanlines = None
        self.texture = None
        self.renderer = None
        self.window.destroy()
