import gc
import json
import os
import re
import threading
import weakref
from pathlib import Path

import pytest

from game.engine import storage
from game.engine.settings import Settings, load_settings, save_settings


def test_round_trip_and_backup(tmp_path):
    path = tmp_path / "x.json"
    storage.write_json(path, {"a": 1}, 1)
    storage.write_json(path, {"a": 2}, 1)
    assert storage.read_json(path, 1) == {"a": 2}
    assert json.loads(path.with_suffix(".json.bak").read_text())["data"] == {"a": 1}
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []


@pytest.mark.parametrize(
    "garbage",
    [
        b"\x00\xff\xfe not json",
        b'{"version": 1, "data": {"a": ',  # truncated mid-write
        b"[1, 2, 3]",  # wrong shape
        b'{"version": 1, "data": [1]}',  # wrong type of data
        b'{"version": 99, "data": {"a": 5}}',  # a version we do not know
        b"",
    ],
)
def test_a_broken_file_falls_back_to_the_backup(tmp_path, garbage, caplog):
    path = tmp_path / "x.json"
    storage.write_json(path, {"a": 1}, 1)
    storage.write_json(path, {"a": 2}, 1)  # backup now holds a=1
    path.write_bytes(garbage)
    assert storage.read_json(path, 1) == {"a": 1}
    assert "x.json" in caplog.text


def test_broken_file_and_no_backup_gives_none(tmp_path):
    path = tmp_path / "x.json"
    path.write_bytes(b"{{{{")
    assert storage.read_json(path, 1) is None


def test_a_corrupt_file_never_replaces_the_good_backup(tmp_path):
    path = tmp_path / "x.json"
    storage.write_json(path, {"a": 1}, 1)
    storage.write_json(path, {"a": 2}, 1)
    path.write_text("garbage")
    storage.write_json(path, {"a": 3}, 1)
    assert storage.read_json(path.with_suffix(".json.bak"), 1) == {"a": 1}
    assert storage.read_json(path, 1) == {"a": 3}


def test_settings_with_wrong_types_keep_the_good_fields(tmp_path, caplog):
    path = tmp_path / "settings.json"
    storage.write_json(
        path,
        {
            "sfx_volume": "loud",
            "music_volume": 250,
            "fullscreen": 1,
            "language": "de",
            "window_scale": 3,
            "unknown": True,
        },
        1,
    )
    settings, existed = load_settings(path)
    assert existed
    assert settings.language == "de" and settings.window_scale == 3
    assert settings.sfx_volume == Settings().sfx_volume
    assert settings.music_volume == Settings().music_volume
    assert settings.fullscreen is Settings().fullscreen  # 1 is not a bool
    assert "sfx_volume" in caplog.text


def test_settings_garbage_gives_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\x89PNG garbage")
    settings, existed = load_settings(path)
    assert settings == Settings() and not existed


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    original = Settings(sfx_volume=30, language="fr", colour_symbols=True)
    save_settings(original, path)
    assert load_settings(path) == (original, True)


def test_app_starts_on_a_corrupt_settings_file(make_app, private_home):
    (private_home / "config").mkdir(parents=True)
    (private_home / "config" / "settings.json").write_text('{"version": 1, "data": {"sfx_')
    app = make_app(frames=5)
    assert app.settings == Settings()
    assert app.run() == 0


def test_background_writer_keeps_the_newest_payload(tmp_path):
    writer = storage.BackgroundWriter()
    path = tmp_path / "save.json"
    for turn in range(20):
        writer.submit(path, {"turn": turn}, 1)
    writer.flush()
    assert storage.read_json(path, 1) == {"turn": 19}
    writer.submit(path, {"turn": 20}, 1)
    writer.forget(path)
    writer.flush()
    assert storage.read_json(path, 1) in ({"turn": 19}, {"turn": 20})  # may already be written


def test_the_idle_writer_lets_go_of_what_it_wrote(tmp_path):
    """A payload on disk is not held by the sleeping thread (a finished match's save would
    otherwise live on until the next write)."""

    class Payload(dict):  # a plain dict takes no weak reference
        pass

    writer = storage.BackgroundWriter()
    payload = Payload(score=3)
    written = weakref.ref(payload)
    writer.submit(tmp_path / "save.json", payload, 1)
    writer.flush()
    del payload
    gc.collect()
    assert written() is None
    assert storage.read_json(tmp_path / "save.json", 1) == {"score": 3}


def test_a_broken_file_is_kept_aside_never_overwritten(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "data": {"sfx": 80,}}')  # one typo
    assert storage.read_json(path, 1) is None
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text().endswith("80,}}")
    assert re.fullmatch(r"settings\.json\.broken-\d{8}-\d{6}", kept[0].name)
    assert storage.take_notices() == [kept[0].name] and storage.take_notices() == []
    storage.write_json(path, {"sfx": 50}, 1)  # the next save cannot touch what was kept
    assert kept[0].exists() and storage.read_json(path, 1) == {"sfx": 50}


def test_a_file_from_a_newer_version_is_kept_aside_and_the_backup_used(tmp_path):
    path = tmp_path / "profiles.json"
    storage.write_json(path, {"played": {"fits": 2}}, 1)
    storage.write_json(path, {"played": {"fits": 3}}, 1)
    path.write_text('{"version": 2, "data": {"new": true}}')
    assert storage.read_json(path, 1) == {"played": {"fits": 2}}
    assert list(tmp_path.glob("profiles.json.broken-*"))
    storage.take_notices()


def test_hostile_files_are_refused_quickly(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000 + "]" * 200_000)
    huge = tmp_path / "huge.json"
    huge.write_text('{"version": 1, "data": {"x": "' + "a" * (storage.MAX_FILE_BYTES + 10) + '"}}')
    assert storage.read_json(deep, 1) is None and storage.read_json(huge, 1) is None
    assert len(storage.take_notices()) == 2


def test_temp_files_of_a_killed_write_are_cleaned_up(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path))
    data = storage.data_dir()
    data.mkdir(parents=True)
    (data / "autosave.jsonabc123.tmp").write_text("{half")
    (data / "notes.txt").write_text("mine")
    assert storage.clean_temp_files() == 1
    assert [p.name for p in data.iterdir()] == ["notes.txt"]


def test_a_hand_edited_high_score_table_never_crashes(tmp_path, monkeypatch):
    from game.fits.screen import highscores

    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path))
    highscores.path().parent.mkdir(parents=True)
    rows = [{"score": "Infinity"}, {"score": 1e400, "title": "x"}, {"score": 9, "title": "T" * 500}]
    text = json.dumps({"version": 1, "data": {"editions": {"compact": rows}}})
    highscores.path().write_text(text.replace('"Infinity"', "Infinity"))  # json allows it
    table = highscores.table("compact")
    assert [e.score for e in table] == [9] and len(table[0].title) == highscores.TITLE_CHARS


def test_f12_with_an_unwritable_data_folder_warns_and_goes_on(make_app, tmp_path, monkeypatch):
    import pygame

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    app = make_app(scene="title")
    monkeypatch.setenv("SPIELEKISTE_HOME", str(blocker))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F12, mod=0))
    app.step()
    assert app.toasts.message == app.t("toast.screenshot_failed")


def _held_bad_values(tmp_path):
    source = tmp_path / "people.json"
    storage.write_json(source, {"points": float("nan")}, 3)
    return source, source.read_bytes()


def test_a_cleaned_file_logs_each_value_keeps_the_original_and_writes_the_cleaned(tmp_path, caplog):
    source, original = _held_bad_values(tmp_path)
    storage.take_notices()
    aside = storage.keep_cleaned(source, ["points NaN", "Ada twice"], source, {"points": 0}, 3)
    assert aside is not None and aside.read_bytes() == original
    assert aside.name.startswith("people.json.broken-")
    assert storage.read_json(source, 3) == {"points": 0}
    assert "points NaN" in caplog.text and "Ada twice" in caplog.text
    assert storage.take_notices() == [aside.name]


def test_a_thousand_bad_values_log_a_few_lines_and_a_count(tmp_path, caplog):
    source, _ = _held_bad_values(tmp_path)
    cleaned = [f"bad value {i}" for i in range(1000)]
    storage.keep_cleaned(source, cleaned)
    logged = [r.getMessage() for r in caplog.records]
    assert sum("held a bad value" in line for line in logged) == storage.MAX_CLEANED_WARNINGS
    assert f"bad value {storage.MAX_CLEANED_WARNINGS - 1}" in caplog.text
    assert f"bad value {storage.MAX_CLEANED_WARNINGS}\n" not in caplog.text + "\n"
    more = 1000 - storage.MAX_CLEANED_WARNINGS
    assert any(f"{more} more bad values cleaned" in line for line in logged)


def test_exactly_the_warning_limit_logs_no_count(tmp_path, caplog):
    source, _ = _held_bad_values(tmp_path)
    storage.keep_cleaned(source, ["x"] * storage.MAX_CLEANED_WARNINGS)
    assert "more bad values" not in caplog.text


def test_a_file_only_read_is_kept_aside_and_nothing_written(tmp_path):
    source, original = _held_bad_values(tmp_path)
    aside = storage.keep_cleaned(source, ["one"], source)  # no payload
    assert aside is not None and aside.read_bytes() == original
    assert not source.exists()


def test_nothing_is_written_when_the_original_cannot_be_kept(tmp_path, caplog):
    source = tmp_path / "gone.json"  # already moved by someone else
    target = tmp_path / "cleaned.json"
    assert storage.keep_cleaned(source, ["one"], target, {"a": 1}, 1) is None
    assert not target.exists()
    assert "could not be kept aside" in caplog.text


def test_a_cleaned_file_that_cannot_be_written_is_said_and_the_original_still_kept(
    tmp_path, caplog
):
    source, original = _held_bad_values(tmp_path)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    aside = storage.keep_cleaned(source, ["one"], blocker / "people.json", {"a": 1}, 3)
    assert aside is not None and aside.read_bytes() == original
    assert "could not write the cleaned" in caplog.text


# ----- the details each promise rests on ------------------------------------------------------
def test_the_folders_are_the_home_override_else_the_systems(monkeypatch, tmp_path):
    import platformdirs

    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path))
    assert storage.config_dir() == tmp_path / "config"
    assert storage.data_dir() == tmp_path / "data"
    for unset in ("", None):
        if unset is None:
            monkeypatch.delenv("SPIELEKISTE_HOME")
        else:
            monkeypatch.setenv("SPIELEKISTE_HOME", unset)
        config = platformdirs.user_config_dir("Spielekiste", appauthor=False)
        data = platformdirs.user_data_dir("Spielekiste", appauthor=False)
        assert storage.config_dir() == Path(config) and storage.data_dir() == Path(data)


def test_a_write_makes_its_folders_and_keeps_letters_readable(tmp_path):
    path = tmp_path / "a" / "b" / "people.json"
    storage.write_json(path, {"name": "Jürgen"}, 2)
    text = path.read_text(encoding="utf-8")
    assert text == '{\n "version": 2,\n "data": {\n  "name": "Jürgen"\n }\n}'
    assert not path.with_suffix(".json.bak").exists()  # nothing before: no backup


def test_a_write_that_fails_leaves_no_temp_file_and_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "x.json"
    storage.write_json(path, {"a": 1}, 1)
    real_replace = os.replace

    def fail_on_the_new_file(source, target):
        if Path(target) == path:
            raise OSError("disk full")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", fail_on_the_new_file)
    with pytest.raises(OSError):
        storage.write_json(path, {"a": 2}, 1)
    assert list(tmp_path.glob("*.tmp")) == []
    assert storage.read_json(path, 1) == {"a": 1}, "the old file stays in place"
    assert storage.read_json(path.with_suffix(".json.bak"), 1) == {"a": 1}, "and its copy"


def test_a_write_in_progress_is_named_as_the_start_cleans_it_up(tmp_path, monkeypatch):
    """The temp file of a write is ``<name>…tmp`` beside it, the pattern ``clean_temp_files``
    looks for."""
    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path))
    seen = []
    real_replace = os.replace

    def spy(source, target):
        seen.append(Path(source))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", spy)
    path = storage.data_dir() / "autosave.json"
    storage.write_json(path, {"a": 1}, 1)
    temp = seen[-1]
    assert temp.parent == path.parent and temp.name.startswith("autosave.json")
    assert temp.name.endswith(storage.TEMP_SUFFIX) and temp.match("*.json*.tmp")


@pytest.mark.parametrize(
    ("hook", "slept"),
    [("0.25", [0.25]), ("99", [10.0]), ("0", []), ("-3", []), ("soon", []), ("", [])],
)
def test_the_kill_test_pause_waits_only_when_asked_and_at_most_ten_seconds(
    monkeypatch, hook, slept
):
    waits = []
    monkeypatch.setattr(storage.time, "sleep", waits.append)
    monkeypatch.setenv(storage.PAUSE_BEFORE_REPLACE_ENV, hook)
    storage._test_pause()
    assert waits == slept


def test_a_file_of_exactly_the_limit_is_read_one_byte_more_is_not(tmp_path):
    path = tmp_path / "big.json"
    head, tail = '{"version": 1, "data": {"x": "', '"}}'
    filler = storage.MAX_FILE_BYTES - len(head) - len(tail)
    path.write_text(head + "a" * filler + tail)
    assert path.stat().st_size == storage.MAX_FILE_BYTES
    assert storage._read_one(path, 1) == {"x": "a" * filler}
    path.write_text(head + "a" * (filler + 1) + tail)
    with pytest.raises(storage.BrokenFile, match=f"larger than {storage.MAX_FILE_BYTES} bytes"):
        storage._read_one(path, 1)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{nope", "unreadable (JSONDecodeError"),
        ('{"version": 1}', "unexpected shape"),
        ('{"version": 1, "data": []}', "unexpected shape"),
        ('["data"]', "unexpected shape"),
        ('{"version": 7, "data": {}}', "version '7', expected 1"),
        ('{"data": {}}', "version 'None', expected 1"),
    ],
)
def test_a_broken_file_says_why(tmp_path, content, reason):
    path = tmp_path / "x.json"
    path.write_text(content)
    with pytest.raises(storage.BrokenFile) as broken:
        storage._read_one(path, 1)
    assert str(broken.value).startswith(reason)
    assert storage._read_one(tmp_path / "missing.json", 1) is None


def test_a_folder_where_a_file_should_be_is_broken_not_a_crash(tmp_path):
    (tmp_path / "x.json").mkdir()
    with pytest.raises(storage.BrokenFile, match="folder"):
        storage._read_one(tmp_path / "x.json", 1)


def test_two_files_kept_aside_in_one_second_get_their_own_names(tmp_path, monkeypatch):
    monkeypatch.setattr(storage.time, "strftime", lambda _pattern: "20261127-181500")
    path = tmp_path / "x.json"
    names = []
    for content in ("one", "two", "three"):
        path.write_text(content)
        names.append(storage.keep_aside(path, "test").name)
    stem = "x.json.broken-20261127-181500"
    assert names == [stem, f"{stem}-2", f"{stem}-3"]
    assert [(tmp_path / n).read_text() for n in names] == ["one", "two", "three"]
    assert storage.take_notices() == names


def test_when_every_aside_name_is_taken_the_file_stays_and_it_is_said(
    tmp_path, monkeypatch, caplog
):
    monkeypatch.setattr(storage.time, "strftime", lambda _pattern: "20261127-181500")
    monkeypatch.setattr(storage, "MAX_ASIDE_NAMES", 3)
    path = tmp_path / "x.json"
    stem = "x.json.broken-20261127-181500"
    for name in (stem, f"{stem}-2"):
        (tmp_path / name).write_text("kept before")
    path.write_text("broken")
    assert storage.keep_aside(path, "test").name == f"{stem}-3"  # the last name there is
    assert storage.take_notices() == [f"{stem}-3"]
    path.write_text("broken again")
    assert storage.keep_aside(path, "test") is None
    assert path.read_text() == "broken again" and "could not be kept aside" in caplog.text
    assert "3 files kept aside" in caplog.text
    assert storage.take_notices() == []


def test_a_file_that_vanished_leaves_no_empty_aside_file(tmp_path, caplog):
    assert storage.keep_aside(tmp_path / "gone.json", "test") is None
    assert list(tmp_path.iterdir()) == [] and "gone.json" in caplog.text


def test_a_read_says_which_file_it_used(tmp_path, caplog):
    path = tmp_path / "x.json"
    assert storage.read_json_from(path, 1) == (None, None)
    storage.write_json(path, {"a": 1}, 1)
    assert storage.read_json_from(path, 1) == ({"a": 1}, path)
    assert "backup" not in caplog.text
    storage.write_json(path, {"a": 2}, 1)
    path.write_text("garbage")
    backup = path.with_suffix(".json.bak")
    assert storage.read_json_from(path, 1) == ({"a": 1}, backup)
    assert f"using the backup {backup}" in caplog.text


def test_a_broken_backup_is_kept_aside_too(tmp_path, caplog):
    path = tmp_path / "x.json"
    path.with_suffix(".json.bak").write_text("also garbage")
    assert storage.read_json_from(path, 1) == (None, None)
    assert [p.name.split(".broken-")[0] for p in tmp_path.iterdir()] == ["x.json.bak"]
    assert "x.json.bak is broken (unreadable (JSONDecodeError" in caplog.text
    storage.take_notices()


def test_the_start_cleans_temp_files_in_both_folders_and_nothing_else(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path))
    for folder in (storage.config_dir(), storage.data_dir()):
        folder.mkdir(parents=True)
        (folder / "settings.json8k2.tmp").write_text("{half")
        (folder / "settings.json").write_text("{}")
        (folder / "notes.tmp").write_text("not ours")
    assert storage.clean_temp_files() == 2
    for folder in (storage.config_dir(), storage.data_dir()):
        assert sorted(p.name for p in folder.iterdir()) == ["notes.tmp", "settings.json"]
    assert storage.clean_temp_files() == 0


def test_missing_folders_have_nothing_to_clean(tmp_path, monkeypatch):
    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path / "never-made"))
    assert storage.clean_temp_files() == 0


def test_a_temp_file_that_cannot_be_removed_is_said(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path))
    data = storage.data_dir()
    (data / "x.json1.tmp").mkdir(parents=True)  # a folder: unlink fails
    assert storage.clean_temp_files() == 0
    assert "could not remove" in caplog.text


def test_delete_takes_the_file_and_its_backup(tmp_path):
    path = tmp_path / "x.json"
    storage.write_json(path, {"a": 1}, 1)
    storage.write_json(path, {"a": 2}, 1)
    (tmp_path / "y.json").write_text("stays")
    storage.delete(path)
    storage.delete(path)  # nothing left: no error
    assert [p.name for p in tmp_path.iterdir()] == ["y.json"]


def test_the_writer_deletes_after_the_write_before_it(tmp_path):
    writer = storage.BackgroundWriter()
    path = tmp_path / "save.json"
    writer.submit(path, {"a": 1}, 1)
    writer.delete(path)
    writer.flush()
    assert not path.exists()
    writer.submit(path, {"a": 2}, 1)
    writer.flush()
    assert storage.read_json(path, 1) == {"a": 2}


def test_a_forgotten_write_never_reaches_the_disk(tmp_path):
    writer = storage.BackgroundWriter()
    blocked = threading.Event()
    first = tmp_path / "first.json"
    later = tmp_path / "later.json"
    real_write = storage.write_json

    def slow_write(path, payload, version):
        if path == first:
            blocked.wait(5)
        real_write(path, payload, version)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(storage, "write_json", slow_write)
        writer.submit(first, {"a": 1}, 1)
        writer.submit(later, {"b": 1}, 1)  # waits behind the first
        writer.forget(later)
        writer.forget(tmp_path / "never.json")  # nothing pending: nothing happens
        blocked.set()
        writer.flush()
    assert first.exists() and not later.exists()


def test_flush_waits_for_the_write_in_progress(tmp_path):
    writer = storage.BackgroundWriter()
    started, release = threading.Event(), threading.Event()
    real_write = storage.write_json
    path = tmp_path / "x.json"

    def slow_write(target, payload, version):
        started.set()
        release.wait(5)
        real_write(target, payload, version)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(storage, "write_json", slow_write)
        writer.submit(path, {"a": 1}, 1)
        assert started.wait(5)  # taken from the queue: only "busy" says it is not done
        threading.Timer(0.2, release.set).start()
        writer.flush()
        assert path.exists()


def test_a_write_that_fails_on_the_thread_is_said_and_the_next_goes_on(tmp_path, caplog):
    writer = storage.BackgroundWriter()
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    writer.submit(blocker / "x.json", {"a": 1}, 1)
    writer.flush()
    assert "could not write" in caplog.text
    writer.submit(tmp_path / "ok.json", {"a": 1}, 1)
    writer.flush()
    assert storage.read_json(tmp_path / "ok.json", 1) == {"a": 1}


def test_one_thread_serves_every_write(tmp_path):
    writer = storage.BackgroundWriter()
    writer.submit(tmp_path / "a.json", {"a": 1}, 1)
    writer.flush()
    thread = writer._thread
    writer.submit(tmp_path / "b.json", {"b": 1}, 1)
    writer.flush()
    assert writer._thread is thread and thread.is_alive() and thread.daemon
    assert thread.name == "storage"


def test_a_temp_file_a_kill_left_in_the_replays_folder_is_cleaned_at_start():
    replays = storage.data_dir() / "replays"
    replays.mkdir(parents=True)
    left = replays / f"20261207-fits.replay.jsonab12cd{storage.TEMP_SUFFIX}"
    left.write_text('{"format": "spiel')
    kept = replays / "20261207-fits.replay.json"
    kept.write_text("{}")
    assert storage.clean_temp_files() == 1
    assert not left.exists() and kept.exists()
