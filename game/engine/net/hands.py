"""How often each phone device changes hands between addresses.

A device may be taken over (another address shows its token) or taken back (its old phone
types the room code). Someone with a copied token, or two phones of one person, could do
that again and again, each time a message on the TV: past CHANGES_PER_MINUTE within a
minute the device stays with the phone that holds it for HOLD_FOR. Nobody is asked on the
TV and nothing waits: the phone that holds it is told (``ask``) and may let it go at once
(``free``); otherwise the hold ends by itself, and the device counts afresh.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from game.engine.net.limits import Clock

log = logging.getLogger(__name__)

CHANGES_PER_MINUTE = 2
WINDOW = 60.0  # seconds
HOLD_FOR = 60.0  # seconds a held device stays put unless its holder lets it go


class Hands:
    """``ask(number)`` tells the room once per hold (a notice on the TV, the question on the
    holding phone's own page); ``clock`` gives seconds."""

    def __init__(self, clock: Clock, ask: Callable[[int], None]) -> None:
        self.clock = clock
        self.ask = ask
        self.changes: dict[int, list[float]] = {}  # device number -> recent change times
        self.held: dict[int, float] = {}  # devices that stay where they are -> since when

    def may_change(self, number: int) -> bool:
        """Count one change of hands of device ``number`` if it may change now; else hold
        it (telling the room, once a hold) and say no."""
        now = self.clock()
        since = self.held.get(number)
        if since is not None and now - since >= HOLD_FOR:
            self.free(number)  # the hold is over: nobody had to decide
            since = None
        if since is None:
            recent = [t for t in self.changes.get(number, []) if now - t < WINDOW]
            if len(recent) < CHANGES_PER_MINUTE:
                self.changes[number] = [*recent, now]
                return True
            self.held[number] = now
            log.warning("phone:%d changed hands %d times in a minute: held", number, len(recent))
            self.ask(number)
        return False

    def is_held(self, number: int) -> bool:
        since = self.held.get(number)
        return since is not None and self.clock() - since < HOLD_FOR

    def free(self, number: int) -> None:
        """The hold ends (its time is up, or the phone holding it let it go): the device
        may change hands again, counting afresh."""
        if self.held.pop(number, None) is not None:
            log.info("phone:%d may change hands again", number)
        self.changes.pop(number, None)
