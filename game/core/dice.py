"""Dice rolled from an injected generator."""

from __future__ import annotations

import random


def roll(rng: random.Random, count: int, sides: int = 6) -> list[int]:
    """``count`` dice of ``sides`` faces, each 1..sides."""
    return [rng.randint(1, sides) for _ in range(count)]
