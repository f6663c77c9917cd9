"""Room codes, room keys and device tokens.

A room code is typed by people reading it off a TV, so its alphabet leaves out letters
that look like digits or like each other (B/8, G/6, I/L/1, O/Q/0, S/5, Z/2, U/V).
The QR code carries the room *key*: the code and six more letters. A phone that scanned it
proves it saw the TV, so the key is never slowed by the room's limit on wrong codes; only
the short code people type is (see ``room.Room.check``).
A token is what a phone keeps in its browser storage to get its device back later.
"""

from __future__ import annotations

import random
import re
import secrets

ROOM_ALPHABET = "ACDEFHJKMNPRTWXY"
ROOM_LENGTH = 4
LONG_ROOM_LENGTH = 6  # after many wrong codes the room gets a longer code (16**6 codes)
KEY_EXTRA = 6  # letters the QR code's key adds to the typed code
MAX_ROOM_TEXT = LONG_ROOM_LENGTH + KEY_EXTRA  # the longest room text a page can send
TOKEN_BYTES = 18  # 144 bits of randomness; 24 URL-safe characters
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{24}")
CLAIMS_KEPT = 4  # superseded tokens a device remembers (the phones it was taken from)

ROOM_TEXT_LENGTHS = (ROOM_LENGTH, LONG_ROOM_LENGTH, ROOM_LENGTH + KEY_EXTRA, MAX_ROOM_TEXT)
_ROOM_PATTERN = re.compile("|".join(f"[{ROOM_ALPHABET}]{{{n}}}" for n in ROOM_TEXT_LENGTHS))


def new_room_code(
    rng: random.Random | None = None, avoid: str = "", length: int = ROOM_LENGTH
) -> str:
    """A fresh code, never equal to ``avoid`` (so a restart always changes the code)."""
    choose = (rng or secrets.SystemRandom()).choice
    while True:
        code = "".join(choose(ROOM_ALPHABET) for _ in range(length))
        if code != avoid:
            return code


def new_room_key(code: str, rng: random.Random | None = None) -> str:
    """The QR code's longer secret: ``code`` and KEY_EXTRA more letters."""
    choose = (rng or secrets.SystemRandom()).choice
    return code + "".join(choose(ROOM_ALPHABET) for _ in range(KEY_EXTRA))


def normalise_room(text: str) -> str | None:
    """The room code or key in ``text`` (any letter case), or None if it cannot be one."""
    code = text.strip().upper()
    return code if _ROOM_PATTERN.fullmatch(code) else None


def same_text(a: str, b: str) -> bool:
    """Equal, compared in constant time (a near miss takes as long as a far one)."""
    return secrets.compare_digest(a.encode(), b.encode())


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def is_token_shaped(value: object) -> bool:
    return isinstance(value, str) and TOKEN_PATTERN.fullmatch(value) is not None


class TokenBook:
    """Which token owns which device number, and which address last held each device.

    Lives as long as the PhoneLink (across server restarts), so a phone that scans the new
    code after a restart is still the same device. Only the server thread touches it while
    the server runs.

    Numbers come back, so joining and leaving never runs them out. Once all ``limit``
    numbers were handed out, a new phone gets the number of a phone that left and that no
    seat waits for (the game says which: ``idle``), the one away longest first; only if
    there is none, the number of the phone away longest. A phone asleep on its seat keeps
    its number while any other can be had.

    A device's token is replaced (``rotate``) when another address takes the device over;
    the old token becomes a *claim*: with the room code typed off the TV it takes the
    device back (``claim_of``), on its own it gets nothing. The last CLAIMS_KEPT claims are
    kept, and always the token the device was first issued with: however often others took
    it over, the phone that joined first can take it back.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._device_of: dict[str, int] = {}  # current token -> number
        self._claims: dict[str, int] = {}  # superseded token -> number
        self._first: dict[str, int] = {}  # the token each number was issued with -> number
        self._holder: dict[int, str] = {}  # number -> address that last held it
        self._away: dict[int, None] = {}  # numbers not connected, longest away first
        self._idle: set[int] = set()  # away, and no seat or person waits for them
        self._next = 1

    def __len__(self) -> int:
        return len(self._device_of)

    @property
    def all_issued(self) -> bool:
        """Every number was handed out once: the next ``issue`` reuses one."""
        return self._next > self.limit

    def issue(self) -> tuple[str, int] | None:
        """A new token and its device number, or None if every number is connected."""
        if self._next <= self.limit:
            number = self._next
            self._next += 1
        else:
            idle = [n for n in self._away if n in self._idle]
            if not idle and not self._away:
                return None
            number = (idle or list(self._away))[0]
            self._retire(number)
        token = new_token()
        self._device_of[token] = number
        self._first[token] = number
        return token, number

    def device_of(self, token: str) -> int | None:
        return self._find(self._device_of, token)

    def claim_of(self, token: str) -> int | None:
        """The device ``token`` held before another address took it over, if any."""
        claim = self._find(self._claims, token)
        first = self._find(self._first, token)
        return claim if claim is not None else first if first is not None else None

    @staticmethod
    def _find(table: dict[str, int], token: str) -> int | None:
        # Compare in constant time per entry, so timing does not reveal a near-miss token.
        found = None
        for known, number in table.items():
            if same_text(known, token):
                found = number
        return found

    def rotate(self, number: int) -> str:
        """A new token for device ``number``; its old tokens become claims."""
        for token in [t for t, n in self._device_of.items() if n == number]:
            del self._device_of[token]
            self._claims[token] = number
        mine = [t for t, n in self._claims.items() if n == number]
        for token in mine[:-CLAIMS_KEPT]:
            del self._claims[token]
        token = new_token()
        self._device_of[token] = number
        return token

    def holder(self, number: int) -> str | None:
        return self._holder.get(number)

    def came(self, number: int, peer: str) -> None:
        """Device ``number`` is connected from ``peer``."""
        self._holder[number] = peer
        self._away.pop(number, None)
        self._idle.discard(number)

    def went(self, number: int) -> None:
        """Device ``number`` is no longer connected (it may come back)."""
        self._away.pop(number, None)
        self._away[number] = None
        self._idle.discard(number)

    def idle(self, number: int) -> None:
        """The game says nobody waits for device ``number`` (it left without a seat)."""
        if number in self._away:
            self._idle.add(number)

    def _retire(self, number: int) -> None:
        """Device ``number`` is gone for good: its tokens end, so its number can be reused."""
        for table in (self._device_of, self._claims, self._first):
            for token in [t for t, n in table.items() if n == number]:
                del table[token]
        self._holder.pop(number, None)
        self._away.pop(number, None)
        self._idle.discard(number)
