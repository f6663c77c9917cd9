"""The Fits game screen: one board per seat, everybody places the turned card at once.

The rules (``FitsMatch``) move on the moment a seat acts; the screen follows with animations:
each seat's ``SeatView`` shows its own piece falling, and shared moments (the next card, a new
board, the scoring, game over) run as beats once every piece has landed. CPU seats think in
small chunks inside ``update`` within a per-frame time budget and then walk their cursor to
the chosen drop, so they act while the humans think.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

import pygame

from game.core.setup import MatchSetup
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.particles import Particles
from game.engine.scenes import Scene
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
from game.fits.logic.rules import FitsMatch, Options, Place, SetAside, new_match
from game.fits.screen import controls, highscores
from game.fits.screen import draw as paint
from game.fits.screen import results as finale
from game.fits.screen.beats import Beat, Finale, Flip, Intro, Scoring
from game.fits.screen.cpu_moves import CpuSeats, target_of
from game.fits.screen.draw_board import BoardArt
from game.fits.screen.howto import draw_howto
from game.fits.screen.layout import hover_rows, plan
from game.fits.screen.look import piece_colour
from game.fits.screen.round_scoring import ScoringShow
from game.fits.screen.seat_view import Fall, SeatView
from game.fits.screen.tuning import CPU_BUDGET_S, CPU_SOUND_VOLUME, CPU_STEP_FRAMES

__all__ = ["FitsScene", "create_scene", "draw_howto"]


@dataclass
class Shown:
    """What the screen shows of the shared state, which may trail the match by a beat."""

    round_index: int
    board_number: int
    card: str | None  # the turned build card; None while the start pieces are placed
    cards_left: int
    acted: list[bool]  # ready markers
    skipping: list[bool]  # the card shows this seat's start piece
    totals: list[int]  # scores of the boards already counted on screen
    previous_card: str | None = None
    flip_t: int | None = None
    banner_t: int | None = None
    scoring: ScoringShow | None = None
    finale_t: int | None = None


class FitsScene(Scene):
    is_match = True
    game_id = "fits"

    def __init__(self, setup: MatchSetup, saved: dict | None = None) -> None:
        super().__init__()
        self.setup = setup
        self.attract = setup.attract
        if saved is not None:
            self.match = FitsMatch.from_dict(saved)
        else:
            options = Options.from_dict(setup.options)
            self.match = new_match(list(setup.seats), options, setup.seed)
        self.resumed = saved is not None
        match = self.match
        self.rng = random.Random(setup.seed)  # visual randomness only
        self.particles = Particles(random.Random(setup.seed + 1))
        self.layout = plan(len(match.seats), match.options.edition)
        self.cpu = CpuSeats(tuple(match.seats), setup.seed)
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
        self.best_score = best[0].score if best else None  # shown beside a solo board
        self.queue: deque[Beat] = deque()
        self.beat: Beat | None = None
        self._dirty = False
        self._leaving = False

    # -- lifecycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        self.arts = [BoardArt(lay, self.app.text) for lay in self.layout.boards]
        match = self.match
        if match.is_over:
            self.queue.append(Finale(tuple(match.winners())))
        elif self.resumed:
            for seat, view in enumerate(self.views):
                view.give(match.piece_for(seat))
            self.queue.append(Intro(match.round_index, match.board_number, None))
        else:
            start_cards = tuple(match.start_cards)
            self.queue.append(Intro(match.round_index, match.board_number, start_cards))

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        if self.attract:
            if not self._leaving:
                self._leaving = True
                self.app.quit_to_title()
            return
        seat = event.seat
        if seat is None:
            if event.action is Action.CONFIRM and not event.repeat:
                self._take_seat(event.device)
            return
        if seat >= len(self.views) or self.match.seats[seat].is_cpu:
            return
        if self.beat is not None and event.action is Action.CONFIRM and not event.repeat:
            self.beat.confirm(self)
            return
        controls.handle(self, seat, event)

    def needs_player(self, seat: int) -> bool:
        """A human seat nobody is holding a controller for (e.g. after resuming a save)."""
        return not self.match.seats[seat].is_cpu and self.app.input.device_of(seat) is None

    def _take_seat(self, device: str) -> None:
        free = [seat for seat in range(len(self.views)) if self.needs_player(seat)]
        if free:
            self.app.input.bind(device, free[0])
            self.app.audio.play("ui_join")

    # -- acting --------------------------------------------------------------------------------
    def can_act(self, seat: int) -> bool:
        view = self.views[seat]
        return (
            self.beat is None
            and not self.queue
            and view.piece is not None
            and view.fall is None
            and self.match.piece_for(seat) == view.piece
        )

    def try_drop(self, seat: int) -> None:
        if not self.can_act(seat):
            return
        view = self.views[seat]
        if view.ghost() is None:
            view.say("fits.msg.no_fit")
            self.app.audio.play("ui_error")
            return
        self.act(Place(seat, view.orientation, view.column))

    def try_set_aside(self, seat: int) -> None:
        if self.can_act(seat) and self.shown.card is not None:
            self.act(SetAside(seat))

    def act(self, action: FitsAction) -> None:
        seat = action.seat
        view = self.views[seat]
        board = view.board
        if isinstance(action, Place):  # the fall starts where the piece is seen waiting
            view.launch_row = view.waiting_row(view.ghost())
        holes_before = set(board.holes())
        events = self.match.apply(action)
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
                self.queue.append(Flip(event.piece, event.cards_left, tuple(skipping)))
            elif isinstance(event, RoundScored):
                self.queue.append(Scoring(event.scores))
            elif isinstance(event, RoundStarted):
                self.queue.append(Intro(event.round_index, event.board_number, event.start_cards))
            elif isinstance(event, GameOver):
                self.queue.append(Finale(event.winners))

    # -- the frame -----------------------------------------------------------------------------
    def update(self) -> None:
        if self.cpu.levels and not self.match.is_over:
            self.cpu.think(self.match, CPU_BUDGET_S)
        self._run_beats()
        for view in self.views:
            landed = view.update()
            if landed is not None:
                self._landed(view, landed)
        for seat in self.cpu.levels:
            self._cpu_step(seat)
        self.particles.update()
        if self._dirty and not self.attract:
            self.app.save_match(self.setup, self.match.to_dict())
        self._dirty = False

    def _run_beats(self) -> None:
        if self.beat is None and self.queue and not any(view.busy for view in self.views):
            self.beat = self.queue.popleft()
            self.beat.begin(self)
        if self.beat is not None and self.beat.update(self):
            self.beat = None

    def _landed(self, view: SeatView, fall: Fall) -> None:
        self.app.audio.play("piece_land")
        if not fall.rows:
            return
        self.app.audio.play("row_complete")
        lay = self.layout.boards[view.seat]
        colours = [pal.WHITE, piece_colour(fall.piece), pal.YELLOW]
        for row in fall.rows:
            for col in range(1, view.board.width + 1):
                rect = lay.cell_rect(col, row)
                self.particles.burst(rect.centerx, rect.centery, colours, 4, 1.6, 22, 2)

    def _cpu_step(self, seat: int) -> None:
        view = self.views[seat]
        piece = view.piece
        if piece is None or view.fall is not None or view.cpu_wait:
            return
        if self.match.piece_for(seat) != piece or (self.frame + seat) % CPU_STEP_FRAMES:
            return
        action = self.cpu.decision(self.match, seat)
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
                self.cpu.done(seat)
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
            self.cpu.done(seat)

    def finish(self) -> None:
        """Game over: on to the results (the shell sends an attract match to the title)."""
        if self._leaving:
            return
        self._leaving = True
        self.app.finish_match(finale.build_result(self))

    def solo_title_text(self) -> str:
        title = self.app.t(finale.title_key(self.match.solo_title(0)))
        return self.app.t("fits.solo_title", title=title)

    def draw(self, canvas: pygame.Surface) -> None:
        paint.draw(self, canvas)


def create_scene(setup: MatchSetup, saved: dict | None) -> FitsScene:
    return FitsScene(setup, saved)
