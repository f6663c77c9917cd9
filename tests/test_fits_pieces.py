"""Fits pieces: cell counts, orientation counts and the orientation order."""

from __future__ import annotations

import pytest

from game.fits.logic.boards import EDITION_SPECS
from game.fits.logic.pieces import PIECE_NAMES, PIECES, normalise, orientations, piece_size

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
