"""The Fischkopp scene's input: shouting for everybody, rolling and covering for the seat on turn.

``Controls`` is the part of the scene that takes the presses (``scene.controls``); it owns
the panel's shake (``nudge``) and the presses made while one's own dice still tumbled. The
match kit has already taken care of attract, pause, tallies, a free device taking a free
seat (confirm) and a free device sitting on the bench (shout).

- Shout (Y / F / -): every seated human and every spectator, any time. Inside a window it
  counts; outside it is an early shout (a penalty point, at most one per second).
- The seat on turn: confirm rolls; then left/right (or up/down) walk over the highlighted
  fields in the order die 1, die 2, sum, and confirm covers the one under the cursor.
- Confirm while a CPU plays speeds the show up; during one's own animation it skips.
- Any other press does nothing now, and says so: the soft refusal sound, and the panel
  that says what to press shakes (``nudge``) — never silence.
"""

from __future__ import annotations

from typing import Any, Protocol

from game.engine.input import Action, InputEvent
from game.fischkopp.logic import Cover, FischkoppMatch, Phase, Roll
from game.fischkopp.screen.modes import MODE_COVER, MODE_IDLE, MODE_ROLL
from game.fischkopp.screen.tuning import IDLE_JOLT, NUDGE_FRAMES
from game.shell.match.cpu import CpuDriver
from game.shell.match.timeline import Timeline

BACKWARD = (Action.LEFT, Action.UP)
FORWARD = (Action.RIGHT, Action.DOWN)


class Board(Protocol):
    """The shown choices and their cursor (``beats.Beats``)."""

    shown_choices: tuple[int, ...]
    cursor: int
    shake: int

    def move_cursor(self, step: int) -> bool: ...


class Voice(Protocol):
    def press(self, event: InputEvent) -> None: ...


class Desk(Protocol):
    """What the controls read and set of the scene (``FischkoppScene``)."""

    app: Any
    match: FischkoppMatch
    cpu: CpuDriver
    timeline: Timeline
    tally: Any
    tutorial: Any
    mode: str
    turbo: bool
    skipping: bool

    @property
    def beats(self) -> Board: ...

    @property
    def shouts(self) -> Voice: ...

    def take_seat(self, device: str) -> bool: ...

    def on_idle(self) -> None: ...

    def act(self, action: Roll | Cover) -> None: ...

    def handle(self, event: InputEvent) -> None: ...


class Controls:
    def __init__(self, host: Desk) -> None:
        self.host = host
        self.nudge = 0  # frames the panel still shakes after a refused press
        self.early_steps = 0  # cursor steps pressed while one's own dice still tumbled
        self.early_cover = False  # a lesson's cover confirmed while one's own dice still tumbled

    def on_input(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        action = event.action
        if action is Action.FLIP:
            if not event.repeat:
                self.host.shouts.press(event)
            return
        if event.seat is None and self._bench_press(event):
            return
        if not self._take_press(event) and not event.repeat:
            self.refuse()

    def phone_calls(self) -> None:
        """A field picked on a phone (its cover buttons send the field's number as a call):
        played as the presses a pad makes for it, the cursor walked there and confirm, so
        lessons and replays see presses as always. A pick that covers nothing now is
        answered on the phone (and on the TV) as any refused press."""
        host = self.host
        phones = getattr(host.app, "phones", None)
        for call in phones.calls if phones is not None else ():
            board, seat = host.beats, call.seat
            choices = board.shown_choices
            if seat is None or seat != host.match.current_seat or host.mode != MODE_COVER:
                phones.nudge(call.device)
                continue
            if call.number not in choices:
                phones.nudge(call.device)
                self.refuse()
                continue
            steps = (choices.index(call.number) - board.cursor) % len(choices)
            for action in [Action.RIGHT] * steps + [Action.CONFIRM]:
                host.handle(
                    InputEvent(call.device, action, True, False, seat, call.participant, call.frame)
                )

    def tick(self) -> None:
        """Once a frame, whatever the show's pace."""
        self.nudge = max(0, self.nudge - 1)

    def refuse(self) -> None:
        """A press that does nothing now: the soft sound and a shake of the panel (while
        the show runs and no panel is up, a one-pixel jolt of the picture instead)."""
        host = self.host
        self.nudge = NUDGE_FRAMES
        if host.mode == MODE_IDLE:
            host.beats.shake = max(host.beats.shake, IDLE_JOLT)
        host.app.audio.play("ui_error")

    def _take_press(self, event: InputEvent) -> bool:
        """Act on a press from a seat or the bench; False when it does nothing now."""
        host, board = self.host, self.host.beats
        action = event.action
        match = host.match
        if match.is_over:
            return False
        seat = match.current_seat
        if host.cpu.is_cpu(seat):  # anyone watching may hurry the CPUs
            if action is Action.CONFIRM and not host.turbo:
                host.turbo = True
                host.app.audio.play("ui_tick")
                return True
            return False
        if event.seat != seat:
            host.not_your_turn(event, seat)
            return False
        if not host.timeline.busy and host.mode == MODE_IDLE and host.tally is None:
            host.on_idle()  # the show just ended: the press is for the controls it shows
        if host.timeline.busy or host.mode not in (MODE_ROLL, MODE_COVER):
            if action is Action.CONFIRM:
                host.skipping = True
                if self._lesson_turn() and self._own_dice_landing() and not event.repeat:
                    self.early_cover = True  # a lesson's "roll, then cover": both pressed
                return True
            if (action in BACKWARD or action in FORWARD) and self._own_dice_landing():
                # Choosing while one's own dice still tumble: they land at once, and the
                # cursor walks as pressed when the choices come up.
                self.early_steps += -1 if action in BACKWARD else 1
                host.skipping = True
                host.app.audio.play("ui_move")
                return True
            return False
        if host.mode == MODE_ROLL:
            if action is Action.CONFIRM:
                if not event.repeat:
                    host.act(Roll(seat))
                return True
            return False
        if action in BACKWARD or action in FORWARD:
            if board.move_cursor(-1 if action in BACKWARD else 1):
                host.app.audio.play("ui_move")
                return True
            return False
        if action is Action.CONFIRM and board.shown_choices:
            if not event.repeat:
                host.act(Cover(seat, board.shown_choices[board.cursor]))
            return True
        return False

    def _lesson_turn(self) -> bool:
        """A lesson is on (its step asks to roll and cover: a quick second confirm means the
        cover; in a match it only hurries the dice, so no mashing ever covers a field)."""
        guide = self.host.tutorial
        return guide is not None and not guide.finished

    def cover_pressed_early(self, seat: int) -> None:
        """The choices are up: the confirm pressed while the dice landed covers now."""
        if self.early_cover:
            self.early_cover = False
            board = self.host.beats
            if board.shown_choices:
                self.host.act(Cover(seat, board.shown_choices[board.cursor]))

    def _own_dice_landing(self) -> bool:
        """The human on turn has rolled and the choices are not up yet."""
        return self.host.match.phase is Phase.COVER and not self.host.beats.shown_choices

    def _bench_press(self, event: InputEvent) -> bool:
        """A spectator's confirm may still take a free seat (True: it did)."""
        if event.action is not Action.CONFIRM or event.repeat or event.participant is None:
            return False
        return self.host.take_seat(event.device)
