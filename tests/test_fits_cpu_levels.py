"""Fits CPU levels, each measured against what it is meant to be (easy's blunder rate is
held in test_fits_cpu.py): where easy's blunders come from, how easy sees the board, and
hard > normal > easy in seeded solo games.

The figures below are the design's or measured once, written here and never read from
the player, so a level that gets stronger or weaker fails its test.
"""

from __future__ import annotations

import random
import statistics

from game.core.seats import Seat, SeatKind
from game.fits.cpu import player
from game.fits.cpu.player import choose
from game.fits.logic.rules import Options, new_match

# easy: a blunder is any one of its four best moves, evenly (its best among them).
EASY_PICKS_FROM = 4


def solo_match(level: str, edition: str, seed: int):
    return new_match([Seat(0, SeatKind.CPU, level)], Options(edition), seed)


def play_solo(level: str, edition: str, seed: int) -> int:
    match = solo_match(level, edition, seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(choose(match, 0, level, rng))
    return match.totals[0]


def test_easy_blunders_pick_evenly_from_its_four_best_moves(monkeypatch) -> None:
    """Made to blunder on every move, easy picks among four moves (fewer only when fewer
    are legal), its own best among them, each about a quarter of the time."""
    match = solo_match("easy", "four_boards", 5)
    rng = random.Random(63)
    checked = 0
    while checked < 25:
        with monkeypatch.context() as calm:
            calm.setattr(player, "EASY_BLUNDER_CHANCE", 0.0)
            best = choose(match, 0, "easy", random.Random(0))
        picks: dict = {}
        with monkeypatch.context() as sloppy:
            sloppy.setattr(player, "EASY_BLUNDER_CHANCE", 1.0)
            for _ in range(40):
                action = choose(match, 0, "easy", rng)
                picks[action] = picks.get(action, 0) + 1
        if len(match.legal_actions(0)) >= EASY_PICKS_FROM:
            assert len(picks) == EASY_PICKS_FROM and best in picks, picks
            assert all(3 <= count <= 19 for count in picks.values()), picks
            checked += 1
        match.apply(best)


def test_easy_sees_the_board_like_a_beginner(monkeypatch) -> None:
    """Even without its blunders easy values the board as a beginner does (holes and a
    flat top, special cells hardly), and scores clearly below normal. Measured: compact
    14.1 against 20.2 points a game over 12 games, four boards 17.0 against 26.3 over 8
    (gaps of 4.7-6.8 and 8.5-9.3 on other seeds)."""
    monkeypatch.setattr(player, "EASY_BLUNDER_CHANCE", 0.0)
    for edition, games, margin in (("compact", 12, 3.0), ("four_boards", 8, 5.0)):
        easy = statistics.fmean(play_solo("easy", edition, seed) for seed in range(games))
        normal = statistics.fmean(play_solo("normal", edition, seed) for seed in range(games))
        assert easy < normal - margin, (edition, easy, normal)


def test_hard_outscores_normal_and_normal_outscores_easy() -> None:
    """Seeded solo games. Measured: compact hard 22.2 and normal 19.6 over five games
    (21.9 and 19.8 over 24), normal 20.2 and easy 12.6 over 12 (gaps of 6.8-9.4 on other
    seeds); four boards normal 26.3 and easy 5.0 over 8 (gaps of 17.6-28.5; hard 35.9
    against normal 25.4 over 12, too slow to play here)."""
    hard = statistics.fmean(play_solo("hard", "compact", seed) for seed in range(5))
    normal = statistics.fmean(play_solo("normal", "compact", seed) for seed in range(5))
    assert hard > normal + 1.0, (hard, normal)
    for edition, games, margin in (("compact", 12, 4.0), ("four_boards", 8, 10.0)):
        normal = statistics.fmean(play_solo("normal", edition, seed) for seed in range(games))
        easy = statistics.fmean(play_solo("easy", edition, seed) for seed in range(games))
        assert normal > easy + margin, (edition, normal, easy)
