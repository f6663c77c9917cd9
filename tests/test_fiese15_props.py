"""Fiese 15 properties: any legal play ends well, replays exactly and saves losslessly."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.seats import Seat
from game.fiese15.logic.events import GameOver, TurnEnded, TurnStarted
from game.fiese15.logic.rules import (
    Fiese15Match,
    Options,
    Phase,
    action_from_dict,
    action_to_dict,
    new_match,
)
from game.fiese15.logic.saved import match_from_dict

MAX_ACTIONS = 10 * 6 * 13  # rounds x seats x (6 rolls + 6 placements + stop) bounds a game

seat_counts = st.integers(min_value=2, max_value=6)
options = st.builds(Options, zocker=st.booleans(), handicap=st.booleans())
seeds = st.integers(min_value=0, max_value=2**32)


def play(match: Fiese15Match, chooser: random.Random, stop_after: int | None = None) -> list:
    """Random legal play; returns (action, events) pairs."""
    log = []
    while not match.is_over and (stop_after is None or len(log) < stop_after):
        action = chooser.choice(match.legal_actions(match.current_seat))
        log.append((action, match.apply(action)))
        assert len(log) <= MAX_ACTIONS
    return log


@settings(max_examples=40, deadline=None)
@given(seat_counts, options, seeds, seeds)
def test_any_legal_play_ends_after_ten_rounds_with_scores_in_range(
    count: int, opts: Options, seed: int, choice_seed: int
) -> None:
    match = new_match([Seat(i) for i in range(count)], opts, seed)
    targets = match.targets()  # later turns announce theirs in TurnStarted
    turns = 0
    for _, events in play(match, random.Random(choice_seed)):
        for event in events:
            if isinstance(event, TurnStarted):
                targets = event.targets
            if isinstance(event, TurnEnded):
                turns += 1
                assert 0 <= event.score <= 2 * sum(targets)
                if event.reason == "all_six":
                    assert event.score == 2 * event.placed_total
                elif event.reason == "stop":
                    assert event.score == event.placed_total
                elif event.reason == "stop_bonus":
                    assert event.score == event.placed_total + 5
                else:
                    assert event.reason == "bust"
                    assert event.score == 0 if opts.zocker else 1 <= event.score <= sum(targets)
    assert match.is_over and match.phase is Phase.GAME_OVER
    assert turns == 10 * count and match.round_index == 9
    assert all(score is not None for row in match.scores for score in row)
    assert match.totals == [sum(row) for row in match.scores]
    assert match.winners() == [i for i, t in enumerate(match.totals) if t == max(match.totals)]


@settings(max_examples=30, deadline=None)
@given(seat_counts, options, seeds, seeds)
def test_seed_and_actions_replay_exactly(
    count: int, opts: Options, seed: int, choice_seed: int
) -> None:
    seats = [Seat(i) for i in range(count)]
    original = new_match(seats, opts, seed)
    log = play(original, random.Random(choice_seed))
    assert isinstance(log[-1][1][-1], GameOver)
    # The action log survives JSON too, as a replay file would store it.
    actions = [
        action_from_dict(d) for d in json.loads(json.dumps([action_to_dict(a) for a, _ in log]))
    ]
    replay = new_match(seats, opts, seed)
    for (_, events), action in zip(log, actions, strict=True):
        assert replay.apply(action) == events
    assert replay.to_dict() == original.to_dict()


@settings(max_examples=30, deadline=None)
@given(seat_counts, options, seeds, seeds, st.integers(min_value=0, max_value=300))
def test_save_and_load_mid_game_changes_nothing(
    count: int, opts: Options, seed: int, choice_seed: int, cut: int
) -> None:
    match = new_match([Seat(i) for i in range(count)], opts, seed)
    chooser = random.Random(choice_seed)
    play(match, chooser, stop_after=cut)
    saved = json.dumps(match.to_dict())
    restored = match_from_dict(json.loads(saved))
    assert restored.to_dict() == match.to_dict()
    # Both go on identically, dice included: the generator state was saved too.
    twin_chooser = random.Random()
    twin_chooser.setstate(chooser.getstate())
    assert [e for _, e in play(match, chooser)] == [e for _, e in play(restored, twin_chooser)]
    assert restored.to_dict() == match.to_dict()
