"""The Fits game screen: one board per seat, everybody places the turned card at once.

The rules (``FitsMatch``) move on the moment a seat acts; the screen follows with animations:
each seat's ``SeatView`` shows its own piece falling, and shared moments (the next card, a new
board, the scoring, game over) run as beats once every piece has landed. CPU seats think in
small chunks inside ``update`` within a per-frame time budget and then walk their cursor to
the chosen drop, so they act while the humans think. The match kit (``MatchScene``) owns
the beat timeline, the CPU driver, attract, seat takeover, autosave and finishing.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.core.setup import MatchResult, MatchSetup
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.particles import Particles
from game.engine.widgets import SHORT_GLYPHS
from game.fits.logic import orient
from game.fits.logic.events import (
    CardTurned,
    GameOver,
    PiecePlaced,
    PieceSetAside,
    RoundScored,
    RoundStarted,
    RowsCompleted,
    SeatSkipped,
)
from game.fits.logic.rules import Action as FitsAction
from game.fits.logic.rules import Options, Place, SetAside, new_match
from game.fits.logic.saved import match_from_dict
from game.fits.screen import controls, highscores, lesson_input, results
from game.fits.screen import draw as scene_draw
from game.fits.screen.beats import Finale, FitsBeat, Flip, Intro, Scoring
from game.fits.screen.cpu_moves import CpuMoves, target_of
from game.fits.screen.draw_board import BoardArt
from game.fits.screen.layout import Layout, hover_rows, plan
from game.fits.screen.look import piece_colour
from game.fits.screen.seat_view import Fall, SeatView
from game.fits.screen.texts import solo_title_text
from game.fits.screen.tuning import CPU_SOUND_VOLUME, CPU_STEP_FRAMES, CPU_STEPS_PER_FRAME
from game.fits.screen.view import FitsView, SeatFrame, Shown
from game.shell.match.coaching import coached_seats
from game.shell.match.scene import MatchScene

__all__ = ["FitsScene", "Pilot", "create_scene"]

# A lesson's own layout, planned around its instruction panel (which grows with Large text).
LessonLayout = Callable[["FitsScene"], Layout]
# A plan that plays a human seat for a while (a tutorial finishing a round for its learner):
# (scene, seat) -> the move to walk the seat's cursor to now, or None to leave it to them.
Pilot = Callable[["FitsScene", int], "FitsAction | None"]


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
        self.cpu_moves = CpuMoves(self.cpu)
        # The coach plans like a hard CPU for each person who asked for it; the plan is
        # shown on that person's board, never played.
        self.coached = coached_seats(setup)
        self.coach_moves = CpuMoves(
            self.cpu,
            {seat: "hard" for seat in self.coached},
            {seat: random.Random(f"coach:{setup.seed}:{seat}") for seat in self.coached},
        )
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
        best = highscores.table(match.options.edition) if len(match.seats) == 1 else []
        self.best = best[0] if best else None  # shown beside a solo board, with its name
        self.pilot: Pilot | None = None
        self.lesson_layout: LessonLayout | None = None
        self._dirty = False

    # -- lifecycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        if self.lesson_layout is not None:
            self.layout = self.lesson_layout(self)
        self.arts = [BoardArt(lay, self.app.text) for lay in self.layout.boards]
        match = self.match
        if match.is_over:
            self.timeline.add(Finale(self, tuple(match.winners())))
        elif self.resumed:
            for seat, view in enumerate(self.views):
                view.give(match.piece_for(seat))
            self.timeline.add(Intro(self, match.round_index, match.board_number, None))
        else:
            start_cards = tuple(match.start_cards)
            self.timeline.add(Intro(self, match.round_index, match.board_number, start_cards))

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
                controls.refuse(self, seat)  # a card turning: nothing to skip, no drop yet
            else:
                self.timeline.confirm()
            return
        controls.handle(self, seat, event)

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

    def try_drop(self, seat: int) -> None:
        if not self.can_act(seat):
            controls.refuse(self, seat)  # still falling, or the piece is not dealt yet
            return
        view = self.views[seat]
        if view.ghost() is None:
            if self.shown.card is not None:  # it lands nowhere here: set it aside? (drop: yes)
                view.arm("confirm")
                self.app.audio.play("ui_back")
            else:
                view.say("fits.msg.no_fit")
                self.app.audio.play("ui_error")
            return
        self._human_act(Place(seat, view.orientation, view.column))

    def try_set_aside(self, seat: int) -> None:
        if self.can_act(seat) and self.shown.card is not None:
            self._human_act(SetAside(seat))

    def _human_act(self, action: FitsAction) -> None:
        """A player's own drop or set-aside: a tutorial may want another one (it says why,
        and the piece stays where it is to try again)."""
        if not self.gate(action):
            self.views[action.seat].armed = 0
            return
        self.act(action)

    def act(self, action: FitsAction) -> None:
        seat = action.seat
        view = self.views[seat]
        board = view.board
        if isinstance(action, Place):  # the fall starts where the piece is seen waiting
            view.launch_row = view.waiting_row(view.ghost())
        holes_before = set(board.holes())
        events = self.apply_move(action)
        self._dirty = True
        self.shown.acted[seat] = True
        for index, event in enumerate(events):
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
            elif isinstance(event, CardTurned):
                skipping = []
                for later in events[index + 1 :]:
                    if not isinstance(later, SeatSkipped):
                        break
                    skipping.append(later.seat)
                self.timeline.add(Flip(self, event.piece, event.cards_left, tuple(skipping)))
            elif isinstance(event, RoundScored):
                self.timeline.add(Scoring(self, event.scores))
            elif isinstance(event, RoundStarted):
                cards = event.start_cards
                self.timeline.add(Intro(self, event.round_index, event.board_number, cards))
            elif isinstance(event, GameOver):
                self.timeline.add(Finale(self, event.winners))

    # -- the frame -----------------------------------------------------------------------------
    def tick(self) -> None:
        if self.cpu.levels and not self.match.is_over:
            self.cpu_moves.think(self.match)
        if self.coached and not self.match.is_over:
            self.coach_moves.think(self.match)
            self._show_advice()
        self.timeline.tick(ready=not any(view.busy for view in self.views))
        held = self.held_for_learner()
        for view in self.views:
            landed = view.update(hold=held)
            if landed is not None:
                self._landed(view, landed)
        for seat in self.cpu.levels:
            self._cpu_step(seat, lambda seat=seat: self.cpu_moves.decision(self.match, seat))
        if self.pilot is not None:
            for seat in range(len(self.views)):
                self._cpu_step(seat, lambda seat=seat: self._piloted(seat))
        self.particles.update()
        if self._dirty:
            self.autosave()
        self._dirty = False

    def save_state(self) -> dict:
        return self.match.to_dict()

    def _show_advice(self) -> None:
        """Each coached board shows the plan for the piece it holds (once it is made)."""
        for seat in self.coached:
            view = self.views[seat]
            advice = None
            if view.piece is not None and self.match.piece_for(seat) == view.piece:
                advice = self.coach_moves.decision(self.match, seat)
            view.coach = target_of(advice)
            view.coach_aside = advice is not None and view.coach is None

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

    def _piloted(self, seat: int) -> FitsAction | None:
        """The move the pilot plays for a human seat now, if any."""
        if self.pilot is None or self.match.seats[seat].is_cpu:
            return None
        return self.pilot(self, seat)

    def _cpu_step(self, seat: int, decide: Callable[[], FitsAction | None]) -> None:
        """Walk a seat's cursor one move towards what ``decide`` chose (a CPU, a pilot)."""
        view = self.views[seat]
        piece = view.piece
        if piece is None or view.fall is not None or view.cpu_wait:
            return
        if self.match.piece_for(seat) != piece or (self.frame + seat) % CPU_STEP_FRAMES:
            return
        action = decide()
        if action is None:
            return  # still thinking
        target = target_of(action)
        audio = self.app.audio
        if target is None:  # setting aside: show it on the board for a moment first
            if not view.armed:
                view.arm()
                view.cpu_wait = 40
                audio.play("ui_back", CPU_SOUND_VOLUME)
            elif self.can_act(seat):
                self.act(action)
                self.cpu_moves.done(seat)
            return
        orientation, column = target
        if view.orientation != orientation:
            view.turn(orient.path(piece, view.orientation, orientation)[0])
            audio.play("piece_rotate", CPU_SOUND_VOLUME)
        elif view.column != column:
            view.move(1 if column > view.column else -1)
            audio.play("piece_move", CPU_SOUND_VOLUME)
        elif self.can_act(seat):
            self.act(action)
            self.cpu_moves.done(seat)

    def build_result(self) -> MatchResult:
        return results.build_result(self)

    def solo_title_text(self) -> str:
        return solo_title_text(self.app.t, self.match.solo_title(0))

    # -- what a frame shows --------------------------------------------------------------------
    def view(self) -> FitsView:
        """This frame as the draw modules see it."""
        match, shown = self.match, self.shown
        over = shown.finale_t is not None
        return FitsView(
            frame=self.frame,
            edition=match.options.edition,
            layout=self.layout,
            rounds=len(match.spec.board_numbers),
            shown=shown,
            seats=tuple(self._seat_frame(seat) for seat in range(len(self.views))),
            best=self.best,
            attract=self.attract,
            particles=self.particles,
            winners=tuple(match.winners()) if over else (),
            solo_title=self.solo_title_text() if over and len(self.views) == 1 else "",
        )

    def _seat_frame(self, seat: int) -> SeatFrame:
        state, device_of = self.views[seat], self.app.input.device_of
        glyph = family = None
        if state.armed and not self.cpu.is_cpu(seat):  # the button that answers, on its pad
            device = device_of(seat)
            glyph = _glyph(device or "", state.arm_button)
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


def _glyph(device: str, action: str) -> str:
    """The button or key a device presses for ``action`` (pad, left or right keyboard)."""
    glyphs = SHORT_GLYPHS[action]  # short caps: a bubble on one board is narrow
    if device == "kb_left":
        return glyphs[1]
    if device == "kb_right":
        return glyphs[2]
    return glyphs[0]


def create_scene(
    setup: MatchSetup, saved: dict | None = None, extra: dict | None = None
) -> FitsScene:
    return FitsScene(setup, saved, extra)
