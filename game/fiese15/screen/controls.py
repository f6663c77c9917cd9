"""The Fiese 15 scene's input: who may press what, and what each press does.

Part of ``Fiese15Scene`` (a mixin); it reads and changes the scene's own state.

Per turn, on a pad or one keyboard half: left/right move the cursor over the valid dice
and the Place button, confirm picks a die (or presses the button under the cursor), Y / F
/ - places at once, X / Q E / , . picks all, B / Shift clears. Then confirm rolls again
and back stops (left/right also moves between the two buttons).
"""

from __future__ import annotations

from game.engine.input import Action, InputEvent
from game.fiese15.logic.rules import Place, Roll, Stop
from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, MODE_ROLL
from game.fiese15.screen.picker import ROLL, STOP


class InputMixin:
    def on_input(self, event: InputEvent) -> None:
        """A press the match kit passed on (it handles attract, pause, tallies, takeover)."""
        if not event.pressed:
            return
        action = event.action
        match = self.match
        if match.is_over:
            return
        seat = match.current_seat
        if match.seats[seat].is_cpu:
            if action is Action.CONFIRM and not self.turbo:
                self.turbo = True
                self.app.audio.play("ui_tick")
            return
        if event.seat != seat:
            return
        if self.timeline.busy or self.mode not in (MODE_ROLL, MODE_PLACE, MODE_DECIDE):
            if action is Action.CONFIRM:
                self.skipping = True
            return
        if self.mode == MODE_ROLL:
            if action is Action.CONFIRM:
                self._act(Roll(seat))
        elif self.mode == MODE_PLACE:
            self._handle_place(action, seat)
        else:
            self._handle_decide(action, seat)

    def _handle_place(self, action: Action, seat: int) -> None:
        picker = self.picker
        if picker is None:
            return
        audio = self.app.audio
        if action in (Action.LEFT, Action.RIGHT):
            if picker.move(-1 if action is Action.LEFT else 1):
                audio.play("ui_move")
        elif action is Action.DOWN:
            if picker.to_place():
                audio.play("ui_move")
        elif action is Action.UP:
            if picker.to_dice():
                audio.play("ui_move")
        elif action is Action.CONFIRM:
            if not picker.on_place:
                picker.toggle()
                audio.play("dice_select")
            elif picker.picked:
                self._act(Place(seat, picker.chosen()))
            else:
                audio.play("ui_error")
                self.flash = 30
        elif action is Action.FLIP:
            chosen = picker.chosen()
            if chosen:
                self._act(Place(seat, chosen))
            else:
                audio.play("ui_error")
                self.flash = 30
        elif action in (Action.ROTATE_LEFT, Action.ROTATE_RIGHT):
            picker.toggle_all()
            audio.play("dice_select")
        elif action is Action.BACK and picker.clear():
            audio.play("ui_back")

    def _handle_decide(self, action: Action, seat: int) -> None:
        if action in (Action.LEFT, Action.RIGHT):
            self.decision = STOP if self.decision == ROLL else ROLL
            self.app.audio.play("ui_move")
        elif action is Action.CONFIRM:
            self._act(Roll(seat) if self.decision == ROLL else Stop(seat))
        elif action is Action.BACK:
            self.decision = STOP
            self._act(Stop(seat))
