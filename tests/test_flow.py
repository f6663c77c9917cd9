"""Getting into a game fast, and the ways out: Quick Play, the lobby, back, quit, DEMO, toasts."""

from __future__ import annotations

import pygame

from game.engine import storage
from game.shell import quick_play
from game.shell.game_options import GameOptionsScene
from game.shell.title import QuitConfirmScene, TitleScene
from tests.driving import key, run, run_until

MAX_PRESSES_TO_FIRST_ROLL = 5
LONG_WAY_PRESSES = 12  # title, select, lobby, options: each screen costs a press or two


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

    app = make_app()
    press = Presses(app)
    press("s")  # Quick Play -> Play
    press("space")
    settle(app)
    for _ in range([g.id for g in catalog.GAMES].index("fiese15")):
        press("d")
    press("space")
    settle(app)
    press("space")  # join: the cursor waits on the next free slot
    press("space")  # a CPU there
    press("s")  # down to Start
    press("space")
    options = app.scenes.top
    assert isinstance(options, GameOptionsScene)
    for _ in range(len(options.items) - 1):
        press("s")
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
    key(app, "lshift")  # back asks too
    assert isinstance(app.scenes.top, QuitConfirmScene)
    key(app, "lshift")  # back on the question: no
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
        app._draw_toast(canvas, *app._toast)
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
    table = pygame.Rect(40, 66, 330, 100)
    tall = scene._draw_side(app.display.canvas, table).height
    # Few lines: the box shrinks to them; no lines at all: no box.
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU))
    bare = ResultsScene(MatchResult(MatchSetup("fiese15", seats), (3, 9)))
    app.scenes.replace(bare)
    assert bare.side_lines() == []
    assert bare._draw_side(app.display.canvas, table).height == 0
    app.profiles.played["fiese15"] = 2
    short = bare._draw_side(app.display.canvas, table).height
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


# ----- remapping ---------------------------------------------------------------------------


def press_raw(app, code: int) -> None:
    """A key no default binding uses, straight from SDL."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    run(app, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    run(app, 2)


def select_row(app, action, down_key: str) -> None:
    from game.engine.input import Action

    scene = app.scenes.top
    target = list(Action).index(action)
    while scene.selected != target:
        key(app, down_key)


def test_a_keyboard_half_remaps_with_itself_saved_and_reloaded(make_app):
    from game.engine import widgets
    from game.engine.input import Action
    from game.engine.input.bindings import DEFAULT_BINDINGS, KEYBOARD_LEFT, KEYBOARD_RIGHT
    from game.engine.settings import load_settings
    from game.shell.controls import ControlsScene

    app = make_app(scene="controls")
    assert isinstance(app.scenes.top, ControlsScene)
    select_row(app, Action.CONFIRM, "s")
    key(app, "space")  # the left half listens …
    assert app.scenes.top.listening == (KEYBOARD_LEFT, Action.CONFIRM)
    press_raw(app, pygame.K_g)  # … and G confirms from now on
    assert app.input.bindings[KEYBOARD_LEFT]["confirm"] == ["g"]
    assert widgets.PROMPT_GLYPHS["confirm"][1] == "G"  # the prompt bar shows it
    assert load_settings()[0].bindings[KEYBOARD_LEFT]["confirm"] == ["g"]
    # A key another action holds: the two swap, nothing is lost.
    press_raw(app, pygame.K_g)  # G is confirm now: listen again for the same row
    press_raw(app, pygame.K_f)
    assert app.input.bindings[KEYBOARD_LEFT]["confirm"] == ["f"]
    assert app.input.bindings[KEYBOARD_LEFT]["flip"] == ["g"]
    # The right half takes a key of the left half: the left half gives it up.
    select_row(app, Action.FLIP, "down")
    key(app, "enter")
    press_raw(app, pygame.K_g)
    assert app.input.bindings[KEYBOARD_RIGHT]["flip"] == ["g"]
    assert "g" not in app.input.bindings[KEYBOARD_LEFT]["flip"]
    assert app.input.bindings[KEYBOARD_LEFT]["flip"]  # its default came back
    app.shutdown()

    again = make_app(scene="controls")  # a new start reads the saved bindings
    assert again.input.bindings[KEYBOARD_LEFT]["confirm"] == ["f"]
    assert again.input.bindings[KEYBOARD_RIGHT]["flip"] == ["g"]
    scene = again.scenes.top
    scene.selected = len(Action)  # reset, with the left half
    press_raw(again, pygame.K_f)  # F is the left half's confirm now
    assert again.input.bindings[KEYBOARD_LEFT] == DEFAULT_BINDINGS[KEYBOARD_LEFT]
    assert again.input.bindings[KEYBOARD_RIGHT]["flip"] == ["g"]  # the other half keeps it


def test_a_pad_remaps_with_itself_and_other_devices_wait(make_app, pads):
    from game.engine.input import Action
    from game.engine.input.bindings import KEYBOARD_LEFT, PAD
    from game.engine.settings import load_settings
    from tests.driving import button

    app = make_app(scene="controls")
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    select_row(app, Action.FLIP, "s")
    button(app, pad, "a")  # the pad listens
    scene = app.scenes.top
    assert scene.listening == (pad.device, Action.FLIP)
    press_raw(app, pygame.K_g)  # a keyboard meanwhile changes nothing
    assert scene.listening is not None
    assert app.input.bindings[KEYBOARD_LEFT]["confirm"] == ["space"]
    button(app, pad, "leftshoulder")
    assert app.input.bindings[PAD]["flip"] == ["leftshoulder"]
    assert app.input.bindings[PAD]["rotate_left"] == ["y"]  # swapped
    assert load_settings()[0].bindings[PAD]["flip"] == ["leftshoulder"]
    button(app, pad, "a")  # listen again …
    run(app, scene.listen_left + 1)  # … and press nothing: it gives up, nothing changes
    assert scene.listening is None and app.input.bindings[PAD]["flip"] == ["leftshoulder"]
    button(app, pad, "b")  # back leaves
    assert not isinstance(app.scenes.top, type(scene))


def test_prompts_name_the_arrow_keys_in_the_players_language(make_app):
    from game.engine import widgets

    make_app(lang="de")
    assert widgets.PROMPT_GLYPHS["move"][2] == "Pfeile"
    make_app(lang="fr")
    assert widgets.PROMPT_GLYPHS["move"][2] == "Flèches"
    make_app(lang="en")
    assert widgets.PROMPT_GLYPHS["move"][2] == "Arrows"


# ----- lobby and back ----------------------------------------------------------------------------


def test_lobby_has_a_cursor_per_device_in_its_seat_colour(make_app, pads):
    from game.engine import palette as pal
    from game.shell.lobby import LobbyScene
    from tests.driving import button

    app = make_app(scene="lobby", game="fiese15")
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene)
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    key(app, "space")  # P1: left half
    button(app, pad, "a")  # P2: the pad
    assert lobby.cursors == {"kb_left": 1, pad.device: 2}
    key(app, "d")
    button(app, pad, "dpdown")
    assert lobby.cursors == {"kb_left": 2, pad.device: len(lobby.slots)}
    # Each cursor is drawn in its owner's seat colour around its target.
    canvas = app.display.canvas
    run(app, 1)
    width = min(84, (600 - (len(lobby.slots) - 1) * 6) // len(lobby.slots))
    left = 320 - (len(lobby.slots) * width + (len(lobby.slots) - 1) * 6) // 2
    slot_rect = pygame.Rect(left + 2 * (width + 6), 60, width, 170).inflate(6, 6)
    edge = canvas.get_at((slot_rect.centerx, slot_rect.bottom - 1))[:3]
    assert edge == pal.seat_colour(0)  # the left half's cursor (P1) on the third slot
    key(app, "a")
    key(app, "space")  # P1's cursor on P2's slot: nothing happens to the pad's seat
    assert lobby.slot_of(pad.device) == 1
    button(app, pad, "dpup")
    button(app, pad, "a")  # the pad's cursor came up to the first free slot: a CPU
    assert lobby.slots[2].is_cpu


def test_lobby_seats_stay_numbered_without_gaps_and_cpus_reach_every_level(make_app):
    app = make_app(scene="lobby", game="fiese15")
    lobby = app.scenes.top
    key(app, "space")  # P1
    key(app, "enter")  # P2
    lobby.add_cpu(level="normal")  # P3
    seen = []
    for _ in range(3):
        seen.append(lobby.slots[2].level)
        lobby.step_cpu(2)
    assert seen == ["normal", "hard", "easy"] and lobby.slots[2] is None
    lobby.add_cpu(level="hard")  # P3 again
    key(app, "lshift")  # P1 leaves: everyone moves up
    assert [s.device or s.level for s in lobby.slots[:2]] == ["kb_right", "hard"]
    assert lobby.slots[2] is None
    assert app.input.seat_of == {"kb_right": 0}
    assert [seat.index for seat in lobby.seats()] == [0, 1]
    lobby.add_cpu(4)  # a CPU always lands in the next free seat
    assert lobby.slots[2].is_cpu and all(s is None for s in lobby.slots[3:])


def test_esc_and_back_leave_every_screen(make_app):
    from game.shell.game_select import GameSelectScene

    for back in ("esc", "lshift"):
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
        key(app, "esc" if back == "esc" else "lshift")  # a joined keyboard half leaves
        assert app.scenes.top.humans == 0


def test_with_a_and_b_swapped_a_pad_remaps_what_it_does(make_app, pads):
    from dataclasses import replace

    from game.engine.input import Action
    from game.engine.input.bindings import PAD
    from game.shell.controls import ControlsScene
    from tests.driving import button

    app = make_app(scene="controls")
    app.apply_settings(replace(app.settings, swap_confirm_back=True))
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    scene = app.scenes.top
    assert isinstance(scene, ControlsScene)
    assert scene.cell(PAD, Action.CONFIRM) == "B"  # swapped: B confirms
    scene.selected = list(Action).index(Action.CONFIRM)
    button(app, pad, "b")  # B confirms: listen
    assert scene.listening == (pad.device, Action.CONFIRM)
    button(app, pad, "x")
    assert scene.cell(PAD, Action.CONFIRM) == "X"
    events = []
    real = scene.handle
    scene.handle = lambda event: events.append(event.action) or real(event)
    button(app, pad, "x")
    assert Action.CONFIRM in events  # X now confirms, as the screen says


def test_a_pad_pulled_out_in_the_lobby_closes_the_gap(make_app, pads):
    from tests.driving import button

    app = make_app(scene="lobby", game="fiese15")
    lobby = app.scenes.top
    first, second = pads(), pads()
    run_until(app, lambda: {first.device, second.device} <= set(app.input.devices()))
    button(app, first, "a")
    button(app, second, "a")
    key(app, "space")  # the left half: P3
    first.detach()
    run_until(app, lambda: first.device not in app.input.devices())
    run(app, 2)
    assert [s.device for s in lobby.slots[:2]] == [second.device, "kb_left"]
    assert lobby.slots[2] is None
    assert app.input.seat_of == {second.device: 0, "kb_left": 1}
    assert first.device not in lobby.cursors
