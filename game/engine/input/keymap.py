"""Keys by their place on the keyboard, and what the player's own keyboard prints there.

The keyboard halves are matched by *position* (SDL scancodes), so the WASD cross stays a
cross on AZERTY (where it reads ZQSD) and the three keys right of M stay rotate, rotate
and flip on QWERTZ (``, . -``) as on QWERTY (``, . /``).

A position is named the way a US keyboard labels it: ``"w"`` is the key at W's place on a
US keyboard, whatever the player's keyboard prints on it. The key by Enter is ``"\\"``
everywhere (Windows, macOS and Linux report the ISO ``#`` key of German and UK keyboards
as backslash too); ``"#"`` is SDL's rarely reported ISO code for it, and ``"<"`` the key
between left Shift and Z (``<`` on German and French keyboards). Named keys
(``"space"``, ``"left ctrl"``, ``"up"``) are pygame's names. These names are what
settings files hold.

What a key *shows* comes from the layout in use: SDL's keymap, read through pygame's
public ``ScancodeWrapper`` (indexing it with a key code asks SDL for that key's scancode),
and corrected by every key press (an event carries both its scancode and its key). Where
nothing is known (no video yet, a dummy driver, a character the fonts lack) a position
shows its US label.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

import pygame

log = logging.getLogger(__name__)

KEYCODE_MASK = 1 << 30  # SDLK_SCANCODE_MASK: a key code that is no character
# SDL's default (US) keymap: the positions whose key is a character.
US_CHARS: dict[int, int] = {
    **{4 + i: ord(c) for i, c in enumerate("abcdefghijklmnopqrstuvwxyz1234567890")},
    40: 13,  # return
    41: 27,  # escape
    42: 8,  # backspace
    43: 9,  # tab
    44: 32,  # space
    **{45 + i: ord(c) for i, c in enumerate("-=[]\\#;'`,./")},
    76: 127,  # delete
}
KEYMAP_CHANGED = getattr(pygame, "KEYMAPCHANGED", -1)  # SDL: the player switched layouts
NON_US_BACKSLASH = 100  # SDL_SCANCODE_NONUSBACKSLASH: no key on a US keyboard
EXTRA_NAMES = {NON_US_BACKSLASH: "<"}
LAST_SCANCODE = 290  # SDL2's last named scancode (media keys)
# Characters a key cap may show: Latin-1 (both fonts draw all of it), no soft hyphen.
SHOWN = frozenset(chr(c) for c in (*range(0x21, 0x7F), *range(0xA1, 0x100)) if c != 0xAD)


class KeyCap(str):
    """A keyboard key's label ("A" on AZERTY's rotate key): drawn as a key cap, never taken
    for the pad button of the same letter."""

    __slots__ = ()


def _names() -> dict[int, str]:
    """Scancode -> position name, for every key SDL knows a name for."""
    names: dict[int, str] = {}
    with warnings.catch_warnings():  # pygame warns when asked before its init; names hold
        warnings.simplefilter("ignore")
        for scancode in range(1, LAST_SCANCODE + 1):
            key = US_CHARS.get(scancode, scancode | KEYCODE_MASK)
            name = EXTRA_NAMES.get(scancode) or pygame.key.name(key)
            if name and name not in names.values():
                names[scancode] = name
    return names


_NAMES: dict[int, str] = {}
_POSITIONS: dict[str, int] = {}


def _tables() -> tuple[dict[int, str], dict[str, int]]:
    if not _NAMES:
        _NAMES.update(_names())
        _POSITIONS.update({name: scancode for scancode, name in _NAMES.items()})
    return _NAMES, _POSITIONS


def position(name: str) -> int | None:
    """The scancode of the position ``name`` names (None: no such key)."""
    return _tables()[1].get(name)


def position_name(scancode: int) -> str | None:
    """The name of the key at ``scancode`` (None: a key the game has no name for)."""
    return _tables()[0].get(scancode)


def us_key(scancode: int) -> int:
    """The key code a US keyboard gives at ``scancode``."""
    return US_CHARS.get(scancode, scancode | KEYCODE_MASK if scancode else 0)


class Layout:
    """Scancode -> key code as the player's keyboard has it (the US keymap where unknown)."""

    def __init__(self, keys: Mapping[int, int] | None = None, over_us: bool = True) -> None:
        """``keys`` over the US keymap, or (``over_us`` False) alone."""
        self.keys: dict[int, int] = {**US_CHARS, **(keys or {})} if over_us else dict(keys or {})
        self._positions = self._invert()

    def _invert(self) -> dict[int, int]:
        found: dict[int, int] = {}
        for scancode, key in sorted(self.keys.items()):
            found.setdefault(key, scancode)
        return found

    def key_at(self, scancode: int) -> int:
        return self.keys.get(scancode) or us_key(scancode)

    def position_of_key(self, key: int) -> int:
        """The scancode where this layout has ``key`` (0: none)."""
        if key in self._positions:
            return self._positions[key]
        if key & KEYCODE_MASK:  # arrows, F-keys, modifiers: one place on every layout
            return key & ~KEYCODE_MASK
        return 0

    def learn(self, scancode: int, key: int) -> bool:
        """A press showed ``key`` at ``scancode``; True if that is news."""
        if not scancode or not key or self.keys.get(scancode, us_key(scancode)) == key:
            return False
        for other, known in list(self.keys.items()):
            if known == key and other != scancode:  # the key moved: its old place is unknown
                del self.keys[other]
        self.keys[scancode] = key
        self._positions = self._invert()
        return True

    def printed(self, name: str) -> str | None:
        """The character on the key at the named position, as a cap shows it (capitals
        where a capital is one character the fonts draw); None for a key without one
        (Space, Tab, arrows) or a character the fonts lack."""
        scancode = position(name)
        if scancode is None:
            return None
        key = self.key_at(scancode)
        if key & KEYCODE_MASK or key <= 0:
            return None
        char = chr(key)
        if char not in SHOWN:
            return None
        upper = char.upper()
        return upper if upper in SHOWN else char


_layout = Layout()


def current() -> Layout:
    return _layout


def use(keys: Mapping[int, int] | None, over_us: bool = True) -> Layout:
    """The layout from now on: scancode -> key code over the US keymap (None: US)."""
    global _layout
    _layout = Layout(keys, over_us)
    return _layout


@contextmanager
def using(keys: Mapping[int, int] | None) -> Iterator[Layout]:
    """A layout for a while (tests): the one before comes back after."""
    global _layout
    before = _layout
    try:
        yield use(keys)
    finally:
        _layout = before


def read_sdl() -> dict[int, int]:
    """Scancode -> key code for each character key of SDL's keymap now ({} if SDL cannot
    say: no video, or a pygame without ``ScancodeWrapper``).

    ``ScancodeWrapper(range(n))[key]`` is ``SDL_GetScancodeFromKey(key)``: asked for every
    character a cap can show, it finds where the layout puts each of them."""
    try:
        where = pygame.key.ScancodeWrapper(range(512))
        found: dict[int, int] = {}
        for char in sorted(SHOWN | {c.lower() for c in SHOWN}):
            scancode = where[ord(char)]
            if 0 < scancode < len(where):
                found.setdefault(scancode, ord(char))
    except (AttributeError, TypeError, IndexError, pygame.error) as err:
        log.info("keyboard layout unknown (%s): keys show their US names", err)
        return {}
    return found


def load() -> bool:
    """Read the layout from SDL (once video is up, and when SDL says it changed); True if
    what keys show changed. Where SDL says nothing, the US keymap stays."""
    keys = read_sdl()
    if not keys:
        return False
    before = _layout.keys
    # Positions SDL placed no character on keep their US key only if that key is nowhere
    # else: on AZERTY the W position's "w" moved to where Z is, it cannot stay here too.
    moved = set(keys.values())
    kept = {s: k for s, k in US_CHARS.items() if s not in keys and k not in moved}
    return use({**kept, **keys}, over_us=False).keys != before


def event_position(event: pygame.event.Event) -> int:
    """The scancode of a key event; an event made up without one (scancode 0, as tests and
    the pace bots post) is placed by its key on the current layout."""
    scancode = getattr(event, "scancode", 0) or 0
    return scancode or _layout.position_of_key(getattr(event, "key", 0))


def notice(event: pygame.event.Event) -> bool:
    """Follow the layout: a key press shows what its position carries, and SDL says when
    the player switched layouts. True when what keys show changed (prompts follow)."""
    if event.type == KEYMAP_CHANGED:
        return load()
    if event.type == pygame.KEYDOWN:
        return _layout.learn(getattr(event, "scancode", 0) or 0, getattr(event, "key", 0))
    return False
