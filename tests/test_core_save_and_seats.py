"""The save envelope, seats and per-seat options: the small core pieces every game leans on."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.core.events import Event
from game.core.savefile import SAVE_FORMAT, SaveFormatError, pack_save, unpack_save
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup


def test_a_save_round_trips():
    data = pack_save("fits", {"round": 2}, {"screen": {"x": 1}})
    assert unpack_save(data) == ("fits", {"round": 2}, {"screen": {"x": 1}})
    assert unpack_save(pack_save("fits", {}))[2] == {}


@pytest.mark.parametrize("version", [None, 0, SAVE_FORMAT + 1, "1", 1.5])
def test_a_save_of_another_format_version_is_refused(version):
    data = pack_save("fits", {"round": 2})
    data["format"] = version
    with pytest.raises(SaveFormatError):
        unpack_save(data)


@pytest.mark.parametrize(
    "broken",
    [None, [], "save", {"format": SAVE_FORMAT}, {"format": SAVE_FORMAT, "game": 3, "match": {}}],
)
def test_a_save_missing_its_parts_is_refused(broken):
    with pytest.raises(SaveFormatError):
        unpack_save(broken)


@pytest.mark.parametrize("extra", [None, [], "x", 7, ["a", "b"]])
def test_extras_that_are_not_a_mapping_become_empty(extra):
    data = pack_save("fits", {"round": 2})
    data["extra"] = extra
    assert unpack_save(data)[2] == {}


def test_a_seat_from_an_old_save_without_a_level_plays_normal():
    seat = Seat.from_dict({"index": 2, "kind": "cpu"})
    assert seat == Seat(2, SeatKind.CPU, "normal", "")
    assert Seat.from_dict(seat.to_dict()) == seat


def test_a_per_seat_option_reads_each_seat_and_defaults_past_the_list():
    seats = tuple(Seat(i) for i in range(3))
    setup = MatchSetup("wuerfelblitz", seats, seat_options=({"w": 3}, {"w": 1}))
    assert [setup.option_of(i, "w", 9) for i in range(3)] == [3, 1, 9]
    assert setup.option_of(0, "other", "d") == "d"
    assert MatchSetup("fits", seats).option_of(0, "w") is None


def test_a_refused_save_says_what_is_wrong():
    with pytest.raises(SaveFormatError, match=r"^not a save of this version$"):
        unpack_save({"format": SAVE_FORMAT + 1})
    with pytest.raises(SaveFormatError, match=r"^save is missing its game or match$"):
        unpack_save({"format": SAVE_FORMAT, "game": "fits"})


def test_a_named_seat_keeps_its_name_through_a_save():
    seat = Seat(3, SeatKind.CPU, "hard", "Ada")
    assert seat.to_dict() == {"index": 3, "kind": "cpu", "level": "hard", "name": "Ada"}
    assert Seat.from_dict(seat.to_dict()).name == "Ada"


def test_a_setup_saved_with_only_game_and_seats_takes_the_defaults():
    seats = (Seat(0), Seat(1, SeatKind.CPU))
    data = {"game_id": "fits", "seats": [s.to_dict() for s in seats]}
    assert MatchSetup.from_dict(data) == MatchSetup("fits", seats)
    assert MatchSetup.from_dict(data).seed == 0


def test_an_event_reports_its_kind_with_its_fields():
    @dataclass(frozen=True)
    class DiceRolled(Event):
        seat: int
        dice: tuple

    assert DiceRolled(1, (3, 4)).to_dict() == {"kind": "DiceRolled", "seat": 1, "dice": (3, 4)}


def test_a_save_whose_rules_seat_other_cpus_than_its_setup_is_refused():
    from game.core.savefile import check_same_seats

    setup = (Seat(0), Seat(1, SeatKind.CPU, "hard"))
    check_same_seats(setup, (Seat(0, name="Ann"), Seat(1, SeatKind.CPU, "hard")))
    for rules in (
        (Seat(0), Seat(1)),  # a CPU the screen drives, a person to the rules
        (Seat(0), Seat(1, SeatKind.CPU, "easy")),
        (Seat(0, SeatKind.CPU), Seat(1, SeatKind.CPU, "hard")),
    ):
        with pytest.raises(SaveFormatError):
            check_same_seats(setup, rules)
