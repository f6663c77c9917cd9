"""Fits solo high scores carry who played: a person's name or a guest. Files from before
names were kept load as they were; hostile names and broken files never cost a score."""

from __future__ import annotations

import json
import logging

import pytest

from game.core.seats import Seat, SeatKind
from game.core.setup import Line, MatchSetup
from game.engine import storage
from game.fits.screen import highscores
from game.fits.screen.results import high_score_lines
from game.fits.screen.scene import create_scene
from game.shell.lines import say
from game.shell.people.store import PERSON_KEY
from tests.driving import run
from tests.test_safe_area import _outside

OLD_ROWS = [{"score": 30, "title": "Master"}, {"score": 9, "title": "Paver"}]
OLD_FILE = {"editions": {"four_boards": OLD_ROWS}}  # written before names were kept


@pytest.fixture(autouse=True)
def fresh_table():
    highscores._recorded.clear()  # what another test recorded is not on this one's disk
    yield
    highscores._recorded.clear()


def write(data: dict) -> None:
    path = highscores.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "data": data}), encoding="utf-8")


def from_disk(edition: str = "four_boards") -> list[highscores.Entry]:
    storage.writer.flush()
    highscores._recorded.clear()
    return highscores.table(edition)


def test_a_score_keeps_the_name_of_who_played_and_a_guest_stays_a_guest():
    assert highscores.record("compact", 20, "Master", name="Anna") == 0
    assert highscores.record("compact", 25, "Master", guest=True) == 0
    table = from_disk("compact")
    assert table == [
        highscores.Entry(25, "Master", "", guest=True),
        highscores.Entry(20, "Master", "Anna"),
    ]
    raw = json.loads(highscores.path().read_text(encoding="utf-8"))["data"]["editions"]
    assert raw["compact"] == [
        {"score": 25, "title": "Master", "guest": True},
        {"score": 20, "title": "Master", "name": "Anna"},
    ]


def test_an_old_file_without_names_loads_and_keeps_its_rows_as_they_were():
    write(OLD_FILE)
    assert highscores.table("four_boards") == [
        highscores.Entry(30, "Master"),
        highscores.Entry(9, "Paver"),
    ]
    assert highscores.record("four_boards", 12, "Paver", name="Ben") == 1
    storage.writer.flush()
    raw = json.loads(highscores.path().read_text(encoding="utf-8"))
    assert raw["version"] == 1  # an older game still reads it
    rows = raw["data"]["editions"]["four_boards"]
    assert rows == [
        {"score": 30, "title": "Master"},
        {"score": 12, "title": "Paver", "name": "Ben"},
        {"score": 9, "title": "Paver"},
    ]


@pytest.mark.parametrize(
    "name,kept",
    [
        (42, ""),
        (["Anna"], ""),
        ({"en": "Anna"}, ""),
        (None, ""),
        ("Anna\x00\u202e" + "x" * 500, "Annaxxxxxxxx"),
        ("   ", ""),
    ],
)
def test_a_hostile_name_costs_the_name_never_the_score(name, kept, caplog):
    write({"editions": {"compact": [{"score": 44, "title": "Master", "name": name, "guest": 1}]}})
    with caplog.at_level(logging.WARNING):
        table = highscores.table("compact")
    assert table == [highscores.Entry(44, "Master", kept)]  # "guest" must be true, not 1
    assert "without its name" in caplog.text
    assert highscores.path().exists()  # a valid envelope: read, never kept aside


def test_a_corrupt_file_is_kept_aside_with_a_warning_and_the_backup_is_read(caplog):
    highscores.record("compact", 30, "Master", name="Anna")
    storage.writer.flush()
    highscores.record("compact", 40, "Master", name="Ben")  # the first file is the backup now
    storage.writer.flush()
    highscores._recorded.clear()
    highscores.path().write_text('{"version": 1, "data": {"editions": {"compact": [', "utf-8")
    with caplog.at_level(logging.WARNING):
        table = highscores.table("compact")
    assert table == [highscores.Entry(30, "Master", "Anna")]  # the backup, one score earlier
    assert "broken" in caplog.text and storage.take_notices()
    kept = [p for p in highscores.path().parent.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1  # what the player had is kept, never overwritten


def test_a_corrupt_file_without_a_backup_gives_an_empty_table():
    highscores.path().parent.mkdir(parents=True, exist_ok=True)
    highscores.path().write_bytes(b"\x00\xff{{not json")
    assert highscores.table("compact") == []
    assert highscores.record("compact", 5, "Paver", name="Cleo") == 0
    assert from_disk("compact") == [highscores.Entry(5, "Paver", "Cleo")]


# ----- on screen --------------------------------------------------------------------------------
def solo_scene(app, person=None, cpu: bool = False):
    seat = Seat(0, SeatKind.CPU, "hard") if cpu else Seat(0, SeatKind.HUMAN)
    options = ({PERSON_KEY: person.id} if person else {},)
    setup = MatchSetup("fits", (seat,), {"edition": "four_boards"}, 5, seat_options=options)
    scene = app.scenes.push(create_scene(setup, None))
    run(app, 2)
    return scene


def test_the_results_show_the_table_with_names_and_the_players_own_row(make_app):
    write(OLD_FILE)
    app = make_app(scene="title", lang="de")
    anna = app.people.add("Anna")
    scene = solo_scene(app, anna)
    lines = high_score_lines(scene, 5, "Joint cleaner")
    shown = [say(app, line) for line in lines]
    assert shown == [
        "Platz 3 der Bestenliste",
        "Bestenliste:",
        "1. 30 (Meister)",  # an old row: as before, without a name
        "2. 9 (Pflasterer)",
        "3. 5 – Anna (Fugenputzer)",
    ]
    guest = solo_scene(app)
    lines = high_score_lines(guest, 3, "Hole plugger")
    assert "4. 3 – Gast (Lochstopfer)" in [say(app, line) for line in lines]  # own row: 4th
    assert highscores.table("four_boards")[3] == highscores.Entry(3, "Hole plugger", guest=True)


def test_a_cpu_alone_makes_no_high_score(make_app):
    app = make_app(scene="title")
    scene = solo_scene(app, cpu=True)
    assert high_score_lines(scene, 99, "Master") == []
    assert highscores.table("four_boards") == []


def test_the_first_game_is_a_new_high_score_named_at_once(make_app):
    app = make_app(scene="title")
    ben = app.people.add("Ben")
    lines = high_score_lines(solo_scene(app, ben), 17, "Master")
    assert lines[0] == Line("fits.stat.new_high")
    assert say(app, lines[-1]) == "1. 17 – Ben (Master)"


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it", "es", "nl"])
def test_the_best_so_far_beside_a_solo_board_names_its_holder(make_app, drawn, lang):
    write({"editions": {"four_boards": [{"score": 57, "title": "Master", "name": "Jürgen-Maxi"}]}})
    records, canvases = drawn
    app = make_app(scene="title", lang=lang)
    canvases.append(app.display.canvas)
    solo_scene(app)
    run(app, 120)
    records.clear()
    app.draw()
    texts = [r.text for r in records]
    assert app.t("fits.best_by", name="Jürgen-Maxi") in texts
    assert not _outside(records), _outside(records)
