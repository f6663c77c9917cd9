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


def play(seed: int, calls: random.Random, rounds: int = 40) -> tuple[list, list[dict]]:
    """A match from ``seed`` with random right and wrong calls; returns the log of what was
    done (actions and advances with their frames) and every event."""
    match = WuerfelblitzMatch.new(4, Options(3, True, (1, 2, 3, 3)), random.Random(seed))
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


def replay(seed: int, log: list) -> tuple[WuerfelblitzMatch, list[dict]]:
    match = WuerfelblitzMatch.new(4, Options(3, True, (1, 2, 3, 3)), random.Random(seed))
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
@given(st.integers(0, 10_000), st.integers(0, 10_000), st.integers(1, 30))
def test_to_dict_from_dict_round_trips_mid_match(seed: int, script: int, rounds: int) -> None:
    log, _ = play(seed, random.Random(script), rounds)
    match, _ = replay(seed, [s if isinstance(s, int) else action_to_dict(s) for s in log])
    data = json.loads(json.dumps(match.to_dict()))
    copy = WuerfelblitzMatch.from_dict(data)
    assert copy.to_dict() == match.to_dict()
    assert copy.rng.random() == match.rng.random()
    assert copy.start_events() == match.start_events()


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
    )
)
def test_any_refused_action_changes_nothing(steps: list[tuple[str, int, int, int]]) -> None:
    match = new_match(4, seed=9)
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
