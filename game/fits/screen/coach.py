"""The coach: for each person who asked for it, the hard CPU's plan for the piece in their
hand, shown on their board (never played)."""

from __future__ import annotations

import random

from game.core.setup import MatchSetup
from game.fits.logic.rules import FitsMatch
from game.fits.screen.cpu_moves import CpuMoves, target_of
from game.fits.screen.seat_view import SeatView
from game.shell.match.coaching import coached_seats
from game.shell.match.cpu import CpuDriver


class Coach:
    """The coached seats (``seats``) and their plans, made on the CPU driver's time."""

    def __init__(self, cpu: CpuDriver, setup: MatchSetup) -> None:
        self.seats = coached_seats(setup)
        self.plans = CpuMoves(
            cpu,
            {seat: "hard" for seat in self.seats},
            {seat: random.Random(f"coach:{setup.seed}:{seat}") for seat in self.seats},
        )

    def tick(self, match: FitsMatch, views: list[SeatView]) -> None:
        """Plan for the pieces in hand; each coached board shows the plan for its piece
        (once it is made)."""
        if not self.seats or match.is_over:
            return
        self.plans.think(match)
        for seat in self.seats:
            view = views[seat]
            advice = None
            if view.piece is not None and match.piece_for(seat) == view.piece:
                advice = self.plans.decision(match, seat)
            view.coach = target_of(advice)
            view.coach_aside = advice is not None and view.coach is None
