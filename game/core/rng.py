"""Seeded randomness that can be saved and restored with the match."""

from __future__ import annotations

import random


def make_rng(seed: int | str | random.Random | None) -> random.Random:
    """A private generator; ``None`` picks a fresh seed (only the shell does that). A
    generator given instead of a seed is used as it is (a tutorial's planned draws)."""
    if isinstance(seed, random.Random):
        return seed
    return random.Random(seed)


def rng_to_dict(rng: random.Random) -> list:
    """The generator's full state as JSON-safe data."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_dict(data: list) -> random.Random:
    version, internal, gauss = data
    rng = random.Random()
    rng.setstate((version, tuple(internal), gauss))
    return rng
