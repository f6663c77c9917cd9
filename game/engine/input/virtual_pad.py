"""SDL virtual gamepads, for tests and scripted runs: real SDL events from a fake pad.

SDL can attach a virtual joystick of the game-controller type; it then appears exactly like
a plugged-in pad (CONTROLLERDEVICEADDED, button and axis events, REMOVED on detach). We
reach that API with ctypes in the very SDL library pygame-ce has loaded.
"""

from __future__ import annotations

import ctypes

from game.engine.input.bindings import PAD_BUTTONS
from game.engine.input.families import sdl_library

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
AXES, BUTTONS, HATS = 6, 15, 0


class _Sdl:
    _lib: ctypes.CDLL | None = None

    @classmethod
    def lib(cls) -> ctypes.CDLL:
        if cls._lib is None:
            lib = sdl_library()
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
            lib.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(_Desc)]
            lib.SDL_JoystickAttachVirtualEx.restype = ctypes.c_int
            cls._lib = lib
        return cls._lib


RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)


class _Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24): a virtual pad with a vendor, product and rumble."""

    _fields_ = (
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", RUMBLE),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p),
        ("SendEffect", ctypes.c_void_p),
    )


# (vendor, product, name) of a real pad of each family: SDL tells the type from the first two.
MODELS = {
    "xbox": (0x045E, 0x02EA, b"Xbox One pad"),
    "playstation": (0x054C, 0x09CC, b"PS4 pad"),
    "nintendo": (0x057E, 0x2009, b"Switch Pro pad"),
    "unknown": (0x1234, 0x5678, b"Unknown pad"),
}


class VirtualPad:
    """One virtual controller. ``press``/``release`` take SDL button names ("a", "dpup", …).

    With a ``model`` ("xbox", "playstation", "nintendo", "unknown") it carries that model's
    vendor and product, so SDL reports its type, and it records every rumble it is asked
    for in ``rumbles`` as (low, high) motor strengths.
    """

    def __init__(self, model: str | None = None) -> None:
        lib = _Sdl.lib()
        self.rumbles: list[tuple[int, int]] = []
        if model is None:
            self.device_index = lib.SDL_JoystickAttachVirtual(
                SDL_JOYSTICK_TYPE_GAMECONTROLLER, AXES, BUTTONS, HATS
            )
        else:
            vendor, product, name = MODELS[model]

            def rumble(_userdata, low: int, high: int) -> int:
                self.rumbles.append((low, high))
                return 0

            self._rumble = RUMBLE(rumble)  # kept alive as long as the pad
            self._desc = _Desc(1, SDL_JOYSTICK_TYPE_GAMECONTROLLER, AXES, BUTTONS, HATS)
            self._desc.vendor_id, self._desc.product_id, self._desc.name = vendor, product, name
            self._desc.Rumble = self._rumble
            self.device_index = lib.SDL_JoystickAttachVirtualEx(ctypes.byref(self._desc))
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
