"""Würfelblitz match: replays from seed and timed calls, saves, and refused actions."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.errors import IllegalAction
from game.wuerfelblitz.logic import (
    ROUND_TIMEOUT_FRAMES,
    TIE_WINDOW_FRAMES,
    Call,
    DiceRevealed,
    Options,
    Phase,
    Reveal,
    RoundWon,
    ThrowDice,
    WuerfelblitzMatch,
    action_from_dict,
    action_to_dict,
)
from tests.test_wuerfelblitz_rules import RIGHT, kinds, live_round, new_match

# -- replay and saves -------------------------------------------------------------------------


HEAD_STARTS = st.lists(st.sampled_from((0, 1, 9, 60, 120, 180)), min_size=4, max_size=4)


def options(head_start: tuple[int, ...] = ()) -> Options:
    return Options(3, True, (1, 2, 3, 3), tuple(head_start))


def play(
    seed: int, calls: random.Random, rounds: int = 40, head_start: tuple[int, ...] = ()
) -> tuple[list, list[dict]]:
    """A match from ``seed`` with random right and wrong calls; returns the log of what was
    done (actions and advances with their frames) and every event."""
    match = WuerfelblitzMatch.new(4, options(head_start), random.Random(seed))
    log: list = []
    events: list[dict] = []

    def do(step) -> None:
        log.append(step)
        if isinstance(step, int):
            events.extend(e.to_dict() for e in match.advance(step))
        else:
            events.extend(e.to_dict() for e in match.apply(step))

    frame = 0
    for _ in range(rounds):
        if match.is_over:
            break
        do(ThrowDice(match.thrower, frame))
        frame += calls.randint(0, 90)
        do(Reveal(frame))
        while match.phase is Phase.LIVE:
            frame += calls.choice((0, 1, 4, 9, 60, 400))
            closes = match.closes_at()
            if closes is not None and frame >= closes:
                do(frame)
                continue
            seat = calls.randrange(4)
            if match.can_call(seat, frame):
                number = match.answer if calls.random() < 0.7 else calls.randint(0, 35)
                do(Call(seat, number, frame))
    return log, events


def replay(
    seed: int, log: list, head_start: tuple[int, ...] = ()
) -> tuple[WuerfelblitzMatch, list[dict]]:
    match = WuerfelblitzMatch.new(4, options(head_start), random.Random(seed))
    events: list[dict] = []
    for step in log:
        if isinstance(step, int):
            events.extend(e.to_dict() for e in match.advance(step))
        else:
            events.extend(e.to_dict() for e in match.apply(action_from_dict(step)))
    return match, events


def test_seed_and_timed_calls_replay_exactly() -> None:
    log, events = play(seed=21, calls=random.Random(3))
    assert {"DiscLost", "BlackDisc", "MatchWon"} <= {e["kind"] for e in events}
    assert any(e["kind"] == "RoundWon" and len(e["seats"]) > 1 for e in events)
    saved = [s if isinstance(s, int) else action_to_dict(s) for s in log]
    _, again = replay(21, json.loads(json.dumps(saved)))
    assert again == events
    _, other = replay(22, json.loads(json.dumps(saved[:2])))
    assert other != events[: len(other)]  # another seed throws other dice


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 10_000), st.integers(1, 30), HEAD_STARTS)
def test_to_dict_from_dict_round_trips_mid_match(
    seed: int, script: int, rounds: int, head_start: list[int]
) -> None:
    log, _ = play(seed, random.Random(script), rounds, tuple(head_start))
    saved = [s if isinstance(s, int) else action_to_dict(s) for s in log]
    match, _ = replay(seed, saved, tuple(head_start))
    data = json.loads(json.dumps(match.to_dict()))
    copy = WuerfelblitzMatch.from_dict(data)
    assert copy.to_dict() == match.to_dict()
    assert copy.rng.random() == match.rng.random()
    assert copy.start_events() == match.start_events()
    assert copy.closes_at() == match.closes_at()
    assert all(copy.can_call(s, copy.frame) == match.can_call(s, match.frame) for s in range(4))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 10_000), HEAD_STARTS)
def test_every_round_is_settled_by_judged_frames(
    seed: int, script: int, head_start: list[int]
) -> None:
    """Whatever the head starts: each winner's judged frame is within 8 frames of the first
    correct call's, the winners are named by judged frame (a tie: the earlier call), the first
    of them throws next, and a match decided in one window goes to the first of them with
    three black discs."""
    _, events = play(seed, random.Random(script), 12, tuple(head_start))
    rights: list[tuple[int, int]] = []  # (judged frame, seat) of this round's right calls
    blacks = [0] * 4
    for event, after in zip(events, [*events[1:], None]):
        if event["kind"] == "RoundStarted":
            rights = []
        elif event["kind"] == "BlackDisc":
            blacks[event["seat"]] = event["blacks"]
        elif event["kind"] == "CallMade" and event["correct"]:
            judged = event["frame"] - head_start[event["seat"]]
            first = rights[0][0] if rights else judged
            assert judged <= first + TIE_WINDOW_FRAMES - 1
            rights.append((judged, event["seat"]))
        elif event["kind"] == "RoundWon":
            ranked = [seat for _, _, seat in sorted((j, i, s) for i, (j, s) in enumerate(rights))]
            assert list(event["seats"]) == ranked
            assert after is not None
            champions = [seat for seat in ranked if blacks[seat] >= 3]
            if champions:
                assert after == {"kind": "MatchWon", "seat": champions[0]}
            else:
                assert after["kind"] == "RoundStarted" and after["thrower"] == ranked[0]


def test_live_match_restores_its_live_round() -> None:
    match = new_match()
    reveal = live_round(match, reveal=33)
    match.apply(Call(1, RIGHT, reveal + 2))
    copy = WuerfelblitzMatch.from_dict(match.to_dict())
    assert kinds(copy.start_events()) == ["RoundStarted", "DiceThrown", "DiceRevealed"]
    assert copy.start_events()[-1] == DiceRevealed(33, 33 + ROUND_TIMEOUT_FRAMES)
    assert copy.advance(reveal + 2 + TIE_WINDOW_FRAMES)[0] == RoundWon((1,), RIGHT, reveal + 2)
    assert copy.explanation() == match.explanation()


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(("throw", "reveal", "call", "advance")),
            st.integers(-1, 7),  # seat
            st.integers(-2, 40),  # number
            st.integers(-20, 400),  # frame step (negative: backwards)
        ),
        max_size=60,
    ),
    HEAD_STARTS,
)
def test_any_refused_action_changes_nothing(
    steps: list[tuple[str, int, int, int]], head_start: list[int]
) -> None:
    match = new_match(4, seed=9, head_start=tuple(head_start))
    for kind, seat, number, step in steps:
        frame = match.frame + step
        before = match.to_dict()
        try:
            if kind == "advance":
                match.advance(frame)
            elif kind == "throw":
                match.apply(ThrowDice(seat, frame))
            elif kind == "reveal":
                match.apply(Reveal(frame))
            else:
                match.apply(Call(seat, match.answer if number == 40 else number, frame))
        except IllegalAction:
            assert match.to_dict() == before
        else:
            assert match.frame == frame
