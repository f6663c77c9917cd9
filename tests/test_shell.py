"""The menus end to end: keyboard alone, gamepad alone, settings, how-to, attract, autosave."""

from __future__ import annotations

import pytest

from game import catalog
from game.cli import SHELL_SCENES
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.engine.input.virtual_pad import VirtualPad
from game.shell import autosave
from game.shell.game_select import GameSelectScene
from game.shell.lobby import LobbyScene
from game.shell.title import ATTRACT_AFTER_FRAMES, TitleScene
from game.shell.tutorial.menus import TutorialOfferScene
from tests.driving import button, key, run, run_until


def top_name(app) -> str:
    return type(app.scenes.top).__name__


def settle(app) -> None:
    """Let a running fade finish."""
    run_until(app, lambda: top_name(app) != "Fade", 60)


def test_keyboard_alone_reaches_the_lobby_and_back(make_app):
    app = make_app()
    assert isinstance(app.scenes.top, TitleScene)
    key(app, "s")  # from Quick Play down to Play
    key(app, "space")  # Play
    settle(app)
    assert isinstance(app.scenes.top, GameSelectScene)
    playable = next(i for i, g in enumerate(catalog.GAMES) if g.playable)
    for _ in range(playable):
        key(app, "d")
    key(app, "enter")
    if isinstance(app.scenes.top, TutorialOfferScene):  # first time: a lesson is offered
        key(app, "down")  # "Play"
        key(app, "enter")
    settle(app)
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene) and lobby.game.playable
    key(app, "enter")  # the right half joins …
    key(app, "enter")  # … as a guest ("who are you?" waits on it on a fresh box)
    key(app, "down")
    key(app, "enter")  # start -> options (or a clear refusal when seats are missing)
    if lobby.game.min_seats > 1:
        assert top_name(app) == "LobbyScene"
        key(app, "up")
        key(app, "right")
        key(app, "enter")  # add a CPU next to the player
        key(app, "down")
        key(app, "enter")
    assert top_name(app) == "GameOptionsScene"
    key(app, "backspace")  # back to the lobby, seats kept
    assert app.scenes.top is lobby and lobby.humans == 1
    key(app, "backspace")  # leave
    key(app, "tab")  # back with nobody joined: game select
    settle(app)
    assert isinstance(app.scenes.top, GameSelectScene)


def test_gamepad_alone_navigates_title_select_and_how_to(make_app):
    app = make_app()
    pad = VirtualPad()
    try:
        run_until(app, lambda: pad.device in app.input.devices())
        button(app, pad, "dpdown")  # from Quick Play down to Play
        button(app, pad, "a")
        settle(app)
        assert isinstance(app.scenes.top, GameSelectScene)
        button(app, pad, "dpright")
        assert app.scenes.top.selected == 1
        button(app, pad, "y")  # how to play
        assert top_name(app) == "HowToScene"
        pages = app.scenes.top.pages
        for _ in range(pages):
            button(app, pad, "a")
        assert isinstance(app.scenes.top, GameSelectScene)  # confirm on the last page closes
        button(app, pad, "b")
        settle(app)
        assert isinstance(app.scenes.top, TitleScene)
    finally:
        pad.detach()


def test_a_game_not_built_yet_cannot_be_started(make_app, monkeypatch):
    import dataclasses

    games = list(catalog.GAMES)
    unbuilt = len(games) - 1  # a game still to come sits on the last card
    games[unbuilt] = dataclasses.replace(games[unbuilt], built=False)
    monkeypatch.setattr(catalog, "GAMES", tuple(games))
    app = make_app(scene="select")
    for _ in range(unbuilt):
        key(app, "right")
    key(app, "enter")
    run(app, 20)
    assert isinstance(app.scenes.top, GameSelectScene)


def test_settings_change_take_effect_and_are_saved(make_app, private_home):
    app = make_app(scene="settings")
    before = app.settings.sfx_volume
    scene = app.scenes.top
    for _ in range(len(scene.items)):
        if scene.items[scene.selected].label().startswith(app.t("settings.sfx")):
            break
        key(app, "down")  # down to the sound effects
    key(app, "a")
    assert app.settings.sfx_volume == before - 10
    for _ in range(2):
        key(app, "down")
    key(app, "d")  # language
    assert app.t.lang != "en" or app.settings.language
    assert (private_home / "config" / "settings.json").exists()
    from game.engine.settings import load_settings

    assert load_settings()[0].sfx_volume == before - 10


def test_language_flag_switches_every_text(make_app):
    app = make_app(lang="de")
    assert app.t("title.play") == "Spielen"


def test_lobby_respects_seat_limits(make_app):
    app = make_app(scene="lobby", game="fits")
    lobby = app.scenes.top
    key(app, "space")
    for i in range(1, lobby.game.max_seats):
        lobby.add_cpu(i)
    assert lobby.join("kb_right") is None  # full
    assert len(lobby.seats()) == lobby.game.max_seats


def test_idle_title_starts_attract_mode_and_any_key_returns(make_app):
    app = make_app()
    app.idle_frames = ATTRACT_AFTER_FRAMES - 1
    run(app, 2)
    settle(app)
    match = app.scenes.top
    assert getattr(match, "attract", False) and match.is_match
    run(app, 30)
    key(app, "space")
    settle(app)
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)


def test_title_offers_to_continue_a_saved_match(make_app):
    info = catalog.playable_games()[0]
    seats = tuple(Seat(i, SeatKind.CPU) for i in range(max(2, info.min_seats)))
    setup = MatchSetup(info.id, seats, info.default_options(), 5)
    scene = info.screen().create_scene(setup, None, None)
    state = scene.match.to_dict()
    autosave.save_match(setup, state)
    app = make_app()
    title = app.scenes.top
    assert title.has_save and title.items[2].enabled()
    key(app, "s")
    key(app, "s")  # Quick Play, Play, Continue
    key(app, "space")
    settle(app)
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 60)
    assert app.scenes.top.game_id == info.id


def test_corrupt_autosave_is_not_offered(make_app, private_home):
    (private_home / "data").mkdir(parents=True)
    (private_home / "data" / "autosave.json").write_text('{"version": 1, "data": {"format": 9}}')
    app = make_app()
    assert not app.scenes.top.has_save


def test_f12_saves_a_screenshot_and_f11_toggles_full_screen(make_app, private_home):
    import pygame

    app = make_app()
    toasts = []
    app.toast = toasts.append
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F12, mod=0))
    run(app, 2)
    assert list((private_home / "data" / "screenshots").glob("*.png"))
    assert any("screenshots" in toast for toast in toasts)  # the toast names the folder
    before = app.display.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    run(app, 2)
    assert app.display.fullscreen is not before and app.settings.fullscreen is not before


@pytest.mark.parametrize("scene", SHELL_SCENES)
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_shell_screen_draws_in_every_language(make_app, scene, lang):
    app = make_app(scene=scene, game="fiese15", seats=["human", "human", "cpu"], lang=lang)
    for _ in range(3):
        run(app, 20)
    assert app.scenes.top is not None


@pytest.mark.parametrize(
    "spoil",
    [
        lambda save: save.update(game="nonsuch"),
        lambda save: save["match"].pop("seats"),
        lambda save: save["match"].update(round_index="seven"),
        lambda save: save["extra"]["setup"].update(game_id="fits"),
        lambda save: save["match"].clear(),
    ],
    ids=["unknown-game", "missing-key", "bad-value", "other-game", "empty-match"],
)
def test_continue_on_a_save_that_cannot_resume_says_so_and_keeps_it(make_app, spoil):
    import json

    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup
    from game.engine import storage
    from game.fiese15.screen.scene import create_scene
    from game.shell import autosave, flow

    app = make_app(scene="title")
    setup = MatchSetup("fiese15", (Seat(0), Seat(1, SeatKind.CPU)), {}, 4)
    autosave.save_match(setup, create_scene(setup).save_state())
    autosave.flush()
    path = autosave.autosave_path()
    wrapper = json.loads(path.read_text())
    spoil(wrapper["data"])
    path.write_text(json.dumps(wrapper))
    storage.delete(path.with_suffix(".json.bak"))
    assert not flow.resume_autosave(app)
    assert list(path.parent.glob("autosave.json.broken-*"))  # kept for the player
    assert autosave.load_match() is None
    for _ in range(30):
        app.step()  # still on the title, no crash
    assert type(app.scenes.top).__name__ == "TitleScene"


def test_human_pace_a_key_a_menu_has_no_use_for_answers(make_app, sounds):
    """Mirror, turn, or left/right on a row without a value: the refusal sound, nothing else."""
    app = make_app(scene="title")
    run(app, 40)
    title = app.scenes.top
    chosen = title.selected
    for name in ("f", "q", "d"):  # flip, turn, right
        sounds.clear()
        key(app, name)
        assert sounds == ["ui_error"], name
    assert app.scenes.top is title and title.selected == chosen
    sounds.clear()
    key(app, "s")
    assert sounds == ["ui_move"]
