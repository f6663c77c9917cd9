"""Würfelblitz match rules: rounds, the tie window, wrong calls, discs, timeout, saves."""

from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.core.events import Event
from game.wuerfelblitz.logic import (
    COLOURS,
    ROUND_TIMEOUT_FRAMES,
    TIE_WINDOW_FRAMES,
    BlackDisc,
    Call,
    CallMade,
    DiceRevealed,
    DiceThrown,
    DiscLost,
    DiscWon,
    MatchWon,
    Options,
    Phase,
    Reveal,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
    Throw,
    ThrowDice,
    WuerfelblitzMatch,
)

# Example one of RULES.md: the answer is 8.
EXAMPLE = Throw.of(["black", "green"], blue=2, black=6, green=2, yellow=3, orange=4, red=1)
RIGHT, WRONG = 8, 9


def new_match(seats: int = 3, seed: int = 1, **options) -> WuerfelblitzMatch:
    return WuerfelblitzMatch.new(seats, Options(**options), random.Random(seed))


def live_round(match: WuerfelblitzMatch, reveal: int | None = None) -> int:
    """Throw (dice set to the example) and reveal; returns the reveal frame."""
    frame = match.frame if reveal is None else reveal
    match.apply(ThrowDice(match.thrower, match.frame))
    match.throw = EXAMPLE
    match.apply(Reveal(frame))
    return frame


def win_round(match: WuerfelblitzMatch, seat: int) -> list[Event]:
    """``seat`` alone calls correctly 60 frames after the reveal; the window closes."""
    reveal = live_round(match)
    events = match.apply(Call(seat, RIGHT, reveal + 60))
    return events + match.advance(reveal + 60 + TIE_WINDOW_FRAMES)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# -- setting up ------------------------------------------------------------------------------


def test_new_match_fills_in_balancing_and_waits_for_seat_0() -> None:
    match = new_match(4)
    assert match.options.whites_per_black == (3, 3, 3, 3)
    assert match.phase is Phase.AWAIT_THROW and match.thrower == 0
    assert [(t.whites, t.blacks) for t in match.tallies] == [(0, 0)] * 4
    assert match.start_events() == [RoundStarted(0, 0)]


@pytest.mark.parametrize(
    "seats, options",
    [
        (1, {}),
        (8, {}),
        (3, {"whites": 4}),
        (3, {"whites_per_black": (3, 3)}),
        (2, {"whites_per_black": (3, 4)}),
    ],
)
def test_bad_setups_are_refused(seats: int, options: dict) -> None:
    with pytest.raises(ValueError):
        new_match(seats, **options)


def test_options_from_the_shell_setup() -> None:
    options = Options.from_setup(
        {"whites": 3, "brain_twister": True}, ({"whites_per_black": 1}, {}), 3
    )
    assert options == Options(3, True, (1, 3, 3))
    assert Options.from_dict(options.to_dict()) == options
    # Nothing chosen: two white dice, no brain-twister, three whites per black disc.
    assert Options.from_setup({}, (), 2) == Options(2, False, (3, 3))


def test_three_white_dice_are_thrown_when_chosen() -> None:
    match = new_match(whites=3)
    (thrown,) = match.apply(ThrowDice(0, 0))
    assert isinstance(thrown, DiceThrown) and len(thrown.whites) == 3
    assert match.throw is not None
    assert thrown.faces == tuple(zip(COLOURS, match.throw.faces))


# -- a round -----------------------------------------------------------------------------------


def test_a_round_from_throw_to_the_next_thrower() -> None:
    match = new_match()
    with pytest.raises(IllegalAction):
        match.apply(ThrowDice(1, 0))  # seat 0 throws first
    live_round(match, reveal=100)
    assert match.answer == RIGHT and match.deadline == 100 + ROUND_TIMEOUT_FRAMES
    events = match.apply(Call(2, RIGHT, 190))
    assert events == [CallMade(2, RIGHT, 190, True), DiscWon(2, 1, 0)]
    assert match.closes_at() == 190 + TIE_WINDOW_FRAMES
    assert match.advance(190 + TIE_WINDOW_FRAMES - 1) == []
    events = match.advance(190 + TIE_WINDOW_FRAMES)
    assert events == [RoundWon((2,), RIGHT, 190), RoundStarted(1, 2)]
    assert match.thrower == 2 and match.phase is Phase.AWAIT_THROW
    assert match.tallies[2].fastest == 90


def test_calls_before_the_reveal_are_refused() -> None:
    match = new_match()
    with pytest.raises(IllegalAction):
        match.apply(Call(1, RIGHT, 0))
    match.apply(ThrowDice(0, 5))
    match.throw = EXAMPLE
    before = match.to_dict()
    with pytest.raises(IllegalAction):
        match.apply(Call(1, RIGHT, 5))
    assert match.to_dict() == before
    assert not match.can_call(1, 5)


@pytest.mark.parametrize("offset, shares", [(0, True), (8, True), (9, False), (10, False)])
def test_tie_window_is_nine_frames(offset: int, shares: bool) -> None:
    match = new_match()
    reveal = live_round(match)
    first = reveal + 200
    match.apply(Call(0, RIGHT, first))
    assert match.can_call(1, first + offset) is shares
    if shares:
        match.apply(Call(1, RIGHT, first + offset))
    else:
        before = match.to_dict()
        with pytest.raises(IllegalAction):
            match.apply(Call(1, RIGHT, first + offset))
        assert match.to_dict() == before
    won = [e for e in match.advance(first + 20) if isinstance(e, RoundWon)]
    assert won == [RoundWon((0, 1) if shares else (0,), RIGHT, first)]
    assert match.tallies[1].whites == (1 if shares else 0)
    assert match.thrower == 0  # the first correct caller throws next


def test_a_winner_cannot_call_again_that_round() -> None:
    match = new_match()
    reveal = live_round(match)
    match.apply(Call(0, RIGHT, reveal + 1))
    with pytest.raises(IllegalAction):
        match.apply(Call(0, WRONG, reveal + 2))
    assert match.tallies[0].whites == 1


def test_wrong_call_with_no_disc_costs_nothing_and_may_call_again() -> None:
    match = new_match()
    reveal = live_round(match)
    assert match.apply(Call(1, WRONG, reveal + 30)) == [CallMade(1, WRONG, reveal + 30, False)]
    assert (match.tallies[1].whites, match.tallies[1].wrong) == (0, 1)
    events = match.apply(Call(1, RIGHT, reveal + 50))
    assert DiscWon(1, 1, 0) in events


def test_wrong_call_hands_back_one_white_disc() -> None:
    match = new_match()
    win_round(match, 1)
    win_round(match, 1)
    reveal = live_round(match)
    events = match.apply(Call(1, WRONG, reveal + 3))
    assert events == [CallMade(1, WRONG, reveal + 3, False), DiscLost(1, 1, 0)]
    assert match.tallies[1].whites == 1


def test_wrong_call_in_the_tie_window_still_costs() -> None:
    match = new_match()
    win_round(match, 2)
    reveal = live_round(match)
    match.apply(Call(0, RIGHT, reveal + 10))
    assert DiscLost(2, 0, 0) in match.apply(Call(2, WRONG, reveal + 12))


@pytest.mark.parametrize("per_black", [1, 2, 3])
def test_balancing_per_seat(per_black: int) -> None:
    match = new_match(2, whites_per_black=(per_black, 3))
    for n in range(1, per_black + 1):
        events = win_round(match, 0)
        blacks = [e for e in events if isinstance(e, BlackDisc)]
        if n < per_black:
            assert blacks == [] and match.tallies[0].whites == n
        else:
            assert blacks == [BlackDisc(0, 1, per_black)]
            assert (match.tallies[0].whites, match.tallies[0].blacks) == (0, 1)
    assert match.tallies[1].blacks == 0


def test_black_discs_are_never_lost() -> None:
    match = new_match(2, whites_per_black=(1, 3))
    win_round(match, 0)
    reveal = live_round(match)
    for n in range(3):
        events = match.apply(Call(0, WRONG, reveal + n))
        assert not any(isinstance(e, DiscLost) for e in events)
    assert (match.tallies[0].whites, match.tallies[0].blacks) == (0, 1)


def test_three_black_discs_win_the_match() -> None:
    match = new_match(3, whites_per_black=(1, 3, 3))
    win_round(match, 0)
    win_round(match, 0)
    events = win_round(match, 0)
    assert kinds(events)[-2:] == ["RoundWon", "MatchWon"] and events[-1] == MatchWon(0)
    assert match.is_over and match.winner == 0
    assert match.standings()[0] == 0 and match.totals == [3, 0, 0]
    with pytest.raises(IllegalAction):
        match.apply(ThrowDice(0, match.frame))
    assert match.start_events() == [MatchWon(0)]


def test_evening_strangers_the_short_game_ends_at_two_black_discs() -> None:
    """The house rule's short game: two black discs win; a full game goes on to three. The
    short flag round-trips and a save from before it plays the full game."""
    match = new_match(3, whites_per_black=(1, 3, 3), short=True)
    assert match.options.blacks_to_win == 2
    win_round(match, 0)
    events = win_round(match, 0)
    assert kinds(events)[-2:] == ["RoundWon", "MatchWon"] and match.winner == 0
    full = new_match(3, whites_per_black=(1, 3, 3))
    win_round(full, 0)
    win_round(full, 0)
    assert not full.is_over and full.options.blacks_to_win == 3
    assert Options.from_dict(match.options.to_dict()).short
    saved = full.options.to_dict()
    del saved["short"]
    assert not Options.from_dict(saved).short
    assert Options.from_setup({"short": True}, [], 3).blacks_to_win == 2


def test_when_two_reach_three_blacks_in_one_window_the_first_caller_wins() -> None:
    match = new_match(2, whites_per_black=(1, 1))
    for _ in range(2):
        reveal = live_round(match)
        match.apply(Call(0, RIGHT, reveal + 5))
        match.apply(Call(1, RIGHT, reveal + 6))
        match.advance(reveal + 30)
    reveal = live_round(match)
    match.apply(Call(1, RIGHT, reveal + 5))
    match.apply(Call(0, RIGHT, reveal + 5))
    assert match.advance(reveal + 30)[-1] == MatchWon(1)
    assert match.totals == [3, 3] and match.standings() == [1, 0]


def test_timeout_after_1800_frames_nobody_scores() -> None:
    match = new_match()
    win_round(match, 1)
    reveal = live_round(match, reveal=match.frame + 40)
    match.apply(Call(0, WRONG, reveal + 1))
    assert match.advance(reveal + ROUND_TIMEOUT_FRAMES - 1) == []
    assert match.can_call(2, reveal + ROUND_TIMEOUT_FRAMES - 1)
    assert not match.can_call(2, reveal + ROUND_TIMEOUT_FRAMES)
    events = match.advance(reveal + ROUND_TIMEOUT_FRAMES)
    assert events == [RoundTimedOut(RIGHT), RoundStarted(2, 1)]
    assert match.thrower == 1 and [t.whites for t in match.tallies] == [0, 1, 0]


def test_frames_never_go_backwards() -> None:
    match = new_match()
    reveal = live_round(match, reveal=50)
    match.apply(Call(0, WRONG, reveal + 10))
    before = match.to_dict()
    with pytest.raises(IllegalAction):
        match.advance(reveal + 9)
    with pytest.raises(IllegalAction):
        match.apply(Call(1, RIGHT, reveal + 9))
    assert match.to_dict() == before


@pytest.mark.parametrize(
    "action", [Call(5, RIGHT, 10), Call(0, -1, 10), Call(0, 36, 10), Reveal(10), "shout"]
)
def test_illegal_actions_leave_the_state_unchanged(action: object) -> None:
    match = new_match(3)
    live_round(match)
    before = match.to_dict()
    with pytest.raises(IllegalAction):
        match.apply(action)  # type: ignore[arg-type]
    assert match.to_dict() == before


def test_tiebreaks_count_progress_fairly_across_balancing() -> None:
    match = new_match(3, whites_per_black=(3, 2, 3))
    win_round(match, 0)
    win_round(match, 1)
    assert match.tiebreaks == [(0, 2, 1), (0, 3, 1), (0, 0, 0)]
    assert match.standings() == [1, 0, 2]


def test_the_explanation_follows_the_throw_and_the_brain_twister() -> None:
    match = new_match(brain_twister=True)
    assert match.explanation() is None and match.answer is None
    match.apply(ThrowDice(0, 0))
    match.throw = Throw.of(
        ["green", "green", "black"], green=4, black=4, orange=2, blue=3, yellow=1, red=5
    )
    why = match.explanation()
    assert why is not None and why.brain_twister and why.twisted
    assert why.answer == match.answer == 8  # green 4 + black 4: the dice the dots knock out


def test_a_copy_is_equal_and_goes_its_own_way() -> None:
    match = new_match()
    reveal = live_round(match)
    match.apply(Call(1, RIGHT, reveal + 20))
    twin = match.copy()
    assert twin.to_dict() == match.to_dict()
    twin.apply(Call(2, RIGHT, reveal + 22))
    assert match.round_winners == [1] and twin.round_winners == [1, 2]


def test_a_seat_counts_its_calls_and_keeps_its_fastest() -> None:
    match = new_match(2)
    for delay in (90, 40, 70):
        reveal = live_round(match)
        match.apply(Call(1, WRONG, reveal + 10))
        match.apply(Call(1, RIGHT, reveal + delay))
        match.advance(reveal + delay + TIE_WINDOW_FRAMES)
    tally = match.tallies[1]
    assert (tally.correct, tally.wrong, tally.fastest) == (3, 3, 40)


def test_start_events_between_rounds_show_no_old_dice() -> None:
    match = new_match()
    win_round(match, 2)  # the dice of round 1 stay on the match for the answer
    assert match.throw is not None and match.reveal_frame is not None
    assert match.start_events() == [RoundStarted(1, 2)]


def test_seven_seats_play_and_the_events_name_the_thrower_and_the_deadline() -> None:
    match = new_match(7)
    win_round(match, 4)
    (thrown,) = match.apply(ThrowDice(4, match.frame))
    assert isinstance(thrown, DiceThrown) and thrown.seat == 4
    assert match.apply(Reveal(match.frame + 30)) == [
        DiceRevealed(match.frame, match.frame + ROUND_TIMEOUT_FRAMES)
    ]
    assert match.can_call(6, match.frame) and not match.can_call(7, match.frame)
