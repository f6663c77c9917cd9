"""A human seat's buttons: move, rotate, flip, drop, and set aside with a second press (of
back, or of drop after a drop that cannot land there asked).

A press that changes nothing (a move against the wall, a turn of a square, any press while
no piece is in hand) answers with the soft error sound and a small sign on the board, so a
player never wonders whether the box heard them.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.input import Action, InputEvent
from game.fits.logic import orient
from game.fits.logic.rules import Action as FitsAction
from game.fits.logic.rules import Place, SetAside
from game.fits.screen.seat_view import SeatView
from game.fits.screen.view import Shown
from game.shell.tutorial.guide import Guide

TURNS = {
    Action.ROTATE_LEFT: orient.ANTICLOCKWISE,
    Action.ROTATE_RIGHT: orient.CLOCKWISE,
    Action.UP: orient.CLOCKWISE,  # up turns too, as players of falling-block games expect
    Action.FLIP: orient.MIRROR,
}


# The button a lesson shows for each turn (a step without it has no use for that turn).
TURN_BUTTONS = {
    Action.ROTATE_LEFT: "rotate",
    Action.ROTATE_RIGHT: "rotate",
    Action.UP: "rotate",
    Action.FLIP: "flip",
}
# The buttons that may ask "set it aside?", and answer it when pressed again.
ARM_ACTIONS = {"back": Action.BACK, "confirm": Action.CONFIRM}
PIECE_ACTIONS = (Action.LEFT, Action.RIGHT, Action.DOWN, Action.CONFIRM, Action.BACK, *TURNS)


class ControlsHost(Protocol):
    """What the controls need of the screen they play on."""

    app: Any
    views: list[SeatView]
    shown: Shown
    tutorial: Guide | None

    def can_act(self, seat: int) -> bool: ...

    def gate(self, action: object) -> bool: ...

    def act(self, action: FitsAction) -> None: ...


class Controls:
    """The human seats' buttons on the screen ``host``."""

    def __init__(self, host: ControlsHost) -> None:
        self.host = host

    def handle(self, seat: int, event: InputEvent) -> None:
        view = self.host.views[seat]
        action = event.action
        if view.piece is None:
            if action in PIECE_ACTIONS and not event.repeat:
                self.refuse(seat, "fits.msg.wait")
            return
        audio = self.host.app.audio
        if action is not ARM_ACTIONS[view.arm_button]:
            view.armed = False  # anything else calls a half-done set-aside off
        if action in (Action.LEFT, Action.RIGHT):
            if view.move(-1 if action is Action.LEFT else 1):
                audio.play("piece_move")
                self._trying_again()
            elif not event.repeat:  # a held key at the wall stays quiet after the first bump
                self.refuse(seat)
        elif action in TURNS and not event.repeat:
            if view.turn(TURNS[action]):
                audio.play("piece_rotate")
                self._trying_again()
            else:
                self.refuse(seat)
        elif action is Action.CONFIRM and not event.repeat:
            if view.armed:  # asked after a drop that cannot land: yes, set it aside
                self.try_set_aside(seat)
            else:
                self.try_drop(seat)
        elif action is Action.BACK and not event.repeat:
            self._back(seat)
        elif action is Action.DOWN and not event.repeat:
            self.refuse(seat)  # a piece drops with confirm only

    def try_drop(self, seat: int) -> None:
        host = self.host
        if not host.can_act(seat):
            self.refuse(seat)  # still falling, or the piece is not dealt yet
            return
        view = host.views[seat]
        if view.ghost() is None:
            if host.shown.card is not None:  # it lands nowhere here: set it aside? (drop: yes)
                view.arm("confirm")
                host.app.audio.play("ui_back")
            else:
                view.say("fits.msg.no_fit")
                host.app.audio.play("ui_error")
            return
        self._act(Place(seat, view.orientation, view.column))

    def try_set_aside(self, seat: int) -> None:
        if self.host.can_act(seat) and self.host.shown.card is not None:
            self._act(SetAside(seat))

    def _act(self, action: FitsAction) -> None:
        """A player's own drop or set-aside: a tutorial may want another one (it says why,
        and the piece stays where it is to try again)."""
        if not self.host.gate(action):
            self.host.views[action.seat].armed = False
            return
        self.host.act(action)

    def _trying_again(self) -> None:
        """A lesson's explanation of a refused drop goes once the piece moves again: the
        panel shrinks back below the board, so the lit cells are in sight while the learner
        follows it."""
        if self.host.tutorial is not None:
            self.host.tutorial.dismiss()

    def _back(self, seat: int) -> None:
        host = self.host
        view = host.views[seat]
        audio = host.app.audio
        if host.shown.card is None:  # the start piece must be placed
            view.say("fits.msg.start_piece")
            audio.play("ui_error")
        elif view.armed:
            self.try_set_aside(seat)
        elif not host.can_act(seat):
            self.refuse(seat)
        else:
            view.arm()
            audio.play("ui_back")

    def refuse(self, seat: int, message: str | None = None) -> None:
        """A press that does nothing: the soft error sound, the piece bumps in place, and
        where nothing is in hand a short line says what the seat waits for (not over a
        scoring)."""
        view = self.host.views[seat]
        self.host.app.audio.play("ui_error")
        view.bump()
        shown = self.host.shown
        if message is not None and shown.scoring is None and shown.finale_t is None:
            view.say(message)
