"""What the input layer hands to scenes."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.input.actions import Action


@dataclass(frozen=True)
class InputEvent:
    """An action from one device: pressed (maybe an auto-repeat) or released.

    ``seat`` is the seat the device is bound to, or None for an unbound device (menus
    accept those; games ignore them unless they are offering a seat).
    """

    device: str
    action: Action
    pressed: bool = True
    repeat: bool = False
    seat: int | None = None


@dataclass(frozen=True)
class DeviceChange:
    """A gamepad was plugged in (``added``) or pulled out (not ``added``)."""

    device: str
    added: bool
    name: str = ""
