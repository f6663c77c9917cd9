"""Fiese 15 on screen: the strip, the dice tower, the tray, the score sheet, and the turns.

The rules object is the truth. Every move is applied at once and the returned events are
queued as beats on a timeline (roll, settle, place, bust ...); the screen's own shown
state (whose strip is shown, which dice lie where) follows those beats, so what players
see always lags the rules by exactly the animation. Nothing acts while the timeline is
busy. The score sheet too is drawn from shown state (``beats.shown_scores``): a turn's
score appears when its flying number lands, never while the dice still roll. A CPU's turn
runs at ``CPU_PACE`` (2-4 s a turn) with its thinking bubble where a human's buttons
would be.

The scene owns the match (rules, stats, the CPU and coach tables, the coach's advice) and
three parts, each owning its own state: ``controls`` (the panel and presses),
``cpu_moves`` (a CPU's planned move and its bubble) and ``beats`` (the table as shown).
Each frame it builds a ``view.Fiese15View`` and ``draw.draw`` paints it.
"""

from __future__ import annotations

import random

import pygame

from game.core.setup import Line, MatchResult, MatchSetup
from game.engine.widgets import prompts_for
from game.fiese15.logic.events import DicePlaced, RoundStarted, TurnEnded
from game.fiese15.logic.rules import Action as RulesAction
from game.fiese15.logic.rules import Options, Phase, Roll, Stop, new_match
from game.fiese15.logic.saved import match_from_dict
from game.fiese15.logic.stats import MatchStats
from game.fiese15.screen import draw as scene_draw
from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, MODE_ROLL, device_glyphs
from game.fiese15.screen.beats import Beats
from game.fiese15.screen.coach import Advice, advise, choice_of
from game.fiese15.screen.controls import Controls
from game.fiese15.screen.cpu_moves import CpuMoves
from game.fiese15.screen.dice_view import TRAY_CHOOSE
from game.fiese15.screen.layout import CARD_RECT
from game.fiese15.screen.prompts import prompt_items
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
from game.shell.match.coaching import COACH_KEY, coached_seats, cost_lines, read_costs
from game.shell.match.phone_turns import PhoneTurn
from game.shell.match.scene import MatchScene
from game.shell.match.tally import FinalTally

OWN_MODES = (MODE_ROLL, MODE_PLACE, MODE_DECIDE)  # the seat on turn alone presses
__all__ = ["STATS_KEY", "Fiese15Scene", "create_scene"]

STATS_KEY = "stats"  # the screen's stats, saved in the envelope beside the rules state
OLD_STATS_KEY = "screen_stats"  # where saves of 0.1 kept them: inside the rules dict


class Fiese15Scene(MatchScene):
    """The match screen: the match and its flow; the parts do the rest (see the module)."""

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
            rounds = self.match.options.rounds
            self.stats = MatchStats.from_dict(kept, len(self.match.seats), rounds)
        else:
            options = Options.from_dict(setup.options)
            self.match = new_match(list(setup.seats), options, self.rules_rng)
            self.stats = MatchStats(len(setup.seats), options.rounds)
        self.tables: dict = {}  # hard CPU and coach tables of this match (built as jobs)
        # The coach, per human seat that asked for it: advice for the choice open now, and
        # the expected points each seat's choices gave away against best play.
        self.coached = coached_seats(setup)
        self.advice: Advice | None = None
        self.coach_cost = read_costs((extra or {}).get(COACH_KEY), len(setup.seats))
        self.shake = 0  # frames the whole screen still shakes (a bust, the winner)
        self.controls = Controls(self)
        self.cpu_moves = CpuMoves(self, self.controls)
        self.beats = Beats(self, self.controls, self.cpu_moves, self.stats.cells)
        self.layers = Memo()  # rendered layers of the frame (draw's, keyed by what they show)
        self.memo = Memo()  # pieces of the view that change only with the match

    # ----- lifecycle ---------------------------------------------------------------------------

    def enter(self) -> None:
        scene_draw.prepare(self.layers)
        self.cpu_moves.queue_tables()
        self.beats.animate(self.match.start_events(), opening=True)

    def speed(self) -> int:
        controls = self.controls
        if isinstance(self.tally, FinalTally):
            return 1  # the winner's moment is never fast-forwarded; a press moves on
        if controls.skipping:
            return SKIP_SPEED
        if controls.turbo:
            return TURBO_SPEED
        if self.tally is None and self.cpu_shown:
            # A long CPU turn speeds up from its third roll: people have seen how it goes.
            rolls = self.beats.rolls_shown
            return min(CPU_PACE_MAX, CPU_PACE + max(0, rolls - CPU_CALM_ROLLS))
        return 1

    @property
    def cpu_shown(self) -> bool:
        """The turn on screen is a CPU's (the rules may already be at the next seat)."""
        beats = self.beats
        return self.match.seats[beats.shown_seat].is_cpu and not beats.shown_over

    def update(self) -> None:
        super().update()
        # Overlays age in frames, not ticks: a CPU's fast pace must not rush its banner.
        hurried = self.controls.skipping or self.controls.turbo
        self.beats.update(self.speed() if hurried else 1)
        self.shake = max(0, self.shake - 1)
        self.controls.update()

    def on_input(self, event) -> None:
        self.controls.handle(event)

    def draw_game(self, canvas: pygame.Surface) -> None:
        scene_draw.draw(canvas, self.view(), self.app, self.layers)

    def view(self) -> Fiese15View:
        """What this frame shows, from the shown state, the controls and the coach."""
        app, match, beats, controls = self.app, self.match, self.beats, self.controls
        t = app.t
        frame = self.frame
        seat = beats.shown_seat
        names = tuple(self.seat_name(i) for i in range(len(match.seats)))
        zocker = match.options.zocker
        placed, targets = beats.placed, beats.shown_targets
        dice = dice_shown(beats.dice.sprites, frame)
        picker = controls.picker
        tally = self.tally
        info = match.seats[seat]
        level = info.level if info.is_cpu else None
        result = beats.card_result
        card = self.memo.get(
            "card",
            (seat, names[seat], level, result, tuple(placed.items()), targets, zocker, t.lang),
            lambda: card_view(t, seat, names[seat], level, result, placed, targets, zocker),
        )
        panel, bubble = None, None
        if tally is None:
            if self.cpu_shown:
                waiting = t("fiese15.cpu.thinking", name=names[seat])
                bubble = BubbleView(self.cpu_moves.thought, waiting)
            else:
                panel = panel_view(
                    t,
                    controls.mode,
                    device_glyphs(app.input.device_of(match.current_seat)),
                    controls.status,
                    picker,
                    match.dice if picker is not None else {},
                    controls.decision,
                    placed,
                    targets,
                    zocker,
                    controls.flash > 0,
                    self.advice,
                    names[seat] if app.watching else "",
                )
        mode = controls.mode
        prompt_key = (
            self.attract,
            tally is not None,
            match.is_over,
            self._cpu_on_turn(),
            controls.turbo,
            mode,
        )
        # A person's move: the footer in their own device's keys (the other half's keys
        # would do nothing, and a newcomer tried them).
        own = mode in OWN_MODES and not self._cpu_on_turn()
        device = app.input.device_of(match.current_seat) if own else None
        prompts = self.memo.get(
            "prompts",
            (prompt_key, t.lang, device),
            lambda: tuple(prompts_for(prompt_items(t, *prompt_key), device)),
        )
        best = coach_marked(self.advice, mode) if beats.tray == TRAY_CHOOSE else ()
        return Fiese15View(
            frame,
            dice,
            strip_view(
                beats.shown_round,
                self.match.options.rounds,
                targets,
                beats.shown_tiles,
                seat,
                min(1.0, beats.reveal_age / REVEAL_FRAMES),
                cursor_of(picker),
            ),
            sheet_view(
                names,
                beats.shown_scores,
                beats.shown_cells,
                seat,
                beats.shown_round,
                beats.shown_tiles,
                beats.shown_over,
                beats.hidden_cell,
            ),
            tray_view(dice, beats.tray, beats.valid, picker, seat, best, targets, self.shake > 0),
            card,
            panel,
            bubble,
            controls.nudge > 0,
            controls.turbo,
            beats.banners,
            beats.floaters,
            beats.particles,
            tally,
            prompts,
            self.shake,
        )

    # ----- queries used by the parts, the lessons and tests ------------------------------------

    @property
    def awaiting_human(self) -> bool:
        """A human seat can act now (its controls are live)."""
        return self.controls.live and not self._cpu_on_turn()

    def takes_moves(self) -> bool:
        return self.awaiting_human

    def phone_turn(self) -> PhoneTurn:
        """The footer is the seat on turn's (anyone's while a CPU plays: they may hurry
        it); that seat's phone says it is their turn from the moment its turn is offered."""
        match = self.match
        seat = match.current_seat
        if match.is_over or self._cpu_on_turn():
            return PhoneTurn(who=None if match.is_over else seat)
        turn = self.controls.turn_up
        up = ((seat, turn),) if turn == (match.round_index, seat) else ()
        return PhoneTurn(frozenset({seat}), seat, up)

    def _cpu_on_turn(self) -> bool:
        return self.match.seats[self.match.current_seat].is_cpu

    def seat_name(self, seat: int) -> str:
        return self.app.seat_name(seat)

    # ----- the flow of play --------------------------------------------------------------------

    def tick(self) -> None:
        if self.held_for_learner():
            return  # a lesson step is up: the turn waits on the moment the step talks about
        if not self.timeline.busy and self.tally is None and not self.result_sent:
            self.controls.skip_done()
            self._on_idle()
            if self.advice is None and self.match.current_seat in self.coached:
                self.advice = advise(self.match, self.tables)  # once the table is built
        self.timeline.tick()
        self.beats.tick()

    def _on_idle(self) -> None:
        """Nothing is animating: offer the human their controls, or let the CPU move."""
        match = self.match
        if match.is_over:
            return
        seat = match.current_seat
        if match.seats[seat].is_cpu:
            self.cpu_moves.plan(seat)
        else:
            self.controls.offer(seat)
            self._teach(seat)

    def _teach(self, seat: int) -> None:
        """A new person's first round: what a turn's start and a stop-or-roll are worth."""
        match = self.match
        if self.hints is None or not self.controls.live:
            return
        if match.round_index > 0:
            self.hints.end_round()
        elif match.phase is Phase.AWAIT_ROLL:
            self.hint(seat, "fiese15.hint.first_roll", CARD_RECT, whole=sum(match.targets()))
        elif match.phase is Phase.AWAIT_DECISION:
            stop, bust = match.running_score(), match.bust_value()
            self.hint(seat, "fiese15.hint.stop_or_bust", CARD_RECT, stop=stop, bust=bust)

    def act(self, action: RulesAction) -> bool:
        """Apply a move to the rules, count it, save, and queue its animation; False when a
        lesson refused it (it says why, and the controls go back to the step's start)."""
        match = self.match
        seat = match.current_seat
        if not match.seats[seat].is_cpu and not self.gate(action):
            self.controls.retry(action)
            return False
        stake = match.running_score() if match.phase is Phase.AWAIT_DECISION else 0
        if seat in self.coached and self.advice is not None:
            choice = choice_of(action)
            if choice in self.advice.values:
                self.coach_cost[seat] += self.advice.cost(choice)
        self.advice = None
        if self.hints is not None and match.phase is Phase.AWAIT_DECISION:
            self.hints.answered("fiese15.hint.stop_or_bust")  # chosen: the next roll is new
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
        self.controls.moved()
        turn_over = any(isinstance(e, TurnEnded) for e in events)
        # Every turn is saved; a human's moves within a turn too (their roll, their dice).
        # CPU moves within a turn are not: a save costs several ms and CPUs move often.
        if (turn_over or not match.seats[seat].is_cpu) and not match.is_over:
            self.autosave()
        if any(isinstance(e, RoundStarted) for e in events):
            self.cpu_moves.queue_tables()
        self.beats.animate(events)
        return True

    # ----- saving and the result ---------------------------------------------------------------

    def save_state(self) -> dict:
        return self.match.to_dict()

    def save_extra(self) -> dict:
        return {STATS_KEY: self.stats.to_dict(), COACH_KEY: list(self.coach_cost)}

    def build_result(self) -> MatchResult:
        return MatchResult(
            self.setup,
            tuple(self.match.totals),
            awards=self.stats.awards(),
            stats=(*self._coach_lines(), *self.stats.stat_lines()),
            measures=(("busts", tuple(s.busts for s in self.stats.seats)),),
        )

    def _coach_lines(self) -> tuple[Line, ...]:
        """What each coached seat's choices cost against best play, in expected points."""
        return cost_lines("fiese15.stat.coach_cost", self.coached, self.coach_cost)


def create_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> Fiese15Scene:
    return Fiese15Scene(setup, saved, extra)
