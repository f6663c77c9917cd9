"""The Fits pieces: shapes and their orientations.

Offsets are ``(dx, dy)`` with ``dx`` counting columns to the right and ``dy`` counting rows
**up**, both from 0, matching the board convention (row 1 at the bottom). An orientation is
normalised so its lowest row and leftmost column are 0, and its cells are sorted by
``(dy, dx)``.
"""

from __future__ import annotations

from functools import cache

Cells = tuple[tuple[int, int], ...]

# Drawn as in RULES.md: first text line is the top row, '#' is a cell.
_DRAWINGS: dict[str, tuple[str, ...]] = {
    "I3": ("###",),
    "L3": ("#.", "##"),
    "O": ("##", "##"),
    "T4": ("###", ".#."),
    "S4": (".##", "##."),
    "L4": ("#.", "#.", "##"),
    "F": (".##", "##.", ".#."),
    "L5": ("#.", "#.", "#.", "##"),
    "N": (".#", ".#", "##", "#."),
    "P": ("##", "##", "#."),
    "T5": ("###", ".#.", ".#."),
    "U": ("#.#", "###"),
    "V": ("#..", "#..", "###"),
    "W": ("#..", "##.", ".##"),
    "Y": (".#", "##", ".#", ".#"),
    "Z": ("##.", ".#.", ".##"),
    "I5": ("#####",),
}

PIECE_NAMES: tuple[str, ...] = tuple(_DRAWINGS)


def _parse(drawing: tuple[str, ...]) -> Cells:
    top = len(drawing) - 1  # pragma: no mutate: normalise() takes away any row offset
    return normalise(
        (dx, top - line_index)
        for line_index, line in enumerate(drawing)
        for dx, mark in enumerate(line)
        if mark == "#"
    )


def normalise(cells) -> Cells:
    """Shift cells so the lowest row and leftmost column are 0; sort by ``(dy, dx)``."""
    cells = list(cells)
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return tuple(sorted(((x - min_x, y - min_y) for x, y in cells), key=lambda c: (c[1], c[0])))


PIECES: dict[str, Cells] = {name: _parse(drawing) for name, drawing in _DRAWINGS.items()}


def piece_size(name: str) -> int:
    return len(PIECES[name])


@cache
def orientations(name: str) -> tuple[Cells, ...]:
    """Distinct orientations: the drawn shape, its turns, then the mirror image's turns.

    The order is fixed, so an orientation index means the same thing in saves, actions and
    on screen; index 0 is the shape as drawn in RULES.md.
    """
    base = PIECES[name]
    candidates = []
    for mirrored in (False, True):
        cells = [(-x, y) for x, y in base] if mirrored else list(base)
        for _ in range(4):
            candidates.append(normalise(cells))
            cells = [(-y, x) for x, y in cells]  # a quarter turn anticlockwise
    distinct: list[Cells] = []
    for shape in candidates:
        if shape not in distinct:
            distinct.append(shape)
    return tuple(distinct)


def shape_width(cells: Cells) -> int:
    return 1 + max(x for x, _ in cells)


def shape_height(cells: Cells) -> int:
    return 1 + max(y for _, y in cells)
