"""Fischkopp match rules: turns, Gräte, full board, Fischkopp, waiting for the window,
illegal actions, saves and replays (RULES.md §3)."""

from __future__ import annotations

import json
import random

import pytest

from game.core.errors import IllegalAction
from game.fischkopp.logic import (
    WINDOW_FRAMES,
    Cover,
    FischkoppMatch,
    Phase,
    Roll,
    Shout,
    action_from_dict,
    action_to_dict,
)
from game.fischkopp.logic.board import mask_of
from game.fischkopp.logic.events import (
    DiceRolled,
    FieldCovered,
    FischkoppTriggered,
    GameOver,
    Graete,
    ShoutWindowClosed,
    ShoutWindowOpened,
    TurnEnded,
    TurnStarted,
)


class ScriptedDice(random.Random):
    """The match generator with its dice faces given in order."""

    def __new__(cls, faces: list[int]):  # Python 3.10 would seed from ``faces``
        return super().__new__(cls, 0)

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        face = self.faces.pop(0)
        assert a <= face <= b
        return face


def scripted(faces: list[int], seats: int = 2, spectators: int = 0) -> FischkoppMatch:
    return FischkoppMatch.new(seats, spectators, ScriptedDice(faces))


def on_board(match: FischkoppMatch, fields: list[int]) -> FischkoppMatch:
    """Hand-build the board of the seat on turn."""
    match.board = mask_of(fields)
    return match


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def test_new_match_checks_seats_and_spectators() -> None:
    match = FischkoppMatch.new(3, 2, random.Random(1))
    assert match.voice_count == 5 and match.current_seat == 0
    assert match.phase is Phase.ROLL and match.board == 0
    assert match.start_events() == [TurnStarted(0, 0)]
    for bad in (0, 8):
        with pytest.raises(ValueError):
            FischkoppMatch.new(bad, 0, random.Random(1))
    with pytest.raises(ValueError):
        FischkoppMatch.new(2, -1, random.Random(1))


def test_roll_then_cover_one_field() -> None:
    match = scripted([2, 5])
    events = match.apply(Roll(0))
    assert events == [DiceRolled(0, (2, 5), (2, 5, 7))]
    assert match.phase is Phase.COVER
    assert match.legal_actions(0) == [Cover(0, 2), Cover(0, 5), Cover(0, 7)]
    assert match.legal_actions(1) == []
    assert match.apply(Cover(0, 7)) == [FieldCovered(0, 7, (7,))]
    assert match.board == mask_of([7]) and match.phase is Phase.ROLL


def test_a_double_gives_two_choices_in_a_match() -> None:
    match = scripted([4, 4])
    assert match.apply(Roll(0)) == [DiceRolled(0, (4, 4), (4, 8))]


def test_no_fitting_choice_ends_the_turn_with_the_uncovered_sum() -> None:
    match = on_board(scripted([2, 5]), [2, 5, 7, 12])
    events = match.apply(Roll(0))
    assert kinds(events) == ["DiceRolled", "TurnEnded", "TurnStarted"]
    assert events[1] == TurnEnded(0, 0, 78 - 26, "stuck", 0)
    assert match.scores == [52, None] and match.current_seat == 1 and match.board == 0


def test_graete_ends_the_turn_with_minus_one() -> None:
    match = on_board(scripted([6, 6]), [2, 4, 6, 8, 10])
    match.apply(Roll(0))
    events = match.apply(Cover(0, 12))
    assert kinds(events) == ["FieldCovered", "Graete", "TurnEnded", "TurnStarted"]
    assert events[1] == Graete(0) and events[2] == TurnEnded(0, 0, -1, "graete", 0)
    assert match.scores[0] == -1


def test_graete_after_a_fischkopp_counts_on_the_board_as_it_stands() -> None:
    match = on_board(scripted([1, 1, 1, 1]), [1, 3, 4, 6, 8, 10, 12])
    match.apply(Roll(0))
    assert kinds(match.apply(Cover(0, 2)))[:2] == ["FieldCovered", "FischkoppTriggered"]
    match.advance(WINDOW_FRAMES)
    match.apply(Roll(0))
    events = match.apply(Cover(0, 2))
    assert Graete(0) in events and match.scores[0] == -1
    assert match.fischkoepfe[0] == 1


def test_full_board_ends_with_zero_and_is_no_fischkopp() -> None:
    match = on_board(scripted([1, 2]), [1, 3, *range(4, 13)])
    match.apply(Roll(0))
    events = match.apply(Cover(0, 2))
    assert kinds(events) == ["FieldCovered", "TurnEnded", "TurnStarted"]
    assert events[1] == TurnEnded(0, 0, 0, "full", 0)
    assert match.fischkoepfe == [0, 0] and not match.window_open


def test_fischkopp_uncovers_counts_and_opens_the_window() -> None:
    match = on_board(scripted([1, 2]), [1, 2, 9])
    match.apply(Roll(0))
    events = match.apply(Cover(0, 3, frame=100))
    assert events == [
        FieldCovered(0, 3, (1, 2, 3, 9)),
        FischkoppTriggered(0, 1),
        ShoutWindowOpened(100, 100 + WINDOW_FRAMES),
    ]
    assert match.board == mask_of([9]) and match.fischkoepfe == [1, 0]
    assert match.window_open and match.phase is Phase.ROLL


def test_the_turn_waits_while_the_window_is_open() -> None:
    match = on_board(scripted([1, 2, 6, 5]), [1, 2])
    match.apply(Roll(0, frame=0))
    match.apply(Cover(0, 3, frame=10))
    assert match.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        match.apply(Roll(0, frame=10 + WINDOW_FRAMES - 1))
    assert match.advance(10 + WINDOW_FRAMES - 1) == []
    closing = match.advance(10 + WINDOW_FRAMES)
    assert isinstance(closing[-1], ShoutWindowClosed)
    assert match.legal_actions(0) == [Roll(0)]
    assert kinds(match.apply(Roll(0))) == ["DiceRolled"]


def test_a_roll_after_the_window_time_closes_it_first() -> None:
    match = on_board(scripted([1, 2, 6, 5]), [1, 2])
    match.apply(Roll(0))
    match.apply(Cover(0, 3, frame=0))
    events = match.apply(Roll(0, frame=WINDOW_FRAMES + 30))
    assert kinds(events)[-2:] == ["ShoutWindowClosed", "DiceRolled"]


def snapshot(match: FischkoppMatch) -> str:
    return json.dumps(match.to_dict(), sort_keys=True)


@pytest.mark.parametrize(
    "action",
    [
        Roll(1),  # not on turn
        Cover(0, 7),  # roll first
        Shout(9, 5),  # no such voice
        Shout(2, 5),  # one past the last voice (two seats: voices 0 and 1)
        Shout(-1, 5),
        Roll(0, frame=-1),  # before the match's frame
    ],
)
def test_illegal_actions_before_the_roll_leave_the_state_unchanged(action) -> None:
    match = scripted([3, 4])
    before = snapshot(match)
    with pytest.raises(IllegalAction):
        match.apply(action)
    assert snapshot(match) == before


@pytest.mark.parametrize("action", [Roll(0), Cover(0, 1), Cover(1, 7), Cover(0, 7, frame=3)])
def test_illegal_actions_while_covering_leave_the_state_unchanged(action) -> None:
    match = on_board(scripted([3, 4]), [4])
    match.apply(Roll(0, frame=5))
    before = snapshot(match)
    with pytest.raises(IllegalAction):
        match.apply(action)
    assert snapshot(match) == before


def test_frames_never_go_backwards() -> None:
    match = FischkoppMatch.new(1, 0, random.Random(3))
    match.advance(50)
    with pytest.raises(IllegalAction):
        match.advance(49)
    with pytest.raises(IllegalAction):
        match.apply(Shout(0, 20))
    assert match.frame == 50
    match.apply(Roll(0))  # no frame: happens at the match's frame
    assert match.frame == 50


def test_nothing_is_legal_after_the_game() -> None:
    match = on_board(scripted([6, 6], seats=1), [2, 4, 6, 8, 10])
    match.apply(Roll(0))
    events = match.apply(Cover(0, 12))
    assert events[-1] == GameOver(0, (1,))
    assert match.is_over and match.winner == 0 and match.legal_actions(0) == []
    for action in (Roll(0), Shout(0, 5)):
        with pytest.raises(IllegalAction):
            match.apply(action)
    assert match.start_events() == [GameOver(0, (1,))]


def test_actions_round_trip_as_dicts() -> None:
    for action in (Roll(2), Roll(0, 7), Cover(1, 12), Cover(1, 12, 40), Shout(5, 99)):
        data = action_to_dict(action)
        assert action_from_dict(json.loads(json.dumps(data))) == action
    with pytest.raises(ValueError):
        action_from_dict({"kind": "Pass", "seat": 0})


def test_to_dict_round_trips_mid_window_and_mid_turn() -> None:
    match = on_board(scripted([1, 2], spectators=1), [1, 2])
    match.apply(Shout(2, 3))  # an early shout: a penalty point
    match.apply(Roll(0, frame=10))
    match.apply(Cover(0, 3, frame=10))
    match.apply(Shout(1, 40))
    data = json.loads(json.dumps(match.to_dict()))
    copy = FischkoppMatch.from_dict(data)
    assert copy.to_dict() == match.to_dict()
    assert copy.rng.random() == match.rng.random()
    assert copy.window_open and copy.shouts.presses == [0, 1, 0]
    assert copy.shouts.penalties == [0, 0, 1] and copy.fischkoepfe == [1, 0]
    assert copy.advance(10 + WINDOW_FRAMES) == match.advance(10 + WINDOW_FRAMES)
    assert copy.to_dict() == match.to_dict()
