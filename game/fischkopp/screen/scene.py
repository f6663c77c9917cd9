"""Fischkopp on screen: the board, the two dice, the shout window and the staged turns.

The rules object is the truth. A roll or a cover is applied at once and its events are
queued as beats (dice tumble, marker drops, splash, Gräte, score flies home); the view
follows those beats. Shouts are different: they are real time, applied and shown the
moment they happen, judged on the match frame (which the pause stops).
"""

from __future__ import annotations

import dataclasses
import random

import pygame

from game.core.setup import MatchResult, MatchSetup
from game.core.timing import frames
from game.engine.particles import Particles
from game.fischkopp.logic import Cover, FischkoppMatch, Phase, Roll
from game.fischkopp.logic.events import TurnEnded
from game.fischkopp.screen import draw as scene_draw
from game.fischkopp.screen import results
from game.fischkopp.screen.beats import BeatsMixin
from game.fischkopp.screen.coach import coach_values
from game.fischkopp.screen.controls import InputMixin
from game.fischkopp.screen.cpu_moves import CpuMixin
from game.fischkopp.screen.modes import MODE_COVER, MODE_IDLE, MODE_ROLL, MODE_SEAT, MODE_SHOUT
from game.fischkopp.screen.shouts import ShoutMixin
from game.fischkopp.screen.stats import ScreenStats
from game.fischkopp.screen.tuning import (
    CPU_PACE,
    SKIP_SPEED,
    TABLE_STEPS_PER_FRAME,
    TURBO_SPEED,
)
from game.fischkopp.screen.view import Banner, DicePair, Floater, FrameView, Marker, Turn, Views
from game.shell.match.coaching import COACH_KEY, coached_seats, read_costs
from game.shell.match.scene import MatchScene
from game.shell.match.tally import FinalTally

__all__ = ["STATS_KEY", "FischkoppScene", "create_scene"]

STATS_KEY = "stats"


class FischkoppScene(InputMixin, CpuMixin, ShoutMixin, BeatsMixin, MatchScene):
    """The match screen. Input, CPU play, shouting and the event beats live in mixins."""

    game_id = "fischkopp"
    uses_spectators = True
    cpu_steps_per_frame = TABLE_STEPS_PER_FRAME

    def __init__(
        self,
        setup: MatchSetup,
        saved: dict | None = None,
        extra: dict | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(setup, saved, extra, rng)
        extra = extra or {}
        if saved is not None:
            self.match = FischkoppMatch.from_dict(saved)
        else:
            spectators = len(setup.spectators)
            self.match = FischkoppMatch.new(
                len(setup.seats), spectators, self.rules_rng, more_time_frames(setup)
            )
        match = self.match
        # The coach, per person who asked for it; its numbers show on a coached seat's turn.
        self.coached = coached_seats(setup)
        self.coach_cost = read_costs(extra.get(COACH_KEY), match.seat_count)
        self.stats = ScreenStats.from_dict(
            extra.get(STATS_KEY), match.seat_count, match.voice_count
        )
        self._init_shouts(extra)
        self.dice = DicePair(self.fx_rng)
        self.particles = Particles(self.fx_rng)
        self.markers: dict[int, Marker] = {}
        self.leaving: list[Marker] = []
        self.banners: list[Banner] = []
        self.floaters: list[Floater] = []
        # What the screen shows; follows the beats, not the rules state.
        self.shown_seat = match.current_seat if match.current_seat is not None else 0
        self.shown_round = match.round.number
        self.shown_choices: tuple[int, ...] = ()
        self.cursor = 0
        self.coach_shown: dict[int, float] | None = None
        self.stuck = False
        # (round, seat) of every score shown in the rows: a new one only once it flew home.
        self.landed = {(r.number, s) for r in match.rounds for s in r.scores}
        self.graete_age: int | None = None
        self.stechen = None
        self.stechen_age = 0
        # The player's controls and the pace of the show.
        self.mode = MODE_IDLE
        self.status = ""
        self.turbo = False
        self.skipping = False
        self.shake = 0
        self.views = Views()
        self.art = scene_draw.Art()

    # ----- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        scene_draw.prepare(self.art, self.app.text)
        self._queue_tables()
        self._animate(self.match.start_events(), opening=True)

    def speed(self) -> int:
        if isinstance(self.tally, FinalTally):
            return 1  # the winner's moment is never fast-forwarded; a press moves on
        if self.skipping or self.turbo:
            return SKIP_SPEED if self.skipping else TURBO_SPEED
        match = self.match
        if not match.is_over and not match.window_open and self.cpu.is_cpu(match.current_seat):
            return CPU_PACE  # people watch a CPU's turn, they do not wait for it
        return 1

    def update(self) -> None:
        super().update()
        self.particles.update()
        self.nudge = max(0, self.nudge - 1)  # once a frame, whatever the show's pace

    def draw_game(self, canvas: pygame.Surface) -> None:
        scene_draw.draw(canvas, self.view(), self.app, self.art)

    def view(self) -> FrameView:
        """What this frame shows, from the match, the show and the shouting."""
        match = self.match
        return self.views.build(
            self.app,
            match,
            self.frame,
            self,
            self,
            Turn(self.mode, self.status, bool(self.nudge), self.turbo),
            attract=self.attract,
            tally=self.tally,
            final=isinstance(self.tally, FinalTally),
            levels=self.cpu.levels,
            is_cpu=self.cpu.is_cpu,
            spectators=self.spectators(),
            ring_left=self.ring_left(),
        )

    # ----- queries used by drawing and tests ---------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.app.seat_name(seat)

    @property
    def awaiting_human(self) -> bool:
        """A human on turn can act now (their controls are live)."""
        return self.mode in (MODE_ROLL, MODE_COVER) and not self.timeline.busy

    def gate(self, action: object) -> bool:
        """A lesson step that wants a cover lets its roll through: the cover can only come
        after one (the step asks for both)."""
        guide = self.tutorial
        step = guide.step if guide is not None else None
        if (
            isinstance(action, Roll)
            and step is not None
            and guide.shown
            and step.kind == "act"
            and not step.expect(action)
        ):
            return True
        return super().gate(action)

    def lesson_holds(self) -> bool:
        """A lesson's read or act step is up or next: the show does not start the next turn
        by itself (the learner reads about the one that ended first)."""
        guide = self.tutorial
        return guide is not None and guide.step is not None and guide.step.kind != "watch"

    def takes_moves(self) -> bool:
        """The learner's controls are live (``_on_idle`` hands them over a frame after the
        timeline goes idle, so an idle timeline alone is not enough)."""
        return self.awaiting_human

    def highlighted(self) -> tuple[int, ...]:
        """The fields shown as choices right now."""
        return self.shown_choices

    def ring_left(self) -> int:
        """Match frames until the open shout window closes (0: none open)."""
        closes_at = self.match.shouts.closes_at
        return 0 if closes_at is None else max(0, closes_at - self.match_frame)

    # ----- the flow of play --------------------------------------------------------------------
    def tick(self) -> None:
        if not self.match.is_over:
            self._live(self.match.advance(self.match_frame))
        if not self.timeline.busy and self.tally is None and not self.result_sent:
            self.skipping = False  # a skip ends with the animation it skipped
            self._on_idle()
        self.timeline.tick()
        self.dice.tick()
        for marker in [*self.markers.values(), *self.leaving]:
            marker.tick()
        self.leaving = [m for m in self.leaving if not m.gone]
        for group in (self.banners, self.floaters, self.callouts):
            for item in group:
                item.update()
            group[:] = [item for item in group if not item.done]
        if self.graete_age is not None:
            self.graete_age += 1
        self.stechen_age += 1
        self.shake = max(0, self.shake - 1)
        if self.coach and self.coach_shown is None and self.mode == MODE_COVER:
            self.coach_shown = coach_values(self.match)  # the table finished meanwhile

    def _on_idle(self) -> None:
        """Nothing is animating: offer the human their controls, or let the CPU move."""
        match = self.match
        if match.is_over:
            return
        if match.window_open:
            self.mode = MODE_SHOUT
            return
        seat = match.current_seat
        if self.cpu.is_cpu(seat):
            if not self.held_for_learner():  # a CPU never plays past a lesson's reader
                self._plan_cpu(seat)
            return
        name = self.seat_name(seat)
        if self.app.input.device_of(seat) is None:
            self.mode = MODE_SEAT
            self.status = self.app.t("fischkopp.take_seat", name=name)
        elif match.phase is Phase.ROLL:
            if self.mode != MODE_ROLL and not match.board:  # a turn starts: a nudge
                self.app.input.rumble_seat(seat, 0.4)
            self.mode, self.status = MODE_ROLL, self.app.t("fischkopp.your_roll", name=name)
        else:
            self.mode, self.status = MODE_COVER, self.app.t("fischkopp.your_cover", name=name)
            self._cover_pressed_early(seat)

    def _act(self, action: Roll | Cover) -> None:
        """Apply a roll or cover on this match frame, save, and queue its animation."""
        match = self.match
        seat = match.current_seat
        if not self.cpu.is_cpu(seat) and not self.gate(action):
            return  # a tutorial wants another move: it says why, the learner tries again
        coach = self.coach_shown
        if isinstance(action, Cover) and seat in self.coached and coach and action.field in coach:
            self.coach_cost[seat] += coach[action.field] - min(coach.values())  # lowest wins
        events = self.apply_move(dataclasses.replace(action, frame=self.match_frame))
        self.count_dice(events)
        if isinstance(action, Roll):
            self.stats.on_roll(seat)
        self.mode, self.status = MODE_IDLE, ""
        self._live(events)  # a Fischkopp opens the window now; the CPUs plan their shouts
        turn_over = any(isinstance(e, TurnEnded) for e in events)
        if (isinstance(action, Cover) or turn_over) and not match.is_over:
            self.autosave()
        self._animate(events)

    # ----- saving and the end ------------------------------------------------------------------
    def save_state(self) -> dict:
        return self.match.to_dict()

    def save_extra(self) -> dict:
        return {
            STATS_KEY: self.stats.to_dict(),
            COACH_KEY: list(self.coach_cost),
            **self._shout_extra(),
        }

    @property
    def coach(self) -> bool:
        """The seat on turn has the coach on."""
        return self.match.current_seat in self.coached

    def finish(self) -> None:
        """A tutorial's match may end under its last step: the lesson, not the results,
        decides what comes next (and nothing of it is recorded)."""
        if self.tutorial is not None and not self.tutorial.finished:
            return
        super().finish()

    def build_result(self) -> MatchResult:
        return results.build_result(self)


def more_time_frames(setup: MatchSetup) -> tuple[int, ...]:
    """Each seat's extra shout time (a person's setting, in seconds); CPUs never get any."""
    return tuple(
        0 if seat.is_cpu else frames(float(setup.option_of(seat.index, "more_time", 0) or 0))
        for seat in setup.seats
    )


def create_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> FischkoppScene:
    return FischkoppScene(setup, saved, extra)
