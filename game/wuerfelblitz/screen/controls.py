"""A human seat's buttons: dial the number, call it, throw the dice, hurry the explanation.

Part of ``WuerfelblitzScene`` (a mixin). Every seat has its own picker and presses only
its own: up/down ±1, right/left ±5 (held directions repeat, the input layer sends those),
confirm calls the number. The round's winner throws with confirm; during the explanation
any player's confirm moves on.

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

from game.engine.input import Action, InputEvent
from game.engine.net.events import is_phone
from game.wuerfelblitz.logic import MAX_ANSWER, Call
from game.wuerfelblitz.screen.stages import DIAL_STAGES, STAGE_EXPLAIN, STAGE_LIVE, STAGE_THROW
from game.wuerfelblitz.screen.tuning import STEPS

DIAL = {Action(name): step for name, step in STEPS.items()}


class InputMixin:
    def on_input(self, event: InputEvent) -> None:
        """A press the match kit passed on (it handles attract, pause, tallies, takeover)."""
        seat = event.seat
        if not event.pressed or seat is None or not 0 <= seat < len(self.pickers):
            return
        if self.is_cpu(seat):
            return
        if self.match.is_over:
            # After the winning round the footer offers the results: confirm goes there.
            if event.action is Action.CONFIRM and not event.repeat and self.stage == STAGE_EXPLAIN:
                self.timeline.confirm()
            return
        if event.action in DIAL:
            self._dial(seat, DIAL[event.action])
        elif event.action is Action.CONFIRM and not event.repeat:
            self._confirm(seat, event.device)
        elif event.action is not Action.PAUSE and not event.repeat:
            self.refuse(seat)  # back, flip, rotate: Würfelblitz has no use for them

    def _confirm(self, seat: int, device: str) -> None:
        if self.stage == STAGE_LIVE:
            phones = getattr(self.app, "phones", None)
            if phones is not None and phones.calls_typed(device):
                phones.nudge(device)  # its calls come typed, never from the dial
            elif self.settled():
                self._human_call(seat)
            else:  # pressed as the dice landed: meant for the moment before (a throw)
                self.refuse(seat, "wuerfelblitz.picker.not_yet")
        elif self.stage == STAGE_THROW and seat == self.match.thrower:
            if not self.missing_players():
                self.throw_dice()
        elif self.stage == STAGE_EXPLAIN and self.explanation_skippable():
            picker = self.pickers[seat]
            if picker.chosen and picker.called is None:
                # Dialled and never called: this press was a call, late. It is told so once
                # (the answer stays up); the next press moves on.
                picker.chosen = False
                self.refuse(seat, "wuerfelblitz.picker.too_late")
            else:
                self.timeline.confirm()
        else:  # someone else throws, the dice are still falling, the answer just came up
            self.refuse(seat, "wuerfelblitz.picker.not_yet")

    def refuse(self, seat: int, hint: str = "") -> None:
        """A press that did nothing still answers: the soft error sound and a small shake
        (a phone holding the seat gets its soft sign too)."""
        self.pickers[seat].refuse(hint)
        if hint and self.tutorial is not None and seat == self.tutorial.learner_seat:
            # A lesson's panel sits over the picker's word: it says why in its own line
            # (with the refusal sound).
            self.tutorial.explain(self, f"{hint}.why")
        else:
            self.app.audio.play("ui_error")
        phones = getattr(self.app, "phones", None)
        if phones is not None:
            phones.nudge(self.app.input.device_of(seat))

    def can_dial(self, seat: int) -> bool:
        picker = self.pickers[seat]
        return self.stage in DIAL_STAGES and not picker.won_round

    def _dial(self, seat: int, step: int) -> None:
        if not (self.can_dial(seat) and self.pickers[seat].dial(step)):
            self.refuse(seat)  # a winner's picker, the explanation, the end of the scale
            return
        self.app.audio.play("ui_move")
        if self.hinting and self.tutorial is not None:
            # The learner read why and dials again: the lesson's words make way for the
            # number they dial (the table keeps showing which dice count).
            self.tutorial.dismiss()

    def dress_phones(self) -> None:
        """Phones holding a seat show the number pad (sent again each round: a phone that
        took a seat meanwhile gets it too)."""
        phones = getattr(self.app, "phones", None)
        if phones is None:
            return
        for seat in self.setup.seats:
            device = self.app.input.device_of(seat.index)
            if device is not None and is_phone(device):
                phones.set_layout(device, "numbers")

    def phone_calls(self) -> None:
        """Numbers typed on phones this step, as calls of the seats holding them."""
        phones = getattr(self.app, "phones", None)
        for call in phones.calls if phones is not None else ():
            seat = call.seat
            if seat is None or not 0 <= seat < len(self.pickers) or self.is_cpu(seat):
                continue
            if self.stage == STAGE_LIVE and 0 <= call.number <= MAX_ANSWER:
                self.pickers[seat].choose(call.number)
                self._human_call(seat)
            else:
                phones.nudge(call.device)  # no calls now: the phone says so softly

    def _human_call(self, seat: int) -> None:
        picker = self.pickers[seat]
        frame = self.match_frame
        if not picker.chosen:  # the untouched 10 is nobody's answer
            self.refuse(seat, "wuerfelblitz.picker.dial_first")
            return
        if picker.resting(frame) or not self.match.can_call(seat, frame):
            self.refuse(seat)
            return
        if self._act(Call(seat, picker.value, frame)):
            self.app.audio.play("ui_confirm")
        else:  # a lesson refused it: the table shows which dice count, as after a round
            self.hinting = True
