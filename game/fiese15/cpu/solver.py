"""Exact expected-value play for one Fiese 15 turn, for any strip (and any number of dice).

A turn's future depends only on which targets are still unplaced and on the pips already
placed; which colour carries a target does not matter. So a state is the multiset of
unplaced targets plus the placed pip sum, and strips that are colour permutations of each
other share one table.

Two more facts keep the work small:
- Of several rolled dice with the same target, placing k of them is best done with the k
  highest (more pips never lower a state's value, and the rest of the state is the same),
  so a roll of equal-target dice only matters through the sums of its top 1, 2, ... dice.
- States are numbered in mixed radix and every state's values are stored for every pip
  sum in one flat list, so "place these dice" is one constant offset into that list,
  and the offsets of a whole roll's choices are sums of per-group offsets.

The rules are generalised to n dice: all n placed pays double, stopping with exactly one
die unplaced pays +5 (for six dice that is "exactly five placed").
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from itertools import accumulate, product

from game.fiese15.logic.rules import ALL_PLACED_FACTOR
from game.fiese15.logic.rules import FIVE_PLACED_BONUS as ONE_LEFT_BONUS

FACES = 6
# Work units (candidate look-ups) between two yields of a table build; tuned so a chunk
# stays well under a millisecond on a slow machine (see bench_cpu).
CHUNK_WORK = 1000


@cache
def valid_dice_ways(target: int, count: int) -> dict[tuple[int, ...], int]:
    """Roll ``count`` dice that share ``target``: the number of the 6**count face sequences
    that leave each multiset of valid faces (as a tuple, highest first).

    Built from ``count - 1`` by adding one die, so each count costs little on its own.
    """
    if count == 0:
        return {(): 1}
    ways: dict[tuple[int, ...], int] = {}
    for valid, weight in valid_dice_ways(target, count - 1).items():
        ways[valid] = ways.get(valid, 0) + weight * (FACES - target)
        for face in range(1, target + 1):
            grown = tuple(sorted((*valid, face), reverse=True))
            ways[grown] = ways.get(grown, 0) + weight
    return ways


@cache
def group_roll_classes(target: int, count: int) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """Roll ``count`` dice that share ``target``: (probability, top sums) per distinct result.

    ``top sums`` are the pip sums of the best 1, 2, ... valid dice; that is all of a roll
    that can change a decision.
    """
    total = FACES**count
    return tuple(
        (weight / total, tuple(accumulate(valid)))
        for valid, weight in sorted(valid_dice_ways(target, count).items())
    )


class TurnTable:
    """Values of every turn state of one strip: ``best`` after placing, ``roll`` before rolling.

    Both are flat lists indexed by ``state * width + pips`` where ``state`` numbers the
    multiset of unplaced targets (see ``state_of``) and ``width`` is one more than the
    largest possible pip sum.
    """

    def __init__(self, targets: Iterable[int], zocker: bool) -> None:
        self.targets = tuple(sorted(targets))
        if not self.targets or any(not 1 <= t <= FACES for t in self.targets):
            raise ValueError(f"targets must be 1..{FACES}, got {self.targets}")
        self.zocker = zocker
        self.group_targets = tuple(sorted(set(self.targets)))
        self.group_sizes = tuple(self.targets.count(t) for t in self.group_targets)
        radix, radices = 1, []
        for size in self.group_sizes:
            radices.append(radix)
            radix *= size + 1
        self.radices = tuple(radices)
        self.state_count = radix
        self.full_state = radix - 1
        self.width = sum(self.targets) + 1
        self.best = [0.0] * (self.state_count * self.width)
        self.roll = [0.0] * (self.state_count * self.width)
        self.start_value: float | None = None  # expected score of a whole turn, on request

    def counts_of(self, state: int) -> tuple[int, ...]:
        return tuple(
            (state // r) % (n + 1) for r, n in zip(self.radices, self.group_sizes, strict=True)
        )

    def state_of(self, unplaced_targets: Iterable[int]) -> int:
        state = 0
        for target in unplaced_targets:
            state += self.radices[self.group_targets.index(target)]
        return state

    def pip_range(self, state: int) -> range:
        """Placed pip sums possible in ``state``: one per placed die up to their targets."""
        counts = self.counts_of(state)
        placed = len(self.targets) - sum(counts)
        unplaced_sum = sum(t * c for t, c in zip(self.group_targets, counts, strict=True))
        return range(placed, self.width - unplaced_sum)

    def stop_value(self, unplaced: int, pips: int) -> int:
        if unplaced == 0:
            return ALL_PLACED_FACTOR * pips
        return pips + (ONE_LEFT_BONUS if unplaced == 1 else 0)

    def bust_value(self, state: int) -> int:
        if self.zocker:
            return 0
        return sum(t * c for t, c in zip(self.group_targets, self.counts_of(state), strict=True))

    def best_value(self, unplaced_targets: Iterable[int], pips: int) -> float:
        """Expected score with best play from a state right after placing."""
        return self.best[self.state_of(unplaced_targets) * self.width + pips]

    def roll_value(self, unplaced_targets: Iterable[int], pips: int) -> float:
        """Expected score of rolling the unplaced dice now and playing on perfectly."""
        return self.roll[self.state_of(unplaced_targets) * self.width + pips]


def roll_row_steps(table: TurnTable, state: int) -> Iterator[None]:
    """Fill ``table.roll`` for ``state`` at every pip sum; yields every ``CHUNK_WORK`` units.

    Needs ``table.best`` of every state with fewer unplaced dice.
    """
    counts = table.counts_of(state)
    width, best = table.width, table.best
    groups = [g for g, c in enumerate(counts) if c]
    # Per group and roll class: the flat-list offset of placing its top k dice, k = 0, 1, ...
    class_lists = []
    for g in groups:
        step = table.radices[g] * width
        class_lists.append(
            [
                (prob, [0] + [s - (k + 1) * step for k, s in enumerate(sums)])
                for prob, sums in group_roll_classes(table.group_targets[g], counts[g])
            ]
        )
    pips_range = table.pip_range(state)
    bases = [state * width + p for p in pips_range]
    totals = [0.0] * len(bases)
    bust_prob, work = 0.0, 0
    for combo in product(*class_lists):
        prob, offsets = 1.0, [0]
        for class_prob, group_offsets in combo:
            prob *= class_prob
            if len(group_offsets) > 1:
                offsets = [a + b for a in offsets for b in group_offsets]
        if len(offsets) == 1:
            bust_prob += prob
            continue
        del offsets[0]  # placing nothing is not allowed
        for i, base in enumerate(bases):
            totals[i] += prob * max([best[base + o] for o in offsets])
        work += len(offsets) * len(bases)
        if work >= CHUNK_WORK:
            work = 0
            yield
    bust = bust_prob * table.bust_value(state)
    for base, total in zip(bases, totals, strict=True):
        table.roll[base] = total + bust


def table_steps(table: TurnTable) -> Iterator[None]:
    """Fill every state except the turn's start (only a whole-turn estimate needs that)."""
    for target, size in zip(table.group_targets, table.group_sizes, strict=True):
        for count in range(1, size + 1):
            group_roll_classes(target, count)  # cached; one count per chunk keeps chunks short
            yield
    order = sorted(range(table.state_count), key=lambda s: sum(table.counts_of(s)))
    for state in order:
        if state == table.full_state:
            continue
        unplaced = sum(table.counts_of(state))
        if unplaced:
            yield from roll_row_steps(table, state)
        for pips in table.pip_range(state):
            cell = state * table.width + pips
            stop = table.stop_value(unplaced, pips)
            table.best[cell] = stop if not unplaced else max(stop, table.roll[cell])
        yield


def start_value_steps(table: TurnTable) -> Iterator[None]:
    """Fill ``table.start_value``: the expected score of a whole turn (needs the table)."""
    yield from roll_row_steps(table, table.full_state)
    table.start_value = table.roll[table.full_state * table.width]


def build_table(targets: Iterable[int], zocker: bool) -> TurnTable:
    """Build a table in one go (for tests and tools; the game steps ``table_steps``)."""
    table = TurnTable(targets, zocker)
    for _ in table_steps(table):
        pass
    return table
