"""The CPU's fast board model: bit masks, precomputed drops and the position evaluation.

A board is a pair ``(filled, heights)``: ``filled`` has bit ``row * width + col`` set (both
0-based, row 0 at the bottom) for every covered cell inside the grid, and ``heights[col]`` is
how high the column is blocked, counting cells that stick out above the grid.

The evaluation estimates the score the board will have at the end of the round. Cells below
a column's height are *settled* (covered, or a hole that stays visible for good) and score
exactly. The open cells above are expected to fill from the bottom with the cells still to
come, at some efficiency: rows inside that expected fill are likely covered, rows beyond it
will stay visible. With nothing left to come the estimate is the exact final score.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from game.fits.logic.boards import edition_spec, rows_score, special_cells, symbols_fill_rows
from game.fits.logic.grid import Board
from game.fits.logic.pieces import orientations, piece_size, shape_width


@dataclass(frozen=True)
class Weights:
    """Tuning of the evaluation (found by experiment with the bench)."""

    fill_efficiency: float = 0.9  # share of the cells to come that end up covering open cells
    row_chance: float = 0.7  # chance a live row inside the expected fill gets completed
    bonus_kept: float = 0.35  # share of an open bonus cell's value kept inside the fill
    symbol_kept: float = 0.35  # chance an open symbol cell inside the fill stays visible
    bumpiness: float = 0.25  # per step of height difference between neighbours
    well: float = 0.6  # per row a one-wide well is deeper than one row
    surface_horizon: float = 12.0  # cells to come at which surface terms count in full


@dataclass(frozen=True)
class Drop:
    """A piece in one orientation at one column, ready to drop on any board."""

    orientation: int
    column: int  # 1-based, leftmost column of the piece
    columns: tuple[int, ...]  # 0-based board columns the piece touches
    lows: tuple[int, ...]  # per touched column: the piece's lowest cell offset
    tops: tuple[int, ...]  # per touched column: the piece's highest cell offset + 1
    mask: int  # the piece's cells with its lowest line on row 0


class Model:
    """Everything the CPU precomputes for one board of one edition."""

    def __init__(self, edition: str, board_number: int) -> None:
        spec = edition_spec(edition)
        self.width, self.height = spec.width, spec.height
        width, height = self.width, self.height
        self.full = (1 << (width * height)) - 1
        self.row_masks = [((1 << width) - 1) << (row * width) for row in range(height)]
        # below[col][h]: the cells of column col under height h (clamped to the grid).
        self.below = [
            [sum(1 << (r * width + col) for r in range(min(h, height))) for h in range(height + 8)]
            for col in range(width)
        ]
        self.empty_penalty = spec.empty_cell_penalty
        self.rows_score = rows_score(edition, board_number)
        specials = special_cells(board_number, edition)

        def bit(col: int, row: int) -> int:
            return 1 << ((row - 1) * width + col - 1)

        self.plain = self.full
        for special in specials:
            self.plain &= ~bit(special.col, special.row)
        self.bonus = [(bit(s.col, s.row), s.value) for s in specials if s.kind == "bonus"]
        self.minus = [(bit(s.col, s.row), -s.value) for s in specials if s.kind == "minus"]
        groups: dict[str, list[int]] = {}
        for special in specials:
            if special.kind == "symbol":
                groups.setdefault(special.symbol, []).append(bit(special.col, special.row))
        self.symbol_groups = [tuple(bits) for bits in groups.values()]
        self.colours = symbols_fill_rows(edition, board_number)
        # Holes on these cells do not spoil a row (compact game 2's symbol cells).
        self.row_safe = sum(sum(g) for g in self.symbol_groups) if self.colours else 0
        self._drops_by_piece: dict[str, tuple[Drop, ...]] = {}
        self.sizes = {piece: piece_size(piece) for piece in spec.pieces}

    def drops(self, piece: str) -> tuple[Drop, ...]:
        """Every orientation at every column inside the sides (built on first use)."""
        known = self._drops_by_piece.get(piece)
        if known is None:
            known = self._drops_by_piece[piece] = self._build_drops(piece)
        return known

    def _build_drops(self, piece: str) -> tuple[Drop, ...]:
        drops = []
        for index, cells in enumerate(orientations(piece)):
            width = shape_width(cells)
            lows = [min(dy for dx, dy in cells if dx == x) for x in range(width)]
            tops = [1 + max(dy for dx, dy in cells if dx == x) for x in range(width)]
            for left in range(self.width - width + 1):
                mask = sum(1 << (dy * self.width + left + dx) for dx, dy in cells)
                columns = tuple(range(left, left + width))
                drops.append(Drop(index, left + 1, columns, tuple(lows), tuple(tops), mask))
        return tuple(drops)

    # -- moves ---------------------------------------------------------------------------
    def drop(
        self, filled: int, heights: tuple[int, ...], drop: Drop
    ) -> tuple[int, tuple[int, ...]] | None:
        """The board after ``drop``, or ``None`` if the piece would land wholly above it."""
        base = max(heights[c] - low for c, low in zip(drop.columns, drop.lows, strict=True))
        if base >= self.height:
            return None
        new_heights = list(heights)
        for c, top in zip(drop.columns, drop.tops, strict=True):
            new_heights[c] = base + top
        return filled | ((drop.mask << (base * self.width)) & self.full), tuple(new_heights)

    # -- evaluation ----------------------------------------------------------------------
    def evaluate(self, filled: int, heights: tuple[int, ...], to_come: int, w: Weights) -> float:
        """Expected end-of-round score; ``to_come`` is the number of cells still to come."""
        height, below = self.height, self.below
        settled = 0
        for col, h in enumerate(heights):
            settled |= below[col][h if h < height else height]
        holes = settled & ~filled
        value = 0.0
        if self.empty_penalty:
            value -= (holes & self.plain).bit_count()

        budget = w.fill_efficiency * to_come
        used = 0.0
        fill = [1.0] * height  # per row: share of its open cells expected to be covered
        open_cells = self.full & ~settled
        for row in range(height):
            row_mask = self.row_masks[row]
            open_row = open_cells & row_mask
            count = open_row.bit_count()
            if count:
                share = (budget - used) / count
                share = 0.0 if share < 0.0 else (1.0 if share > 1.0 else share)
                fill[row] = share
                used += count
                if self.empty_penalty:
                    value -= (1.0 - share) * (open_row & self.plain).bit_count()
            if self.rows_score and not (holes & row_mask & ~self.row_safe):
                if (open_row & ~self.row_safe).bit_count():
                    value += w.row_chance * fill[row]
                else:
                    value += 1.0  # complete already: every cell covered or a symbol

        for cell, points in self.bonus:
            if holes & cell:
                value += points
            elif not filled & cell:
                share = fill[self._row_of(cell)]
                value += points * ((1.0 - share) + share * w.bonus_kept)
        for cell, points in self.minus:
            if holes & cell:
                value -= points
            elif not filled & cell:
                value -= points * (1.0 - fill[self._row_of(cell)])
        for group in self.symbol_groups:
            chances = []
            for cell in group:
                if filled & cell:
                    chances.append(0.0)
                elif holes & cell:
                    chances.append(1.0)
                else:
                    share = fill[self._row_of(cell)]
                    chances.append((1.0 - share) + share * w.symbol_kept)
            value += _symbol_value(chances, self.colours)

        surface = min(1.0, to_come / w.surface_horizon) if w.surface_horizon > 0 else 1.0
        if surface > 0.0:
            value -= surface * self._surface_penalty(heights, w)
        return value

    def _row_of(self, cell: int) -> int:
        return (cell.bit_length() - 1) // self.width

    def _surface_penalty(self, heights: tuple[int, ...], w: Weights) -> float:
        height = self.height
        clamped = [h if h < height else height for h in heights]
        bumps = 0
        for left, right in pairwise(clamped):
            bumps += left - right if left > right else right - left
        wells = 0
        last = len(clamped) - 1
        for col, h in enumerate(clamped):
            left = clamped[col - 1] if col > 0 else height
            right = clamped[col + 1] if col < last else height
            depth = (left if left < right else right) - h
            if depth > 1:
                wells += depth - 1
        return w.bumpiness * bumps + w.well * wells


def _symbol_value(chances: list[float], colours: bool) -> float:
    """Expected points of one symbol group given each cell's chance to stay visible."""
    if colours:
        product = 1.0
        for chance in chances:
            product *= chance
        return 3.0 * product
    first, second = chances
    both = first * second
    one = first + second - 2.0 * both
    return 3.0 * (both - one)


@cache
def model_for(edition: str, board_number: int) -> Model:
    return Model(edition, board_number)


def encode(board: Board) -> tuple[int, tuple[int, ...]]:
    """The rules board as ``(filled, heights)``."""
    filled = 0
    for col, row in board.covered_cells():
        filled |= 1 << ((row - 1) * board.width + col - 1)
    return filled, tuple(board.column_tops)
