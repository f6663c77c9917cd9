"""SDL virtual gamepads, for tests and scripted runs: real SDL events from a fake pad.

SDL can attach a virtual joystick of the game-controller type; it then appears exactly like
a plugged-in pad (CONTROLLERDEVICEADDED, button and axis events, REMOVED on detach). We
reach that API with ctypes in the very SDL library pygame-ce has loaded.
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

import pygame

from game.engine.input.bindings import PAD_BUTTONS

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
AXES, BUTTONS, HATS = 6, 15, 0


def _sdl_library() -> ctypes.CDLL:
    """The SDL2 library shipped inside the pygame-ce install (already loaded by pygame)."""
    base = Path(pygame.__file__).resolve().parent
    patterns = {
        "win32": [(base, "SDL2.dll")],
        "darwin": [(base / ".dylibs", "libSDL2*.dylib"), (base, "libSDL2*.dylib")],
    }.get(
        sys.platform,
        [
            (base.parent / "pygame_ce.libs", "libSDL2-*.so*"),
            (base.parent / "pygame.libs", "libSDL2-*.so*"),
        ],
    )
    for folder, pattern in patterns:
        for candidate in sorted(folder.glob(pattern)):
            if "image" in candidate.name or "mixer" in candidate.name or "ttf" in candidate.name:
                continue
            return ctypes.CDLL(str(candidate))
    return ctypes.CDLL("libSDL2-2.0.so.0")  # a pygame built against the system SDL


class _Sdl:
    _lib: ctypes.CDLL | None = None

    @classmethod
    def lib(cls) -> ctypes.CDLL:
        if cls._lib is None:
            lib = _sdl_library()
            lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
            lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
            lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
            lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
            lib.SDL_JoystickOpen.restype = ctypes.c_void_p
            lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
            lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
            lib.SDL_JoystickInstanceID.restype = ctypes.c_int
            lib.SDL_JoystickSetVirtualButton.argtypes = [
                ctypes.c_void_p,
                ctypes.c_int,
                ctypes.c_uint8,
            ]
            lib.SDL_JoystickSetVirtualAxis.argtypes = [
                ctypes.c_void_p,
                ctypes.c_int,
                ctypes.c_int16,
            ]
            lib.SDL_NumJoysticks.restype = ctypes.c_int
            lib.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
            lib.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int
            lib.SDL_GetError.restype = ctypes.c_char_p
            cls._lib = lib
        return cls._lib


class VirtualPad:
    """One virtual controller. ``press``/``release`` take SDL button names ("a", "dpup", …)."""

    def __init__(self) -> None:
        lib = _Sdl.lib()
        self.device_index = lib.SDL_JoystickAttachVirtual(
            SDL_JOYSTICK_TYPE_GAMECONTROLLER, AXES, BUTTONS, HATS
        )
        if self.device_index < 0:
            raise RuntimeError(f"SDL refused a virtual pad: {lib.SDL_GetError().decode()}")
        self._handle = lib.SDL_JoystickOpen(self.device_index)
        if not self._handle:
            raise RuntimeError(f"SDL could not open the virtual pad: {lib.SDL_GetError()}")
        self.instance_id = lib.SDL_JoystickInstanceID(self._handle)
        self.attached = True

    @property
    def device(self) -> str:
        return f"pad:{self.instance_id}"

    def set_button(self, name: str, down: bool) -> None:
        _Sdl.lib().SDL_JoystickSetVirtualButton(self._handle, PAD_BUTTONS[name], int(down))

    def press(self, name: str) -> None:
        self.set_button(name, True)

    def release(self, name: str) -> None:
        self.set_button(name, False)

    def set_axis(self, axis: int, value: int) -> None:
        _Sdl.lib().SDL_JoystickSetVirtualAxis(self._handle, axis, max(-32768, min(32767, value)))

    def detach(self) -> None:
        if self.attached:
            lib = _Sdl.lib()
            lib.SDL_JoystickClose(self._handle)
            # Device indexes shift as others leave; find ours by its stable instance id.
            for index in range(lib.SDL_NumJoysticks()):
                if lib.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                    lib.SDL_JoystickDetachVirtual(index)
                    break
            self.attached = False
