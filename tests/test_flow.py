"""Getting into a game fast and out again: Quick Play, quit, back, DEMO, toasts, results."""

from __future__ import annotations

import pygame

from game.engine import storage
from game.shell import quick_play
from game.shell.game_options import GameOptionsScene
from game.shell.title import QuitConfirmScene, TitleScene
from game.shell.tutorial.menus import TutorialOfferScene
from tests.driving import key, run, run_until

MAX_PRESSES_TO_FIRST_ROLL = 5
LONG_WAY_PRESSES = 14  # title, select, lobby, options: each screen costs a press or two


class Presses:
    """Keyboard presses, counted: the number the player makes from the title on."""

    def __init__(self, app) -> None:
        self.app = app
        self.count = 0

    def __call__(self, name: str) -> None:
        self.count += 1
        key(self.app, name)


def top_name(app) -> str:
    return type(app.scenes.top).__name__


def settle(app) -> None:
    run_until(app, lambda: top_name(app) != "Fade", 60)


def roll_in_fiese15(app, press: Presses) -> None:
    """From the Quick Play item to the human's first roll; only presses count."""
    from game.fiese15.screen.scene import Fiese15Scene

    assert isinstance(app.scenes.top, TitleScene) and app.scenes.top.selected == 0
    press("space")  # Quick Play
    settle(app)
    if isinstance(app.scenes.top, TutorialOfferScene):  # a first start: the lesson is offered
        press("s")  # "Play" instead
        press("space")
        settle(app)
    options = app.scenes.top
    assert isinstance(options, GameOptionsScene) and options.game.id == "fiese15"
    assert options.selected == len(options.items) - 1  # the focus starts on Play!
    press("space")  # Play!
    run_until(app, lambda: isinstance(app.scenes.top, Fiese15Scene), 120)
    scene = app.scenes.top
    human = next(s.index for s in scene.match.seats if not s.is_cpu)
    assert app.input.seat_of["kb_left"] == human
    run_until(app, lambda: scene.awaiting_human, 3000)
    rolls = scene.stats.seats[human].rolls
    press("space")  # roll
    run_until(app, lambda: scene.stats.seats[human].rolls > rolls, 120)


def test_first_run_reaches_a_fiese15_roll_in_at_most_five_presses(make_app):
    app = make_app()
    press = Presses(app)
    roll_in_fiese15(app, press)
    print(f"presses from the title to the first roll (first run): {press.count}")
    assert press.count <= MAX_PRESSES_TO_FIRST_ROLL


def test_the_long_way_through_select_and_lobby_counts_its_presses(make_app):
    """For comparison: the full route a first-timer takes (printed, kept short)."""
    from game import catalog
    from game.fiese15.screen.scene import Fiese15Scene
    from game.shell.tutorial.menus import TutorialOfferScene

    app = make_app()
    press = Presses(app)
    press("s")  # Quick Play -> Play
    press("space")
    settle(app)
    for _ in range([g.id for g in catalog.GAMES].index("fiese15")):
        press("d")
    press("space")
    assert isinstance(app.scenes.top, TutorialOfferScene)  # a first-timer is offered the lesson
    press("s")  # "Play" instead
    press("space")
    settle(app)
    press("space")  # join: the cursor waits on the next free slot …
    press("space")  # … after "who are you?" (a fresh box: "guest" is under the cursor)
    press("space")  # a CPU there
    press("s")  # down to Start
    press("space")
    options = app.scenes.top
    assert isinstance(options, GameOptionsScene)
    press("w")  # up wraps round to Play!, below the options and each person's coach
    press("space")  # Play!
    run_until(app, lambda: isinstance(app.scenes.top, Fiese15Scene), 120)
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 3000)
    press("space")
    run_until(app, lambda: scene.stats.seats[0].rolls > 0, 120)
    print(f"presses from the title to the first roll through the lobby: {press.count}")
    assert press.count <= LONG_WAY_PRESSES


def test_quick_play_remembers_the_last_game_seats_and_options(make_app):
    app = make_app(scene="options", game="fiese15", seats=["human", "cpu-hard", "cpu-easy"])
    options = app.scenes.top
    spec = options.game.options[0]
    options.selected = 0
    key(app, "d")  # the first option changes
    changed = dict(options.values)
    assert changed != options.game.default_options()
    options.selected = len(options.items) - 1
    key(app, "space")  # Play!
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    storage.writer.flush()
    remembered = quick_play.load()
    assert remembered.game_id == "fiese15"
    assert [(s.is_cpu, s.level) for s in remembered.seats][1:] == [(True, "hard"), (True, "easy")]
    assert remembered.options[spec.key] == changed[spec.key]
    # A new start of the game offers it on the title; the options come back as they were.
    app.quit_to_title()
    settle(app)
    assert app.scenes.top.quick_game == "Fiese 15"
    assert app.scenes.top.quick_hint() == "You + CPU (hard) + CPU (easy)"
    press = Presses(app)
    press("space")
    settle(app)
    assert isinstance(app.scenes.top, TutorialOfferScene)  # nobody finished or learned it yet
    press("s")  # "Play"
    press("space")
    settle(app)
    assert app.scenes.top.values == changed


def test_a_broken_quick_play_file_falls_back_to_the_default(make_app, private_home):
    app = make_app()
    path = storage.data_dir() / quick_play.QUICK_PLAY_FILE
    storage.write_json(path, {"game_id": "nope", "seats": []}, quick_play.QUICK_PLAY_VERSION)
    assert quick_play.load().game_id == quick_play.DEFAULT_GAME
    assert isinstance(app.scenes.top, TitleScene)


def test_quitting_from_the_title_asks_once(make_app):
    app = make_app()
    key(app, "esc")  # Esc on the title: the question, not an exit
    assert isinstance(app.scenes.top, QuitConfirmScene) and app.running
    key(app, "space")  # "no" is preselected
    assert isinstance(app.scenes.top, TitleScene) and app.running
    key(app, "tab")  # back asks too
    assert isinstance(app.scenes.top, QuitConfirmScene)
    key(app, "tab")  # back on the question: no
    assert isinstance(app.scenes.top, TitleScene)
    title = app.scenes.top
    title.selected = len(title.items) - 1  # the Quit item
    key(app, "enter")
    assert isinstance(app.scenes.top, QuitConfirmScene)
    key(app, "down")
    key(app, "enter")  # yes
    assert not app.running


def test_attract_mode_says_demo(make_app):
    from game.shell.title import ATTRACT_AFTER_FRAMES

    app = make_app()
    app.idle_frames = ATTRACT_AFTER_FRAMES - 1
    run(app, 2)
    settle(app)
    assert getattr(app.scenes.top, "attract", False)
    drawn = []
    real = app.text.draw

    def spy(canvas, message, *args, **kwargs):
        drawn.append(message)
        return real(canvas, message, *args, **kwargs)

    app.text.draw = spy
    run(app, 1)
    assert app.t("attract.demo") in drawn


def test_toasts_stay_below_the_title_band(make_app):
    app = make_app()
    app.toast("A message that must not cover a title")
    canvas = app.display.canvas
    drawn = False
    for _ in range(20):
        run(app, 1)
        canvas.fill((0, 0, 0))
        app.toasts.draw(canvas, app.text)
        mask = pygame.mask.from_threshold(canvas, (0, 0, 0, 255), (1, 1, 1, 255))
        mask.invert()
        for rect in mask.get_bounding_rects():
            assert rect.top >= 40  # every title sits above y 40
            assert rect.bottom <= 336  # and the prompt bar below stays free
            drawn = True
    assert drawn


def test_results_show_a_winner_banner_and_a_side_panel_that_fits_its_lines(make_app):
    from game import catalog
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchResult, MatchSetup
    from game.shell.results import SIDE_MIN_HEIGHT, ResultsScene
    from game.shell.start import example_result

    app = make_app(scene="results", game="fischkopp")
    scene = app.scenes.top
    assert isinstance(scene, ResultsScene)
    result = scene.result
    assert result.awards and result.stats and result.columns  # a filled example
    run(app, 40)
    assert app.seat_name(result.winners[0]) in scene.banner_text()
    tall = scene._draw_side(app.display.canvas).height
    # Few lines: the box shrinks to them; no lines at all: no box.
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU))
    bare = ResultsScene(MatchResult(MatchSetup("fiese15", seats), (3, 9)))
    app.scenes.replace(bare)
    assert bare.side_lines() == []
    assert bare._draw_side(app.display.canvas).height == 0
    app.people.box.finished["fiese15"] = 2
    short = bare._draw_side(app.display.canvas).height
    assert SIDE_MIN_HEIGHT <= short < tall
    assert "P2" in bare.banner_text()  # Fiese 15: the higher total wins
    tie = ResultsScene(MatchResult(MatchSetup("fiese15", seats), (5, 5)))
    app.scenes.replace(tie)
    assert "P1" in tie.banner_text() and "P2" in tie.banner_text()
    info = catalog.game_by_id("wuerfelblitz")
    assert example_result(app, info, seats).awards


def test_scene_options_shows_the_options_of_a_seated_example(make_app):
    app = make_app(scene="options", game="fiese15")
    options = app.scenes.top
    assert isinstance(options, GameOptionsScene)
    assert len(options.seats) >= 2 and any(not s.is_cpu for s in options.seats)


# ----- back ----------------------------------------------------------------------------------


def test_esc_and_back_leave_every_screen(make_app):
    from game.shell.game_select import GameSelectScene

    for back in ("esc", "tab"):
        app = make_app(scene="select")
        key(app, back)
        settle(app)
        assert isinstance(app.scenes.top, TitleScene), back
        for scene, below in (
            ("settings", "TitleScene"),
            ("controls", "TitleScene"),
            ("options", "LobbyScene"),
        ):
            app = make_app(scene=scene, game="fiese15")
            key(app, back)
            settle(app)
            assert top_name(app) == below, (scene, back)
        app = make_app(scene="howto", game="fiese15")
        key(app, back)
        assert top_name(app) == "TitleScene"
        app = make_app(scene="results", game="fiese15")
        key(app, back)
        settle(app)
        assert isinstance(app.scenes.top, GameSelectScene)
        app = make_app(scene="pause", game="fiese15", seats=["human", "cpu"])
        key(app, back)
        assert getattr(app.scenes.top, "is_match", False)
        app = make_app(scene="lobby", game="fiese15")
        key(app, back)  # nobody joined: back to game select
        settle(app)
        assert isinstance(app.scenes.top, GameSelectScene)
        app = make_app(scene="lobby", game="fiese15")
        key(app, "space")
        key(app, "space")  # "who are you?": a guest
        key(app, "esc" if back == "esc" else "tab")  # a joined keyboard half leaves
        assert app.scenes.top.humans == 0


def test_human_pace_a_new_match_asks_before_it_takes_a_saved_ones_place(make_app):
    """Quit to the menu (saved), then Play another game: the box asks first, Back waits
    under the cursor and keeps the save; only "Start the new match" replaces it."""
    from game.shell import autosave
    from game.shell.replace_save import ReplaceSaveScene

    app = make_app(scene="wuerfelblitz", seats=["human", "cpu"])
    run(app, 30)
    app.scenes.top.autosave()
    autosave.flush()
    assert autosave.load_match()[0].game_id == "wuerfelblitz"
    from game import catalog
    from game.core.seats import Seat, SeatKind

    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "normal"))
    app.scenes.clear_to(GameOptionsScene(catalog.game_by_id("fiese15"), seats, lambda: ()))
    run(app, 5)
    options = app.scenes.top
    options.selected = len(options.items) - 1
    key(app, "space")  # Play!
    run(app, 5)
    assert isinstance(app.scenes.top, ReplaceSaveScene)
    assert "Würfelblitz" in app.scenes.top.hint()
    key(app, "space")  # "Back" is preselected
    assert app.scenes.top is options
    assert autosave.load_match()[0].game_id == "wuerfelblitz"  # kept
    key(app, "space")
    key(app, "s")  # "Start the new match"
    key(app, "space")
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    assert app.scenes.top.setup.game_id == "fiese15"
