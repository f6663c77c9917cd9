"""Seats the screen plays by itself: each CPU seat walks its cursor to the drop its plan
chose, one move or turn every few frames as a person would (a set-aside shows its question
on the board first); a lesson's pilot plays a learner's seat the same way for a while, and
a game night's start (``planned``) plays its demo's CPU seats the moves its beats explain."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.fits.logic import orient
from game.fits.logic.rules import Action as FitsAction
from game.fits.logic.rules import FitsMatch
from game.fits.screen.cpu_moves import CpuMoves, target_of
from game.fits.screen.seat_view import SeatView
from game.fits.screen.tuning import CPU_SOUND_VOLUME, CPU_STEP_FRAMES
from game.shell.match.cpu import CpuDriver

# A plan that plays a human seat for a while (a tutorial finishing a round for its learner):
# (screen, seat) -> the move to walk the seat's cursor to now, or None to leave it to them.
Pilot = Callable[[Any, int], "FitsAction | None"]
# The same for CPU seats in a start's demo: the script's move instead of the CPU's own plan,
# or None to wait (a beat is being read).
Planned = Pilot


class AutoplayHost(Protocol):
    """The screen whose seats are played: its match, seats and the moves it takes."""

    app: Any
    match: FitsMatch
    views: list[SeatView]
    cpu: CpuDriver
    frame: int

    def can_act(self, seat: int) -> bool: ...

    def act(self, action: FitsAction) -> None: ...


class Autoplay:
    """The CPU seats' plans and cursors, a lesson's pilot (``pilot``, None if none) and a
    start's planned moves (``planned``, None if none)."""

    def __init__(self, host: AutoplayHost) -> None:
        self.host = host
        self.plans = CpuMoves(host.cpu)
        self.pilot: Pilot | None = None
        self.planned: Planned | None = None

    def think(self) -> None:
        """Start planning for the card each CPU seat now holds (a demo's seats need none)."""
        match = self.host.match
        if self.host.cpu.levels and not match.is_over and self.planned is None:
            self.plans.think(match)

    def walk(self) -> None:
        """One frame of every played seat's cursor."""
        host = self.host
        for seat in host.cpu.levels:
            self._step(seat, lambda seat=seat: self._decided(seat))
        if self.pilot is not None:
            for seat in range(len(host.views)):
                self._step(seat, lambda seat=seat: self._piloted(seat))

    def plays(self, seat: int) -> bool:
        """Does the screen play this seat now (a CPU's, or the pilot's for a while)?"""
        return seat in self.host.cpu.levels or self._piloted(seat) is not None

    def _decided(self, seat: int) -> FitsAction | None:
        """A CPU seat's move for the card in hand: the demo's, else its own plan's."""
        if self.planned is not None:
            return self.planned(self.host, seat)
        return self.plans.decision(self.host.match, seat)

    def _piloted(self, seat: int) -> FitsAction | None:
        """The move the pilot plays for a human seat now, if any."""
        if self.pilot is None or self.host.match.seats[seat].is_cpu:
            return None
        return self.pilot(self.host, seat)

    def _step(self, seat: int, decide: Callable[[], FitsAction | None]) -> None:
        """Walk a seat's cursor one move towards what ``decide`` chose (a CPU, a pilot)."""
        host = self.host
        view = host.views[seat]
        piece = view.piece
        if piece is None or view.fall is not None or view.cpu_wait:
            return
        if host.match.piece_for(seat) != piece or (host.frame + seat) % CPU_STEP_FRAMES:
            return
        action = decide()
        if action is None:
            return  # still thinking
        target = target_of(action)
        audio = host.app.audio
        if target is None:  # setting aside: show it on the board for a moment first
            if not view.armed:
                view.arm()
                view.cpu_wait = 40
                audio.play("ui_back", CPU_SOUND_VOLUME)
            elif host.can_act(seat):
                host.act(action)
                self.plans.done(seat)
            return
        orientation, column = target
        if view.orientation != orientation:
            view.turn(orient.path(piece, view.orientation, orientation)[0])
            audio.play("piece_rotate", CPU_SOUND_VOLUME)
        elif view.column != column:
            view.move(1 if column > view.column else -1)
            audio.play("piece_move", CPU_SOUND_VOLUME)
        elif host.can_act(seat):
            host.act(action)
            self.plans.done(seat)
