"""The Fischkopp scene's CPU seats: moves people can follow, hard tables built as jobs.

``CpuMoves`` is the part of the scene that plays its CPU seats (``scene.cpu_moves``); it
keeps no state of its own (the match kit's CPU driver holds the jobs). A CPU rolls after a
short think; to cover it walks the cursor over the choices to the one it picked, then
covers. A hard seat needs the exact tables (``cpu.table_job``); the match kit's CPU driver
builds them a few steps per frame, and the seat waits ("thinking") until they are ready —
never a frame hitch.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from game.fischkopp.cpu import choose, table_job
from game.fischkopp.cpu.leader import layer_of, leader_target
from game.fischkopp.logic import Cover, FischkoppMatch, Phase, Roll
from game.fischkopp.screen.modes import MODE_CPU
from game.fischkopp.screen.tuning import (
    CPU_CURSOR_STEP,
    CPU_THINK,
    TABLE_STEPS_PER_FRAME,
    TABLE_STEPS_WAITING,
)
from game.shell.match.cpu import CpuDriver
from game.shell.match.timeline import Timeline

SHARED_TABLE = ("table", "shared")


class Cursor(Protocol):
    """The shown choices and their cursor (``beats.Beats``)."""

    shown_choices: tuple[int, ...]

    def move_cursor(self, step: int) -> bool: ...


class Table(Protocol):
    """What the CPU seats read and set of the scene (``FischkoppScene``)."""

    app: Any
    match: FischkoppMatch
    cpu: CpuDriver
    timeline: Timeline
    coached: frozenset[int]
    mode: str
    status: str

    @property
    def beats(self) -> Cursor: ...

    def seat_name(self, seat: int) -> str: ...

    def act(self, action: Roll | Cover) -> None: ...

    def beat_holds(self) -> bool: ...


class CpuMoves:
    def __init__(self, host: Table) -> None:
        self.host = host
        # A start's plan (None in a real match): the field a demo seat covers instead of
        # its own choice (None from it: the seat's own choice).
        self.planned: Callable[[FischkoppMatch, int], Cover | None] | None = None

    def _needs_tables(self) -> bool:
        """Hard seats (and the coach) use the shared table: start it when the match opens."""
        return bool(self.host.coached) or "hard" in self.host.cpu.levels.values()

    def queue_tables(self) -> None:
        """Start the table jobs needed now or soon.

        The shared table first (two jobs building it would each do all of it). Then a
        beat-the-leader table for every hard seat still to play this round, keyed by what
        it chases so seats after the same leader share one build. Queued when a turn starts
        (nobody has a Fischkopp yet), a seat's table is mostly ready before its own turn.
        """
        if not self._needs_tables():
            return
        if not self.shared_ready():
            self.host.cpu.think(SHARED_TABLE, table_job())
            return
        match = self.host.match
        if match.is_over:
            return
        players = match.round.players
        upcoming = players[match.turn :] if not match.turn_fischkoepfe else (match.current_seat,)
        for seat in upcoming:
            key = self._leader_key(match, seat)
            if self.host.cpu.levels.get(seat) != "hard" or key is None:
                continue
            self.host.cpu.think(key, table_job(match, seat))

    def shared_ready(self) -> bool:
        """This match's job for the shared table has run its steps (the coach may speak)."""
        return self.host.cpu.jobs.is_done(SHARED_TABLE)

    @staticmethod
    def _leader_key(match: FischkoppMatch, seat: int) -> tuple | None:
        """The job that builds what ``seat`` chases now; None while nobody has finished."""
        target = leader_target(match, seat)
        if target is None:
            return None
        return ("leader", target.key, layer_of(target, match.turn_fischkoepfe))

    def ready(self, match: FischkoppMatch, seat: int) -> bool:
        """A hard seat may cover: this match's jobs for its tables have run their steps.
        Its own jobs, not the process's cache, so it covers on the same frame in a replay
        and in a process that built the tables before."""
        if not self.shared_ready():
            return False
        key = self._leader_key(match, seat)
        return key is None or self.host.cpu.jobs.is_done(key)

    def _table_pace(self, steps: int) -> None:
        """Job steps per frame: more while a hard seat sits waiting for its table."""
        self.host.cpu.jobs.steps_per_frame = steps

    def plan(self, seat: int) -> None:
        """Queue a CPU's next move as beats: think, (walk the cursor,) act."""
        host = self.host
        match, timeline, t = host.match, host.timeline, host.app.t
        level = host.cpu.levels[seat]
        name = host.seat_name(seat)
        host.mode = MODE_CPU
        if match.phase is Phase.ROLL:
            host.status = t("fischkopp.status.cpu_rolls", name=name)
            timeline.add(CPU_THINK)
            timeline.add(0, None, self._free)
            timeline.add(0, partial(host.act, Roll(seat)))
            return
        action = self.planned(match, seat) if self.planned is not None else None
        if action is None and level == "hard" and not self.ready(match, seat):
            self.queue_tables()
            host.status = t("fischkopp.status.thinking", name=name)
            self._table_pace(TABLE_STEPS_WAITING)
            return
        self._table_pace(TABLE_STEPS_PER_FRAME)
        if action is None:
            action = choose(match, seat, level, host.cpu.rngs[seat])
        assert isinstance(action, Cover)
        host.status = t("fischkopp.status.cpu_covers", name=name)
        timeline.add(CPU_THINK)
        timeline.add(0, None, self._free)
        choices = host.beats.shown_choices
        target = choices.index(action.field) if action.field in choices else 0
        for _ in range(target):
            timeline.add(CPU_CURSOR_STEP, partial(host.beats.move_cursor, 1))
        timeline.add(CPU_CURSOR_STEP)
        timeline.add(0, partial(host.act, action))

    def _free(self) -> bool:
        """The seat may move on: no beat of a start is being read (in a match, always)."""
        return not self.host.beat_holds()
