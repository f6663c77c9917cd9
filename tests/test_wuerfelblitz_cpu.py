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


# Seconds per step from difficulty's docstring: orient 0.6, a dot colour 0.4, a die added 0.6,
# a ten crossed 0.35, the call 0.5, an answer of 0 checked twice 0.4, brain-twister 0.4 + 0.6.


def test_work_seconds_add_up_the_steps() -> None:
    # Easy throw: four dot colours (blue, black on white dice, green and red on dot faces),
    # one die to add. Hard throw: one dot colour, five dice to add crossing two tens.
    assert work_seconds(load_of(EASY_THROW, False)) == pytest.approx(0.6 + 1.6 + 0.6 + 0.5)
    assert load_of(HARD_THROW, False).carries == 2
    hard = 0.6 + 0.4 + 5 * 0.6 + 2 * 0.35 + 0.5
    assert work_seconds(load_of(HARD_THROW, False)) == pytest.approx(hard)
    # Every coloured die on its dot face: six dot colours, nothing to add, the answer is 0.
    empty = Throw.of(["red", "red"], orange=1, blue=2, black=3, yellow=4, green=5, red=6)
    load = load_of(empty, False)
    assert load.terms == () and load.answer == 0
    assert work_seconds(load) == pytest.approx(0.6 + 6 * 0.4 + 0.5 + 0.4)


def test_slips_are_near_misses_missed_dice_and_knocked_out_dice() -> None:
    # Easy throw, answer 4 (orange): off by one or two, orange missed (0), or a knocked-out
    # die counted anyway (blue 3, black 6, red 2; yellow and green show dots, no pips).
    assert slips(load_of(EASY_THROW, False)) == [0, 2, 3, 5, 6, 7, 10]


def test_a_plan_takes_a_level_object_like_its_name() -> None:
    for name, level in LEVELS.items():
        for seed in range(5):
            by_name = plan(HARD_THROW, False, name, random.Random(seed))
            assert plan(HARD_THROW, False, level, random.Random(seed)) == by_name


def test_a_wrong_call_comes_sooner_than_the_right_one_would_and_the_recheck_takes_longer() -> None:
    sloppy = replace(LEVELS["easy"], wrong=1.0, retry=1.0)
    careful = replace(LEVELS["easy"], wrong=0.0)
    gaps, rights = [], []
    for seed in range(200):
        calls = plan(EASY_THROW, False, sloppy, random.Random(seed))
        (right,) = plan(EASY_THROW, False, careful, random.Random(seed))  # same first draw
        rights.append(right.delay)
        if len(calls) == 2:
            wrong, again = calls
            assert wrong.delay < right.delay or wrong.delay == sloppy.floor
            gaps.append(again.delay - wrong.delay)
    assert len(gaps) > 100
    # Re-adding takes about 0.6 of the work again.
    assert 0.45 < statistics.median(gaps) / statistics.median(rights) < 0.8


def test_harder_throws_raise_the_chance_of_a_wrong_first_call() -> None:
    def wrong_rate(throw: Throw) -> float:
        right = answer(throw)
        firsts = [plan(throw, False, "easy", random.Random(s))[0] for s in range(2000)]
        return sum(c.number != right for c in firsts) / len(firsts)

    assert wrong_rate(HARD_THROW) > wrong_rate(EASY_THROW) + 0.03


def test_reaction_times_spread_like_the_level_says() -> None:
    # normal: spread 0.25, so the 90th percentile is about e^(2 * 1.28 * 0.25) = 1.9 times
    # the 10th on one throw.
    delays = sorted(first_right(HARD_THROW, "normal", random.Random(s)) for s in range(400))
    assert 1.6 < delays[360] / delays[40] < 2.3


def test_a_throws_load_names_the_sums_a_person_might_slip_into() -> None:
    easy = load_of(EASY_THROW, False)
    assert (easy.dots, easy.carries, easy.answer) == (4, 0, 4)
    assert easy.excluded_pips == (3, 6, 2)  # blue, black, red: knocked out but showing pips
    # Green shown twice: the brain-twister adds the knocked-out green 4 and black 4; the
    # normal rule would have added orange 2, blue 3, yellow 1 and red 5.
    twisted = Throw.of(
        ["green", "green", "black"], green=4, black=4, orange=2, blue=3, yellow=1, red=5
    )
    load = load_of(twisted, True)
    assert (load.twisted, load.answer, load.normal_answer) == (True, 8, 11)
    assert load.terms == (4, 4) and load.carries == 0
    assert load_of(twisted, False).normal_answer == load_of(twisted, False).answer == 11
    # 2 + 3 + 1 + 5: the running sum 6, then 11 crosses one ten.
    assert load_of(twisted, False).carries == 1


def test_tens_crossed_count_from_zero_and_once_each() -> None:
    # Orange 4 + blue 5 = 9: no ten crossed (black shows a yellow dot, whites knock out
    # green and red).
    nine = Throw.of(["green", "red"], orange=4, blue=5, black=3, yellow=6, green=2, red=2)
    assert load_of(nine, False).terms == (4, 5) and load_of(nine, False).carries == 0
    # 4 + 6 reaches ten exactly, + 2 stays under twenty: one ten crossed.
    twelve = Throw.of(["red", "red"], orange=4, blue=6, black=2, yellow=4, green=3, red=1)
    assert load_of(twelve, False).terms == (4, 6, 2) and load_of(twelve, False).carries == 1


def test_a_slip_can_be_the_highest_callable_number() -> None:
    # Orange (knocked out by both white dice) shows 6: counting it anyway makes 29 + 6 = 35.
    throw = Throw.of(["orange", "orange"], orange=6, blue=6, black=6, yellow=6, green=6, red=5)
    load = load_of(throw, False)
    assert load.answer == 29 and MAX_ANSWER == 35 and 35 in slips(load)
