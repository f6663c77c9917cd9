"""A human seat's buttons: move, rotate, flip, drop, and set aside with a second press."""

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


def handle(scene: FitsScene, seat: int, event: InputEvent) -> None:
    view = scene.views[seat]
    if view.piece is None:
        return
    action = event.action
    audio = scene.app.audio
    if action is not Action.BACK:
        view.armed = 0  # anything else calls a half-done set-aside off
    if action in (Action.LEFT, Action.RIGHT):
        if view.move(-1 if action is Action.LEFT else 1):
            audio.play("piece_move")
    elif action in TURNS and not event.repeat:
        view.turn(TURNS[action])
        audio.play("piece_rotate")
    elif action is Action.CONFIRM and not event.repeat:
        scene.try_drop(seat)
    elif action is Action.BACK and not event.repeat:
        _back(scene, seat)


def _back(scene: FitsScene, seat: int) -> None:
    view = scene.views[seat]
    audio = scene.app.audio
    if scene.shown.card is None:  # the start piece must be placed
        view.say("fits.msg.start_piece")
        audio.play("ui_error")
    elif view.armed:
        scene.try_set_aside(seat)
    else:
        view.arm()
        audio.play("ui_back")
