"""How often each phone device changes hands between addresses.

A device may be taken over (another address shows its token) or taken back (its old phone
types the room code). Someone with a copied token could do that again and again, each time
a message on the TV: past CHANGES_PER_MINUTE within a minute the device stays with the
phone that holds it, and the TV is asked (a press on a pad or the keyboard decides, at most
once a minute) whether it may change hands again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from game.engine.net.limits import Clock

log = logging.getLogger(__name__)

CHANGES_PER_MINUTE = 2
WINDOW = 60.0  # seconds
ASK_AGAIN_AFTER = 60.0  # seconds between two questions about one device


class Hands:
    """``ask(number)`` puts the question to the TV; ``clock`` gives seconds."""

    def __init__(self, clock: Clock, ask: Callable[[int], None]) -> None:
        self.clock = clock
        self.ask = ask
        self.changes: dict[int, list[float]] = {}  # device number -> recent change times
        self.held: set[int] = set()  # devices that stay where they are until the TV says
        self.asked_at: dict[int, float] = {}

    def may_change(self, number: int) -> bool:
        """Count one change of hands of device ``number`` if it may change now; else hold
        it (asking the TV) and say no."""
        now = self.clock()
        if number not in self.held:
            recent = [t for t in self.changes.get(number, []) if now - t < WINDOW]
            if len(recent) < CHANGES_PER_MINUTE:
                self.changes[number] = [*recent, now]
                return True
            self.held.add(number)
            log.warning("phone:%d changed hands %d times in a minute: held", number, len(recent))
        asked = self.asked_at.get(number)
        if asked is None or now - asked >= ASK_AGAIN_AFTER:
            self.asked_at[number] = now
            self.ask(number)
        return False

    def settle(self, number: int, free: bool) -> None:
        """The TV's answer: ``free`` lets the device change hands again (counting afresh);
        otherwise it stays held, and the TV is not asked again for a minute."""
        if free:
            self.held.discard(number)
            self.changes.pop(number, None)
            self.asked_at.pop(number, None)
        else:
            self.asked_at[number] = self.clock()
