import itertools

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.display import (
    CANVAS_SIZE,
    Display,
    DisplayOptions,
    fill_rect,
    integer_scale,
    letterbox,
)
from game.engine.geometry import scanline_rows, window_to_canvas


def test_common_screens_get_the_expected_scale():
    assert integer_scale((1280, 720)) == 2
    assert integer_scale((1920, 1080)) == 3
    assert integer_scale((2560, 1440)) == 4
    assert integer_scale((3840, 2160)) == 6
    assert integer_scale((100, 100)) == 1  # never zero


@given(st.integers(1, 8000), st.integers(1, 5000))
def test_letterbox_keeps_square_pixels_and_stays_centred(w, h):
    rect = letterbox((w, h))
    scale = rect.width // CANVAS_SIZE[0]
    assert rect.width == CANVAS_SIZE[0] * scale and rect.height == CANVAS_SIZE[1] * scale
    if w >= CANVAS_SIZE[0] and h >= CANVAS_SIZE[1]:
        assert rect.left >= 0 and rect.top >= 0
        assert rect.right <= w and rect.bottom <= h
        assert abs(rect.left - (w - rect.right)) <= 1 and abs(rect.top - (h - rect.bottom)) <= 1


def test_scale_into_fills_bars_black_and_copies_pixels_exactly():
    pygame.display.init()
    display = Display(DisplayOptions(headless=True))
    display.canvas.fill((10, 20, 30))
    display.canvas.set_at((0, 0), (255, 0, 0))
    target = pygame.Surface((2000, 1100))
    rect = display.scale_into(target)
    assert rect.size == (1920, 1080)
    assert target.get_at((0, 0))[:3] == (0, 0, 0)  # bar
    for dx in range(3):
        for dy in range(3):
            assert target.get_at((rect.x + dx, rect.y + dy))[:3] == (255, 0, 0)
    assert target.get_at((rect.x + 3, rect.y))[:3] == (10, 20, 30)


# ----- fill scaling ------------------------------------------------------------------------


@given(st.integers(1, 8000), st.integers(1, 5000))
def test_fill_keeps_the_aspect_touches_two_sides_and_stays_centred(w, h):
    rect = fill_rect((w, h))
    assert rect.right <= w and rect.bottom <= h and rect.left >= 0 and rect.top >= 0
    assert rect.width == w or rect.height == h  # as large as the window allows
    # 16:9 within one pixel of rounding
    assert abs(rect.width * CANVAS_SIZE[1] - rect.height * CANVAS_SIZE[0]) <= CANVAS_SIZE[0]
    assert abs(rect.left - (w - rect.right)) <= 1 and abs(rect.top - (h - rect.bottom)) <= 1
    assert rect.width >= letterbox((w, h)).width or w < CANVAS_SIZE[0] or h < CANVAS_SIZE[1]


def test_fill_of_odd_windows():
    assert fill_rect((1920, 1080)) == pygame.Rect(0, 0, 1920, 1080)
    assert fill_rect((1366, 768)) == pygame.Rect(0, 0, 1365, 768)  # 1366×768 laptops
    assert fill_rect((1000, 1000)) == pygame.Rect(0, 219, 1000, 562)
    assert letterbox((1366, 768)).size == (1280, 720)  # what whole-number scaling leaves


def test_window_points_map_to_canvas_pixels_in_both_modes():
    for rect in (letterbox((2000, 1100)), fill_rect((1366, 768))):
        assert window_to_canvas(rect.topleft, rect) == (0, 0)
        assert window_to_canvas((rect.right - 1, rect.bottom - 1), rect) == (639, 359)
    rect = letterbox((2000, 1100))
    assert window_to_canvas((rect.centerx, rect.centery), rect) == (320, 180)
    assert window_to_canvas((0, 0), rect) is None  # on the bar


def test_scanlines_sit_under_every_canvas_row_or_nowhere():
    assert scanline_rows(720) == list(range(1, 720, 2))
    assert scanline_rows(1080)[:3] == [2, 5, 8]
    assert scanline_rows(500) == []  # under two screen pixels a row: no stripes
    rows = scanline_rows(1000)  # filled: rows of two and three pixels
    assert len(rows) == 360 and rows[-1] == 999
    assert all(b - a in (2, 3) for a, b in itertools.pairwise(rows))


def test_scale_into_fills_in_fill_mode_with_sharp_pixels():
    display = Display(DisplayOptions(headless=True, fill=True))
    display.canvas.fill((10, 20, 30))
    display.canvas.set_at((639, 359), (255, 0, 0))
    target = pygame.Surface((1366, 768))
    rect = display.scale_into(target)
    assert rect.size == (1365, 768)
    y = rect.bottom - 1
    colours = {tuple(target.get_at((x, y)))[:3] for x in range(rect.right - 6, rect.right)}
    assert colours == {(255, 0, 0), (10, 20, 30)}  # nearest neighbour: nothing in between
    assert target.get_at((rect.right - 1, y))[:3] == (255, 0, 0)
    assert target.get_at((rect.right, y))[:3] == (0, 0, 0)  # the bar


# ----- presenting: SDL's renderer and the software fallback --------------------------------
def _marked(display: Display) -> None:
    display.canvas.fill((10, 20, 30))
    display.canvas.set_at((0, 0), (255, 0, 0))


def test_the_renderer_path_presents_under_the_dummy_driver():
    display = Display(DisplayOptions(window_scale=1))
    try:
        assert display.renderer_name == "software"  # the dummy driver has no OpenGL
        _marked(display)
        display.present()
        shown = display.presenter.renderer.to_surface()
        rect = display.canvas_rect()
        assert shown.get_at(rect.topleft)[:3] == (255, 0, 0)
        assert shown.get_at((rect.x + rect.width // 2, rect.y))[:3] == (10, 20, 30)
        display.crt = True
        display.fill = True
        display.present()  # the scanline texture on top
    finally:
        display.presenter.close()


def test_the_renderer_draws_scanlines_under_each_canvas_row():
    display = Display(DisplayOptions(window_scale=1))
    try:
        display.presenter.set_windowed_size((1280, 720))
        display.canvas.fill((200, 200, 200))
        display.crt = True
        display.present()
        shown = display.presenter.renderer.to_surface()
        rect = display.canvas_rect()
        assert rect.size == (1280, 720)
        top, line = shown.get_at((rect.x + 5, rect.y)), shown.get_at((rect.x + 5, rect.y + 1))
        assert top[:3] == (200, 200, 200) and line[0] < 180  # the second row of each is darker
    finally:
        display.presenter.close()


def test_the_software_fallback_presents_and_is_chosen_without_a_renderer(monkeypatch):
    monkeypatch.setenv("SPIELEKISTE_SOFTWARE_PRESENT", "1")
    display = Display(DisplayOptions(window_scale=1))
    assert display.renderer_name.startswith("none")
    _marked(display)
    display.crt = True
    display.present()
    shown = pygame.display.get_surface()
    rect = display.canvas_rect()
    assert shown.get_at(rect.topleft)[:3] == (255, 0, 0)


def test_full_screen_toggles_on_both_paths(monkeypatch):
    for software in ("0", "1"):
        monkeypatch.setenv("SPIELEKISTE_SOFTWARE_PRESENT", software)
        display = Display(DisplayOptions(window_scale=1))
        windowed = display.window_size
        display.toggle_fullscreen()
        assert display.fullscreen and display.window_size == pygame.display.get_desktop_sizes()[0]
        display.present()
        display.toggle_fullscreen()
        assert not display.fullscreen and display.window_size == windowed
        assert display.to_canvas(display.canvas_rect().topleft) == (0, 0)
        display.present()
        if software == "0":
            display.presenter.close()


def test_headless_has_no_window_and_screenshots_the_canvas(tmp_path):
    display = Display(DisplayOptions(headless=True))
    assert display.headless and display.renderer_name == "headless"
    display.present()  # nothing to show, no error
    _marked(display)
    path = display.screenshot(tmp_path / "shot.png", scale=2)
    image = pygame.image.load(str(path))
    assert image.get_size() == (1280, 720) and image.get_at((1, 1))[:3] == (255, 0, 0)


# ----- first start, the hint and the fill setting -----------------------------------------
def test_a_first_start_opens_full_screen_unless_windowed():
    from game.app import start_fullscreen
    from game.engine.settings import Settings

    assert start_fullscreen(None, Settings()) is True  # no settings.json: from source too
    assert start_fullscreen(False, Settings()) is False  # --windowed
    assert start_fullscreen(None, Settings(fullscreen=False)) is False
    assert start_fullscreen(True, Settings(fullscreen=False)) is True


def test_the_window_hint_shows_on_the_first_start_only(make_app):
    first = make_app(headless=False)
    assert first.display.fullscreen and not first.display.headless
    assert first.window_hint and first.toasts.message is None  # the title's line, no toast
    first.step()
    first.draw()  # the title shows the hint
    first.shutdown()
    pygame.display.init()
    second = make_app(headless=False)
    assert not second.window_hint
    windowed = make_app(headless=False, fullscreen=False)
    assert not windowed.window_hint


def test_human_pace_the_window_hint_goes_once_the_window_key_is_found(make_app):
    app = make_app(headless=False)
    assert app.window_hint
    app._global_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    assert not app.window_hint and not app.display.fullscreen


# The screens a first start's hint can meet while it shows: the title, and where a few quick
# presses lead from it.
FIRST_SCREENS = [
    ("title", None, []),
    ("select", None, []),
    ("lobby", "fiese15", ["human", "human", "cpu"]),
    ("lobby", "fischkopp", ["human", "cpu"]),
    ("options", "fiese15", ["human", "cpu", "human"]),
    ("settings", None, []),
]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("lang", ["en", "de", "fr", "it", "es", "nl"])
@pytest.mark.parametrize("scene,game,seats", FIRST_SCREENS, ids=[s[0] for s in FIRST_SCREENS])
def test_human_pace_the_window_hint_covers_nothing(
    make_app, drawn, scene, game, seats, lang, large
):
    """The first start's "F11 or Alt+Enter: window" sits where no other text is, inside the
    safe area, on every screen it can be seen over; the title always shows it."""
    from dataclasses import replace

    from tests.test_safe_area import _outside, _overlapping

    records, canvases = drawn
    app = make_app(headless=False, scene=scene, game=game, seats=seats, lang=lang)
    app.settings = replace(app.settings, large_text=large)
    canvases.append(app.display.canvas)
    for _ in range(40):
        app.step()
    records.clear()
    app.draw()
    hint = app.t("toast.window_hint")
    shown = [r for r in records if r.text == hint]
    if scene == "title":
        assert shown, f"[{lang}] the title does not say how to get a window"
    assert all(r.ink.height >= 9 for r in shown)
    assert not _outside(shown), _outside(shown)
    over = [p for p in _overlapping(records) if hint in p]
    assert not over, f"{scene} [{lang}] the hint covers: {over}"


def test_a_windowed_first_start_shows_no_hint(make_app):
    app = make_app(headless=False, fullscreen=False)
    assert not app.display.fullscreen and not app.window_hint


def test_the_fill_setting_round_trips_and_reaches_the_display(make_app, tmp_path):
    from game.engine.settings import Settings, load_settings, save_settings

    save_settings(Settings(fill_window=True), tmp_path / "s.json")
    assert load_settings(tmp_path / "s.json")[0].fill_window is True
    assert Settings.from_dict({"fill_window": "yes"}).fill_window is False  # wrong type
    app = make_app(scene="settings")
    scene = app.scenes.top
    item = next(i for i in scene.items if i.label().startswith(app.t("settings.fill")))
    item.adjust(1)
    assert app.settings.fill_window is True and app.display.fill is True
    assert load_settings()[0].fill_window is True  # saved at once
    item.adjust(1)
    assert app.settings.fill_window is False and app.display.fill is False


def test_a_lost_canvas_texture_is_made_anew_and_the_frame_shown(make_app, caplog):
    """SDL can drop a renderer's textures; the next frame makes the canvas texture again
    instead of stopping the game."""
    from game.engine.presenters import RendererPresenter

    app = make_app(headless=False, fullscreen=False)
    presenter = app.display.presenter
    if not isinstance(presenter, RendererPresenter):
        pytest.skip("this machine's SDL gives the window no renderer")

    from pygame._sdl2 import sdl2

    class Lost:
        def update(self, surface):
            raise sdl2.error("Parameter 'texture' is invalid")  # what SDL raises

    presenter.texture = Lost()
    app.step()
    app.draw()
    assert not isinstance(presenter.texture, Lost)
    assert "canvas texture lost" in caplog.text


def test_an_app_that_ends_closes_its_window_while_sdl_is_up(make_app):
    """Nothing of an ended app's window is left for the garbage collector: freed after SDL
    started again (the next app), a stale handle could take a new window with it (a window
    toggled to full screen in the next test was found "invalid")."""
    app = make_app(headless=False)
    presenter = app.display.presenter
    assert presenter is not None
    app.shutdown()
    assert app.display.presenter is None
    if hasattr(presenter, "renderer"):
        assert presenter.renderer is None and presenter.texture is None
    app.shutdown()  # ending twice is harmless
    again = make_app(headless=False)
    del presenter
    import gc

    gc.collect()
    again.display.toggle_fullscreen()
    assert not again.display.fullscreen


def test_windowed_beats_the_saved_full_screen_until_the_player_changes_it(make_app):
    """``--windowed`` with full screen saved: the settings say Off, other changes keep the
    window, and only the full-screen toggle itself changes the screen and the saved value."""
    from dataclasses import replace

    from game.engine.settings import Settings, load_settings, save_settings
    from tests.driving import key, run

    save_settings(Settings(fullscreen=True))
    app = make_app(headless=False, fullscreen=False, scene="settings")
    run(app, 3)
    assert not app.display.fullscreen
    toggle = app.scenes.top.items[0]
    assert app.t("option.off") in toggle.label()
    app.apply_settings(replace(app.settings, sfx_volume=20))  # any other change
    assert not app.display.fullscreen and load_settings()[0].fullscreen
    app.scenes.top.selected = 0
    key(app, "d")  # the toggle: on, as it said it would
    assert app.display.fullscreen and app.t("option.on") in toggle.label()
    key(app, "d")
    assert not app.display.fullscreen and not load_settings()[0].fullscreen
