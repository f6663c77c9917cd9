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
from game.fischkopp.logic import Cover, Phase, Roll
from game.fischkopp.screen.modes import MODE_COVER, MODE_IDLE, MODE_ROLL
from game.fischkopp.screen.tuning import IDLE_JOLT, NUDGE_FRAMES

BACKWARD = (Action.LEFT, Action.UP)
FORWARD = (Action.RIGHT, Action.DOWN)


class InputMixin:
    nudge = 0  # frames the panel still shakes after a refused press
    early_steps = 0  # cursor steps pressed while one's own dice still tumbled
    early_cover = False  # a lesson's cover confirmed while one's own dice still tumbled

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
        """A press that does nothing now: the soft sound and a shake of the panel (while
        the show runs and no panel is up, a one-pixel jolt of the picture instead)."""
        self.nudge = NUDGE_FRAMES
        if self.mode == MODE_IDLE:
            self.shake = max(self.shake, IDLE_JOLT)
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
        if not self.timeline.busy and self.mode == MODE_IDLE and self.tally is None:
            self._on_idle()  # the show just ended: the press is for the controls it shows
        if self.timeline.busy or self.mode not in (MODE_ROLL, MODE_COVER):
            if action is Action.CONFIRM:
                self.skipping = True
                if self._lesson_turn() and self._own_dice_landing() and not event.repeat:
                    self.early_cover = True  # a lesson's "roll, then cover": both pressed
                return True
            if (action in BACKWARD or action in FORWARD) and self._own_dice_landing():
                # Choosing while one's own dice still tumble: they land at once, and the
                # cursor walks as pressed when the choices come up.
                self.early_steps += -1 if action in BACKWARD else 1
                self.skipping = True
                self.app.audio.play("ui_move")
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

    def _lesson_turn(self) -> bool:
        """A lesson is on (its step asks to roll and cover: a quick second confirm means the
        cover; in a match it only hurries the dice, so no mashing ever covers a field)."""
        return self.tutorial is not None and not self.tutorial.finished

    def _cover_pressed_early(self, seat: int) -> None:
        """The choices are up: the confirm pressed while the dice landed covers now."""
        if self.early_cover:
            self.early_cover = False
            if self.shown_choices:
                self._act(Cover(seat, self.shown_choices[self.cursor]))

    def _own_dice_landing(self) -> bool:
        """The human on turn has rolled and the choices are not up yet."""
        return self.match.phase is Phase.COVER and not self.shown_choices

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
