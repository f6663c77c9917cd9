"""Screen shakes and flashes, or with "reduce flashes and motion" none of them.

A shake moves the whole picture for a few frames and a flash blinks a colour a few times a
second: fun for most, too much for some (and blinking is a risk for photosensitive people).
With the setting on, a shake does not move anything and a flash stays on: the highlight is
steady and ends with the effect's own countdown, so nothing that tells a player something is
lost. Drawing asks here instead of counting frames itself; the App sets ``calm`` from the
settings.
"""

from __future__ import annotations

import math

import pygame

_calm = False


def set_calm(on: bool) -> None:
    global _calm
    _calm = bool(on)


def calm() -> bool:
    return _calm


def settled(progress: float) -> float:
    """An entrance's progress 0..1 (a card flying in, a block rising, a row sliding): done at
    once when calm, so it stands where it ends and says the same from the first frame."""
    return 1.0 if _calm else progress


def blink(t: int, period: int, on: int) -> bool:
    """A flash: on for ``on`` of every ``period`` frames of ``t``; always on when calm."""
    return _calm or t % period < on


def shake_canvas(canvas: pygame.Surface, shake: int, frame: int) -> None:
    """Jolt the finished picture by a few pixels while ``shake`` frames are left."""
    if not shake or _calm:
        return
    strength = min(3, 1 + shake // 6)
    canvas.scroll(((frame * 7) % 3 - 1) * strength, ((frame * 5) % 3 - 1) * strength)


def wobble(amount: float, frame: int) -> tuple[int, int]:
    """An offset that trembles by ``amount`` pixels (a board, a picker); none when calm."""
    if not amount or _calm:
        return 0, 0
    return round(amount * math.sin(frame * 2.1)), round(amount * math.cos(frame * 1.7))
