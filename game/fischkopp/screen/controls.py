"""The Fischkopp scene's input: shouting for everybody, rolling and covering for the seat on turn.

Part of ``FischkoppScene`` (a mixin). The match kit has already taken care of attract, pause,
tallies, a free device taking a free seat (confirm) and a free device sitting on the bench
(shout).

- Shout (Y / F / -): every seated human and every spectator, any time. Inside a window it
  counts; outside it is an early shout (a penalty point, at most one per second).
- The seat on turn: confirm rolls; then left/right (or up/down) walk over the highlighted
  fields in the order die 1, die 2, sum, and confirm covers the one under the cursor.
- Confirm while a CPU plays speeds the show up; during one's own animation it skips.
- Any other press does nothing now, and says so: the soft refusal sound, and the panel
  that says what to press shakes (``nudge``) — never silence.
"""

from __future__ import annotations

from game.engine.input import Action, InputEvent
from game.fischkopp.logic import Cover, Roll
from game.fischkopp.screen.modes import MODE_COVER, MODE_ROLL
from game.fischkopp.screen.tuning import NUDGE_FRAMES

BACKWARD = (Action.LEFT, Action.UP)
FORWARD = (Action.RIGHT, Action.DOWN)


class InputMixin:
    nudge = 0  # frames the panel still shakes after a refused press

    def on_input(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        action = event.action
        if action is Action.FLIP:
            if not event.repeat:
                self._press_shout(event)
            return
        if event.seat is None and self._bench_press(event):
            return
        if not self._take_press(event) and not event.repeat:
            self.refuse()

    def refuse(self) -> None:
        """A press that does nothing now: the soft sound and a shake of the panel."""
        self.nudge = NUDGE_FRAMES
        self.app.audio.play("ui_error")

    def _take_press(self, event: InputEvent) -> bool:
        """Act on a press from a seat or the bench; False when it does nothing now."""
        action = event.action
        match = self.match
        if match.is_over:
            return False
        seat = match.current_seat
        if self.cpu.is_cpu(seat):  # anyone watching may hurry the CPUs
            if action is Action.CONFIRM and not self.turbo:
                self.turbo = True
                self.app.audio.play("ui_tick")
                return True
            return False
        if event.seat != seat:
            return False
        if self.timeline.busy or self.mode not in (MODE_ROLL, MODE_COVER):
            if action is Action.CONFIRM:
                self.skipping = True
                return True
            return False
        if self.mode == MODE_ROLL:
            if action is Action.CONFIRM:
                if not event.repeat:
                    self._act(Roll(seat))
                return True
            return False
        if action in BACKWARD or action in FORWARD:
            if self._move_cursor(-1 if action in BACKWARD else 1):
                self.app.audio.play("ui_move")
                return True
            return False
        if action is Action.CONFIRM and self.shown_choices:
            if not event.repeat:
                self._act(Cover(seat, self.shown_choices[self.cursor]))
            return True
        return False

    def _bench_press(self, event: InputEvent) -> bool:
        """A spectator's confirm may still take a free seat (True: it did)."""
        if event.action is not Action.CONFIRM or event.repeat or event.participant is None:
            return False
        return self.take_seat(event.device)

    def _move_cursor(self, step: int) -> bool:
        count = len(self.shown_choices)
        if count < 2:
            return False
        self.cursor = (self.cursor + step) % count
        return True
