"""Exact optimal play of one turn: expected cost of every resting board, by value iteration.

A Fischkopp uncovers 1, 2, 3 again, so boards cycle and plain backward induction does not
reach. The cycles are narrow, though: a cover only ever adds fields 4–12, and the one way
back is a Fischkopp, which lands on the board's *block* (its fields 4–12 covered as they
are, 1–3 uncovered). So the boards are solved block by block, blocks with more of 4–12
covered first. Inside a block every value is an affine function ``a·x + b`` of the value
``x`` of the block's own board without 1–3, and ``x = f(x)`` is solved by Newton steps on
that piecewise-linear, concave ``f`` (policy iteration): it settles on the exact fixed
point after a few steps, where plain value iteration only creeps towards it.

The cost of an end of turn is a function of its score and a *layer*. Expected score uses
one layer (cost = score). Beating a leader uses layers for how far the seat is behind or
ahead on Fischköpfe: a Fischkopp moves one layer up, and only the top layer cycles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from game.fischkopp.cpu.model import (
    BOARD_BITS,
    FISCHKOPP_FLAG,
    FULL_CODE,
    GRAETE_CODE,
    TurnModel,
)
from game.fischkopp.logic.board import (
    FIELD_SUM,
    FULL_MASK,
    FULL_SCORE,
    GRAETE_SCORE,
    HEAD_MASK,
    ROLL_WAYS,
    is_resting,
)

# Newton steps per block stop once the fixed point moves less than this (relative).
TOLERANCE = 1e-13
MAX_NEWTON_STEPS = 60
# Blocks solved between two yields of a table job (0.2 to 0.35 ms: game.fischkopp.bench).
BLOCKS_PER_STEP = 4
# Inside a block, boards with more of 1–3 covered come first (their covers lead there).
LOW_ORDER = (0b110, 0b101, 0b011, 0b100, 0b010, 0b001, 0b000)
BLOCKS = tuple(
    sorted(range(0, FULL_MASK + 1, HEAD_MASK + 1), key=lambda high: (-high.bit_count(), high))
)

Cost = Callable[[int, int], float]  # (score, layer) -> cost of ending the turn so


class ValueTable:
    """``values[layer][board]``: expected cost from a resting board before the roll.

    ``guide`` (optional) fixes the choices to another table's best ones, so the table
    evaluates that table's policy under this table's costs instead of optimising.
    """

    def __init__(
        self, model: TurnModel, layers: int, cost: Cost, guide: ValueTable | None = None
    ) -> None:
        self.model = model
        self.layers = layers
        self.top = layers - 1
        self.guide = guide
        self.graete = [cost(GRAETE_SCORE, layer) for layer in range(layers)]
        self.full = [cost(FULL_SCORE, layer) for layer in range(layers)]
        by_score = [[cost(s, layer) for s in range(FIELD_SUM + 1)] for layer in range(layers)]
        self.stuck = [[costs[s] for s in model.stuck] for costs in by_score]
        # No value lies below the cheapest end: Newton starts there (see ``solve_block``).
        self.floor = [min(costs) for costs in by_score]
        self.values = [[0.0] * (FULL_MASK + 1) for _ in range(layers)]
        self.lowest = layers  # the lowest layer solved so far (layers solve top down)
        self.ready = False

    def code_value(self, layer: int, code: int) -> float:
        """Expected cost right after a cover with this outcome code."""
        if code == GRAETE_CODE:
            return self.graete[layer]
        if code == FULL_CODE:
            return self.full[layer]
        if code & FISCHKOPP_FLAG:
            return self.values[min(layer + 1, self.top)][code & BOARD_BITS]
        return self.values[layer][code]

    def best_index(self, layer: int, codes: tuple[int, ...]) -> int:
        """The cover with the lowest expected cost; the first of equals."""
        values = [self.code_value(layer, code) for code in codes]
        return values.index(min(values))


Line = tuple[float, float]  # value = a·x + b
# A roll whose best cover may lead back into its own block: (ways, best cost of the covers
# that leave the block, the covers that stay: a low field, or 0 for the Fischkopp reset).
OpenRoll = tuple[int, float, tuple[int, ...]]


def _block_rolls(
    table: ValueTable, layer: int, high: int
) -> dict[int, tuple[float, list[OpenRoll]]]:
    """Per board of a block: (ways-weighted cost of the rolls settled without ``x``, the
    rolls that still depend on the block's own values)."""
    cyclic = layer == table.top
    own, upper = table.values[layer], table.values[min(layer + 1, table.top)]
    graete, full, stuck = table.graete[layer], table.full[layer], table.stuck[layer]
    options, guide = table.model.options, table.guide
    rolls: dict[int, tuple[float, list[OpenRoll]]] = {}
    for low in LOW_ORDER:
        mask = high | low
        if not is_resting(mask):
            continue
        settled, open_rolls = 0.0, []
        for ways, codes in options[mask]:
            if not codes:
                settled += ways * stuck[mask]
                continue
            if guide is not None and len(codes) > 1:
                codes = (codes[guide.best_index(0, codes)],)
            # ``if value < outside`` is ``min`` without a call: this loop is the table's cost.
            outside, inside = float("inf"), []
            for code in codes:
                if code < 0:
                    value = graete if code == GRAETE_CODE else full
                elif code & FISCHKOPP_FLAG:
                    if cyclic:
                        inside.append(0)
                        continue
                    value = upper[code & BOARD_BITS]
                elif code & ~HEAD_MASK == high:
                    inside.append(code & HEAD_MASK)
                    continue
                else:
                    value = own[code]
                if value < outside:
                    outside = value
            if inside:
                open_rolls.append((ways, outside, tuple(inside)))
            else:
                settled += ways * outside
        rolls[mask & HEAD_MASK] = (settled, open_rolls)
    return rolls


def _block_pass(rolls: dict[int, tuple[float, list[OpenRoll]]], x: float) -> dict[int, Line]:
    """One sweep over a block: each board's value as a line in ``x``, the assumed value of
    the block's board without 1–3 (it decides the best cover where one leads back)."""
    lines: dict[int, Line] = {}
    for low, (settled, open_rolls) in rolls.items():
        total_a, total_b = 0.0, settled
        for ways, outside, inside in open_rolls:
            best_a, best_b, best = 0.0, outside, outside
            for target in inside:
                a, b = (1.0, 0.0) if target == 0 else lines[target]
                value = a * x + b
                if value < best:
                    best_a, best_b, best = a, b, value
            total_a += ways * best_a
            total_b += ways * best_b
        lines[low] = (total_a / ROLL_WAYS, total_b / ROLL_WAYS)
    return lines


def solve_block(table: ValueTable, layer: int, high: int) -> int:
    """Fill one block of one layer; returns the number of sweeps it took."""
    rolls = _block_rolls(table, layer, high)
    # From below the fixed point, a first sweep that does not depend on x is final: f is
    # concave and never falls, so flat at the start means flat from there on.
    x, sweeps = table.floor[layer], 0
    while True:
        lines = _block_pass(rolls, x)
        sweeps += 1
        a, b = lines[0]
        settled = b if a == 0.0 else b / (1.0 - a)
        done = abs(settled - x) <= TOLERANCE * (1.0 + abs(x)) or sweeps >= MAX_NEWTON_STEPS
        x = settled
        if done or a == 0.0:
            break
    own = table.values[layer]
    for low, (a, b) in lines.items():
        own[high | low] = a * x + b
    return sweeps


def table_steps(table: ValueTable, lowest: int = 0) -> Iterator[None]:
    """Solve layers ``lowest`` … top, a few blocks per step (top layer first).

    A layer needs only the layers above it, so a seat that can never fall below a layer
    (Fischköpfe only add up) needs no lower ones.
    """
    for layer in range(table.top, lowest - 1, -1):
        if layer < table.lowest:
            for start in range(0, len(BLOCKS), BLOCKS_PER_STEP):
                for high in BLOCKS[start : start + BLOCKS_PER_STEP]:
                    solve_block(table, layer, high)
                yield
            table.lowest = layer
    table.ready = True
