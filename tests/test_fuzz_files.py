"""The player's files as an attacker leaves them: garbage, truncated, empty, wrong types, another
version, huge, absurdly nested; a backup or none; a folder that refuses writes; the home folder
a file. The game starts and plays, says so once, and keeps every broken file aside unchanged.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from game.cli import RunConfig
from game.engine import settings as settings_module
from game.engine import storage
from game.shell import autosave, flow
from game.shell.results import ResultsScene
from tests.driving import run, run_until
from tests.soak import restart

STEPS = 20  # frames the game plays after each start
MATCH_LIMIT = 20_000
BINDING_ENTRIES = 50_000

figures: Counter[str] = Counter()


@pytest.fixture(scope="module", autouse=True)
def report_figures():
    yield
    print(f"\nfile fuzz: {dict(figures)}")


def envelope(data: object, version: int = 1) -> bytes:
    return json.dumps({"version": version, "data": data}).encode()


# name -> (folder, file name, a good payload, how the game comes to read it)
FILES = {
    "settings": ("config", "settings.json", {"sfx_volume": 33}, "start"),
    "profiles": ("data", "profiles.json", {"names": ["Ada"], "played": {"fits": 3}}, "start"),
    "highscores": ("data", "fits_highscores.json", {"editions": {}}, "fits"),
    "autosave": ("data", "autosave.json", {"game": "fiese15"}, "continue"),
}
GOOD = envelope({"sfx_volume": 33})
CORRUPTIONS = {
    "garbage": b"\x00\xff{{not json at all",
    "truncated": GOOD[: len(GOOD) // 2],
    "empty": b"",
    "bad utf-8": b'{"version": 1, "data": {"x": "\xc3\x28"}}',
    "a list": b"[1, 2, 3]",
    "data not a dict": envelope([1, 2]),
    "newer version": envelope({"sfx_volume": 33}, version=99),
    "version a string": envelope({}, version="1"),  # type: ignore[arg-type]
    "huge": envelope({"pad": "x" * ((1 << 20) + 10)}),
    "deep": b"[" * 200_000 + b"]" * 200_000,
}
# Valid envelopes whose content is wrong: each field falls back on its own. (The people's
# files, profiles.json among them, also keep such a file aside: test_cleaned_files.py.)
WRONG_TYPES = envelope(
    {"sfx_volume": "loud", "names": 5, "played": [1], "editions": {"compact": [{"score": []}]}}
)


def where(kind: str) -> Path:
    folder, name, _, _ = FILES[kind]
    return (storage.config_dir() if folder == "config" else storage.data_dir()) / name


def play(make_app, kind: str):
    """Start the App and bring it to read the file; it plays a few frames."""
    app = make_app(scene="title")
    toasts: list[str] = []
    shown = app.toast
    app.toast = lambda message: (toasts.append(message), shown(message))
    run(app, STEPS)
    how = FILES[kind][3]
    if how == "fits":
        restart(app, RunConfig(headless=True, seed=5, scene="fits", seats=["human"]))
    elif how == "continue":
        flow.resume_autosave(app)
    run(app, STEPS)
    return app, toasts


def write(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


@pytest.mark.parametrize("backup", [False, True], ids=["no-bak", "bak"])
@pytest.mark.parametrize("corruption", list(CORRUPTIONS))
@pytest.mark.parametrize("kind", list(FILES))
def test_a_broken_file_is_kept_aside_unchanged_and_the_player_told_once(
    make_app, kind, corruption, backup
):
    path = where(kind)
    content = CORRUPTIONS[corruption]
    write(path, content)
    good = envelope(FILES[kind][2])
    if backup:
        write(path.with_suffix(path.suffix + ".bak"), good)
    app, toasts = play(make_app, kind)
    figures["broken files"] += 1
    aside = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]
    assert [p.read_bytes() for p in aside] == [content], f"{kind}/{corruption}: {aside}"
    told = [t for t in toasts if aside[0].name in t]
    if kind != "autosave":  # Continue says it in its own words (and a toast it is not)
        assert len(told) == 1, toasts
    backup_path = path.with_suffix(path.suffix + ".bak")
    if backup:
        assert backup_path.read_bytes() == good  # the good backup is used, never lost
    if kind == "settings":
        assert app.settings.sfx_volume == (33 if backup else 80)


@pytest.mark.parametrize("kind", list(FILES))
def test_wrong_types_in_a_good_envelope_fall_back_field_by_field(make_app, kind):
    path = where(kind)
    write(path, WRONG_TYPES)
    app, _ = play(make_app, kind)
    figures["broken files"] += 1
    if kind == "settings":
        assert app.settings.sfx_volume == 80


def test_a_huge_bindings_table_is_bounded_and_the_good_entries_kept(make_app, caplog):
    half = BINDING_ENTRIES // 2  # as many surplus actions of one kind as surplus kinds
    bindings = {
        "pad": {"confirm": ["b"], "back": [7], "pause": ["x" * 500]},
        "kb_left": {f"a{i}": ["a"] for i in range(half)},
        **{f"k{i}": {} for i in range(half)},
    }
    text = json.dumps({"version": 1, "data": {"bindings": bindings}}, separators=(",", ":"))
    text = text.encode()
    assert len(text) < storage.MAX_FILE_BYTES  # below the size limit: read, then bounded
    write(where("settings"), text)
    figures["binding entries"] += BINDING_ENTRIES
    with caplog.at_level(logging.WARNING):
        app = make_app(scene="title")
        run(app, STEPS)
    kept = app.settings.bindings
    assert kept["pad"] == {"confirm": ["b"]}
    assert len(kept) <= settings_module.MAX_BINDING_KINDS
    assert all(len(table) <= settings_module.MAX_BINDING_ACTIONS for table in kept.values())
    assert max(len(r.getMessage()) for r in caplog.records) < 400  # never the whole table


def finish_a_match(app) -> None:
    restart(app, RunConfig(headless=True, seed=3, scene="fischkopp", seats=["cpu", "cpu"]))
    run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), MATCH_LIMIT)
    run(app, STEPS)
    storage.writer.flush()


def test_a_folder_that_refuses_every_write_warns_and_plays_on(make_app, monkeypatch, caplog):
    """Root ignores file modes, so the refusal is made where the game writes and moves."""
    settings_path = where("settings")
    write(settings_path, b"{broken")

    def refuse(*_args, **_kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    monkeypatch.setattr(os, "replace", refuse)
    with caplog.at_level(logging.WARNING):
        app = make_app(scene="title")
        run(app, STEPS)
        app.apply_settings(app.settings)  # a change of settings is saved
        finish_a_match(app)  # profiles, the autosave and its deletion
    figures["read-only runs"] += 1
    messages = [r.getMessage() for r in caplog.records]
    assert any("could not be kept aside" in m for m in messages)
    assert any("could not save settings" in m for m in messages)
    assert settings_path.read_bytes() == b"{broken"  # neither moved nor overwritten


def test_a_home_that_is_a_file_still_plays(make_app, monkeypatch, tmp_path, caplog):
    blocker = tmp_path / "home-is-a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("SPIELEKISTE_HOME", str(blocker))
    with caplog.at_level(logging.WARNING):
        app = make_app(scene="title")
        run(app, STEPS)
        app.apply_settings(app.settings)
        finish_a_match(app)
    figures["read-only runs"] += 1
    assert blocker.read_text() == "not a folder"
    assert autosave.load_match() is None
