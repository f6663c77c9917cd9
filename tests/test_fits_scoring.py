"""Hand-built end boards score exactly what RULES.md §2 says, board by board."""

from __future__ import annotations

from game.fits.logic.boards import solo_title_for, solo_titles, special_cells
from game.fits.logic.grid import Board, Placement
from game.fits.logic.scoring import complete_rows, score_board


def board_covering(width: int, height: int, cells) -> Board:
    """A board whose given cells are covered by one stand-in placement."""
    board = Board(width, height)
    cells = tuple(sorted(set(cells)))
    board.placements.append(Placement("O", 0, 1, cells, 0))
    for col, row in cells:
        board.grid[row - 1][col - 1] = 0
    return board


def all_cells(width: int, height: int) -> set[tuple[int, int]]:
    return {(c, r) for c in range(1, width + 1) for r in range(1, height + 1)}


def specials_of(number: int, edition: str = "four_boards") -> set[tuple[int, int]]:
    return {(s.col, s.row) for s in special_cells(number, edition)}


# -- four boards -------------------------------------------------------------------------


def test_board1_full_board_scores_twelve_rows() -> None:
    score = score_board(board_covering(6, 12, all_cells(6, 12)), "four_boards", 1)
    assert (score.rows, score.empty, score.total) == (12, 0, 12)


def test_board1_rows_and_empty_cells() -> None:
    covered = {(c, r) for c in range(1, 7) for r in (1, 2, 3)} | {(c, 4) for c in range(1, 6)}
    score = score_board(board_covering(6, 12, covered), "four_boards", 1)
    assert score.rows == 3
    assert score.empty == -(72 - 23)
    assert score.total == 3 - 49
    empty_items = [item for item in score.items if item.kind == "empty"]
    assert len(empty_items) == 1 and len(empty_items[0].cells) == 49
    assert [item.cells[0][1] for item in score.items if item.kind == "row"] == [1, 2, 3]


def test_board1_empty_board() -> None:
    score = score_board(Board(6, 12), "four_boards", 1)
    assert score.total == -72 and score.rows == 0


def test_board2_every_bonus_visible_and_plain_cells_covered() -> None:
    board = board_covering(6, 12, all_cells(6, 12) - specials_of(2))
    score = score_board(board, "four_boards", 2)
    assert (score.bonus, score.empty, score.rows) == (28, 0, 0)
    assert score.total == 28


def test_board2_mixed() -> None:
    # Cover the whole board except (2,2)=2, (5,2)=1 and plain cells (1,1) and (6,12).
    board = board_covering(6, 12, all_cells(6, 12) - {(2, 2), (5, 2), (1, 1), (6, 12)})
    score = score_board(board, "four_boards", 2)
    assert score.bonus == 3
    assert score.empty == -2
    assert score.total == 1
    bonus_items = sorted((item.cells, item.points) for item in score.items if item.kind == "bonus")
    assert bonus_items == [(((2, 2),), 2), (((5, 2),), 1)]


def test_board2_empty_board() -> None:
    assert score_board(Board(6, 12), "four_boards", 2).total == -60 + 28


def test_board3_bonus_kept_minus_covered() -> None:
    minus = {(2, 2), (5, 4), (3, 8), (6, 10)}
    board = board_covering(6, 12, (all_cells(6, 12) - specials_of(3)) | minus)
    score = score_board(board, "four_boards", 3)
    assert (score.bonus, score.minus, score.empty) == (19, 0, 0)
    assert score.total == 19


def test_board3_visible_minus_and_some_covered_bonus() -> None:
    # Everything covered except minus (2,2) and (6,10), bonus (4,1)=+2, and plain (1,1).
    board = board_covering(6, 12, all_cells(6, 12) - {(2, 2), (6, 10), (4, 1), (1, 1)})
    score = score_board(board, "four_boards", 3)
    assert (score.bonus, score.minus, score.empty) == (2, -10, -1)
    assert score.total == -9


def test_board3_empty_board() -> None:
    assert score_board(Board(6, 12), "four_boards", 3).total == -61 + 19 - 20


def test_board4_symbol_pairs() -> None:
    # sun both visible +3, moon one visible -3, star none, heart one visible -3, fish both +3.
    visible = {(1, 3), (6, 9), (4, 2), (1, 7), (2, 6), (4, 8)}
    board = board_covering(6, 12, all_cells(6, 12) - visible)
    score = score_board(board, "four_boards", 4)
    assert score.symbols == 3 - 3 - 3 + 3
    assert score.empty == 0
    assert score.total == 0
    pairs = {item.label: item.points for item in score.items if item.kind == "pair"}
    assert pairs == {"sun": 3, "moon": -3, "heart": -3, "fish": 3}


def test_board4_special_cells_never_cost_minus_one() -> None:
    score = score_board(Board(6, 12), "four_boards", 4)
    assert score.empty == -62
    assert score.symbols == 15
    assert score.total == -47


def test_board4_all_covered_scores_zero() -> None:
    assert score_board(board_covering(6, 12, all_cells(6, 12)), "four_boards", 4).total == 0


# -- compact -----------------------------------------------------------------------------


def test_compact_game1_rows_only_gaps_free() -> None:
    covered = {(c, r) for c in range(1, 7) for r in range(1, 6)} | {(1, 7), (2, 7)}
    covered -= {(3, 5)}
    score = score_board(board_covering(6, 10, covered), "compact", 1)
    assert (score.rows, score.empty, score.total) == (4, 0, 4)
    assert score_board(Board(6, 10), "compact", 1).total == 0
    assert score_board(board_covering(6, 10, all_cells(6, 10)), "compact", 1).total == 10


def test_compact_game2_visible_symbol_fills_its_row() -> None:
    # Row 2 has symbols red (1,2) and blue (5,2); cover only its four plain cells.
    covered = {(2, 2), (3, 2), (4, 2), (6, 2)}
    board = board_covering(6, 10, covered)
    score = score_board(board, "compact", 2)
    assert score.rows == 1
    assert complete_rows(board, "compact", 2) == {2}
    assert complete_rows(board, "compact", 1) == set()


def test_compact_game2_colours_need_exactly_three_visible() -> None:
    # Everything covered except red's three cells and two of green's.
    visible = {(1, 2), (4, 5), (6, 8), (3, 3), (6, 4)}
    board = board_covering(6, 10, all_cells(6, 10) - visible)
    score = score_board(board, "compact", 2)
    assert score.symbols == 3
    assert score.rows == 10  # every row is covered or has only visible symbols open
    assert score.total == 13
    colours = [(item.label, item.points) for item in score.items if item.kind == "colour"]
    assert colours == [("red", 3)]


def test_compact_game2_best_board() -> None:
    board = board_covering(6, 10, all_cells(6, 10) - specials_of(2, "compact"))
    assert score_board(board, "compact", 2).total == 19


def test_compact_game2_empty_board() -> None:
    score = score_board(Board(6, 10), "compact", 2)
    assert (score.rows, score.symbols, score.total) == (0, 9, 9)


def test_compact_game2_symbol_does_not_fill_a_plain_gap() -> None:
    covered = {(c, 3) for c in range(1, 7)} - {(3, 3), (4, 3)}  # (3,3) green, (4,3) plain
    assert score_board(board_covering(6, 10, covered), "compact", 2).rows == 0


# -- titles ------------------------------------------------------------------------------


def test_solo_titles_four_boards() -> None:
    cases = {31: "Master", 30: "Engineer", 26: "Engineer", 25: "Mason", 21: "Mason",
             20: "Paver", 16: "Paver", 15: "Stonebreaker", 11: "Stonebreaker",
             10: "Joint cleaner", 6: "Joint cleaner", 5: "Hole plugger",
             -40: "Hole plugger"}  # fmt: skip
    for total, title in cases.items():
        assert solo_title_for(total, "four_boards") == title
    assert len(solo_titles("four_boards")) == 7


def test_solo_titles_compact() -> None:
    cases = {17: "Fits master", 16: "Stack star", 14: "Stack star", 13: "Clever builder",
             11: "Clever builder", 10: "Lucky gap", 8: "Lucky gap", 7: "Edge puzzler",
             5: "Edge puzzler", 4: "Little fit", 0: "Little fit"}  # fmt: skip
    for total, title in cases.items():
        assert solo_title_for(total, "compact") == title
    assert len(solo_titles("compact")) == 6
