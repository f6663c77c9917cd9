"""Dropping pieces: where they land, the sides, the top and the holes under overhangs."""

from __future__ import annotations

import copy
import re

import pytest

from game.core.errors import IllegalAction
from game.core.savefile import SaveFormatError
from game.fits.logic.grid import Board, drop_row, landing
from game.fits.logic.pieces import orientations


def index_of(name: str, cells: tuple[tuple[int, int], ...]) -> int:
    return orientations(name).index(cells)


I5_FLAT = index_of("I5", ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0)))
I5_UP = index_of("I5", ((0, 0), (0, 1), (0, 2), (0, 3), (0, 4)))


def test_first_piece_rests_on_the_bottom() -> None:
    board = Board(6, 12)
    placement = board.place("O", 0, 3)
    assert placement.cells == ((3, 1), (4, 1), (3, 2), (4, 2))
    assert board.column_tops == [0, 0, 2, 2, 0, 0]
    assert board.piece_at(3, 1) == "O"
    assert board.placement_id(4, 2) == 0


def test_drop_onto_uneven_ground_touches_the_highest_column() -> None:
    board = Board(6, 12)
    board.place("I5", I5_UP, 2)  # column 2 rows 1-5
    board.place("O", 0, 4)  # columns 4-5 rows 1-2
    # T4 as drawn (### over .#.) at column 1: its stem in column 2 meets the I5 top.
    assert drop_row(board, orientations("T4")[0], 1) == 6
    # Flat I3 at column 3 spans columns 3-5 and rests on the O (row 3).
    assert drop_row(board, orientations("I3")[0], 3) == 3
    placed = board.place("I3", 0, 3)
    assert placed.cells == ((3, 3), (4, 3), (5, 3))
    assert board.holes() == [(3, 1), (3, 2)]


def test_overhanging_piece_hooks_on_its_highest_support() -> None:
    board = Board(6, 10)
    board.place("O", 0, 1)  # columns 1-2 up to row 2
    # L4 drawn is #. / #. / ## (foot to the right). Its foot over column 3 (empty) and its
    # stem over column 2 (height 2): the stem stops at row 3, leaving column 3 rows 1-2 open.
    result = landing(board, "L4", 0, 2)
    assert result.row == 3
    assert set(result.cells) == {(2, 3), (3, 3), (2, 4), (2, 5)}
    board.place("L4", 0, 2)
    assert set(board.holes()) == {(3, 1), (3, 2)}


def test_u_opening_down_leaves_a_hole_inside_the_piece() -> None:
    board = Board(6, 10)
    upside_down_u = index_of("U", ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1)))
    board.place("U", upside_down_u, 1)
    assert board.holes() == [(2, 1)]


@pytest.mark.parametrize("column", [0, -1, 3, 6])
def test_sticking_out_left_or_right_is_illegal(column: int) -> None:
    board = Board(6, 12)
    with pytest.raises(IllegalAction):
        board.place("I5", I5_FLAT, column)
    assert board.placements == [] and board.column_tops == [0] * 6


def test_widest_legal_columns() -> None:
    board = Board(6, 12)
    assert drop_row(board, orientations("I5")[I5_FLAT], 2) == 1
    assert drop_row(board, orientations("O")[0], 5) == 1
    with pytest.raises(IllegalAction):
        drop_row(board, orientations("O")[0], 6)


def test_a_piece_wholly_above_the_grid_is_illegal() -> None:
    board = Board(6, 10)
    board.place("I5", I5_UP, 1)
    board.place("I5", I5_UP, 1)  # rows 6-10: the column is full
    with pytest.raises(IllegalAction):
        board.place("L4", 0, 1)
    assert len(board.placements) == 2 and board.lost_above == 0


def test_cells_above_the_top() -> None:
    board = Board(6, 10)
    board.place("I5", I5_UP, 1)
    board.place("L4", 0, 1)  # column 1 rows 6-8, foot at (2,6)
    placed = board.place("I5", I5_UP, 1)  # rows 9..13: two inside, three above
    assert placed.cells == ((1, 9), (1, 10))
    assert placed.lost_above == 3
    assert board.lost_above == 3
    assert board.column_tops[0] == 13
    # Nothing can ever go into column 1 again: it would land wholly above the grid.
    with pytest.raises(IllegalAction):
        board.place("O", 0, 1)
    with pytest.raises(IllegalAction):
        landing(board, "I5", I5_UP, 1)
    covered = len(board.covered_cells())
    assert covered + board.lost_above == 5 + 4 + 5


def test_bad_orientation_is_illegal() -> None:
    board = Board(6, 10)
    with pytest.raises(IllegalAction):
        board.place("O", 1, 1)
    with pytest.raises(IllegalAction):
        landing(board, "T4", -1, 1)


def test_round_trip_of_a_board() -> None:
    board = Board(6, 12)
    board.place("F", 3, 2)
    board.place("I5", I5_UP, 6)
    again = Board.from_dict(board.to_dict())
    assert again == board
    assert again.grid == board.grid
    assert again.holes() == board.holes()
    copied = board.copy()
    copied.place("O", 0, 1)
    assert copied != board


def test_a_hole_in_the_top_row_under_a_piece_sticking_out_counts() -> None:
    """The grid's top row is still the grid: an uncovered cell there, under a piece that
    rests on its neighbours and sticks out above, is a hole like any other."""
    board = Board(3, 4)
    i3_up = index_of("I3", ((0, 0), (0, 1), (0, 2)))
    board.place("I3", i3_up, 1)  # column 1, rows 1-3
    board.place("I3", i3_up, 3)  # column 3, rows 1-3
    upside_down_u = index_of("U", ((0, 0), (2, 0), (0, 1), (1, 1), (2, 1)))
    placed = board.place("U", upside_down_u, 1)  # legs on row 4, its bar above the grid
    assert placed.lost_above == 3 and board.column_tops[1] == 5
    assert board.holes() == [(2, 1), (2, 2), (2, 3), (2, 4)]


def test_an_orientation_one_past_the_last_is_illegal_and_named() -> None:
    board = Board(6, 10)
    with pytest.raises(IllegalAction, match=r"^O has no orientation 1$"):
        landing(board, "O", 1, 1)


def test_an_empty_cell_holds_no_piece() -> None:
    board = Board(6, 10)
    board.place("O", 0, 1)
    assert board.piece_at(1, 1) == "O" and board.piece_at(3, 1) is None


def test_holes_are_found_in_the_first_and_the_last_column() -> None:
    board = Board(4, 10)
    # Two L3s hooked over the outer bottom corners: ## over .# and ## over #.
    board.place("L3", index_of("L3", ((1, 0), (0, 1), (1, 1))), 1)
    board.place("L3", index_of("L3", ((0, 0), (0, 1), (1, 1))), 3)
    assert board.holes() == [(1, 1), (4, 1)]


# -- reading a board back from a save -------------------------------------------------------


def saved_board() -> dict:
    """A T5 in column 1 and an O on top of it, then one lying partly above the grid."""
    board = Board(6, 4)
    board.place("T5", 0, 1)
    board.place("O", 0, 1)
    board.place("O", 0, 5)
    return copy.deepcopy(board.to_dict())


def test_the_saved_board_is_what_the_test_says() -> None:
    data = saved_board()
    assert data["column_tops"] == [5, 5, 3, 0, 2, 2]
    assert data["placements"][1] == {
        "piece": "O",
        "orientation": 0,
        "column": 1,
        "cells": [[1, 4], [2, 4]],
        "lost_above": 2,
    }
    assert Board.from_dict(copy.deepcopy(data)).to_dict() == data


def test_boards_on_the_size_limits_read_back() -> None:
    for width, height in ((1, 1), (64, 64)):
        board = Board(width, height)
        board.place("I3", 0 if width == 64 else index_of("I3", ((0, 0), (0, 1), (0, 2))), 1)
        data = board.to_dict()
        assert Board.from_dict(data).to_dict() == data


def _edit(*path: object, value: object):
    def edit(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


BOARD_FIELDS = [
    (_edit("width", value=0), "a board's width 0 is below 1"),
    (_edit("width", value=65), "a board's width 65 is above 64"),
    (_edit("height", value=0), "a board's height 0 is below 1"),
    (_edit("height", value=65), "a board's height 65 is above 64"),
    (_edit("placements", value={}), "a board's placements is not a list"),
    (_edit("placements", 0, value=[]), "a placement is not an object"),
    (_edit("placements", 0, "cells", value="x"), "a placement's cells is not a list"),
    (_edit("placements", 0, "cells", 0, value=[2, 1, 0]), "a cell has 3 items, not 2"),
    (_edit("placements", 0, "cells", 0, value=["2", 1]), "a cell's column is not a whole number"),
    (_edit("placements", 0, "cells", 0, value=[2, 1.0]), "a cell's row is not a whole number"),
    (_edit("placements", 0, "piece", value=5), "a placed piece is not named"),
    (_edit("placements", 0, "orientation", value=-1), "an orientation -1 is below 0"),
    (_edit("placements", 0, "column", value="1"), "a column is not a whole number"),
    (_edit("placements", 0, "lost_above", value=-1), "cells lost above -1 is below 0"),
    (_edit("placements", 0, "piece", value="Q"), "no piece 'Q'"),
    (
        _edit("placements", 0, "orientation", value=99),
        "a placement that cannot be: T5 has no orientation 99",
    ),
    (_edit("placements", 0, "column", value=2), "T5 is not where the board says"),
    (_edit("placements", 1, "lost_above", value=3), "O is not where the board says"),
    (_edit("column_tops", value=[5, 5, 3, 0, 2]), "the column tops has 5 items, not 6"),
    (_edit("column_tops", value=[5, 5, 3, 0, 2, 1]), "the column tops do not match the pieces"),
]


@pytest.mark.parametrize(("edit", "reason"), BOARD_FIELDS)
def test_a_board_that_cannot_be_is_refused(edit, reason: str) -> None:
    data = saved_board()
    edit(data)
    with pytest.raises(SaveFormatError, match=f"^{re.escape(reason)}$"):
        Board.from_dict(data)


def test_a_board_that_is_no_table_is_refused() -> None:
    with pytest.raises(SaveFormatError, match=r"^a board is not an object$"):
        Board.from_dict([])
