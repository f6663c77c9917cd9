"""One name per device wherever a device is shown: the lobby, its seat, the bench, a toast.

A phone is "Phone 3" (``device.phone``) everywhere, the number its own page shows in its
header and badge; a chip too small for words (the bench) shows that number alone. Pads and
keyboard halves keep the names they had.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.engine.net.events import is_phone

Translate = Callable[..., str]


def device_number(device: str) -> str:
    """The number in a device's name: "3" for "phone:3" or "pad:3"."""
    return device.split(":", 1)[-1]


def device_label(t: Translate, device: str, fits: Callable[[str], bool] | None = None) -> str:
    """The device's name in the language shown: "Keys left", "Pad 0", "Phone 3".

    ``fits`` says whether a name fits where it goes; a phone's name that does not is
    written the short way its language has ("Téléphone 3": "Tél. 3"), never cut.
    """
    if device == KEYBOARD_LEFT:
        return t("device.kb_left")
    if device == KEYBOARD_RIGHT:
        return t("device.kb_right")
    if is_phone(device):
        name = t("device.phone", n=device_number(device))
        if fits is None or fits(name):
            return name
        return t("device.phone_short", n=device_number(device))
    return t("device.pad", n=device_number(device))


def bench_mark(device: str | None, participant: int) -> str:
    """What a bench chip shows for someone: a phone's own number (its page shows that
    number), else the participant's number, as before."""
    if device is not None and is_phone(device):
        return device_number(device)
    return str(participant + 1)


def participant_mark(devices: dict[str, int], participant: int) -> str:
    """``bench_mark`` from a participant alone; ``devices`` is device -> participant
    (``InputManager.participant_of``)."""
    device = next((d for d, p in devices.items() if p == participant), None)
    return bench_mark(device, participant)
