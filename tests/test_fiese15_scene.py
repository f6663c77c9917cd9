"""The Fiese 15 screen, driven through the real input layer (keys and virtual pads)."""

from __future__ import annotations

import pygame
import pytest

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fiese15.cpu import player as cpu
from game.fiese15.logic.rules import Phase
from game.fiese15.logic.stats import MatchStats
from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, MODE_ROLL, MODE_SEAT
from game.fiese15.screen.dice_view import STRIP, TRAY, TRAY_CHOOSE
from game.fiese15.screen.howto import draw_howto
from game.fiese15.screen.picker import PLACE, PlacePicker
from game.fiese15.screen.scene import STATS_KEY, Fiese15Scene, create_scene
from game.shell import autosave, flow
from game.shell.lines import say
from game.shell.match.timeline import Timeline
from game.shell.results import ResultsScene
from game.shell.title import TitleScene
from tests.driving import button, key, run, run_until
from tests.test_safe_area import LANGUAGES

GAME_LIMIT = 40000  # frames; a sped-up game takes far fewer


def start(app, seats, options=None, seed=5, attract=False) -> Fiese15Scene:
    """Put a Fiese 15 match with these seats (and options) straight onto the stack."""
    made = tuple(
        Seat(i, SeatKind.HUMAN)
        if kind == "human"
        else Seat(i, SeatKind.CPU, kind.split("-")[1] if "-" in kind else "normal")
        for i, kind in enumerate(seats)
    )
    setup = MatchSetup("fiese15", made, options or {}, seed, attract)
    scene = create_scene(setup, None)
    app.scenes.clear_to(scene)
    return scene


def human_move(app, scene: Fiese15Scene, keys: tuple[str, ...], turn: int) -> None:
    """One decision of a simple human policy, pressed on one keyboard half.

    ``keys`` are (confirm, back, flip, rotate, right, down) of that half. The policy
    varies how it picks so every control gets used: the cursor and confirm, "all" and
    the place shortcut, or down to the Place button.
    """
    confirm, back, flip, rotate, right, down = keys
    if scene.controls.mode == MODE_ROLL:
        key(app, confirm)
    elif scene.controls.mode == MODE_PLACE:
        style = turn % 3
        if style == 0:
            key(app, rotate)  # pick every valid die
            key(app, flip)
        elif style == 1:
            if not scene.controls.picker.picked:
                key(app, confirm)  # pick the die under the cursor
            key(app, down)
            key(app, confirm)  # the Place button
        else:
            key(app, right)
            key(app, flip)  # places what is picked, or the die under the cursor
    elif scene.controls.mode == MODE_DECIDE:
        key(app, back if scene.match.running_score() >= 10 + turn % 5 else confirm)


def play_to_results(app, scene: Fiese15Scene, human_keys=None) -> ResultsScene:
    turn = 0
    for _ in range(GAME_LIMIT):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            return top
        if top is scene and scene.awaiting_human and human_keys is not None:
            human_move(app, scene, human_keys, turn)
            turn += 1
            continue
        if top is scene and not scene.controls.turbo and not scene.awaiting_human:
            # A watching human presses confirm: CPU play and the tallies speed up.
            key(app, human_keys[0] if human_keys else "enter")
            continue
        run(app)
    raise AssertionError("the game did not reach the results")


LEFT_KEYS = ("space", "tab", "f", "q", "d", "s")


def test_one_human_on_the_keyboard_plays_ten_rounds_against_two_cpus(make_app):
    app = make_app(scene="fiese15", seats=["human", "cpu", "cpu-hard"], seed=3)
    scene = app.scenes.top
    assert isinstance(scene, Fiese15Scene)
    results = play_to_results(app, scene, LEFT_KEYS)
    match = scene.match
    assert match.is_over
    assert all(score is not None for row in match.scores for score in row)
    assert results.result.totals == tuple(match.totals)
    assert results.result.winners == tuple(match.winners())
    assert scene.stats.seats[0].turns == 10 and scene.stats.seats[0].rolls >= 10
    lines = [say(app, line) for line in results.result.stats]
    assert lines and all(line and "fiese15.stat" not in line for line in lines)
    assert autosave.load_match() is None  # a finished match leaves no save behind


def test_six_cpus_play_a_whole_game(make_app):
    app = make_app()
    seats = ["cpu", "cpu-hard", "cpu-easy", "cpu-normal", "cpu-hard", "cpu-easy"]
    scene = start(app, seats, {"handicap": True, "zocker": True}, seed=11)
    results = play_to_results(app, scene)
    assert results.result.totals == tuple(scene.match.totals)
    assert sum(s.turns for s in scene.stats.seats) == 60
    # Handicap: the last round used tiles dealt by standing, one of each for six players.
    assert sorted(scene.match.tiles) == [1, 2, 3, 4, 5, 6]


def test_a_virtual_pad_plays_a_turn(make_app, pads):
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=4)
    scene = app.scenes.top
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    app.input.unbind("kb_left")
    app.input.bind(pad.device, 0)
    run_until(app, lambda: scene.awaiting_human, 400)
    assert scene.controls.mode == MODE_ROLL
    button(app, pad, "a")
    while scene.match.current_seat == 0 and scene.match.scores[0][0] is None:
        run_until(app, lambda: scene.awaiting_human or scene.match.scores[0][0] is not None, 600)
        if scene.controls.mode == MODE_PLACE:
            button(app, pad, "x")  # all valid dice
            button(app, pad, "y")  # place them
        elif scene.controls.mode == MODE_DECIDE:
            button(app, pad, "b")  # stop
    assert scene.match.scores[0][0] is not None


def test_place_needs_a_pick_and_the_cursor_keys_pick_one(make_app):
    app = make_app(scene="fiese15", seats=["cpu", "human"], seed=12)
    scene = app.scenes.top
    app.input.unbind("kb_left")
    app.input.bind("kb_right", 1)  # the arrows and Enter play seat 2
    for _ in range(GAME_LIMIT):
        controls = scene.controls
        if scene.awaiting_human and controls.mode == MODE_PLACE and len(controls.picker.valid) >= 2:
            break
        if scene.awaiting_human:
            mode_key = {MODE_ROLL: "enter", MODE_PLACE: "minus"}
            key(app, mode_key.get(scene.controls.mode, "backspace"))
        else:
            run(app)
    else:
        raise AssertionError("never saw a roll with two valid dice")
    match = scene.match
    key(app, "down")  # to the Place button, nothing picked
    key(app, "enter")
    assert match.phase is Phase.AWAIT_PLACE and not match.placed and scene.controls.flash > 0
    first = scene.controls.picker.valid[0]
    assert scene.controls.picker.current == first  # the cursor went back to the dice
    key(app, "enter")
    assert scene.controls.picker.picked == {first}
    key(app, "down")
    key(app, "enter")
    assert set(match.placed) == {first}


def test_autosave_and_resume_restore_the_exact_turn(make_app):
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=8)
    scene = app.scenes.top
    # Play until the human looks at a pending roll with dice already on the strip.
    for _ in range(GAME_LIMIT):
        if scene.awaiting_human:
            if scene.controls.mode == MODE_PLACE and scene.match.placed:
                break
            if scene.controls.mode == MODE_ROLL:
                key(app, "space")
            elif scene.controls.mode == MODE_PLACE:
                key(app, "f")  # place the die under the cursor
            else:
                key(app, "space")  # always roll on
        else:
            run(app)
    else:
        raise AssertionError("never saw a pending roll with placed dice")
    before = scene.match.to_dict()
    setup, state, extra = autosave.load_match()
    assert setup.game_id == "fiese15" and extra[STATS_KEY] == scene.stats.to_dict()
    assert state == before  # the rules state alone: screen stats live in the envelope

    app.quit_to_title()
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert flow.resume_autosave(app)
    run_until(app, lambda: isinstance(app.scenes.top, Fiese15Scene), 120)
    resumed = app.scenes.top
    assert resumed is not scene
    run_until(app, lambda: resumed.controls.mode == MODE_SEAT, 300)
    assert resumed.match.to_dict() == before
    assert resumed.match.phase is Phase.AWAIT_PLACE
    # The seat has no device after a resume: a free keyboard half takes it with confirm.
    key(app, "enter")
    assert app.input.device_of(0) == "kb_right"
    run_until(app, lambda: resumed.awaiting_human, 60)
    assert resumed.controls.mode == MODE_PLACE
    sprites = resumed.beats.dice.sprites
    assert {c for c, s in sprites.items() if s.where == STRIP} == set(before["placed"])
    assert {c for c, s in sprites.items() if s.where == TRAY} == set(before["dice"])
    assert all(sprites[c].value == v for c, v in before["dice"].items())
    assert resumed.beats.tray == TRAY_CHOOSE


def test_attract_mode_returns_to_the_title_on_any_key(make_app):
    app = make_app()
    scene = start(app, ["cpu-hard", "cpu-hard", "cpu-hard"], seed=2, attract=True)
    run(app, 300)
    assert app.scenes.top is scene and scene.stats.seats[0].rolls >= 1
    key(app, "w")
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert autosave.load_match() is None  # attract games are never saved


def test_colour_symbols_are_drawn_on_the_dice(make_app):
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=6)
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 400)
    key(app, "space")
    run_until(app, lambda: scene.awaiting_human or scene.match.current_seat != 0, 400)
    canvas = app.display.canvas
    app.settings.colour_symbols = False
    scene.draw(canvas)
    plain = canvas.copy()
    app.settings.colour_symbols = True
    scene.draw(canvas)
    tray = pygame.Rect(78, 98, 326, 134)
    strip = pygame.Rect(16, 8, 388, 82)
    for area in (tray, strip) if scene.beats.dice.in_tray() else (strip,):
        before = pygame.image.tobytes(plain.subsurface(area), "RGB")
        after = pygame.image.tobytes(canvas.subsurface(area), "RGB")
        assert before != after


def test_hard_cpus_never_build_a_table_inside_a_frame(make_app, monkeypatch):
    checked = []
    original = cpu._table

    def only_ready_tables(targets, zocker, tables=None):
        assert cpu.is_table_ready(targets, zocker, tables), "table built synchronously"
        checked.append(tuple(targets))
        return original(targets, zocker, tables)

    monkeypatch.setattr(cpu, "_table", only_ready_tables)
    app = make_app()
    scene = start(app, ["cpu-hard", "cpu-hard", "cpu-hard"], {"handicap": True}, seed=21)
    key(app, "enter")  # watch at full speed
    run_until(app, lambda: scene.match.round_index >= 3, GAME_LIMIT)
    assert checked  # the hard CPUs did decide with their tables


def test_every_how_to_page_draws_and_its_text_fits(make_app):
    app = make_app()
    canvas = app.display.canvas
    rect = pygame.Rect(376, 54, 230, 230)
    text = app.text
    for page in range(4):
        canvas.fill((0, 0, 0))
        draw_howto(canvas, rect, page, 90, app.text)
        assert pygame.transform.average_color(canvas, rect) != (0, 0, 0, 255)
        for lang in ("en", "de"):
            app.t.set_language(lang)
            body = app.t(f"howto.fiese15.{page + 1}.text")
            assert body != f"howto.fiese15.{page + 1}.text"
            assert len(text.wrap(body, 332, "body")) <= 14  # the pager shows 14 lines


# ----- the pieces on their own ---------------------------------------------------------------


def test_a_single_valid_die_starts_picked_with_the_cursor_on_place():
    picker = PlacePicker(("blue",))
    assert picker.picked == {"blue"} and picker.current == PLACE
    assert picker.chosen() == ("blue",)


def test_the_picker_moves_toggles_and_picks_all():
    picker = PlacePicker(("white", "red", "green"))
    assert picker.stops == ("red", "green", "white", PLACE)
    assert not picker.move(-1) and picker.current == "red"
    assert picker.chosen() == ("red",)  # nothing picked: the die under the cursor
    picker.move(1)
    assert picker.toggle() and picker.picked == {"green"}
    assert not picker.toggle() and not picker.picked
    assert picker.toggle_all() and picker.chosen() == ("red", "green", "white")
    assert not picker.toggle_all() and not picker.picked
    assert picker.to_place() and picker.on_place and picker.chosen() == ()
    assert picker.to_dice() and picker.current == "white"


def test_timeline_holds_for_frames_and_conditions():
    seen, ready = [], [False]
    line = Timeline()
    line.add(3, lambda: seen.append("a"))
    line.add(0, lambda: seen.append("b"), lambda: ready[0])
    line.add(0, lambda: seen.append("c"))
    for _ in range(3):
        line.tick()
    assert seen == ["a", "b"] and line.busy
    ready[0] = True
    line.tick()
    assert seen == ["a", "b", "c"] and not line.busy


def test_match_stats_survive_a_save_and_give_awards_only_to_clear_leaders():
    stats = MatchStats(3)
    stats.on_roll(0, 0)
    stats.on_roll(0, 14)
    stats.on_turn_end(0, 0, 20, "bust")
    stats.on_turn_end(1, 0, 30, "all_six")
    stats.on_turn_end(2, 0, 30, "stop")
    stats.on_turn_end(1, 1, 8, "bust")
    again = MatchStats.from_dict(stats.to_dict(), 3)
    assert again.to_dict() == stats.to_dict()
    keys = {award.key: award.seat for award in again.awards()}
    assert keys["fiese15.award.boldest"] == 0
    assert keys["fiese15.award.doubled"] == 1
    assert "fiese15.award.best_turn" not in keys  # 30 is shared: nobody gets it
    assert "fiese15.award.busts" not in keys
    assert MatchStats.from_dict("garbage", 2).to_dict() == MatchStats(2).to_dict()


def heard(app, monkeypatch) -> list[str]:
    """The sounds the app plays from now on, by name."""
    sounds: list[str] = []
    monkeypatch.setattr(app.audio, "play", lambda name, volume=1.0: sounds.append(name))
    return sounds


def test_human_pace_every_ignored_press_answers_with_a_sound_and_a_shake(make_app, monkeypatch):
    """A key that does nothing on the roll or the stop-or-roll choice plays the soft error
    and shakes the panel; it changes nothing else."""
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=4)
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 400)
    assert scene.controls.mode == MODE_ROLL
    sounds = heard(app, monkeypatch)
    for name in ("a", "w", "s", "f", "q", "tab"):  # left, up, down, flip, all, back
        sounds.clear()
        scene.controls.nudge = 0
        key(app, name)
        assert "ui_error" in sounds and scene.controls.nudge > 0, name
        assert scene.controls.mode == MODE_ROLL and scene.match.phase is Phase.AWAIT_ROLL
    key(app, "space")
    for _ in range(20):  # place whatever is valid until a stop-or-roll choice comes up
        run_until(app, lambda: scene.awaiting_human or scene.match.current_seat != 0, 600)
        if scene.controls.mode != MODE_PLACE:
            break
        key(app, "q")
        key(app, "f")
    if scene.controls.mode == MODE_DECIDE:
        for name in ("w", "s", "f", "q"):
            sounds.clear()
            scene.controls.nudge = 0
            key(app, name)
            assert "ui_error" in sounds and scene.controls.nudge > 0, name
            assert scene.controls.mode == MODE_DECIDE


def test_human_pace_a_press_nobody_can_use_answers_in_the_picker(make_app, monkeypatch):
    """The cursor at its end, clearing nothing, all with a single valid die: the soft error."""
    picker = PlacePicker(("red", "green"))
    assert not picker.move(-1) and not picker.clear()
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=12)
    scene = app.scenes.top
    for _ in range(GAME_LIMIT):
        controls = scene.controls
        if scene.awaiting_human and controls.mode == MODE_PLACE and len(controls.picker.valid) > 1:
            break
        if scene.awaiting_human:
            key(app, {MODE_ROLL: "space", MODE_PLACE: "f"}.get(scene.controls.mode, "tab"))
        else:
            run(app)
    sounds = heard(app, monkeypatch)
    key(app, "a")  # the cursor starts on the first die: left goes nowhere
    assert "ui_error" in sounds and scene.controls.nudge > 0


def bust_of(scene: Fiese15Scene, seat: int, placed: dict[str, int], score: int) -> str:
    """What ``seat`` says when it busts with ``placed`` on the strip, scoring ``score``."""
    from game.fiese15.logic.events import REASON_BUST, TurnEnded

    scene.beats.placed = dict(placed)
    scene.beats._turn_ended(TurnEnded(seat, 0, score, REASON_BUST, sum(placed.values())))
    return scene.cpu_moves.thought


def test_human_pace_a_busting_cpu_says_what_its_bust_paid(make_app):
    """A first-roll bust pays the whole strip: the CPU is pleased, not "Oh no!"; a late bust
    that pays less than stopping would have is the "oh no"; one paying more is said so."""
    app = make_app(lang="en")
    scene = start(app, ["human", "cpu"])
    run(app, 2)
    t = app.t
    assert bust_of(scene, 1, {}, 15) == t("fiese15.cpu.bust_strip", score=15)
    # 12 pips placed, a stop would have paid 12; the bust pays 3
    late = bust_of(scene, 1, {"red": 4, "green": 4, "white": 4}, 3)
    assert late == t("fiese15.cpu.bust_less", score=3)
    # 3 pips placed, the bust pays the 9 still open: more than stopping
    assert bust_of(scene, 1, {"red": 2, "green": 1}, 9) == t("fiese15.cpu.bust_more", score=9)
    assert len({t("fiese15.cpu.bust_strip", score=1), t("fiese15.cpu.bust_less", score=1)}) == 2


def test_human_pace_the_card_shows_what_a_bust_is_made_of(make_app, drawn):
    """Under "Bust pays" the card adds up the limits of the colours still open, so placing a
    die visibly takes its limit out of what a bust pays."""
    records, canvases = drawn
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=4, lang="en")
    canvases.append(app.display.canvas)
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 400)
    targets = scene.beats.shown_targets
    records.clear()
    app.draw()
    whole = "+".join(str(n) for n in targets)
    assert whole in [r.text for r in records]
    scene.beats.placed = {"red": 1, "white": 1}
    records.clear()
    app.draw()
    open_limits = "+".join(str(n) for n in targets[1:5])
    assert open_limits in [r.text for r in records]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_the_round_label_stands_clear_of_the_round_number(make_app, monkeypatch, lang):
    """ "Round", its number and "/10" on the strip: a pixel row of air between each."""
    from game.engine.text import Text
    from game.fiese15.screen.draw_table import render_strip
    from tests.text_spy import _ink

    app = make_app(lang=lang)
    inks: dict[str, pygame.Rect] = {}
    original = Text.draw

    def spy(self, surface, text, pos, style="body", *args, **kwargs):
        rect = original(self, surface, text, pos, style, *args, **kwargs)
        lifted = rect.move(0, -self.overhang(text, style))
        inks[text] = _ink(self.render(text, style, (255, 255, 255), None), lifted)
        return rect

    monkeypatch.setattr(Text, "draw", spy)
    label = app.t("fiese15.strip.round")
    for round_index in (0, 9):
        inks.clear()
        render_strip(app.text, label, "/10", round_index, (3,) * 6, False, None, False)
        number = inks[str(round_index + 1)]
        assert inks[label].bottom < number.top, (label, inks[label], number)
        assert number.bottom < inks["/10"].top, (number, inks["/10"])


def test_human_pace_a_continue_meant_for_a_panel_that_just_closed_does_not_roll(make_app):
    """The round's panel closes by itself just as someone presses to continue: that press
    was meant for the panel, not for the roll under it (it answers and changes nothing);
    the next press rolls."""
    from game.shell.match.tally import RoundTally

    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=4)
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 400)
    sounds: list[str] = []
    play = app.audio.play
    app.audio.play = lambda name, volume=1.0: (sounds.append(name), play(name, volume))
    scene.tally = RoundTally("Round 1", ("", "", ""), [], app.audio.play)
    run_until(app, lambda: scene.tally is None, 400)  # nobody pressed: it went by itself
    rolls = scene.stats.seats[0].rolls
    sounds.clear()
    key(app, "space")  # a moment too late for the panel
    assert scene.stats.seats[0].rolls == rolls and "ui_error" in sounds
    run(app, 30)  # half a second later: a press for the play
    key(app, "space")
    run_until(app, lambda: scene.stats.seats[0].rolls > rolls, 120)


def test_the_device_that_played_takes_its_seat_back_after_a_resume(make_app):
    """A resumed match's seats have no devices; the keyboard half that played before (known
    to the room, so its presses carry a participant) takes its seat with confirm like any
    free device, and a seated device's confirm on the question is answered, not lost."""
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=8)
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 600)
    assert app.input.device_of(0) == "kb_left" and "kb_left" in app.input.participant_of
    key(app, "space")  # a roll: the match is saved
    run(app, 30)
    app.quit_to_title()
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert flow.resume_autosave(app)
    run_until(app, lambda: isinstance(app.scenes.top, Fiese15Scene), 120)
    resumed = app.scenes.top
    run_until(app, lambda: resumed.controls.mode == MODE_SEAT, 300)
    key(app, "space")
    assert app.input.device_of(0) == "kb_left"
