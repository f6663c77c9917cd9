"""Autosaves that are valid JSON but do not make sense (a hand edit, another version's
fields, a bit flipped on the disk): Continue either refuses the save cleanly (kept aside,
the title stays) or the match plays 600 frames without an exception.

Each game's base save is a real one, from a short seeded headless match; hypothesis then
perturbs its fields: wrong types, numbers out of range, lists too long or too short, keys
missing, negative frames, seats added or taken away.
"""

from __future__ import annotations

import copy
import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli import RunConfig
from game.engine import storage
from game.shell import autosave, flow
from tests.soak import restart

GAMES = ("fits", "fiese15", "fischkopp", "wuerfelblitz")
PLAY_FRAMES = 600
DRAW_EVERY = 100
EXAMPLES = 12
BASE_FRAME_LIMIT = 3000
DEEP_LISTS = 6  # only the first items of a long list are perturbed one by one
OPAQUE = {"rng", "cpu_rngs"}  # generator states: perturbed as a whole, not number by number

ODD_VALUES = [None, True, False, 0, -1, 1, 7, 9, -(10**9), 10**9, 10**30, 1.5, -0.5, "", "x"]
ODD_VALUES += [[], {}, [0], [1, 2, 3], {"x": 1}, [None, None], "await_roll", "human"]


def build_base_save(game: str) -> dict:
    """A real autosave after the first turns of a seeded match; every seat a CPU, so a
    resumed match plays on by itself."""
    from game.app import App

    app = App(RunConfig(headless=True, seed=3, scene=game, seats=["cpu", "human", "cpu"]))
    try:
        for frame in range(BASE_FRAME_LIMIT):
            app.step()
            if frame % 50 == 49:
                autosave.flush()
                if autosave.autosave_path().exists():
                    break
        autosave.flush()
        data = storage.read_json(autosave.autosave_path(), autosave.AUTOSAVE_VERSION)
    finally:
        app.shutdown()
    storage.delete(autosave.autosave_path())
    assert data is not None, f"no autosave of {game} in {BASE_FRAME_LIMIT} frames"
    return json.loads(json.dumps(data).replace('"human"', '"cpu"'))


@pytest.fixture(scope="module")
def base_saves(tmp_path_factory):
    home = os.environ.get("SPIELEKISTE_HOME")
    os.environ["SPIELEKISTE_HOME"] = str(tmp_path_factory.mktemp("bases"))
    try:
        return {game: build_base_save(game) for game in GAMES}
    finally:
        if home is None:
            os.environ.pop("SPIELEKISTE_HOME", None)
        else:
            os.environ["SPIELEKISTE_HOME"] = home


def paths(value, prefix=()):
    """Every place in the save a perturbation can land (containers too)."""
    yield prefix
    if prefix and prefix[-1] in OPAQUE:
        return
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:DEEP_LISTS]):
            yield from paths(item, (*prefix, index))


def mutate(data: dict, path: tuple, how: str, odd) -> None:
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    current = parent[last]
    if how == "drop":
        if isinstance(parent, dict):
            del parent[last]
        else:
            parent.pop(last)
    elif how == "shorter" and isinstance(current, list) and current:
        current.pop()
    elif how == "longer" and isinstance(current, list) and current:
        current.append(copy.deepcopy(current[-1]))
    elif how == "negative" and isinstance(current, int) and not isinstance(current, bool):
        parent[last] = -current - 1
    elif how == "bigger" and isinstance(current, int) and not isinstance(current, bool):
        parent[last] = current + 9
    else:
        parent[last] = copy.deepcopy(odd)


mutations = st.lists(
    st.tuples(
        st.integers(min_value=0),
        st.sampled_from(["odd", "drop", "shorter", "longer", "negative", "bigger"]),
        st.sampled_from(ODD_VALUES),
    ),
    min_size=1,
    max_size=3,
)


def seat_changes(data: dict, count: int) -> None:
    """The setup's seats (and only those) grow or shrink to ``count``."""
    seats = data["extra"]["setup"]["seats"]
    while len(seats) > count:
        seats.pop()
    while len(seats) < count:
        seats.append({"index": len(seats), "kind": "cpu", "level": "normal", "name": ""})


def perturbed(base: dict, changes) -> dict:
    data = copy.deepcopy(base)
    for pick, how, odd in changes:
        places = [p for p in paths(data) if p]
        if not places:
            break
        mutate(data, places[pick % len(places)], how, odd)
    return data


def continue_or_refuse(app, data: dict) -> str:
    """Write ``data`` as the autosave and press Continue; "refused" or "played"."""
    restart(app, RunConfig(headless=True, seed=1, scene="title"))
    autosave.flush()
    path = autosave.autosave_path()
    storage.delete(path)
    storage.write_json(path, data, autosave.AUTOSAVE_VERSION)
    written = path.read_bytes()
    aside_before = set(path.parent.glob("autosave.json.broken-*"))
    if not flow.resume_autosave(app):
        assert not path.exists(), "a refused save stays in the way"
        kept = set(path.parent.glob("autosave.json.broken-*")) - aside_before
        assert [p.read_bytes() for p in kept] == [written], "a refused save is kept aside"
        for _ in range(10):
            app.step()
        assert type(app.scenes.top).__name__ in ("TitleScene", "Fade")
        return "refused"
    for frame in range(PLAY_FRAMES):
        app.step()
        if frame % DRAW_EVERY == 0:
            app.draw()
    app.draw()
    return "played"


@pytest.mark.parametrize("game", GAMES)
def test_the_real_save_continues(make_app, base_saves, game):
    app = make_app(scene="title")
    assert continue_or_refuse(app, base_saves[game]) == "played"


@pytest.mark.parametrize("game", GAMES)
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(changes=mutations)
def test_a_perturbed_save_is_refused_or_plays(make_app, base_saves, game, changes):
    app = make_apps.setdefault(id(make_app), make_app(scene="title"))
    continue_or_refuse(app, perturbed(base_saves[game], changes))


make_apps: dict[int, object] = {}  # one App per test run of the fuzz, reused by each example


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("count", [0, 1, 2, 4, 9])
def test_a_save_whose_setup_has_other_seats_than_its_match_is_refused(
    make_app, base_saves, game, count
):
    data = copy.deepcopy(base_saves[game])
    seat_changes(data, count)
    assert continue_or_refuse(make_app(scene="title"), data) == "refused"


@pytest.mark.parametrize("game", GAMES)
def test_a_negative_match_frame_is_refused(make_app, base_saves, game):
    data = copy.deepcopy(base_saves[game])
    data["extra"]["screen"]["match_frame"] = -500
    assert continue_or_refuse(make_app(scene="title"), data) == "refused"
