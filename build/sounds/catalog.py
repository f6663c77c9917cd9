"""Every sound the game ships, with how it is made and finished."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from . import effects_pieces, effects_play, effects_ui, songs
from .mixdown import fade_edges, normalise, soft_clip
from .synth import Signal


@dataclass(frozen=True)
class Recipe:
    name: str
    make: Callable[[Random], Signal]
    peak_db: float
    is_loop: bool

    def render(self) -> Signal:
        # each sound gets its own seed from its name, so adding or reordering sounds
        # never changes the others
        rng = Random(zlib.crc32(self.name.encode("utf-8")))
        # level first, so the soft clip bends every sound's peaks by the same amount
        raw = normalise(self.make(rng), 0.0)
        # a loop is already continuous across its ends: fading would put a dip in it
        if self.is_loop:
            return normalise(soft_clip(raw, 1.2), self.peak_db)
        return normalise(fade_edges(soft_clip(raw, 0.8)), self.peak_db)


def _collect() -> dict[str, Recipe]:
    recipes: dict[str, Recipe] = {}
    for table, is_loop in (
        (effects_ui.EFFECTS, False),
        (effects_play.EFFECTS, False),
        (effects_pieces.EFFECTS, False),
        (songs.MUSIC, True),
    ):
        for name, (make, peak_db) in table.items():
            if name in recipes:
                raise ValueError(f"sound {name!r} is defined twice")
            recipes[name] = Recipe(name, make, peak_db, is_loop)
    return recipes


RECIPES: dict[str, Recipe] = _collect()
