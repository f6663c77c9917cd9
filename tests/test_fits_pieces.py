"""Fits pieces: cell counts, orientation counts and the orientation order."""

from __future__ import annotations

import pytest

from game.fits.logic import orient
from game.fits.logic.boards import EDITION_SPECS
from game.fits.logic.pieces import (
    PIECE_NAMES,
    PIECES,
    normalise,
    orientations,
    piece_size,
    shape_height,
)

EXPECTED = {
    # name: (cells, distinct orientations)
    "I3": (3, 2),
    "L3": (3, 4),
    "O": (4, 1),
    "T4": (4, 4),
    "S4": (4, 4),
    "L4": (4, 8),
    "F": (5, 8),
    "L5": (5, 8),
    "N": (5, 8),
    "P": (5, 8),
    "T5": (5, 4),
    "U": (5, 4),
    "V": (5, 4),
    "W": (5, 4),
    "Y": (5, 8),
    "Z": (5, 4),
    "I5": (5, 2),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_cell_and_orientation_counts(name: str) -> None:
    cells, turns = EXPECTED[name]
    assert piece_size(name) == cells
    assert len(orientations(name)) == turns
    assert all(len(shape) == cells for shape in orientations(name))


def test_every_piece_is_known() -> None:
    assert set(PIECE_NAMES) == set(EXPECTED)
    for spec in EDITION_SPECS.values():
        assert set(spec.pieces) <= set(PIECE_NAMES)
        assert set(spec.start_pieces) <= set(spec.pieces)


def test_edition_cell_totals() -> None:
    assert sum(piece_size(p) for p in EDITION_SPECS["four_boards"].pieces) == 74
    assert sum(piece_size(p) for p in EDITION_SPECS["compact"].pieces) == 60
    assert len(EDITION_SPECS["four_boards"].pieces) == 16
    assert len(EDITION_SPECS["compact"].pieces) == 13


def test_orientation_zero_is_the_drawn_shape() -> None:
    assert orientations("F")[0] == normalise([(1, 2), (2, 2), (0, 1), (1, 1), (1, 0)])
    assert orientations("L4")[0] == ((0, 0), (1, 0), (0, 1), (0, 2))
    for name in PIECE_NAMES:
        assert orientations(name)[0] == PIECES[name]


@pytest.mark.parametrize("name", PIECE_NAMES)
def test_orientations_are_distinct_normalised_and_closed(name: str) -> None:
    shapes = orientations(name)
    assert len(set(shapes)) == len(shapes)
    for shape in shapes:
        assert min(x for x, _ in shape) == 0
        assert min(y for _, y in shape) == 0
        assert list(shape) == sorted(shape, key=lambda c: (c[1], c[0]))
        turned = normalise((-y, x) for x, y in shape)
        mirrored = normalise((-x, y) for x, y in shape)
        assert turned in shapes
        assert mirrored in shapes


def test_orientation_order_is_stable() -> None:
    assert orientations("I5") == (((0, 0), (1, 0), (2, 0), (3, 0), (4, 0)),
                                  ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4)))  # fmt: skip
    assert orientations("L3")[1] == ((0, 0), (1, 0), (1, 1))


L4_CW = ((0, 0), (0, 1), (1, 1), (2, 1))  # orientation 0 turned a quarter clockwise
L4_CCW = ((0, 0), (1, 0), (2, 0), (2, 1))
L4_MIRROR = ((0, 0), (1, 0), (1, 1), (1, 2))


def test_turning_and_mirroring_lead_to_the_turned_and_mirrored_shape() -> None:
    shapes = orientations("L4")
    assert shapes[orient.step("L4", 0, orient.CLOCKWISE)] == L4_CW
    assert shapes[orient.step("L4", 0, orient.ANTICLOCKWISE)] == L4_CCW
    assert shapes[orient.step("L4", 0, orient.MIRROR)] == L4_MIRROR


@pytest.mark.parametrize("name", PIECE_NAMES)
def test_moves_undo_each_other_for_every_orientation(name: str) -> None:
    for start in range(len(orientations(name))):
        turned = orient.step(name, start, orient.CLOCKWISE)
        assert orient.step(name, turned, orient.ANTICLOCKWISE) == start
        mirrored = orient.step(name, start, orient.MIRROR)
        assert orient.step(name, mirrored, orient.MIRROR) == start
        there = start
        for _ in range(4):
            there = orient.step(name, there, orient.CLOCKWISE)
        assert there == start


def test_the_path_between_orientations_is_the_fewest_moves_turns_first() -> None:
    cw = orient.step("L4", 0, orient.CLOCKWISE)
    half = orient.step("L4", cw, orient.CLOCKWISE)
    assert orient.path("L4", 0, 0) == []
    assert orient.path("L4", 0, cw) == ["cw"]
    assert orient.path("L4", 0, orient.step("L4", 0, orient.ANTICLOCKWISE)) == ["ccw"]
    assert orient.path("L4", 0, orient.step("L4", 0, orient.MIRROR)) == ["flip"]
    assert orient.path("L4", 0, half) == ["cw", "cw"]
    for start in range(8):
        for target in range(8):
            moves = orient.path("L4", start, target)
            here = start
            for move in moves:
                here = orient.step("L4", here, move)
            assert here == target and len(moves) <= 3


def test_sizes_and_the_last_column_of_an_orientation() -> None:
    assert (orient.width_of("I5", 0), orient.height_of("I5", 0)) == (5, 1)
    assert (orient.width_of("I5", 1), orient.height_of("I5", 1)) == (1, 5)
    assert shape_height(orientations("L4")[0]) == 3
    assert orient.last_column("I5", 0, 10) == 6
    assert orient.last_column("I5", 1, 10) == 10


def test_a_turn_keeps_the_middle_inside_the_sides_and_never_walks_sideways() -> None:
    assert orient.keep_centre("I5", 0, 1, 3, 10) == 5  # flat 3..7 -> upright at 5
    assert orient.keep_centre("I5", 1, 0, 5, 10) == 3
    assert orient.keep_centre("I5", 1, 0, 10, 10) == 6  # pushed back inside the right side
    assert orient.keep_centre("I5", 1, 0, 1, 10) == 1  # and the left
    # T4 is 3 wide and 2 wide turned: half a column rounds toward zero both ways.
    assert (orient.width_of("T4", 0), orient.width_of("T4", 1)) == (3, 2)
    assert orient.keep_centre("T4", 0, 1, 4, 10) == 4
    assert orient.keep_centre("T4", 1, 0, 4, 10) == 4
