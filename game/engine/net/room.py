"""The room a phone joins: its typed code, the QR code's key, and the guard on wrong codes.

Wrong room codes are counted for the whole room whatever the address: GUESS_BURST at once,
then GUESS_RATE a second; past that a typed code is not even checked ("busy"). The QR
code's key is never slowed, and a phone that held a device here (it shows that device's
token) types its code against a budget of its own: guesses from elsewhere never lock it
out. After LONG_ROOM_AFTER wrong codes the room gets a six-letter
code: 100/16**4 + (one a second for six hours)/16**6, about 1 in 350 for an evening.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from game.engine.net.codes import (
    LONG_ROOM_LENGTH,
    new_room_code,
    new_room_key,
    normalise_room,
    same_text,
)
from game.engine.net.limits import Clock, TokenBucket

log = logging.getLogger(__name__)

GUESS_RATE = 1.0
GUESS_BURST = 10
LONG_ROOM_AFTER = 100


class Room:
    """``code`` is what people type, ``key`` what the QR code carries; ``on_change(code,
    key)`` hears of a longer code. ``limits_clock`` (seconds) drives the guess budget."""

    def __init__(
        self, code: str, key: str, limits_clock: Clock, on_change: Callable[[str, str], None]
    ) -> None:
        self.code = code
        self.key = key or new_room_key(code)
        self.known = {code, self.key}  # every code and key of this run: a hello may carry any
        self.guesses = TokenBucket(GUESS_RATE, GUESS_BURST, limits_clock)
        self.clock = limits_clock
        self.owner_guesses: dict[int, TokenBucket] = {}  # device number -> its own budget
        self.wrong_codes = 0  # from every address
        self.on_change = on_change

    def knows(self, text: str) -> bool:
        """A code or key this room has had: a phone coming back may still carry it."""
        return normalise_room(text) in self.known

    def check(self, text: str, owner: int | None = None) -> str | None:
        """None if ``text`` opens this room, else the refusal: "room" or "busy".

        The QR code's key always opens it. A typed code is checked only while the room's
        budget of wrong codes lasts; once it is spent, no code is checked ("busy") until it
        refills, so many addresses together guess no faster than one. ``owner``: the
        device a phone shows a token of; its code is checked against that device's budget.
        """
        room = normalise_room(text) or ""
        if same_text(room, self.key):
            return None
        guesses = self.guesses
        if owner is not None:
            guesses = self.owner_guesses.setdefault(
                owner, TokenBucket(GUESS_RATE, GUESS_BURST, self.clock)
            )
        if not guesses.ready():
            return "busy"
        if same_text(room, self.code):
            return None
        guesses.take()
        self.wrong_codes += 1
        if self.wrong_codes == LONG_ROOM_AFTER:
            self._lengthen()
        return "room"

    def _lengthen(self) -> None:
        """Many wrong codes: a six-letter code from now on (joined phones stay)."""
        self.code = new_room_code(length=LONG_ROOM_LENGTH)
        self.key = new_room_key(self.code)
        self.known |= {self.code, self.key}
        log.warning("%d wrong room codes: the room has a longer code now", self.wrong_codes)
        self.on_change(self.code, self.key)
