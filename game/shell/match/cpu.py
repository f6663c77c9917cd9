"""The CPU driver: CPU thinking as frame-counted jobs, CPU actions on match frames.

Thinking never reads a clock: every frame the driver runs a fixed number of job steps
(see ``game.core.jobs``), tuned per game with the benchmarks so a frame stays far inside
its budget. How far thinking gets therefore depends only on frames, and a seeded run
repeats exactly on any machine. Real-time games schedule a CPU's action for a match frame
(a seeded reaction time); turn-based games ask for a decision when the CPU is on turn.

Nothing to do is one behaviour everywhere: no jobs, no timed actions → ``run_frame``
returns at once, and ``thinking`` is false.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Hashable

from game.core.jobs import Job, Jobs
from game.core.seats import Seat


class CpuDriver:
    def __init__(self, seats: tuple[Seat, ...], seed: int, steps_per_frame: int) -> None:
        self.levels = {seat.index: seat.level for seat in seats if seat.is_cpu}
        # One generator per CPU seat, from the match seed: replays think alike.
        self.rngs = {i: random.Random(f"cpu:{seed}:{i}") for i in self.levels}
        self.jobs = Jobs(steps_per_frame)
        self._timed: list[tuple[int, int, Callable[[], None]]] = []
        self._order = 0

    def is_cpu(self, seat: int) -> bool:
        return seat in self.levels

    # ----- thinking ----------------------------------------------------------------------------
    def think(self, key: Hashable, job: Job) -> None:
        """Start ``job`` under ``key`` unless it runs or has finished already."""
        self.jobs.start(key, job)

    def thinking(self, key: Hashable) -> bool:
        return self.jobs.is_running(key)

    def answer(self, key: Hashable) -> object | None:
        """A finished job's result (forgotten once taken), or None while it runs."""
        return self.jobs.take(key) if self.jobs.is_done(key) else None

    # ----- acting on a match frame -------------------------------------------------------------
    def at(self, frame: int, act: Callable[[], None]) -> None:
        """Run ``act`` on match frame ``frame`` (at once if it has passed)."""
        heapq.heappush(self._timed, (frame, self._order, act))
        self._order += 1

    def cancel_timed(self) -> None:
        self._timed.clear()

    @property
    def pending(self) -> int:
        return len(self._timed)

    def run_frame(self, match_frame: int) -> None:
        """One frame: a fixed share of thinking, then every action that is due."""
        self.jobs.run_frame()
        while self._timed and self._timed[0][0] <= match_frame:
            heapq.heappop(self._timed)[2]()
