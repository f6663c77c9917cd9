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


QueueItem = Joined | Left | Pressed | Called


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
