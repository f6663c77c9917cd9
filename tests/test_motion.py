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


# ----- human pace: calm means nothing decorative moves (issue 26, case 17) ----------------------
def _picture(app) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.display.canvas, "RGB")


def _calm_app(make_app, **options):
    app = make_app(**options)
    app.apply_settings(replace(app.settings, reduce_motion=True))
    return app


def test_human_pace_calm_title_holds_still(make_app):
    """The logo's bounce, the hopping dice, the drifting backdrop and the cursor's bob all
    rest: two frames a second apart are the same picture."""
    app = _calm_app(make_app, scene="title", seed=5)
    for _ in range(50):
        app.step()
    first = _picture(app)
    for _ in range(37):
        app.step()
    assert _picture(app) == first


def test_human_pace_the_title_still_moves_by_default(make_app):
    app = make_app(scene="title", seed=5)
    for _ in range(50):
        app.step()
    first = _picture(app)
    for _ in range(37):
        app.step()
    assert _picture(app) != first


@pytest.mark.parametrize("scene", ["results", "evening-podium"])
def test_human_pace_calm_throws_no_confetti(make_app, scene):
    """Confetti is decoration: with calm motion the results and the podium throw none (the
    crown, the banner and the places still say who won)."""
    app = _calm_app(make_app, scene="title", seed=5)
    if scene == "results":
        from game import catalog
        from game.shell.results import ResultsScene
        from game.shell.start import example_result, seats_from_flags

        info = catalog.game_by_id("fiese15")
        seats = seats_from_flags(["human", "cpu", "cpu"], info)
        shown = ResultsScene(example_result(app, info, seats))
    else:
        from game.shell.evening.example import example_evening
        from game.shell.evening.podium import EveningPodiumScene

        app.people, evening = example_evening(finished=True)
        shown = EveningPodiumScene(evening)
    app.scenes.push(shown)
    app.step()
    while not getattr(shown, "takes_confirm", lambda: True)():
        app.step()  # the results' choices light up once they take a press: then
    early = _picture(app)  # nothing flies or rises in either: the first frame is the last
    for _ in range(200):
        app.step()
    assert len(shown.particles) == 0
    assert _picture(app) == early


def test_human_pace_calm_particles_burst_into_nothing(calm):
    from game.engine.particles import Particles

    particles = Particles()
    particles.burst(100, 100, [(255, 255, 255)], count=20)
    particles.confetti(640, [(255, 255, 255)], 20)
    assert len(particles) == 0
    motion.set_calm(False)
    particles.burst(100, 100, [(255, 255, 255)], count=20)
    assert len(particles) == 20


def test_human_pace_calm_pulses_rest_on(calm):
    """Cursors that bob and glows that breathe stand still, lit (like a calm flash)."""
    from game.engine.widgets import pulse

    assert {pulse(frame, 40) for frame in range(80)} == {1.0}


def test_human_pace_calm_wuerfelblitz_lid_does_not_jitter(make_app):
    app = _calm_app(make_app, scene="wuerfelblitz", seats=["cpu", "cpu"], seed=5)
    scene = app.scenes.top
    scene.dice.shaking = True
    pictures = set()
    for _ in range(3):
        scene.frame += 1
        pictures.add(_picture(app))
    assert len(pictures) == 1


def test_human_pace_calm_evening_table_rows_stand_in_their_new_places(make_app):
    """The table's rows do not slide; the arrows beside them still say who went up or down."""
    from game.shell.evening.example import example_evening
    from game.shell.evening.table import EveningTableScene

    app = _calm_app(make_app, scene="title", seed=5)
    app.people, evening = example_evening()
    table = EveningTableScene(evening)
    app.scenes.push(table)
    app.step()
    shown = table.rows()
    before = table.before(shown)
    assert any(before.index(e.key) != i for i, e in enumerate(shown))  # someone moved
    for index, entrant in enumerate(shown):
        final = table.row_y(entrant.key, index, before)
        table.frame = 10_000
        assert final == table.row_y(entrant.key, index, before)
        table.frame = 1


def test_human_pace_calm_entrances_are_already_in_place(calm):
    """Cards, rows, banners and podium blocks that fly or rise in stand in place at once."""
    assert [motion.settled(p) for p in (0.0, 0.3, 1.0)] == [1.0, 1.0, 1.0]
    motion.set_calm(False)
    assert [motion.settled(p) for p in (0.0, 0.3, 1.0)] == [0.0, 0.3, 1.0]


def test_human_pace_calm_game_select_cards_do_not_fly_in(make_app):
    app = _calm_app(make_app, scene="select", seed=5)
    app.step()
    early = _picture(app)
    for _ in range(60):
        app.step()
    assert _picture(app) == early
