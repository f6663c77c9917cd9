"""Reduce flashes and motion: shakes hold still and flashes stay on, as the setting says."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.engine import motion
from game.engine.settings import Settings


@pytest.fixture
def calm():
    motion.set_calm(True)
    yield
    motion.set_calm(False)


def picture() -> pygame.Surface:
    canvas = pygame.Surface((40, 30))
    canvas.fill((10, 20, 30))
    canvas.fill((200, 100, 50), (10, 10, 8, 6))
    return canvas


def test_a_flash_blinks_and_a_shake_moves_by_default():
    assert not motion.calm()
    assert [motion.blink(t, 10, 5) for t in range(10)] == [True] * 5 + [False] * 5
    canvas = picture()
    before = pygame.image.tobytes(canvas, "RGB")
    motion.shake_canvas(canvas, 12, frame=1)
    assert pygame.image.tobytes(canvas, "RGB") != before
    assert motion.wobble(3.0, 1) != (0, 0)


def test_calm_flashes_stay_on_and_nothing_shakes(calm):
    assert all(motion.blink(t, 10, 5) for t in range(10))
    canvas = picture()
    before = pygame.image.tobytes(canvas, "RGB")
    for frame in range(12):
        motion.shake_canvas(canvas, 12, frame)
    assert pygame.image.tobytes(canvas, "RGB") == before
    assert motion.wobble(3.0, 1) == (0, 0)


def test_the_setting_is_kept_and_applied(make_app):
    assert Settings.from_dict({"reduce_motion": True}).reduce_motion
    assert not Settings.from_dict({"reduce_motion": "yes"}).reduce_motion  # a wrong type
    app = make_app(scene="settings")
    assert not motion.calm()
    app.apply_settings(replace(app.settings, reduce_motion=True))
    assert motion.calm()
    app.apply_settings(replace(app.settings, reduce_motion=False))
    assert not motion.calm()


def test_a_bust_in_fiese15_does_not_shake_the_screen_when_calm(make_app):
    app = make_app(scene="fiese15", seats=["cpu", "cpu"], seed=3)
    app.apply_settings(replace(app.settings, reduce_motion=True))
    scene = app.scenes.top
    scene.shake = 20
    app.scenes.draw(app.display.canvas)
    still = pygame.image.tobytes(app.display.canvas, "RGB")
    scene.shake = 0
    app.scenes.draw(app.display.canvas)
    assert pygame.image.tobytes(app.display.canvas, "RGB") == still
