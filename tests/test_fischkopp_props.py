"""Fischkopp properties over many random matches, and exact replays from seed + actions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.fischkopp.cpu.selfplay import play_match
from game.fischkopp.logic import WINDOW_FRAMES, Cover, FischkoppMatch, Phase, Roll, Shout
from game.fischkopp.logic.board import EVEN_MASK, HEAD_MASK, bit, uncovered_sum
from game.fischkopp.logic.events import (
    EarlyShout,
    FieldCovered,
    ShoutPenalty,
    ShoutWindowClosed,
    TurnEnded,
)
from game.fischkopp.logic.shouting import MASH_FRAMES


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(1, 4),
    picks=st.lists(st.integers(0, 2), min_size=1, max_size=30),
)
def test_random_play_keeps_the_board_honest(seed: int, seats: int, picks: list[int]) -> None:
    match = FischkoppMatch.new(seats, 1, random.Random(seed))
    frame, moves = 0, 0
    while not match.is_over:
        seat = match.current_seat
        assert seat is not None
        before, offered = match.board, match.choices
        assert before & HEAD_MASK != HEAD_MASK  # 1–3 never rest all covered
        if match.phase is Phase.COVER:
            field = match.choices[picks[moves % len(picks)] % len(match.choices)]
            moves += 1
            events = match.apply(Cover(seat, field, frame))
        else:
            if match.window_open:
                frame = match.shouts.closes_at or frame
            events = match.apply(Roll(seat, frame))
        for event in events:
            if isinstance(event, FieldCovered):
                assert not before & bit(event.field)  # never covered twice
                assert event.field in offered
            if isinstance(event, TurnEnded):
                if event.reason == "stuck":
                    assert event.score == uncovered_sum(before)
                elif event.reason == "graete":
                    assert event.score == -1 and before | bit(field) == EVEN_MASK
                else:
                    assert event.score == 0
        frame += 1
    scores = [s for s in match.scores if s is not None]
    assert len(scores) == seats and all(-1 <= s <= 78 for s in scores)
    assert sorted(match.places())[0] == 1 and match.places()[match.winner] == 1


@settings(max_examples=60, deadline=None)
@given(
    presses=st.lists(st.tuples(st.integers(0, 2), st.integers(0, 90)), min_size=1, max_size=40),
    opens=st.lists(st.integers(0, 1500), max_size=3),
)
def test_shout_points_follow_the_rules(presses: list[tuple[int, int]], opens: list[int]) -> None:
    match = FischkoppMatch.new(2, 1, random.Random(0))
    box = match.shouts
    opens = sorted(set(opens))
    frame = 0
    last_early: dict[int, int] = {}
    early = missed = 0
    for voice, step in presses:
        frame += step
        while opens and opens[0] <= frame:
            at = max(opens.pop(0), match.frame)
            for event in match.advance(at):
                missed += isinstance(event, ShoutPenalty)
            if not box.is_open:
                box.open(at)
        for event in match.apply(Shout(voice, frame)):
            if isinstance(event, ShoutWindowClosed):
                assert all(n >= 0 for n in event.presses)
            if isinstance(event, ShoutPenalty):
                if event.reason == "early":
                    assert frame - last_early.get(voice, -MASH_FRAMES) >= MASH_FRAMES
                    last_early[voice] = frame
                    early += 1
                else:
                    missed += 1
            if isinstance(event, EarlyShout):
                assert not box.is_open
    missed += sum(isinstance(e, ShoutPenalty) for e in match.advance(frame + WINDOW_FRAMES))
    assert sum(box.penalties) == early + missed


def test_seed_and_actions_replay_exactly() -> None:
    levels = ["hard", "normal", "easy", "normal"]
    for seed in (3, 11):
        original = FischkoppMatch.new(4, 2, random.Random(seed))
        log = play_match(original, levels, random.Random(seed + 100))
        assert original.is_over and any(isinstance(a, Shout) for a in log)
        replay = FischkoppMatch.new(4, 2, random.Random(seed))
        for action in log:
            replay.apply(action)
        assert replay.to_dict() == original.to_dict()


def test_a_saved_match_plays_on_like_the_original() -> None:
    levels = ["normal", "easy", "normal"]
    original = FischkoppMatch.new(3, 1, random.Random(21))
    log = play_match(original, levels, random.Random(5))
    half = len(log) // 2
    first = FischkoppMatch.new(3, 1, random.Random(21))
    for action in log[:half]:
        first.apply(action)
    loaded = FischkoppMatch.from_dict(first.to_dict())
    for action in log[half:]:
        loaded.apply(action)
    assert loaded.to_dict() == original.to_dict()
