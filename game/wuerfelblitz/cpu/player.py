"""CPU seats in a live match: plans turned into frame-stamped calls, and a queue the screen
asks every frame for the calls that are due."""

from __future__ import annotations

import random
from collections.abc import Mapping

from game.core.errors import IllegalAction
from game.wuerfelblitz.cpu.reaction import plan
from game.wuerfelblitz.logic.actions import Call
from game.wuerfelblitz.logic.rules import Phase, WuerfelblitzMatch


def plan_calls(match: WuerfelblitzMatch, seat: int, level: str, rng: random.Random) -> list[Call]:
    """The calls ``seat`` will make this round, at absolute match frames (reveal + delay).

    Needs revealed dice. Calls that come too late (the round closed, or the seat already
    won) are to be dropped: ``CpuCallers.due`` does that.
    """
    if match.phase is not Phase.LIVE or match.throw is None or match.reveal_frame is None:
        raise IllegalAction("CPU calls are planned once the dice are revealed")
    reveal = match.reveal_frame
    return [
        Call(seat, planned.number, reveal + planned.delay)
        for planned in plan(match.throw, match.options.brain_twister, level, rng)
    ]


class CpuCallers:
    """The CPU seats' pending calls for the current round."""

    def __init__(self, levels: Mapping[int, str]) -> None:
        self.levels = dict(levels)  # seat → level, CPU seats only
        self.pending: list[Call] = []

    def plan_round(self, match: WuerfelblitzMatch, rng: random.Random) -> None:
        """Plan every CPU seat's calls (seat order, so a seed repeats); call after Reveal."""
        self.pending = sorted(
            (
                call
                for seat in sorted(self.levels)
                for call in plan_calls(match, seat, self.levels[seat], rng)
            ),
            key=lambda call: (call.frame, call.seat),
        )

    def next_frame(self) -> int | None:
        return self.pending[0].frame if self.pending else None

    def due(self, match: WuerfelblitzMatch, frame: int) -> list[Call]:
        """Calls planned for ``frame`` or earlier that the match still accepts, stamped with
        ``frame``; the rest of those are dropped."""
        ready = []
        while self.pending and self.pending[0].frame <= frame:
            call = self.pending.pop(0)
            if match.can_call(call.seat, frame):
                ready.append(Call(call.seat, call.number, frame))
        return ready
