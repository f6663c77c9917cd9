"""The Würfelblitz screen, driven through the real input layer (keys and virtual pads)."""

from __future__ import annotations

import pygame

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.engine.input.actions import REPEAT_DELAY, REPEAT_EVERY
from game.shell import autosave, flow
from game.shell.lines import say, say_award
from game.shell.results import ResultsScene
from game.shell.title import TitleScene
from game.wuerfelblitz.logic import MAX_ANSWER, Phase, RoundTimedOut, RoundWon
from game.wuerfelblitz.screen import draw_howto
from game.wuerfelblitz.screen.layout import TABLE_RECT
from game.wuerfelblitz.screen.picker import MARK_TIE, MARK_WRONG
from game.wuerfelblitz.screen.scene import (
    CPU_RNGS_KEY,
    STATS_KEY,
    WuerfelblitzScene,
    create_scene,
)
from game.wuerfelblitz.screen.stages import (
    STAGE_COUNT,
    STAGE_DROP,
    STAGE_EXPLAIN,
    STAGE_LIVE,
    STAGE_THROW,
)
from game.wuerfelblitz.screen.stats import RoundStats
from game.wuerfelblitz.screen.tuning import (
    EXPLAIN_SKIP_AFTER,
    HUMAN_THROW_AUTO,
    PRESS_GRACE,
    START_VALUE,
    WRONG_REST,
)
from tests.driving import KEYS, button, key, run, run_until

GAME_LIMIT = 20000  # frames

# What each device presses for: dial up / down / left / right, and confirm.
KEYS_LEFT = {"up": "w", "down": "s", "left": "a", "right": "d", "confirm": "space"}
KEYS_RIGHT = {"up": "up", "down": "down", "left": "left", "right": "right", "confirm": "enter"}
PAD = {"up": "dpup", "down": "dpdown", "left": "dpleft", "right": "dpright", "confirm": "a"}


def start(app, kinds, options=None, seat_options=(), seed=5, attract=False) -> WuerfelblitzScene:
    """A Würfelblitz match with these seats straight onto the stack (no device bound)."""
    seats = tuple(
        Seat(i, SeatKind.HUMAN)
        if kind == "human"
        else Seat(i, SeatKind.CPU, kind.split("-")[1] if "-" in kind else "normal")
        for i, kind in enumerate(kinds)
    )
    setup = MatchSetup(
        "wuerfelblitz", seats, options or {}, seed, attract, seat_options=tuple(seat_options)
    )
    scene = create_scene(setup)
    app.input.unbind_all()
    app.scenes.clear_to(scene)
    return scene


class Player:
    """A person at one device: presses go through SDL (keys posted, a virtual pad pressed)."""

    def __init__(self, app, seat: int, pad=None, keys=None) -> None:
        self.app, self.seat, self.pad, self.keys = app, seat, pad, keys
        app.input.bind(pad.device if pad is not None else _device(keys), seat)

    def press(self, what: str) -> None:
        if self.pad is not None:
            button(self.app, self.pad, PAD[what])
        else:
            key(self.app, self.keys[what])

    def down(self, what: str) -> None:
        """Start pressing (released with ``up``): for presses in an exact frame."""
        if self.pad is not None:
            self.pad.press(PAD[what])
        else:
            code = KEYS[self.keys[what]]
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, scancode=0))

    def up(self, what: str) -> None:
        if self.pad is not None:
            self.pad.release(PAD[what])
        else:
            code = KEYS[self.keys[what]]
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, scancode=0))

    def dial(self, scene: WuerfelblitzScene, target: int) -> None:
        """Turn the picker to ``target`` the quick way: ±5 first, then ±1 (a target it shows
        already is chosen on purpose: one step away and back)."""
        picker = scene.pickers[self.seat]
        if picker.value == target and not picker.chosen:
            self.press("down" if target else "up")
        for _ in range(20):
            gap = target - picker.value
            if gap == 0:
                return
            if abs(gap) >= 5:
                self.press("right" if gap > 0 else "left")
            else:
                self.press("up" if gap > 0 else "down")
        raise AssertionError(f"seat {self.seat} could not dial {target}")


def _device(keys: dict) -> str:
    return "kb_left" if keys is KEYS_LEFT else "kb_right"


def wrong_number(scene: WuerfelblitzScene) -> int:
    answer = scene.match.answer
    return answer + 1 if answer < MAX_ANSWER else answer - 1


def wait_for_pads(app, pads_made) -> None:
    run_until(app, lambda: all(p.device in app.input.devices() for p in pads_made))


# ----- a whole match -----------------------------------------------------------------------------

# Who calls in which round (seats; seat 0 turns every white disc into a black one).
PLAN = {
    0: {"right": [2]},  # a pad wins alone: seat 2 has a white disc
    1: {"wrong": [2], "tie": [0, 3]},  # seat 2 hands it back; keys and a pad tie
    2: {"right": [1]},
    3: {},  # nobody: a CPU wins it, or time runs out
}
LATER = {"right": [0]}


def test_seven_seats_play_to_the_results_through_real_input(make_app, pads):
    app = make_app()
    made = [pads() for _ in range(3)]
    wait_for_pads(app, made)
    kinds = ["human"] * 5 + ["cpu-easy", "cpu-easy"]
    balancing = [{"whites_per_black": n} for n in (1, 2, 3, 3, 3, 3, 3)]
    scene = start(app, kinds, {"whites": 3}, balancing, seed=21)
    people = [Player(app, 0, keys=KEYS_LEFT), Player(app, 1, keys=KEYS_RIGHT)]
    people += [Player(app, 2 + i, pad=pad) for i, pad in enumerate(made)]
    dialled = called = -1
    for _ in range(GAME_LIMIT):
        top = app.scenes.top
        if isinstance(top, ResultsScene):
            break
        if top is not scene:
            run(app)
            continue
        if scene.tally is not None:
            people[1].press("confirm")  # the final tally: hurry it, then move on
            continue
        match, stage = scene.match, scene.stage
        plan = PLAN.get(match.round_index, LATER)
        thrower = match.thrower
        if stage == STAGE_THROW and not scene.is_cpu(thrower):
            people[thrower].press("confirm")
        elif stage in (STAGE_COUNT, STAGE_DROP) and dialled != match.round_index:
            # The box still rattles: pickers may already turn (the test knows the answer).
            for seat in plan.get("wrong", []):
                people[seat].dial(scene, wrong_number(scene))
            for seat in plan.get("tie", []) + plan.get("right", []):
                people[seat].dial(scene, match.answer)
            dialled = match.round_index
        elif stage == STAGE_LIVE and called != match.round_index:
            assert scene.dice.landed  # calls open only once the dice lie still
            called = match.round_index
            run(app, PRESS_GRACE)  # a press as they land was meant for the moment before
            _calls(app, scene, people, plan)
        elif stage == STAGE_EXPLAIN and scene.timeline.current.t > EXPLAIN_SKIP_AFTER:
            people[1].press("confirm")
        else:
            run(app)
    else:
        raise AssertionError("the match did not reach the results")

    match = scene.match
    assert match.winner == 0 and match.tallies[0].blacks == 3
    assert scene.stats.ties == 1 and scene.stats.first[2] >= 1
    assert match.tallies[2].wrong == 1 and match.tallies[1].correct == 1
    result = top.result
    assert result.totals == tuple(match.totals) and result.winners == (0,)
    assert result.tiebreaks == tuple(match.tiebreaks)
    lines = [say(app, line) for line in result.stats] + [say_award(app, a) for a in result.awards]
    assert lines and all("wuerfelblitz." not in line for line in lines)
    assert autosave.load_match() is None  # a finished match leaves no save behind


def _calls(app, scene: WuerfelblitzScene, people: list[Player], plan: dict) -> None:
    match = scene.match
    for seat in plan.get("wrong", []):
        people[seat].press("confirm")
        assert match.tallies[seat].wrong == 1 and match.tallies[seat].whites == 0
        assert scene.pickers[seat].mark == MARK_WRONG and scene.pickers[seat].drops
    tie = plan.get("tie", [])
    if tie:
        first, second = (people[s] for s in tie)
        first.down("confirm")
        run(app, 1)
        first.up("confirm")
        run(app, 3)  # four frames later: inside the 9-frame window
        second.down("confirm")
        run(app, 1)
        second.up("confirm")
        run(app, 2)
        assert match.round_winners == tie
        assert all(scene.pickers[s].mark == MARK_TIE for s in tie)
        run_until(app, lambda: scene.stage == STAGE_EXPLAIN, 60)
        assert isinstance(scene.beats.verdict, RoundWon) and list(scene.beats.verdict.seats) == tie
    for seat in plan.get("right", []):
        people[seat].press("confirm")
        assert seat in match.round_winners or match.phase is not Phase.LIVE


# ----- the picker --------------------------------------------------------------------------------


def test_picker_steps_by_one_and_five_repeats_held_directions_and_rests_after_a_wrong_call(
    make_app,
):
    app = make_app()
    scene = start(app, ["human", "human"], seed=8)
    me = Player(app, 1, keys=KEYS_RIGHT)
    Player(app, 0, keys=KEYS_LEFT)
    picker = scene.pickers[1]
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    key(app, "up")
    assert picker.value == START_VALUE + 1  # taken from the round's start
    key(app, "space")  # seat 0 won no round yet but throws first
    run_until(app, lambda: scene.stage == STAGE_COUNT, 60)
    key(app, "down")
    for name, expected in (("up", 11), ("down", 10), ("right", 15), ("left", 10), ("left", 5)):
        key(app, name)
        assert picker.value == expected, name
    key(app, "left")
    key(app, "left")
    assert picker.value == 0  # clamped
    # Held: one press, then a repeat after REPEAT_DELAY frames and every REPEAT_EVERY after.
    held = REPEAT_DELAY + 3 * REPEAT_EVERY
    code = KEYS["right"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, scancode=0))
    run(app, held)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, scancode=0))
    run(app, 2)
    assert picker.value == 5 * (1 + 4)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, scancode=0))
    run(app, held)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, scancode=0))
    run(app, 2)
    assert picker.value == MAX_ANSWER  # never past the highest possible sum

    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    run(app, PRESS_GRACE)
    match = scene.match
    me.dial(scene, wrong_number(scene))
    key(app, "enter")
    key(app, "enter")  # resting: refused, and no second disc lost
    assert match.tallies[1].wrong == 1 and picker.resting(scene.match_frame)
    run(app, WRONG_REST)
    key(app, "enter")
    assert match.tallies[1].wrong == 2
    me.dial(scene, match.answer)
    run(app, WRONG_REST)
    key(app, "enter")
    assert match.round_winners == [1] and match.tallies[1].whites == 1
    key(app, "up")
    assert picker.value == match.answer  # a winner's picker stands still


def test_a_human_thrower_who_waits_sees_the_box_throw_itself(make_app):
    app = make_app()
    scene = start(app, ["human", "human"], seed=3)
    Player(app, 0, keys=KEYS_LEFT)
    Player(app, 1, keys=KEYS_RIGHT)
    waited = run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    assert waited > 0
    run(app, HUMAN_THROW_AUTO - 2)
    assert scene.match.phase is Phase.AWAIT_THROW
    run_until(app, lambda: scene.match.phase is Phase.HIDDEN, 10)


def test_a_thrower_waiting_for_a_missing_player_hears_why_nothing_happens(make_app, sounds):
    """The other seat's pad went: the thrower's confirm cannot throw yet, and says so."""
    app = make_app()
    scene = start(app, ["human", "human"], seed=3)
    Player(app, 0, keys=KEYS_LEFT)
    Player(app, 1, keys=KEYS_RIGHT)
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    thrower = scene.match.thrower
    app.input.unbind(app.input.device_of(1 - thrower))
    assert scene.missing_players() == [1 - thrower]
    sounds.clear()
    key(app, "space" if thrower == 0 else "enter")
    assert scene.match.phase is Phase.AWAIT_THROW and "ui_error" in sounds


def test_nobody_right_in_thirty_seconds_times_the_round_out(make_app):
    app = make_app()
    scene = start(app, ["human", "human"], seed=4)
    Player(app, 0, keys=KEYS_LEFT)
    Player(app, 1, keys=KEYS_RIGHT)
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    key(app, "space")
    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    deadline = scene.beats.deadline
    run_until(app, lambda: scene.stage == STAGE_EXPLAIN, 1900)
    assert scene.match_frame == deadline + 1  # settled on the deadline's own frame
    assert isinstance(scene.beats.verdict, RoundTimedOut) and scene.stats.timeouts == 1
    assert scene.match.thrower == 0 and scene.match.round_index == 1  # the same thrower again
    assert all(t.whites == 0 for t in scene.match.tallies)
    # The answer's explanation shows how long until the next round comes by itself.
    first = scene.view().next_left
    run(app, 60)
    view = scene.view()
    assert view.timer_left is None and first is not None and view.next_left == first - 60
    run_until(app, lambda: scene.stage != STAGE_EXPLAIN, 400)
    assert scene.view().next_left is None


def test_a_phone_calls_with_its_number_pad(make_app, monkeypatch):
    from game.engine.net.events import Called, Joined

    app = make_app()
    feed = [[Joined("phone:1", "Phone 1")]]  # what the phone server would queue, per step
    monkeypatch.setattr(app.phones, "drain", lambda: feed.pop(0) if feed else [])
    layouts = []
    monkeypatch.setattr(app.phones, "set_layout", lambda device, name: layouts.append(name))
    scene = start(app, ["human", "human"], seed=12)
    Player(app, 0, keys=KEYS_LEFT)
    app.input.bind("phone:1", 1)
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    assert layouts == ["numbers"]
    key(app, "space")
    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    feed.append([Called("phone:1", wrong_number(scene), 0)])
    run(app, 1)
    assert scene.match.tallies[1].wrong == 1
    run(app, WRONG_REST)
    feed.append([Called("phone:1", scene.match.answer, 0)])
    run(app, 1)
    assert scene.match.round_winners == [1] and scene.pickers[1].value == scene.match.answer
    app.quit_to_title()
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert layouts[-1] == "pad"  # back to the d-pad for the menus


# ----- saving and resuming -----------------------------------------------------------------------


def test_autosave_after_a_round_and_resume_where_it_was(make_app):
    app = make_app()
    scene = start(app, ["human", "cpu-easy"], seed=9)
    me = Player(app, 0, keys=KEYS_RIGHT)
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    me.press("confirm")
    run_until(app, lambda: scene.stage == STAGE_COUNT, 60)
    me.dial(scene, scene.match.answer)
    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    run(app, PRESS_GRACE)
    me.press("confirm")
    run_until(app, lambda: scene.stage == STAGE_EXPLAIN, 60)
    setup, state, extra = autosave.load_match()
    assert setup.game_id == "wuerfelblitz" and state == scene.match.to_dict()
    assert state["round_index"] == 1 and state["tallies"][0]["whites"] == 1
    assert extra[STATS_KEY] == scene.stats.to_dict() and "1" in extra[CPU_RNGS_KEY]
    saved_frame = extra["match_frame"]

    app.quit_to_title()
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert flow.resume_autosave(app)
    run_until(app, lambda: isinstance(app.scenes.top, WuerfelblitzScene), 120)
    resumed = app.scenes.top
    assert resumed is not scene and resumed.match_frame >= saved_frame
    assert resumed.match.to_dict() == state
    assert resumed.pickers[0].whites == 1 and resumed.missing_players() == [0]
    assert resumed.cpu.rngs[1].getstate() == scene.cpu.rngs[1].getstate()
    run(app, HUMAN_THROW_AUTO + 60)
    assert resumed.stage == STAGE_THROW and resumed.match.phase is Phase.AWAIT_THROW
    key(app, "space")  # a free keyboard half takes the empty seat
    assert app.input.device_of(0) == "kb_left" and not resumed.missing_players()
    key(app, "space")  # seat 0 won the last round: it throws
    assert resumed.match.phase is Phase.HIDDEN


# ----- options -----------------------------------------------------------------------------------


def test_options_screen_sets_balancing_and_a_head_start_per_seat(make_app):
    app = make_app(scene="options", game="wuerfelblitz", seats=["human", "human", "cpu"])
    options = app.scenes.top
    assert type(options).__name__ == "GameOptionsScene"
    rows = [(row.spec.key if row.spec else "play", row.seat) for row in options.rows]
    assert rows == [
        ("whites", None),
        ("brain_twister", None),
        ("short", None),
        ("whites_per_black", 0),
        ("whites_per_black", 1),
        ("whites_per_black", 2),
        ("head_start", 0),  # people only: the CPU has no row
        ("head_start", 1),
        ("play", None),
    ]
    key(app, "d")  # three white dice
    for name in ("s", "s", "s", "d", "s", "d", "d", "s", "s"):  # P1: 2, P2: 1, P3 stays 3
        key(app, name)
    for name in ("d", "d", "s", "s"):  # P1: a head start of 2 s, P2 none
        key(app, name)
    assert options.selected == len(rows) - 1
    run(app, 2)
    key(app, "space")  # Play
    run_until(app, lambda: isinstance(app.scenes.top, WuerfelblitzScene), 120)
    scene = app.scenes.top
    assert scene.setup.seat_options == (
        {"whites_per_black": 2, "head_start": 2},
        {"whites_per_black": 1, "head_start": 0},
        {"whites_per_black": 3, "head_start": 0},
    )
    assert scene.match.options.whites == 3
    assert scene.match.options.whites_per_black == (2, 1, 3)
    assert scene.match.options.head_start == (120, 0, 0)
    assert [p.per_black for p in scene.pickers] == [2, 1, 3]


# ----- CPUs, attract, drawing --------------------------------------------------------------------


def test_cpus_alone_play_a_match_and_rank_by_the_rules(make_app):
    app = make_app()
    scene = start(app, ["cpu-hard", "cpu-normal", "cpu-hard"], {"brain_twister": True}, seed=6)
    run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), GAME_LIMIT)
    result = app.scenes.top.result
    match = scene.match
    assert match.is_over and result.winners == (match.winner,)
    assert result.order == match.standings()
    assert scene.stats.rounds == match.round_index + 1


def test_attract_mode_returns_to_the_title_on_any_key(make_app):
    app = make_app()
    scene = start(app, ["cpu-hard"] * 3, seed=2, attract=True)
    run(app, 400)
    assert app.scenes.top is scene and scene.match.round_index >= 1
    key(app, "w")
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)
    assert autosave.load_match() is None  # attract games are never saved


def test_colour_symbols_are_drawn_on_the_dice(make_app):
    app = make_app()
    scene = start(app, ["cpu-easy", "cpu-easy"], seed=6)
    run_until(app, lambda: scene.stage == STAGE_LIVE, 400)
    canvas = app.display.canvas
    images = []
    for symbols in (False, True):
        app.settings.colour_symbols = symbols
        scene.draw(canvas)
        images.append(pygame.image.tobytes(canvas.subsurface(TABLE_RECT), "RGB"))
    assert images[0] != images[1]


def test_every_how_to_page_draws_and_its_text_fits(make_app):
    from game import catalog

    app = make_app()
    canvas = app.display.canvas
    rect = pygame.Rect(376, 54, 230, 230)
    pages = catalog.game_by_id("wuerfelblitz").howto_pages
    drawn = []
    for page in range(pages):
        canvas.fill((0, 0, 0))
        draw_howto(canvas, rect, page, 200, app.text)
        drawn.append(pygame.image.tobytes(canvas.subsurface(rect), "RGB"))
        for lang in ("en", "de", "fr"):
            app.t.set_language(lang)
            body = app.t(f"howto.wuerfelblitz.{page + 1}.text")
            assert body != f"howto.wuerfelblitz.{page + 1}.text"
            assert len(app.text.wrap(body, 332, "body")) <= 14  # the pager shows 14 lines
    assert len(set(drawn)) == pages  # every page has its own picture


def test_round_stats_survive_a_save_and_give_awards_only_to_clear_leaders():
    stats = RoundStats(3)
    stats.on_round(RoundWon((0, 2), 8, 100))
    stats.on_round(RoundWon((0,), 5, 400))
    stats.on_round(RoundTimedOut(7))
    again = RoundStats.from_dict(stats.to_dict(), 3)
    assert again.to_dict() == stats.to_dict()
    assert (again.rounds, again.ties, again.timeouts, again.first) == (3, 1, 1, [2, 0, 0])
    assert RoundStats.from_dict("garbage", 2).to_dict() == RoundStats(2).to_dict()


# ----- human pace: after the winning round the footer says what comes next (issue 26, 15) -------
def test_human_pace_after_the_winning_round_the_footer_says_results_and_confirm_goes_there(
    make_app,
):
    app = make_app()
    # The CPU needs one white disc for a black one: it wins in three rounds.
    scene = start(app, ["human", "cpu-hard"], seat_options=({}, {"whites_per_black": 1}), seed=4)
    person = Player(app, 0, keys=KEYS_LEFT)
    before_end = []
    for _ in range(GAME_LIMIT):
        app.step()
        if scene.stage == STAGE_THROW and scene.match.thrower == 0 and not scene.match.is_over:
            person.press("confirm")  # the person throws when the box is theirs
        if scene.stage == STAGE_EXPLAIN and not scene.match.is_over:
            before_end.append([label for _, label in scene.view().prompts])
        if scene.stage == STAGE_EXPLAIN and scene.match.is_over:
            break
    assert scene.match.is_over and scene.stage == STAGE_EXPLAIN
    assert [app.t("wuerfelblitz.prompt.next")] in before_end  # rounds before it: next round
    labels = [label for _, label in scene.view().prompts]
    assert labels == [app.t("wuerfelblitz.prompt.results")]
    run(app, 60)  # past the moment a confirm is taken for a late call
    assert scene.tally is None
    person.press("confirm")
    run(app, 2)
    assert scene.tally is not None  # confirm went on to the final count, as the footer said


# ----- human pace: every press belongs to its moment, and none goes unanswered ------------------


def heard(app, monkeypatch) -> list[str]:
    """The sounds played from now on."""
    sounds: list[str] = []
    play = app.audio.play

    def spy(name: str, *args, **kwargs) -> None:
        sounds.append(name)
        play(name, *args, **kwargs)

    monkeypatch.setattr(app.audio, "play", spy)
    return sounds


def answered(sounds: list[str], picker) -> bool:
    """A refused press answers: the soft error sound and the picker shakes."""
    return "ui_error" in sounds and picker.shake > 0


def test_human_pace_a_throw_press_after_the_box_threw_itself_calls_nothing(make_app, monkeypatch):
    """The thrower waits past 4 s, the box throws itself: their throw press lands in the next
    moment and must not call the untouched 10 (it cost a white disc three times an evening)."""
    app = make_app()
    scene = start(app, ["human", "human"], seed=3)
    me = Player(app, 0, keys=KEYS_LEFT)
    Player(app, 1, keys=KEYS_RIGHT)
    match, picker = scene.match, scene.pickers[0]
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    run_until(app, lambda: match.phase is not Phase.AWAIT_THROW, HUMAN_THROW_AUTO + 10)
    sounds = heard(app, monkeypatch)
    me.press("confirm")  # meant to throw; the dice are already rattling
    assert answered(sounds, picker)
    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    sounds.clear()
    run(app, 1)
    me.press("confirm")  # a press as the dice land belongs to the moment before
    assert picker.called is None and match.tallies[0].wrong == 0
    assert answered(sounds, picker)
    run(app, PRESS_GRACE)
    sounds.clear()
    me.press("confirm")  # a fresh press, but the untouched 10 waits for a look: a hint
    assert picker.called is None and match.tallies[0].wrong == 0
    assert answered(sounds, picker) and picker.hint == "wuerfelblitz.picker.not_yet"
    me.press("up")
    me.press("down")  # 10 chosen on purpose: a call at once
    me.press("confirm")
    assert picker.called == START_VALUE


def test_human_pace_no_dial_press_is_dropped(make_app, monkeypatch):
    """From the round's start the picker takes every dial press (also before the throw and
    while the dice fall); a press it cannot take answers (a winner's picker, the
    explanation, the end of the scale)."""
    app = make_app()
    scene = start(app, ["human", "human"], seed=8)
    Player(app, 0, keys=KEYS_LEFT)
    me = Player(app, 1, keys=KEYS_RIGHT)
    match, picker = scene.match, scene.pickers[1]
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    me.press("up")
    assert picker.value == START_VALUE + 1  # before the throw
    key(app, "space")  # seat 0 throws
    run_until(app, lambda: scene.stage == STAGE_DROP, 200)
    me.press("up")  # while the dice are still falling
    assert picker.value == START_VALUE + 2
    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    run(app, PRESS_GRACE)
    me.dial(scene, match.answer)
    me.press("confirm")
    assert match.round_winners == [1]
    sounds = heard(app, monkeypatch)
    me.press("up")  # a winner's picker stands still, and says so
    assert picker.value == match.answer and answered(sounds, picker)
    run_until(app, lambda: scene.stage == STAGE_EXPLAIN, 60)
    run_until(app, lambda: picker.shake == 0, 60)
    sounds.clear()
    me.press("down")
    assert answered(sounds, picker)
    run_until(app, lambda: scene.stage == STAGE_THROW, 600)
    for _ in range(3):
        me.press("left")
    sounds.clear()
    me.press("down")  # already at 0
    assert picker.value == 0 and answered(sounds, picker)


def test_human_pace_a_button_the_game_has_no_use_for_answers(make_app, monkeypatch):
    """Back, flip and rotate do nothing in Würfelblitz: each still answers."""
    app = make_app()
    scene = start(app, ["human", "human"], seed=8)
    Player(app, 0, keys=KEYS_LEFT)
    Player(app, 1, keys=KEYS_RIGHT)
    picker = scene.pickers[0]
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    for name in ("tab", "f", "q"):  # the left half's back, flip, rotate
        run_until(app, lambda: picker.shake == 0, 60)
        sounds = heard(app, monkeypatch)
        key(app, name)
        assert answered(sounds, picker), name
    assert scene.stage == STAGE_THROW and scene.match.phase is Phase.AWAIT_THROW


def test_human_pace_a_late_call_does_not_skip_the_answer_it_missed(make_app, monkeypatch):
    """A person still dialling when a CPU calls right presses confirm to call: the round is
    over and the answer is up. That press was a call, late: it says so and the answer stays;
    the next press moves on (a newcomer lost round after round's answer this way)."""
    app = make_app()
    scene = start(app, ["human", "cpu-hard"], seed=3)
    me = Player(app, 0, keys=KEYS_LEFT)
    picker = scene.pickers[0]
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    if scene.match.thrower == 0:
        me.press("confirm")
    run_until(app, lambda: scene.stage == STAGE_LIVE, 400)
    me.press("up")  # still adding up …
    run_until(app, lambda: scene.stage == STAGE_EXPLAIN, 1200)  # … the CPU was faster
    run(app, EXPLAIN_SKIP_AFTER + 10)
    sounds = heard(app, monkeypatch)
    me.press("confirm")  # the call, too late
    assert scene.stage == STAGE_EXPLAIN and answered(sounds, picker)
    assert picker.hint == "wuerfelblitz.picker.too_late"
    me.press("confirm")  # now it means: go on
    run_until(app, lambda: scene.stage != STAGE_EXPLAIN, 60)


def test_the_pause_menu_covers_the_dice(make_app):
    """A race to work out a sum: while the clock stands still nobody sees the dice (a game
    without a race, Fiese 15, stays faintly visible under its pause menu)."""
    from game.engine import palette as pal
    from game.shell.pause import PauseScene

    for game, hidden in (("wuerfelblitz", True), ("fiese15", False)):
        app = make_app(scene=game, seats=["human", "cpu"], seed=4)
        run(app, 200)
        match = app.scenes.top
        app.scenes.push(PauseScene(match))
        run(app, 2)
        canvas = app.display.canvas
        app.scenes.draw(canvas)
        edges = ((x, y) for x in (8, 24, 616, 632) for y in (60, 160, 260))  # beside the menu
        corner = [canvas.get_at(spot)[:3] for spot in edges]
        off_menu = [c for c in corner if c != pal.INK]
        assert (not off_menu) is hidden, (game, off_menu[:3])


def test_human_pace_a_confirm_as_the_tally_comes_up_does_not_skip_its_count(make_app, monkeypatch):
    """A press meant for the game lands just as the final count comes up: it is answered
    with the refusal sound and the count plays; half a second later confirm hurries it."""
    app = make_app()
    scene = start(app, ["human", "cpu-hard"], seat_options=({}, {"whites_per_black": 1}), seed=4)
    person = Player(app, 0, keys=KEYS_LEFT)
    for _ in range(GAME_LIMIT):
        app.step()
        if scene.stage == STAGE_THROW and scene.match.thrower == 0 and not scene.match.is_over:
            person.press("confirm")
        if scene.stage == STAGE_EXPLAIN and scene.match.is_over:
            break
    run(app, 60)
    person.press("confirm")
    run_until(app, lambda: scene.tally is not None, 60)
    sounds = heard(app, monkeypatch)
    person.press("confirm")  # at once: meant for what was there before
    assert sounds[-1] == "ui_error" and scene.tally.age < 30
    run(app, 30)
    before = scene.tally.age
    person.press("confirm")
    assert scene.tally.age > before + 2  # hurried on
