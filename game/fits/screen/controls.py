"""A human seat's buttons: move, rotate, flip, drop, and set aside with a second press (of
back, or of drop after a drop that cannot land there asked).

A press that changes nothing (a move against the wall, a turn of a square, any press while
no piece is in hand) answers with the soft error sound and a small sign on the board, so a
player never wonders whether the box heard them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.input import Action, InputEvent
from game.fits.logic import orient

if TYPE_CHECKING:
    from game.fits.screen.scene import FitsScene

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


def handle(scene: FitsScene, seat: int, event: InputEvent) -> None:
    view = scene.views[seat]
    action = event.action
    if view.piece is None:
        if action in PIECE_ACTIONS and not event.repeat:
            refuse(scene, seat, "fits.msg.wait")
        return
    audio = scene.app.audio
    if action is not ARM_ACTIONS[view.arm_button]:
        view.armed = 0  # anything else calls a half-done set-aside off
    if action in (Action.LEFT, Action.RIGHT):
        if view.move(-1 if action is Action.LEFT else 1):
            audio.play("piece_move")
            _trying_again(scene)
        elif not event.repeat:  # a held key at the wall stays quiet after the first bump
            refuse(scene, seat)
    elif action in TURNS and not event.repeat:
        if view.turn(TURNS[action]):
            audio.play("piece_rotate")
            _trying_again(scene)
        else:
            refuse(scene, seat)
    elif action is Action.CONFIRM and not event.repeat:
        if view.armed:  # asked after a drop that cannot land: yes, set it aside
            scene.try_set_aside(seat)
        else:
            scene.try_drop(seat)
    elif action is Action.BACK and not event.repeat:
        _back(scene, seat)
    elif action is Action.DOWN and not event.repeat:
        refuse(scene, seat)  # a piece drops with confirm only


def _trying_again(scene: FitsScene) -> None:
    """A lesson's explanation of a refused drop goes once the piece moves again: the panel
    shrinks back below the board, so the lit cells are in sight while the learner follows
    it."""
    if scene.tutorial is not None:
        scene.tutorial.dismiss()


def _back(scene: FitsScene, seat: int) -> None:
    view = scene.views[seat]
    audio = scene.app.audio
    if scene.shown.card is None:  # the start piece must be placed
        view.say("fits.msg.start_piece")
        audio.play("ui_error")
    elif view.armed:
        scene.try_set_aside(seat)
    elif not scene.can_act(seat):
        refuse(scene, seat)
    else:
        view.arm()
        audio.play("ui_back")


def refuse(scene: FitsScene, seat: int, message: str | None = None) -> None:
    """A press that does nothing: the soft error sound, the piece bumps in place, and where
    nothing is in hand a short line says what the seat waits for (not over a scoring)."""
    view = scene.views[seat]
    scene.app.audio.play("ui_error")
    view.bump()
    shown = scene.shown
    if message is not None and shown.scoring is None and shown.finale_t is None:
        view.say(message)
