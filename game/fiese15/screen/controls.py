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

NUDGE_FRAMES = 16  # an ignored press shakes the panel under the tray this long


class InputMixin:
    def on_input(self, event: InputEvent) -> None:
        """A press the match kit passed on (it handles attract, pause, tallies, takeover).
        Every fresh press that does nothing here answers (``refuse``), so no press vanishes."""
        if not event.pressed:
            return
        if not self._take(event) and not event.repeat:
            self.refuse()

    def refuse(self) -> None:
        """A press that does nothing now: a soft error and the panel shakes its head."""
        self.app.audio.play("ui_error")
        self.nudge = NUDGE_FRAMES

    def _take(self, event: InputEvent) -> bool:
        """Act on a press; False when it does nothing now."""
        action = event.action
        match = self.match
        if match.is_over:
            return False
        seat = match.current_seat
        if match.seats[seat].is_cpu:
            if action is not Action.CONFIRM:
                return False
            if not self.turbo:  # faster: the CPU's turn runs at turbo pace
                self.turbo = True
                self.app.audio.play("ui_tick")
            return True
        if event.seat != seat:
            return False
        if self.timeline.busy or self.mode not in (MODE_ROLL, MODE_PLACE, MODE_DECIDE):
            if action is Action.CONFIRM:  # skip the animation
                self.skipping = True
                return True
            return False
        if self.mode == MODE_ROLL:
            if action is Action.CONFIRM:
                self._act(Roll(seat))
                return True
            return False
        if self.mode == MODE_PLACE:
            return self._handle_place(action, seat)
        return self._handle_decide(action, seat)

    def _handle_place(self, action: Action, seat: int) -> bool:
        picker = self.picker
        if picker is None:
            return False
        audio = self.app.audio
        if action in (Action.LEFT, Action.RIGHT):
            moved = picker.move(-1 if action is Action.LEFT else 1)
        elif action is Action.DOWN:
            moved = picker.to_place()
        elif action is Action.UP:
            moved = picker.to_dice()
        elif action is Action.CONFIRM:
            if picker.single:  # nothing to choose: confirm places it wherever the cursor is
                self._act(Place(seat, picker.chosen()))
            elif not picker.on_place:
                picker.toggle()
                audio.play("dice_select")
            elif picker.picked:
                self._act(Place(seat, picker.chosen()))
            else:  # nothing picked: the hint flashes and the cursor goes back to the dice
                self.flash = 30
                picker.move_to(picker.valid[0])
                return False
            return True
        elif action is Action.FLIP:
            chosen = picker.chosen()
            if not chosen:
                self.flash = 30
                return False
            self._act(Place(seat, chosen))
            return True
        elif action in (Action.ROTATE_LEFT, Action.ROTATE_RIGHT):
            if picker.single:
                return False
            picker.toggle_all()
            audio.play("dice_select")
            return True
        elif action is Action.BACK:
            if not picker.clear():
                return False
            audio.play("ui_back")
            return True
        else:
            return False
        if moved:
            audio.play("ui_move")
        return moved

    def _handle_decide(self, action: Action, seat: int) -> bool:
        if action in (Action.LEFT, Action.RIGHT):
            self.decision = STOP if self.decision == ROLL else ROLL
            self.app.audio.play("ui_move")
        elif action is Action.CONFIRM:
            self._act(Roll(seat) if self.decision == ROLL else Stop(seat))
        elif action is Action.BACK:
            self._act(Stop(seat))  # stops at once; refused in a lesson, the focus stays
        else:
            return False
        return True
