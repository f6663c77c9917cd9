"""The two Fits editions: board sizes, piece sets, special cells and solo titles (RULES.md §2).

Coordinates are ``(column, row)``: columns from 1 at the left, rows from 1 at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

FOUR_BOARDS = "four_boards"
COMPACT = "compact"
EDITIONS = (FOUR_BOARDS, COMPACT)


@dataclass(frozen=True)
class Edition:
    name: str
    width: int
    height: int
    pieces: tuple[str, ...]
    start_pieces: tuple[str, ...]
    board_numbers: tuple[int, ...]  # one per round, in play order
    # Only the big box charges -1 for each uncovered plain cell.
    empty_cell_penalty: bool


EDITION_SPECS: dict[str, Edition] = {
    FOUR_BOARDS: Edition(
        name=FOUR_BOARDS,
        width=6,
        height=12,
        pieces=(
            "I3",
            "O",
            "T4",
            "S4",
            "L4",
            "F",
            "I5",
            "L5",
            "N",
            "P",
            "T5",
            "U",
            "V",
            "W",
            "Y",
            "Z",
        ),
        start_pieces=("F", "U", "T5", "W"),
        board_numbers=(1, 2, 3, 4),
        empty_cell_penalty=True,
    ),
    COMPACT: Edition(
        name=COMPACT,
        width=6,
        height=10,
        pieces=("L3", "O", "T4", "S4", "F", "L5", "N", "P", "T5", "U", "V", "Y", "Z"),
        start_pieces=("P", "U", "T5", "L5"),
        board_numbers=(1, 2),
        empty_cell_penalty=False,
    ),
}


def edition_spec(edition: str) -> Edition:
    try:
        return EDITION_SPECS[edition]
    except KeyError:
        raise ValueError(f"unknown Fits edition {edition!r}") from None


@dataclass(frozen=True)
class SpecialCell:
    """A printed cell. ``kind`` is "bonus" (value > 0), "minus" (value < 0) or "symbol".

    ``symbol`` names the picture: sun/moon/star/heart/fish on board 4 of the big box, the
    colour red/green/blue in game 2 of the compact box; it is "" for bonus and minus cells.
    """

    col: int
    row: int
    kind: str
    value: int = 0
    symbol: str = ""


def _values(kind: str, table: dict[tuple[int, int], int]) -> tuple[SpecialCell, ...]:
    return tuple(SpecialCell(col, row, kind, value) for (col, row), value in table.items())


def _symbols(table: dict[str, tuple[tuple[int, int], ...]]) -> tuple[SpecialCell, ...]:
    return tuple(
        SpecialCell(col, row, "symbol", 0, symbol)
        for symbol, cells in table.items()
        for col, row in cells
    )


_BOARD2_BONUS = {
    (2, 2): 2, (5, 2): 1, (3, 4): 2, (6, 4): 3, (1, 5): 2, (4, 6): 3,
    (2, 7): 2, (5, 8): 3, (1, 9): 2, (3, 10): 3, (6, 10): 2, (4, 11): 3,
}  # fmt: skip
_BOARD3_BONUS = {(4, 1): 2, (1, 3): 3, (6, 5): 3, (3, 6): 2, (5, 8): 3, (2, 9): 3, (4, 11): 3}
_BOARD3_MINUS = {(2, 2): -5, (5, 4): -5, (3, 8): -5, (6, 10): -5}
_BOARD4_SYMBOLS = {
    "sun": ((1, 3), (6, 9)),
    "moon": ((4, 2), (2, 10)),
    "star": ((3, 5), (5, 11)),
    "heart": ((6, 4), (1, 7)),
    "fish": ((2, 6), (4, 8)),
}
_GAME2_SYMBOLS = {
    "red": ((1, 2), (4, 5), (6, 8)),
    "green": ((3, 3), (6, 4), (2, 9)),
    "blue": ((5, 2), (2, 6), (4, 10)),
}

_SPECIALS: dict[tuple[str, int], tuple[SpecialCell, ...]] = {
    (FOUR_BOARDS, 1): (),
    (FOUR_BOARDS, 2): _values("bonus", _BOARD2_BONUS),
    (FOUR_BOARDS, 3): _values("bonus", _BOARD3_BONUS) + _values("minus", _BOARD3_MINUS),
    (FOUR_BOARDS, 4): _symbols(_BOARD4_SYMBOLS),
    (COMPACT, 1): (),
    (COMPACT, 2): _symbols(_GAME2_SYMBOLS),
}


def special_cells(board_number: int, edition: str = FOUR_BOARDS) -> tuple[SpecialCell, ...]:
    """Every printed cell of one board, for scoring and drawing."""
    try:
        return _SPECIALS[(edition, board_number)]
    except KeyError:
        raise ValueError(f"no board {board_number} in edition {edition!r}") from None


def rows_score(edition: str, board_number: int) -> bool:
    """Whether complete rows earn +1 on this board."""
    return edition == COMPACT or board_number == 1


def symbols_fill_rows(edition: str, board_number: int) -> bool:
    """Compact game 2: a visible symbol cell counts as filled when rows are checked."""
    return edition == COMPACT and board_number == 2


# (lowest total that earns the title, title), best first; the last one catches the rest.
_SOLO_TITLES: dict[str, tuple[tuple[int, str], ...]] = {
    FOUR_BOARDS: (
        (31, "Master"),
        (26, "Engineer"),
        (21, "Mason"),
        (16, "Paver"),
        (11, "Stonebreaker"),
        (6, "Joint cleaner"),
    ),
    COMPACT: (
        (17, "Fits master"),
        (14, "Stack star"),
        (11, "Clever builder"),
        (8, "Lucky gap"),
        (5, "Edge puzzler"),
    ),
}
_LOWEST_TITLE = {FOUR_BOARDS: "Hole plugger", COMPACT: "Little fit"}


def solo_titles(edition: str) -> tuple[str, ...]:
    """All titles of an edition, best first."""
    return (*(title for _, title in _SOLO_TITLES[edition]), _LOWEST_TITLE[edition])


def solo_title_for(total: int, edition: str) -> str:
    for lowest, title in _SOLO_TITLES[edition]:
        if total >= lowest:
            return title
    return _LOWEST_TITLE[edition]
