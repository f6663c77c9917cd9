"""Würfelblitz saves: a save from the disk reads back exactly, and a field of the wrong type
or range, or parts that do not belong together, are refused with a SaveFormatError naming
the reason (it is logged and kept beside the set-aside save)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable

import pytest

from game.core.savefile import SaveFormatError
from game.wuerfelblitz.logic import (
    Call,
    Options,
    Reveal,
    SeatTally,
    Throw,
    ThrowDice,
    WuerfelblitzMatch,
)
from game.wuerfelblitz.logic.actions import action_from_dict, action_to_dict
from tests.test_wuerfelblitz_head_start import _mid_round
from tests.test_wuerfelblitz_rules import RIGHT, live_round, new_match, win_round


def saved(match: WuerfelblitzMatch) -> dict:
    return json.loads(json.dumps(match.to_dict()))


def live() -> dict:
    """Seats 0 and 1 called right at 100 and 120 after the reveal at 40; head starts 0, 60
    and 180 frames."""
    return saved(_mid_round())


def one_winner() -> dict:
    """Live since 40, seat 0 alone called right at 100 (no head starts)."""
    match = new_match()
    live_round(match, reveal=40)
    match.apply(Call(0, RIGHT, 100))
    return saved(match)


def between() -> dict:
    """Seat 1 won round 0; round 1 waits for its throw."""
    match = new_match()
    win_round(match, 1)
    return saved(match)


def hidden() -> dict:
    match = new_match()
    match.apply(ThrowDice(0, 5))
    return saved(match)


def over() -> dict:
    match = new_match(2, whites_per_black=(1, 1))
    for _ in range(3):
        win_round(match, 1)
    assert match.is_over
    return saved(match)


def edited(base: Callable[[], dict], edit: Callable[[dict], object]) -> dict:
    data = copy.deepcopy(base())
    edit(data)
    return data


def refused(data: object, reason: str, error: type[Exception] = SaveFormatError) -> None:
    with pytest.raises(error, match=f"^{re.escape(reason)}$"):
        WuerfelblitzMatch.from_dict(data)


def _set(*path: object) -> Callable[[object], Callable[[dict], None]]:
    def with_value(value: object) -> Callable[[dict], None]:
        def edit(data: dict) -> None:
            target = data
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value

        return edit

    return with_value


def test_the_saves_are_what_the_tests_say() -> None:
    assert live()["winner_frames"] == [100, 120] and live()["frame"] == 120
    assert live()["reveal_frame"] == 40 and live()["options"]["head_start"] == [0, 60, 180]
    assert (between()["phase"], between()["thrower"], between()["round_index"]) == (
        "await_throw",
        1,
        1,
    )
    assert (hidden()["phase"], hidden()["reveal_frame"], hidden()["frame"]) == ("hidden", None, 5)
    assert (over()["phase"], over()["winner"]) == ("over", 1)


@pytest.mark.parametrize("base", [live, one_winner, between, hidden, over])
def test_a_save_reads_back_as_it_was(base: Callable[[], dict]) -> None:
    data = base()
    match = WuerfelblitzMatch.from_dict(copy.deepcopy(data))
    assert match.to_dict() == data
    assert match.copy().to_dict() == data


def test_a_fresh_match_reads_back() -> None:
    data = saved(new_match(7, whites=3, brain_twister=True))
    assert data["frame"] == 0 and data["round_index"] == 0
    match = WuerfelblitzMatch.from_dict(data)
    assert match.to_dict() == data and match.options.brain_twister


def test_values_on_the_edges_read_back() -> None:
    def edge(d: dict) -> None:
        d["thrower"] = 2
        d["tallies"][2].update(whites=2, blacks=3, correct=0, wrong=0, fastest=0)
        d["tallies"][2].update(reaction_sum=0, reactions=0)
        d["reveal_frame"] = 100  # the first call on the reveal's frame
        d["winner_frames"] = [100, 120]

    data = edited(live, edge)
    match = WuerfelblitzMatch.from_dict(data)
    assert match.thrower == 2 and match.tallies[2] == SeatTally(2, 3, 0, 0, 0, 0, 0)
    assert match.to_dict() == data
    data = edited(over, _set("winner")(0))
    data["tallies"][0]["blacks"] = 3
    assert WuerfelblitzMatch.from_dict(data).winner == 0


def test_a_save_from_before_the_call_counts_starts_them_at_nothing() -> None:
    data = live()
    for tally in data["tallies"]:
        for key in ("correct", "wrong", "fastest", "reaction_sum", "reactions"):
            del tally[key]
    match = WuerfelblitzMatch.from_dict(data)
    assert match.tallies[0] == SeatTally(whites=1)


MATCH_FIELDS = [
    (_set("tallies")({}), "the tallies is not a list"),
    (_set("frame")(-1), "the frame -1 is below 0"),
    (_set("frame")("120"), "the frame is not a whole number"),
    (_set("phase")(None), "the phase is not text"),
    (_set("round_winners")([0, 3]), "a round winner 3 is above 2"),
    (_set("round_winners")([-1, 0]), "a round winner -1 is below 0"),
    (_set("round_winners")([0, 0]), "a seat won the round twice"),
    (_set("round_winners")(0), "round winners is not a list"),
    (_set("first_correct_frame")(121), "a first call 121 is above 120"),
    (_set("first_correct_frame")(-1), "a first call -1 is below 0"),
    (_set("winner_frames")([100, 121]), "a winning call's frame 121 is above 120"),
    (_set("winner_frames")([-1, 120]), "a winning call's frame -1 is below 0"),
    (_set("winner_frames")(None), "the winning calls' frames is not a list"),
    (_set("round_index")(-1), "the round -1 is below 0"),
    (_set("thrower")(3), "the thrower 3 is above 2"),
    (_set("thrower")(-1), "the thrower -1 is below 0"),
    (_set("reveal_frame")(121), "the reveal 121 is above 120"),
    (_set("reveal_frame")(-1), "the reveal -1 is below 0"),
    (_set("winner")(3), "the winner 3 is above 2"),
    (_set("winner")(-1), "the winner -1 is below 0"),
]


@pytest.mark.parametrize(("edit", "reason"), MATCH_FIELDS)
def test_a_field_out_of_range_is_refused(edit: Callable[[dict], None], reason: str) -> None:
    refused(edited(live, edit), reason)


def test_a_save_that_is_no_table_or_of_another_version_is_refused() -> None:
    refused([], "a Würfelblitz match is not an object")
    for version in (0, 2, None):
        data = live()
        data["version"] = version
        refused(data, "not a Würfelblitz match of this version", ValueError)


MISMATCHES = [
    (live, lambda d: d["tallies"][0].update(whites=3), "white discs that should have turned black"),
    (
        live,
        lambda d: d["throw"].update(whites=["black", "green", "red"]),
        "other dice",
    ),
    (live, _set("winner")(1), "a winner that does not fit the phase"),
    (over, _set("winner")(None), "a winner that does not fit the phase"),
    (live, _set("winner_frames")([100]), "round winners without their calls"),
    (live, _set("winner_frames")([101, 120]), "a first call that is not the first"),
    (live, _set("winner_frames")([100, 99]), "winning calls out of order"),
    (hidden, _set("throw")(None), "a round without a throw"),
    (live, _set("throw")(None), "a round without a throw"),
    (hidden, _set("reveal_frame")(5), "calls under the box"),
    (
        hidden,
        lambda d: d.update(round_winners=[1], winner_frames=[5], first_correct_frame=5),
        "calls under the box",
    ),
    (live, _set("reveal_frame")(None), "live without a reveal"),
    (
        live,
        lambda d: d.update(round_winners=[], winner_frames=[]),
        "round winners without a first correct call",
    ),
    (one_winner, lambda d: d.update(reveal_frame=101, frame=105), "a call before the reveal"),
]


@pytest.mark.parametrize(("base", "edit", "reason"), MISMATCHES)
def test_parts_that_do_not_belong_together_are_refused(
    base: Callable[[], dict], edit: Callable[[dict], None], reason: str
) -> None:
    refused(edited(base, edit), reason)


def test_a_win_inside_the_seats_own_window_reads_back_and_one_after_it_is_late() -> None:
    # Seat 0 alone, no head starts: its window is 100 .. 108.
    data = edited(one_winner, lambda d: d.update(round_winners=[0, 1], frame=108))
    data["winner_frames"] = [100, 108]
    assert WuerfelblitzMatch.from_dict(data).round_winners == [0, 1]
    data.update(winner_frames=[100, 109], frame=109)
    refused(data, "a late win")


# -- the seats' discs, the throw and the options ----------------------------------------------


TALLY_FIELDS = [
    ("whites", -1, "white discs -1 is below 0"),
    ("blacks", -1, "black discs -1 is below 0"),
    ("blacks", 4, "black discs 4 is above 3"),
    ("correct", -1, "correct calls -1 is below 0"),
    ("wrong", -1, "wrong calls -1 is below 0"),
    ("fastest", -1, "the fastest call -1 is below 0"),
    ("reaction_sum", -1, "summed call times -1 is below 0"),
    ("reactions", -1, "timed calls -1 is below 0"),
    ("reactions", "1", "timed calls is not a whole number"),
]


@pytest.mark.parametrize(("key", "value", "reason"), TALLY_FIELDS)
def test_a_seat_count_out_of_range_is_refused(key: str, value: object, reason: str) -> None:
    data = SeatTally(1, 2, 3, 4, 5, 6, 7).to_dict()
    assert SeatTally.from_dict(dict(data)) == SeatTally(1, 2, 3, 4, 5, 6, 7)
    data[key] = value
    with pytest.raises(SaveFormatError, match=f"^{re.escape(reason)}$"):
        SeatTally.from_dict(data)
    refused(edited(live, lambda d: d["tallies"][2].update({key: value})), reason)


def test_seat_discs_that_are_no_table_are_refused() -> None:
    refused(
        edited(live, lambda d: d["tallies"].__setitem__(1, 5)), "a seat's discs is not an object"
    )


THROW_FIELDS = [
    (_set("throw")([]), "a throw is not an object"),
    (_set("throw", "faces")([4, 2, 6, 3, 2]), "the faces has 5 items, not 6"),
    (_set("throw", "faces")([4, 2, 6, 3, 2, 0]), "a face 0 is below 1"),
    (_set("throw", "faces")([4, 2, 7, 3, 2, 1]), "a face 7 is above 6"),
    (_set("throw", "whites")("black"), "the white dice is not a list"),
    (_set("throw", "whites")(["black"]), "1 white dice"),
    (_set("throw", "whites")(["black", "green", "red", "blue"]), "4 white dice"),
    (_set("throw", "whites")(["black", "pink"]), "a white die of no colour"),
]


@pytest.mark.parametrize(("edit", "reason"), THROW_FIELDS)
def test_a_throw_out_of_range_is_refused(edit: Callable[[dict], None], reason: str) -> None:
    refused(edited(live, edit), reason)


def test_a_throw_of_three_white_dice_and_the_highest_faces_reads_back() -> None:
    data = {"faces": [6, 1, 6, 1, 6, 1], "whites": ["red", "red", "blue"]}
    throw = Throw.from_dict(data)
    assert throw.faces == (6, 1, 6, 1, 6, 1) and throw.whites == ("red", "red", "blue")
    assert throw.to_dict() == data


OPTION_FIELDS = [
    (_set("options")(3), "the options is not an object"),
    (_set("options", "whites")("2"), "white dice is not a whole number"),
    (_set("options", "brain_twister")(0), "brain twister is not true or false"),
    (_set("options", "whites_per_black")(3), "white discs per black is not a list"),
    (
        _set("options", "whites_per_black")([3, 3, 2.0]),
        "white discs per black is not a whole number",
    ),
    (_set("options", "head_start")(60), "head starts is not a list"),
    (_set("options", "head_start")([0, 60, "180"]), "a head start is not a whole number"),
]


@pytest.mark.parametrize(("edit", "reason"), OPTION_FIELDS)
def test_options_of_the_wrong_type_are_refused(edit: Callable[[dict], None], reason: str) -> None:
    refused(edited(live, edit), reason)


def test_options_saved_without_a_field_take_the_defaults() -> None:
    assert Options.from_dict({}) == Options()
    assert Options.from_dict({}).whites == 2 and not Options.from_dict({}).brain_twister
    data = one_winner()
    data["options"] = {"whites_per_black": [3, 3, 3]}
    assert WuerfelblitzMatch.from_dict(data).options == Options(2, False, (3, 3, 3), ())


def test_replayed_actions_read_back_and_an_unknown_one_is_refused() -> None:
    for action in (ThrowDice(2, 30), Reveal(45), Call(1, 8, 50)):
        assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action
    with pytest.raises(ValueError, match=r"^unknown Würfelblitz action 'Pass'$"):
        action_from_dict({"kind": "Pass", "frame": 3})


def test_an_old_save_with_round_winners_but_no_first_call_is_refused() -> None:
    data = between()
    del data["winner_frames"]  # as saved before head starts
    assert WuerfelblitzMatch.from_dict(copy.deepcopy(data)).winner_frames == [60]
    data["first_correct_frame"] = None
    refused(data, "round winners without their calls")
