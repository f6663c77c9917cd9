"""Calls and discs answered at once: a right call flashes, a wrong one shakes and drops a
disc, a tie marks every caller in the window; white discs land, three (or the seat's
balancing) turn into a black one. The match's winner gets confetti.

``Feedback`` is the scene's part for these effects (``scene.feedback``): it owns the
particles and the screen's shake, and answers the rules' call and disc events the round's
beats hand it.
"""

from __future__ import annotations

import random
from typing import Protocol

from game.core.events import Event
from game.engine import palette as pal
from game.engine.particles import Particles
from game.wuerfelblitz.logic import WuerfelblitzMatch
from game.wuerfelblitz.logic.events import BlackDisc, CallMade, DiscLost, DiscWon
from game.wuerfelblitz.screen.picker import MARK_RIGHT, MARK_TIE, MARK_WRONG, SeatPicker
from game.wuerfelblitz.screen.tuning import FLASH_FRAMES


class FeedbackHost(Protocol):
    """What the effects reach in their scene."""

    app: object
    match: WuerfelblitzMatch
    pickers: list[SeatPicker]
    match_frame: int


class Feedback:
    def __init__(self, host: FeedbackHost, rng: random.Random) -> None:
        self.host = host
        self.particles = Particles(rng)
        self.shake = 0  # frames the whole picture still jolts

    def tick(self) -> None:
        """One presentation step: the jolt wears off."""
        self.shake = max(0, self.shake - 1)

    def show(self, event: Event) -> None:
        host = self.host
        app, pickers = host.app, host.pickers
        audio = app.audio
        if isinstance(event, CallMade):
            self._tell_phone(event)
            picker = pickers[event.seat]
            if event.correct:
                winners = host.match.round_winners
                tie = len(winners) > 1
                picker.called_right(event.number, tie)
                if tie:
                    for seat in winners:
                        pickers[seat].mark, pickers[seat].flash = MARK_TIE, FLASH_FRAMES
                audio.play("row_complete" if tie else "bonus")
                app.input.rumble_seat(event.seat, 0.5, 150)
                self._sparkle(event.seat, [pal.YELLOW, pal.LIME, pal.SNOW], 26)
            else:
                picker.called_wrong(event.number, host.match_frame)
                audio.play("ui_error")
                app.input.rumble_seat(event.seat, 1.0, 300)  # a wrong call: a hard buzz
        elif isinstance(event, DiscWon):
            pickers[event.seat].disc_won(event.whites, event.blacks)
            audio.play("score_tick")
        elif isinstance(event, DiscLost):
            pickers[event.seat].disc_lost(event.whites, event.blacks)
            audio.play("bust")
        elif isinstance(event, BlackDisc):
            pickers[event.seat].black_won(event.blacks, event.spent)
            audio.play("doubled")
            self.shake = max(self.shake, 10)
            self._sparkle(event.seat, [pal.SNOW, pal.MIST, pal.seat_colour(event.seat)], 40)

    def celebrate(self, winner: int) -> None:
        """The final tally names the winner: confetti in their colour."""
        colours = [pal.seat_colour(winner), pal.YELLOW, pal.SNOW, pal.BLACK]
        self.particles.confetti(640, colours, 160)
        self.particles.burst(320, 120, colours, 60, 4.5, 60)
        self.shake = 12

    def _tell_phone(self, event: CallMade) -> None:
        """A phone's player sees right or wrong on the phone too, in the TV's word for it."""
        app = self.host.app
        phones = getattr(app, "phones", None)
        if phones is not None:
            tie = event.correct and len(self.host.match.round_winners) > 1
            mark = MARK_TIE if tie else MARK_RIGHT if event.correct else MARK_WRONG
            word = app.t(f"wuerfelblitz.picker.{mark}")
            phones.verdict(app.input.device_of(event.seat), event.number, mark, word)

    def _sparkle(self, seat: int, colours: list, count: int) -> None:
        pickers = self.host.pickers
        rect = pickers[seat].box(len(pickers))
        self.particles.burst(rect.centerx, rect.top + 50, colours, count, 2.6, 26)
