"""The Fischkopp scene's beats: what each rules event of a move looks and sounds like.

``Beats`` is the show the scene owns (``scene.beats``): the dice, the markers, banners and
floaters, and what the screen shows of the turn (the seat, the choices and the cursor, the
coach's numbers, the Gräte, the Stechen, the shake). ``animate`` turns the events of one
move into beats on the timeline; each beat changes the show when it begins. Shouting is
live and lives in ``shouts``; here the turn waits while a window is open.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any, Protocol

from game.core.events import Event
from game.engine import palette as pal
from game.engine.particles import Particles
from game.fischkopp.logic import FischkoppMatch
from game.fischkopp.logic.events import (
    REASON_FULL,
    REASON_GRAETE,
    DiceRolled,
    FieldCovered,
    FischkoppTriggered,
    GameOver,
    Graete,
    ShoutWindowOpened,
    StechenStarted,
    TurnEnded,
    TurnStarted,
)
from game.fischkopp.screen.coach import coach_values
from game.fischkopp.screen.layout import BOARD_RECT, MIDDLE, PANEL_RECT, cell_rect, seat_row
from game.fischkopp.screen.modes import MODE_IDLE, MODE_SHOUT
from game.fischkopp.screen.pieces import Banner, DicePair, Floater, Marker
from game.fischkopp.screen.results import final_tally
from game.fischkopp.screen.stats import ScreenStats
from game.fischkopp.screen.tuning import (
    CLOSE_HOLD,
    COVER_DROP,
    FULL_HOLD,
    GRAETE_HOLD,
    SCORE_FLIGHT,
    SPLASH_FRAMES,
    STECHEN_HOLD,
    STUCK_HOLD,
    TURN_BANNER,
)
from game.shell.match.cpu import CpuDriver
from game.shell.match.timeline import Timeline

WATER = (pal.BLUE, pal.CYAN, pal.SNOW, pal.SKY)
BANNER_Y = 150


def ordered_choices(dice: tuple[int, int], choices: tuple[int, ...]) -> tuple[int, ...]:
    """The choices in the order die 1, die 2, sum (how the dice lie, left to right)."""
    order: list[int] = []
    for field in (dice[0], dice[1], dice[0] + dice[1]):
        if field in choices and field not in order:
            order.append(field)
    return tuple(order)


class Early(Protocol):
    """The presses made while one's own dice still tumbled (``controls.Controls``)."""

    early_steps: int
    early_cover: bool


class Tables(Protocol):
    def queue_tables(self) -> None: ...

    def shared_ready(self) -> bool: ...


class Stage(Protocol):
    """What the beats read and set of the scene (``FischkoppScene``)."""

    app: Any
    match: FischkoppMatch
    timeline: Timeline
    cpu: CpuDriver
    fx_rng: random.Random
    tutorial: Any
    tally: Any
    mode: str
    turbo: bool
    stats: ScreenStats

    @property
    def controls(self) -> Early: ...

    @property
    def cpu_moves(self) -> Tables: ...

    @property
    def coach(self) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def lesson_holds(self) -> bool: ...


class Beats:
    def __init__(self, host: Stage) -> None:
        self.host = host
        match = host.match
        self.dice = DicePair(host.fx_rng)
        self.particles = Particles(host.fx_rng)
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
        self.stechen: StechenStarted | None = None
        self.stechen_age = 0
        self.shake = 0

    def tick(self) -> None:
        """One presentation step of everything that moves."""
        self.dice.tick()
        for marker in [*self.markers.values(), *self.leaving]:
            marker.tick()
        self.leaving = [m for m in self.leaving if not m.gone]
        for banner in self.banners:
            banner.update()
        self.banners[:] = [b for b in self.banners if not b.done]
        for floater in self.floaters:
            floater.update()
        self.floaters[:] = [f for f in self.floaters if not f.done]
        if self.graete_age is not None:
            self.graete_age += 1
        self.stechen_age += 1
        self.shake = max(0, self.shake - 1)

    def move_cursor(self, step: int) -> bool:
        """Walk the cursor over the shown choices (False: there is nothing to walk)."""
        count = len(self.shown_choices)
        if count < 2:
            return False
        self.cursor = (self.cursor + step) % count
        return True

    def celebrate(self, winner: int) -> None:
        """The final tally's moment: confetti in the winner's colour."""
        colours = [pal.seat_colour(winner), pal.YELLOW, pal.SNOW, pal.BLUE]
        self.particles.confetti(640, colours, 160)
        self.particles.burst(320, 120, colours, 60, 4.5, 60)
        self.shake = 12

    def animate(self, events: list[Event], opening: bool = False) -> None:
        add = self.host.timeline.add
        for event in events:
            if isinstance(event, TurnStarted):
                if not opening:  # a lesson's reader first reads how the last turn ended
                    add(0, None, lambda: not self.host.lesson_holds())
                add(TURN_BANNER, partial(self._turn_started, event, opening))
            elif isinstance(event, DiceRolled):
                add(0, partial(self._roll_started, event), self._dice_still)
                add(0, partial(self._roll_landed, event))
            elif isinstance(event, FieldCovered):
                add(COVER_DROP, partial(self._cover_started, event))
                add(0, partial(self.host.app.audio.play, "dice_place"))
            elif isinstance(event, FischkoppTriggered):
                add(SPLASH_FRAMES, partial(self._splash, event))
            elif isinstance(event, ShoutWindowOpened):
                self._queue_window_wait()
            elif isinstance(event, Graete):
                add(GRAETE_HOLD, partial(self._graete, event))
            elif isinstance(event, TurnEnded):
                hold = {REASON_GRAETE: 10, REASON_FULL: FULL_HOLD}.get(event.reason, STUCK_HOLD)
                add(hold, partial(self._turn_ended, event))
                add(0, None, lambda: not self.floaters)
                add(0, partial(self._score_landed, event))
            elif isinstance(event, StechenStarted):
                add(STECHEN_HOLD, partial(self._stechen, event))
                add(0, self._stechen_done)
            elif isinstance(event, GameOver):
                # A lesson decides what follows its match: the tally waits for its end.
                add(0, None, self._lesson_over)
                add(0, partial(self._open_final_tally, event), lambda: self.host.tally is None)
        if opening and self.host.match.window_open:
            self._queue_window_wait()

    def _lesson_over(self) -> bool:
        guide = self.host.tutorial
        return guide is None or guide.finished

    def _queue_window_wait(self) -> None:
        timeline = self.host.timeline
        timeline.add(0, self._window_shown, lambda: not self.host.match.window_open)
        timeline.add(CLOSE_HOLD, self._window_over)

    def _dice_still(self) -> bool:
        return not self.dice.moving

    # ----- a turn ------------------------------------------------------------------------------
    def _turn_started(self, event: TurnStarted, opening: bool = False) -> None:
        self.shown_seat, self.shown_round = event.seat, event.round
        self.markers, self.shown_choices, self.coach_shown = {}, (), None
        self.stuck, self.graete_age = False, None
        self.dice.hide()
        if opening:
            self._snap_to_match()
        host = self.host
        if not host.cpu.is_cpu(event.seat):
            host.turbo = False  # a human is up: back to normal pace
        host.cpu_moves.queue_tables()
        name = host.seat_name(event.seat)
        self.banners.append(
            Banner(
                host.app.t("fischkopp.banner.turn", name=name),
                pal.seat_colour(event.seat),
                TURN_BANNER,
                MIDDLE.top + 24,
                "title",
                event.seat,
            )
        )
        host.app.audio.play("ui_go")

    def _snap_to_match(self) -> None:
        """A resumed match: the board, the dice and the choices as the save left them."""
        match = self.host.match
        for field in range(1, 13):
            if match.board & (1 << (field - 1)):
                self.markers[field] = Marker(field)
        self.dice.snap(match.dice)
        if match.dice is not None:
            self.shown_choices = ordered_choices(match.dice, match.choices)
            self.cursor = 0
            ready = self.host.cpu_moves.shared_ready()
            self.coach_shown = coach_values(match, ready) if self.host.coach else None

    def _roll_started(self, event: DiceRolled) -> None:
        self.host.mode, self.shown_choices, self.coach_shown = MODE_IDLE, (), None
        self.dice.roll(event.dice)
        self.host.app.audio.play("dice_roll")

    def _roll_landed(self, event: DiceRolled) -> None:
        host = self.host
        host.app.audio.play("dice_settle")
        self.shown_choices = ordered_choices(event.dice, event.choices)
        self.cursor = 0
        early = host.controls
        if early.early_steps and self.shown_choices:  # pressed while the dice tumbled
            self.cursor = early.early_steps % len(self.shown_choices)
        early.early_steps = 0
        if not event.choices:
            early.early_cover = False  # nothing fits: nothing to cover
        if host.coach:
            self.coach_shown = coach_values(host.match, host.cpu_moves.shared_ready())
        if not event.choices:
            self.stuck = True

    def _cover_started(self, event: FieldCovered) -> None:
        self.shown_choices, self.coach_shown = (), None
        self.markers[event.field] = Marker(event.field, age=0)

    def _splash(self, event: FischkoppTriggered) -> None:
        for field in (1, 2, 3):
            marker = self.markers.pop(field, None)
            if marker is not None:
                marker.vx = (field - 2) * 1.6 + self.host.fx_rng.uniform(-0.6, 0.6)
                marker.leaving = 1
                self.leaving.append(marker)
            cell = cell_rect(field)
            self.particles.burst(cell.centerx, cell.centery, WATER, 26, 3.6, 34)
        self.banners.append(
            Banner(self.host.app.t("fischkopp.banner.fischkopp"), pal.CYAN, SPLASH_FRAMES + 40, 60)
        )
        self.shake = 14
        self.host.app.audio.play("splash")

    def _window_shown(self) -> None:
        self.host.mode = MODE_SHOUT

    def _window_over(self) -> None:
        self.host.mode = MODE_IDLE

    def _graete(self, event: Graete) -> None:
        app = self.host.app
        self.graete_age = 0
        self.host.stats.on_graete(event.seat)
        for field in range(2, 13, 2):
            cell = cell_rect(field)
            self.particles.burst(cell.centerx, cell.centery, [pal.YELLOW, pal.SNOW], 14, 3.0, 40)
        self.particles.confetti(
            640, [pal.YELLOW, pal.SNOW, pal.BLUE, pal.seat_colour(event.seat)], 120
        )
        self.banners.append(
            Banner(
                app.t("fischkopp.banner.graete"),
                pal.YELLOW,
                GRAETE_HOLD,
                BANNER_Y + 56,
                "huge",
                sub=app.t("fischkopp.banner.graete_sub"),
            )
        )
        self.shake = 16
        app.audio.play("fanfare")
        app.audio.play("bonus")

    def _turn_ended(self, event: TurnEnded) -> None:
        app = self.host.app
        t = app.t
        if event.reason == REASON_FULL:
            self.banners.append(Banner(t("fischkopp.banner.full"), pal.LIME, FULL_HOLD, BANNER_Y))
            app.audio.play("bonus")
        elif event.reason != REASON_GRAETE:
            text = t("fischkopp.banner.stuck", score=event.score)
            # Below the dice: the roll that did not fit stays in view.
            self.banners.append(Banner(text, pal.PINK, STUCK_HOLD, PANEL_RECT.centery, "title"))
            app.audio.play("bust")
        row = seat_row(event.seat, self.host.match.seat_count)
        colour = pal.YELLOW if event.score <= 0 else pal.SNOW
        start = (BOARD_RECT.centerx + 100, BOARD_RECT.centery)
        end = (row.right - 30, row.centery + 1)  # onto the score in the row
        self.floaters.append(Floater(str(event.score), colour, start, end, SCORE_FLIGHT))

    def _score_landed(self, event: TurnEnded) -> None:
        self.landed.add((event.round, event.seat))
        self.host.app.audio.play("score_tick")

    def _stechen(self, event: StechenStarted) -> None:
        self.stechen, self.stechen_age = event, 0
        self.markers, self.shown_choices, self.graete_age = {}, (), None
        self.dice.hide()
        self.shake = 10
        self.host.app.audio.play("round_end")

    def _stechen_done(self) -> None:
        self.stechen = None

    def _open_final_tally(self, event: GameOver) -> None:
        host = self.host
        host.mode = MODE_IDLE
        host.tally = final_tally(host, event, partial(self.celebrate, event.winner))
