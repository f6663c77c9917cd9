"""Würfelblitz on screen: the box, the nine dice, one number picker per seat, the answer.

The rules object is the truth and judges every call by its match frame. Round steps
(the throw, the countdown, the reveal, the explanation) are beats on the kit's timeline;
calls are answered the moment they are made (a flash, a shake, a disc), because everybody
plays at once. Rules time moves in ``update``, once per match frame: the round ends when
``advance`` says its tie window or timeout is over.

The scene owns the match, the seats' pickers, the dice on show and the stage, and is made
of parts it holds (each owns its own state and reaches the scene only through a small
protocol of its module): ``controls`` (the people's presses and phones' calls),
``cpu_moves`` (the CPU seats' calls), ``beats`` (the round's show on the timeline: the
round and thrower on show, the count, the verdict), ``feedback`` (calls and discs
answered at once: particles and the screen's shake) and ``first_round`` (a game night's
words for the people new to the game). Once a frame it builds a ``view``
(``view.py``) that drawing (``draw.py``) takes: drawing never sees the scene.

Decided for the screen (the how-to pages show them):
- Calls open when the dice have landed, 1.5 s after the throw ("1, 2, 3!"), to confirms
  pressed a moment later (``PRESS_GRACE``): one pressed as they land was meant to throw.
- The round's winner throws: a CPU at once, a human with confirm; a human who waits longer
  than 4 s sees the box throw itself, so a round never stalls.
- Every picker starts a round at 10 and turns from the round's start; a confirm calls the
  number it shows, the untouched 10 too once the dice have lain still for 1 s (a confirm
  mashed as they land calls nothing); after a wrong call it rests for 0.6 s.
- Only the round's thrower throws: anyone else's confirm is answered "not your throw", and
  the footer shows the thrower's own key. When the box throws by itself the table says so.
- Phones: the thrower's says it is their throw, the others' who throws; between rounds each
  says how the round ended; a call that comes after it is answered "too late".
- The next round waits until every human seat has a device (after a resume: confirm on any
  free device takes a seat).

In a tutorial (``screen/tutorial.py``) the guide gates every human throw and call (``act``),
and the lesson sets three hooks: the CPU seats' calls per round
(``cpu_moves.planned_calls``), the variants the table agrees on before a round
(``round_options``), and a round clock that waits for the learner (``clock_held``).
"""

from __future__ import annotations

import dataclasses
import random

import pygame

from game.core.events import Event
from game.core.rng import rng_from_dict, rng_to_dict
from game.core.savefile import need
from game.core.setup import MatchResult, MatchSetup
from game.core.timing import frames
from game.engine import motion
from game.engine.input import InputEvent
from game.shell.match.scene import MatchScene
from game.shell.match.tally import FinalTally
from game.wuerfelblitz.logic import (
    MatchWon,
    Options,
    Phase,
    RoundWon,
    ThrowDice,
    WuerfelblitzMatch,
)
from game.wuerfelblitz.logic.actions import Action as RulesAction
from game.wuerfelblitz.screen import draw as scene_draw
from game.wuerfelblitz.screen.beats import RoundBeats
from game.wuerfelblitz.screen.controls import Controls
from game.wuerfelblitz.screen.cpu_moves import CpuMoves
from game.wuerfelblitz.screen.dice_view import DiceView
from game.wuerfelblitz.screen.feedback import Feedback
from game.wuerfelblitz.screen.first_round import FirstRound
from game.wuerfelblitz.screen.layout import picker_rect
from game.wuerfelblitz.screen.picker import SeatPicker
from game.wuerfelblitz.screen.results import final_tally, match_result
from game.wuerfelblitz.screen.stages import (
    STAGE_EXPLAIN,
    STAGE_INTRO,
    STAGE_LIVE,
    STAGE_OVER,
    STAGE_THROW,
)
from game.wuerfelblitz.screen.stats import RoundStats
from game.wuerfelblitz.screen.tuning import (
    EXPLAIN_FRAMES,
    LESSON_LIFT,
    MAX_LESSON_LIFT,
    NUMBER_ROOM,
    PRESS_GRACE,
    UNTOUCHED_CALM,
)
from game.wuerfelblitz.screen.view import (
    ExplainView,
    FrameView,
    HudView,
    Memo,
    PickerView,
    device_label,
    dice_frames,
    head_start_tag,
    lid_view,
    picker_view,
    prompt_items,
    status_parts,
)

__all__ = ["STATS_KEY", "WuerfelblitzScene", "create_scene", "head_start_frames"]

STATS_KEY = "stats"  # the screen's round stats, in the save envelope beside the rules
CPU_RNGS_KEY = "cpu_rngs"  # the CPU seats' generators: a resumed match thinks on alike


class WuerfelblitzScene(MatchScene):
    """The match screen: the match and what is on show; its parts do the rest."""

    game_id = "wuerfelblitz"
    hidden_when_paused = True  # nobody works out a sum while the clock stands still

    def __init__(
        self,
        setup: MatchSetup,
        saved: dict | None = None,
        extra: dict | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(setup, saved, extra, rng)
        extra = extra or {}
        seats = len(setup.seats)
        if saved is not None:
            self.match = WuerfelblitzMatch.from_dict(saved)
            head = self.match.options.head_start_of
            need(not any(head(s.index) for s in setup.seats if s.is_cpu), "a CPU's head start")
        else:
            head_start = head_start_frames(setup)
            options = Options.from_setup(setup.options, setup.seat_options, seats, head_start)
            self.match = WuerfelblitzMatch.new(seats, options, self.rules_rng)
        self.stats = RoundStats.from_dict(extra.get(STATS_KEY), seats)
        for seat, state in (extra.get(CPU_RNGS_KEY) or {}).items():
            if int(seat) in self.cpu.rngs:
                self.cpu.rngs[int(seat)] = rng_from_dict(state)
        per_black = self.match.options.whites_per_black
        to_win = self.match.options.blacks_to_win
        self.pickers = [SeatPicker(i, per_black[i], to_win) for i in range(seats)]
        for picker, tally in zip(self.pickers, self.match.tallies, strict=True):
            picker.whites, picker.blacks = tally.whites, tally.blacks
        self.dice = DiceView(self.fx_rng)
        # What the screen shows; follows the beats, not the rules state.
        self.stage_since = 0  # scene frame the stage last changed (``stage`` sets it)
        self.stage = STAGE_INTRO
        self.hinting = False  # a lesson refused a call: the table shows which dice count
        self.box_threw = False  # the last throw was the box's own (its thrower waited)
        # A tutorial's variants the table agrees on before a round's throw, per round
        # (``Options`` fields; None in a real match).
        self.round_options: dict[int, dict] | None = None
        self.memo = Memo()  # what the view keeps from frame to frame
        self.surfaces = Memo()  # what drawing keeps: pictures that change with what they show
        # The parts.
        self.feedback = Feedback(self, self.fx_rng)
        self.cpu_moves = CpuMoves(self)
        self.controls = Controls(self)
        self.first_round = FirstRound(self)  # a game night's words for the new people
        self.beats = RoundBeats(
            self,
            self.match.round_index,
            self.match.thrower,
            new_round=self.controls.dress_phones,
            plan_cpu_calls=self.cpu_moves.plan,
            answer_at_once=self.feedback.show,
            open_final_tally=self._open_final_tally,
        )

    @property
    def stage(self) -> str:
        return self._stage

    @stage.setter
    def stage(self, stage: str) -> None:
        if stage != getattr(self, "_stage", None):
            self._stage, self.stage_since = stage, self.frame

    def settled(self) -> bool:
        """The stage has been on screen long enough for a confirm to be meant for it: one
        pressed just as the dice landed was meant for the moment before (a throw the box
        made by itself meanwhile) and needs a fresh press."""
        return self.frame - self.stage_since >= PRESS_GRACE

    def dice_seen(self) -> bool:
        """Calls are open and the dice have lain still long enough to be looked at: a
        confirm on a picker nobody turned calls the 10 it shows."""
        return self.stage == STAGE_LIVE and self.frame - self.stage_since >= UNTOUCHED_CALM

    # ----- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        scene_draw.prepare(self.match.options.whites)
        self.beats.animate(self.match.start_events(), opening=True)

    def update(self) -> None:
        if not self.attract:
            self.controls.phone_calls()
        if self.match.phase is Phase.LIVE:
            # Rules time first: a round whose window closed at this frame takes no more calls.
            self.beats.animate(self.match.advance(self.match_frame))
        frame = self.match_frame
        super().update()
        if self.clock_held():
            self.match_frame = frame  # the lesson's round clock stood still this frame
        self.feedback.particles.update()

    def tick(self) -> None:
        self.timeline.tick()
        self.dice.tick()
        calm = motion.calm()
        for picker in self.pickers:
            picker.tick()
            picker.rise(self.lift_of(picker.seat), calm)
        self.beats.tick()
        self.feedback.tick()
        self.first_round.tick()

    def on_input(self, event: InputEvent) -> None:
        self.controls.on_input(event)

    def phone_turn(self):
        return self.controls.phone_turn()

    def draw_game(self, canvas: pygame.Surface) -> None:
        scene_draw.draw(canvas, self.view(), self.app, self.surfaces)

    def view(self) -> FrameView:
        """What this frame shows, as plain values for drawing (built once per frame)."""
        app, match, stage, memo = self.app, self.match, self.stage, self.memo
        t, frame = app.t, self.frame
        options = match.options
        why = memo.get("why", (match.throw, options.brain_twister), match.explanation)
        missing = tuple(self.missing_players())
        thrower = self.beats.shown_thrower
        thrower_cpu = self.is_cpu(thrower)
        # The words change with the stage and the throw, not every frame: kept meanwhile.
        # In a replay nobody in the room throws: the line says who throws, not what to press.
        by_itself = thrower_cpu or self.app.watching
        status = (stage, missing, thrower, by_itself, options.brain_twister, why, self.box_threw)
        seats, words = memo.get("status", (t.lang, *status), lambda: status_parts(t, *status))
        hud = HudView(
            t("wuerfelblitz.hud.round", n=self.beats.shown_round + 1),
            self.time_left(),
            seats,
            tuple(self.seat_name(seat) for seat in seats),
            words,
            t("wuerfelblitz.hud.seconds"),
        )
        explain = None
        verdict = self.beats.verdict
        if stage == STAGE_EXPLAIN and verdict and why is not None:
            winners = verdict.seats if isinstance(verdict, RoundWon) else ()
            name = self.seat_name(winners[0]) if len(winners) == 1 else ""
            explain = ExplainView(why, self.beats.explain_age, winners, name)
        hint = why if stage == STAGE_LIVE and self.hinting and explain is None else None
        shown = explain.why if explain is not None else hint
        timer = self.time_left() if stage == STAGE_LIVE and self.tutorial is None else None
        next_left = None
        if explain is not None and self.tutorial is None and not match.is_over:
            next_left = max(0, EXPLAIN_FRAMES - explain.age)
        tally = self.tally is not None
        # A person's throw: the footer shows their own key (nobody else's throws).
        throws_with = None if thrower_cpu else app.input.device_of(thrower)
        asks = (self.attract, tally, stage, bool(missing), thrower_cpu, match.is_over, throws_with)
        prompts = memo.get("prompts", (t.lang, *asks), lambda: prompt_items(t, *asks))
        return FrameView(
            frame,
            options.whites,
            hud,
            dice_frames(self.dice, frame, shown.counted if shown is not None else None),
            explain,
            hint,
            lid_view(self.dice, frame, self.beats.count),
            timer,
            tuple(self._picker_view(picker) for picker in self.pickers),
            self.feedback.particles,
            self.tally if isinstance(self.tally, FinalTally) else None,
            prompts,
            self.feedback.shake,
            next_left,
        )

    def _picker_view(self, picker: SeatPicker) -> PickerView:
        app, seat, stage = self.app, picker.seat, self.stage
        t = app.t
        is_cpu = self.is_cpu(seat)
        throwing = seat == self.beats.shown_thrower and stage == STAGE_THROW
        if is_cpu:
            tag = "" if throwing else t("lobby.cpu")
        else:
            tag = head_start_tag(t, self.match.options.head_start_of(seat))
        device = app.input.device_of(seat)
        seats = len(self.pickers)
        text = app.text
        words = self.memo.get(
            f"device{seat}",
            (t.lang, device, seats, text.styled("body")),  # a phone's name is fitted to it
            lambda: device_label(
                t, lambda name: text.size(name)[0], self.setup.seats[seat], device, seats
            ),
        )
        return picker_view(
            picker,
            seats,
            frame=self.frame,
            match_frame=self.match_frame,
            stage=stage,
            live=self.match.phase is Phase.LIVE,
            is_cpu=is_cpu,
            name=self.seat_name(seat),
            tag=tag,
            throwing=throwing,
            dialing=self.controls.can_dial(seat),
            device=words,
            free=self.needs_player(seat),
            t=t,
        )

    # ----- queries used by the parts, the view, the lesson and tests --------------------------
    def seat_name(self, seat: int) -> str:
        return self.app.seat_name(seat)

    def is_cpu(self, seat: int) -> bool:
        return self.setup.seats[seat].is_cpu

    def missing_players(self) -> list[int]:
        """Human seats without a device (after a resume, or a pad lost before the match)."""
        return [s.index for s in self.setup.seats if self.needs_player(s.index)]

    def clock_held(self) -> bool:
        """A lesson waits for the learner: match time stands still while the dice are on
        show and nobody has called right yet. The round never times out under someone
        reading, and every CPU call planned after the reveal comes only once the learner
        has called: in rules time they all called within a moment of the dice landing.
        A start's demo has no learner: it holds only while a beat is read, so its planned
        calls come between the beats, where the table watches them."""
        guide = self.tutorial
        if guide is None or guide.finished or self.match.phase is not Phase.LIVE:
            return False
        reading = guide.waiting or not guide.watch_together  # a lesson: until its call
        return reading and self.match.first_correct_frame is None

    def lift_of(self, seat: int) -> int:
        """A lesson raises its learner's picker while calls are open, so the number they dial
        stays clear of the lesson's words at the bottom (the timer bar it passes is not
        drawn in a lesson: its clock waits for the learner anyway); and while its words
        stand at the bottom, high enough that the picker's name and number show above them
        (never into the dice, never over the answer explained). A start has no learner."""
        guide = self.tutorial
        if guide is None or guide.watch_together or seat != guide.learner_seat:
            return 0
        base = LESSON_LIFT if self.stage == STAGE_LIVE else 0
        step = guide.step
        if step is None or not guide.shown or self.stage == STAGE_EXPLAIN:
            return base
        from game.shell.tutorial.panel import panel_rect

        words = panel_rect(self, guide, step)
        top = picker_rect(seat, len(self.pickers)).top
        if words.top < top:  # the words at the top edge (or over everything): no help
            return base
        return max(base, min(MAX_LESSON_LIFT, top + NUMBER_ROOM - words.top))

    def takes_moves(self) -> bool:
        """The learner's confirm would throw (their throw is due) or call (calls open)."""
        if self.match.is_over or self.tally is not None or self.missing_players():
            return False
        if self.stage == STAGE_THROW:
            return self.match.phase is Phase.AWAIT_THROW and not self.is_cpu(self.match.thrower)
        return self.stage == STAGE_LIVE and self.match.phase is Phase.LIVE and self.settled()

    def time_left(self) -> int | None:
        """Frames until the round times out (None unless calls are open)."""
        deadline = self.beats.deadline
        if self.match.phase is not Phase.LIVE or deadline is None:
            return None
        return max(0, deadline - self.match_frame)

    # ----- acting on the rules -----------------------------------------------------------------
    def act(self, action: RulesAction) -> list[Event]:
        """Apply an action at once and show what it did; [] when a tutorial refused a human's
        throw or call (it says why; the rules never saw it)."""
        seat = getattr(action, "seat", None)
        if seat is not None and not self.is_cpu(seat) and not self.gate(action):
            return []
        events = self.apply_move(action)
        self.count_dice(events)
        self.beats.animate(events)
        return events

    def throw_dice(self, by_box: bool = False) -> None:
        """The thrower throws (a CPU on its frame, a human's confirm, or the box by itself:
        ``by_box``, which the status line says while the box rattles)."""
        if self.match.phase is Phase.AWAIT_THROW and not self.match.is_over:
            self.box_threw = by_box
            self.agree_variants()
            self.act(ThrowDice(self.match.thrower, self.match_frame))

    def agree_variants(self) -> None:
        """Before a throw: the variants a lesson's table takes up from this round on (two
        white dice first and the brain-twister last, as the rulebook suggests to learners)."""
        changes = (self.round_options or {}).get(self.match.round_index)
        if changes:
            options = dataclasses.replace(self.match.options, **changes)
            self.match.options = options.validated(self.match.seat_count)

    def _open_final_tally(self, event: MatchWon) -> None:
        self.stage = STAGE_OVER
        self.tally = final_tally(
            self.app.t,
            self.match,
            self.seat_name,
            event,
            self.app.audio.play,
            self.feedback.celebrate,
        )

    def save_state(self) -> dict:
        return self.match.to_dict()

    def save_extra(self) -> dict:
        rngs = {str(seat): rng_to_dict(rng) for seat, rng in self.cpu.rngs.items()}
        return {STATS_KEY: self.stats.to_dict(), CPU_RNGS_KEY: rngs}

    def build_result(self) -> MatchResult:
        return match_result(self.setup, self.match, self.stats)


def head_start_frames(setup: MatchSetup) -> tuple[int, ...]:
    """Each seat's head start in frames (a person's setting, in seconds); CPUs never get one."""
    return tuple(
        0 if seat.is_cpu else frames(float(setup.option_of(seat.index, "head_start", 0) or 0))
        for seat in setup.seats
    )


def create_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> WuerfelblitzScene:
    return WuerfelblitzScene(setup, saved, extra)
