"""The shout window with seats and spectators: presses, loudest, and the penalty points for
missed, early (mashing limited), and the late shouts that cost nothing more."""

from __future__ import annotations

import pytest

from game.fischkopp.logic import GRACE_FRAMES, MASH_FRAMES, WINDOW_FRAMES, Cover, Roll, Shout
from game.fischkopp.logic.events import (
    EarlyShout,
    LateShout,
    Shouted,
    ShoutPenalty,
    ShoutWindowClosed,
)
from game.fischkopp.logic.rules import FischkoppMatch
from game.fischkopp.logic.shouting import ShoutBox
from tests.test_fischkopp_rules import on_board, scripted

OPEN = 100
CLOSE = OPEN + WINDOW_FRAMES


def fischkopp_at(frame: int = OPEN, seats: int = 2, spectators: int = 2) -> FischkoppMatch:
    """A match whose seat 0 has just rolled a Fischkopp at ``frame``."""
    match = on_board(scripted([1, 2, 5, 6], seats, spectators), [1, 2])
    match.apply(Roll(0, frame))
    match.apply(Cover(0, 3, frame))
    assert match.window_open
    return match


def test_window_counts_presses_and_crowns_the_loudest() -> None:
    match = fischkopp_at()
    presses = [(0, 110), (2, 115), (0, 120), (1, 130), (2, 140), (0, 150)]
    for voice, frame in presses:
        events = match.apply(Shout(voice, frame))
        assert len(events) == 1 and isinstance(events[0], Shouted)
    assert match.apply(Shout(0, 200)) == [Shouted(0, 200, 4)]
    assert match.apply(Shout(2, CLOSE - 1)) == [Shouted(2, CLOSE - 1, 3)]
    assert match.shouts.penalties == [0, 0, 0, 0]
    closing = match.advance(CLOSE)
    # The second spectator (voice 3) never shouted: a penalty point.
    assert closing == [
        ShoutPenalty(3, "missed", 1),
        ShoutWindowClosed(CLOSE, (0,), (4, 1, 3, 0)),
    ]
    assert match.shouts.crowns == [1, 0, 0, 0]
    assert match.shouts.penalties == [0, 0, 0, 1]


def test_equally_loud_voices_share_the_crown() -> None:
    match = fischkopp_at(seats=1, spectators=2)
    for voice in (0, 1, 2, 1, 2):
        match.apply(Shout(voice, OPEN + 10))
    closing = match.advance(CLOSE + 5)
    assert closing[-1] == ShoutWindowClosed(CLOSE, (1, 2), (1, 2, 2))
    assert match.shouts.crowns == [0, 1, 1]


def test_nobody_shouting_costs_everyone_a_point_and_crowns_nobody() -> None:
    match = fischkopp_at(seats=2, spectators=1)
    closing = match.advance(CLOSE)
    assert [e.voice for e in closing if isinstance(e, ShoutPenalty)] == [0, 1, 2]
    assert closing[-1] == ShoutWindowClosed(CLOSE, (), (0, 0, 0))
    assert match.shouts.crowns == [0, 0, 0] and match.shouts.penalties == [1, 1, 1]


def test_shouting_with_no_window_open_costs_a_point_once_per_second() -> None:
    match = scripted([3, 4], seats=2, spectators=1)
    assert match.apply(Shout(2, 10)) == [EarlyShout(2, 10, True), ShoutPenalty(2, "early", 1)]
    for frame in (11, 30, 10 + MASH_FRAMES - 1):
        assert match.apply(Shout(2, frame)) == [EarlyShout(2, frame, False)]
    assert match.shouts.penalties == [0, 0, 1]
    again = 10 + MASH_FRAMES
    assert match.apply(Shout(2, again)) == [
        EarlyShout(2, again, True),
        ShoutPenalty(2, "early", 2),
    ]
    # The limit is per voice: another voice mashing at the same time pays its own point.
    assert match.apply(Shout(0, again))[-1] == ShoutPenalty(0, "early", 1)


def test_a_late_shout_after_a_missed_window_costs_no_second_point() -> None:
    match = fischkopp_at()
    for voice in (0, 1, 2):
        match.apply(Shout(voice, OPEN + 30))
    match.advance(CLOSE)
    assert match.shouts.penalties == [0, 0, 0, 1]
    assert match.apply(Shout(3, CLOSE + 10)) == [LateShout(3, CLOSE + 10, True)]
    # Still mashing after the shouting in time: no point either.
    assert match.apply(Shout(0, CLOSE + 20)) == [LateShout(0, CLOSE + 20, False)]
    assert match.apply(Shout(3, CLOSE + GRACE_FRAMES - 1)) == [
        LateShout(3, CLOSE + GRACE_FRAMES - 1, True)
    ]
    assert match.shouts.penalties == [0, 0, 0, 1]
    # After the grace second a press is early again.
    late = CLOSE + GRACE_FRAMES
    assert match.apply(Shout(3, late))[-1] == ShoutPenalty(3, "early", 2)


def test_a_shout_after_the_window_time_closes_it_first() -> None:
    match = fischkopp_at(seats=1, spectators=1)
    match.apply(Shout(0, OPEN + 5))
    events = match.apply(Shout(1, CLOSE))
    assert events == [
        ShoutPenalty(1, "missed", 1),
        ShoutWindowClosed(CLOSE, (0,), (1, 0)),
        LateShout(1, CLOSE, True),
    ]


def test_the_player_on_turn_must_shout_too() -> None:
    match = fischkopp_at(seats=2, spectators=0)
    match.apply(Shout(1, OPEN + 1))
    penalties = [e for e in match.advance(CLOSE) if isinstance(e, ShoutPenalty)]
    assert penalties == [ShoutPenalty(0, "missed", 1)]


def test_a_second_fischkopp_opens_a_fresh_window() -> None:
    match = on_board(scripted([1, 2, 1, 2, 1, 2, 3, 3], 1, 1), [1, 2])
    match.apply(Roll(0, 0))
    match.apply(Cover(0, 3, 0))
    match.apply(Shout(1, 50))
    match.apply(Roll(0, WINDOW_FRAMES))  # closes the first window (seat 0 missed)
    match.apply(Cover(0, 1))
    for field in (2, 3):
        match.apply(Roll(0))
        events = match.apply(Cover(0, field))
    assert events[-1].kind == "ShoutWindowOpened" and match.shouts.presses == [0, 0]
    assert match.shouts.windows == 2 and match.fischkoepfe == [2]


@pytest.mark.parametrize("frame", [OPEN, CLOSE - 1])
def test_window_edges(frame: int) -> None:
    match = fischkopp_at()
    assert isinstance(match.apply(Shout(1, frame))[0], Shouted)


def test_shout_box_round_trips() -> None:
    box = ShoutBox(3)
    box.open(5)
    box.shout(1, 9)
    box.close_due(5 + WINDOW_FRAMES)
    box.shout(2, 900)
    assert ShoutBox.from_dict(box.to_dict()) == box
