"""Every field of the player's own files is checked by type: a hand-edited file with a list
where a table belongs, a text for a number or a number for a flag never stops a start; what
does not fit is skipped (with a warning) and the rest is used."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli import RunConfig
from game.core.seats import CPU_LEVELS
from game.engine import storage
from game.fits.screen import highscores
from game.shell import quick_play
from tests.driving import run
from tests.soak import restart

FRAMES = 30
EXAMPLES = 150

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
SOME_TABLES = [
    {"editions": [1, 2]},
    {"editions": "compact"},
    {"editions": 7},
    {"editions": {"four_boards": {"score": 3}}},
    {"editions": {"four_boards": [[1, 2], "best", 5, None]}},
    {"editions": {"four_boards": [{"score": "12", "title": "Ace"}]}},
    {"editions": {"four_boards": [{"score": 12.5, "title": "Ace"}]}},
    {"editions": {"four_boards": [{"score": True, "title": "Ace"}]}},
    {"editions": {"four_boards": [{"score": 10**400, "title": "Ace"}]}},
    {"editions": {"four_boards": [{"score": 12, "title": ["Ace"]}]}},
    {"editions": {"four_boards": [{"score": 12, "title": {"en": "Ace"}}]}},
]


def write_envelope(path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "data": data}), encoding="utf-8")


@pytest.mark.parametrize("data", SOME_TABLES, ids=[json.dumps(t)[:40] for t in SOME_TABLES])
def test_a_solo_fits_start_plays_whatever_the_high_score_file_holds(make_app, data):
    write_envelope(highscores.path(), data)
    app = make_app(scene="title")
    restart(app, RunConfig(headless=True, seed=5, scene="fits", seats=["human"]))
    run(app, FRAMES)
    assert getattr(app.scenes.top, "is_match", False)
    assert all(isinstance(e.score, int) for e in highscores.table("four_boards"))
    assert highscores.path().exists()  # a valid envelope: read, never kept aside


def test_good_entries_beside_bad_ones_are_kept():
    write_envelope(
        highscores.path(),
        {"editions": {"compact": [{"score": "9", "title": "x"}, {"score": 40, "title": "Ace"}]}},
    )
    assert highscores.table("compact") == [highscores.Entry(40, "Ace")]


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.one_of(json_values, st.fixed_dictionaries({"editions": json_values})))
def test_any_high_score_table_reads_as_entries_and_takes_a_new_score(private_home, data):
    highscores._recorded.clear()
    path = highscores.path()
    write_envelope(path, data if isinstance(data, dict) else {"editions": data})
    for edition in ("four_boards", "compact", ""):
        rows = highscores.table(edition)
        assert all(type(e.score) is int and type(e.title) is str for e in rows)
        assert [e.score for e in rows] == sorted((e.score for e in rows), reverse=True)
    assert highscores.record("four_boards", 50, "Ace") is not None
    highscores._recorded.clear()
    storage.writer.flush()
    assert highscores.Entry(50, "Ace") in highscores.table("four_boards")


seat_values = st.fixed_dictionaries(
    {},
    optional={
        "cpu": json_values | st.booleans(),
        "level": json_values | st.sampled_from([*CPU_LEVELS, "godlike"]),
    },
)
quick_payloads = st.fixed_dictionaries(
    {},
    optional={
        "game_id": json_values | st.sampled_from(["fits", "fiese15", "fischkopp", "wuerfelblitz"]),
        "seats": json_values | st.lists(seat_values, max_size=8),
        "options": json_values,
        "seat_options": json_values,
    },
)


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=quick_payloads)
def test_any_quick_play_memory_gives_a_setup_the_game_can_start(private_home, data):
    from game import catalog

    write_envelope(storage.data_dir() / quick_play.QUICK_PLAY_FILE, data)
    setup = quick_play.load()
    info = catalog.game_by_id(setup.game_id)
    assert info.min_seats <= len(setup.seats) <= info.max_seats
    assert not all(seat.is_cpu for seat in setup.seats)
    assert all(seat.level in CPU_LEVELS for seat in setup.seats)
    for spec in info.options:
        assert any(
            type(setup.options[spec.key]) is type(v) and setup.options[spec.key] == v
            for v, _ in spec.choices
        )
    assert len(setup.seat_options) in (0, len(setup.seats))  # none: the defaults
    assert all(isinstance(values, dict) for values in setup.seat_options)


def test_quick_play_takes_no_number_for_a_flag(private_home):
    write_envelope(
        storage.data_dir() / quick_play.QUICK_PLAY_FILE,
        {"game_id": "fiese15", "seats": [{"cpu": 0}, {"cpu": "yes", "level": "hard"}]},
    )
    assert quick_play.load() == quick_play._default()
