"""Calls and discs answered at once: a right call flashes, a wrong one shakes and drops a
disc, a tie marks every caller in the window; white discs land, three (or the seat's
balancing) turn into a black one.

Part of ``WuerfelblitzScene`` (a mixin, under ``BeatsMixin``).
"""

from __future__ import annotations

from game.core.events import Event
from game.engine import palette as pal
from game.wuerfelblitz.logic.events import BlackDisc, CallMade, DiscLost, DiscWon
from game.wuerfelblitz.screen.picker import MARK_RIGHT, MARK_TIE, MARK_WRONG
from game.wuerfelblitz.screen.tuning import FLASH_FRAMES


class FeedbackMixin:
    def _feedback(self, event: Event) -> None:
        audio = self.app.audio
        if isinstance(event, CallMade):
            self._tell_phone(event)
            picker = self.pickers[event.seat]
            if event.correct:
                winners = self.match.round_winners
                tie = len(winners) > 1
                picker.called_right(event.number, tie)
                if tie:
                    for seat in winners:
                        self.pickers[seat].mark, self.pickers[seat].flash = MARK_TIE, FLASH_FRAMES
                audio.play("row_complete" if tie else "bonus")
                self.app.input.rumble_seat(event.seat, 0.5, 150)
                self._sparkle(event.seat, [pal.YELLOW, pal.LIME, pal.SNOW], 26)
            else:
                picker.called_wrong(event.number, self.match_frame)
                audio.play("ui_error")
                self.app.input.rumble_seat(event.seat, 1.0, 300)  # a wrong call: a hard buzz
        elif isinstance(event, DiscWon):
            self.pickers[event.seat].disc_won(event.whites, event.blacks)
            audio.play("score_tick")
        elif isinstance(event, DiscLost):
            self.pickers[event.seat].disc_lost(event.whites, event.blacks)
            audio.play("bust")
        elif isinstance(event, BlackDisc):
            self.pickers[event.seat].black_won(event.blacks, event.spent)
            audio.play("doubled")
            self.shake = max(self.shake, 10)
            self._sparkle(event.seat, [pal.SNOW, pal.MIST, pal.seat_colour(event.seat)], 40)

    def _tell_phone(self, event: CallMade) -> None:
        """A phone's player sees right or wrong on the phone too, in the TV's word for it."""
        phones = getattr(self.app, "phones", None)
        if phones is not None:
            tie = event.correct and len(self.match.round_winners) > 1
            mark = MARK_TIE if tie else MARK_RIGHT if event.correct else MARK_WRONG
            word = self.app.t(f"wuerfelblitz.picker.{mark}")
            phones.verdict(self.app.input.device_of(event.seat), event.number, mark, word)

    def _sparkle(self, seat: int, colours: list, count: int) -> None:
        rect = self.pickers[seat].box(len(self.pickers))
        self.particles.burst(rect.centerx, rect.top + 50, colours, count, 2.6, 26)
