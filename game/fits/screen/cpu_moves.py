"""CPU seats on the Fits screen: think in small chunks within a frame budget, then walk the
cursor to the chosen drop so everybody can watch what the CPU does.

Thinking runs on the match as it is, which may be a card ahead of the screen while an
animation plays; every decision is stored with the card it belongs to and only used for it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.core.seats import Seat
from game.fits.cpu.player import plan
from game.fits.logic.rules import Action, FitsMatch, Place

CardKey = tuple[int, str, int]


def card_key(match: FitsMatch) -> CardKey:
    """Which card the match is on: round, phase and how many build cards have turned."""
    return (match.round_index, match.phase, match.cards_turned)


class CpuSeats:
    def __init__(self, seats: tuple[Seat, ...], seed: int) -> None:
        self.levels = {seat.index: seat.level for seat in seats if seat.is_cpu}
        # Each CPU gets its own generator, seeded from the match seed: replays look alike.
        self.rngs = {index: random.Random(seed * 7919 + index) for index in self.levels}
        self._thinking: dict[int, tuple[CardKey, object]] = {}
        self._chosen: dict[int, tuple[CardKey, Action | None]] = {}
        self._turn = 0
        self.chunks = 0  # how many chunks ran (for tests and benchmarks)
        self._chunk_s = 0.0  # running estimate of one chunk's length

    def is_cpu(self, seat: int) -> bool:
        return seat in self.levels

    def think(
        self, match: FitsMatch, budget_s: float, clock: Callable[[], float] = time.perf_counter
    ) -> None:
        """Start plans for CPU seats that have a piece, then run chunks round-robin while the
        budget allows; at least one chunk runs each call, so thinking always moves on."""
        key = card_key(match)
        for seat in self.levels:
            if match.piece_for(seat) is None:
                continue
            if self._chosen.get(seat, (None,))[0] == key:
                continue
            if self._thinking.get(seat, (None,))[0] != key:
                thinking = plan(match, seat, self.levels[seat], self.rngs[seat])
                self._thinking[seat] = (key, thinking)
        started = clock()
        spent, first = 0.0, True
        # Stop early when the next chunk would likely overrun: a chunk is never cut.
        while self._thinking and (first or spent + self._chunk_s < budget_s):
            first = False
            seats = sorted(self._thinking)
            seat = seats[self._turn % len(seats)]
            self._turn += 1
            seat_key, thinking = self._thinking[seat]
            self.chunks += 1
            before = clock()
            try:
                next(thinking)  # type: ignore[call-overload]
            except StopIteration as done:
                del self._thinking[seat]
                self._chosen[seat] = (seat_key, done.value)
            after = clock()
            self._chunk_s = 0.8 * self._chunk_s + 0.2 * (after - before)
            spent = after - started

    def decision(self, match: FitsMatch, seat: int) -> Action | None:
        """The chosen action for the match's current card, or None while still thinking."""
        chosen = self._chosen.get(seat)
        if chosen is None or chosen[0] != card_key(match):
            return None
        return chosen[1]

    def done(self, seat: int) -> None:
        self._chosen.pop(seat, None)


def target_of(action: Action | None) -> tuple[int, int] | None:
    """(orientation, column) the cursor walks to, or None for a set-aside."""
    if isinstance(action, Place):
        return action.orientation, action.column
    return None
