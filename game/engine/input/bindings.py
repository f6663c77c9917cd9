"""Default bindings as data: device kind -> action -> key or button names.

Key names are pygame's (``pygame.key.name``) and button names SDL's game-controller names,
so bindings can be saved in settings as plain JSON and edited by hand.
"""

from __future__ import annotations

import logging

import pygame

from game.engine.input.actions import Action

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
        "back": ["left shift"],
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
        "back": ["right shift", "backspace"],
        "rotate_left": [","],
        "rotate_right": ["."],
        "flip": ["-", "#"],
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
    return result


def key_table(bindings: dict[str, list[str]]) -> dict[int, Action]:
    """Key code -> action for one keyboard half."""
    table: dict[int, Action] = {}
    for action, names in bindings.items():
        for name in names:
            try:
                table[pygame.key.key_code(name)] = Action(action)
            except (ValueError, pygame.error):
                log.warning("unknown key name %r in bindings", name)
    return table


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
