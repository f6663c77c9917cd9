"""Fischkopp CPU: the exact tables against an independent formulation of the rules, beat
the leader, the levels' moves, table jobs and shout plans."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable

import pytest

from game.core.errors import IllegalAction
from game.core.jobs import Jobs
from game.fischkopp.cpu import (
    choose,
    cover_values,
    is_ready,
    shout_plan,
    table_job,
    table_key,
)
from game.fischkopp.cpu.distribution import turn_outcomes
from game.fischkopp.cpu.leader import LeaderTarget, layer_of, leader_target, loss_cost
from game.fischkopp.cpu.model import TurnModel, model_steps
from game.fischkopp.cpu.selfplay import play_match
from game.fischkopp.cpu.shouts import MIN_REACTION
from game.fischkopp.cpu.solver import BLOCKS_PER_STEP, ValueTable, table_steps
from game.fischkopp.cpu.tables import expected_table, leader_table, turn_model
from game.fischkopp.logic import GRACE_FRAMES, WINDOW_FRAMES, Cover, FischkoppMatch, Roll, Shout
from game.fischkopp.logic.board import (
    FULL_MASK,
    ROLLS,
    Outcome,
    choices,
    cover,
    is_resting,
    mask_of,
    uncovered_sum,
)
from game.fischkopp.logic.events import ShoutPenalty, ShoutWindowOpened
from tests.test_fischkopp_rules import scripted

EXPECTED_FROM_EMPTY = 28.733668021701
RESTING = [m for m in range(FULL_MASK + 1) if is_resting(m)]


# -- an independent formulation, straight from the board rules ----------------------------


def after_cover(
    values: Callable[[int, int], float], cost, top: int, mask: int, layer: int, field: int
) -> float:
    outcome, after = cover(mask, field)
    if outcome is Outcome.GRAETE:
        return cost(-1, layer)
    if outcome is Outcome.FULL:
        return cost(0, layer)
    if outcome is Outcome.FISCHKOPP:
        return values(after, min(layer + 1, top))
    return values(after, layer)


def bellman(values: Callable[[int, int], float], cost, top: int, mask: int, layer: int) -> float:
    """Expected cost of rolling on ``mask`` and covering as well as ``values`` allow."""
    total = 0.0
    for low, high, ways in ROLLS:
        fields = choices(mask, low, high)
        if not fields:
            total += ways * cost(uncovered_sum(mask), layer)
        else:
            total += ways * min(after_cover(values, cost, top, mask, layer, f) for f in fields)
    return total / 36


def score_cost(score: int, layer: int) -> float:
    return float(score)


def test_expected_score_from_the_empty_board() -> None:
    value = expected_table().values[0][0]
    assert value == pytest.approx(EXPECTED_FROM_EMPTY, abs=1e-9)
    assert round(value, 1) == 28.7  # RULES.md §3


def test_expected_table_is_the_fixed_point_of_the_rules() -> None:
    # The optimality equation has exactly one solution (every policy ends the turn), so a
    # table that satisfies it everywhere is the optimum.
    table = expected_table().values[0]

    def values(mask: int, layer: int) -> float:
        return table[mask]

    worst = max(abs(bellman(values, score_cost, 0, m, 0) - table[m]) for m in RESTING)
    assert worst < 1e-9


def test_the_forward_distribution_of_ends_matches_the_table() -> None:
    # Probability mass pushed forward through the rules under the table's own choices
    # must average to the value the table computed backwards.
    table = expected_table()
    ends = turn_outcomes(turn_model(), lambda mask, codes: table.best_index(0, codes))
    assert sum(ends.values()) == pytest.approx(1.0, abs=1e-12)
    mean = sum(score * p for (score, _), p in ends.items())
    assert mean == pytest.approx(EXPECTED_FROM_EMPTY, abs=1e-9)
    assert min(score for score, _ in ends) == -1 and max(score for score, _ in ends) <= 78


def test_plain_value_iteration_agrees_on_nearly_full_boards() -> None:
    # Boards with at least seven of 4–12 covered never leave that set: solve it from zero
    # with plain value iteration, independently of the block solver.
    def nearly_full(mask: int) -> bool:
        return (mask >> 3).bit_count() >= 7

    boards = [m for m in RESTING if nearly_full(m)]
    found = dict.fromkeys(boards, 0.0)
    for _ in range(500):
        change = 0.0
        for mask in boards:
            value = bellman(lambda m, _: found[m], score_cost, 0, mask, 0)
            change = max(change, abs(value - found[mask]))
            found[mask] = value
        if change < 1e-12:
            break
    table = expected_table().values[0]
    assert max(abs(found[m] - table[m]) for m in boards) < 1e-9


def test_leader_table_is_the_fixed_point_of_its_rules() -> None:
    target = LeaderTarget(score=12, fischkoepfe=1, tie_value=0.5)
    lowest = layer_of(target, 0)  # one Fischkopp behind
    table = leader_table(target, lowest)
    cost = loss_cost(target)

    def values(mask: int, layer: int) -> float:
        return table.values[layer][mask]

    for layer in range(lowest, table.top + 1):
        worst = max(
            abs(bellman(values, cost, table.top, m, layer) - table.values[layer][m])
            for m in RESTING
        )
        assert worst < 1e-9
        assert all(0.0 <= table.values[layer][m] <= 1.0 for m in RESTING)


def test_beating_the_leader_wins_more_often_than_playing_for_the_average() -> None:
    model = turn_model()
    expected = expected_table()
    for score in (4, 15, 25):
        target = LeaderTarget(score, 0, 0.5)
        level = layer_of(target, 0)
        best = leader_table(target, level)
        averaged = ValueTable(model, best.layers, loss_cost(target), guide=expected)
        for _ in table_steps(averaged, level):
            pass
        assert best.values[level][0] < averaged.values[level][0] - 1e-4


def test_while_nobody_has_finished_no_cover_risks_a_loss() -> None:
    match = scripted([1, 6])
    match.apply(Roll(0))
    values = cover_values(match)
    assert set(values) == {1, 6, 7} and all(chance == 0.0 for chance, _ in values.values())


def test_the_hard_cpu_turns_to_the_leader_once_somebody_finished() -> None:
    match = scripted([6, 6, 1, 6])
    match.board = FULL_MASK & ~mask_of([4, 5, 1])  # seat 0 gets stuck with 10
    match.apply(Roll(0))
    assert match.scores == [10, None]
    assert leader_target(match, 1) == LeaderTarget(10, 0, 0.5)
    match.apply(Roll(1))  # 1 and 6 on the empty board
    values = cover_values(match)
    assert min(values, key=lambda f: values[f][1]) == 7  # best on average
    assert choose(match, 1, "hard", random.Random(0)) == Cover(1, 1)  # best to win


def test_a_penalty_lead_makes_a_tie_a_win() -> None:
    match = scripted([6, 6])
    match.shouts.penalties[0] = 2
    match.board = FULL_MASK & ~mask_of([4, 5, 1])
    match.apply(Roll(0))
    assert leader_target(match, 1) == LeaderTarget(10, 0, 1.0)
    match.shouts.penalties[1] = 3
    assert leader_target(match, 1) == LeaderTarget(10, 0, 0.0)


def test_hard_turns_score_what_the_table_promises() -> None:
    # Through the real rules: a few hundred solo turns average close to the optimum.
    scores = []
    for seed in range(800):
        match = FischkoppMatch.new(1, 0, random.Random(seed))
        play_match(match, ["hard"], random.Random(seed))
        scores.append(match.scores[0])
    spread = statistics.pstdev(scores) / len(scores) ** 0.5
    assert abs(statistics.mean(scores) - EXPECTED_FROM_EMPTY) < 4 * spread


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_legal_moves_and_repeats_with_its_seed(level: str) -> None:
    def game(seed: int) -> dict:
        match = FischkoppMatch.new(3, 1, random.Random(seed))
        rng = random.Random(seed)
        while not match.is_over:
            if match.window_open:
                match.advance(match.shouts.closes_at or 0)
                continue
            seat = match.current_seat
            action = choose(match, seat, level, rng)
            assert action in match.legal_actions(seat)
            match.apply(action)
        return match.to_dict()

    assert game(4) == game(4)


def test_casual_levels_make_mistakes_hard_does_not() -> None:
    regret = {"easy": 0.0, "normal": 0.0, "hard": 0.0}
    rng = random.Random(9)
    for _ in range(300):
        mask = rng.choice(RESTING)
        low, high = rng.randint(1, 6), rng.randint(1, 6)
        fields = choices(mask, low, high)
        if len(fields) < 2:
            continue
        match = FischkoppMatch.new(1, 0, random.Random(0))
        match.board, match.choices, match.phase = mask, fields, match.phase.COVER
        values = cover_values(match)
        best = min(v for _, v in values.values())
        for level in regret:
            field = choose(match, 0, level, rng).field
            regret[level] += values[field][1] - best
    assert regret["hard"] == 0.0
    assert 0.0 < regret["normal"] < regret["easy"]


def test_choose_refuses_when_there_is_nothing_to_do() -> None:
    match = scripted([1, 2], seats=2)
    with pytest.raises(IllegalAction):
        choose(match, 1, "hard", random.Random(0))
    with pytest.raises(ValueError):
        choose(match, 0, "expert", random.Random(0))
    assert choose(match, 0, "easy", random.Random(0)) == Roll(0)


def test_tables_build_in_small_steps() -> None:
    model = TurnModel()
    assert sum(1 for _ in model_steps(model)) > 100 and model.ready
    table = ValueTable(model, 1, score_cost)
    assert sum(1 for _ in table_steps(table)) == 512 // BLOCKS_PER_STEP
    assert table.values[0] == expected_table().values[0]


def test_table_job_runs_under_jobs_and_makes_the_match_ready() -> None:
    match = scripted([6, 6, 2, 3])
    match.board = FULL_MASK & ~mask_of([9, 2])
    match.apply(Roll(0))  # seat 0 finished with 11: seat 1 plays to beat it
    key = table_key(match, 1)
    assert key != table_key() and key == table_key(match, 1)
    jobs = Jobs(steps_per_frame=50)
    jobs.start(key, table_job(match, 1))
    jobs.run_all()
    assert jobs.is_done(key) and is_ready(match, 1) and is_ready()


def test_shout_plans_are_human() -> None:
    firsts: dict[str, list[int]] = {}
    for level in ("hard", "normal", "easy"):
        rng = random.Random(1)
        plans = [shout_plan(level, rng) for _ in range(300)]
        again = random.Random(1)
        assert plans == [shout_plan(level, again) for _ in range(300)]
        for plan in plans:
            assert plan == sorted(plan) and plan
            assert all(0 < p < WINDOW_FRAMES for p in plan) or all(
                WINDOW_FRAMES <= p < WINDOW_FRAMES + GRACE_FRAMES for p in plan
            )
        firsts[level] = [plan[0] for plan in plans]
    assert statistics.median(firsts["hard"]) < statistics.median(firsts["normal"])
    assert statistics.median(firsts["normal"]) < statistics.median(firsts["easy"])
    assert all(f < WINDOW_FRAMES for f in firsts["hard"] + firsts["normal"])
    assert any(f >= WINDOW_FRAMES for f in firsts["easy"])  # easy dozes now and then
    with pytest.raises(ValueError):
        shout_plan("expert", random.Random(0))


def test_cpus_never_shout_while_no_window_is_open() -> None:
    match = FischkoppMatch.new(3, 2, random.Random(17))
    log = play_match(match, ["easy", "easy", "normal"], random.Random(2), ["easy"] * 5)
    replay = FischkoppMatch.new(3, 2, random.Random(17))
    early = [
        e
        for action in log
        for e in replay.apply(action)
        if isinstance(e, ShoutPenalty) and e.reason == "early"
    ]
    assert replay.shouts.windows > 0 and early == []


def test_cpus_in_self_play_shout_no_sooner_than_a_person_could() -> None:
    match = FischkoppMatch.new(2, 2, random.Random(5))
    log = play_match(match, ["hard", "normal"], random.Random(3), ["hard"] * 4)
    replay = FischkoppMatch.new(2, 2, random.Random(5))
    opened, delays = None, []
    for action in log:
        if isinstance(action, Shout) and opened is not None:
            delays.append(action.frame - opened)
        for event in replay.apply(action):
            if isinstance(event, ShoutWindowOpened):
                opened = event.frame
    assert replay.shouts.windows > 0 and delays
    assert min(delays) >= MIN_REACTION
