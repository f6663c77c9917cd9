"""The fixed-step game loop: logic runs at exactly 60 steps per second of real time.

Real time is measured with an accumulator over a clock; every whole step's worth of
time in it runs one ``update``. A long stall (a window drag, a debugger) would otherwise
make the game race to catch up, so the backlog is clamped and the rest is dropped.

Between passes the ``FrameLimiter`` waits for the next frame when vsync does not: it
sleeps, and only the last moment (which a sleep may overshoot) is spent spinning, so an
idle screen leaves the processor nearly free instead of busy-waiting a whole core.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

STEP_HZ = 60
STEP_SECONDS = 1.0 / STEP_HZ
MAX_STEPS_PER_PASS = 6
SPIN_SECONDS = 0.0002  # a sleep wakes ~0.15 ms late here; only the last 0.2 ms is spun


@dataclass
class FixedStepLoop:
    """Turns elapsed clock time into a whole number of fixed steps per pass."""

    clock: Callable[[], float] = time.perf_counter
    step_seconds: float = STEP_SECONDS
    max_steps: int = MAX_STEPS_PER_PASS
    accumulator: float = 0.0
    frames: int = 0
    dropped_steps: int = 0
    _last: float | None = field(default=None, repr=False)

    def reset(self) -> None:
        """Forget elapsed time, e.g. after loading or un-minimising."""
        self._last = None
        self.accumulator = 0.0

    def steps_due(self) -> int:
        """How many fixed steps to run now; counts them into ``frames``."""
        now = self.clock()
        if self._last is None:
            self._last = now
            return 0
        self.accumulator += max(0.0, now - self._last)
        self._last = now
        # The epsilon keeps float error from losing a step (2 × 1/60 is not always ≥ 2/60).
        steps = int(self.accumulator / self.step_seconds + 1e-9)
        if steps > self.max_steps:
            self.dropped_steps += steps - self.max_steps
            steps = self.max_steps
            self.accumulator = 0.0  # drop the backlog instead of spiralling
        else:
            self.accumulator -= steps * self.step_seconds
        self.frames += steps
        return steps

    def run(
        self,
        update: Callable[[], None],
        draw: Callable[[], None],
        limit: Callable[[], None],
        running: Callable[[], bool],
    ) -> None:
        """Run until ``running()`` is false: updates as due, one draw per pass, then limit."""
        self.reset()
        self.steps_due()
        while running():
            for _ in range(self.steps_due()):
                update()
                if not running():
                    return
            draw()
            limit()


@dataclass
class FrameLimiter:
    """Paces loop passes to at most ``fps`` a second, sleeping rather than spinning.

    Deadlines follow each other at a fixed period, so a late pass is made up by a shorter
    wait after it; a pass later than a whole period starts the count afresh (no burst).
    """

    clock: Callable[[], float] = time.perf_counter
    sleep: Callable[[float], None] = time.sleep
    spin_seconds: float = SPIN_SECONDS
    _deadline: float | None = field(default=None, repr=False)

    def wait(self, fps: float) -> float:
        """Wait until the next frame is due; returns the seconds slept (not spun)."""
        period = 1.0 / fps
        now = self.clock()
        if self._deadline is None or now - self._deadline > period:
            self._deadline = now  # first pass, or far behind: no catching up
        deadline = self._deadline + period
        self._deadline = deadline
        slept = 0.0
        nap = deadline - now - self.spin_seconds
        if nap > 0:
            self.sleep(nap)
            slept = nap
        while self.clock() < deadline:
            pass
        return slept
