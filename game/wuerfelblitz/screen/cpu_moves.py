"""The CPU seats' calls: planned after each reveal, made on their match frames.

``CpuMoves`` is the scene's part for CPU calls (``scene.cpu_moves``). After the reveal each
CPU seat's calls are planned with its own seeded generator (``plan_calls``: a human-like
reaction time per throw and level) and handed to the kit's CPU driver for their match
frames. A planned call the rules no longer take (the round is over, or the seat won
already) is dropped. A tutorial plans the CPUs' calls itself (``planned_calls``), so they
never snatch a throw the learner is still adding up, and a tie or a wrong call comes when
the lesson shows one. (A CPU that won the last round throws through the scene's
``throw_dice``, timed by the round's beats.)
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from game.core.events import Event
from game.shell.match.cpu import CpuDriver
from game.wuerfelblitz.cpu import PlannedCall, plan_calls
from game.wuerfelblitz.logic import Call, WuerfelblitzMatch


class CpuHost(Protocol):
    """What the CPU seats reach in their scene."""

    match: WuerfelblitzMatch
    cpu: CpuDriver
    match_frame: int

    def act(self, action: object) -> list[Event]: ...


class CpuMoves:
    def __init__(self, host: CpuHost) -> None:
        self.host = host
        # A tutorial's plan (None in a real match): per round, each CPU seat's calls instead
        # of its own reaction (an empty round: the CPUs stay quiet).
        self.planned_calls: dict[int, dict[int, tuple[PlannedCall, ...]]] | None = None

    def plan(self) -> None:
        """The dice are on show: every CPU seat's calls of this round, on their frames."""
        match, driver = self.host.match, self.host.cpu
        if self.planned_calls is not None:
            assert match.reveal_frame is not None
            planned = self.planned_calls.get(match.round_index, {})
            for seat, calls in sorted(planned.items()):
                for call in calls:
                    due = Call(seat, call.number, match.reveal_frame + call.delay)
                    driver.at(due.frame, partial(self._call, due, match.round_index))
            return
        for seat, level in sorted(driver.levels.items()):
            for call in plan_calls(match, seat, level, driver.rngs[seat]):
                driver.at(call.frame, partial(self._call, call, match.round_index))

    def _call(self, call: Call, round_index: int) -> None:
        host = self.host
        match = host.match
        if match.round_index == round_index and match.can_call(call.seat, host.match_frame):
            host.act(Call(call.seat, call.number, host.match_frame))
