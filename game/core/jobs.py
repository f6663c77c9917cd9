"""Frame-counted cooperative work: long computations that never cost a frame.

A job is a generator that yields after each small, bounded unit of work and returns its
result. ``Jobs`` steps its jobs a fixed number of times per frame, round-robin, so how far
the work gets depends only on frames, never on how fast the machine is: a seeded run sees
the same results on the same frames everywhere. The step count per frame is tuned with the
benchmarks so that one frame's work stays far inside the frame budget.
"""

from __future__ import annotations

from collections.abc import Generator, Hashable
from typing import Any

Job = Generator[Any, None, Any]

#: Units of work per frame when a caller does not say; each game tunes its own.
STEPS_PER_FRAME = 4


class Jobs:
    """Named jobs stepped round-robin; finished results wait under their key."""

    def __init__(self, steps_per_frame: int = STEPS_PER_FRAME) -> None:
        if steps_per_frame < 1:
            raise ValueError("a job queue must make progress every frame")
        self.steps_per_frame = steps_per_frame
        self._running: dict[Hashable, Job] = {}
        self._done: dict[Hashable, Any] = {}
        self._turn = 0
        self.steps = 0  # units of work run so far (tests, benchmarks)

    def start(self, key: Hashable, job: Job) -> None:
        """Run ``job`` under ``key`` unless a job with that key is running or done."""
        if key not in self._running and key not in self._done:
            self._running[key] = job

    def replace(self, key: Hashable, job: Job) -> None:
        """Run ``job`` under ``key``, dropping any earlier job or result of that key."""
        self.cancel(key)
        self._running[key] = job

    def cancel(self, key: Hashable) -> None:
        job = self._running.pop(key, None)
        if job is not None:
            job.close()
        self._done.pop(key, None)

    def is_running(self, key: Hashable) -> bool:
        return key in self._running

    def is_done(self, key: Hashable) -> bool:
        return key in self._done

    def result(self, key: Hashable) -> Any:
        """The finished job's return value; ``KeyError`` while it runs or if never started."""
        return self._done[key]

    def take(self, key: Hashable) -> Any:
        """The finished job's return value, forgetting it; ``KeyError`` if not finished."""
        return self._done.pop(key)

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def run_frame(self) -> None:
        """One frame's share of work: ``steps_per_frame`` steps spread round-robin."""
        for _ in range(self.steps_per_frame):
            if not self._running:
                return
            keys = list(self._running)
            key = keys[self._turn % len(keys)]
            self._turn += 1
            self.steps += 1
            try:
                next(self._running[key])
            except StopIteration as finished:
                del self._running[key]
                self._done[key] = finished.value

    def run_all(self) -> None:
        """Finish every job now (tests, benchmarks, loading screens)."""
        while self._running:
            self.run_frame()


def finish(job: Job) -> Any:
    """Run one job to the end and return its result."""
    while True:
        try:
            next(job)
        except StopIteration as finished:
            return finished.value
