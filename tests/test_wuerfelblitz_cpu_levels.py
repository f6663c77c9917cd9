"""Würfelblitz CPU levels, each measured against what it is meant to be: how fast it calls,
how often its first call is wrong, how often it tries again, and who wins between levels.

The figures below are the design's (the levels' documentation), written here and never
read from the players, so a level that gets faster, slower or sloppier fails its test.
Every sample is seeded.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import replace

from game.core.timing import frames
from game.wuerfelblitz.cpu import LEVELS, autoplay, load_of, plan, work_seconds
from game.wuerfelblitz.logic import Options, Throw, answer, throw_dice

# Seconds from the reveal to the right call (first or after a re-check) on throws with
# two white dice, no brain-twister: (p10, median, p90).
# easy: a beginner who counts die by die.
# normal: the average adult of the difficulty model.
# hard: quick and practised.
REACTION = {"easy": (4.3, 6.7, 10.6), "normal": (2.75, 4.1, 6.0), "hard": (1.6, 2.2, 3.0)}
# The median reaction as a multiple of what the throw costs an average adult, and the
# log-normal spread around it (p90 / p10 = e^(2 · 1.2816 · spread)).
SPEED = {"easy": 1.6, "normal": 1.0, "hard": 0.55}
SPREAD = {"easy": 0.30, "normal": 0.25, "hard": 0.18}
# Wrong first calls: easy 13 %, normal 3 %, hard never.
WRONG = {"easy": 0.13, "normal": 0.03, "hard": 0.0}
# After a wrong call: easy calls again three times in four, normal nine in ten.
RETRY = {"easy": 0.75, "normal": 0.9}
# Nobody reads dice faster than this, however quick at adding: seconds to any call.
FLOOR = {"easy": 1.2, "normal": 0.9, "hard": 0.7}
# Between two CPUs the faster level takes 88 % (normal over easy) and 97 % (hard over
# normal) of the rounds.
FASTER_TAKES = {("normal", "easy"): 0.88, ("hard", "normal"): 0.97}


def sample_throws(count: int, seed: int) -> list[Throw]:
    rng = random.Random(seed)
    return [throw_dice(rng, 2) for _ in range(count)]


def right_first_calls(level: str, count: int, seed: int) -> list[tuple[int, Throw]]:
    """(delay in frames, throw) of every plan whose first call is right."""
    rng = random.Random(seed)
    calls = []
    for throw in sample_throws(count, seed):
        first = plan(throw, False, level, rng)[0]
        if first.number == answer(throw):
            calls.append((first.delay, throw))
    return calls


def quantiles(values: list[float]) -> tuple[float, float, float]:
    deciles = statistics.quantiles(values, n=10)
    return deciles[0], statistics.median(values), deciles[-1]


def seconds_to_the_right_call(level: str, count: int, seed: int) -> list[float]:
    """Per throw, seconds to its right call (plans that give up after a wrong call have none)."""
    rng = random.Random(seed)
    seconds = []
    for throw in sample_throws(count, seed):
        right = [c.delay for c in plan(throw, False, level, rng) if c.number == answer(throw)]
        seconds += [right[0] / 60] if right else []
    return seconds


def test_each_level_calls_after_its_reaction_time() -> None:
    """p10, median and p90 of the seconds to the right call lie within 8 % of the design's
    figures for the level (measured: easy 4.3 / 6.7 / 10.3 s, normal 2.8 / 4.0 / 5.9 s,
    hard 1.6 / 2.2 / 2.9 s)."""
    for level, design in REACTION.items():
        measured = quantiles(seconds_to_the_right_call(level, 1500, seed=51))
        for got, wanted in zip(measured, design, strict=True):
            assert abs(got / wanted - 1) < 0.08, (level, measured)


def test_each_level_scales_the_work_of_a_throw_by_its_speed_and_spread() -> None:
    """Per throw, reaction / work: its median is the level's speed (within 5 %) and its
    p90 / p10 the level's log-normal spread (within 12 %). Measured: medians 1.63, 1.01,
    0.55; p90 / p10 2.19, 1.88, 1.60 against 2.16, 1.90, 1.59."""
    for level, speed in SPEED.items():
        ratios = [
            delay / frames(work_seconds(load_of(throw, False)))
            for delay, throw in right_first_calls(level, 1500, seed=52)
        ]
        p10, median, p90 = quantiles(ratios)
        assert abs(median / speed - 1) < 0.05, (level, median)
        spread = 2.5631 * SPREAD[level]  # ln(p90 / p10) of a log-normal
        assert abs((p90 / p10) / math.exp(spread) - 1) < 0.12, (level, p90 / p10)


def test_each_level_calls_wrong_first_as_often_as_it_should() -> None:
    """Measured: easy 12.8 %, normal 3.1 %, hard none, of 4000 first calls."""
    throws = sample_throws(4000, seed=53)
    for level, rate in WRONG.items():
        rng = random.Random(53)
        wrong = sum(plan(t, False, level, rng)[0].number != answer(t) for t in throws)
        share = wrong / len(throws)
        assert abs(share - rate) < max(0.01, rate / 4), (level, share)
        assert (wrong == 0) == (rate == 0), level


def test_after_a_wrong_call_each_level_tries_again_as_often_as_it_should() -> None:
    """Counted over wrong first calls only; the level's own rate of them is raised for
    the count (so there are enough), its retries are its own. Measured: easy 75 %, normal
    89 %."""
    for level, rate in RETRY.items():
        sloppy = replace(LEVELS[level], wrong=1.0)
        rng = random.Random(54)
        wrong = again = 0
        for throw in sample_throws(1500, seed=54):
            calls = plan(throw, False, sloppy, rng)
            if calls[0].number != answer(throw):
                wrong += 1
                again += len(calls) == 2
        assert wrong > 1000 and abs(again / wrong - rate) < 0.04, (level, again / wrong)


def test_each_level_never_calls_before_its_floor() -> None:
    """A level made to add instantly still waits its floor before any call, right or wrong."""
    for level, floor in FLOOR.items():
        instant = replace(LEVELS[level], speed=0.01, wrong=min(1.0, 4 * LEVELS[level].wrong))
        rng = random.Random(55)
        delays = [c.delay for t in sample_throws(300, 55) for c in plan(t, False, instant, rng)]
        assert min(delays) == frames(floor), (level, min(delays))


def rounds_taken(levels: tuple[str, str], matches: int) -> tuple[float, float]:
    """Share of all rounds that seat 0 (the faster level) took first, and of matches won."""
    taken = rounds = won = 0
    for seed in range(matches):
        run = autoplay(levels, Options(), seed=600 + seed)
        rounds += run.rounds
        taken += sum(e.kind == "RoundWon" and e.seats[0] == 0 for e in run.events)
        won += run.match.winner == 0
    return taken / rounds, won / matches


def test_the_faster_level_takes_its_share_of_rounds_and_nearly_every_match() -> None:
    """150 seeded two-CPU matches a pair. Measured: normal takes 88.7 % of the rounds from
    easy, hard 97.5 % from normal; the faster level won all 150 matches of each pair."""
    for levels, share in FASTER_TAKES.items():
        taken, won = rounds_taken(levels, 150)
        assert abs(taken - share) < 0.04 and won > 0.95, (levels, taken, won)
