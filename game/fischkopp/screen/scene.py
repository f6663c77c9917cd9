"""Fischkopp on screen: the board, the two dice, the shout window and the staged turns.

The rules object is the truth. A roll or a cover is applied at once and its events are
queued as beats (dice tumble, marker drops, splash, Gräte, score flies home); the view
follows those beats. Shouts are different: they are real time, applied and shown the
moment they happen, judged on the match frame (which the pause stops).

The scene owns the match, the pace and whose controls are live (``mode``, ``status``), and
four parts, each with its own state: ``beats`` (the show), ``shouts`` (the room's voices),
``controls`` (the presses) and ``cpu_moves`` (the CPU seats). Each frame it builds a view
(``view.FrameView``) that the draw modules draw; they never see the scene.
"""

from __future__ import annotations

import dataclasses
import random

import pygame

from game.core.setup import MatchResult, MatchSetup
from game.engine.input import InputEvent
from game.engine.widgets import PROMPT_GLYPHS, glyphs_in_words
from game.fischkopp.logic import Cover, FischkoppMatch, Phase, Roll
from game.fischkopp.logic.board import Outcome, cover
from game.fischkopp.logic.events import TurnEnded
from game.fischkopp.logic.shout_log import more_time
from game.fischkopp.screen import draw as scene_draw
from game.fischkopp.screen import results
from game.fischkopp.screen.beats import Beats
from game.fischkopp.screen.coach import coach_values
from game.fischkopp.screen.controls import Controls
from game.fischkopp.screen.cpu_moves import CpuMoves
from game.fischkopp.screen.layout import HINT_HEAD, HINT_SEATS
from game.fischkopp.screen.modes import MODE_COVER, MODE_IDLE, MODE_ROLL, MODE_SEAT, MODE_SHOUT
from game.fischkopp.screen.shouts import Shouts
from game.fischkopp.screen.stats import ScreenStats
from game.fischkopp.screen.tuning import (
    CPU_PACE,
    SKIP_SPEED,
    TABLE_STEPS_PER_FRAME,
    TURBO_SPEED,
)
from game.fischkopp.screen.view import FrameView, Turn, Views
from game.shell.match.coaching import COACH_KEY, coached_seats, read_costs
from game.shell.match.phone_turns import PhoneTurn
from game.shell.match.scene import MatchScene
from game.shell.match.tally import FinalTally

__all__ = ["STATS_KEY", "FischkoppScene", "create_scene"]

STATS_KEY = "stats"


class FischkoppScene(MatchScene):
    """The match screen: the match and its pace here; the show, the voices, the presses
    and the CPU seats in the parts it owns."""

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
                len(setup.seats), spectators, self.rules_rng, more_time(setup)
            )
        match = self.match
        # The coach, per person who asked for it; its numbers show on a coached seat's turn.
        self.coached = coached_seats(setup)
        self.coach_cost = read_costs(extra.get(COACH_KEY), match.seat_count)
        self.stats = ScreenStats.from_dict(
            extra.get(STATS_KEY), match.seat_count, match.voice_count
        )
        # The player's controls and the pace of the show.
        self.mode = MODE_IDLE
        self.status = ""
        self.turbo = False
        self.skipping = False
        self.turn_up: tuple[int, int] | None = None  # (round, turn): the turn last offered
        self.shouts = Shouts(self, extra)
        self.beats = Beats(self)
        self.controls = Controls(self)
        self.cpu_moves = CpuMoves(self)
        self.views = Views()
        self.art = scene_draw.Art()

    # ----- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        scene_draw.prepare(self.art, self.app.text)
        self.cpu_moves.queue_tables()
        self.beats.animate(self.match.start_events(), opening=True)

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
        if not self.attract:
            self.controls.phone_calls()  # a field picked on a phone's cover buttons
        super().update()
        self.beats.particles.update()
        self.controls.tick()

    def phone_turn(self) -> PhoneTurn:
        """The footer is the seat on turn's, its fields to cover offered as buttons; it is
        everyone's in a shout window and while a CPU plays (anyone may hurry it)."""
        match = self.match
        seat = match.current_seat
        if match.is_over or match.window_open or seat is None:
            return PhoneTurn()
        if self.cpu.is_cpu(seat):
            return PhoneTurn(who=seat)
        turn = (match.round_index, match.turn)
        up = ((seat, turn),) if self.turn_up == turn else ()
        choices = self.beats.shown_choices if self.mode == MODE_COVER else ()
        return PhoneTurn(frozenset({seat}), seat, up, choices)

    def draw_game(self, canvas: pygame.Surface) -> None:
        scene_draw.draw(canvas, self.view(), self.app, self.art)

    def view(self) -> FrameView:
        """What this frame shows, from the match, the show and the shouting."""
        match = self.match
        return self.views.build(
            self.app,
            match,
            self.frame,
            self.beats,
            self.shouts,
            Turn(self.mode, self.status, bool(self.controls.nudge), self.turbo),
            attract=self.attract,
            tally=self.tally,
            final=self.tally if isinstance(self.tally, FinalTally) else None,
            levels=self.cpu.levels,
            is_cpu=self.cpu.is_cpu,
            spectators=self.spectators(),
            ring_left=self.ring_left(),
            invite=not (self.tutorial is not None and self.tutorial.watch_together),
        )

    def on_input(self, event: InputEvent) -> None:
        self.controls.on_input(event)

    # ----- queries used by the parts, the lesson and tests -------------------------------------
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

    def beat_holds(self) -> bool:
        """A watch-together start's beat is being read: its demo player's next move waits
        (everything else goes on: a shout window's time, its voices, a score flying home)."""
        guide = self.tutorial
        return guide is not None and guide.watch_together and self.held_for_learner()

    def takes_moves(self) -> bool:
        """The learner's controls are live (``on_idle`` hands them over a frame after the
        timeline goes idle, so an idle timeline alone is not enough)."""
        return self.awaiting_human

    def highlighted(self) -> tuple[int, ...]:
        """The fields shown as choices right now."""
        return self.beats.shown_choices

    def ring_left(self) -> int:
        """Match frames until the open shout window closes (0: none open)."""
        closes_at = self.match.shouts.closes_at
        return 0 if closes_at is None else max(0, closes_at - self.match_frame)

    # ----- the flow of play --------------------------------------------------------------------
    def tick(self) -> None:
        if not self.match.is_over:
            self.shouts.live(self.match.advance(self.match_frame))
        if self.mode == MODE_SHOUT and self.hints is not None:
            # The whole room shouts, so the words are for everyone: once, the first window.
            keys = glyphs_in_words(PROMPT_GLYPHS["flip"])
            self.hint(None, "fischkopp.hint.shout", HINT_HEAD, keys=keys)
        elif self.hints is not None and self.match.shouts.closed_at is not None:
            self._teach_marks()
        if not self.timeline.busy and self.tally is None and not self.result_sent:
            self.skipping = False  # a skip ends with the animation it skipped
            self.on_idle()
        self.timeline.tick()
        self.beats.tick()
        self.shouts.tick()
        beats = self.beats
        if self.coach and beats.coach_shown is None and self.mode == MODE_COVER:
            ready = self.cpu_moves.shared_ready()  # the table's job finished meanwhile
            beats.coach_shown = coach_values(self.match, ready)

    def on_idle(self) -> None:
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
                self.cpu_moves.plan(seat)
            return
        name = self.seat_name(seat)
        if self.app.input.device_of(seat) is None:
            self.mode = MODE_SEAT
            self.status = self.app.t("fischkopp.take_seat", name=name)
        elif match.phase is Phase.ROLL:
            if self.mode != MODE_ROLL and not match.board:  # a turn starts: a nudge
                self.app.input.rumble_seat(seat, 0.4)
                self.turn_up = (match.round_index, match.turn)  # a phone says so from now
            self.mode, self.status = MODE_ROLL, self.app.t("fischkopp.your_roll", name=name)
        else:
            self.mode, self.status = MODE_COVER, self.app.t("fischkopp.your_cover", name=name)
            self.controls.cover_pressed_early(seat)
            self._teach(seat)

    def _teach(self, seat: int) -> None:
        """A new person choosing a field: at their first choice, what counts and the fish
        fields; when a choice would make a Fischkopp, what it does. One hint at a time: a
        second waits while the first (or the table's word on the marks) is still read
        (they would stand in one place)."""
        hints = self.hints
        if hints is None or any(shown.anchor == HINT_SEATS for shown in hints.shown):
            return
        if hints.wants(seat, "fischkopp.hint.first_cover"):
            self.hint(seat, "fischkopp.hint.first_cover", HINT_SEATS)
            return
        match = self.match
        heads = [f for f in match.choices if cover(match.board, f)[0] is Outcome.FISCHKOPP]
        if heads:
            self.hint(seat, "fischkopp.hint.fischkopp", HINT_SEATS, field=heads[0])

    def _teach_marks(self) -> None:
        """The first window closed: the marks it left under the names, and what they cost
        (after a new person's own word in that place, which is read first)."""
        if not any(shown.anchor == HINT_SEATS for shown in self.hints.shown):
            self.hint(None, "fischkopp.hint.marks", HINT_SEATS)

    def _first_round_over(self) -> None:
        """Everyone new has played their one turn: the hints end (Fischkopp's first round
        is the whole game)."""
        hints, scores = self.hints, self.match.scores
        if hints is not None and all(scores[seat] is not None for seat in hints.seats):
            hints.end_round()

    def act(self, action: Roll | Cover) -> None:
        """Apply a roll or cover on this match frame, save, and queue its animation."""
        match = self.match
        seat = match.current_seat
        if not self.cpu.is_cpu(seat) and not self.gate(action):
            return  # a tutorial wants another move: it says why, the learner tries again
        coach = self.beats.coach_shown
        if isinstance(action, Cover) and seat in self.coached and coach and action.field in coach:
            self.coach_cost[seat] += coach[action.field] - min(coach.values())  # lowest wins
        events = self.apply_move(dataclasses.replace(action, frame=self.match_frame))
        self.count_dice(events)
        if isinstance(action, Roll):
            self.stats.on_roll(seat)
        self.mode, self.status = MODE_IDLE, ""
        self.shouts.live(events)  # a Fischkopp opens the window now; the CPUs plan their shouts
        turn_over = any(isinstance(e, TurnEnded) for e in events)
        if turn_over:
            self._first_round_over()
        # Every turn is saved, and a human's roll too: whoever leaves and comes back finds
        # the dice they threw. CPU rolls are not (their cover follows at once).
        human = not self.cpu.is_cpu(seat)
        if (isinstance(action, Cover) or turn_over or human) and not match.is_over:
            self.autosave()
        self.beats.animate(events)

    # ----- saving and the end ------------------------------------------------------------------
    def save_state(self) -> dict:
        return self.match.to_dict()

    def save_extra(self) -> dict:
        return {
            STATS_KEY: self.stats.to_dict(),
            COACH_KEY: list(self.coach_cost),
            **self.shouts.extra(),
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


def create_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> FischkoppScene:
    return FischkoppScene(setup, saved, extra)
