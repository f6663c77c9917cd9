"""What the server thread hands to the game thread, and the call event games read.

Queue items are immutable, so passing them between threads needs no locking beyond the
queue itself.
"""

from __future__ import annotations

from dataclasses import dataclass

PHONE = "phone"  # device strings are "phone:<n>", like "pad:<id>"


def phone_device(number: int) -> str:
    return f"{PHONE}:{number}"


def is_phone(device: str) -> bool:
    return device.startswith(f"{PHONE}:")


@dataclass(frozen=True)
class Joined:
    """A phone connected (first time or back again)."""

    device: str
    name: str


@dataclass(frozen=True)
class Left:
    """A phone's connection ended: treat it like a pad pulled out."""

    device: str


@dataclass(frozen=True)
class Pressed:
    """A press (``down``) or release of one action; ``received_ns`` is perf_counter_ns()."""

    device: str
    action: str
    down: bool
    received_ns: int


@dataclass(frozen=True)
class Called:
    device: str
    number: int
    received_ns: int


@dataclass(frozen=True)
class Typed:
    """The name field's text on a phone; ``step`` is "typing", "ok" or "cancel"."""

    device: str
    text: str
    step: str
    received_ns: int


@dataclass(frozen=True)
class Replaced:
    """Another address took ``device`` over (``reclaimed``: its owner took it back)."""

    device: str
    reclaimed: bool = False


@dataclass(frozen=True)
class Disputed:
    """``device`` changed hands too often: it stays put for a while (the TV says so; the
    phone holding it may let it go on its own page)."""

    device: str


@dataclass(frozen=True)
class RoomChanged:
    """The room got a new, longer code after many wrong guesses; the TV shows it."""

    code: str
    key: str


QueueItem = Joined | Left | Pressed | Called | Typed | Replaced | Disputed | RoomChanged


@dataclass(frozen=True)
class PhoneNotice:
    """Something the TV should say about a phone, as an i18n key and its values.

    ``seat`` is the seat the phone drove when it happened (None if none); ``number`` is
    the phone's number, for a phone without a seat.
    """

    key: str
    seat: int | None
    number: int

    FRAMES = 360  # on screen for six seconds: everyone should notice a phone taken over

    def text(self, t, seat_name) -> str:
        """The message in the TV's language; ``t`` translates, ``seat_name(i)`` names seats."""
        if self.seat is not None:
            return t(self.key, who=seat_name(self.seat))
        return t(self.key + "_free", n=self.number)


@dataclass(frozen=True)
class NumberCall:
    """A number typed on a phone's number pad and sent with CALL (Würfelblitz).

    Delivered beside the InputEvents, in ``PhoneLink.calls``, for the step it arrived in.
    ``seat``, ``participant`` and ``frame`` are stamped like an InputEvent's: the seat and
    person holding the phone then (None if none), and the app frame it arrived in.
    """

    device: str
    number: int
    seat: int | None = None
    participant: int | None = None
    frame: int = 0
