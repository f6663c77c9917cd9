"""Fischkopp's hard CPU tables as jobs: when a seat is ready to cover, which tables a job
builds, and that a table is extended rather than rebuilt. Each test starts from empty
caches of its own (only the turn model, which never changes, is shared)."""

from __future__ import annotations

from collections import OrderedDict

import pytest

from game.fischkopp.cpu import tables
from game.fischkopp.cpu.leader import (
    BEHIND_CAP,
    LAYERS,
    LeaderTarget,
    layer_of,
    lead_of,
    leader_target,
    loss_cost,
)
from game.fischkopp.cpu.model import (
    BOARDS_PER_STEP,
    TurnModel,
    model_steps,
    outcome_code,
    roll_options,
)
from game.fischkopp.cpu.solver import ValueTable, table_steps
from game.fischkopp.logic import Roll
from game.fischkopp.logic.board import FULL_MASK, ROLLS, choices, is_resting, mask_of
from game.fischkopp.logic.rules import FischkoppMatch
from tests.test_fischkopp_rules import scripted


@pytest.fixture
def empty_caches(monkeypatch: pytest.MonkeyPatch) -> None:
    tables.turn_model()
    monkeypatch.setattr(tables, "_expected", None)
    monkeypatch.setattr(tables, "_leaders", OrderedDict())


def seat_0_finished() -> FischkoppMatch:
    """Seat 0 got stuck with 11: seat 1 plays to beat it."""
    match = scripted([6, 6])
    match.board = FULL_MASK & ~mask_of([9, 2])
    match.apply(Roll(0))
    assert match.scores == [11, None]
    return match


def test_nothing_is_ready_before_the_shared_table(empty_caches: None) -> None:
    assert not tables.is_ready()
    assert not tables.is_ready(scripted([]), 0)


def test_a_seat_nobody_has_finished_before_needs_only_the_shared_table(
    empty_caches: None,
) -> None:
    match = seat_0_finished()
    for _ in tables.table_job():
        pass
    assert tables.is_ready() and tables.is_ready(scripted([]), 0)
    assert tables.is_ready(match, None) and tables.is_ready(None, 1)
    assert not tables.is_ready(match, 1)  # seat 1 needs the table to beat 11
    assert tables.table_key(match) == tables.table_key(None, 1) == tables.table_key()


def test_a_job_without_a_seat_builds_no_leader_table(empty_caches: None) -> None:
    match = seat_0_finished()
    for _ in tables.table_job(match):
        pass
    assert tables.is_ready() and not tables._leaders
    for _ in tables.table_job(match, 1):
        pass
    assert tables.is_ready(match, 1) and len(tables._leaders) == 1


def test_a_leader_table_is_extended_to_lower_layers_not_rebuilt(empty_caches: None) -> None:
    target = leader_target(seat_0_finished(), 1)
    assert target is not None
    level = layer_of(target, 0)
    first = sum(1 for _ in tables.leader_steps(target, level + 1))
    table = tables.leader_table(target, level + 1)
    more = sum(1 for _ in tables.leader_steps(target, level))
    assert tables.leader_table(target, level) is table and table.lowest == level
    # However much was built before, a job takes a fresh build's steps (a built part's do
    # nothing): a match's hard CPU covers on the same frames whatever ran before it.
    fresh = tables.MODEL_STEPS + 1 + (LAYERS - level) * tables.LAYER_STEPS
    assert more == fresh and first == fresh - tables.LAYER_STEPS
    assert sum(1 for _ in tables.leader_steps(target, level)) == fresh


def test_the_benchmark_builds_a_leader_table_from_scratch(empty_caches: None) -> None:
    target = leader_target(seat_0_finished(), 1)
    assert target is not None
    level = layer_of(target, 0)
    model = tables.turn_model()
    fresh = ValueTable(model, LAYERS, loss_cost(target))
    expected = 1 + sum(1 for _ in table_steps(fresh, level))
    assert sum(1 for _ in tables.leader_steps_on(model, target, level)) == expected
    assert sum(1 for _ in tables.leader_steps_on(model, target, level)) == expected
    assert not tables._leaders  # outside the shared cache


def test_the_turn_model_is_built_in_slices_of_boards() -> None:
    model = TurnModel()
    assert not model.ready and model.resting == []
    steps = sum(1 for _ in model_steps(model))
    assert steps == -(-(FULL_MASK + 1) // BOARDS_PER_STEP) and model.ready
    assert model.stuck[0] == 78 and model.stuck[FULL_MASK] == 0


def test_a_boards_roll_options_are_the_rules_covers_of_each_roll() -> None:
    """The model resolves each field once per board; it must offer what the rules offer."""
    for mask in range(FULL_MASK + 1):
        if not is_resting(mask):
            continue
        expected = tuple(
            (ways, tuple(outcome_code(mask, f) for f in choices(mask, low, high)))
            for low, high, ways in ROLLS
        )
        assert roll_options(mask) == expected, bin(mask)


def test_the_shared_table_has_one_layer(empty_caches: None) -> None:
    one_layer = ValueTable(tables.turn_model(), 1, lambda score, layer: float(score))
    expected = sum(1 for _ in table_steps(one_layer))
    assert expected == tables.LAYER_STEPS
    assert sum(1 for _ in tables.expected_steps()) == tables.MODEL_STEPS + expected
    assert tables.expected_table().values[0] == one_layer.values[0]


def test_replay_history_a_table_job_takes_its_steps_however_full_the_cache(
    empty_caches: None,
) -> None:
    """A job for tables the process built before takes as many steps as a build from
    nothing (a hard CPU otherwise covered sooner in a later match, and its replay stopped)."""
    first = sum(1 for _ in tables.table_job())
    assert tables.is_ready()
    again = sum(1 for _ in tables.table_job())
    assert again == first == tables.MODEL_STEPS + tables.LAYER_STEPS


# ----- what beating the leader is worth ----------------------------------------------------------
def test_beating_the_leader_costs_nothing_losing_costs_all_and_a_tie_goes_by_fischkoepfe():
    """Lowest wins; a tie goes to more Fischköpfe, then to a Stechen worth ``tie_value``."""
    target = LeaderTarget(score=20, fischkoepfe=1, tie_value=0.25)
    cost = loss_cost(target)
    level, ahead, behind = layer_of(target, 1), layer_of(target, 2), layer_of(target, 0)
    assert cost(19, behind) == 0.0 and cost(21, ahead) == 1.0
    assert cost(20, ahead) == 0.0
    assert cost(20, level) == 0.75
    assert cost(20, behind) == 1.0


def test_a_layer_is_the_lead_in_fischkoepfe_capped_both_ways():
    target = LeaderTarget(score=20, fischkoepfe=2, tie_value=0.5)
    assert [lead_of(layer_of(target, own)) for own in range(5)] == [-2, -1, 0, 1, 1]
    assert lead_of(layer_of(target, -10)) == -BEHIND_CAP
    assert layer_of(target, 2) == BEHIND_CAP and 0 <= layer_of(target, 9) < LAYERS


def test_the_latest_leader_tables_are_kept_and_the_oldest_let_go(
    empty_caches: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Built tables stay for ``LEADER_TABLES_KEPT`` targets; using one keeps it longer."""

    class Table:
        def __init__(self, *_args) -> None:
            self.lowest = LAYERS

    def built(table, lowest):
        table.lowest = lowest
        yield

    monkeypatch.setattr(tables, "ValueTable", Table)
    monkeypatch.setattr(tables, "table_steps", built)
    targets = [LeaderTarget(score, 0, 0.5) for score in range(tables.LEADER_TABLES_KEPT + 1)]
    for target in targets[:-1]:
        tables.leader_table(target, 0)
    tables.leader_table(targets[0], 0)  # used again: now the newest
    tables.leader_table(targets[-1], 0)
    kept = list(tables._leaders)
    assert len(kept) == tables.LEADER_TABLES_KEPT
    assert targets[1].key not in kept and kept[-2:] == [targets[0].key, targets[-1].key]
