"""A human seat's buttons: dial the number, call it, throw the dice, hurry the explanation.

``Controls`` is the scene's part for presses (``scene.controls``). Every seat has its own
picker and presses only its own: up/down ±1, right/left ±5 (held directions repeat, the
input layer sends those), confirm calls the number. The round's winner throws with
confirm; during the explanation any player's confirm moves on.

A press belongs to the moment it was made for: calls open to confirms pressed a moment
after the dice landed (one pressed as they land was meant to throw, or to hurry the
count, while the box threw by itself), and the picker's starting 10, if nobody turned it
this round, is called only once the dice have lain still a second (a confirm mashed as
they land calls nothing; a real answer of 10 is never refused). Only the thrower's confirm
throws. Every press the picker cannot take answers: the soft error sound, a small shake
and, where a word helps, a hint under the picker ("Not yet", "Not your throw", "Too late").

A phone joined as a controller shows a number pad here: a number typed and sent arrives
as a whole call (``app.phones.calls``) and is judged like a picker's; a call the TV cannot
take gets the picker's word back as its verdict ("Too late", "Not yet"). What each phone
says (``phone_turn``): the thrower's that it is their throw, the others' who throws, the
dice down: call!, and between rounds how the round ended.
"""

from __future__ import annotations

from typing import Protocol

from game.core.events import Event
from game.core.setup import MatchSetup
from game.engine.input import Action, InputEvent
from game.engine.net.events import is_phone
from game.engine.net.protocol import MAX_CALL
from game.shell.match.phone_turns import PhoneTurn
from game.shell.match.timeline import Timeline
from game.shell.tutorial.guide import Guide
from game.wuerfelblitz.logic import MAX_ANSWER, Call, RoundWon, WuerfelblitzMatch
from game.wuerfelblitz.screen.beats import RoundBeats, explanation_skippable
from game.wuerfelblitz.screen.picker import SeatPicker
from game.wuerfelblitz.screen.stages import (
    DIAL_STAGES,
    STAGE_COUNT,
    STAGE_DROP,
    STAGE_EXPLAIN,
    STAGE_INTRO,
    STAGE_LIVE,
    STAGE_THROW,
)
from game.wuerfelblitz.screen.tuning import STEPS

DIAL = {Action(name): step for name, step in STEPS.items()}
NOT_YET = "wuerfelblitz.picker.not_yet"
NOT_YOURS = "wuerfelblitz.picker.not_yours"
TOO_LATE = "wuerfelblitz.picker.too_late"
# A phone's call the TV could not take comes back as a verdict in the picker's word for it.
CALL_MARKS = {TOO_LATE: "late", NOT_YET: "early"}
THROW_STAGES = (STAGE_INTRO, STAGE_THROW)


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
    beats: RoundBeats

    def is_cpu(self, seat: int) -> bool: ...
    def seat_name(self, seat: int) -> str: ...
    def settled(self) -> bool: ...
    def dice_seen(self) -> bool: ...
    def missing_players(self) -> list[int]: ...
    def throw_dice(self, by_box: bool = False) -> None: ...
    def act(self, action: object) -> list[Event]: ...


class Controls:
    def __init__(self, host: ControlsHost) -> None:
        self.host = host
        self._lines: tuple[tuple, tuple] = ((), ())  # (what they say, the phones' lines)

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
                self.refuse(seat, NOT_YET)
        elif host.stage == STAGE_THROW and seat == host.match.thrower:
            if not host.missing_players():
                host.throw_dice()
            else:  # a seat still waits for its player (the status line says whose)
                self.refuse(seat, NOT_YET)
        elif host.stage in THROW_STAGES and not host.match.is_over and not host.missing_players():
            # The round's winner throws; anyone else's confirm never does, and says whose
            # throw it is not (a play-test took the box's own throw for this press).
            self.refuse(seat, NOT_YET if seat == host.match.thrower else NOT_YOURS)
        elif host.stage == STAGE_EXPLAIN and explanation_skippable(host.timeline):
            picker = host.pickers[seat]
            phones = getattr(host.app, "phones", None)
            typed = phones is not None and phones.calls_typed(device)
            if picker.chosen and picker.called is None and not typed:
                # Dialled and never called: this press was a call, late. It is told so once
                # (the answer stays up); the next press moves on. (A phone's calls come
                # typed: its late call was answered as it came.)
                picker.chosen = False
                self.refuse(seat, TOO_LATE)
            else:
                host.timeline.confirm()
        else:  # the dice are still falling, the answer just came up
            self.refuse(seat, NOT_YET)

    def refuse(self, seat: int, hint: str = "", called: int | None = None) -> None:
        """A press that did nothing still answers: the soft error sound and a small shake
        (a phone holding the seat gets its soft sign too). ``called``: the number a phone
        called, which gets the picker's word back as its verdict ("Too late")."""
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
            device = host.app.input.device_of(seat)
            mark = CALL_MARKS.get(hint)
            if called is not None and mark is not None and 0 <= called <= MAX_CALL:
                phones.verdict(device, called, mark, host.app.t(hint))
            phones.nudge(device)

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
        """What the phones say through the round. The throw is the thrower's: their phone
        says so (and buzzes), the others who throws; while the box rattles, "1, 2, 3…";
        once the dice lie, every seat calls at once (each is up, once a round); between
        rounds, how the round ended, on every phone."""
        host = self.host
        match = host.match
        stage = host.stage
        say = host.app.t
        if stage in THROW_STAGES and not match.is_over and not host.missing_players():
            thrower = match.thrower
            throws = "wuerfelblitz.phone.throws"
            if host.is_cpu(thrower):
                return PhoneTurn(who=thrower, say_wait=throws)
            up = ((thrower, ("throw", match.round_index)),)
            return PhoneTurn(
                frozenset({thrower}),
                thrower,
                up,
                say_up="wuerfelblitz.phone.your_throw",
                say_wait=throws,
            )
        if stage in (STAGE_COUNT, STAGE_DROP):
            return PhoneTurn(lines=((None, say("wuerfelblitz.status.ready")),))
        if stage == STAGE_LIVE:
            up = tuple(
                (picker.seat, match.round_index)
                for picker in host.pickers
                if not host.is_cpu(picker.seat) and not picker.won_round
            )
            return PhoneTurn(up=up, say_up="wuerfelblitz.phone.go")
        if stage == STAGE_EXPLAIN:
            return PhoneTurn(lines=self.outcome_lines())
        return PhoneTurn()

    def outcome_lines(self) -> tuple[tuple[int | None, str], ...]:
        """How the round being explained ended, per seat (None: everyone else): who was
        first and the right sum (the TV says "Anna first!"; a phone's player would not
        know otherwise). Kept while the verdict and the language stay."""
        host = self.host
        t = host.app.t
        verdict = host.beats.verdict
        if verdict is None:
            return ()
        key = (t.lang, verdict, tuple(host.seat_name(s) for s in range(len(host.pickers))))
        said, lines = self._lines
        if said == key:
            return lines
        answer = verdict.answer
        winners = verdict.seats if isinstance(verdict, RoundWon) else ()
        if not winners:
            lines = ((None, t("wuerfelblitz.phone.timeout", answer=answer)),)
        elif len(winners) == 1:
            name = host.seat_name(winners[0])
            lines = (
                (winners[0], t("wuerfelblitz.phone.you_first", answer=answer)),
                (None, t("wuerfelblitz.phone.first", name=name, answer=answer)),
            )
        else:
            mine = t("wuerfelblitz.phone.you_tie", answer=answer)
            lines = (
                *((seat, mine) for seat in winners),
                (None, t("wuerfelblitz.phone.tie", answer=answer)),
            )
        self._lines = (key, lines)
        return lines

    def phone_calls(self) -> None:
        """Numbers typed on phones this step, as calls of the seats holding them. A call the
        round cannot take is answered in the picker's word, on the TV and the phone: "Not
        yet" before the dice lie, "Too late" once the round is over."""
        host = self.host
        phones = getattr(host.app, "phones", None)
        for call in phones.calls if phones is not None else ():
            seat = call.seat
            if seat is None or not 0 <= seat < len(host.pickers) or host.is_cpu(seat):
                continue
            if host.stage == STAGE_LIVE and 0 <= call.number <= MAX_ANSWER:
                host.pickers[seat].choose(call.number)
                self._human_call(seat, call.number)
            elif host.stage == STAGE_LIVE:
                phones.nudge(call.device)  # no sum is that big: the phone says so softly
            elif host.stage in (STAGE_COUNT, STAGE_DROP) or (
                host.stage in THROW_STAGES and host.match.round_index == 0
            ):
                self.refuse(seat, NOT_YET, call.number)  # the dice are not down yet
            else:  # the round it was meant for is over (the next one may have begun)
                self.refuse(seat, TOO_LATE, call.number)

    def _human_call(self, seat: int, typed: int | None = None) -> None:
        """``typed``: the number a phone called (its refusal comes back as a verdict)."""
        host = self.host
        picker = host.pickers[seat]
        frame = host.match_frame
        if not picker.chosen and not host.dice_seen():
            # The untouched 10 is called only once the dice have lain still a moment: a
            # confirm mashed as they land (meant to throw, or to hurry) never calls it.
            self.refuse(seat, NOT_YET)
            return
        if picker.resting(frame):
            self.refuse(seat)
            return
        if not host.match.can_call(seat, frame):
            # A winner waits for the next round; anyone else's window has closed.
            self.refuse(seat, "" if picker.won_round else TOO_LATE, typed)
            return
        if host.act(Call(seat, picker.value, frame)):
            host.app.audio.play("ui_confirm")
        else:  # a lesson refused it: the table shows which dice count, as after a round
            host.hinting = True
