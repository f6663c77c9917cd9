"""The actions every game understands, whatever device produced them."""

from __future__ import annotations

from enum import Enum


class Action(str, Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"  # confirm / drop / place / roll / join
    BACK = "back"  # back / set aside / stop / leave
    ROTATE_LEFT = "rotate_left"
    ROTATE_RIGHT = "rotate_right"
    FLIP = "flip"  # flip a piece, or shout
    PAUSE = "pause"


DIRECTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
# Held directions repeat in menus and pickers; after a delay, then steadily (frames).
REPEATING = frozenset(DIRECTIONS)
REPEAT_DELAY = 16
REPEAT_EVERY = 4
