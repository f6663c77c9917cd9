"""The Fiese 15 CPU player: ``choose(state, seat, level, rng) -> action``.

*hard* plays the exact expected-value policy of the strip in play (``solver``); its tables
are cached per (sorted targets, zocker) and can be built in small steps by the screen
while a strip is revealed (``table_builder``). Every function takes an optional ``tables``
cache: the screen keeps its own, so a match builds the same tables on the same frames
whatever other matches in the process built before (seeded runs repeat exactly).
*normal* and *easy* play like people (``casual``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from itertools import combinations

from game.core.errors import IllegalAction
from game.core.seats import CPU_LEVELS
from game.fiese15.cpu.casual import easy_choice, normal_choice
from game.fiese15.cpu.solver import TurnTable, start_value_steps, table_steps
from game.fiese15.logic.rules import COLOURS, Action, Fiese15Match, Phase, Place, Roll, Stop

__all__ = [
    "choose",
    "expected_turn_score",
    "hard_place_values",
    "hard_roll_value",
    "is_table_ready",
    "table_builder",
    "tables_needed",
]

TableKey = tuple[tuple[int, ...], bool]

# Finished tables by (sorted targets, zocker). Module-level on purpose: a table depends only
# on its key, so sharing it between matches and seats is safe and saves rebuilding.
_TABLES: dict[TableKey, TurnTable] = {}
Tables = dict[TableKey, TurnTable]


def _key(targets: Iterable[int], zocker: bool) -> TableKey:
    return tuple(sorted(targets)), bool(zocker)


def _cache(tables: Tables | None) -> Tables:
    return _TABLES if tables is None else tables


def is_table_ready(targets: Iterable[int], zocker: bool, tables: Tables | None = None) -> bool:
    return _key(targets, zocker) in _cache(tables)


def table_builder(
    targets: Iterable[int], zocker: bool, tables: Tables | None = None
) -> Iterator[None]:
    """Build the hard table for a strip, yielding between small chunks of work.

    Step it with ``next`` until it stops; the finished table lands in the cache. Already
    built: it stops at once.
    """
    key = _key(targets, zocker)
    cache = _cache(tables)
    if key in cache:
        return
    table = TurnTable(*key)
    yield from table_steps(table)
    cache.setdefault(key, table)


def _table(targets: Iterable[int], zocker: bool, tables: Tables | None = None) -> TurnTable:
    key = _key(targets, zocker)
    cache = _cache(tables)
    if key not in cache:
        for _ in table_builder(*key, tables):
            pass
    return cache[key]


def tables_needed(state: Fiese15Match, tables: Tables | None = None) -> list[TableKey]:
    """Tables the hard CPU seats still need this round (the screen builds these first)."""
    needed: list[TableKey] = []
    for seat_index, seat in enumerate(state.seats):
        if seat.is_cpu and seat.level == "hard" and not state.is_over:
            key = _key(state.targets_for(seat_index), state.options.zocker)
            if key not in _cache(tables) and key not in needed:
                needed.append(key)
    return needed


def expected_turn_score(targets: Iterable[int], zocker: bool = False) -> float:
    """Expected score of a whole turn on this strip with the hard policy."""
    table = _table(targets, zocker)
    if table.start_value is None:
        for _ in start_value_steps(table):
            pass
    assert table.start_value is not None
    return table.start_value


def _unplaced_state(state: Fiese15Match, table: TurnTable) -> int:
    targets = state.targets()
    return table.state_of(t for c, t in zip(COLOURS, targets, strict=True) if c not in state.placed)


def hard_place_values(
    state: Fiese15Match, tables: Tables | None = None
) -> dict[tuple[str, ...], float]:
    """Expected turn score of every legal placement of the current roll, with best play after."""
    targets = state.targets()
    table = _table(targets, state.options.zocker, tables)
    unplaced = _unplaced_state(state, table)
    pips = state.placed_pips()
    radix = {
        c: table.radices[table.group_targets.index(t)]
        for c, t in zip(COLOURS, targets, strict=True)
    }
    valid = state.valid_colours()
    values: dict[tuple[str, ...], float] = {}
    for size in range(1, len(valid) + 1):
        for chosen in combinations(valid, size):
            after = unplaced - sum(radix[c] for c in chosen)
            gained = sum(state.dice[c] for c in chosen)
            values[chosen] = table.best[after * table.width + pips + gained]
    return values


def hard_roll_value(state: Fiese15Match, tables: Tables | None = None) -> float:
    """Expected turn score of rolling the unplaced dice now, with best play after."""
    table = _table(state.targets(), state.options.zocker, tables)
    return table.roll[_unplaced_state(state, table) * table.width + state.placed_pips()]


def _hard_choice(state: Fiese15Match, seat: int, tables: Tables | None) -> Action:
    if state.phase is Phase.AWAIT_PLACE:
        values = hard_place_values(state, tables)
        # max keeps the first of equal values: the fewest dice, in colour order.
        return Place(seat, max(values, key=values.__getitem__))
    if state.running_score() >= hard_roll_value(state, tables):
        return Stop(seat)
    return Roll(seat)


def choose(
    state: Fiese15Match, seat: int, level: str, rng: random.Random, tables: Tables | None = None
) -> Action:
    """The CPU's next action for ``seat`` at ``level`` ("easy", "normal" or "hard")."""
    if level not in CPU_LEVELS:
        raise ValueError(f"unknown CPU level {level!r}")
    if state.is_over or seat != state.current_seat:
        raise IllegalAction(f"seat {seat} has nothing to do now")
    if state.phase is Phase.AWAIT_ROLL:
        return Roll(seat)
    if level == "hard":
        return _hard_choice(state, seat, tables)
    if level == "normal":
        return normal_choice(state, seat, rng)
    return easy_choice(state, seat, rng)
