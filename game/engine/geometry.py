"""Where the 640×360 canvas goes in a window of any size, and how window points map back.

Two ways to fit it: the largest whole-number scale (every pixel square and the same size;
720p ×2, 1080p ×3, 1440p ×4, 4K ×6) or filling the window with the aspect kept (nearest
neighbour, so still sharp, but some pixel rows one screen pixel taller than others).
Either way the canvas is centred and the bars stay black.
"""

from __future__ import annotations

import pygame

CANVAS_SIZE = (640, 360)
MIN_SCANLINE_ROW = 2  # screen pixels a canvas row needs before a CRT line fits under it


SHARP_SHARE = 0.8  # a whole-number scale keeps at least this share of the filled width


def integer_scale(window: tuple[int, int], canvas: tuple[int, int] = CANVAS_SIZE) -> int:
    """The largest whole factor at which the canvas fits in the window (at least 1)."""
    return max(1, min(window[0] // canvas[0], window[1] // canvas[1]))


def letterbox(window: tuple[int, int], canvas: tuple[int, int] = CANVAS_SIZE) -> pygame.Rect:
    """Where the scaled canvas goes inside the window: centred at a whole-number scale."""
    scale = integer_scale(window, canvas)
    w, h = canvas[0] * scale, canvas[1] * scale
    return pygame.Rect((window[0] - w) // 2, (window[1] - h) // 2, w, h)


def fill_rect(window: tuple[int, int], canvas: tuple[int, int] = CANVAS_SIZE) -> pygame.Rect:
    """The largest centred rectangle with the canvas's aspect inside the window."""
    ww, wh = max(1, window[0]), max(1, window[1])
    if ww * canvas[1] <= wh * canvas[0]:  # the width limits
        w, h = ww, max(1, ww * canvas[1] // canvas[0])
    else:
        w, h = max(1, wh * canvas[0] // canvas[1]), wh
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def canvas_rect(window: tuple[int, int], fill: bool = False) -> pygame.Rect:
    """Where the canvas is drawn: filled (``fill``), else at the largest whole-number scale
    (every pixel the same size) while that shows most of what filling would. On a screen
    whose shape leaves a whole scale far smaller (4:3 at 1024×768: the canvas at 1×, less
    than two thirds of the width) the picture fills it, its aspect kept, instead."""
    filled = fill_rect(window)
    if fill:
        return filled
    sharp = letterbox(window)
    return sharp if sharp.width >= SHARP_SHARE * filled.width else filled


def window_to_canvas(
    point: tuple[int, int], rect: pygame.Rect, canvas: tuple[int, int] = CANVAS_SIZE
) -> tuple[int, int] | None:
    """A window point (e.g. the mouse) in canvas pixels, or None on the bars."""
    if not rect.collidepoint(point):
        return None
    x = (point[0] - rect.x) * canvas[0] // rect.width
    y = (point[1] - rect.y) * canvas[1] // rect.height
    return x, y


def scanline_rows(height: int, rows: int = CANVAS_SIZE[1]) -> list[int]:
    """The screen rows the CRT filter darkens: the last one of each canvas row.

    Under uneven (filled) scaling rows differ in height, so each line sits where its own
    canvas row ends. Below ``MIN_SCANLINE_ROW`` screen pixels a row there are no lines at
    all: a line would cover a whole row, or only some rows, and the picture would stripe.
    """
    if height // rows < MIN_SCANLINE_ROW:
        return []
    return [(row + 1) * height // rows - 1 for row in range(rows)]
