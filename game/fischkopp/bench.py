"""Measure the Fischkopp CPU: table builds, decisions, beat the leader, levels, shouting.

Run ``python -m game.fischkopp.bench [games]`` (default 300 games per comparison).
Build times are thread CPU time (``time.thread_time``); one job step is timed on the wall
clock too, since that is what a frame pays.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Iterator

from game.core.seats import CPU_LEVELS
from game.core.timing import seconds
from game.fischkopp.cpu import tables
from game.fischkopp.cpu.distribution import turn_outcomes
from game.fischkopp.cpu.leader import LeaderTarget, layer_of
from game.fischkopp.cpu.model import TurnModel, model_steps, outcome_code
from game.fischkopp.cpu.player import choose
from game.fischkopp.cpu.selfplay import Chooser, play_match
from game.fischkopp.cpu.shouts import shout_plan
from game.fischkopp.cpu.solver import ValueTable, table_steps
from game.fischkopp.logic.actions import Action, Cover, Roll
from game.fischkopp.logic.rules import FischkoppMatch, Phase

LEADER_SCORES = (-1, 0, 5, 10, 15, 20, 25, 30, 35, 40)
PLAN_SAMPLES = 5000
PAIRS = (("hard", "normal"), ("normal", "easy"), ("hard", "easy"))


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _timed(steps: Iterator[None]) -> tuple[float, list[float]]:
    """(thread CPU ms of the whole job, wall ms of each step)."""
    started, step_ms = time.thread_time(), []
    while True:
        before = time.perf_counter()
        try:
            next(steps)
        except StopIteration:
            break
        step_ms.append((time.perf_counter() - before) * 1000)
    return (time.thread_time() - started) * 1000, step_ms


def _score_cost(score: int, layer: int) -> float:
    return float(score)


def _builds() -> list[tuple[str, Iterator[None]]]:
    """Each table job from scratch: the model, then tables on a finished model."""
    model = TurnModel()
    for _ in model_steps(model):
        pass
    target = LeaderTarget(20, 0, 0.5)
    level = layer_of(target, 0)
    return [
        ("turn model", model_steps(TurnModel())),
        ("expected score", table_steps(ValueTable(model, 1, _score_cost))),
        ("leader, level on Fischkoepfe", tables.leader_steps_on(model, target, level)),
        ("leader, all layers", tables.leader_steps_on(model, target, 0)),
    ]


def table_builds(repeats: int = 3) -> None:
    """Each build ``repeats`` times; "steady" takes each step's fastest run, which filters
    out pauses caused by other processes on the machine."""
    print(f"== table builds (fresh, as jobs; best of {repeats}) ==")
    runs = [[_timed(job) for _, job in _builds()] for _ in range(repeats)]
    for i, (name, _) in enumerate(_builds()):
        totals = [run[i][0] for run in runs]
        steps = [min(per_run) for per_run in zip(*(run[i][1] for run in runs), strict=True)]
        raw = max(ms for run in runs for ms in run[i][1])
        print(
            f"{name:30s} {min(totals):6.1f} ms CPU  {len(steps):5d} steps  steady step median "
            f"{statistics.median(steps):.3f} ms  p99 {_percentile(steps, 0.99):.3f} ms  "
            f"max {max(steps):.3f} ms  (raw max {raw:.1f} ms)"
        )
    print(f"expected score from the empty board: {tables.expected_table().values[0][0]:.10f}")


def _expected_only(match: FischkoppMatch, seat: int, level: str, rng: random.Random) -> Action:
    """Hard without beat-the-leader: always the lowest expected score."""
    if match.phase is Phase.ROLL:
        return Roll(seat)
    table = tables.expected_table()
    return Cover(
        seat,
        min(match.choices, key=lambda f: (table.code_value(0, outcome_code(match.board, f)), f)),
    )


def _share(score: int, count: int, target: LeaderTarget) -> float:
    """What ending with (score, Fischköpfe) is worth against ``target`` (a tie: half)."""
    if score != target.score:
        return float(score < target.score)
    if count != target.fischkoepfe:
        return float(count > target.fischkoepfe)
    return target.tie_value


def leader_values() -> None:
    """Exact chances of the second of two hard seats, playing to beat the first's result
    or just for the lowest expected score; ties count half (equal penalty points)."""
    expected = tables.expected_table()
    model = tables.turn_model()
    ends = turn_outcomes(model, lambda mask, codes: expected.best_index(0, codes))
    scores = sorted({score for score, _ in ends})
    print("\n== beat the leader: exact chance to win from the empty board ==")
    print("leader score (0 Fischkoepfe)   beat-the-leader   lowest-expectation   gain")
    chance = {"leader": 0.0, "plain": 0.0}
    started = time.thread_time()
    for score in scores:
        for (first, count), p in ends.items():
            if first != score:
                continue
            target = LeaderTarget(score, count, 0.5)
            layer = layer_of(target, 0)
            win = 1.0 - tables.leader_table(target, 0).values[layer][0]
            plain = sum(q * _share(s, c, target) for (s, c), q in ends.items())
            chance["leader"] += p * win
            chance["plain"] += p * plain
            if count == 0 and score in LEADER_SCORES:
                print(f"{score:28d}   {win:15.4f}   {plain:18.4f}   {win - plain:+.4f}")
    gain = chance["leader"] - chance["plain"]
    print(
        f"second of two hard seats wins {chance['leader']:.2%} playing to beat the leader, "
        f"{chance['plain']:.2%} playing for the lowest average: {gain:+.2%} of all games, "
        f"{gain / chance['plain']:+.1%} more wins ({len(scores)} leader scores, "
        f"{(time.thread_time() - started):.1f} s CPU)"
    )


def _ready_then_choose(timings: dict[str, list[float]]) -> Chooser:
    def chooser(match: FischkoppMatch, seat: int, level: str, rng: random.Random) -> Action:
        if level == "hard" and not tables.is_ready(match, seat):
            for _ in tables.table_job(match, seat):  # the screen runs this as a job
                pass
        started = time.perf_counter()
        action = choose(match, seat, level, rng)
        if match.phase is Phase.COVER:
            timings[level].append((time.perf_counter() - started) * 1000)
        return action

    return chooser


def leader_games(games: int) -> None:
    print(f"\n== beat the leader in play: hard first, then hard with or without ({games} games) ==")
    # Seat 0's turn does not depend on seat 1, so play once to learn each game's leader
    # score and then in that order, so each leader table is built only once.
    first: list[tuple[int, int]] = []
    for seed in range(games):
        match = FischkoppMatch.new(2, 0, random.Random(seed))
        play_match(match, ["hard", "hard"], random.Random(seed), chooser=_expected_only)
        first.append((match.scores[0] or 0, seed))
    wins = {"beat the leader": 0, "lowest expectation": 0}
    for _, seed in sorted(first):
        for name, chooser in (("beat the leader", choose), ("lowest expectation", None)):
            match = FischkoppMatch.new(2, 0, random.Random(seed))
            rng = random.Random(seed)
            if chooser is None:
                play_match(match, ["hard", "hard"], rng, chooser=_expected_only)
            else:
                play_match(match, ["hard", "hard"], rng)
            wins[name] += match.winner == 1
    error = (0.25 / games) ** 0.5  # one standard error of a win rate near a half
    for name, won in wins.items():
        print(f"second seat {name:20s} wins {won / games:.1%} (± {error:.1%})")
    print(f"more wins: {wins['beat the leader'] - wins['lowest expectation']:+d} games")


def level_games(games: int) -> None:
    print(f"\n== levels at one table: hard, normal, easy, rotating ({games} games) ==")
    levels = list(CPU_LEVELS)[::-1]
    timings: dict[str, list[float]] = {level: [] for level in levels}
    chooser = _ready_then_choose(timings)
    wins = dict.fromkeys(levels, 0)
    scores: dict[str, list[int]] = {level: [] for level in levels}
    crowns = dict.fromkeys(levels, 0)
    penalties = dict.fromkeys(levels, 0)
    stechen = 0
    for game in range(games):
        order = levels[game % 3 :] + levels[: game % 3]
        match = FischkoppMatch.new(3, 0, random.Random(game))
        play_match(match, order, random.Random(10_000 + game), chooser=chooser)
        wins[order[match.winner or 0]] += 1
        stechen += len(match.rounds) > 1
        for seat, level in enumerate(order):
            scores[level].append(match.scores[seat] or 0)
            crowns[level] += match.shouts.crowns[seat]
            penalties[level] += match.shouts.penalties[seat]
    for level in levels:
        ms = timings[level]
        print(
            f"{level:6s} wins {wins[level] / games:6.1%}"
            f"  mean score {statistics.mean(scores[level]):5.2f}"
            f"  crowns {crowns[level]:4d}  penalties {penalties[level]:3d}"
            f"  decision median {statistics.median(ms):.3f} ms  p99 {_percentile(ms, 0.99):.3f} ms"
            f"  max {max(ms):.3f} ms"
        )
    print(f"games with a Stechen: {stechen}")


def pair_games(games: int) -> None:
    print(f"\n== head to head, two seats, who starts alternates ({games} games a pair) ==")
    timings: dict[str, list[float]] = {level: [] for level in CPU_LEVELS}
    chooser = _ready_then_choose(timings)
    for pair in PAIRS:
        wins = dict.fromkeys(pair, 0)
        for game in range(games):
            order = list(pair) if game % 2 == 0 else list(pair[::-1])
            match = FischkoppMatch.new(2, 0, random.Random(50_000 + game))
            play_match(match, order, random.Random(game), chooser=chooser)
            wins[order[match.winner or 0]] += 1
        a, b = pair
        print(f"{a:6s} {wins[a] / games:6.1%}  vs  {b:6s} {wins[b] / games:6.1%}")


def shout_timing() -> None:
    print(f"\n== shout plans ({PLAN_SAMPLES} windows per level; frames at 60 per second) ==")
    for level in reversed(CPU_LEVELS):
        rng = random.Random(3)
        plans = [shout_plan(level, rng) for _ in range(PLAN_SAMPLES)]
        firsts = [plan[0] for plan in plans]
        late = sum(1 for f in firsts if f >= 600) / PLAN_SAMPLES
        on_time = [f for f in firsts if f < 600]
        print(
            f"{level:6s} first press p10 {_percentile(on_time, 0.1):4.0f}  median "
            f"{statistics.median(on_time):4.0f}  p90 {_percentile(on_time, 0.9):4.0f}  max "
            f"{max(on_time):4d} frames (median {seconds(statistics.median(on_time)):.2f} s)"
            f"  presses {statistics.mean(len(p) for p in plans):.1f}  too late {late:.1%}"
        )


def main(games: int = 300) -> None:
    table_builds()
    leader_values()
    level_games(games)
    pair_games(games)
    leader_games(games)
    shout_timing()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
