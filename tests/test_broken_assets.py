"""A broken asset file (garbage, empty, cut off, a folder in its place) never stops a start:
each kind is logged as a broken asset and the game starts and plays with its fallback (the
built-in font, silence, no icon, no phone page, English or the text keys)."""

from __future__ import annotations

import logging
import shutil

import pytest

from game.engine import assets
from tests.driving import run

FRAMES = 30


def garbage(path) -> None:
    path.write_bytes(b"\x00\xffnot what it claims to be" * 40)


def empty(path) -> None:
    path.write_bytes(b"")


def cut_off(path) -> None:
    content = path.read_bytes()
    path.write_bytes(content[: len(content) // 2])


def folder(path) -> None:
    path.unlink()
    path.mkdir()


BREAKAGES = {"garbage": garbage, "empty": empty, "cut off": cut_off, "a folder": folder}


@pytest.fixture
def broken_assets(tmp_path, monkeypatch):
    """A copy of the assets with the named files broken, used by the game instead."""

    def breaking(how: str, *parts: str):
        copy = tmp_path / "assets"
        shutil.copytree(assets.ASSETS_DIR, copy)
        for part in parts:
            BREAKAGES[how](copy / part)
        monkeypatch.setattr(assets, "ASSETS_DIR", copy)
        monkeypatch.setattr(assets, "_reported", set())
        return copy

    return breaking


def logged_broken(caplog, name: str) -> bool:
    return any(
        name in r.getMessage()
        and (assets.BROKEN_ASSET in r.getMessage() or assets.MISSING_ASSET in r.getMessage())
        for r in caplog.records
    )


def start_and_play(make_app, **options):
    app = make_app(**options)
    run(app, FRAMES)
    app.text.render("Spielekiste 15", "title")
    app.text.render("Würfelblitz", "body")
    return app


@pytest.mark.parametrize("how", list(BREAKAGES))
def test_a_broken_font_starts_with_the_built_in_font(broken_assets, make_app, caplog, how):
    broken_assets(how, "fonts/PressStart2P.woff", "fonts/Tiny5.woff")
    caplog.set_level(logging.WARNING)
    app = start_and_play(make_app)
    assert logged_broken(caplog, "PressStart2P.woff") and logged_broken(caplog, "Tiny5.woff")
    assert app.text.size("Play", "title")[0] > 0


@pytest.mark.parametrize("how", ["garbage", "empty", "a folder"])  # a cut WAV plays its part
def test_broken_sounds_and_music_play_silent(broken_assets, make_app, caplog, how):
    broken_assets(how, "sounds/ui_confirm.wav", "sounds/music_menu.wav", "sounds/music_game.wav")
    caplog.set_level(logging.WARNING)
    app = start_and_play(make_app)
    app.audio.play("ui_confirm")
    app.audio.music("music_game")
    run(app, 5)
    if app.audio.available:  # without a sound device nothing is read at all
        assert logged_broken(caplog, "ui_confirm.wav")
        assert logged_broken(caplog, "music_menu.wav")
        assert logged_broken(caplog, "music_game.wav")


@pytest.mark.parametrize("how", list(BREAKAGES))
def test_a_broken_icon_opens_the_window_without_it(broken_assets, make_app, caplog, how):
    broken_assets(how, "icon.png")
    caplog.set_level(logging.WARNING)
    app = start_and_play(make_app, headless=False, fullscreen=False)
    assert app.display.window_size is not None
    assert logged_broken(caplog, "icon.png")


@pytest.mark.parametrize("how", ["empty", "a folder"])
def test_a_broken_phone_page_says_phones_are_off_and_plays_on(
    broken_assets, make_app, caplog, monkeypatch, how
):
    from game.engine.net import pages

    copy = broken_assets(how, "phone/index.html")
    monkeypatch.setattr(pages.Pages.__init__, "__defaults__", (copy / "phone",))
    caplog.set_level(logging.WARNING)
    app = start_and_play(make_app)
    toasts = []
    monkeypatch.setattr(app, "toast", lambda message, *_: toasts.append(message))
    started = app.start_phones()
    run(app, FRAMES)
    if how == "a folder":  # a page that cannot be read: no server, and the player is told
        assert not started and toasts and "index.html" in caplog.text
    app.phones.stop()


@pytest.mark.parametrize("how", list(BREAKAGES))
def test_broken_language_files_start_with_the_keys_or_english(broken_assets, make_app, caplog, how):
    broken_assets(how, "i18n/en.json", "i18n/de.json")
    caplog.set_level(logging.WARNING)
    app = start_and_play(make_app, lang="de")
    assert logged_broken(caplog, "en.json") and logged_broken(caplog, "de.json")
    assert app.t("title.play") == "title.play"


def test_language_values_of_the_wrong_type_are_shown_not_raised(broken_assets, make_app):
    copy = broken_assets("garbage")
    (copy / "i18n" / "fr.json").write_text(
        '{"title.play": 5, "title.quick": "{game", "toast.pad_joined": {"x": [1]}}',
        encoding="utf-8",
    )
    app = start_and_play(make_app, lang="fr")
    assert isinstance(app.t("title.play"), str)
    assert isinstance(app.t("title.quick", game="Fits"), str)
