"""People: names, stats that follow a person (not a seat), the store, migration, hostile files."""

from __future__ import annotations

import json

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchResult, MatchSetup
from game.engine import storage
from game.shell.people.keyboard import DELETE, DONE, SHIFT, OnScreenKeyboard
from game.shell.people.person import MAX_NAME, Person, clean_name
from game.shell.people.store import PERSON_KEY, PeopleStore, path


def _setup(game: str, people: list[str | None], cpus: int = 0) -> MatchSetup:
    seats = [Seat(i, SeatKind.HUMAN) for i in range(len(people))]
    seats += [Seat(len(people) + k, SeatKind.CPU, "normal") for k in range(cpus)]
    options = [{PERSON_KEY: p} if p else {} for p in people] + [{} for _ in range(cpus)]
    return MatchSetup(game, tuple(seats), seat_options=tuple(options))


def test_names_are_cleaned_and_bounded():
    assert clean_name("  Anna   Lena ") == "Anna Lena"
    assert clean_name("Jürgen\x00<script>") == "Jürgenscript"
    assert len(clean_name("x" * 10_000_000)) == MAX_NAME
    assert clean_name(42) == ""


def test_a_person_plays_and_only_their_stats_change():
    store = PeopleStore()
    anna, ben = store.add("Anna"), store.add("Ben")
    store.record(MatchResult(_setup("fiese15", [anna.id, None], cpus=1), (30, 20, 10)))
    assert anna.stats_of("fiese15").played == 1
    assert anna.stats_of("fiese15").won == 1
    assert ben.games == {}
    assert anna.versus == {}  # nobody known played against her


def test_two_people_swapping_seats_keep_their_own_stats():
    store = PeopleStore()
    anna, ben = store.add("Anna"), store.add("Ben")
    store.record(MatchResult(_setup("fits", [anna.id, ben.id]), (40, 10)))
    store.record(MatchResult(_setup("fits", [ben.id, anna.id]), (5, 50)))
    assert anna.stats_of("fits").won == 2 and ben.stats_of("fits").won == 0
    assert anna.stats_of("fits").best == 50 and ben.stats_of("fits").best == 10
    assert anna.versus[ben.id].ahead == 2 and ben.versus[anna.id].behind == 2


def test_measures_and_lowest_wins_follow_the_person():
    store = PeopleStore()
    anna = store.add("Anna")
    result = MatchResult(
        _setup("fischkopp", [None, anna.id]),
        (12, 30),
        lowest_wins=True,
        measures=(("graeten", (0, 2)), ("heads", (1, 3))),
    )
    store.record(result)
    stats = anna.stats_of("fischkopp")
    assert stats.won == 0 and stats.best == 30
    assert stats.measure_sum("graeten") == 2 and stats.measure("heads") == 3


def test_the_store_round_trips_and_orders_by_last_join(tmp_path):
    store = PeopleStore()
    anna, ben = store.add("Anna", colour=2, avatar=5), store.add("Ben")
    store.touch(anna)
    store.record(MatchResult(_setup("fits", [anna.id, ben.id]), (40, 10)))
    storage.writer.flush()
    again = PeopleStore.load()
    assert [p.name for p in again.recent()] == ["Anna", "Ben"]
    assert again.get(anna.id).to_dict() == anna.to_dict()
    assert again.add("Cleo").id not in (anna.id, ben.id)


def test_delete_removes_everything_of_a_person():
    store = PeopleStore()
    anna, ben = store.add("Anna"), store.add("Ben")
    store.record(MatchResult(_setup("fits", [anna.id, ben.id]), (40, 10)))
    store.delete(ben)
    assert store.get(ben.id) is None and ben.id not in anna.versus
    assert store.rename(anna, "  Annika ") and anna.name == "Annika"
    assert not store.rename(anna, "   ")


def test_old_per_seat_profiles_become_people_and_stay_readable():
    old = {"names": ["Mia", "", "Tom"], "played": {"fits": 4}, "wins": {"fits": [3, 0, 1]}}
    storage.write_json(storage.data_dir() / "profiles.json", old, 1)
    store = PeopleStore.load()
    assert [p.name for p in store.people] == ["Mia", "Tom"]
    assert store.legacy["wins"] == {"fits": [3, 0, 1]}
    storage.writer.flush()
    assert PeopleStore.load().legacy["played"] == {"fits": 4}  # kept in people.json
    assert (storage.data_dir() / "profiles.json").exists()  # the old file is never removed


def test_a_hostile_people_file_is_bounded_and_never_crashes():
    hostile = {
        "people": [
            {
                "id": f"p{i}",
                "name": "x" * 1000,
                "colour": "red",
                "avatar": 99,
                "seen": -5,
                "games": {
                    "fits": {
                        "played": "many",
                        "history": [[1, 2]] * 300,
                        "best": 1e308,
                        "measures": {"a": [1e400, 2]},
                    }
                },
                "versus": {"p2": [1, "x", 3]},
            }
            for i in range(40)
        ]
        + [42, None, {"id": 7, "name": "n"}],
        "clock": "late",
        "legacy": {"names": [1, 2, "x" * 100], "wins": {"fits": "all"}},
    }
    storage.write_json(path(), hostile, 1)
    store = PeopleStore.load()
    assert len(store.people) == 32
    person = store.people[0]
    assert len(person.name) == MAX_NAME and person.colour == 0 and person.avatar == 0
    assert person.stats_of("fits").played == 0 and person.stats_of("fits").history == []


def test_a_corrupt_people_file_is_kept_aside_and_the_backup_is_used():
    store = PeopleStore()
    store.add("Anna")
    storage.writer.flush()
    store.add("Ben")
    storage.writer.flush()  # the first file is now the backup
    path().write_text("{not json", encoding="utf-8")
    again = PeopleStore.load()
    assert [p.name for p in again.people] == ["Anna"]
    assert storage.take_notices()
    assert any(".broken-" in p.name for p in path().parent.iterdir())


def test_a_wrong_version_gives_defaults_and_keeps_the_file():
    path().parent.mkdir(parents=True, exist_ok=True)
    path().write_text(json.dumps({"version": 99, "data": {}}), encoding="utf-8")
    assert PeopleStore.load().people == []
    assert storage.take_notices()


def test_the_keyboard_types_a_name_with_moves_and_presses():
    board = OnScreenKeyboard()
    board.press()  # A
    board.move(1, 0)
    board.press()  # b (lower case after the first letter)
    board.move(0, -1)  # up from row 0 wraps to the bottom row: shift
    assert board.key.label == SHIFT
    board.move(2, 0)
    assert board.key.label == DELETE
    board.press()
    board.move(1, 0)
    assert board.key.label == DONE
    assert board.press() and board.text == "A"
    for ch in "nna the Great":
        board.type(ch)
    assert board.text == "Anna the Gre"  # at most twelve characters
    assert not board.type("!")


def test_person_from_garbage_is_none():
    assert Person.from_dict("x") is None
    assert Person.from_dict({"id": "p1", "name": "   "}) is None


def _old_profiles(**data) -> bytes:
    """profiles.json as the per-seat profiles wrote it (version 1, indent 1)."""
    payload = {"names": [], "played": {}, "wins": {}, "learned": [], "offered": []}
    payload.update(data)
    return json.dumps({"version": 1, "data": payload}, ensure_ascii=False, indent=1).encode()


def test_an_old_profile_file_loads_and_its_lessons_go_to_the_box_and_its_people(caplog):
    old = _old_profiles(
        names=["Mia", "", "Tom"],
        played={"fits": 4, "fiese15": 1},
        wins={"fits": [3, 0, 1]},
        learned=["fits"],
        offered=["fits", "wuerfelblitz"],
    )
    legacy = storage.data_dir() / "profiles.json"
    legacy.parent.mkdir(parents=True)
    legacy.write_bytes(old)
    with caplog.at_level("WARNING"):
        store = PeopleStore.load()
    mia, tom = store.by_name("Mia"), store.by_name("Tom")
    assert store.box.learned == ["fits"] and store.box.offered == ["fits", "wuerfelblitz"]
    assert store.box.played("fits") == 4 and store.box.played("fiese15") == 1
    # Who did the lessons on this machine is unknown: nobody here is asked again.
    assert mia.learned == tom.learned == ["fits"]
    assert mia.offered == ["fits", "wuerfelblitz"]
    assert store.legacy["wins"] == {"fits": [3, 0, 1]}
    assert caplog.records == [] and storage.take_notices() == []  # a clean old file
    assert legacy.read_bytes() == old  # read, never written nor moved
    storage.writer.flush()
    again = PeopleStore.load()
    assert again.box.to_dict() == store.box.to_dict()
    assert again.get(mia.id).learned == ["fits"]


def test_old_lessons_reach_the_people_of_a_people_file_written_before_the_box():
    # people.json as it was written while lessons were still per machine: no "box".
    anna = Person("p1", "Anna", seen=1)
    before = {"people": [anna.to_dict()], "clock": 1, "next_id": 2, "legacy": {}}
    del before["people"][0]["learned"], before["people"][0]["offered"]
    storage.write_json(path(), before, 1)
    legacy = storage.data_dir() / "profiles.json"
    legacy.write_bytes(_old_profiles(learned=["fiese15"], offered=["fiese15"], played={}))
    store = PeopleStore.load()
    assert store.get("p1").learned == ["fiese15"] and store.box.learned == ["fiese15"]
    ben = store.add("Ben")  # new after the take-over: his own, empty memory
    storage.writer.flush()
    again = PeopleStore.load()  # taken over once: Ben gets nothing from the old file
    assert again.get(ben.id).learned == [] and again.get(ben.id).offered == []
    assert again.get("p1").offered == ["fiese15"]


def test_a_finished_match_counts_for_the_box_whoever_played():
    store = PeopleStore()
    anna = store.add("Anna")
    store.record(MatchResult(_setup("fits", [anna.id, None]), (40, 10)))
    store.record(MatchResult(_setup("fits", [None], cpus=1), (40, 10)))
    assert store.box.played("fits") == 2 and anna.played("fits") == 1


def test_a_game_this_version_does_not_have_is_named_and_the_file_kept_aside():
    store = PeopleStore()
    anna = store.add("Anna")
    anna.learned = ["fits", "chess"]
    anna.games["chess"] = anna.stats_of("fits")
    store.box.learned = ["go", "fiese15"]
    store.save()
    storage.writer.flush()
    storage.take_notices()
    again = PeopleStore.load()
    person = again.get(anna.id)
    assert person.learned == ["fits"] and "chess" not in person.games
    assert again.box.learned == ["fiese15"]
    assert storage.take_notices(), "the player hears of it once"
    kept = [p for p in path().parent.iterdir() if p.name.startswith(path().name + ".broken-")]
    assert kept and "chess" in kept[0].read_text(encoding="utf-8"), "the original, as it was"
