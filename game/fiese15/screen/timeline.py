"""A queue of timed beats: what the screen shows after each move, one thing after another.

A beat runs its ``start`` when it comes up and then holds the queue for ``frames`` ticks, or
until its ``until`` condition holds. Game logic waits while the queue is busy, so a CPU
never moves while its last roll is still tumbling, and a skip is simply more ticks per frame.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Beat:
    frames: int = 0
    start: Callable[[], None] | None = None
    until: Callable[[], bool] | None = None


class Timeline:
    def __init__(self) -> None:
        self._beats: deque[Beat] = deque()
        self._current: Beat | None = None
        self._left = 0

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._beats)

    def add(
        self,
        frames: int = 0,
        start: Callable[[], None] | None = None,
        until: Callable[[], bool] | None = None,
    ) -> None:
        self._beats.append(Beat(frames, start, until))

    def clear(self) -> None:
        self._beats.clear()
        self._current = None
        self._left = 0

    def tick(self) -> None:
        """Advance one tick: start every beat that comes up and hold on the first that waits."""
        while True:
            if self._current is None:
                if not self._beats:
                    return
                self._current = self._beats.popleft()
                self._left = self._current.frames
                if self._current.start is not None:
                    self._current.start()
            beat = self._current
            if self._left > 0:
                self._left -= 1
                if self._left > 0:
                    return
            if beat.until is not None and not beat.until():
                return
            self._current = None
