"""The hard CPU's tables, built once and shared, as frame-counted jobs of a fixed length.

The expected-score table does not depend on the match; a beat-the-leader table depends
only on the leader's score and the worth of a tie. Finished tables are kept at module
level so matches and seats share the work; only the last ``LEADER_TABLES_KEPT`` leader
tables stay.

A job takes as many steps whether its table is built already or not (a built one's steps
do nothing): a match's CPU decides on the same frames whatever the process ran before, so
a match is its setup, seed and presses, and its replay plays back (a process that had built
the tables would otherwise let a hard CPU cover sooner). The screen therefore asks its own
job whether it has finished, never ``is_ready``, which says only what the cache holds.

The screen starts ``table_job(match, seat)`` under ``table_key(match, seat)`` with
``game.core.jobs.Jobs`` when a hard seat's turn starts (``STEPS_PER_FRAME`` steps a
frame) and lets the seat cover once that job is done. ``choose`` still works without
that: it then builds what it needs at once (tests, tools).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator

from game.fischkopp.cpu.leader import LAYERS, LeaderTarget, layer_of, leader_target, loss_cost
from game.fischkopp.cpu.model import BOARDS_PER_STEP, TurnModel, model_steps
from game.fischkopp.cpu.solver import BLOCKS, BLOCKS_PER_STEP, ValueTable, table_steps
from game.fischkopp.logic.board import FULL_MASK
from game.fischkopp.logic.rules import FischkoppMatch

LEADER_TABLES_KEPT = 8
# Job steps a screen should run per frame: each step is about half a millisecond on a slow
# machine (see bench), so the shared tables take about two seconds of frames, once per
# session, and a leader table about one.
STEPS_PER_FRAME = 4

# Steps a from-scratch build takes: the model, one layer of a table.
MODEL_STEPS = -(-(FULL_MASK + 1) // BOARDS_PER_STEP)
LAYER_STEPS = -(-len(BLOCKS) // BLOCKS_PER_STEP)

_model: TurnModel | None = None
_expected: ValueTable | None = None
_leaders: OrderedDict[tuple[int, float], ValueTable] = OrderedDict()


def _score_cost(score: int, layer: int) -> float:
    return float(score)


def _paced(steps: Iterator[None], count: int) -> Iterator[None]:
    """``steps``, then empty steps up to ``count``: a job as long as a build from scratch."""
    done = 0
    for _ in steps:
        done += 1
        yield
    for _ in range(count - done):
        yield


def _model_steps() -> Iterator[None]:
    global _model
    if _model is not None:
        yield from _paced(iter(()), MODEL_STEPS)
        return
    model = TurnModel()
    yield from _paced(model_steps(model), MODEL_STEPS)
    _model = _model or model


def expected_steps() -> Iterator[None]:
    """Build the expected-score table (and the turn model it stands on)."""
    global _expected
    yield from _model_steps()
    if _expected is not None:
        yield from _paced(iter(()), LAYER_STEPS)
        return
    assert _model is not None
    table = ValueTable(_model, 1, _score_cost)
    yield from _paced(table_steps(table), LAYER_STEPS)
    _expected = _expected or table


def _leader_table(target: LeaderTarget, lowest: int) -> ValueTable | None:
    table = _leaders.get(target.key)
    if table is None or table.lowest > lowest:
        return None
    _leaders.move_to_end(target.key)
    return table


def leader_steps(target: LeaderTarget, lowest: int) -> Iterator[None]:
    """Build the table for beating ``target`` from layer ``lowest`` up."""
    yield from _model_steps()
    count = 1 + (LAYERS - lowest) * LAYER_STEPS  # a new table, then its layers
    if _leader_table(target, lowest) is not None:
        yield from _paced(iter(()), count)
        return
    assert _model is not None
    table = _leaders.get(target.key)
    yield from _paced(_leader_build(target, lowest, table), count)


def _leader_build(target: LeaderTarget, lowest: int, table: ValueTable | None) -> Iterator[None]:
    assert _model is not None
    if table is None:
        yield
        table = ValueTable(_model, LAYERS, loss_cost(target))
    yield from table_steps(table, lowest)
    _leaders[target.key] = table
    _leaders.move_to_end(target.key)
    while len(_leaders) > LEADER_TABLES_KEPT:
        _leaders.popitem(last=False)


def leader_steps_on(model: TurnModel, target: LeaderTarget, lowest: int) -> Iterator[None]:
    """A leader table built from scratch on ``model``, outside the shared cache (benchmark)."""
    yield
    yield from table_steps(ValueTable(model, LAYERS, loss_cost(target)), lowest)


def table_key(match: FischkoppMatch | None = None, seat: int | None = None) -> tuple:
    """A ``Jobs`` key for ``table_job(match, seat)``: equal keys build the same tables."""
    target = None if match is None or seat is None else leader_target(match, seat)
    if target is None:
        return ("fischkopp-table",)  # pragma: no mutate: a job's name, any distinct text does
    return ("fischkopp-table", target.key, layer_of(target, match.turn_fischkoepfe))


def table_job(match: FischkoppMatch | None = None, seat: int | None = None) -> Iterator[None]:
    """Everything the hard CPU needs for ``seat`` now (without a match: the shared table)."""
    yield from expected_steps()
    if match is not None and seat is not None:
        target = leader_target(match, seat)
        if target is not None:
            yield from leader_steps(target, layer_of(target, match.turn_fischkoepfe))


def is_ready(match: FischkoppMatch | None = None, seat: int | None = None) -> bool:
    """Whether the cache holds what ``seat`` needs now (a tool's question: a screen asks
    its own job, which takes its frames however full the cache is)."""
    if _expected is None:
        return False
    if match is None or seat is None:
        return True
    target = leader_target(match, seat)
    if target is None:
        return True
    return _leader_table(target, layer_of(target, match.turn_fischkoepfe)) is not None


def expected_table() -> ValueTable:
    if _expected is None:
        for _ in expected_steps():
            pass
    assert _expected is not None
    return _expected


def leader_table(target: LeaderTarget, lowest: int) -> ValueTable:
    table = _leader_table(target, lowest)
    if table is None:
        for _ in leader_steps(target, lowest):
            pass
        table = _leader_table(target, lowest)
    assert table is not None
    return table


def turn_model() -> TurnModel:
    if _model is None:
        for _ in _model_steps():
            pass
    assert _model is not None
    return _model
