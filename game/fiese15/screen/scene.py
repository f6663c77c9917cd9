"""Fiese 15 on screen: the strip, the dice tower, the tray, the score sheet, and the turns.

The rules object is the truth. Every move is applied at once and the returned events are
queued as beats on a timeline (roll, settle, place, bust ...); the screen's own view state
(whose strip is shown, which dice lie where) follows those beats, so what players see
always lags the rules by exactly the animation. Nothing acts while the timeline is busy.
The score sheet too is drawn from shown state (``shown_scores``): a turn's score appears
when its flying number lands, never while the dice still roll. A CPU's turn runs at
``CPU_PACE`` (2-4 s a turn) with its thinking bubble where a human's buttons would be.
"""

from __future__ import annotations

import random

import pygame

from game.core.setup import MatchSetup
from game.engine.particles import Particles
from game.fiese15.logic.events import DicePlaced, RoundStarted, TurnEnded
from game.fiese15.logic.rules import Action as RulesAction
from game.fiese15.logic.rules import (
    Options,
    Phase,
    Roll,
    Stop,
    new_match,
)
from game.fiese15.logic.saved import match_from_dict
from game.fiese15.logic.stats import MatchStats
from game.fiese15.screen import draw as scene_draw
from game.fiese15.screen.action_panel import (
    MODE_DECIDE,
    MODE_IDLE,
    MODE_PLACE,
    MODE_ROLL,
    MODE_SEAT,
    device_glyphs,
)
from game.fiese15.screen.beats import BeatsMixin
from game.fiese15.screen.coach import Advice, advise, choice_of
from game.fiese15.screen.controls import InputMixin
from game.fiese15.screen.cpu_moves import CpuMixin
from game.fiese15.screen.dice_view import TRAY_CHOOSE, TRAY_ROLLING, DiceView
from game.fiese15.screen.hud import Banner, Floater
from game.fiese15.screen.picker import ROLL, STOP, PlacePicker
from game.fiese15.screen.prompts import prompt_items
from game.fiese15.screen.stakes import card_values
from game.fiese15.screen.tuning import (
    CPU_CALM_ROLLS,
    CPU_PACE,
    CPU_PACE_MAX,
    REVEAL_FRAMES,
    SKIP_SPEED,
    TABLE_STEPS_PER_FRAME,
    TURBO_SPEED,
)
from game.fiese15.screen.view import (
    BubbleView,
    Fiese15View,
    Memo,
    card_view,
    coach_marked,
    cursor_of,
    dice_shown,
    panel_view,
    sheet_view,
    strip_view,
    tray_view,
)
from game.shell.match.coaching import COACH_KEY, coached_seats, read_costs
from game.shell.match.scene import MatchScene
from game.shell.match.tally import FinalTally

__all__ = ["STATS_KEY", "Fiese15Scene", "create_scene"]

STATS_KEY = "stats"  # the screen's stats, saved in the envelope beside the rules state
OLD_STATS_KEY = "screen_stats"  # where saves of 0.1 kept them: inside the rules dict


class Fiese15Scene(InputMixin, CpuMixin, BeatsMixin, MatchScene):
    """The match screen. Input, CPU play and the event beats live in the mixin modules."""

    game_id = "fiese15"
    cpu_steps_per_frame = TABLE_STEPS_PER_FRAME

    def __init__(
        self,
        setup: MatchSetup,
        saved: dict | None = None,
        extra: dict | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(setup, saved, extra, rng)
        if saved is not None:
            self.match = match_from_dict(saved)
            kept = (extra or {}).get(STATS_KEY, saved.get(OLD_STATS_KEY))
            self.stats = MatchStats.from_dict(kept, len(self.match.seats))
        else:
            options = Options.from_dict(setup.options)
            self.match = new_match(list(setup.seats), options, self.rules_rng)
            self.stats = MatchStats(len(setup.seats))
        self.tables: dict = {}  # hard CPU and coach tables of this match (built as jobs)
        # The coach, per human seat that asked for it: advice for the choice open now, and
        # the expected points each seat's choices gave away against best play.
        self.coached = coached_seats(setup)
        self.advice: Advice | None = None
        self.coach_cost = read_costs((extra or {}).get(COACH_KEY), len(setup.seats))
        self.dice = DiceView(self.fx_rng)
        self.particles = Particles(self.fx_rng)
        self.banners: list[Banner] = []
        self.floaters: list[Floater] = []
        # What the screen shows; follows the beats, not the rules state.
        self.shown_round = self.match.round_index
        self.shown_seat = self.match.current_seat
        self.shown_targets: tuple[int, ...] = self.match.targets()
        self.shown_tiles: tuple[int, ...] | None = (
            tuple(self.match.tiles) if self.match.tiles is not None else None
        )
        self.view_placed: dict[str, int] = {}
        # The score sheet as shown: a score is written when its flying number lands.
        self.shown_scores = [list(row) for row in self.match.scores]
        self.shown_cells = [list(row) for row in self.stats.cells]
        self.shown_over = self.match.is_over
        self.thought = ""  # what a CPU on turn says in its bubble
        self.rolls_shown = 0  # rolls of the turn on screen so far (a CPU's pace rises)
        self.card_result: tuple[int, str] | None = None
        self.tray = TRAY_ROLLING
        self.valid: tuple[str, ...] = ()
        self.hidden_cell: tuple[int, int] | None = None
        self.reveal_age = REVEAL_FRAMES
        self.shake = 0
        self.flash = 0
        self.nudge = 0  # frames the panel still shakes its head at an ignored press
        # The player's controls.
        self.mode = MODE_IDLE
        self.status = ""
        self.picker: PlacePicker | None = None
        self.decision = ROLL
        self.turbo = False
        self.skipping = False
        self.layers = Memo()  # rendered layers of the frame (draw's, keyed by what they show)
        self.memo = Memo()  # pieces of the view that change only with the match

    # ----- lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        scene_draw.prepare(self.layers)
        self._queue_tables()
        self._animate(self.match.start_events(), opening=True)

    def speed(self) -> int:
        if isinstance(self.tally, FinalTally):
            return 1  # the winner's moment is never fast-forwarded; a press moves on
        if self.skipping:
            return SKIP_SPEED
        if self.turbo:
            return TURBO_SPEED
        if self.tally is None and self.cpu_shown:
            # A long CPU turn speeds up from its third roll: people have seen how it goes.
            return min(CPU_PACE_MAX, CPU_PACE + max(0, self.rolls_shown - CPU_CALM_ROLLS))
        return 1

    @property
    def cpu_shown(self) -> bool:
        """The turn on screen is a CPU's (the rules may already be at the next seat)."""
        return self.match.seats[self.shown_seat].is_cpu and not self.shown_over

    @property
    def shown_totals(self) -> list[int]:
        return [sum(s for s in row if s is not None) for row in self.shown_scores]

    def update(self) -> None:
        super().update()
        # Overlays age in frames, not ticks: a CPU's fast pace must not rush its banner.
        steps = self.speed() if self.skipping or self.turbo else 1
        for _ in range(steps):
            for group in (self.banners, self.floaters):
                for item in group:
                    item.update()
                group[:] = [item for item in group if not item.done]
        self.shake = max(0, self.shake - 1)
        self.flash = max(0, self.flash - 1)
        self.nudge = max(0, self.nudge - 1)
        self.particles.update()

    def draw_game(self, canvas: pygame.Surface) -> None:
        scene_draw.draw(canvas, self.view(), self.app, self.layers)

    def view(self) -> Fiese15View:
        """What this frame shows, from the shown state, the controls and the coach."""
        app, match = self.app, self.match
        t = app.t
        frame = self.frame
        seat = self.shown_seat
        names = tuple(self.seat_name(i) for i in range(len(match.seats)))
        zocker = match.options.zocker
        placed, targets = self.view_placed, self.shown_targets
        dice = dice_shown(self.dice.sprites, frame)
        picker = self.picker
        tally = self.tally
        info = match.seats[seat]
        level = info.level if info.is_cpu else None
        result = self.card_result
        card = self.memo.get(
            "card",
            (seat, names[seat], level, result, tuple(placed.items()), targets, zocker, t.lang),
            lambda: card_view(t, seat, names[seat], level, result, placed, targets, zocker),
        )
        panel, bubble = None, None
        if tally is None:
            if self.cpu_shown:
                waiting = t("fiese15.cpu.thinking", name=names[seat])
                bubble = BubbleView(self.thought, waiting)
            else:
                panel = panel_view(
                    t,
                    self.mode,
                    device_glyphs(app.input.device_of(match.current_seat)),
                    self.status,
                    picker,
                    match.dice if picker is not None else {},
                    self.decision,
                    placed,
                    targets,
                    zocker,
                    self.flash > 0,
                    self.advice,
                )
        cpu_on_turn = match.seats[match.current_seat].is_cpu
        prompt_key = (self.attract, tally is not None, match.is_over, cpu_on_turn, self.turbo)
        prompts = self.memo.get(
            "prompts",
            (prompt_key, self.mode, t.lang),
            lambda: prompt_items(t, *prompt_key, self.mode),
        )
        best = coach_marked(self.advice, self.mode) if self.tray == TRAY_CHOOSE else ()
        return Fiese15View(
            frame,
            dice,
            strip_view(
                self.shown_round,
                targets,
                self.shown_tiles,
                seat,
                min(1.0, self.reveal_age / REVEAL_FRAMES),
                cursor_of(picker),
            ),
            sheet_view(
                names,
                self.shown_scores,
                self.shown_cells,
                seat,
                self.shown_round,
                self.shown_tiles,
                self.shown_over,
                self.hidden_cell,
            ),
            tray_view(dice, self.tray, self.valid, picker, seat, best, targets, self.shake > 0),
            card,
            panel,
            bubble,
            self.nudge > 0,
            self.turbo,
            self.banners,
            self.floaters,
            self.particles,
            tally,
            prompts,
            self.shake,
        )

    # ----- queries used by drawing and tests ---------------------------------------------------

    @property
    def awaiting_human(self) -> bool:
        """A human seat can act now (its controls are live)."""
        return self.mode in (MODE_ROLL, MODE_PLACE, MODE_DECIDE) and not self._cpu_on_turn()

    def takes_moves(self) -> bool:
        return self.awaiting_human

    def _cpu_on_turn(self) -> bool:
        return self.match.seats[self.match.current_seat].is_cpu

    def seat_name(self, seat: int) -> str:
        return self.app.seat_name(seat)

    def card_values(self) -> tuple[int | None, int, bool]:
        """(what stopping pays, what a bust pays, five placed) for the dice shown placed."""
        return card_values(self.view_placed, self.shown_targets, self.match.options.zocker)

    # ----- the flow of play --------------------------------------------------------------------

    def tick(self) -> None:
        if self.held_for_learner():
            return  # a lesson step is up: the turn waits on the moment the step talks about
        if not self.timeline.busy and self.tally is None and not self.result_sent:
            self.skipping = False  # a skip ends with the animation it skipped
            self._on_idle()
            if self.advice is None and self.match.current_seat in self.coached:
                self.advice = advise(self.match, self.tables)  # once the table is built
        self.timeline.tick()
        self.dice.tick()
        self.reveal_age += 1

    def _on_idle(self) -> None:
        """Nothing is animating: offer the human their controls, or let the CPU move."""
        match = self.match
        if match.is_over:
            return
        seat = match.current_seat
        if match.seats[seat].is_cpu:
            self._plan_cpu(seat)
            return
        if self.app.input.device_of(seat) is None:
            self.mode = MODE_SEAT
            self.status = self.app.t("fiese15.take_seat", name=self.seat_name(seat))
        elif match.phase is Phase.AWAIT_ROLL:
            if self.mode != MODE_ROLL:  # the turn starts: a nudge in the player's hands
                self.app.input.rumble_seat(seat, 0.4)
            self.mode = MODE_ROLL
            self.status = self.app.t("fiese15.your_turn", name=self.seat_name(seat))
        elif match.phase is Phase.AWAIT_PLACE:
            if self.picker is None:
                self.picker = PlacePicker(match.valid_colours())
            self.mode = MODE_PLACE
        else:
            self.mode = MODE_DECIDE

    def _act(self, action: RulesAction) -> bool:
        """Apply a move to the rules, count it, save, and queue its animation; False when a
        lesson refused it."""
        match = self.match
        seat = match.current_seat
        if not match.seats[seat].is_cpu and not self.gate(action):
            # A lesson wants another move: it says why, and the turn goes back to where its
            # instruction starts (nothing picked, the focus on rolling on), so doing what the
            # step says works again however the learner got here.
            if self.picker is not None:
                self.picker = PlacePicker(match.valid_colours())
            if isinstance(action, (Roll, Stop)):
                self.decision = ROLL if isinstance(action, Stop) else STOP
            return False
        stake = match.running_score() if match.phase is Phase.AWAIT_DECISION else 0
        if seat in self.coached and self.advice is not None:
            choice = choice_of(action)
            if choice in self.advice.values:
                self.coach_cost[seat] += self.advice.cost(choice)
        self.advice = None
        events = self.apply_move(action)
        self.count_dice(events)
        if isinstance(action, Roll):
            self.stats.on_roll(seat, stake)
        elif isinstance(action, Stop):
            self.app.audio.play("ui_confirm")
        for event in events:
            if isinstance(event, DicePlaced):
                self.stats.on_place(seat, len(event.colours))
            elif isinstance(event, TurnEnded):
                self.stats.on_turn_end(seat, event.round_index, event.score, event.reason)
        self.mode, self.status, self.picker, self.decision = MODE_IDLE, "", None, ROLL
        turn_over = any(isinstance(e, TurnEnded) for e in events)
        # Every turn is saved; a human's moves within a turn too (their roll, their dice).
        # CPU moves within a turn are not: a save costs several ms and CPUs move often.
        if (turn_over or not match.seats[seat].is_cpu) and not match.is_over:
            self.autosave()
        if any(isinstance(e, RoundStarted) for e in events):
            self._queue_tables()
        self._animate(events)
        return True

    def save_state(self) -> dict:
        return self.match.to_dict()

    def save_extra(self) -> dict:
        return {STATS_KEY: self.stats.to_dict(), COACH_KEY: list(self.coach_cost)}


def create_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> Fiese15Scene:
    return Fiese15Scene(setup, saved, extra)
