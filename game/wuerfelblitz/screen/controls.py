"""A human seat's buttons: dial the number, call it, throw the dice, hurry the explanation.

``Controls`` is the scene's part for presses (``scene.controls``). Every seat has its own
picker and presses only its own: up/down ±1, right/left ±5 (held directions repeat, the
input layer sends those), confirm calls the number. The round's winner throws with
confirm; during the explanation any player's confirm moves on.

A press belongs to the moment it was made for: calls open to confirms pressed a moment
after the dice landed (one pressed as they land was meant to throw, or to hurry the
count, while the box threw by itself), and a confirm calls only a number
its player chose this round (dialled, or typed on a phone), never the picker's starting 10.
Every press the picker cannot take answers: the soft error sound, a small shake and, where
a word helps, a hint under the picker ("Dial first", "Not yet").

A phone joined as a controller shows a number pad here: a number typed and sent arrives
as a whole call (``app.phones.calls``) and is judged like a picker's.
"""

from __future__ import annotations

from typing import Protocol

from game.core.events import Event
from game.core.setup import MatchSetup
from game.engine.input import Action, InputEvent
from game.engine.net.events import is_phone
from game.shell.match.phone_turns import PhoneTurn
from game.shell.match.timeline import Timeline
from game.shell.tutorial.guide import Guide
from game.wuerfelblitz.logic import MAX_ANSWER, Call, WuerfelblitzMatch
from game.wuerfelblitz.screen.beats import explanation_skippable
from game.wuerfelblitz.screen.picker import SeatPicker
from game.wuerfelblitz.screen.stages import DIAL_STAGES, STAGE_EXPLAIN, STAGE_LIVE, STAGE_THROW
from game.wuerfelblitz.screen.tuning import STEPS

DIAL = {Action(name): step for name, step in STEPS.items()}


class ControlsHost(Protocol):
    """What the presses reach in their scene."""

    app: object
    setup: MatchSetup
    match: WuerfelblitzMatch
    pickers: list[SeatPicker]
    stage: str
    match_frame: int
    timeline: Timeline
    tutorial: Guide | None
    hinting: bool

    def is_cpu(self, seat: int) -> bool: ...
    def settled(self) -> bool: ...
    def missing_players(self) -> list[int]: ...
    def throw_dice(self) -> None: ...
    def act(self, action: object) -> list[Event]: ...


class Controls:
    def __init__(self, host: ControlsHost) -> None:
        self.host = host

    def on_input(self, event: InputEvent) -> None:
        """A press the match kit passed on (it handles attract, pause, tallies, takeover)."""
        host = self.host
        seat = event.seat
        if not event.pressed or seat is None or not 0 <= seat < len(host.pickers):
            return
        if host.is_cpu(seat):
            return
        if host.match.is_over:
            # After the winning round the footer offers the results: confirm goes there.
            if event.action is Action.CONFIRM and not event.repeat and host.stage == STAGE_EXPLAIN:
                host.timeline.confirm()
            return
        if event.action in DIAL:
            self._dial(seat, DIAL[event.action])
        elif event.action is Action.CONFIRM and not event.repeat:
            self._confirm(seat, event.device)
        elif event.action is not Action.PAUSE and not event.repeat:
            self.refuse(seat)  # back, flip, rotate: Würfelblitz has no use for them

    def _confirm(self, seat: int, device: str) -> None:
        host = self.host
        if host.stage == STAGE_LIVE:
            phones = getattr(host.app, "phones", None)
            if phones is not None and phones.calls_typed(device):
                phones.nudge(device)  # its calls come typed, never from the dial
            elif host.settled():
                self._human_call(seat)
            else:  # pressed as the dice landed: meant for the moment before (a throw)
                self.refuse(seat, "wuerfelblitz.picker.not_yet")
        elif host.stage == STAGE_THROW and seat == host.match.thrower:
            if not host.missing_players():
                host.throw_dice()
            else:  # a seat still waits for its player (the status line says whose)
                self.refuse(seat, "wuerfelblitz.picker.not_yet")
        elif host.stage == STAGE_EXPLAIN and explanation_skippable(host.timeline):
            picker = host.pickers[seat]
            if picker.chosen and picker.called is None:
                # Dialled and never called: this press was a call, late. It is told so once
                # (the answer stays up); the next press moves on.
                picker.chosen = False
                self.refuse(seat, "wuerfelblitz.picker.too_late")
            else:
                host.timeline.confirm()
        else:  # someone else throws, the dice are still falling, the answer just came up
            self.refuse(seat, "wuerfelblitz.picker.not_yet")

    def refuse(self, seat: int, hint: str = "") -> None:
        """A press that did nothing still answers: the soft error sound and a small shake
        (a phone holding the seat gets its soft sign too)."""
        host = self.host
        host.pickers[seat].refuse(hint)
        tutorial = host.tutorial
        if hint and tutorial is not None and seat == tutorial.learner_seat:
            # A lesson's panel sits over the picker's word: it says why in its own line
            # (with the refusal sound).
            tutorial.explain(host, f"{hint}.why")
        else:
            host.app.audio.play("ui_error")
        phones = getattr(host.app, "phones", None)
        if phones is not None:
            phones.nudge(host.app.input.device_of(seat))

    def can_dial(self, seat: int) -> bool:
        picker = self.host.pickers[seat]
        return self.host.stage in DIAL_STAGES and not picker.won_round

    def _dial(self, seat: int, step: int) -> None:
        host = self.host
        if not (self.can_dial(seat) and host.pickers[seat].dial(step)):
            self.refuse(seat)  # a winner's picker, the explanation, the end of the scale
            return
        host.app.audio.play("ui_move")
        if host.hinting and host.tutorial is not None:
            # The learner read why and dials again: the lesson's words make way for the
            # number they dial (the table keeps showing which dice count).
            host.tutorial.dismiss()

    def dress_phones(self) -> None:
        """Phones holding a seat show the number pad (sent again each round: a phone that
        took a seat meanwhile gets it too)."""
        app = self.host.app
        phones = getattr(app, "phones", None)
        if phones is None:
            return
        for seat in self.host.setup.seats:
            device = app.input.device_of(seat.index)
            if device is not None and is_phone(device):
                phones.set_layout(device, "numbers")

    def phone_turn(self) -> PhoneTurn:
        """The throw is the thrower's (the others wait for it); once the dice lie, every
        seat calls at once: each is up, once a round."""
        host = self.host
        match = host.match
        if host.stage == STAGE_THROW and not match.is_over:
            thrower = match.thrower
            if host.is_cpu(thrower):
                return PhoneTurn(who=thrower)
            return PhoneTurn(frozenset({thrower}), thrower)
        if host.stage == STAGE_LIVE:
            up = tuple(
                (picker.seat, match.round_index)
                for picker in host.pickers
                if not host.is_cpu(picker.seat) and not picker.won_round
            )
            return PhoneTurn(up=up, say_up="wuerfelblitz.phone.go")
        return PhoneTurn()

    def phone_calls(self) -> None:
        """Numbers typed on phones this step, as calls of the seats holding them."""
        host = self.host
        phones = getattr(host.app, "phones", None)
        for call in phones.calls if phones is not None else ():
            seat = call.seat
            if seat is None or not 0 <= seat < len(host.pickers) or host.is_cpu(seat):
                continue
            if host.stage == STAGE_LIVE and 0 <= call.number <= MAX_ANSWER:
                host.pickers[seat].choose(call.number)
                self._human_call(seat)
            else:
                phones.nudge(call.device)  # no calls now: the phone says so softly

    def _human_call(self, seat: int) -> None:
        host = self.host
        picker = host.pickers[seat]
        frame = host.match_frame
        if not picker.chosen:  # the untouched 10 is nobody's answer
            self.refuse(seat, "wuerfelblitz.picker.dial_first")
            return
        if picker.resting(frame) or not host.match.can_call(seat, frame):
            self.refuse(seat)
            return
        if host.act(Call(seat, picker.value, frame)):
            host.app.audio.play("ui_confirm")
        else:  # a lesson refused it: the table shows which dice count, as after a round
            host.hinting = True
