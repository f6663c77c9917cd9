"""Fischkopp saves: a save from the disk is read back exactly, and every field of the wrong
type or range, or parts that do not belong together, are refused with a SaveFormatError
that names the reason (it is logged and kept beside the set-aside save)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable

import pytest

from game.core.savefile import SaveFormatError
from game.fischkopp.logic import WINDOW_FRAMES, Cover, FischkoppMatch, Roll, Shout
from game.fischkopp.logic.board import mask_of
from game.fischkopp.logic.finish import RoundRecord
from game.fischkopp.logic.shouting import MAX_EXTRA_FRAMES, MAX_VOICES, ShoutBox
from tests.test_fischkopp_finish import play
from tests.test_fischkopp_rules import on_board, scripted


def mid_turn() -> dict:
    """Two seats and a spectator; seat 0 got stuck on 60 after a Fischkopp and its window,
    seat 1 has rolled 3 and 4 and picks a field."""
    match = on_board(scripted([1, 2, 6, 6, 3, 4], spectators=1), [1, 2])
    match.apply(Shout(2, 3))  # early
    match.apply(Roll(0, frame=10))
    match.apply(Cover(0, 3, frame=10))  # Fischkopp: the window opens
    match.apply(Shout(1, 40))
    match.advance(10 + WINDOW_FRAMES)
    match.board = mask_of([6, 12])
    match.apply(Roll(0))  # 6 and 6 fit nowhere: stuck on 78 - 18
    match.apply(Roll(1))
    return json.loads(json.dumps(match.to_dict()))


def stechen() -> dict:
    return json.loads(json.dumps(play(2, [(5, 0), (5, 0)])[0].to_dict()))


def over() -> dict:
    return json.loads(json.dumps(play(2, [(5, 0), (7, 0)])[0].to_dict()))


def refused(data: object, reason: str) -> None:
    with pytest.raises(SaveFormatError, match=f"^{re.escape(reason)}$"):
        FischkoppMatch.from_dict(data)


def edited(base: Callable[[], dict], edit: Callable[[dict], object]) -> dict:
    data = copy.deepcopy(base())
    edit(data)
    return data


def test_the_mid_turn_save_is_what_the_test_says() -> None:
    data = mid_turn()
    assert (data["turn"], data["phase"], data["dice"], data["choices"]) == (
        1,
        "cover",
        [3, 4],
        [3, 4, 7],
    )
    assert data["rounds"][0]["scores"] == [[0, 60]] and data["rounds"][0]["fischkoepfe"] == [[0, 1]]
    assert data["shouts"]["missed"] == [0, 2] and data["shouts"]["early_at"] == [None, None, 3]


@pytest.mark.parametrize("base", [mid_turn, stechen, over])
def test_a_save_reads_back_as_it_was(base: Callable[[], dict]) -> None:
    data = base()
    match = FischkoppMatch.from_dict(copy.deepcopy(data))
    assert match.to_dict() == data
    assert match.copy().to_dict() == data


def test_a_fresh_match_at_frame_zero_reads_back() -> None:
    data = scripted([], seats=1).to_dict()
    assert data["frame"] == 0 and data["turn"] == 0
    assert FischkoppMatch.from_dict(data).to_dict() == data


def test_the_largest_table_reads_back() -> None:
    match = scripted([], seats=7)
    match.rounds[0].scores = {s: 78 for s in range(6)}
    match.rounds[0].fischkoepfe = {s: 12 for s in range(6)}
    match.turn = 6
    match.turn_fischkoepfe = 12
    data = match.to_dict()
    assert FischkoppMatch.from_dict(data).to_dict() == data


def test_the_highest_dice_fields_and_choices_read_back() -> None:
    data = edited(mid_turn, lambda d: d.update(dice=[6, 6], choices=[6, 12]))
    assert FischkoppMatch.from_dict(data).choices == (6, 12)
    data = edited(mid_turn, lambda d: d.update(dice=[1, 1], choices=[2], board=[1, 12]))
    match = FischkoppMatch.from_dict(data)
    assert match.dice == (1, 1) and match.board == mask_of([1, 12])


def test_the_last_seat_can_be_the_winner() -> None:
    data = edited(over, lambda d: d.update(winner=1))
    assert FischkoppMatch.from_dict(data).winner == 1


def test_the_shouts_may_end_on_the_match_clock() -> None:
    data = mid_turn()
    assert data["shouts"]["closed_at"] == data["frame"]
    assert FischkoppMatch.from_dict(data).frame == data["frame"]


def _set(*path: object) -> Callable[[object], Callable[[dict], None]]:
    def with_value(value: object) -> Callable[[dict], None]:
        def edit(data: dict) -> None:
            target = data
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value

        return edit

    return with_value


MATCH_FIELDS = [
    (_set("seat_count")(0), "the seats 0 is below 1"),
    (_set("seat_count")(8), "the seats 8 is above 7"),
    (_set("seat_count")(2.0), "the seats is not a whole number"),
    (_set("spectator_count")(-1), "the spectators -1 is below 0"),
    (_set("board")([0]), "a field 0 is below 1"),
    (_set("board")([13]), "a field 13 is above 12"),
    (_set("board")("5"), "board is not a list"),
    (_set("board")([5, 5]), "a field covered twice"),
    (_set("dice")([0, 4]), "a die 0 is below 1"),
    (_set("dice")([3, 7]), "a die 7 is above 6"),
    (_set("dice")([3, 4, 1]), "the dice has 3 items, not 2"),
    (_set("phase")(1), "the phase is not text"),
    (_set("turn")(-1), "the turn -1 is below 0"),
    (_set("choices")([0]), "a choice 0 is below 1"),
    (_set("choices")([13]), "a choice 13 is above 12"),
    (_set("choices")(7), "choices is not a list"),
    (_set("turn_fischkoepfe")(-1), "Fischköpfe -1 is below 0"),
    (_set("turn_fischkoepfe")(13), "Fischköpfe 13 is above 12"),
    (_set("frame")(-1), "the frame -1 is below 0"),
    (_set("winner")(-1), "the winner -1 is below 0"),
    (_set("winner")(2), "the winner 2 is above 1"),
    (_set("rounds")({}), "rounds is not a list"),
]


@pytest.mark.parametrize(("edit", "reason"), MATCH_FIELDS)
def test_a_field_out_of_range_is_refused(edit: Callable[[dict], None], reason: str) -> None:
    refused(edited(mid_turn, edit), reason)


def test_a_save_that_is_no_table_is_refused() -> None:
    refused([], "a Fischkopp match is not an object")


def _first_round(**changes: object) -> Callable[[dict], None]:
    return lambda d: d["rounds"][0].update(changes)


MISMATCHES = [
    (mid_turn, _set("spectator_count")(0), "shouts for other voices"),
    (mid_turn, _set("frame")(609), "a shout after the match's clock"),
    (mid_turn, _set("rounds")([]), "no round"),
    (stechen, lambda d: d["rounds"][1].update(number=2), "rounds out of order"),
    (stechen, lambda d: d["rounds"].reverse(), "rounds out of order"),
    (mid_turn, _first_round(tied=[0], players=[0]), "a short game"),
    (mid_turn, _first_round(eliminated=[1]), "a short game"),
    (mid_turn, _first_round(players=[1, 0]), "a short game"),
    (over, _set("winner")(None), "a finished match without a winner"),
    (over, _set("dice")([1, 2]), "a roll after the end"),
    (over, _set("choices")([3]), "a roll after the end"),
    (mid_turn, _set("winner")(0), "a winner before the end"),
    (mid_turn, _set("turn")(2), "a turn past the last player"),
    (mid_turn, _set("turn")(0), "scores do not fit the turn"),
    (stechen, _set("turn")(1), "scores do not fit the turn"),
    (mid_turn, _set("dice")(None), "fields to cover without a roll"),
    (mid_turn, _set("choices")([3, 4]), "choices that are not the roll's"),
    (
        mid_turn,
        lambda d: d.update(dice=[6, 6], choices=[], board=[6, 12]),
        "choices that are not the roll's",
    ),
    (stechen, _set("dice")([1, 2]), "a roll lying before rolling"),
    (stechen, _set("choices")([3]), "a roll lying before rolling"),
]


@pytest.mark.parametrize(("base", "edit", "reason"), MISMATCHES)
def test_parts_that_do_not_belong_together_are_refused(
    base: Callable[[], dict], edit: Callable[[dict], None], reason: str
) -> None:
    refused(edited(base, edit), reason)


# -- the shouts ------------------------------------------------------------------------------


def shouts() -> dict:
    return mid_turn()["shouts"]


def refused_box(data: object, reason: str) -> None:
    with pytest.raises(SaveFormatError, match=f"^{re.escape(reason)}$"):
        ShoutBox.from_dict(data)


def test_shouts_read_back_as_they_were() -> None:
    data = shouts()
    box = ShoutBox.from_dict(copy.deepcopy(data))
    assert box.to_dict() == data
    assert box.missed == (0, 2) and box.early_at == [None, None, 3] and box.closed_at == 610


def test_the_most_voices_and_the_longest_more_time_read_back() -> None:
    box = ShoutBox(MAX_VOICES, extra=[MAX_EXTRA_FRAMES] * MAX_VOICES)
    box.open(0)
    assert ShoutBox.from_dict(box.to_dict()) == box
    assert ShoutBox.from_dict(box.to_dict()).opened_at == 0


def test_shouts_saved_before_more_time_get_none() -> None:
    data = shouts()
    del data["extra"]
    assert ShoutBox.from_dict(data).extra == [0, 0, 0]


SHOUT_FIELDS = [
    (_set("voice_count")(0), "the voices 0 is below 1"),
    (_set("voice_count")(MAX_VOICES + 1), f"the voices {MAX_VOICES + 1} is above {MAX_VOICES}"),
    (_set("penalties")([0, -1, 0]), "penalties -1 is below 0"),
    (_set("penalties")([0, 0]), "penalties has 2 items, not 3"),
    (_set("crowns")([0, 0, -1]), "crowns -1 is below 0"),
    (_set("presses")([-1, 0, 0]), "presses -1 is below 0"),
    (_set("presses")([0, 0, 0, 0]), "presses has 4 items, not 3"),
    (_set("missed")([3]), "a voice 3 is above 2"),
    (_set("missed")([-1]), "a voice -1 is below 0"),
    (_set("missed")([1, 1]), "a voice missed twice"),
    (_set("missed")(None), "missed is not a list"),
    (_set("opened_at")(-1), "a window's start -1 is below 0"),
    (_set("closed_at")(-1), "a window's end -1 is below 0"),
    (_set("early_at")([None, None, -1]), "an early shout -1 is below 0"),
    (_set("early_at")([None, 3]), "early shouts has 2 items, not 3"),
    (_set("windows")(-1), "the windows -1 is below 0"),
    (_set("extra")([0, -1, 0]), "more time -1 is below 0"),
    (
        _set("extra")([0, MAX_EXTRA_FRAMES + 1, 0]),
        f"more time {MAX_EXTRA_FRAMES + 1} is above {MAX_EXTRA_FRAMES}",
    ),
    (_set("extra")([0, 0]), "more time has 2 items, not 3"),
]


@pytest.mark.parametrize(("edit", "reason"), SHOUT_FIELDS)
def test_a_shout_field_out_of_range_is_refused(edit: Callable[[dict], None], reason: str) -> None:
    refused_box(edited(shouts, edit), reason)
    refused(edited(mid_turn, lambda d: edit(d["shouts"])), reason)


def test_shouts_that_are_no_table_are_refused() -> None:
    refused_box([], "the shouts is not an object")


def test_counts_start_at_zero_and_windows_may_be_none_yet() -> None:
    data = shouts()
    data.update(penalties=[0, 0, 0], crowns=[0, 0, 0], windows=0, missed=[], closed_at=0)
    data["early_at"] = [0, None, None]
    box = ShoutBox.from_dict(data)
    assert box.penalties == [0, 0, 0] and box.windows == 0 and box.closed_at == 0
    assert box.early_at == [0, None, None] and box.latest_frame() == 0


# -- the rounds ------------------------------------------------------------------------------


def a_round() -> dict:
    return mid_turn()["rounds"][0]


def refused_round(data: object, reason: str, seat_count: int = 2) -> None:
    with pytest.raises(SaveFormatError, match=f"^{re.escape(reason)}$"):
        RoundRecord.from_dict(data, seat_count)


ROUND_FIELDS = [
    (_set("number")(-1), "a round's number -1 is below 0"),
    (_set("tied")([0, 2]), "tied 2 is above 1"),
    (_set("tied")([-1, 0]), "tied -1 is below 0"),
    (_set("tied")([0, 0]), "a seat twice in tied"),
    (_set("tied")(3), "tied is not a list"),
    (_set("scores")({}), "scores is not a list"),
    (_set("scores")([[-1, 5]]), "scores -1 is below 0"),
    (_set("eliminated")([1, 1]), "a seat twice in eliminated"),
    (_set("players")([0, 0]), "a seat twice in players"),
    (_set("players")([2]), "players 2 is above 1"),
    (_set("scores")([[0, -2]]), "scores -2 is below -1"),
    (_set("scores")([[0, 79]]), "scores 79 is above 78"),
    (_set("scores")([[2, 5]]), "scores 2 is above 1"),
    (_set("scores")([[0, 5, 1]]), "scores has 3 items, not 2"),
    (_set("scores")([[0, 5], [0, 6]]), "a seat twice in scores"),
    (_set("fischkoepfe")([[0, -1]]), "fischkoepfe -1 is below 0"),
    (_set("fischkoepfe")([[0, 13]]), "fischkoepfe 13 is above 12"),
    (_set("fischkoepfe")([[0, 1], [0, 2]]), "a seat twice in fischkoepfe"),
    (_set("fischkoepfe")([[1, 1]]), "scores and Fischköpfe disagree"),
    (lambda d: d.update(players=[1], scores=[[0, 5]]), "a score of a seat that did not play"),
    (lambda d: d.update(tied=[0]), "a player who was not in the round"),
]


@pytest.mark.parametrize(("edit", "reason"), ROUND_FIELDS)
def test_a_round_field_out_of_range_is_refused(edit: Callable[[dict], None], reason: str) -> None:
    refused_round(edited(a_round, edit), reason)
    refused(edited(mid_turn, lambda d: edit(d["rounds"][0])), reason)


def test_round_scores_read_back_from_graete_to_an_empty_board() -> None:
    data = a_round()
    data.update(scores=[[0, -1], [1, 78]], fischkoepfe=[[0, 0], [1, 12]])
    record = RoundRecord.from_dict(data, 2)
    assert record.scores == {0: -1, 1: 78} and record.fischkoepfe == {0: 0, 1: 12}
    assert record.to_dict() == data


def test_a_round_read_alone_knows_seven_seats() -> None:
    data = {"number": 0, "tied": [6], "eliminated": [], "players": [6]}
    data.update(scores=[[6, 3]], fischkoepfe=[[6, 0]])
    assert RoundRecord.from_dict(data).players == (6,)
    data.update(tied=[7], players=[7], scores=[], fischkoepfe=[])
    with pytest.raises(SaveFormatError, match=r"^tied 7 is above 6$"):
        RoundRecord.from_dict(data)


def test_a_round_that_is_no_table_is_refused() -> None:
    refused_round("round", "a round is not an object")
