"""Würfelblitz CPU: seeded plans, levels in order, harder throws slower, slips, the queue."""

from __future__ import annotations

import importlib
import random
import statistics
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.wuerfelblitz.cpu import (
    LEVELS,
    CpuCallers,
    autoplay,
    load_of,
    plan,
    plan_calls,
    slips,
    work_seconds,
)
from game.wuerfelblitz.cpu.autoplay import REVEAL_DELAY
from game.wuerfelblitz.logic import (
    COLOURS,
    MAX_ANSWER,
    Call,
    Options,
    Reveal,
    Throw,
    ThrowDice,
    WuerfelblitzMatch,
    answer,
    throw_dice,
)

# One die to add (orange 4) versus five dice to add across two tens (2+3+4+6+6).
EASY_THROW = Throw.of(["blue", "black"], orange=4, blue=3, black=6, yellow=4, green=5, red=2)
HARD_THROW = Throw.of(["red", "red"], orange=2, blue=3, black=4, yellow=6, green=6, red=1)

throws = st.builds(
    Throw,
    st.tuples(*[st.integers(1, 6)] * 6),
    st.integers(2, 3).flatmap(lambda n: st.tuples(*[st.sampled_from(COLOURS)] * n)),
)


def sample_throws(count: int, seed: int = 4) -> list[Throw]:
    rng = random.Random(seed)
    return [throw_dice(rng, 2) for _ in range(count)]


def first_right(throw: Throw, level: str, rng: random.Random, twister: bool = False) -> int:
    right = answer(throw, twister)
    hits = [c.delay for c in plan(throw, twister, level, rng) if c.number == right]
    return hits[0] if hits else 10_000


@given(throws, st.booleans(), st.sampled_from(tuple(LEVELS)), st.integers(0, 2**32))
def test_a_plan_is_seeded_and_ends_right_or_gives_up(
    throw: Throw, twister: bool, level: str, seed: int
) -> None:
    calls = plan(throw, twister, level, random.Random(seed))
    assert calls == plan(throw, twister, level, random.Random(seed))
    right = answer(throw, twister)
    assert 1 <= len(calls) <= 2
    assert all(0 <= c.number <= MAX_ANSWER for c in calls)
    assert all(c.delay >= LEVELS[level].floor for c in calls)
    if len(calls) == 2:
        assert calls[0].number != right == calls[1].number
        assert calls[0].delay < calls[1].delay


def test_the_levels_are_in_order_and_normal_takes_seconds() -> None:
    sample = sample_throws(400)
    medians = {}
    for level in LEVELS:
        rng = random.Random(8)
        medians[level] = statistics.median(first_right(t, level, rng) for t in sample)
    assert medians["easy"] > medians["normal"] > medians["hard"]
    assert 3 * 60 <= medians["normal"] <= 5 * 60


def test_harder_throws_take_longer() -> None:
    assert load_of(EASY_THROW, False).terms == (4,)
    assert load_of(HARD_THROW, False).terms == (2, 3, 4, 6, 6)
    assert work_seconds(load_of(HARD_THROW, False)) > work_seconds(load_of(EASY_THROW, False))
    rng = random.Random(2)
    easy = statistics.median(first_right(EASY_THROW, "normal", rng) for _ in range(300))
    hard = statistics.median(first_right(HARD_THROW, "normal", rng) for _ in range(300))
    assert hard > easy * 1.3
    twisted = Throw.of(
        ["green", "green", "black"], green=4, black=4, orange=2, blue=3, yellow=1, red=5
    )
    load = load_of(twisted, True)
    assert load.twisted and work_seconds(load) > work_seconds(replace(load, twisted=False))
    assert work_seconds(load_of(EASY_THROW, True)) > work_seconds(load_of(EASY_THROW, False))


def test_easy_sometimes_calls_wrong_first_and_hard_never() -> None:
    sample = sample_throws(1500)
    rates = {}
    for level in LEVELS:
        rng = random.Random(5)
        wrong = sum(plan(t, False, level, rng)[0].number != answer(t) for t in sample)
        rates[level] = wrong / len(sample)
    assert 0.08 <= rates["easy"] <= 0.2
    assert rates["normal"] < rates["easy"] and rates["hard"] == 0


@given(throws, st.booleans())
def test_slips_are_wrong_numbers_people_make(throw: Throw, twister: bool) -> None:
    load = load_of(throw, twister)
    wrong = slips(load)
    assert wrong and load.answer not in wrong
    assert all(0 <= n <= MAX_ANSWER for n in wrong)
    if load.twisted and load.normal_answer != load.answer:
        assert load.normal_answer in wrong


def live_match(levels: dict[int, str]) -> tuple[WuerfelblitzMatch, CpuCallers]:
    match = WuerfelblitzMatch.new(3, Options(), random.Random(6))
    match.apply(ThrowDice(0, 10))
    match.apply(Reveal(100))
    return match, CpuCallers(levels)


def test_plan_calls_are_absolute_frames_after_the_reveal() -> None:
    match = WuerfelblitzMatch.new(2, Options(), random.Random(1))
    with pytest.raises(IllegalAction):
        plan_calls(match, 1, "normal", random.Random(1))
    match.apply(ThrowDice(0, 0))
    match.apply(Reveal(500))
    assert match.throw is not None
    relative = plan(match.throw, False, "hard", random.Random(3))
    calls = plan_calls(match, 1, "hard", random.Random(3))
    assert calls == [Call(1, p.number, 500 + p.delay) for p in relative]


def test_due_calls_come_once_and_late_ones_are_dropped() -> None:
    match, callers = live_match({1: "hard", 2: "easy"})
    callers.plan_round(match, random.Random(4))
    first = callers.next_frame()
    assert first is not None and first > 100
    assert callers.due(match, first - 1) == []
    due = callers.due(match, first)
    assert due and all(call.frame == first for call in due)
    for call in due:
        match.apply(call)
    assert match.closes_at() is not None
    left = len(callers.pending)
    assert callers.due(match, match.frame + 5000) == []  # the round closed meanwhile
    assert left > 0 and callers.pending == []


def test_all_cpu_matches_repeat_and_the_faster_level_wins() -> None:
    first = autoplay(("easy", "hard"), Options(), seed=12)
    again = autoplay(("easy", "hard"), Options(), seed=12)
    assert first.events == again.events and first.match.to_dict() == again.match.to_dict()
    assert first.match.winner == 1 and first.match.totals[1] == 3
    other = autoplay(("easy", "hard"), Options(), seed=12, cpu_seed=99)
    assert other.events != first.events


def test_autoplay_keeps_every_event_and_counts_its_rounds() -> None:
    run = autoplay(("normal", "hard", "easy"), Options(), seed=3)
    kinds = [e.kind for e in run.events]
    assert kinds[0] == "DiceThrown" and kinds[-1] == "MatchWon"
    assert kinds.count("DiceThrown") == kinds.count("DiceRevealed") == run.rounds > 1
    assert kinds.count("RoundWon") + kinds.count("RoundTimedOut") == run.rounds
    assert kinds.count("CallMade") >= run.rounds
    reveal = next(e for e in run.events if e.kind == "DiceRevealed")
    assert reveal.frame == REVEAL_DELAY  # the first throw comes at frame 0


def test_autoplay_gives_up_on_a_match_after_its_round_limit(monkeypatch) -> None:
    module = importlib.import_module("game.wuerfelblitz.cpu.autoplay")  # not the function
    monkeypatch.setattr(module, "MAX_ROUNDS", 2)
    run = autoplay(("easy", "easy"), Options(), seed=3)
    assert run.rounds == 2 and not run.match.is_over
    assert [e.kind for e in run.events].count("DiceThrown") == 2


def test_fresh_cpu_callers_have_nothing_due() -> None:
    callers = CpuCallers({1: "hard"})
    match, _ = live_match({})
    assert callers.pending == [] and callers.next_frame() is None
    assert callers.due(match, 10_000) == []


def test_no_calls_are_planned_once_the_round_is_over() -> None:
    match, _ = live_match({})
    assert match.answer is not None
    match.apply(Call(1, match.answer, 150))
    match.advance(200)  # the tie window closed: the dice stay on show for the answer
    assert match.throw is not None and match.reveal_frame is not None
    with pytest.raises(IllegalAction):
        plan_calls(match, 2, "hard", random.Random(1))
