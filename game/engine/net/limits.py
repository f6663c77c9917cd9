"""Rate limits: messages per connection, failed join attempts per address, and wrong room
codes in the whole room (whatever the number of addresses they come from)."""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]


class TokenBucket:
    """Allows ``rate`` events a second on average and bursts of up to ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._tokens = float(burst)
        self._last = clock()

    def _refill(self) -> None:
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now

    def ready(self) -> bool:
        """Whether ``take`` would succeed now (nothing is taken)."""
        self._refill()
        return self._tokens >= 1

    def take(self) -> bool:
        self._refill()
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False


class BadPeers:
    """Counts failed attempts (wrong room code, unknown token, garbage) per address.

    An address with ``limit`` failures inside ``window`` seconds is shut out until the
    oldest of them ages out. Many addresses guessing together are slowed by the room's own
    limit (``room.GUESS_RATE``), not by this one.
    """

    MAX_TRACKED = 4096  # addresses remembered (a whole /20 of a LAN); the oldest go first

    def __init__(self, limit: int, window: float, clock: Clock = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self._failures: dict[str, list[float]] = {}

    def _recent(self, peer: str) -> list[float]:
        cutoff = self.clock() - self.window
        times = [t for t in self._failures.get(peer, ()) if t > cutoff]
        if times:
            self._failures[peer] = times
        else:
            self._failures.pop(peer, None)
        return times

    def record(self, peer: str) -> None:
        times = self._recent(peer)
        times.append(self.clock())
        self._failures[peer] = times[-self.limit :]
        while len(self._failures) > self.MAX_TRACKED:
            del self._failures[next(iter(self._failures))]

    def failures(self, peer: str) -> int:
        """Failures of ``peer`` inside the window."""
        return len(self._recent(peer))

    def blocked(self, peer: str) -> bool:
        return self.failures(peer) >= self.limit
