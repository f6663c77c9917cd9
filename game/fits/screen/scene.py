"""The Fits game screen: one board per seat, everybody places the turned card at once.

The rules (``FitsMatch``) move on the moment a seat acts; the screen follows with animations:
each seat's ``SeatView`` shows its own piece falling, and shared moments (the next card, a new
board, the scoring, game over) run as beats once every piece has landed. CPU seats think in
small chunks inside ``update`` within a per-frame time budget and then walk their cursor to
the chosen drop, so they act while the humans think. The match kit (``MatchScene``) owns
the beat timeline, the CPU driver, attract, seat takeover, autosave and finishing.

The scene owns the match, what the screen shows of it (``views``: one ``SeatView`` per
seat; ``shown``: the shared state, trailing by a beat) and every move; its parts each do
one thing with it: ``controls`` (the human seats' buttons), ``autoplay`` (CPU seats and a
lesson's pilot walking their cursors), ``coach`` (advice on coached boards) and ``beats``
(the shared moments on the timeline). Each frame is drawn from ``view()``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.core.setup import MatchResult, MatchSetup
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.particles import Particles
from game.fits.logic.events import PiecePlaced, PieceSetAside, RowsCompleted
from game.fits.logic.rules import Action as FitsAction
from game.fits.logic.rules import Options, Place, new_match
from game.fits.logic.saved import match_from_dict
from game.fits.screen import draw as scene_draw
from game.fits.screen import highscores, lesson_input, results
from game.fits.screen.autoplay import Autoplay
from game.fits.screen.beats import Beats, FitsBeat
from game.fits.screen.coach import Coach
from game.fits.screen.controls import Controls
from game.fits.screen.draw_board import BoardArt
from game.fits.screen.first_round import teach
from game.fits.screen.layout import Layout, hover_rows, plan
from game.fits.screen.look import piece_colour
from game.fits.screen.seat_view import Fall, SeatView
from game.fits.screen.texts import solo_title_text
from game.fits.screen.tuning import CPU_STEPS_PER_FRAME
from game.fits.screen.view import FitsView, SeatFrame, Shown, device_glyph
from game.shell.match.phone_turns import PhoneTurn
from game.shell.match.scene import MatchScene

__all__ = ["FitsScene", "create_scene"]

# A lesson's own layout, planned around its instruction panel (which grows with Large text).
LessonLayout = Callable[["FitsScene"], Layout]


class FitsScene(MatchScene):
    game_id = "fits"
    cpu_steps_per_frame = CPU_STEPS_PER_FRAME

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
        else:
            options = Options.from_dict(setup.options)
            self.match = new_match(list(setup.seats), options, self.rules_rng)
        match = self.match
        self.particles = Particles(random.Random(setup.seed + 1))
        self.layout = plan(len(match.seats), match.options.edition)
        boards = match.finished_boards if match.is_over else match.boards
        zone = hover_rows(match.options.edition)
        self.views = [SeatView(seat, board, zone) for seat, board in enumerate(boards)]
        for seat, view in enumerate(self.views):
            view.aside = list(match.set_aside[seat])
        self.arts: list[BoardArt] = []
        skipping = [match.skips(seat) for seat in range(len(match.seats))]
        self.shown = Shown(
            round_index=match.round_index,
            board_number=match.board_number,
            card=match.current_piece,
            cards_left=match.cards_left,
            acted=list(match.acted),
            skipping=skipping,
            totals=list(match.totals),
        )
        best = highscores.table(match.options.edition) if match.titled else []
        self.best = best[0] if best else None  # shown beside a solo board, with its name
        self.lesson_layout: LessonLayout | None = None
        self._dirty = False
        self.controls = Controls(self)
        self.autoplay = Autoplay(self)
        self.coach = Coach(self.cpu, setup)
        self.beats = Beats(self)

    # -- lifecycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        if self.lesson_layout is not None:
            self.layout = self.lesson_layout(self)
        self.arts = [BoardArt(lay, self.app.text) for lay in self.layout.boards]
        self.beats.open(self.resumed)

    def resume(self) -> None:
        """Back from the pause menu: a lesson's board makes room for its panel again (the
        text size may have changed there)."""
        super().resume()
        layout = self.lesson_layout(self) if self.lesson_layout is not None else self.layout
        if layout is not self.layout:
            self.layout = layout
            self.arts = [BoardArt(lay, self.app.text) for lay in layout.boards]

    # -- input ---------------------------------------------------------------------------------
    def on_input(self, event: InputEvent) -> None:
        seat = event.seat
        if not event.pressed or seat is None:
            return
        if seat >= len(self.views) or self.match.seats[seat].is_cpu:
            return
        if lesson_input.lesson_plays(self, seat, event):
            return  # the lesson plays on by itself: the press waits (and answers)
        if lesson_input.turn_not_asked(self, seat, event):
            return
        if self.timeline.current is not None and event.action is Action.CONFIRM:
            beat = self.timeline.current
            if event.repeat:
                return
            if isinstance(beat, FitsBeat) and not beat.skippable():
                self.controls.refuse(seat)  # a card turning: nothing to skip, no drop yet
            else:
                self.timeline.confirm()
            return
        self.controls.handle(seat, event)

    # -- acting ---------------------------------------------------------------------------------
    def can_act(self, seat: int) -> bool:
        view = self.views[seat]
        return (
            not self.timeline.busy
            and view.piece is not None
            and view.fall is None
            and self.match.piece_for(seat) == view.piece
        )

    def takes_moves(self) -> bool:
        """A human seat holds a piece it can drop now (a tutorial's act step waits for it)."""
        return any(
            not seat.is_cpu and self.can_act(index) for index, seat in enumerate(self.match.seats)
        )

    def phone_turn(self) -> PhoneTurn:
        """Everyone places the turned card at once: a seat whose piece waits for it is up
        (each new card is a new turn); one that has placed waits for the others."""
        match = self.match
        card = (match.round_index, match.phase, match.cards_turned)
        up = tuple(
            (seat, card)
            for seat, info in enumerate(match.seats)
            if not info.is_cpu and not self.autoplay.plays(seat) and self.can_act(seat)
        )
        if not up:  # a card turning, the scoring: the footer (skip, go on) is everyone's
            return PhoneTurn()
        return PhoneTurn(frozenset(seat for seat, _ in up), up=up)

    def act(self, action: FitsAction) -> None:
        """A seat's move (a person's, a CPU's, the pilot's): the rules take it, the seat's
        board starts its animation and the shared moments it brings queue as beats."""
        seat = action.seat
        view = self.views[seat]
        board = view.board
        if isinstance(action, Place):  # the fall starts where the piece is seen waiting
            view.launch_row = view.waiting_row(view.ghost())
        holes_before = set(board.holes())
        events = self.apply_move(action)
        self._dirty = True
        self.shown.acted[seat] = True
        for event in events:
            if isinstance(event, PiecePlaced):
                rows = next(
                    (e.rows for e in events if isinstance(e, RowsCompleted) and e.seat == seat), ()
                )
                new_holes = sorted(set(board.holes()) - holes_before)
                view.drop(
                    event.placement_id,
                    event.row,
                    rows,
                    new_holes,
                    event.piece,
                    event.orientation,
                    event.column,
                )
                self.app.audio.play("piece_drop")
            elif isinstance(event, PieceSetAside):
                view.set_aside(event.piece)
                self.app.audio.play("set_aside")
        self.beats.follow(events)

    # -- the frame -----------------------------------------------------------------------------
    def tick(self) -> None:
        self.autoplay.think()
        self.coach.tick(self.match, self.views)
        self.timeline.tick(ready=not any(view.busy for view in self.views))
        for view in self.views:
            landed = view.update()
            if landed is not None:
                self._landed(view, landed)
        self.autoplay.walk()
        teach(self)  # a game night's new people: a word at the moments that need one
        self.particles.update()
        if self._dirty:
            self.autosave()
        self._dirty = False

    def save_state(self) -> dict:
        return self.match.to_dict()

    def _landed(self, view: SeatView, fall: Fall) -> None:
        self.app.audio.play("piece_land")
        if not self.match.seats[view.seat].is_cpu:
            self.app.input.rumble_seat(view.seat, 0.3, 90)  # the thud, in the hands
        if not fall.rows:
            return
        self.app.audio.play("row_complete")
        lay = self.layout.boards[view.seat]
        colours = [pal.WHITE, piece_colour(fall.piece), pal.YELLOW]
        for row in fall.rows:
            for col in range(1, view.board.width + 1):
                rect = lay.cell_rect(col, row)
                self.particles.burst(rect.centerx, rect.centery, colours, 4, 1.6, 22, 2)

    def build_result(self) -> MatchResult:
        return results.build_result(self)

    def solo_title_text(self) -> str:
        return solo_title_text(self.app.t, self.match.solo_title(0))

    # -- what a frame shows --------------------------------------------------------------------
    def view(self) -> FitsView:
        """This frame as the draw modules see it."""
        match, shown = self.match, self.shown
        over = shown.finale_t is not None
        people = [s for s in range(len(self.views)) if not self.autoplay.plays(s)]
        devices = {self.app.input.device_of(s) for s in people}
        return FitsView(
            frame=self.frame,
            edition=match.options.edition,
            layout=self.layout,
            rounds=len(match.options.board_numbers),
            shown=shown,
            seats=tuple(self._seat_frame(seat) for seat in range(len(self.views))),
            best=self.best,
            attract=self.attract,
            watching=all(self.autoplay.plays(seat) for seat in range(len(self.views))),
            particles=self.particles,
            player_device=devices.pop() if len(devices) == 1 and None not in devices else None,
            winners=tuple(match.winners()) if over else (),
            solo_title=self.solo_title_text() if over and match.titled else "",
            titled=match.titled,
        )

    def _seat_frame(self, seat: int) -> SeatFrame:
        state, device_of = self.views[seat], self.app.input.device_of
        glyph = family = None
        if state.armed and not self.cpu.is_cpu(seat):  # the button that answers, on its pad
            device = device_of(seat)
            glyph = device_glyph(device or "", state.arm_button)
            family = self.app.input.family_of(device)
        return SeatFrame(
            seat=seat,
            state=state,
            art=self.arts[seat],
            lay=self.layout.boards[seat],
            name=self.app.seat_name(seat),
            cpu=self.match.seats[seat].is_cpu,
            needs_player=self.needs_player(seat),
            glyph=glyph,
            family=family,
        )

    def draw_game(self, canvas: pygame.Surface) -> None:
        scene_draw.draw(canvas, self.view(), self.app)


def create_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> FitsScene:
    return FitsScene(setup, saved, extra)
