"""What the input layer hands to scenes."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.input.actions import Action


@dataclass(frozen=True)
class InputEvent:
    """An action from one device: pressed (maybe an auto-repeat) or released.

    ``seat`` is the seat the device is bound to, or None for an unbound device (menus
    accept those; games ignore them unless they are offering a seat). ``participant`` is
    the person holding the device (None: nobody has joined with it). ``frame`` is the app
    frame the event happened in: time as data, for rules that judge who was first.
    """

    device: str
    action: Action
    pressed: bool = True
    repeat: bool = False
    seat: int | None = None
    participant: int | None = None
    frame: int = 0


@dataclass(frozen=True)
class DeviceChange:
    """A gamepad was plugged in (``added``) or pulled out (not ``added``).

    A pad that comes back to the participant it left is ``returned``: it holds that
    participant (and seat) again at once.
    """

    device: str
    added: bool
    name: str = ""
    participant: int | None = None
    seat: int | None = None
    returned: bool = False
