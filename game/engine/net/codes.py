"""Room codes and device tokens.

A room code is typed by people reading it off a TV, so its alphabet leaves out letters
that look like digits or like each other (B/8, G/6, I/L/1, O/Q/0, S/5, Z/2, U/V).
A token is what a phone keeps in its browser storage to get its device back later.
"""

from __future__ import annotations

import random
import re
import secrets

ROOM_ALPHABET = "ACDEFHJKMNPRTWXY"
ROOM_LENGTH = 4
TOKEN_BYTES = 18  # 144 bits of randomness; 24 URL-safe characters
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{24}")

_ROOM_PATTERN = re.compile(f"[{ROOM_ALPHABET}]{{{ROOM_LENGTH}}}")


def new_room_code(rng: random.Random | None = None, avoid: str = "") -> str:
    """A fresh code, never equal to ``avoid`` (so a restart always changes the code)."""
    choose = (rng or secrets.SystemRandom()).choice
    while True:
        code = "".join(choose(ROOM_ALPHABET) for _ in range(ROOM_LENGTH))
        if code != avoid:
            return code


def normalise_room(text: str) -> str | None:
    """The room code in ``text`` (any letter case), or None if it cannot be one."""
    code = text.strip().upper()
    return code if _ROOM_PATTERN.fullmatch(code) else None


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def is_token_shaped(value: object) -> bool:
    return isinstance(value, str) and TOKEN_PATTERN.fullmatch(value) is not None


class TokenBook:
    """Which token owns which device number; numbers are never reused in a session.

    Lives as long as the PhoneLink (across server restarts), so a phone that scans the new
    code after a restart is still the same device. Only the server thread touches it while
    the server runs.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._device_of: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._device_of)

    def issue(self) -> tuple[str, int] | None:
        """A new token and its device number, or None once ``limit`` devices exist."""
        if len(self._device_of) >= self.limit:
            return None
        token = new_token()
        number = len(self._device_of) + 1
        self._device_of[token] = number
        return token, number

    def device_of(self, token: str) -> int | None:
        # Compare in constant time per entry, so timing does not reveal a near-miss token.
        found = None
        for known, number in self._device_of.items():
            if secrets.compare_digest(known, token):
                found = number
        return found
