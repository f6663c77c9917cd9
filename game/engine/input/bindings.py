"""Default bindings as data: device kind -> action -> key or button names.

A key name names a *position* on the keyboard: the key at that place on a US keyboard
(``"w"``, ``","``, ``"left ctrl"``; see ``keymap``), whatever the player's keyboard prints
on it, so the halves keep their shape on AZERTY and QWERTZ; prompts show what is printed
there. Button names are SDL's game-controller names. Both are plain JSON in the settings,
editable by hand.
"""

from __future__ import annotations

import logging
import warnings
from collections.abc import Callable

import pygame

from game.engine.input import keymap
from game.engine.input.actions import Action
from game.engine.input.keymap import KeyCap

log = logging.getLogger(__name__)

KEYBOARD_LEFT = "kb_left"
KEYBOARD_RIGHT = "kb_right"
PAD = "pad"

DEFAULT_BINDINGS: dict[str, dict[str, list[str]]] = {
    KEYBOARD_LEFT: {
        "up": ["w"],
        "down": ["s"],
        "left": ["a"],
        "right": ["d"],
        "confirm": ["space"],
        # Not Shift: five presses of it bring up Windows' Sticky Keys question over the game
        # (and right Shift held 8 s Filter Keys). Tab is one key above Shift, under the
        # same little finger, and no system watches it alone. Not left Ctrl: Windows sends
        # a left Ctrl with every AltGr, and Ctrl + Space switches input sources on a Mac.
        "back": ["tab"],
        "rotate_left": ["q"],
        "rotate_right": ["e"],
        "flip": ["f"],
        "pause": ["escape"],
    },
    KEYBOARD_RIGHT: {
        "up": ["up"],
        "down": ["down"],
        "left": ["left"],
        "right": ["right"],
        "confirm": ["return", "enter"],
        "back": ["backspace", "right ctrl"],  # not right Shift: see the left half
        # The three keys right of M: ", . /" on a US keyboard, ", . -" on a German one.
        # The top row's "-" and the key by Enter ("\\" in the US, "#" in Germany and the
        # UK: SDL and the systems call it backslash) flip as before, when names were the
        # keys' own: "-" was right of "." on QWERTZ, top row on QWERTY.
        "rotate_left": [","],
        "rotate_right": ["."],
        "flip": ["/", "-", "\\"],
        "pause": ["escape"],
    },
    PAD: {
        "up": ["dpup"],
        "down": ["dpdown"],
        "left": ["dpleft"],
        "right": ["dpright"],
        "confirm": ["a"],
        "back": ["b"],
        "rotate_left": ["leftshoulder"],
        "rotate_right": ["x", "rightshoulder"],
        "flip": ["y"],
        "pause": ["start"],
    },
}

# SDL_GameControllerButton numbers, fixed by SDL.
PAD_BUTTONS = {
    "a": 0,
    "b": 1,
    "x": 2,
    "y": 3,
    "back": 4,
    "guide": 5,
    "start": 6,
    "leftstick": 7,
    "rightstick": 8,
    "leftshoulder": 9,
    "rightshoulder": 10,
    "dpup": 11,
    "dpdown": 12,
    "dpleft": 13,
    "dpright": 14,
}


def merged_bindings(overrides: dict) -> dict[str, dict[str, list[str]]]:
    """Defaults with the player's saved changes on top; malformed entries are ignored."""
    result = {
        kind: {a: list(names) for a, names in table.items()}
        for kind, table in DEFAULT_BINDINGS.items()
    }
    for kind, table in (overrides or {}).items():
        if kind not in result or not isinstance(table, dict):
            continue
        for action, names in table.items():
            if (
                action in result[kind]
                and isinstance(names, list)
                and all(isinstance(n, str) for n in names)
            ):
                result[kind][action] = list(names)
    return settle(result)


# The defaults of the keyboard halves that changed when names became positions. A file
# from before that still holds one of these lists held the game's choice, not the
# player's: it gets today's default (Shift no longer backs out, see above).
OLD_DEFAULTS = {
    KEYBOARD_LEFT: {"back": ["left shift"]},
    KEYBOARD_RIGHT: {"back": ["right shift", "backspace"], "flip": ["-", "#"]},
}


def key_table(bindings: dict[str, list[str]]) -> dict[int, Action]:
    """Scancode (key position) -> action for one keyboard half."""
    table: dict[int, Action] = {}
    for action, names in bindings.items():
        for name in names:
            scancode = keymap.position(name)
            if scancode is None:
                log.warning("unknown key name %r in bindings", name)
            else:
                table[scancode] = Action(action)
    return table


def positional(saved: dict, where: Callable[[int], int] | None = None) -> dict:
    """Bindings of a settings file from before key names meant positions, as positions.

    Then a name was the key code the player's layout gave (``pygame.key.name``). A list
    still equal to an old default becomes today's default; any other name is placed where
    the layout in use (``where``: key code -> scancode, 0 unknown; the current keymap by
    default) has that key, so a key the player chose stays under their finger. A name no
    key of the layout carries keeps its US place. Pad buttons pass unchanged."""
    find = where or keymap.current().position_of_key
    result: dict = {}
    for kind, table in saved.items():
        if kind not in HALVES or not isinstance(table, dict):
            result[kind] = table
            continue
        result[kind] = {}
        for action, names in table.items():
            if names == OLD_DEFAULTS[kind].get(action):
                result[kind][action] = list(DEFAULT_BINDINGS[kind][action])
            elif isinstance(names, list):
                result[kind][action] = [_placed(name, find) for name in names]
            else:
                result[kind][action] = names
    return result


def _placed(name: object, find: Callable[[int], int]) -> object:
    if not isinstance(name, str):
        return name
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            code = pygame.key.key_code(name)
        except (ValueError, pygame.error):
            return name
    return keymap.position_name(find(code)) or name


def button_table(bindings: dict[str, list[str]], swap_confirm_back: bool) -> dict[int, Action]:
    """SDL button number -> action for gamepads (optionally A/B swapped, Nintendo style)."""
    table: dict[int, Action] = {}
    for action, names in bindings.items():
        act = Action(action)
        if swap_confirm_back and act in (Action.CONFIRM, Action.BACK):
            act = Action.BACK if act is Action.CONFIRM else Action.CONFIRM
        for name in names:
            if name in PAD_BUTTONS:
                table[PAD_BUTTONS[name]] = act
            else:
                log.warning("unknown button name %r in bindings", name)
    return table


# ----- remapping ---------------------------------------------------------------------------------

# Short names on key caps and pad buttons (what prompts and the controls screen show).
KEY_CAPS = {
    "left shift": "L-Shift",
    "right shift": "R-Shift",
    "left ctrl": "L-Ctrl",
    "right ctrl": "R-Ctrl",
    "left alt": "L-Alt",
    "right alt": "R-Alt",
    "backspace": "Bksp",
    "return": "Enter",
    "enter": "Num-Enter",
    "escape": "Esc",
    "space": "Space",
    "tab": "Tab",
}
SHORT_KEY_CAPS = {"space": "Spc", "return": "Ent", "left shift": "LSh", "right shift": "RSh"}
PAD_CAPS = {
    "a": "A",
    "b": "B",
    "x": "X",
    "y": "Y",
    "start": "Start",
    "back": "Back",
    "guide": "Guide",
    "leftshoulder": "LB",
    "rightshoulder": "RB",
    "leftstick": "LS",
    "rightstick": "RS",
    # The d-pad's own names ("dpup") only show once a direction moved to another button.
    "dpup": "Up",
    "dpdown": "Down",
    "dpleft": "Left",
    "dpright": "Right",
}
# Keys no half may take: the game's own global keys.
RESERVED_KEYS = frozenset({"f11", "f12"})
MOVES = ("up", "left", "down", "right")
SIDEWAYS = ("left", "right")
SHARED_ACTION = "pause"  # the one action both keyboard halves may bind to the same key
HALVES = (KEYBOARD_LEFT, KEYBOARD_RIGHT)
# Keys an action left with nothing may get, near each half's own keys (digits last).
SPARE_KEYS = {
    KEYBOARD_LEFT: ("r", "t", "g", "z", "x", "c", "v", "tab", "1", "2", "3", "4", "5"),
    KEYBOARD_RIGHT: ("p", "o", "l", "k", "delete", "end", "home", "0", "9", "8", "7", "6"),
}


def key_cap(name: str, short: bool = False) -> str:
    """What the key at the named position shows: the character the player's layout puts
    there (``"Z"`` at W's place on AZERTY), else the key's own short name."""
    printed = keymap.current().printed(name)
    if printed is not None:
        return printed
    if short and name in SHORT_KEY_CAPS:
        return SHORT_KEY_CAPS[name]
    return KEY_CAPS.get(name, name.title() if len(name) > 1 else name.upper())


def pad_cap(name: str) -> str:
    return PAD_CAPS.get(name, name)


def button_name(number: int) -> str | None:
    """SDL's game-controller name of button ``number`` (None for one we do not know)."""
    return next((name for name, n in PAD_BUTTONS.items() if n == number), None)


def rebind(
    table: dict[str, dict[str, list[str]]], kind: str, action: str, name: str
) -> dict[str, dict[str, list[str]]]:
    """``name`` becomes the one binding of ``action`` on ``kind``; a copy is returned.

    Conflicts resolve so that no press is ever lost: an action of the same device that held
    ``name`` takes over the keys ``action`` had (a swap), unless the other keyboard half uses
    one of them. On the shared keyboard, the other half gives the key up too (only pause may
    share a key: Esc pauses for both halves); an action left with nothing gets its default
    back, or a spare key (see ``settle``).
    """
    result = _copy(table)
    mine = result[kind]
    old = [n for n in mine[action] if n != name]
    other_half = result.get(_other_half(kind), {})
    for other, names in mine.items():
        if other != action and name in names:
            names.remove(name)
            names.extend(n for n in old if n not in names and not _clashes(other_half, n, other))
    mine[action] = [name]
    return settle(result, kind, freed=old)


def reset(table: dict[str, dict[str, list[str]]], kind: str) -> dict[str, dict[str, list[str]]]:
    """``kind``'s defaults back; the other keyboard half gives up any key they take."""
    result = _copy(table)
    result[kind] = {a: list(names) for a, names in DEFAULT_BINDINGS[kind].items()}
    return settle(result, kind)


def settle(
    table: dict[str, dict[str, list[str]]], first: str = KEYBOARD_LEFT, freed: list[str] = ()
) -> dict[str, dict[str, list[str]]]:
    """The promises every binding table keeps, repaired in place (and returned):

    - a name is a key or button the game knows (keyboards: never F11/F12);
    - within a device a key means one action (the first action keeps it);
    - a key on both keyboard halves is pause on both, nothing else (``first`` keeps a key
      the other half holds for another action);
    - every action has at least one key on each half and a button on the pad: its default,
      else a key just given up (``freed``), else a spare key of that half.
    A table that already keeps them is left as it was.
    """
    for kind, actions in table.items():
        seen: set[str] = set()
        for names in actions.values():
            kept = [n for n in dict.fromkeys(names) if n not in seen and _known(kind, n)]
            seen.update(kept)
            names[:] = kept
    if first in HALVES and all(half in table for half in HALVES):
        mine, theirs = table[first], table[_other_half(first)]
        for action, names in theirs.items():
            names[:] = [n for n in names if not _clashes(mine, n, action)]
    for kind in sorted(table, key=lambda k: k != first):
        for action, names in table[kind].items():
            if not names and kind in DEFAULT_BINDINGS and action in DEFAULT_BINDINGS[kind]:
                names.extend(_spares(table, kind, action, list(freed)))
    return table


def _copy(table: dict[str, dict[str, list[str]]]) -> dict[str, dict[str, list[str]]]:
    return {k: {a: list(names) for a, names in t.items()} for k, t in table.items()}


def _other_half(kind: str) -> str:
    return KEYBOARD_RIGHT if kind == KEYBOARD_LEFT else KEYBOARD_LEFT


def _clashes(half: dict[str, list[str]], name: str, action: str) -> bool:
    """Would ``name`` for ``action`` mean something else on ``half`` (the other half)?"""
    return any(name in names and not (a == action == SHARED_ACTION) for a, names in half.items())


def _known(kind: str, name: object) -> bool:
    if not isinstance(name, str):
        return False
    if kind == PAD:
        return name in PAD_BUTTONS
    if kind not in HALVES:
        return True
    return name not in RESERVED_KEYS and keymap.position(name) is not None


def _spares(table: dict, kind: str, action: str, freed: list[str]) -> list[str]:
    """Free keys for ``action`` on ``kind``: every free default, else one other free key."""
    mine = table[kind]
    other_half = table.get(_other_half(kind), {}) if kind in HALVES else {}
    if kind == PAD:
        pool: tuple[str, ...] = tuple(PAD_BUTTONS)
    else:
        pool = tuple(freed) + SPARE_KEYS.get(kind, ())

    def free(name: str) -> bool:
        taken = any(name in names for names in mine.values())
        return not taken and not _clashes(other_half, name, action) and _known(kind, name)

    defaults = [n for n in DEFAULT_BINDINGS[kind][action] if free(n)]
    return defaults or [n for n in pool if free(n)][:1]


def prompt_glyphs(
    table: dict[str, dict[str, list[str]]], words: dict[str, str]
) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """The prompt bar's glyphs (full and short) from the current bindings.

    ``words`` holds the translated "arrows" and "dpad" for the move prompt.
    """
    pad, left, right = table[PAD], table[KEYBOARD_LEFT], table[KEYBOARD_RIGHT]

    def keys(half: dict[str, list[str]], actions: tuple[str, ...], short: bool) -> KeyCap:
        first = [key_cap(half[a][0], short) if half[a] else "?" for a in actions]
        return KeyCap("/".join(dict.fromkeys(first)))

    def move(half: dict[str, list[str]]) -> KeyCap:
        # Four letter keys read as one word, as printed: "WASD", "ZQSD" on AZERTY.
        names = tuple(half[a][0] if half[a] else "" for a in MOVES)
        if names == ("up", "left", "down", "right"):
            return KeyCap(words["arrows"])
        caps = [key_cap(n) for n in names]
        return KeyCap(("" if all(len(c) == 1 for c in caps) else "/").join(caps))

    def sideways(half: dict[str, list[str]]) -> KeyCap:
        names = tuple(half[a][0] if half[a] else "" for a in SIDEWAYS)
        if names == ("left", "right"):
            return KeyCap(words["arrows"])
        return KeyCap("/".join(map(key_cap, names)))

    full: dict[str, tuple[str, ...]] = {}
    short: dict[str, tuple[str, ...]] = {}
    for prompt, actions in (
        ("confirm", ("confirm",)),
        ("back", ("back",)),
        ("flip", ("flip",)),
        ("rotate", ("rotate_left", "rotate_right")),
    ):
        pad_glyph = pad_cap(pad[actions[-1]][0]) if pad[actions[-1]] else "?"
        full[prompt] = (pad_glyph, keys(left, actions, False), keys(right, actions, False))
        short[prompt] = (pad_glyph, keys(left, actions[:1], True), keys(right, actions[:1], True))
    pause = (pad_cap(pad["pause"][0]) if pad["pause"] else "?",)
    pause += tuple(
        dict.fromkeys(KeyCap(key_cap(h["pause"][0])) for h in (left, right) if h["pause"])
    )
    full["pause"] = short["pause"] = pause
    dpad = tuple(pad[a][0] if pad[a] else "" for a in MOVES)
    default_dpad = ("dpup", "dpleft", "dpdown", "dpright")
    pad_move = words["dpad"] if dpad == default_dpad else "/".join(pad_cap(n) for n in dpad)
    full["move"] = (pad_move, move(left), move(right))
    short["move"] = (move(left), move(right))
    # Left and right only, where up does something else (a Fits piece turns).
    pad_side = tuple(pad[a][0] if pad[a] else "" for a in SIDEWAYS)
    default_side = ("dpleft", "dpright")
    pad_sideways = words["dpad"] if pad_side == default_side else "/".join(map(pad_cap, pad_side))
    full["sideways"] = short["sideways"] = (pad_sideways, sideways(left), sideways(right))
    return full, short


def apply_prompt_glyphs(table: dict[str, dict[str, list[str]]], words: dict[str, str]) -> None:
    """Prompt bars show the bindings in force (the widgets read these tables at draw time)."""
    from game.engine import widgets

    full, short = prompt_glyphs(table, words)
    widgets.PROMPT_GLYPHS.update(full)
    widgets.SHORT_GLYPHS.update(short)
