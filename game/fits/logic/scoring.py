"""Scoring one finished board exactly as RULES.md §2 says, item by item for the screen."""

from __future__ import annotations

from dataclasses import dataclass

from game.fits.logic.boards import (
    edition_spec,
    rows_score,
    special_cells,
    symbols_fill_rows,
)
from game.fits.logic.grid import Board

PAIR_POINTS = 3  # big box board 4: both of a pair visible +3, only one visible -3
COLOUR_POINTS = 3  # compact game 2: all three symbols of a colour visible


@dataclass(frozen=True)
class ScoreItem:
    """One thing the round scoring counts: ``kind`` is "row", "bonus", "minus", "pair",
    "colour" or "empty"; ``label`` names the symbol or colour ("" otherwise)."""

    kind: str
    cells: tuple[tuple[int, int], ...]
    points: int
    label: str = ""


@dataclass(frozen=True)
class BoardScore:
    """A seat's score for one round, split the way the screen animates it."""

    seat: int
    rows: int
    bonus: int
    minus: int
    symbols: int
    empty: int
    total: int
    items: tuple[ScoreItem, ...]


def _row_items(board: Board, filled_when_visible: set[tuple[int, int]]) -> list[ScoreItem]:
    items = []
    for row in range(1, board.height + 1):
        cells = tuple((col, row) for col in range(1, board.width + 1))
        if all(board.is_covered(*cell) or cell in filled_when_visible for cell in cells):
            items.append(ScoreItem("row", cells, 1))
    return items


def _symbol_items(board: Board, edition: str, board_number: int) -> list[ScoreItem]:
    groups: dict[str, list[tuple[int, int]]] = {}
    for special in special_cells(board_number, edition):
        if special.kind == "symbol":
            groups.setdefault(special.symbol, []).append((special.col, special.row))
    items = []
    for label, cells in groups.items():
        visible = tuple(cell for cell in cells if not board.is_covered(*cell))
        if symbols_fill_rows(edition, board_number):
            if len(visible) == 3:
                items.append(ScoreItem("colour", visible, COLOUR_POINTS, label))
        elif len(visible) == 2:
            items.append(ScoreItem("pair", visible, PAIR_POINTS, label))
        elif len(visible) == 1:
            items.append(ScoreItem("pair", visible, -PAIR_POINTS, label))
    return items


def score_board(board: Board, edition: str, board_number: int, seat: int = 0) -> BoardScore:
    """The end-of-round score of ``board`` on board (or game) ``board_number``."""
    specials = special_cells(board_number, edition)
    special_at = {(s.col, s.row): s for s in specials}
    items: list[ScoreItem] = []

    if rows_score(edition, board_number):
        symbol_cells = (
            set(special_at) if symbols_fill_rows(edition, board_number) else set()
        )  # a covered symbol cell is filled anyway, so all of them may count
        items += _row_items(board, symbol_cells)
    for special in specials:
        if special.kind in ("bonus", "minus") and not board.is_covered(special.col, special.row):
            items.append(ScoreItem(special.kind, ((special.col, special.row),), special.value))
    items += _symbol_items(board, edition, board_number)
    if edition_spec(edition).empty_cell_penalty:
        empty = tuple(
            (col, row)
            for row in range(1, board.height + 1)
            for col in range(1, board.width + 1)
            if not board.is_covered(col, row) and (col, row) not in special_at
        )
        if empty:
            items.append(ScoreItem("empty", empty, -len(empty)))

    def points(*kinds: str) -> int:
        return sum(item.points for item in items if item.kind in kinds)

    return BoardScore(
        seat=seat,
        rows=points("row"),
        bonus=points("bonus"),
        minus=points("minus"),
        symbols=points("pair", "colour"),
        empty=points("empty"),
        total=points("row", "bonus", "minus", "pair", "colour", "empty"),
        items=tuple(items),
    )


def complete_rows(board: Board, edition: str, board_number: int) -> set[int]:
    """Rows that count as complete right now (compact game 2: a symbol cell counts as filled,
    covered or not, so only plain cells must be covered)."""
    if symbols_fill_rows(edition, board_number):
        symbols = {(s.col, s.row) for s in special_cells(board_number, edition)}
    else:
        symbols = set()
    return {item.cells[0][1] for item in _row_items(board, symbols)}
