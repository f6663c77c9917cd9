"""The beat timeline: what the screen shows after each move, one thing after another.

The rules move on at once; their events become beats queued here. A beat begins when it
comes up and holds the queue until it says it is over, so game logic (a CPU's next move, a
human's controls) waits while anything is still animating, and a skip is simply more ticks
per frame. ``Wait`` is the common beat: run ``start``, hold some frames and/or until a
condition holds; a game writes its own ``Beat`` subclasses for longer shows.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable


class Beat:
    """One moment on screen. ``t`` counts the ticks since it began."""

    t = 0

    def begin(self) -> None:
        """Runs once when the beat comes up."""

    def tick(self) -> bool:
        """One tick; True when the beat is over."""
        return True

    def confirm(self) -> None:
        """A player pressed confirm while this beat runs (skip what can be skipped)."""


class Wait(Beat):
    """Run ``start``, then hold ``frames`` ticks and until ``until()`` holds.

    A beat of 0 or 1 frames without a condition is over in the tick it begins, so several
    quick beats run in one tick.
    """

    def __init__(
        self,
        frames: int = 0,
        start: Callable[[], None] | None = None,
        until: Callable[[], bool] | None = None,
    ) -> None:
        self.frames, self.start, self.until = frames, start, until
        self.left = frames

    def begin(self) -> None:
        if self.start is not None:
            self.start()

    def tick(self) -> bool:
        if self.left > 0:
            self.left -= 1
            if self.left > 0:
                return False
        return self.until is None or self.until()


class Timeline:
    def __init__(self) -> None:
        self._beats: deque[Beat] = deque()
        self.current: Beat | None = None

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._beats)

    def add(
        self,
        frames: int | Beat = 0,
        start: Callable[[], None] | None = None,
        until: Callable[[], bool] | None = None,
    ) -> None:
        """Queue a beat, or a ``Wait(frames, start, until)``."""
        self._beats.append(frames if isinstance(frames, Beat) else Wait(frames, start, until))

    def clear(self) -> None:
        self._beats.clear()
        self.current = None

    def confirm(self) -> None:
        if self.current is not None:
            self.current.confirm()

    def tick(self, ready: bool = True) -> None:
        """Advance one tick: begin every beat that comes up and hold on the first that waits.

        ``ready`` false keeps the next beat from beginning (e.g. a piece is still falling);
        a beat already running goes on.
        """
        while True:
            if self.current is None:
                if not self._beats or not ready:
                    return
                self.current = self._beats.popleft()
                self.current.begin()
            beat = self.current
            beat.t += 1
            if not beat.tick():
                return
            self.current = None
