"""Measure the Würfelblitz CPU levels: reaction times, wrong calls, and who beats whom.

Run ``python -m game.wuerfelblitz.bench [matches]`` (default 300 matches a pairing).
Reaction = frames from the reveal to the level's right call (after a wrong one if any);
throws where it never calls right are left out of the times and counted as given up.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from game.core.seats import CPU_LEVELS
from game.core.timing import FPS
from game.wuerfelblitz.cpu.autoplay import autoplay
from game.wuerfelblitz.cpu.difficulty import load_of, work_seconds
from game.wuerfelblitz.cpu.reaction import plan
from game.wuerfelblitz.logic.answer import answer
from game.wuerfelblitz.logic.dice import throw_dice
from game.wuerfelblitz.logic.events import RoundWon
from game.wuerfelblitz.logic.options import Options

THROWS = 20_000
VARIANTS = ((2, False), (3, False), (2, True), (3, True))
PAIRINGS = (("easy", "normal"), ("normal", "hard"), ("easy", "hard"))


def _percentile(samples: list[int], fraction: float) -> int:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _seconds(frame_count: float) -> str:
    return f"{frame_count / FPS:.2f} s"


def reactions(whites: int, brain_twister: bool, throws: int = THROWS) -> None:
    dice_rng, cpu_rng = random.Random(1), random.Random(2)
    sample = [throw_dice(dice_rng, whites) for _ in range(throws)]
    work = [work_seconds(load_of(t, brain_twister)) for t in sample]
    print(
        f"\n{whites} white dice, brain-twister {'on' if brain_twister else 'off'}: "
        f"work mean {statistics.mean(work):.2f} s, "
        f"p10 {_percentile(work, 0.1):.2f} s, p90 {_percentile(work, 0.9):.2f} s"
    )
    for level in CPU_LEVELS:
        times, wrong_first, given_up, plan_us = [], 0, 0, []
        for throw in sample:
            started = time.perf_counter()
            calls = plan(throw, brain_twister, level, cpu_rng)
            plan_us.append((time.perf_counter() - started) * 1e6)
            right = answer(throw, brain_twister)
            wrong_first += calls[0].number != right
            hits = [c.delay for c in calls if c.number == right]
            if hits:
                times.append(hits[0])
            else:
                given_up += 1
        mean = statistics.mean(times)
        print(
            f"  {level:6}  mean {mean:6.1f} f ({_seconds(mean)})"
            f"  median {_percentile(times, 0.5):4d} f ({_seconds(_percentile(times, 0.5))})"
            f"  p10 {_percentile(times, 0.1):4d} f ({_seconds(_percentile(times, 0.1))})"
            f"  p90 {_percentile(times, 0.9):4d} f ({_seconds(_percentile(times, 0.9))})"
            f"  wrong first {100 * wrong_first / len(sample):4.1f} %"
            f"  gave up {100 * given_up / len(sample):3.1f} %"
            f"  plan p99 {_percentile(plan_us, 0.99):.0f} µs"
        )


def head_to_head(matches: int) -> None:
    print(f"\nWin rates over {matches} matches a pairing (seats swap every match):")
    for whites, twister in ((2, False), (3, True)):
        options = Options(whites, twister)
        for a, b in PAIRINGS:
            wins = {a: 0, b: 0}
            firsts = {a: 0, b: 0}  # rounds each level called right first
            rounds = []
            for seed in range(matches):
                levels = (a, b) if seed % 2 == 0 else (b, a)
                run = autoplay(levels, options, seed)
                assert run.match.winner is not None
                wins[levels[run.match.winner]] += 1
                rounds.append(run.rounds)
                for event in run.events:
                    if isinstance(event, RoundWon):
                        firsts[levels[event.seats[0]]] += 1
            share = {lv: 100 * n / sum(firsts.values()) for lv, n in firsts.items()}
            print(
                f"  {whites} white, twister {'on ' if twister else 'off'}  {a:6} vs {b:6}: "
                f"{100 * wins[a] / matches:5.1f} % / {100 * wins[b] / matches:5.1f} %"
                f"  rounds won first {share[a]:4.1f} % / {share[b]:4.1f} %"
                f"  ({statistics.mean(rounds):.1f} rounds a match)"
            )
    wins3 = dict.fromkeys(CPU_LEVELS, 0)
    for seed in range(matches):
        levels = tuple(CPU_LEVELS[(i + seed) % 3] for i in range(3))
        run = autoplay(levels, Options(), seed)
        assert run.match.winner is not None
        wins3[levels[run.match.winner]] += 1
    shares = ", ".join(f"{lv} {100 * n / matches:.1f} %" for lv, n in wins3.items())
    print(f"  all three at one table (2 white): {shares}")


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    started = time.perf_counter()
    print("Reaction from the reveal to the right call, per level (60 frames = 1 s):")
    for whites, twister in VARIANTS:
        reactions(whites, twister)
    head_to_head(matches)
    print(f"\n(bench took {time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
