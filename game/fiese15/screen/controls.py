"""The Fiese 15 player's controls: who may press what, and what each press does.

``Controls`` is the part of the scene that owns the panel's state (``mode``, ``status``,
the dice ``picker``, the roll-or-stop ``decision``) and the ways a person hurries the
show (``turbo``, ``skipping``), and the panel's answers to presses (``flash``, ``nudge``).
It reaches the scene only through ``ControlsHost``: the match, the timeline, the app's
audio and input, and ``act`` for a rules move.

Per turn, on a pad or one keyboard half: left/right move the cursor over the valid dice
and the Place button, confirm picks a die (or presses the button under the cursor), Y / F
/ - places at once, X / Q E / , . picks all, B / Shift clears. Then confirm rolls again
and back stops (left/right also moves between the two buttons).
"""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.input import Action, InputEvent
from game.fiese15.logic.rules import Action as RulesAction
from game.fiese15.logic.rules import Fiese15Match, Phase, Place, Roll, Stop
from game.fiese15.screen.action_panel import (
    MODE_CPU,
    MODE_DECIDE,
    MODE_IDLE,
    MODE_PLACE,
    MODE_ROLL,
    MODE_SEAT,
)
from game.fiese15.screen.picker import ROLL, STOP, PlacePicker
from game.shell.match.timeline import Timeline

NUDGE_FRAMES = 16  # an ignored press shakes the panel under the tray this long
FLASH_FRAMES = 30  # "place" with nothing picked: the hint flashes this long
LIVE = (MODE_ROLL, MODE_PLACE, MODE_DECIDE)  # modes in which a human's buttons work


class ControlsHost(Protocol):
    app: Any
    match: Fiese15Match
    timeline: Timeline

    def act(self, action: RulesAction) -> bool: ...

    def seat_name(self, seat: int) -> str: ...


class Controls:
    def __init__(self, host: ControlsHost) -> None:
        self.host = host
        self.mode = MODE_IDLE
        self.status = ""  # the panel's line (whose turn, who rolls, what was scored)
        self.picker: PlacePicker | None = None
        self.decision = ROLL
        self.turbo = False  # a watcher pressed confirm: the CPU's turn runs fast
        self.skipping = False  # a player skips their own animation
        self.flash = 0  # frames the "pick a die" hint still flashes
        self.nudge = 0  # frames the panel still shakes its head at an ignored press
        self.turn_up: tuple[int, int] | None = None  # (round, seat): the turn last offered

    @property
    def live(self) -> bool:
        """A human's buttons are up (whoever the rules have on turn)."""
        return self.mode in LIVE

    # ----- what the scene and the other parts tell the controls ---------------------------------

    def update(self) -> None:
        """One frame: the panel's answers to presses fade."""
        self.flash = max(0, self.flash - 1)
        self.nudge = max(0, self.nudge - 1)

    def offer(self, seat: int) -> None:
        """Nothing animates and a human is on turn: their controls for the rules' phase."""
        host = self.host
        app, match = host.app, host.match
        if app.input.device_of(seat) is None:
            self.mode = MODE_SEAT
            self.status = app.t("fiese15.take_seat", name=host.seat_name(seat))
        elif match.phase is Phase.AWAIT_ROLL:
            if self.mode != MODE_ROLL:  # the turn starts: a nudge in the player's hands
                app.input.rumble_seat(seat, 0.4)
                self.turn_up = (match.round_index, seat)  # a phone says so from now on
            self.mode = MODE_ROLL
            self.status = app.t("fiese15.your_turn", name=host.seat_name(seat))
        elif match.phase is Phase.AWAIT_PLACE:
            if self.picker is None:
                self.picker = PlacePicker(match.valid_colours())
            self.mode = MODE_PLACE
        else:
            self.mode = MODE_DECIDE

    def hand_to_cpu(self) -> None:
        """A CPU plays: its bubble, none of a human's buttons."""
        self.mode = MODE_CPU

    def cpu_picker(self, valid: tuple[str, ...]) -> None:
        """A picker the CPU moves die by die, starting with nothing picked."""
        self.picker = PlacePicker(valid, preselect=False)

    def retry(self, action: RulesAction) -> None:
        """A lesson refused the move: the turn goes back to where its instruction starts
        (nothing picked, the focus on rolling on), so doing what the step says works again
        however the learner got here."""
        if self.picker is not None:
            self.picker = PlacePicker(self.host.match.valid_colours())
        if isinstance(action, (Roll, Stop)):
            self.decision = ROLL if isinstance(action, Stop) else STOP

    def moved(self) -> None:
        """A move went to the rules: the buttons go until the show catches up."""
        self.mode, self.status, self.picker, self.decision = MODE_IDLE, "", None, ROLL

    def say(self, status: str) -> None:
        self.status = status

    def calm(self) -> None:
        """A human is up: back to normal pace."""
        self.turbo = False

    def skip_done(self) -> None:
        """A skip ends with the animation it skipped."""
        self.skipping = False

    # ----- presses ------------------------------------------------------------------------------

    def handle(self, event: InputEvent) -> None:
        """A press the match kit passed on (it handles attract, pause, tallies, takeover).
        Every fresh press that does nothing here answers (``refuse``), so no press vanishes."""
        if not event.pressed:
            return
        if not self._take(event) and not event.repeat:
            self.refuse()

    def refuse(self) -> None:
        """A press that does nothing now: a soft error and the panel shakes its head."""
        self.host.app.audio.play("ui_error")
        self.nudge = NUDGE_FRAMES

    def _take(self, event: InputEvent) -> bool:
        """Act on a press; False when it does nothing now."""
        host = self.host
        action = event.action
        match = host.match
        if match.is_over:
            return False
        seat = match.current_seat
        if match.seats[seat].is_cpu:
            if action is not Action.CONFIRM:
                return False
            if not self.turbo:  # faster: the CPU's turn runs at turbo pace
                self.turbo = True
                host.app.audio.play("ui_tick")
            return True
        if event.seat != seat:
            host.not_your_turn(event, seat)
            return False
        if host.timeline.busy or not self.live:
            if action is Action.CONFIRM:  # skip the animation
                self.skipping = True
                return True
            return False
        if self.mode == MODE_ROLL:
            if action is Action.CONFIRM:
                host.act(Roll(seat))
                return True
            return False
        if self.mode == MODE_PLACE:
            return self._handle_place(action, seat)
        return self._handle_decide(action, seat)

    def _handle_place(self, action: Action, seat: int) -> bool:
        picker = self.picker
        if picker is None:
            return False
        act = self.host.act
        audio = self.host.app.audio
        if action in (Action.LEFT, Action.RIGHT):
            moved = picker.move(-1 if action is Action.LEFT else 1)
        elif action is Action.DOWN:
            moved = picker.to_place()
        elif action is Action.UP:
            moved = picker.to_dice()
        elif action is Action.CONFIRM:
            if picker.single:  # nothing to choose: confirm places it wherever the cursor is
                act(Place(seat, picker.chosen()))
            elif not picker.on_place:
                picker.toggle()
                audio.play("dice_select")
            elif picker.picked:
                act(Place(seat, picker.chosen()))
            else:  # nothing picked: the hint flashes and the cursor goes back to the dice
                self.flash = FLASH_FRAMES
                picker.move_to(picker.valid[0])
                return False
            return True
        elif action is Action.FLIP:
            chosen = picker.chosen()
            if not chosen:
                self.flash = FLASH_FRAMES
                return False
            act(Place(seat, chosen))
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
        act = self.host.act
        if action in (Action.LEFT, Action.RIGHT):
            self.decision = STOP if self.decision == ROLL else ROLL
            self.host.app.audio.play("ui_move")
        elif action is Action.CONFIRM:
            act(Roll(seat) if self.decision == ROLL else Stop(seat))
        elif action is Action.BACK:
            act(Stop(seat))  # stops at once; refused in a lesson, the focus stays
        else:
            return False
        return True
