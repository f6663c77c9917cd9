"""CPU seats on the Fits screen: which card each CPU thinks about, and its decision.

Thinking runs as one job per (seat, card) on the match kit's CPU driver, a fixed number of
steps per frame, so a seeded run decides on the same frames everywhere. Thinking starts on
the match as it is, which may be a card ahead of the screen while an animation plays;
every decision is stored with the card it belongs to and only used for it.
"""

from __future__ import annotations

import random

from game.fits.cpu.player import plan
from game.fits.logic.rules import Action, FitsMatch, Place
from game.shell.match.cpu import CpuDriver

CardKey = tuple[int, str, int]


def card_key(match: FitsMatch) -> CardKey:
    """Which card the match is on: round, phase and how many build cards have turned."""
    return (match.round_index, match.phase, match.cards_turned)


class CpuMoves:
    """Plans for the CPU seats; or, given ``levels`` and ``rngs`` of people's seats, the
    coach's advice for them (the same plans, never played)."""

    def __init__(
        self,
        driver: CpuDriver,
        levels: dict[int, str] | None = None,
        rngs: dict[int, random.Random] | None = None,
    ) -> None:
        self.driver = driver
        self.levels = driver.levels if levels is None else levels
        self.rngs = driver.rngs if rngs is None else rngs
        self._job: dict[int, tuple[int, CardKey]] = {}  # seat -> its job's key

    def think(self, match: FitsMatch) -> None:
        """Start a plan for every seat that holds a piece of a card not thought about."""
        key = card_key(match)
        for seat, level in self.levels.items():
            if match.piece_for(seat) is None or self._job.get(seat) == (seat, key):
                continue
            if seat in self._job:  # a plan for an older card: forget it
                self.driver.jobs.cancel(self._job[seat])
            self._job[seat] = (seat, key)
            self.driver.think((seat, key), plan(match, seat, level, self.rngs[seat]))

    def decision(self, match: FitsMatch, seat: int) -> Action | None:
        """The chosen action for the match's current card, or None while still thinking."""
        key = (seat, card_key(match))
        if self._job.get(seat) != key or not self.driver.jobs.is_done(key):
            return None
        return self.driver.jobs.result(key)

    def done(self, seat: int) -> None:
        """The decision was acted on."""
        if seat in self._job:
            self.driver.jobs.cancel(self._job.pop(seat))


def target_of(action: Action | None) -> tuple[int, int] | None:
    """(orientation, column) the cursor walks to, or None for a set-aside."""
    if isinstance(action, Place):
        return action.orientation, action.column
    return None
