import json

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
