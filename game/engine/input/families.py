"""Which buttons a pad shows: its family (Xbox, PlayStation, Nintendo or a neutral set).

SDL tells a controller's type (``SDL_GameControllerTypeForIndex``, from its vendor and
product); the game reads it from the SDL library pygame-ce ships. Buttons are addressed by
position everywhere (SDL's "a" is the south button on every pad: confirm), so a family only
changes what a prompt draws and says for each position: A B X Y, ✕ ○ □ △, or Nintendo's
B A Y X on the same places. A pad SDL cannot tell gets the neutral set.
"""

from __future__ import annotations

import ctypes
import logging
import sys
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

XBOX, PLAYSTATION, NINTENDO, NEUTRAL = "xbox", "playstation", "nintendo", "neutral"
FAMILIES = (XBOX, PLAYSTATION, NINTENDO, NEUTRAL)
# Brand names read the same in every language (the neutral set's name is translated).
BRANDS = {XBOX: "Xbox", PLAYSTATION: "PlayStation", NINTENDO: "Nintendo"}

# SDL_GameControllerType (SDL 2.0.12 and later) -> family.
_BY_SDL_TYPE = {
    1: XBOX,  # Xbox 360
    2: XBOX,  # Xbox One / Series
    3: PLAYSTATION,  # PS3
    4: PLAYSTATION,  # PS4
    5: NINTENDO,  # Switch Pro
    7: PLAYSTATION,  # PS5
    8: XBOX,  # Amazon Luna (A B X Y)
    10: XBOX,  # NVIDIA Shield (A B X Y)
    11: NINTENDO,  # Joy-Con left
    12: NINTENDO,  # Joy-Con right
    13: NINTENDO,  # Joy-Con pair
}

# Prompt labels name positions (the Xbox letters are where SDL's buttons sit).
POSITIONS = {"A": "south", "B": "east", "X": "west", "Y": "north"}
# What each family calls the other buttons, where it differs from the Xbox names.
OTHER_CAPS = {
    PLAYSTATION: {"Start": "Options", "Back": "Share", "LB": "L1", "RB": "R1"},
    NINTENDO: {"Start": "+", "Back": "-", "LB": "L", "RB": "R"},
    NEUTRAL: {"Start": "Start", "Back": "Select", "LB": "L", "RB": "R"},
}
NINTENDO_LETTERS = {"south": "B", "east": "A", "west": "Y", "north": "X"}


def family_of_type(sdl_type: int) -> str:
    return _BY_SDL_TYPE.get(sdl_type, NEUTRAL)


def cap(label: str, family: str) -> str:
    """A non-face button's name on this family's pads (Start -> Options, LB -> L1 ...)."""
    return OTHER_CAPS.get(family, {}).get(label, label)


def sdl_library() -> ctypes.CDLL:
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


_type_for_index = None


def pad_family(device_index: int) -> str:
    """The family of the pad SDL has at ``device_index``; Xbox letters if SDL cannot say
    (the game's prompts before families existed)."""
    global _type_for_index
    try:
        if _type_for_index is None:
            function = sdl_library().SDL_GameControllerTypeForIndex
            function.argtypes, function.restype = [ctypes.c_int], ctypes.c_int
            _type_for_index = function
        return family_of_type(_type_for_index(device_index))
    except (OSError, AttributeError) as err:
        log.info("pad type unknown (%s): Xbox letters", err)
        return XBOX
