"""The Fischkopp scene's CPU seats: moves people can follow, hard tables built as jobs.

Part of ``FischkoppScene`` (a mixin). A CPU rolls after a short think; to cover it walks its
cursor over the choices to the one it picked, then covers. A hard seat needs the exact
tables (``cpu.table_job``); the match kit's CPU driver builds them a few steps per frame,
and the seat waits ("thinking") until they are ready — never a frame hitch.
"""

from __future__ import annotations

from functools import partial

from game.fischkopp.cpu import choose, is_ready, table_job
from game.fischkopp.cpu.leader import layer_of, leader_target
from game.fischkopp.logic import Cover, Phase, Roll
from game.fischkopp.screen.modes import MODE_CPU
from game.fischkopp.screen.tuning import (
    CPU_CURSOR_STEP,
    CPU_THINK,
    TABLE_STEPS_PER_FRAME,
    TABLE_STEPS_WAITING,
)

SHARED_TABLE = ("table", "shared")


class CpuMixin:
    def _needs_tables(self) -> bool:
        """Hard seats (and the coach) use the shared table: start it when the match opens."""
        return bool(self.coached) or "hard" in self.cpu.levels.values()

    def _queue_tables(self) -> None:
        """Start the table jobs needed now or soon.

        The shared table first (two jobs building it would each do all of it). Then a
        beat-the-leader table for every hard seat still to play this round, keyed by what
        it chases so seats after the same leader share one build. Queued when a turn starts
        (nobody has a Fischkopp yet), a seat's table is mostly ready before its own turn.
        """
        if not self._needs_tables():
            return
        if not is_ready():
            self._start_job(SHARED_TABLE, table_job())
            return
        match = self.match
        if match.is_over:
            return
        players = match.round.players
        upcoming = players[match.turn :] if not match.turn_fischkoepfe else (match.current_seat,)
        for seat in upcoming:
            if self.cpu.levels.get(seat) != "hard" or is_ready(match, seat):
                continue
            target = leader_target(match, seat)
            assert target is not None  # without a leader the shared table is enough
            key = ("leader", target.key, layer_of(target, match.turn_fischkoepfe))
            self._start_job(key, table_job(match, seat))

    def _table_pace(self, steps: int) -> None:
        """Job steps per frame: more while a hard seat sits waiting for its table."""
        self.cpu.jobs.steps_per_frame = steps

    def _start_job(self, key: tuple, job) -> None:
        jobs = self.cpu.jobs
        if jobs.is_done(key):  # built, then pushed out of the cache by others: again
            jobs.replace(key, job)
        else:
            self.cpu.think(key, job)

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
            self._queue_tables()
            self.status = self.app.t("fischkopp.status.thinking", name=name)
            self._table_pace(TABLE_STEPS_WAITING)
            return
        self._table_pace(TABLE_STEPS_PER_FRAME)
        action = choose(match, seat, level, self.cpu.rngs[seat])
        assert isinstance(action, Cover)
        self.status = self.app.t("fischkopp.status.cpu_covers", name=name)
        self.timeline.add(CPU_THINK)
        target = self.shown_choices.index(action.field) if action.field in self.shown_choices else 0
        for _ in range(target):
            self.timeline.add(CPU_CURSOR_STEP, partial(self._move_cursor, 1))
        self.timeline.add(CPU_CURSOR_STEP)
        self.timeline.add(0, partial(self._act, action))
