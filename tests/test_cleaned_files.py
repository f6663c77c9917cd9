"""Files that read well but hold bad values (a NaN or negative total, a person nobody has, an
entry twice) say so: each cleaned value is logged with the file's name, the original is kept
aside byte for byte as an unreadable file is, and the game goes on with the cleaned data.
A clean file does neither."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchResult, MatchSetup
from game.engine import storage
from game.shell.evening import flow as evening_flow
from game.shell.evening import store as evening_store
from game.shell.evening.flow import new_evening
from game.shell.evening.table import EveningTableScene
from game.shell.people.example import ExampleStore
from game.shell.people.person import Person
from game.shell.people.store import PERSON_KEY, PeopleStore
from game.shell.people.store import path as people_path
from tests.driving import run, run_until

GAMES = ["fiese15", "fischkopp", "wuerfelblitz"]


def envelope(data: dict) -> bytes:
    # json.dumps writes NaN as the bare word NaN, which json.loads reads back as a float.
    return json.dumps({"version": 1, "data": data}, indent=1).encode()


def a_good_evening() -> dict:
    evening = new_evening(GAMES, [("p1", "person", ""), ("cpu:2", "cpu", "hard")])
    evening.match_seed = 41
    evening.record([1, 2], {"busts": (1, 0), "call": (95.5, 120)})
    evening.record([2, 2], {"graeten": (2, 0)})  # a tie shares its places' points
    return evening.to_dict()


def a_good_people_file() -> dict:
    """Two people with what play leaves in the file: stats, measures, head-to-head, lessons."""
    store = ExampleStore()  # never written by itself: the test writes the file
    store.people = [Person("p1", "Anna", seen=1), Person("p2", "Ben", seen=2)]
    store.clock, store.next_id = 2, 3
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.HUMAN))
    options = ({PERSON_KEY: "p1"}, {PERSON_KEY: "p2"})
    setup = MatchSetup("wuerfelblitz", seats, seat_options=options)
    calls = (("call", (95, None)), ("call_time", ((301, 4), (0, 0))))
    store.record(MatchResult(setup, (7, 3), measures=calls))
    store.people[0].learned, store.people[1].offered = ["fits"], ["fits", "fiese15"]
    store.box.learned = ["fischkopp"]
    return store.to_dict()


def write(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


def kept_aside(path: Path) -> list[bytes]:
    return [p.read_bytes() for p in path.parent.glob(path.name + ".broken-*")]


def warnings_about(caplog, name: str) -> list[str]:
    return [
        r.getMessage()
        for r in caplog.records
        if r.levelno >= logging.WARNING
        and name in r.getMessage()
        and "bad value" in r.getMessage()
        and "kept as" not in r.getMessage()
    ]


# ----- the evening ------------------------------------------------------------------------------
def evening_with(change) -> dict:
    data = a_good_evening()
    change(data)
    return data


def nan_points(data: dict) -> None:
    data["entrants"][0]["points"] = float("nan")


def negative_points(data: dict) -> None:
    data["entrants"][1]["points"] = -4.0


def an_entrant_twice(data: dict) -> None:
    data["entrants"].append(dict(data["entrants"][0], points=99.0))


@pytest.mark.parametrize(
    ("change", "said", "check"),
    [
        (nan_points, "points nan", lambda e: e.entrant("p1").points == 0.0),
        (negative_points, "points -4.0", lambda e: e.entrant("cpu:2").points == 0.0),
        (
            an_entrant_twice,
            "p1 twice",
            lambda e: len(e.entrants) == 2 and e.entrant("p1").points == 2.5,  # the first kept
        ),
    ],
    ids=["nan points", "negative points", "entrant twice"],
)
def test_a_bad_evening_value_is_cleaned_said_and_the_original_kept(change, said, check, caplog):
    content = envelope(evening_with(change))
    write(evening_store.path(), content)
    with caplog.at_level(logging.WARNING):
        evening = evening_store.load()
    warned = warnings_about(caplog, "evening.json")
    assert len(warned) == 1 and said in warned[0], warned
    assert kept_aside(evening_store.path()) == [content]
    assert storage.take_notices()  # the player hears of it as of any file kept aside
    assert check(evening)
    caplog.clear()
    again = evening_store.load()  # the cleaned evening is what is on disk now
    assert again.to_dict() == evening.to_dict() and check(again)
    assert warnings_about(caplog, "evening.json") == []
    assert kept_aside(evening_store.path()) == [content]


def test_an_evening_naming_someone_the_people_file_lacks_plays_them_as_a_guest(make_app, caplog):
    """Continue between games: Cleo (p3) is in the evening but not in people.json."""
    write(people_path(), envelope(a_good_people_file()))
    data = a_good_evening()
    data["entrants"].append(dict(data["entrants"][0], key="p3", points=1.0))
    data["seating"].append("p3")
    content = envelope(data)
    write(evening_store.path(), content)
    app = make_app(scene="title")
    run(app, 5)
    with caplog.at_level(logging.WARNING):
        assert evening_flow.resume(app)
    run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
    evening = app.scenes.top.evening
    warned = warnings_about(caplog, "evening.json")
    assert len(warned) == 1 and "p3" in warned[0] and "no such person" in warned[0]
    assert kept_aside(evening_store.path()) == [content]
    assert evening.entrant("p3") is None
    guest = evening.entrant("guest:1")
    assert guest.kind == "guest" and guest.points == 1.0 and evening.seating[-1] == "guest:1"
    assert evening_store.load().to_dict() == evening.to_dict()  # written back, cleaned


def test_a_clean_evening_is_neither_said_nor_kept_aside(make_app, caplog):
    write(people_path(), envelope(a_good_people_file()))
    content = envelope(a_good_evening())
    write(evening_store.path(), content)
    app = make_app(scene="title")
    run(app, 5)
    with caplog.at_level(logging.WARNING):
        assert evening_flow.resume(app)
        assert evening_store.load().to_dict() == a_good_evening()
    assert warnings_about(caplog, "evening.json") == []
    assert kept_aside(evening_store.path()) == [] and storage.take_notices() == []
    assert evening_store.path().read_bytes() == content


# ----- the people -------------------------------------------------------------------------------
def test_a_person_twice_in_the_people_file_is_cleaned_said_and_kept(make_app, caplog):
    data = a_good_people_file()
    data["people"].append(dict(data["people"][0], name="Anna Two"))
    content = envelope(data)
    write(people_path(), content)
    with caplog.at_level(logging.WARNING):
        app = make_app(scene="title")
    warned = warnings_about(caplog, "people.json")
    assert len(warned) == 1 and "p1 twice" in warned[0], warned
    assert kept_aside(people_path()) == [content]
    assert [p.name for p in app.people.people] == ["Anna", "Ben"]  # what the game uses
    assert [p.name for p in PeopleStore.load().people] == ["Anna", "Ben"]


def test_negative_stats_and_a_head_to_head_with_nobody_are_cleaned_and_said(caplog):
    data = a_good_people_file()
    data["people"][0]["games"] = {"fits": {"played": -3, "won": 1, "history": []}}
    data["people"][0]["versus"] = {"p2": [1, 0, 0], "p9": [2, 0, 0]}
    content = envelope(data)
    write(people_path(), content)
    with caplog.at_level(logging.WARNING):
        store = PeopleStore.load()
    warned = warnings_about(caplog, "people.json")
    assert any("played -3" in w for w in warned) and any("p9" in w for w in warned), warned
    assert kept_aside(people_path()) == [content]
    anna = store.get("p1")
    assert anna.stats_of("fits").played == 0 and anna.stats_of("fits").won == 0
    assert set(anna.versus) == {"p2"}


def test_a_clean_people_file_is_neither_said_nor_kept_aside(make_app, caplog):
    content = envelope(a_good_people_file())
    write(people_path(), content)
    with caplog.at_level(logging.WARNING):
        app = make_app(scene="title")
        run(app, 5)
    assert warnings_about(caplog, "people.json") == []
    assert kept_aside(people_path()) == [] and storage.take_notices() == []
    assert [p.name for p in app.people.people] == ["Anna", "Ben"]
    assert app.people.to_dict() == a_good_people_file()  # read exactly as written


# ----- the old profiles file --------------------------------------------------------------------
def old_profiles(**data) -> bytes:
    payload = {"names": [], "played": {}, "wins": {}, "learned": [], "offered": []}
    payload.update(data)
    return envelope(payload)


def test_an_old_profile_file_with_a_lesson_twice_is_cleaned_said_and_kept(make_app, caplog):
    path = storage.data_dir() / "profiles.json"
    content = old_profiles(learned=["fits", "fits"], played={"fits": -2, "fiese15": 3})
    write(path, content)
    with caplog.at_level(logging.WARNING):
        app = make_app(scene="title")
    warned = warnings_about(caplog, "profiles.json")
    assert any("fits twice" in w for w in warned) and any("-2" in w for w in warned), warned
    assert kept_aside(path) == [content]  # the old file is only read: moved, never rewritten
    assert not path.exists()
    assert app.people.box.learned == ["fits"]
    assert app.people.box.played("fits") == 0 and app.people.box.played("fiese15") == 3


def test_a_clean_old_profile_file_is_neither_said_nor_kept_aside(make_app, caplog):
    path = storage.data_dir() / "profiles.json"
    content = old_profiles(names=["Mia"], learned=["fits"], played={"fits": 2})
    write(path, content)
    with caplog.at_level(logging.WARNING):
        app = make_app(scene="title")
        run(app, 5)
    assert warnings_about(caplog, "profiles.json") == []
    assert kept_aside(path) == [] and path.read_bytes() == content
    assert app.people.box.learned == ["fits"] and app.people.by_name("Mia").learned == ["fits"]
