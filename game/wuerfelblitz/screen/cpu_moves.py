"""The CPU seats: they throw when they won the last round, and call on planned frames.

Part of ``WuerfelblitzScene`` (a mixin). After the reveal each CPU seat's calls are planned
with its own seeded generator (``plan_calls``: a human-like reaction time per throw and
level) and handed to the kit's CPU driver for their match frames. A planned call the rules
no longer take (the round is over, or the seat won already) is dropped. A tutorial plans
the CPUs' calls itself (``planned_calls``), so they never snatch a throw the learner is
still adding up, and a tie or a wrong call comes when the lesson shows one.
"""

from __future__ import annotations

from functools import partial

from game.wuerfelblitz.cpu import plan_calls
from game.wuerfelblitz.logic import Call, Phase, ThrowDice


class CpuMixin:
    def throw_dice(self) -> None:
        """The thrower throws (a CPU on its frame, a human's confirm, or the box by itself)."""
        if self.match.phase is Phase.AWAIT_THROW and not self.match.is_over:
            self.agree_variants()
            self._act(ThrowDice(self.match.thrower, self.match_frame))

    def _plan_cpu_calls(self) -> None:
        match = self.match
        if self.planned_calls is not None:
            assert match.reveal_frame is not None
            planned = self.planned_calls.get(match.round_index, {})
            for seat, calls in sorted(planned.items()):
                for call in calls:
                    due = Call(seat, call.number, match.reveal_frame + call.delay)
                    self.cpu.at(due.frame, partial(self._cpu_call, due, match.round_index))
            return
        for seat, level in sorted(self.cpu.levels.items()):
            for call in plan_calls(match, seat, level, self.cpu.rngs[seat]):
                self.cpu.at(call.frame, partial(self._cpu_call, call, match.round_index))

    def _cpu_call(self, call: Call, round_index: int) -> None:
        match = self.match
        if match.round_index == round_index and match.can_call(call.seat, self.match_frame):
            self._act(Call(call.seat, call.number, self.match_frame))
