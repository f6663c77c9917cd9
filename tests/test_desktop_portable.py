"""What a Windows or macOS desktop needs that this Linux machine does not show by itself:
DPI awareness, the first-start language from the system's own list, a crash message without
a console, files another program holds for a moment, and a word on the firewall when no phone
gets in. Each test stands in for the other system where it cannot be that system.
"""

from __future__ import annotations

import errno
import os
import sys

import pygame
import pytest

from game.engine import display, logs, presenters, storage
from game.engine.i18n import system_language
from game.engine.net.events import Joined
from game.engine.net.link import PhoneLink
from game.shell import lobby_view, phone_panel
from game.shell.phone_panel import CAPTION_TURN, FIREWALL_AFTER, join_caption
from tests.test_lobby_phones import lobby_with_phones
from tests.test_phone_context import play
from tests.test_safe_area import _draw, _outside, _overlapping

# ----- sharp pixels at any display scaling -----------------------------------------------------


def test_portable_the_process_asks_for_real_pixels_before_the_display_starts(make_app, monkeypatch):
    """Not DPI aware, Windows draws the window small and stretches it with smoothing at
    125-300 % scaling: the hint must be in place when SDL's video starts."""
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    seen = []
    real_init = pygame.display.init
    monkeypatch.setattr(
        pygame.display,
        "init",
        lambda: (seen.append(os.environ.get("SDL_WINDOWS_DPI_AWARENESS")), real_init())[1],
    )
    make_app(scene="title")
    assert seen and seen[0] == "permonitorv2"


def test_portable_a_dpi_hint_the_player_set_is_kept():
    environ = {"SDL_WINDOWS_DPI_AWARENESS": "system"}
    display.set_desktop_hints(environ)
    assert environ == {"SDL_WINDOWS_DPI_AWARENESS": "system"}


def test_portable_the_window_draws_in_the_screens_own_pixels(monkeypatch):
    """A Retina Mac: the window asks for high DPI and the canvas is scaled into the
    renderer's pixels (twice the window's points), not into the points."""
    made = {}

    class Window:
        def __init__(self, title, size, **flags):
            made.update(flags, size=size)
            self.size = size

        def destroy(self):
            pass

        def set_icon(self, icon):
            pass

    class Renderer:
        def __init__(self, window, index=-1, vsync=False):
            self.window = window

        def get_viewport(self):
            width, height = self.window.size
            return pygame.Rect(0, 0, width * 2, height * 2)

    monkeypatch.setattr(presenters.pygame, "Window", Window)
    monkeypatch.setattr(presenters.video, "Renderer", Renderer)
    monkeypatch.setattr(presenters, "renderer_order", lambda: [(0, "metal")])
    monkeypatch.setattr(presenters.RendererPresenter, "_canvas_texture", lambda self: None)
    presenter = presenters.RendererPresenter("Spielekiste", None, (1280, 720), False)
    assert made["allow_high_dpi"] is True
    assert presenter.pixel_size == (2560, 1440) and presenter.size == (1280, 720)


# ----- the first start's language ---------------------------------------------------------------


@pytest.mark.parametrize(
    "windows_name,code",
    [
        ("Italian_Italy", "it"),
        ("Dutch_Netherlands", "nl"),
        ("German_Austria", "de"),
        ("French_Belgium", "fr"),
        ("Spanish_Mexico", "es"),
        ("Norwegian_Norway", "en"),
    ],
)
def test_portable_windows_locale_names_give_their_language(windows_name, code):
    assert system_language(preferred=[], environ={}, os_locale=windows_name) == code


def test_portable_the_systems_preferred_languages_come_first():
    """A Mac app started from the Finder has no LANG: SDL's list (the system's own order of
    languages) is what knows the player's language; one we lack is passed over."""
    preferred = [{"language": "pt", "country": "BR"}, {"language": "nl", "country": None}]
    assert system_language(preferred, environ={"LANG": "C"}, os_locale="") == "nl"
    assert system_language([], environ={"LANG": "fr_BE.UTF-8"}, os_locale="") == "fr"
    assert system_language([], environ={}, os_locale="") == "en"


# ----- a crash without a console ----------------------------------------------------------------


def test_portable_a_windowed_build_shows_its_crash_in_a_message_box(monkeypatch, tmp_path):
    """Started from the desktop, a windowed build has no console (``sys.stderr`` is None): a
    crash message printed there vanished and the game just closed."""
    shown = []
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(
        pygame.display, "message_box", lambda title, text, **kw: shown.append((title, text, kw))
    )
    logs.report_crash(tmp_path / "spielekiste.log")
    assert len(shown) == 1
    title, text, kw = shown[0]
    assert title == "Spielekiste"
    assert "unexpected error" in text and "spielekiste.log" in text
    assert kw.get("message_type") == "error"


def test_portable_the_app_reports_a_crash_through_the_box_too(monkeypatch):
    from game import app as app_module

    shown = []

    class Boom:
        def __init__(self, config):
            raise RuntimeError("broken on purpose")

    monkeypatch.setattr(app_module, "App", Boom)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(pygame.display, "message_box", lambda *a, **kw: shown.append(a))
    assert app_module.main(["--headless"]) == 1
    assert shown and "unexpected error" in shown[0][1]


# ----- a file held by another program for a moment ---------------------------------------------


def _busy(winerror: int = 32) -> PermissionError:
    err = PermissionError(errno.EACCES, "The process cannot access the file")
    err.winerror = winerror  # what Windows sets on a sharing violation
    return err


def test_portable_a_save_waits_out_a_file_an_antivirus_holds(tmp_path, monkeypatch):
    """``os.replace`` refused twice (a scan holding the old file): the write lands."""
    monkeypatch.setattr(storage, "BUSY_RETRY_DELAYS", (0.0,) * 6)
    real_replace, refusals = os.replace, [_busy(), _busy(5)]

    def held(src, dst):
        if refusals:
            raise refusals.pop(0)
        real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", held)
    path = tmp_path / "settings.json"
    storage.write_json(path, {"volume": 3}, 1)
    assert storage.read_json(path, 1) == {"volume": 3} and not refusals


def test_portable_a_real_permission_error_is_not_retried(tmp_path, monkeypatch):
    calls = []

    def denied(src, dst):
        calls.append(src)
        raise PermissionError(errno.EACCES, "denied")  # no winerror: not Windows being busy

    monkeypatch.setattr(storage.os, "replace", denied)
    with pytest.raises(PermissionError):
        storage.put_file(tmp_path / "x.json", b"{}")
    assert len(calls) == 1
    assert not list(tmp_path.iterdir())  # its temp file went too


def test_portable_a_file_held_while_reading_is_not_kept_aside_as_broken(tmp_path, monkeypatch):
    """A sharing violation on read was taken as a broken file: the player's good settings
    were moved aside. Held for long, the read uses the backup and leaves the file alone."""
    monkeypatch.setattr(storage, "BUSY_RETRY_DELAYS", (0.0,) * 6)
    path = tmp_path / "people.json"
    storage.write_json(path, {"n": 1}, 1)
    storage.write_json(path, {"n": 2}, 1)  # the first is the backup now
    real_open = os.open

    def held(name, flags, *args):
        if str(name) == str(path):
            raise _busy()
        return real_open(name, flags, *args)

    monkeypatch.setattr(storage.os, "open", held)
    assert storage.read_json(path, 1) == {"n": 1}
    monkeypatch.setattr(storage.os, "open", real_open)
    assert storage.read_json(path, 1) == {"n": 2}
    assert not [p for p in tmp_path.iterdir() if ".broken-" in p.name]


def test_portable_a_read_held_a_moment_reads_the_file_itself(tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "BUSY_RETRY_DELAYS", (0.0,) * 6)
    path = tmp_path / "people.json"
    storage.write_json(path, {"n": 1}, 1)
    storage.write_json(path, {"n": 2}, 1)
    real_open, refusals = os.open, [_busy(), _busy(33)]

    def held(name, flags, *args):
        if str(name) == str(path) and refusals:
            raise refusals.pop(0)
        return real_open(name, flags, *args)

    monkeypatch.setattr(storage.os, "open", held)
    assert storage.read_json(path, 1) == {"n": 2}


def test_portable_a_folder_is_no_file_at_once_even_where_opening_it_says_access_denied(
    tmp_path, monkeypatch
):
    """Windows answers opening a folder with "access denied" (winerror 5), which reads as a
    file held by a scan: it must be called a folder, not waited on."""
    opened = []

    def windows_open(name, flags, *args):
        opened.append(name)
        raise _busy(5)

    monkeypatch.setattr(storage.os, "open", windows_open)
    with pytest.raises(storage.BrokenFile, match="folder"):
        storage.read_text(tmp_path)
    assert opened == []


# ----- phones behind a firewall -----------------------------------------------------------------


def _t(key, **values):
    return f"{key}:{values.get('port', '')}"


@pytest.mark.parametrize(
    "system,key",
    [
        ("win32", "lobby.firewall_windows"),
        ("darwin", "lobby.firewall_mac"),
        ("linux", "lobby.firewall_other"),
    ],
)
def test_portable_no_phone_in_for_a_while_says_what_the_firewall_needs(system, key):
    link = PhoneLink()
    link.port = 8765
    assert join_caption(_t, link, FIREWALL_AFTER - 1, system) == "lobby.phones_scan:"
    assert join_caption(_t, link, FIREWALL_AFTER, system) == f"{key}:8765"
    # … in turns with how to join, so both stay readable
    assert join_caption(_t, link, FIREWALL_AFTER + CAPTION_TURN, system) == "lobby.phones_scan:"
    assert join_caption(_t, link, FIREWALL_AFTER + 2 * CAPTION_TURN, system) == f"{key}:8765"
    link.ever_joined = True  # a phone got in: the network lets them, no firewall talk
    assert join_caption(_t, link, FIREWALL_AFTER, system) == "lobby.phones_scan:"


def test_portable_a_phone_that_joined_ends_the_firewall_talk(make_app):
    app = make_app(scene="lobby", game="fits", seed=11, lang="en")
    assert not app.phones.ever_joined
    app.phones.apply(app.input, [Joined("phone:1", "Phone 1")])
    assert app.phones.ever_joined


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it", "es", "nl"])
@pytest.mark.parametrize("system", ["win32", "darwin", "linux"])
def test_portable_the_firewall_caption_fits_the_lobby(make_app, drawn, monkeypatch, lang, system):
    records, canvases = drawn
    monkeypatch.setattr(phone_panel, "SYSTEM", system)
    app = lobby_with_phones(make_app, lang=lang)
    try:
        canvases.append(app.display.canvas)
        lobby = app.scenes.top
        play(app, 2)
        lobby.frame = FIREWALL_AFTER
        seen = _draw(app, records)
        key = phone_panel.FIREWALL_KEYS.get(system, "lobby.firewall_other")
        caption = app.t(key, port=app.phones.port)
        wrapped = lobby_view._caption_lines(app.text, caption)
        assert len(wrapped) <= lobby_view.PANEL_CAPTION_LINES
        assert [r.text for r in seen if r.text in wrapped] == wrapped
        assert not _overlapping(seen), _overlapping(seen)
        assert not _outside(seen), _outside(seen)
    finally:
        app.phones.stop()


# ----- other machines on one computer -----------------------------------------------------------


def test_portable_every_loopback_address_the_tests_use_is_listed_for_macos():
    """macOS answers on 127.0.0.1 only: the workflow adds each address from
    ``tests/loopbacks.py`` to lo0, so one written out elsewhere would fail there alone."""
    import re
    from pathlib import Path

    from tests import loopbacks

    listed = set(loopbacks.all_addresses())
    tests = Path(__file__).parent
    written = {
        (path.name, found)
        for path in tests.glob("*.py")
        for found in re.findall(r"127\.0\.\d+\.\d+", path.read_text(encoding="utf-8"))
        if found != "127.0.0.1" and path.name != "loopbacks.py"
    }
    assert {(name, a) for name, a in written if a not in listed} == set()
    with pytest.raises(ValueError):
        loopbacks.address(loopbacks.RANGES[3], block=3)  # one past the list


def test_portable_the_workflow_gives_macos_the_loopbacks_and_windows_utf8():
    from pathlib import Path

    workflow = (Path(__file__).parents[1] / ".github/workflows/release.yml").read_text("utf-8")
    steps = workflow.split("      - ")
    aliases = [s for s in steps if "python -m tests.loopbacks" in s]
    assert aliases and "runner.os == 'macOS'" in aliases[0] and "lo0 alias" in aliases[0]
    tests = next(s for s in steps if s.startswith("name: Tests"))
    assert steps.index(aliases[0]) < steps.index(tests)
    assert 'PYTHONUTF8: "1"' in workflow
