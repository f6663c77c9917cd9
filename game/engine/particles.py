"""Cheap pixel particles: confetti on wins, splashes, sparks. Counted in frames.

They are decoration only (what happened is always said in words or on the board too), so
with "reduce flashes and motion" none are thrown.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.engine import motion

GRAVITY = 0.12


@dataclass
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    life: int
    colour: tuple[int, int, int]
    size: int = 2
    gravity: float = GRAVITY


class Particles:
    """A pool of particles; ``rng`` is the scene's own, so effects never touch game randomness."""

    def __init__(self, rng: random.Random | None = None, limit: int = 600) -> None:
        self.rng = rng or random.Random(0)
        self.items: list[Particle] = []
        self.limit = limit

    def burst(
        self,
        x: float,
        y: float,
        colours,
        count: int = 30,
        speed: float = 3.0,
        life: int = 50,
        size: int = 2,
        gravity: float = GRAVITY,
        spread: float = math.tau,
        angle: float = -math.pi / 2,
    ) -> None:
        if motion.calm():
            return
        rng = self.rng
        for _ in range(count):
            if len(self.items) >= self.limit:
                break
            a = angle + (rng.random() - 0.5) * spread
            v = speed * (0.4 + rng.random() * 0.8)
            self.items.append(
                Particle(
                    x,
                    y,
                    math.cos(a) * v,
                    math.sin(a) * v,
                    life + rng.randrange(life // 2 + 1),
                    rng.choice(colours),
                    size,
                    gravity,
                )
            )

    def confetti(self, width: int, colours, count: int = 80) -> None:
        if motion.calm():
            return
        rng = self.rng
        for _ in range(count):
            self.items.append(
                Particle(
                    rng.uniform(0, width),
                    rng.uniform(-60, -4),
                    rng.uniform(-0.6, 0.6),
                    rng.uniform(0.5, 1.8),
                    180 + rng.randrange(60),
                    rng.choice(colours),
                    rng.choice((2, 3)),
                    0.02,
                )
            )

    def update(self) -> None:
        alive = []
        for p in self.items:
            p.life -= 1
            if p.life <= 0:
                continue
            p.vy += p.gravity
            p.x += p.vx
            p.y += p.vy
            alive.append(p)
        self.items = alive

    def draw(self, canvas: pygame.Surface) -> None:
        fill = canvas.fill
        for p in self.items:
            fill(p.colour, (int(p.x), int(p.y), p.size, p.size))

    def __len__(self) -> int:
        return len(self.items)
