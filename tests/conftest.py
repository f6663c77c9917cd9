"""Shared test setup: no window, no sound device, and a private user folder per test."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from tests.contrast_spy import pairs  # noqa: F401  (fixtures for every test file)
from tests.text_spy import drawn  # noqa: F401


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings/save folder, so nothing leaks between tests."""
    home = tmp_path / "home"
    monkeypatch.setenv("SPIELEKISTE_HOME", str(home))
    from game.engine import storage

    storage.take_notices()  # files another test kept aside are not this test's news
    from game.engine import motion

    motion.set_calm(False)  # a setting another test switched on is not this test's
    return home


@pytest.fixture
def make_app():
    """Build an App driven in-process with ``app.step()``; shut down after the test."""
    from game.app import App
    from game.cli import RunConfig

    apps = []

    def build(**options):
        options.setdefault("headless", True)
        options.setdefault("seed", 7)
        app = App(RunConfig(**options))
        apps.append(app)
        return app

    yield build
    for app in apps:
        app.shutdown()


@pytest.fixture
def pads():
    """Attach SDL virtual gamepads (``pad = pads()``); all are detached after the test."""
    from game.engine.input.virtual_pad import VirtualPad

    attached = []

    def attach():
        pad = VirtualPad()
        attached.append(pad)
        return pad

    yield attach
    for pad in attached:
        pad.detach()


@pytest.fixture
def model_pads():
    """Attach virtual pads of a model SDL knows (``model_pads("playstation")``)."""
    from game.engine.input.virtual_pad import VirtualPad

    attached = []

    def attach(model: str):
        pad = VirtualPad(model)
        attached.append(pad)
        return pad

    yield attach
    for pad in attached:
        pad.detach()


@pytest.fixture
def sounds(monkeypatch):
    """Every sound effect played, in order."""
    played: list[str] = []
    from game.engine.audio import Audio

    monkeypatch.setattr(Audio, "play", lambda self, name, volume=1.0: played.append(name))
    return played
