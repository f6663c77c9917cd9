"""Fischkopp CPU levels, each measured against what it is meant to be: its moves and its
shouts.

The rates and times below are the design's, written here and never read from the players,
so a player whose mistakes or reactions change fails its test. Every sample is seeded.
"""

from __future__ import annotations

import random
import statistics
from itertools import pairwise

from game.fischkopp.cpu import casual, choose, cover_values, shout_plan
from game.fischkopp.cpu.selfplay import play_match
from game.fischkopp.cpu.shouts import STYLES as SHOUT_STYLES
from game.fischkopp.logic import GRACE_FRAMES, WINDOW_FRAMES, FischkoppMatch
from game.fischkopp.logic.board import FULL_MASK, choices, is_resting, mask_of
from game.fischkopp.logic.rules import Phase

# easy: grabs the biggest field of the roll a little more than half the time (0.55),
# otherwise whichever field catches its eye (any of them, evenly).
EASY_BIGGEST = 0.55
# normal: a rule of thumb with a mood; the mood alone turns about one decision in six away
# from what the rule without it would pick (measured 0.16 on these states).
NORMAL_MOOD_SWAYS = 0.16
# Shouts, first press after the window opens: hard ≈ 0.35 s, normal ≈ 0.7 s, easy ≈ 1.5 s
# (in 60 Hz frames), log-normal with a spread (p90 / p10) of about 1.9, 2.45 and 4.7.
FIRST_PRESS = {"hard": 21, "normal": 42, "easy": 90}
PRESS_SPREAD = {"hard": 1.9, "normal": 2.45, "easy": 4.66}
# Presses per shout: hard 6-11, normal 3-7, easy 1-4 (evenly), at gaps of 5-9, 7-14 and
# 10-24 frames; only easy dozes off, missing about one window in sixteen (0.06).
PRESSES = {"hard": (6, 11), "normal": (3, 7), "easy": (1, 4)}
PRESS_GAP = {"hard": (5, 9), "normal": (7, 14), "easy": (10, 24)}
DOZES = {"hard": 0.0, "normal": 0.0, "easy": 0.06}

RESTING = [m for m in range(FULL_MASK + 1) if is_resting(m)]


def cover_states(count: int, seed: int, least: int = 2) -> list[FischkoppMatch]:
    """Random boards with a roll that offers at least ``least`` fields."""
    rng = random.Random(seed)
    states = []
    while len(states) < count:
        mask = rng.choice(RESTING)
        fields = choices(mask, rng.randint(1, 6), rng.randint(1, 6))
        if len(fields) < least:
            continue
        match = FischkoppMatch.new(1, 0, random.Random(0))
        match.board, match.choices, match.phase = mask, fields, Phase.COVER
        states.append(match)
    return states


# -- easy ---------------------------------------------------------------------------------


def test_easy_grabs_the_biggest_field_a_little_more_than_half_the_time() -> None:
    """With k fields on offer easy covers the biggest with chance 0.55 + 0.45 / k: counted
    over 1500 decisions (measured 0.77 of them against 0.76 expected)."""
    states = cover_states(1500, seed=41)
    rng = random.Random(41)
    biggest = expected = 0.0
    for match in states:
        field = choose(match, 0, "easy", rng).field
        biggest += field == max(match.choices)
        expected += EASY_BIGGEST + (1 - EASY_BIGGEST) / len(match.choices)
    assert abs(biggest - expected) < 0.04 * len(states), (biggest, expected, len(states))


# -- normal -------------------------------------------------------------------------------


def test_normal_has_a_mood_that_sways_about_one_decision_in_six(monkeypatch) -> None:
    """The share of decisions where normal covers another field than its rule of thumb
    without a mood would lies near 0.16."""
    swayed = 0
    states = cover_states(1500, seed=42)
    for number, match in enumerate(states):
        moody = choose(match, 0, "normal", random.Random(number))
        with monkeypatch.context() as calm:
            calm.setattr(casual, "NORMAL_MOOD", 0.0)
            plain = choose(match, 0, "normal", random.Random(number))
        swayed += moody != plain
    assert abs(swayed / len(states) - NORMAL_MOOD_SWAYS) < 0.05, swayed / len(states)


# -- strength -----------------------------------------------------------------------------


def test_each_level_gives_away_its_share_of_points_per_decision() -> None:
    """Expected points a decision adds to the turn's score against best play (the exact
    table): hard none, normal a little, easy clearly more; and how often each level takes
    the best field."""
    states = cover_states(1500, seed=43)
    lost = dict.fromkeys(("hard", "normal", "easy"), 0.0)
    best_taken = dict.fromkeys(lost, 0)
    for number, match in enumerate(states):
        values = {field: expected for field, (_, expected) in cover_values(match).items()}
        best = min(values.values())
        for level in lost:
            field = choose(match, 0, level, random.Random(number)).field
            lost[level] += (values[field] - best) / len(states)
            best_taken[level] += values[field] == best
    assert lost["hard"] == 0.0 and best_taken["hard"] == len(states)
    # Measured: normal 0.31 points and the best field 75 % of the time, easy 1.09 and 57 %
    # (normal 0.31-0.36 and 70-75 %, easy 1.01-1.09 and 57-58 % on other seeds).
    assert 0.15 < lost["normal"] < 0.6 and 0.7 < lost["easy"] < 1.6, lost
    assert lost["easy"] > lost["normal"] + 0.4, lost
    share = {level: taken / len(states) for level, taken in best_taken.items()}
    assert 0.62 < share["normal"] < 0.84 and 0.48 < share["easy"] < 0.66, share


def test_hard_scores_lower_than_normal_and_normal_lower_than_easy_per_turn() -> None:
    """Solo turns through the real rules (a low score wins): hard < normal < easy, with room."""
    mean = {}
    for level in ("hard", "normal", "easy"):
        scores = []
        for seed in range(1000):
            match = FischkoppMatch.new(1, 0, random.Random(seed))
            play_match(match, [level], random.Random(seed))
            scores.append(match.scores[0])
        mean[level] = statistics.fmean(scores)
    # Measured: hard 28.2, normal 31.1, easy 35.8 points a turn (each ±0.7 on other seeds).
    assert mean["hard"] < mean["normal"] - 1.5 and mean["normal"] < mean["easy"] - 2.0, mean


# -- shouts -------------------------------------------------------------------------------


def plans(level: str, count: int = 2000) -> list[list[int]]:
    rng = random.Random(44)
    return [shout_plan(level, rng) for _ in range(count)]


def test_each_level_shouts_first_after_its_reaction_time() -> None:
    """Per level: the median first press (of windows it did not doze through) lies within
    10 % of the design's, and its spread p90 / p10 within 20 %."""
    for level, median in FIRST_PRESS.items():
        firsts = sorted(plan[0] for plan in plans(level) if plan[0] < WINDOW_FRAMES)
        measured = statistics.median(firsts)
        assert abs(measured / median - 1) < 0.1, (level, measured)
        spread = firsts[len(firsts) * 9 // 10] / firsts[len(firsts) // 10]
        assert abs(spread / PRESS_SPREAD[level] - 1) < 0.2, (level, spread)


def test_only_easy_dozes_through_a_window_about_one_time_in_sixteen() -> None:
    for level, chance in DOZES.items():
        dozed = sum(plan[0] >= WINDOW_FRAMES for plan in plans(level)) / 2000
        assert abs(dozed - chance) < 0.02 and (dozed == 0) == (chance == 0), (level, dozed)


def test_each_level_presses_as_often_and_as_fast_as_it_should() -> None:
    """Windows it did not doze through: the mean number of presses and the mean gap between
    them lie near the middle of the level's ranges, and no plan leaves the ranges."""
    for level in FIRST_PRESS:
        awake = [plan for plan in plans(level) if plan[0] < WINDOW_FRAMES]
        counts = [len(plan) for plan in awake]
        gaps = [b - a for plan in awake for a, b in pairwise(plan)]
        low, high = PRESSES[level]
        assert low <= min(counts) and max(counts) <= high, level
        assert abs(statistics.fmean(counts) - (low + high) / 2) < 0.15 * (high - low + 1), level
        low, high = PRESS_GAP[level]
        assert low <= min(gaps) and max(gaps) <= high, level
        assert abs(statistics.fmean(gaps) - (low + high) / 2) < 0.1 * (high - low + 1), level


# ----- the rules of thumb and the shout plans, draw by draw -------------------------------------
def test_normal_rule_of_thumb_weighs_each_field_as_documented():
    """High fields by their number, 1-3 a flat worth, 4-6 their number less an offset, and an
    even field a little more while no odd field is covered (the hope of a Gräte)."""
    worth = casual._normal_worth
    none = 0
    one_odd = mask_of([1])
    assert worth(none, 7) == casual.NORMAL_WORTH_HIGH * 7  # odd: no hope
    assert worth(none, 12) == casual.NORMAL_WORTH_HIGH * 12 + casual.NORMAL_GRAETE_HOPE
    assert worth(none, 3) == casual.NORMAL_WORTH_HEAD
    assert worth(none, 5) == 5 + casual.NORMAL_WORTH_MIDDLE
    assert worth(none, 4) == 4 + casual.NORMAL_WORTH_MIDDLE + casual.NORMAL_GRAETE_HOPE
    assert worth(one_odd, 4) == 4 + casual.NORMAL_WORTH_MIDDLE  # the Gräte is gone
    assert worth(one_odd, 6) == 6 + casual.NORMAL_WORTH_MIDDLE
    graete_next = mask_of([2, 4, 6, 8, 10])
    assert worth(graete_next, 12) > max(worth(graete_next, f) for f in (1, 3, 5, 7, 9, 11))


class Draws:
    """An rng whose draws a test sets: ``random()`` and ``lognormvariate()`` give fixed
    values, ``randint(a, b)`` the next scripted pick ("low" a, "high" b, or a number)."""

    def __init__(self, chance: float = 0.5, reaction: float = 1.0, ints=()) -> None:
        self.chance, self.reaction, self.ints = chance, reaction, list(ints)

    def random(self) -> float:
        return self.chance

    def lognormvariate(self, _mu: float, _sigma: float) -> float:
        return self.reaction

    def randint(self, low: int, high: int) -> int:
        pick = self.ints.pop(0) if self.ints else "low"
        return low if pick == "low" else high if pick == "high" else pick


def test_a_dozing_cpu_shouts_in_the_grace_after_the_window():
    """Asleep when the window opened, it wakes as it closes: its first press is at the close
    at the earliest, half the grace at the latest, and none falls after the grace."""
    early = shout_plan("easy", Draws(chance=0.0, ints=["low", "high", "low"]))
    assert early[0] == WINDOW_FRAMES
    late = shout_plan("easy", Draws(chance=0.0, ints=["high", "high", "low"]))
    assert late[0] == WINDOW_FRAMES + GRACE_FRAMES // 2
    to_the_end = GRACE_FRAMES - GRACE_FRAMES // 2  # the next press would land on the end
    last = shout_plan("easy", Draws(chance=0.0, ints=["high", "high", to_the_end]))
    assert last == [WINDOW_FRAMES + GRACE_FRAMES // 2]


def test_a_cpu_dozes_only_below_its_chance():
    easy = shout_plan("easy", Draws(chance=SHOUT_STYLES["easy"].doze_chance))
    assert easy[0] < WINDOW_FRAMES  # exactly at the chance: awake


def test_a_cpu_too_slow_for_the_window_presses_on_its_last_frame():
    assert shout_plan("normal", Draws(reaction=1e9)) == [WINDOW_FRAMES - 1]
