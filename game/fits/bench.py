"""Bench the Fits CPU: solo scores over seeded games and how long its thinking takes.

    python -m game.fits.bench [--games N] [--edition E] [--level L]

Seeds are 0..N-1. Decision time is the whole ``plan`` run; a chunk is one step of it (what the
screen runs within a frame).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from game.core.seats import Seat, SeatKind
from game.fits.cpu.player import plan
from game.fits.logic.boards import EDITIONS, solo_titles
from game.fits.logic.rules import Options, new_match


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _play(seed: int, edition: str, level: str, decisions: list[float], chunks: list[float]):
    match = new_match([Seat(0, SeatKind.CPU, level)], Options(edition), seed)
    rng = random.Random(seed)
    while not match.is_over:
        thinking = plan(match, 0, level, rng)
        spent = 0.0
        while True:
            started = time.perf_counter()
            try:
                next(thinking)
            except StopIteration as done:
                action = done.value
                break
            finally:
                chunk = time.perf_counter() - started
                chunks.append(chunk)
                spent += chunk
        decisions.append(spent)
        match.apply(action)
    return match.totals[0], match.solo_title(0)


def run(games: int = 200, editions=EDITIONS, level: str = "hard") -> dict:
    """Per edition: solo score mean/min/max, title shares and thinking times in ms."""
    report = {}
    for edition in editions:
        decisions: list[float] = []
        chunks: list[float] = []
        totals, titles = [], Counter()
        for seed in range(games):
            total, title = _play(seed, edition, level, decisions, chunks)
            totals.append(total)
            titles[title] += 1
        report[edition] = {
            "games": games,
            "level": level,
            "mean": statistics.fmean(totals),
            "min": min(totals),
            "max": max(totals),
            "titles": {title: titles[title] / games for title in solo_titles(edition)},
            "decision_ms": {
                "median": 1000 * statistics.median(decisions),
                "p99": 1000 * _percentile(decisions, 0.99),
                "max": 1000 * max(decisions),
            },
            "chunk_ms_p99": 1000 * _percentile(chunks, 0.99),
            "largest_chunk_ms": 1000 * max(chunks),
        }
    return report


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--edition", choices=EDITIONS, action="append")
    parser.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    args = parser.parse_args(argv)
    report = run(args.games, tuple(args.edition or EDITIONS), args.level)
    for edition, figures in report.items():
        times = figures["decision_ms"]
        print(f"{edition} ({figures['level']}, {figures['games']} games)")
        print(
            f"  solo score  mean {figures['mean']:.2f}  min {figures['min']}  max {figures['max']}"
        )
        shares = "  ".join(f"{title} {share:.0%}" for title, share in figures["titles"].items())
        print(f"  titles      {shares}")
        print(
            f"  decision ms median {times['median']:.1f}  p99 {times['p99']:.1f}"
            f"  max {times['max']:.1f}"
        )
        print(
            f"  plan chunk ms p99 {figures['chunk_ms_p99']:.2f}"
            f"  largest {figures['largest_chunk_ms']:.2f}"
        )


if __name__ == "__main__":
    main()
