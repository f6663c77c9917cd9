"""Fiese 15 rules: the RULES.md examples, busts, Zocker, handicap tiles and illegal actions."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from game.core.errors import IllegalAction
from game.core.seats import Seat, SeatKind
from game.fiese15.logic.events import DicePlaced, DiceRolled, GameOver, RoundStarted, TurnEnded
from game.fiese15.logic.rules import (
    COLOURS,
    STRIPS,
    Fiese15Match,
    Options,
    Phase,
    Place,
    Roll,
    Stop,
    action_from_dict,
    new_match,
)
from game.fiese15.logic.saved import match_from_dict
from game.fiese15.logic.strips import TILES_IN_PLAY, deal_tiles, strip_by_number


class ScriptedDice:
    """Stands in for the match generator: hands out the given faces in order."""

    def __init__(self, faces: list[int]) -> None:
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        face = self.faces.pop(0)
        assert low <= face <= high
        return face


def seats(count: int) -> list[Seat]:
    return [Seat(i, SeatKind.HUMAN) for i in range(count)]


def scripted_match(
    strip_number: int, faces: list[int], options: Options | None = None, seat_count: int = 2
) -> Fiese15Match:
    """A match whose first strip is ``strip_number`` and whose dice show ``faces`` in order."""
    match = new_match(seats(seat_count), options or Options(), seed=7)
    match.strips[0] = strip_by_number(strip_number)
    match.rng = ScriptedDice(faces)  # type: ignore[assignment]
    return match


def roll_faces(**by_colour: int) -> list[int]:
    """Faces in the order the rules roll the unplaced dice (colour order)."""
    return [by_colour[c] for c in COLOURS if c in by_colour]


# -- strips -------------------------------------------------------------------------------


def test_every_strip_sums_to_15_on_both_sides() -> None:
    assert [s.number for s in STRIPS] == list(range(1, 16))
    for strip in STRIPS:
        assert len(strip.front) == 6 and sum(strip.front) == 15
        assert len(strip.back) == 5 and sum(strip.back) == 15


def test_new_match_draws_ten_different_strips_from_the_seed() -> None:
    first = new_match(seats(3), Options(), seed=11)
    again = new_match(seats(3), Options(), seed=11)
    assert len({s.number for s in first.strips}) == 10
    assert first.to_dict() == again.to_dict()
    assert any(new_match(seats(3), Options(), seed=s).strips != first.strips for s in range(12, 20))
    assert first.phase is Phase.AWAIT_ROLL and first.current_seat == 0
    assert first.scores == [[None] * 10 for _ in range(3)]
    assert first.tiles is None


@pytest.mark.parametrize("count", [0, 1, 7])
def test_only_two_to_six_seats(count: int) -> None:
    with pytest.raises(ValueError, match=f"2-6 seats, got {count}"):
        new_match(seats(count), Options(), seed=1)


def test_start_events_describe_the_first_round_and_turn() -> None:
    match = new_match(seats(2), Options(handicap=True), seed=3)
    round_started, turn_started = match.start_events()
    assert isinstance(round_started, RoundStarted)
    assert round_started.strip_number == match.strips[0].number
    assert round_started.side == "back" and round_started.tiles == (1, 1)
    assert turn_started.seat == 0 and turn_started.targets == (*match.strips[0].back, 1)


# -- the worked examples -------------------------------------------------------------------


def lukas_until_second_roll(options: Options | None = None) -> Fiese15Match:
    # Strip 2: R5 Y3 G2 B2 K2 W1. Four dice worth 5 pips placed, then red 6 and yellow 5.
    first = roll_faces(red=6, yellow=5, green=2, blue=1, black=1, white=1)
    second = roll_faces(red=6, yellow=5)
    match = scripted_match(2, first + second, options)
    match.apply(Roll(0))
    match.apply(Place(0, ("green", "blue", "black", "white")))
    assert match.placed_pips() == 5 and match.bust_value() == (0 if options else 8)
    return match


def test_lukas_bust_scores_the_unplaced_targets() -> None:
    match = lukas_until_second_roll()
    events = match.apply(Roll(0))
    rolled, ended = events[0], events[1]
    assert isinstance(rolled, DiceRolled)
    assert rolled.values == (("red", 6), ("yellow", 5)) and rolled.valid == ()
    assert isinstance(ended, TurnEnded)
    assert (ended.seat, ended.score, ended.reason, ended.placed_total) == (0, 8, "bust", 5)
    assert match.scores[0][0] == 8
    assert match.current_seat == 1 and match.phase is Phase.AWAIT_ROLL
    assert match.placed == {} and match.dice == {}


def test_lukas_with_zocker_scores_nothing() -> None:
    match = lukas_until_second_roll(Options(zocker=True))
    events = match.apply(Roll(0))
    assert isinstance(events[1], TurnEnded) and events[1].score == 0
    assert match.scores[0][0] == 0


def nina_with_five_placed(last_green: int, options: Options | None = None) -> Fiese15Match:
    # Strip 3: R2 Y2 G3 B1 K5 W2. Red 1, then yellow 1, then white 2, then black 5 + blue 1.
    faces = (
        roll_faces(red=1, yellow=3, green=4, blue=2, black=6, white=3)
        + roll_faces(yellow=1, green=4, blue=2, black=6, white=3)
        + roll_faces(green=5, blue=3, black=6, white=2)
        + roll_faces(green=4, blue=1, black=5)
        + [last_green]
    )
    match = scripted_match(3, faces, options)
    for colours in (("red",), ("yellow",), ("white",), ("black", "blue")):
        match.apply(Roll(0))
        match.apply(Place(0, colours))
    assert match.placed_pips() == 10 and len(match.placed) == 5
    return match


def test_nina_stops_with_five_placed_for_15() -> None:
    match = nina_with_five_placed(last_green=2)
    assert match.running_score() == 15 and match.bust_value() == 3
    events = match.apply(Stop(0))
    assert isinstance(events[0], TurnEnded)
    assert (events[0].score, events[0].reason) == (15, "stop_bonus")
    assert match.scores[0][0] == 15


def test_nina_places_all_six_for_24() -> None:
    match = nina_with_five_placed(last_green=2)
    match.apply(Roll(0))
    assert match.phase is Phase.AWAIT_PLACE and match.valid_colours() == ("green",)
    events = match.apply(Place(0, ("green",)))
    placed, ended = events[0], events[1]
    assert isinstance(placed, DicePlaced)
    assert (placed.colours, placed.pips, placed.placed_total, placed.placed_count) == (
        ("green",),
        2,
        12,
        6,
    )
    assert isinstance(ended, TurnEnded) and (ended.score, ended.reason) == (24, "all_six")
    assert match.scores[0][0] == 24 and match.current_seat == 1


@pytest.mark.parametrize("green", [4, 5, 6])
def test_nina_busts_on_the_last_die_for_3(green: int) -> None:
    match = nina_with_five_placed(last_green=green)
    events = match.apply(Roll(0))
    assert isinstance(events[-2], TurnEnded)
    assert (events[-2].score, events[-2].reason) == (3, "bust")


def test_nina_busts_to_zero_with_zocker() -> None:
    match = nina_with_five_placed(last_green=6, options=Options(zocker=True))
    assert match.bust_value() == 0
    match.apply(Roll(0))
    assert match.scores[0][0] == 0


def test_stop_without_bonus_scores_the_placed_pips() -> None:
    match = scripted_match(1, roll_faces(red=1, yellow=3, green=6, blue=6, black=6, white=6))
    match.apply(Roll(0))
    match.apply(Place(0, ("yellow", "red")))  # any order; placed in colour order
    assert list(match.placed) == ["red", "yellow"]
    assert match.running_score() == 4
    events = match.apply(Stop(0))
    assert isinstance(events[0], TurnEnded) and (events[0].score, events[0].reason) == (4, "stop")


# -- busting on the first roll -------------------------------------------------------------

ALL_HIGH = roll_faces(red=6, yellow=6, green=6, blue=6, black=6, white=6)
# Strips with no 6 on either side: six sixes bust on them (with tiles below 6).
NO_SIX_STRIPS = [strip_by_number(n) for n in (1, 2, 3, 4, 7, 8, 10, 11, 13, 15)]


def test_bust_on_the_first_roll_scores_the_whole_strip() -> None:
    match = scripted_match(1, ALL_HIGH)
    assert match.bust_value() == 15
    events = match.apply(Roll(0))
    assert [type(e).__name__ for e in events] == ["DiceRolled", "TurnEnded", "TurnStarted"]
    assert events[1].score == 15 and match.scores[0][0] == 15


def test_bust_on_the_first_roll_with_zocker_scores_zero() -> None:
    match = scripted_match(1, ALL_HIGH, Options(zocker=True))
    match.apply(Roll(0))
    assert match.scores[0][0] == 0


@pytest.mark.parametrize("tile", [1, 3])
def test_bust_on_the_first_roll_with_handicap_scores_back_plus_tile(tile: int) -> None:
    match = scripted_match(13, ALL_HIGH, Options(handicap=True))
    match.tiles = [tile, 1]
    assert match.targets() == (4, 3, 1, 4, 3, tile)
    match.apply(Roll(0))
    assert match.scores[0][0] == 15 + tile


def test_valid_means_at_most_the_own_colour_target() -> None:
    # Strip 1: R1 Y3 G2 B4 K3 W2; exact hits and one below are valid, one above is not.
    match = scripted_match(1, roll_faces(red=2, yellow=3, green=1, blue=5, black=3, white=3))
    events = match.apply(Roll(0))
    assert events[0].valid == ("yellow", "green", "black")
    assert match.valid_colours() == ("yellow", "green", "black")
    assert len(match.legal_actions(0)) == 7
    assert match.legal_actions(1) == []


# -- illegal actions -----------------------------------------------------------------------


def place_phase() -> Fiese15Match:
    first = roll_faces(red=1, yellow=5, green=2, blue=4, black=6, white=6)
    second = roll_faces(yellow=3, green=6, blue=6, black=6, white=6)
    match = scripted_match(1, first + second)
    match.apply(Roll(0))
    return match


def decision_phase() -> Fiese15Match:
    match = place_phase()
    match.apply(Place(0, ("red",)))
    return match


@pytest.mark.parametrize(
    ("make", "action", "message"),
    [
        (place_phase, Roll(1), "turn"),
        (place_phase, Roll(0), "place at least one"),
        (place_phase, Stop(0), "stop"),
        (place_phase, Place(0, ()), "at least one"),
        (place_phase, Place(0, ("yellow",)), "over its target"),
        (place_phase, Place(0, ("red", "red")), "only once"),
        (place_phase, Place(0, ("purple",)), "no 'purple'"),
        (place_phase, Place(1, ("red",)), "turn"),
        (decision_phase, Place(0, ("green",)), "roll before"),
        (decision_phase, Place(0, ("red",)), "roll before"),
        (decision_phase, Stop(1), "turn"),
        (lambda: scripted_match(1, []), Stop(0), "stop"),
        (lambda: scripted_match(1, []), Place(0, ("red",)), "roll before"),
        (lambda: scripted_match(1, []), "roll", "turn"),
    ],
)
def test_illegal_actions_raise_and_change_nothing(make, action, message: str) -> None:
    match = make()
    before = json.dumps(_snapshot(match))
    with pytest.raises(IllegalAction, match=message):
        match.apply(action)
    assert json.dumps(_snapshot(match)) == before


def _snapshot(match: Fiese15Match) -> dict:
    """to_dict without the generator (a scripted stand-in here), plus the faces left."""
    real_rng = match.rng
    match.rng = new_match(seats(2), Options(), seed=0).rng
    try:
        data = match.to_dict()
    finally:
        match.rng = real_rng
    data["faces_left"] = list(getattr(real_rng, "faces", []))
    return data


def test_placing_an_already_placed_die_is_illegal() -> None:
    match = decision_phase()
    match.apply(Roll(0))
    assert match.phase is Phase.AWAIT_PLACE and match.valid_colours() == ("yellow",)
    before = json.dumps(_snapshot(match))
    with pytest.raises(IllegalAction, match="already placed"):
        match.apply(Place(0, ("red",)))
    with pytest.raises(IllegalAction, match="already placed"):
        match.apply(Place(0, ("yellow", "red")))
    assert json.dumps(_snapshot(match)) == before
    match.apply(Place(0, ("yellow",)))
    assert match.placed == {"red": 1, "yellow": 3}


def test_nothing_is_legal_after_the_game() -> None:
    match = new_match(seats(2), Options(), seed=5)
    while not match.is_over:
        match.apply(match.legal_actions(match.current_seat)[0])
    before = match.to_dict()
    assert match.legal_actions(0) == [] and match.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="over"):
        match.apply(Roll(match.current_seat))
    assert match.to_dict() == before


# -- handicap tiles ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("totals", "tiles"),
    [
        ([10, 20], [3, 1]),
        ([20, 10], [1, 3]),
        ([10, 10], [3, 1]),
        ([5, 9, 7], [4, 1, 2]),
        ([7, 7, 7], [4, 2, 1]),
        ([9, 5, 9], [2, 4, 1]),
        ([1, 2, 3, 4], [5, 3, 2, 1]),
        ([4, 4, 1, 1], [2, 1, 5, 3]),
        ([0, 0, 0, 0], [5, 3, 2, 1]),
        ([10, 20, 30, 40, 50], [5, 4, 3, 2, 1]),
        ([50, 10, 50, 10, 30], [2, 5, 1, 4, 3]),
        ([8, 8, 8, 8, 8], [5, 4, 3, 2, 1]),
        ([60, 50, 40, 30, 20, 10], [1, 2, 3, 4, 5, 6]),
        ([12, 30, 12, 5, 30, 20], [5, 2, 4, 6, 1, 3]),
        ([0, 0, 0, 0, 0, 0], [6, 5, 4, 3, 2, 1]),
    ],
)
def test_tiles_are_dealt_by_standing(totals: list[int], tiles: list[int]) -> None:
    assert deal_tiles(totals) == tiles
    assert sorted(tiles) == list(TILES_IN_PLAY[len(totals)])


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_handicap_round_one_uses_tile_one_then_deals_by_standing(count: int) -> None:
    match = new_match(seats(count), Options(handicap=True), seed=count)
    assert match.tiles == [1] * count
    match.strips = list(NO_SIX_STRIPS)
    # Every seat busts at once on round 1, so each scores its back side + tile 1 = 16...
    match.rng = ScriptedDice(ALL_HIGH * count)  # type: ignore[assignment]
    events = []
    for seat in range(count):
        events = match.apply(Roll(seat))
    assert [row[0] for row in match.scores] == [16] * count
    # ...a full tie, so the earlier seats get the higher tiles.
    assert match.tiles == sorted(TILES_IN_PLAY[count], reverse=True)
    round_started = next(e for e in events if isinstance(e, RoundStarted))
    assert round_started.round_index == 1 and round_started.tiles == tuple(match.tiles)
    assert match.current_seat == 0  # the start player does not rotate
    assert match.targets() == (*match.strips[1].back, match.tiles[0])


def test_handicap_deal_follows_the_running_totals() -> None:
    match = new_match(seats(3), Options(handicap=True), seed=2)
    match.strips = list(NO_SIX_STRIPS)
    match.scores = [[20, None] + [None] * 8, [30, None] + [None] * 8, [10, None] + [None] * 8]
    match.rng = ScriptedDice(ALL_HIGH * 3)  # type: ignore[assignment]
    match.round_index = 1
    for seat in range(3):
        match.apply(Roll(seat))
    # totals now 36, 46, 26 (each busts for 15 + tile 1)
    assert match.totals == [36, 46, 26]
    assert match.tiles == [2, 1, 4]


def test_game_over_after_ten_rounds_names_the_winners() -> None:
    match = new_match(seats(2), Options(), seed=4)
    match.strips = list(NO_SIX_STRIPS)
    match.rng = ScriptedDice(ALL_HIGH * 20)  # type: ignore[assignment]
    events = []
    for _ in range(20):
        events = match.apply(Roll(match.current_seat))
    assert match.is_over and match.phase is Phase.GAME_OVER
    assert match.totals == [150, 150] and match.winners() == [0, 1]
    assert isinstance(events[-1], GameOver)
    assert events[-1].totals == (150, 150) and events[-1].winners == (0, 1)


def test_evening_strangers_the_short_game_ends_after_four_rounds() -> None:
    """The house rule's short game: four strips drawn, four rounds, then the totals."""
    match = new_match(seats(2), Options(short=True), seed=4)
    assert match.options.rounds == 4 and len({s.number for s in match.strips}) == 4
    assert match.scores == [[None] * 4, [None] * 4]
    match.strips = list(NO_SIX_STRIPS)[:4]
    match.rng = ScriptedDice(ALL_HIGH * 8)  # type: ignore[assignment]
    events = []
    for turn in range(8):
        assert not match.is_over, f"over after {turn} turns"
        events = match.apply(Roll(match.current_seat))
    assert match.is_over and match.totals == [60, 60]
    assert isinstance(events[-1], GameOver)
    full = new_match(seats(2), Options(), seed=4)
    assert full.options.rounds == 10 and len(full.strips) == 10


def test_round_trip_through_json_keeps_everything() -> None:
    match = new_match(seats(4), Options(zocker=True, handicap=True), seed=9)
    for _ in range(7):
        match.apply(match.legal_actions(match.current_seat)[-1])
    data = json.loads(json.dumps(match.to_dict()))
    restored = match_from_dict(data)
    assert restored.to_dict() == match.to_dict()
    assert restored == match
    assert restored.copy().to_dict() == match.to_dict()


def test_start_events_of_a_finished_match_name_the_result() -> None:
    match = new_match(seats(3), Options(handicap=True), seed=4)
    match.strips = list(NO_SIX_STRIPS)
    match.rng = ScriptedDice(ALL_HIGH * 30)  # type: ignore[assignment]
    while not match.is_over:  # every turn busts for its back side and tile
        match.apply(Roll(match.current_seat))
    (over,) = match.start_events()
    assert isinstance(over, GameOver)
    assert over.totals == tuple(match.totals) and len(over.totals) == 3
    assert over.winners == tuple(match.winners()) and over.winners != ()


def test_a_copy_mid_turn_is_equal_and_independent() -> None:
    second_round = roll_faces(red=1, yellow=2, green=1, blue=6, black=6, white=6)
    for options in (Options(), Options(handicap=True)):
        match = new_match(seats(3), options, seed=6)
        match.strips = list(NO_SIX_STRIPS)
        match.rng = ScriptedDice(ALL_HIGH * 3 + second_round)  # type: ignore[assignment]
        for seat in range(3):
            match.apply(Roll(seat))  # everyone busts: on to round 2
        match.apply(Roll(0))
        match.apply(Place(0, ("red",)))
        assert match.round_index == 1 and match.phase is Phase.AWAIT_DECISION
        match.rng = new_match(seats(2), Options(), seed=0).rng  # copy needs a real generator
        twin = match.copy()
        assert twin.to_dict() == match.to_dict()
        twin.placed["yellow"] = 2
        twin.dice.clear()
        if twin.tiles is not None:
            twin.tiles[0] = 6
        assert match.placed == {"red": 1} and match.dice == {
            "yellow": 2,
            "green": 1,
            "blue": 6,
            "black": 6,
            "white": 6,
        }
        assert match.tiles is None or 6 not in match.tiles


def test_unknown_actions_and_strips_are_named_in_the_error() -> None:
    with pytest.raises(ValueError, match="unknown Fiese 15 action 'Jump'"):
        action_from_dict({"kind": "Jump", "seat": 0})
    with pytest.raises(ValueError, match="no strip 16"):
        strip_by_number(16)
    with pytest.raises(ValueError, match="no strip 0"):
        strip_by_number(0)


def test_options_missing_from_an_old_save_are_off() -> None:
    assert Options.from_dict({}) == Options(zocker=False, handicap=False)
    assert Options.from_dict({"zocker": True}) == Options(zocker=True, handicap=False)
    assert Options.from_dict({"handicap": True}) == Options(zocker=False, handicap=True)


def test_a_later_turns_events_name_its_seat_and_round() -> None:
    match = new_match(seats(2), Options(), seed=5)
    match.strips = list(NO_SIX_STRIPS)
    second = roll_faces(red=1, yellow=6, green=6, blue=6, black=6, white=6)
    match.rng = ScriptedDice(ALL_HIGH * 2 + ALL_HIGH + second)  # type: ignore[assignment]
    match.apply(Roll(0))
    round_two = match.apply(Roll(1))  # both bust: round 2 starts with seat 0
    assert [(e.kind, getattr(e, "round_index", None)) for e in round_two[-2:]] == [
        ("RoundStarted", 1),
        ("TurnStarted", 1),
    ]
    assert isinstance(round_two[-2], RoundStarted) and round_two[-2].side == "front"
    assert round_two[-2].tiles == ()
    ended, started = match.apply(Roll(0))[1:]  # seat 0 busts again
    assert (ended.seat, ended.round_index, started.seat, started.round_index) == (0, 1, 1, 1)
    rolled = match.apply(Roll(1))[0]
    placed = match.apply(Place(1, ("red",)))[0]
    assert isinstance(rolled, DiceRolled) and isinstance(placed, DicePlaced)
    assert (rolled.seat, placed.seat) == (1, 1)


def test_new_match_keeps_both_options() -> None:
    for options in (Options(zocker=True), Options(handicap=True), Options(True, True)):
        assert new_match(seats(2), options, seed=1).options == options


def test_only_fiese_15_actions_are_applied() -> None:
    @dataclass(frozen=True)
    class Shout:
        seat: int

    match = new_match(seats(2), Options(), seed=1)
    with pytest.raises(IllegalAction, match=r"not a Fiese 15 action: .*Shout"):
        match.apply(Shout(0))  # type: ignore[arg-type]
