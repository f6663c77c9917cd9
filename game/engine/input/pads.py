"""The one small adapter over SDL's game-controller API (``pygame._sdl2.controller``)."""

from __future__ import annotations

import logging

import pygame

from game.engine.input.families import XBOX, pad_family

log = logging.getLogger(__name__)

try:
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # a pygame build without the SDL2 helpers: keyboards only
    sdl_controller = None


class PadSet:
    """Open controllers keyed by the instance_id SDL assigned when each was added."""

    def __init__(self) -> None:
        self._pads: dict[int, object] = {}
        self._families: dict[int, str] = {}  # which buttons each pad shows (families.py)

    @staticmethod
    def init() -> bool:
        if sdl_controller is None:
            return False
        try:
            sdl_controller.init()
        except pygame.error as err:
            log.warning("gamepads unavailable: %s", err)
            return False
        return True

    def close_all(self) -> None:
        """Close every pad and the controller subsystem (pygame.quit leaves it half-open)."""
        for instance_id in list(self._pads):
            self.close(instance_id)
        if sdl_controller is not None and sdl_controller.get_init():
            sdl_controller.quit()

    def open(self, device_index: int) -> tuple[int | None, str, str]:
        """(instance id, name, guid); the guid names the model, so a pad that comes back
        can be recognised (two identical pads share one)."""
        if sdl_controller is None:
            return None, "", ""
        try:
            family = pad_family(device_index)  # asked by index, before the pad is opened
            pad = sdl_controller.Controller(device_index)
            joystick = pad.as_joystick()
            instance_id = joystick.get_instance_id()
            guid = joystick.get_guid()
        except pygame.error as err:
            log.warning("could not open gamepad %d: %s", device_index, err)
            return None, "", ""
        self._pads[instance_id] = pad
        self._families[instance_id] = family
        return instance_id, pad.name, guid

    def close(self, instance_id: int) -> None:
        self._families.pop(instance_id, None)
        pad = self._pads.pop(instance_id, None)
        if pad is not None:
            try:
                pad.quit()
            except pygame.error:
                pass

    def ids(self) -> list[int]:
        return list(self._pads)

    def family(self, instance_id: int) -> str:
        return self._families.get(instance_id, XBOX)

    def rumble(self, instance_id: int, strength: float, ms: int) -> bool:
        """Shake the pad for ``ms`` milliseconds; False if it cannot (no motors, gone)."""
        pad = self._pads.get(instance_id)
        if pad is None:
            return False
        try:
            return bool(pad.rumble(strength * 0.6, strength, ms))
        except pygame.error:
            return False

    def name(self, instance_id: int) -> str:
        pad = self._pads.get(instance_id)
        return pad.name if pad is not None else ""
