"""Measure the Fiese 15 CPU: table builds, decision times, and how well each level scores.

Run ``python -m game.fiese15.bench`` (add a number of games to change the default).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time

from game.core.seats import CPU_LEVELS, Seat, SeatKind
from game.fiese15.cpu.player import choose, expected_turn_score
from game.fiese15.cpu.solver import TurnTable, group_roll_classes, table_steps, valid_dice_ways
from game.fiese15.logic.rules import Options, new_match
from game.fiese15.logic.strips import STRIPS, TILES_IN_PLAY

STRIP_1_FRONT = STRIPS[0].front


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _timed_build(targets: tuple[int, ...]) -> tuple[float, list[float]]:
    """(whole build, each chunk) in ms for a fresh table, with cold roll-class caches."""
    group_roll_classes.cache_clear()
    valid_dice_ways.cache_clear()
    table = TurnTable(targets, zocker=False)
    chunk_ms = []
    started = last = time.perf_counter()
    for _ in table_steps(table):
        now = time.perf_counter()
        chunk_ms.append((now - last) * 1000)
        last = now
    return (time.perf_counter() - started) * 1000, chunk_ms


def measure_table_builds(repeats: int = 5) -> dict:
    """Build every table a game can need from scratch, timing each chunk between yields.

    Each build runs ``repeats`` times; the "steady" figures take each chunk's fastest run,
    which filters out pauses caused by other processes on the machine.
    """
    keys = {tuple(sorted(strip.front)) for strip in STRIPS}
    keys |= {tuple(sorted((*strip.back, tile))) for strip in STRIPS for tile in TILES_IN_PLAY[6]}
    build_ms, raw_chunk_ms, steady_chunk_ms, chunk_counts = [], [], [], []
    for targets in sorted(keys):
        runs = [_timed_build(targets) for _ in range(repeats)]
        build_ms.append(min(total for total, _ in runs))
        chunk_counts.append(len(runs[0][1]))
        raw_chunk_ms.extend(ms for _, chunks in runs for ms in chunks)
        steady_chunk_ms.extend(min(per_run) for per_run in zip(*(c for _, c in runs), strict=True))
    return {
        "tables": len(keys),
        "build_ms_median": round(statistics.median(build_ms), 2),
        "build_ms_max": round(max(build_ms), 2),
        "build_ms_all_tables": round(sum(build_ms), 1),
        "chunks_per_table_max": max(chunk_counts),
        "chunk_ms_p99": round(_percentile(steady_chunk_ms, 0.99), 3),
        "chunk_ms_max_steady": round(max(steady_chunk_ms), 3),
        "chunk_ms_max_raw": round(max(raw_chunk_ms), 3),
    }


def play_games(games: int, options: Options) -> dict:
    """Hard, normal and easy at one table; decision times and per-turn scores per level."""
    levels = list(CPU_LEVELS)[::-1]  # hard, normal, easy
    decision_ms: dict[str, list[float]] = {level: [] for level in levels}
    totals = {level: 0 for level in levels}
    wins = {level: 0 for level in levels}
    for game in range(games):
        order = levels[game % 3 :] + levels[: game % 3]  # rotate who starts
        seats = [Seat(i, SeatKind.CPU, level) for i, level in enumerate(order)]
        match = new_match(seats, options, seed=game)
        rng = random.Random(game)
        while not match.is_over:
            seat = match.current_seat
            started = time.perf_counter()
            action = choose(match, seat, order[seat], rng)
            decision_ms[order[seat]].append((time.perf_counter() - started) * 1000)
            match.apply(action)
        for seat, level in enumerate(order):
            totals[level] += match.totals[seat]
        for seat in match.winners():
            wins[order[seat]] += 1
    turns = games * 10
    return {
        level: {
            "mean_turn_score": round(totals[level] / turns, 3),
            "mean_game_total": round(totals[level] / games, 2),
            "wins": wins[level],
            "decision_ms_median": round(statistics.median(decision_ms[level]), 4),
            "decision_ms_p99": round(_percentile(decision_ms[level], 0.99), 4),
        }
        for level in levels
    }


def run(games: int = 300) -> dict:
    builds = measure_table_builds()
    return {
        "table_builds": builds,
        "expected_turn_score_strip1_front": round(expected_turn_score(STRIP_1_FRONT), 6),
        "expected_turn_score_strip1_front_zocker": round(
            expected_turn_score(STRIP_1_FRONT, zocker=True), 6
        ),
        "games": games,
        "normal_rules": play_games(games, Options()),
        "handicap_zocker": play_games(games, Options(zocker=True, handicap=True)),
    }


if __name__ == "__main__":
    print(json.dumps(run(int(sys.argv[1]) if len(sys.argv) > 1 else 300), indent=2))
