"""The Fischkopp screen, driven through the real input layer (virtual pads and keys).

The big test plays a whole match from the lobby: two pads in seats, a CPU, and a third
pad on the spectator bench. Seed 1026 with the players' simple policy (cover 1, 2, 3 when
you can, else the biggest number) gives a Fischkopp in each human turn, a tie between
the two humans and a Stechen with two more windows; ``tests/test_fischkopp_scene.py``
drives it and checks what the screen shows and what the results say.
"""

from __future__ import annotations

import pygame

from game import catalog
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup, Participant
from game.fischkopp.logic import Cover, Phase
from game.fischkopp.screen import draw_howto
from game.fischkopp.screen.modes import MODE_COVER, MODE_ROLL, MODE_SEAT
from game.fischkopp.screen.scene import FischkoppScene, create_scene
from game.shell import autosave, flow
from game.shell.lines import say, say_award
from game.shell.pause import PauseScene
from game.shell.results import ResultsScene
from game.shell.title import TitleScene
from tests.driving import button, key, run, run_until

SEED = 1026
GAME_LIMIT = 30000  # frames


class FixedSeed:
    """Stands in for the app's generator where the options screen draws the match seed."""

    def randrange(self, *_args) -> int:
        return SEED


def heads_first(match) -> int:
    """The scripted players: cover 1, 2 or 3 when the roll allows it, else the biggest."""
    heads = [f for f in match.choices if f <= 3]
    return min(heads) if heads else max(match.choices)


def press(app, pad, name: str, times: int = 1) -> None:
    for _ in range(times):
        button(app, pad, name, 1, 1)


def human_move(app, scene: FischkoppScene, pad) -> None:
    """One roll or one cover by the seat on turn, pressed on its pad."""
    if scene.mode == MODE_ROLL:
        press(app, pad, "a")
        return
    target = heads_first(scene.match)
    assert set(scene.highlighted()) == set(scene.match.choices)
    for _ in range(3):
        if scene.highlighted()[scene.beats.cursor] == target:
            break
        press(app, pad, "dpright")
    assert scene.highlighted()[scene.beats.cursor] == target
    press(app, pad, "a")


def start_from_lobby(app, pads):
    """Two pads join seats, a CPU is added, a third pad sits on the bench; play."""
    from game.shell.lobby import LobbyScene

    first, second, watcher = pads(), pads(), pads()
    run_until(
        app, lambda: {first.device, second.device, watcher.device} <= set(app.input.devices())
    )
    lobby = app.scenes.push(LobbyScene(catalog.game_by_id("fischkopp")))
    press(app, first, "a")  # seat 1
    press(app, second, "a")  # seat 2
    press(app, watcher, "y")  # shout: the bench
    press(app, first, "a")  # "who are you?": a guest (the box knows nobody) …
    press(app, second, "a")  # … and the second pad too, asked after the first
    press(app, first, "dpright", 2)
    press(app, first, "a")  # a CPU in the third seat
    assert len(lobby.filled) == 3 and lobby.bench == [watcher.device]
    app.rng = FixedSeed()
    press(app, first, "start")  # to the options
    press(app, first, "dpup")  # the list wraps round to Play, after the coach rows
    press(app, first, "a")  # play
    run_until(app, lambda: isinstance(app.scenes.top, FischkoppScene), 200)
    return app.scenes.top, first, second, watcher


def test_two_pads_a_cpu_and_the_bench_play_a_match_with_a_stechen(make_app, pads):
    app = make_app(scene="title")
    scene, first, second, watcher = start_from_lobby(app, pads)
    match = scene.match
    assert (match.seat_count, match.spectator_count) == (3, 1)
    assert scene.setup.seed == SEED and scene.cpu.is_cpu(2)
    seat_pads = {0: first, 1: second}
    shouted = early_done = False
    windows = 0
    window_log = []  # (presses per voice, crowned, penalties) at each close
    stechen_seen = False
    for _ in range(GAME_LIMIT):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        stechen_seen = stechen_seen or scene.beats.stechen is not None
        if top is not scene:
            run(app)
            continue
        if scene.tally is not None:
            press(app, first, "a")
            continue
        if match.window_open and not shouted:
            shouted = True
            windows += 1
            late = windows == 2
            press(app, first, "y", 2)
            press(app, second, "y", 3)
            if not late:
                press(app, watcher, "y", 9)  # the loudest
            run_until(app, lambda: not match.window_open, 700)
            penalties = list(match.shouts.penalties)
            if late:
                press(app, watcher, "y")  # within a second after the close: too late
                callouts = scene.shouts.callouts
                assert callouts and callouts[-1].text == app.t("fischkopp.callout.late")
                assert list(match.shouts.penalties) == penalties  # no second point
            window_log.append((list(scene.shouts.window_presses), scene.shouts.crowned, penalties))
            continue
        if not match.window_open:
            shouted = False
        if scene.awaiting_human:
            seat = match.current_seat
            if not early_done:
                early_done = True
                press(app, watcher, "y")  # no window open: an early shout
                assert match.shouts.penalties[3] == 1
                assert scene.shouts.callouts[-1].text == app.t("fischkopp.callout.early")
            human_move(app, scene, seat_pads[seat])
            continue
        if scene.cpu.is_cpu(match.current_seat) and not scene.turbo:
            press(app, first, "a")  # watch the CPU at full speed
            continue
        run(app, 2)
    else:
        raise AssertionError("the match did not reach the results")

    # Four windows: two in the main game, two in the Stechen.
    assert windows == 4 and len(window_log) == 4
    presses, crowned, _ = window_log[0]
    assert all(n > 0 for n in presses)  # all four voices shouted in the first window
    assert crowned == (3,)  # the bench was loudest
    late_presses, _, late_penalties = window_log[1]
    assert late_presses[3] == 0 and late_penalties[3] == 2  # early + silent
    assert match.shouts.penalties == [0, 0, 0, 2]
    assert match.shouts.crowns[3] >= 1
    assert stechen_seen and len(match.rounds) == 2
    assert match.rounds[1].players == (0, 1) and match.winner == 0

    result = app.scenes.top.result
    assert result.lowest_wins and result.totals[0] == result.totals[1]
    assert result.winners == (0,) and result.places == [1, 2, 3]
    columns = dict(result.columns)
    assert columns["fischkopp.col.heads"] == tuple(match.fischkoepfe)
    assert columns["fischkopp.col.penalties"] == (0, 0, 0)
    bench_person = app.input.participant_of[watcher.device]
    loudest = [a for a in result.awards if a.key == "fischkopp.award.loudest"]
    assert loudest and loudest[0].participant == bench_person
    texts = [say_award(app, a) for a in result.awards] + [say(app, s) for s in result.stats]
    assert all("fischkopp." not in line for line in texts)
    assert autosave.load_match() is None  # a finished match leaves no save behind


# ----- smaller scenes ------------------------------------------------------------------------


def start(app, seats, seed=5, options=None, spectators=()) -> FischkoppScene:
    made = tuple(
        Seat(i, SeatKind.HUMAN) if kind == "human" else Seat(i, SeatKind.CPU, kind)
        for i, kind in enumerate(seats)
    )
    people = tuple(Participant(p) for p in spectators)
    setup = MatchSetup("fischkopp", made, options or {}, seed, participants=people)
    scene = create_scene(setup, None)
    app.scenes.clear_to(scene)
    return scene


def first_cover(app, scene, confirm="space") -> None:
    """Roll (if needed) until the human on seat 0 chooses a cover."""
    over = lambda: scene.awaiting_human or scene.match.current_seat != 0  # noqa: E731
    run_until(app, over, 2000)
    if scene.mode == MODE_ROLL and scene.match.current_seat == 0:
        key(app, confirm)
        run_until(app, over, 2000)


def test_the_highlighted_choices_are_the_legal_covers_and_the_cursor_walks_them(make_app):
    app = make_app()
    scene = start(app, ["human", "normal"], seed=12)
    app.input.bind("kb_left", 0)
    checked = 0
    for _ in range(60):
        first_cover(app, scene)
        if scene.match.current_seat != 0:
            break
        assert scene.mode == MODE_COVER
        legal = {a.field for a in scene.match.legal_actions(0) if isinstance(a, Cover)}
        assert set(scene.highlighted()) == legal and len(scene.highlighted()) == len(legal)
        dice = scene.match.dice
        order = [f for f in (dice[0], dice[1], sum(dice)) if f in legal]
        assert list(scene.highlighted()) == list(dict.fromkeys(order))  # die 1, die 2, sum
        if len(legal) > 1:
            key(app, "d")
            assert scene.beats.cursor == 1
            key(app, "a")
        chosen = scene.highlighted()[scene.beats.cursor]
        key(app, "space")
        assert scene.match.board & (1 << (chosen - 1)) or scene.match.turn_fischkoepfe
        checked += 1
    assert checked >= 3


def test_the_shout_ring_stops_under_the_pause_overlay(make_app):
    app = make_app()
    scene = start(app, ["normal", "normal"], seed=3)
    key(app, "enter")  # faster, until a Fischkopp opens a window
    run_until(app, lambda: scene.match.window_open, 20000)
    run(app, 30)
    before = scene.ring_left()
    assert 0 < before < 600
    key(app, "esc")
    assert isinstance(app.scenes.top, PauseScene)
    run(app, 300)
    assert scene.ring_left() == before and scene.match.window_open
    key(app, "esc")  # closed on its first frame: the match runs in that one and the two after
    run(app, 30)
    assert scene.ring_left() == before - 33


def same_state(a: dict, b: dict) -> bool:
    """Rules states alike but for the latest frame seen (time goes on every frame)."""
    return {**a, "frame": 0} == {**b, "frame": 0}


def test_autosave_after_a_cover_and_resume_where_it_stood(make_app):
    app = make_app()
    scene = start(app, ["human", "normal"], seed=8, spectators=(4,))
    app.input.bind("kb_left", 0)
    first_cover(app, scene)
    key(app, "space")  # the first cover: saved
    setup, state, extra = autosave.load_match()
    assert setup.game_id == "fischkopp" and same_state(state, scene.match.to_dict())
    assert extra["stats"] == scene.stats.to_dict() and extra["chairs"] == [4]
    first_cover(app, scene)  # rolled again, not covered yet: a person's roll is saved too
    _, saved, _ = autosave.load_match()
    assert saved["dice"] is not None and same_state(saved, scene.match.to_dict())
    app.quit_to_title()
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert flow.resume_autosave(app)
    run_until(app, lambda: isinstance(app.scenes.top, FischkoppScene), 120)
    resumed = app.scenes.top
    run_until(app, lambda: resumed.mode == MODE_SEAT, 300)
    assert same_state(resumed.match.to_dict(), saved) and resumed.match.phase is Phase.COVER
    covered = {f for f in range(1, 13) if resumed.match.board & (1 << (f - 1))}
    assert set(resumed.beats.markers) == covered
    key(app, "enter")  # a free keyboard half takes the seat, and finds the dice it threw
    run_until(app, lambda: resumed.awaiting_human, 120)
    assert resumed.mode == MODE_COVER and resumed.match.dice == tuple(saved["dice"])


def test_a_pad_joining_mid_match_sits_on_the_bench_and_takes_a_free_chair(make_app, pads):
    app = make_app()
    scene = start(app, ["normal", "normal"], seed=3, spectators=(40,))
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    press(app, pad, "y")  # sits down (the match kit's bench)
    person = app.input.participant_of[pad.device]
    assert person in scene.spectators()
    press(app, pad, "y")  # nobody holds chair 0 here: it is taken, and that is an early shout
    assert scene.shouts.chairs == [person] and scene.match.shouts.penalties[2] == 1
    other = pads()
    run_until(app, lambda: other.device in app.input.devices())
    press(app, other, "y", 2)  # every chair taken: cheers along, no points
    assert scene.match.shouts.penalties == [0, 0, 1]
    assert app.input.participant_of[other.device] in scene.shouts.cheers


def test_every_how_to_page_draws_and_its_text_fits(make_app):
    app = make_app()
    canvas = app.display.canvas
    rect = pygame.Rect(376, 54, 230, 230)
    text = app.text
    pages = catalog.game_by_id("fischkopp").howto_pages
    assert pages == 6
    for page in range(pages):
        canvas.fill((0, 0, 0))
        draw_howto(canvas, rect, page, 200, text)
        assert pygame.transform.average_color(canvas, rect) != (0, 0, 0, 255)
        for lang in ("en", "de", "fr"):
            app.t.set_language(lang)
            body = app.t(f"howto.fischkopp.{page + 1}.text")
            assert body != f"howto.fischkopp.{page + 1}.text"
            assert len(text.wrap(body, 332, "body")) <= 14  # the pager shows 14 lines


def test_hard_cpus_never_build_a_table_inside_a_frame(make_app, monkeypatch):
    """Fresh tables: every hard decision finds its table ready, built by the CPU driver."""
    from collections import OrderedDict

    from game.fischkopp.cpu import player, tables

    monkeypatch.setattr(tables, "_model", None)
    monkeypatch.setattr(tables, "_expected", None)
    monkeypatch.setattr(tables, "_leaders", OrderedDict())
    checked = []
    expected, leader = player.expected_table, player.leader_table

    def ready_expected():
        assert tables._expected is not None, "expected table built inside a frame"
        checked.append("expected")
        return expected()

    def ready_leader(target, lowest):
        assert tables._leader_table(target, lowest) is not None, "leader table built in a frame"
        checked.append("leader")
        return leader(target, lowest)

    monkeypatch.setattr(player, "expected_table", ready_expected)
    monkeypatch.setattr(player, "leader_table", ready_leader)
    app = make_app()
    scene = start(app, ["hard", "hard", "hard"], seed=21, options={"coach": True})
    key(app, "enter")  # watch at full speed
    run_until(app, lambda: scene.tally is not None, GAME_LIMIT)
    assert "expected" in checked and "leader" in checked
    assert scene.cpu.jobs.steps > 400  # the tables really were built as jobs


def test_a_match_resumed_inside_a_shout_window_lets_the_cpus_shout_as_planned(make_app):
    app = make_app()
    scene = start(app, ["normal", "normal"], seed=3)
    key(app, "enter")  # faster, until a Fischkopp opens a window (saved with the cover)
    run_until(app, lambda: scene.match.window_open, 20000)
    _, state, extra = autosave.load_match()
    assert state["shouts"]["opened_at"] is not None
    planned = {voice for _, voice in extra["cpu_shouts"]}
    assert planned == {0, 1}
    app.quit_to_title()
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert flow.resume_autosave(app)
    run_until(app, lambda: isinstance(app.scenes.top, FischkoppScene), 120)
    resumed = app.scenes.top
    assert resumed.match.window_open and resumed.match_frame == extra["match_frame"]
    run_until(app, lambda: not resumed.match.window_open, 700)
    assert resumed.match.shouts.penalties == [0, 0]  # both CPUs shouted after the resume
    assert all(n > 0 for n in resumed.shouts.window_presses)


class Heard:
    """The sounds the app plays from now on."""

    def __init__(self, app) -> None:
        self.names: list[str] = []
        play = app.audio.play

        def heard(name: str, volume: float = 1.0) -> None:
            self.names.append(name)
            play(name, volume)

        app.audio.play = heard

    def after(self, press) -> list[str]:
        start = len(self.names)
        press()
        return self.names[start:]


def test_human_pace_every_ignored_press_in_a_match_answers(make_app):
    """A key that does nothing now (back, rotate, a move before the roll, the other seat's
    confirm, a move with one choice) answers with the soft refusal and a shake of the
    panel that says what to press; it changes nothing."""
    app = make_app()
    scene = start(app, ["human", "human"], seed=12)
    app.input.bind("kb_left", 0)
    app.input.bind("kb_right", 1)
    run_until(app, lambda: scene.awaiting_human, 2000)
    heard = Heard(app)
    assert scene.mode == MODE_ROLL
    for name in ("tab", "q", "d", "enter"):  # back, rotate, a move; P2's confirm
        before = scene.match.to_dict()
        scene.controls.nudge = 0
        assert "ui_error" in heard.after(lambda n=name: key(app, n)), name
        assert scene.controls.nudge > 0, name
        assert same_state(scene.match.to_dict(), before) and scene.mode == MODE_ROLL
    key(app, "space")  # P1 rolls: the choices come up
    run_until(app, lambda: scene.awaiting_human, 2000)
    assert scene.mode == MODE_COVER
    scene.controls.nudge = 0
    assert "ui_error" in heard.after(lambda: key(app, "tab")) and scene.controls.nudge > 0
    scene.controls.nudge = 0
    assert "ui_move" in heard.after(lambda: key(app, "d")) and scene.controls.nudge == 0  # it moves


def test_human_pace_a_press_in_the_frame_the_dice_land_counts(make_app):
    """The dice have landed and the choices show, and the controls come up a frame later:
    a confirm pressed in that frame covers, as the screen shows (it was lost)."""
    app = make_app()
    scene = start(app, ["human", "human"], seed=12)
    app.input.bind("kb_left", 0)
    app.input.bind("kb_right", 1)
    run_until(app, lambda: scene.mode == MODE_ROLL and scene.awaiting_human, 2000)
    key(app, "space")
    run_until(app, lambda: not scene.timeline.busy and scene.beats.shown_choices, 600)
    assert scene.mode != MODE_COVER  # the frame between the landing and the controls
    field = scene.beats.shown_choices[0]
    key(app, "space")
    assert scene.match.board & (1 << (field - 1)) or scene.match.turn_fischkoepfe


def test_human_pace_a_press_refused_while_the_show_runs_shows_a_sign(make_app):
    """No panel is up while the dice tumble: a refused press jolts the picture a little
    (and sounds), so it is never silence."""
    app = make_app()
    scene = start(app, ["human", "human"], seed=12)
    app.input.bind("kb_left", 0)
    app.input.bind("kb_right", 1)
    run_until(app, lambda: scene.mode == MODE_ROLL and scene.awaiting_human, 2000)
    heard = Heard(app)
    key(app, "space", settle=0)  # P1 rolls: the dice tumble
    assert scene.timeline.busy and scene.beats.shake == 0
    sounds = heard.after(lambda: key(app, "q", settle=0))  # rotate means nothing now
    assert "ui_error" in sounds and scene.beats.shake > 0
