"""The Fischkopp scene's CPU seats: moves people can follow, hard tables built as jobs.

Part of ``FischkoppScene`` (a mixin). A CPU rolls after a short think; to cover it walks its
cursor over the choices to the one it picked, then covers. A hard seat needs the exact
tables (``cpu.table_job``); the match kit's CPU driver builds them a few steps per frame,
and the seat waits ("thinking") until they are ready — never a frame hitch.
"""

from __future__ import annotations

from functools import partial

from game.fischkopp.cpu import choose, is_ready, table_job
from game.fischkopp.logic import Cover, Phase, Roll
from game.fischkopp.screen.modes import MODE_CPU
from game.fischkopp.screen.tuning import CPU_CURSOR_STEP, CPU_THINK

SHARED_TABLE = ("table", "shared")


class CpuMixin:
    def _needs_tables(self) -> bool:
        """Hard seats (and the coach) use the shared table: start it when the match opens."""
        return self.coach or "hard" in self.cpu.levels.values()

    def _queue_tables(self, seat: int | None = None) -> None:
        """Start the table jobs needed now: the shared table first, a seat's leader table
        only once it stands (two jobs building the shared table would each do it all)."""
        if not self._needs_tables():
            return
        jobs = self.cpu.jobs
        if not is_ready():
            if jobs.is_done(SHARED_TABLE):  # finished, yet gone: build it again
                jobs.replace(SHARED_TABLE, table_job())
            else:
                self.cpu.think(SHARED_TABLE, table_job())
            return
        match = self.match
        if seat is None or self.cpu.levels.get(seat) != "hard" or is_ready(match, seat):
            return
        key = ("table", seat, match.round.number, match.turn_fischkoepfe)
        if jobs.is_done(key):  # built, then pushed out of the cache by others: again
            jobs.replace(key, table_job(match, seat))
        else:
            self.cpu.think(key, table_job(match, seat))

    def _plan_cpu(self, seat: int) -> None:
        """Queue a CPU's next move as beats: think, (walk the cursor,) act."""
        match = self.match
        level = self.cpu.levels[seat]
        name = self.seat_name(seat)
        self.mode = MODE_CPU
        if match.phase is Phase.ROLL:
            self.status = self.app.t("fischkopp.status.cpu_rolls", name=name)
            self.timeline.add(CPU_THINK)
            self.timeline.add(0, partial(self._act, Roll(seat)))
            return
        if level == "hard" and not is_ready(match, seat):
            self._queue_tables(seat)
            self.status = self.app.t("fischkopp.status.thinking", name=name)
            return
        action = choose(match, seat, level, self.cpu.rngs[seat])
        assert isinstance(action, Cover)
        self.status = self.app.t("fischkopp.status.cpu_covers", name=name)
        self.timeline.add(CPU_THINK)
        target = self.shown_choices.index(action.field) if action.field in self.shown_choices else 0
        for _ in range(target):
            self.timeline.add(CPU_CURSOR_STEP, partial(self._move_cursor, 1))
        self.timeline.add(CPU_CURSOR_STEP)
        self.timeline.add(0, partial(self._act, action))
