"""Turning and mirroring a piece on screen: steps between the rules' orientation indices.

The rules list each piece's distinct orientations in a fixed order (``pieces.orientations``).
The screen needs "turn a quarter clockwise", "turn anticlockwise" and "mirror" as moves
between those indices; they are found by turning the actual cells and looking the result up,
so the mapping is right for every piece, symmetric ones included.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from game.fits.logic.pieces import Cells, normalise, orientations, shape_height, shape_width

CLOCKWISE = "cw"
ANTICLOCKWISE = "ccw"
MIRROR = "flip"
MOVES = (CLOCKWISE, ANTICLOCKWISE, MIRROR)


def _turned(cells: Cells, clockwise: bool) -> Cells:
    # Rows count up, so a clockwise quarter turn sends right (1, 0) to down (0, -1).
    return normalise((y, -x) if clockwise else (-y, x) for x, y in cells)


def _mirrored(cells: Cells) -> Cells:
    return normalise((-x, y) for x, y in cells)


@cache
def _moves(piece: str) -> tuple[dict[str, int], ...]:
    """Per orientation index: where each move leads."""
    shapes = orientations(piece)
    index = {shape: i for i, shape in enumerate(shapes)}
    return tuple(
        {
            CLOCKWISE: index[_turned(shape, True)],
            ANTICLOCKWISE: index[_turned(shape, False)],
            MIRROR: index[_mirrored(shape)],
        }
        for shape in shapes
    )


def step(piece: str, orientation: int, move: str) -> int:
    """The orientation index after one move ("cw", "ccw" or "flip")."""
    return _moves(piece)[orientation][move]


def path(piece: str, start: int, target: int) -> list[str]:
    """The fewest moves from ``start`` to ``target`` (turns preferred over a mirror)."""
    moves = _moves(piece)
    came_from: dict[int, tuple[int, str] | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == target:
            break
        for move in MOVES:
            there = moves[here][move]
            if there not in came_from:
                came_from[there] = (here, move)
                queue.append(there)
    steps: list[str] = []
    node = target
    while came_from.get(node) is not None:
        node, move = came_from[node]  # type: ignore[misc]
        steps.append(move)
    return steps[::-1]


def width_of(piece: str, orientation: int) -> int:
    return shape_width(orientations(piece)[orientation])


def height_of(piece: str, orientation: int) -> int:
    return shape_height(orientations(piece)[orientation])


def last_column(piece: str, orientation: int, board_width: int) -> int:
    """The rightmost legal left-edge column for this orientation."""
    return board_width - width_of(piece, orientation) + 1


def keep_centre(piece: str, before: int, after: int, column: int, board_width: int) -> int:
    """The column after a turn, keeping the piece's middle where it was (inside the sides).

    The shift rounds toward zero, so turning back and forth never walks the piece sideways.
    """
    shift = int((width_of(piece, before) - width_of(piece, after)) / 2)
    return max(1, min(last_column(piece, after, board_width), column + shift))
