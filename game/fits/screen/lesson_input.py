"""A learner's presses the Fits lesson answers itself, before the seat's own controls.

While the lesson plays on by itself (a step the learner watches, or the next step not up
yet) presses wait; in a step that shows no button for a turn, a turn leaves the piece as
the step's words need it. Each such press answers: the piece bumps, the soft error sound,
and where a step is up, the panel says why.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.input import InputEvent
from game.fits.screen.controls import PIECE_ACTIONS, TURN_BUTTONS
from game.fits.screen.seat_view import SeatView
from game.shell.tutorial.guide import WATCH_WHY, Guide

NO_TURN_WHY = "fits.tutorial.why_no_turn"


class LessonHost(Protocol):
    """The screen a lesson runs on (its guide explains on it)."""

    app: Any
    views: list[SeatView]
    tutorial: Guide | None


def lesson_plays(scene: LessonHost, seat: int, event: InputEvent) -> bool:
    """True when the lesson plays on by itself and the press waits (a fresh one answers; a
    watch step says why)."""
    guide = scene.tutorial
    step = guide.step if guide is not None else None
    if step is None or (guide.shown and step.kind != "watch"):
        return False
    if not event.repeat and event.action in PIECE_ACTIONS:
        scene.views[seat].bump()
        if guide.shown:
            guide.explain(scene, WATCH_WHY)
        else:
            scene.app.audio.play("ui_error")
    return True


def turn_not_asked(scene: LessonHost, seat: int, event: InputEvent) -> bool:
    """True for a turn in an act step that shows no button for it (a slip): the piece stays
    as it is and the panel says so. (Slips while reading never get here: the lesson kit
    answers them.)"""
    guide = scene.tutorial
    step = guide.step if guide is not None else None
    turn = TURN_BUTTONS.get(event.action)
    if step is None or turn is None or not guide.shown or step.kind != "act":
        return False
    if turn in {action for action, _ in step.keys}:
        return False
    if not event.repeat:
        scene.views[seat].bump()
        guide.explain(scene, NO_TURN_WHY, {"piece": scene.views[seat].piece or ""})
    return True
