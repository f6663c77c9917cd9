"""Easing curves and a frame-counted tween: everything that moves eases."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]


def clamp01(t: float) -> float:
    return 0.0 if t < 0.0 else 1.0 if t > 1.0 else t


def linear(t: float) -> float:
    return t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_quad(t: float) -> float:
    return t * t


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass
class Tween:
    """A value going from ``start`` to ``end`` over ``frames`` fixed steps."""

    start: float
    end: float
    frames: int
    easing: Easing = ease_out_quad
    delay: int = 0
    t: int = 0

    def update(self) -> None:
        self.t += 1

    @property
    def progress(self) -> float:
        return clamp01((self.t - self.delay) / max(1, self.frames))

    @property
    def value(self) -> float:
        return lerp(self.start, self.end, self.easing(self.progress))

    @property
    def done(self) -> bool:
        return self.t - self.delay >= self.frames

    def finish(self) -> None:
        self.t = self.delay + self.frames
