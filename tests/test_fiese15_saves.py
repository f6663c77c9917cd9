"""Fiese 15 saves (``logic/saved.py``): a save from the disk reads back exactly, and a field
of the wrong type or range, or parts that do not belong together, are refused with a
SaveFormatError naming the reason (Continue keeps the save aside with it)."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable

import pytest

from game.core.savefile import SaveFormatError
from game.fiese15.logic.rules import Options, new_match
from game.fiese15.logic.saved import match_from_dict
from game.fiese15.logic.strips import COLOURS
from tests.test_fiese15_rules import seats


def after(steps: int, options: Options | None = None) -> dict:
    """Three seats (handicap), seed 9, each move the last legal one, ``steps`` moves in."""
    match = new_match(seats(3), options or Options(handicap=True), seed=9)
    for _ in range(steps):
        match.apply(match.legal_actions(match.current_seat)[-1])
    return json.loads(json.dumps(match.to_dict()))


def to_roll() -> dict:
    """Seat 0 scored 1 in round 0; seat 1 is to roll."""
    return after(7)


def to_place() -> dict:
    return after(8)


def to_decide() -> dict:
    return after(9)


def over() -> dict:
    match = new_match(seats(2), Options(zocker=True), seed=3)
    while not match.is_over:
        match.apply(match.legal_actions(match.current_seat)[-1])
    return json.loads(json.dumps(match.to_dict()))


def edited(base: Callable[[], dict], edit: Callable[[dict], object]) -> dict:
    data = copy.deepcopy(base())
    edit(data)
    return data


def refused(data: object, reason: str) -> None:
    with pytest.raises(SaveFormatError, match=f"^{re.escape(reason)}$"):
        match_from_dict(data)


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
    data = to_roll()
    assert (data["phase"], data["round_index"], data["current_seat"]) == ("await_roll", 0, 1)
    assert [row[0] for row in data["scores"]] == [1, None, None] and data["tiles"] == [1, 1, 1]
    assert to_place()["dice"] == {
        "red": 6,
        "yellow": 4,
        "green": 2,
        "blue": 2,
        "black": 2,
        "white": 1,
    }
    assert to_decide()["placed"] == {"green": 2, "blue": 2, "black": 2, "white": 1}
    assert to_decide()["dice"] == {"red": 6, "yellow": 4} and to_place()["strips"][0] == 8
    assert (over()["phase"], over()["round_index"], over()["current_seat"]) == ("game_over", 9, 1)


@pytest.mark.parametrize("base", [to_roll, to_place, to_decide, over, lambda: after(0)])
def test_a_save_reads_back_as_it_was(base: Callable[[], dict]) -> None:
    data = base()
    match = match_from_dict(copy.deepcopy(data))
    assert match.to_dict() == data
    assert match.copy().to_dict() == data


def test_six_seats_and_scores_on_the_edges_read_back() -> None:
    match = new_match(seats(6), Options(handicap=True), seed=2)
    match.current_seat = 5
    match.tiles = [6, 5, 4, 3, 2, 1]
    for seat in range(5):
        match.scores[seat][0] = 1000 if seat % 2 else -1000
    data = json.loads(json.dumps(match.to_dict()))
    assert match_from_dict(data).to_dict() == data


def test_the_last_round_reads_back_before_it_is_over() -> None:
    data = over()
    data.update(phase="await_roll", current_seat=1)
    data["scores"][1][9] = None
    assert match_from_dict(data).round_index == 9


def test_a_save_without_tiles_or_options_takes_no_handicap() -> None:
    data = after(3, Options())
    assert data["tiles"] is None
    del data["tiles"]
    data["options"] = {}
    match = match_from_dict(data)
    assert match.tiles is None and not match.options.handicap and not match.options.zocker


FIELDS = [
    (_set("seats")("abc"), "the seats is not a list"),
    (lambda d: d.update(seats=d["seats"][:1]), "1 seats"),
    (lambda d: d["seats"].reverse(), "seats out of order"),
    (_set("strips")(8), "strips is not a list"),
    (lambda d: d["strips"].__setitem__(9, 0), "a strip 0 is below 1"),
    (lambda d: d["strips"].__setitem__(9, 16), "a strip 16 is above 15"),
    (lambda d: d["strips"].pop(), "not a strip for each round"),
    (lambda d: d["strips"].__setitem__(9, 8), "not a strip for each round"),
    (_set("tiles")([1, 1]), "the tiles has 2 items, not 3"),
    (_set("tiles")([1, 0, 1]), "a tile 0 is below 1"),
    (_set("tiles")([1, 7, 1]), "a tile 7 is above 6"),
    (_set("options")([]), "the options is not an object"),
    (_set("options", "zocker")("no"), "zocker is not true or false"),
    (_set("options", "handicap")(1), "handicap is not true or false"),
    (_set("options", "handicap")(False), "handicap tiles without the handicap"),
    (_set("round_index")(-1), "the round -1 is below 0"),
    (_set("round_index")(10), "the round 10 is above 9"),
    (_set("current_seat")(-1), "the seat on turn -1 is below 0"),
    (_set("current_seat")(3), "the seat on turn 3 is above 2"),
    (_set("phase")(2), "the phase is not text"),
    (_set("dice")([]), "the dice is not an object"),
    (_set("dice", "pink")(3), "the dice: a die of no colour"),
    (_set("dice", "red")(0), "the dice: pips 0 is below 1"),
    (_set("dice", "red")(7), "the dice: pips 7 is above 6"),
    (_set("placed")(None), "the placed dice is not an object"),
    (_set("placed", "gold")(1), "the placed dice: a die of no colour"),
    (_set("placed", "green")(7), "the placed dice: pips 7 is above 6"),
    (_set("placed", "green")(0), "the placed dice: pips 0 is below 1"),
    (lambda d: d["scores"].pop(), "the scores has 2 items, not 3"),
    (lambda d: d["scores"][0].__setitem__(0, 1001), "a score 1001 is above 1000"),
    (lambda d: d["scores"][0].__setitem__(0, -1001), "a score -1001 is below -1000"),
]


@pytest.mark.parametrize(("edit", "reason"), FIELDS)
def test_a_field_out_of_range_is_refused(edit: Callable[[dict], None], reason: str) -> None:
    refused(edited(to_decide, edit), reason)


def test_a_save_that_is_no_table_is_refused() -> None:
    refused("match", "a Fiese 15 match is not an object")


def test_seven_seats_are_refused() -> None:
    match = new_match(seats(6), Options(), seed=2)
    data = json.loads(json.dumps(match.to_dict()))
    data["seats"].append({**data["seats"][5], "index": 6})
    data["scores"].append([None] * 10)
    refused(data, "7 seats")


def _last_round_empty(d: dict) -> None:
    d["round_index"] = 8
    for row in d["scores"]:
        row[9] = None


MISMATCHES = [
    (to_roll, lambda d: d["scores"][0].append(None), "scores for other rounds than the match's"),
    (to_roll, lambda d: d["scores"][0].__setitem__(0, None), "scores do not fit the turn"),
    (to_roll, lambda d: d["scores"][1].__setitem__(0, 4), "scores do not fit the turn"),
    (to_roll, lambda d: d["scores"][0].__setitem__(1, 4), "scores do not fit the turn"),
    (to_roll, _set("current_seat")(0), "scores do not fit the turn"),
    (over, lambda d: d["scores"][1].__setitem__(9, None), "scores do not fit the turn"),
    (over, _last_round_empty, "the match ended early"),
    (
        over,
        lambda d: d.update(current_seat=0) or d["scores"][1].__setitem__(9, None),
        "the match ended mid-round",
    ),
    (to_decide, lambda d: d["dice"].update(green=2), "a die both lying and placed"),
    (to_roll, _set("dice")({"red": 3}), "dice lying before the first roll"),
    (to_roll, _set("placed")({"red": 3}), "dice lying before the first roll"),
    (to_place, lambda d: d["dice"].pop("white"), "a roll of other dice"),
    (to_place, _set("dice")({c: 6 for c in COLOURS}), "a roll without a die to place"),
    (
        to_decide,
        lambda d: d["dice"].update(d.pop("placed")) or d.update(placed={}),
        "a decision without dice placed",
    ),
    (
        to_decide,
        lambda d: d["placed"].update(d.pop("dice")) or d.update(dice={}),
        "a decision without dice placed",
    ),
]


@pytest.mark.parametrize(("base", "edit", "reason"), MISMATCHES)
def test_parts_that_do_not_belong_together_are_refused(
    base: Callable[[], dict], edit: Callable[[dict], None], reason: str
) -> None:
    refused(edited(base, edit), reason)


def test_a_decision_with_five_dice_placed_reads_back() -> None:
    data = edited(
        to_decide, lambda d: d.update(placed={**d["placed"], "yellow": 4}, dice={"red": 6})
    )
    assert match_from_dict(data).placed["yellow"] == 4


def test_a_short_games_save_reads_back_and_its_four_strips_are_checked() -> None:
    """The short game (a house rule) keeps four strips and four rounds of scores: its save
    reads back exactly; ten strips, or a round past the fourth, are refused."""
    data = after(9, Options(short=True))
    assert len(data["strips"]) == 4 and data["options"]["short"] is True
    assert match_from_dict(copy.deepcopy(data)).to_dict() == data
    ten = copy.deepcopy(data)
    ten["strips"] += [n for n in range(1, 16) if n not in ten["strips"]][:6]
    refused(ten, "not a strip for each round")
    late = copy.deepcopy(data)
    late["round_index"] = 4
    refused(late, "the round 4 is above 3")
    refused(edited(to_decide, _set("options", "short")("yes")), "short is not true or false")


def test_a_save_from_before_the_short_game_plays_the_full_one() -> None:
    data = to_decide()
    del data["options"]["short"]
    assert match_from_dict(data).options.rounds == 10
