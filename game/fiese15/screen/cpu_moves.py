"""The Fiese 15 CPU seats: moves people can follow, tables built as jobs.

``CpuMoves`` is the part of the scene that plans a CPU's move as beats: think (a bubble by
its card), point at each die it keeps, say so, place; or think, say "roll again" or
"stop", do it. It owns what the CPU's bubble says (``thought``); it moves the controls'
picker so people watch the CPU pick, and reaches the scene only through ``CpuHost``. The
whole turn runs at ``CPU_PACE``. Hard CPUs (and the coach) need a table per strip; the
match kit's CPU driver builds those a fixed number of steps per frame while the strip is
shown.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from game.fiese15.cpu.player import (
    Tables,
    choose,
    is_table_ready,
    table_builder,
    tables_needed,
)
from game.fiese15.logic.rules import Action as RulesAction
from game.fiese15.logic.rules import Fiese15Match, Phase, Place, Stop
from game.fiese15.screen.controls import Controls
from game.fiese15.screen.tuning import CPU_CURSOR_STEP, CPU_FIRST_ROLL, CPU_SAYS, CPU_THINK
from game.shell.match.cpu import CpuDriver
from game.shell.match.timeline import Timeline


class CpuHost(Protocol):
    app: Any
    match: Fiese15Match
    timeline: Timeline
    cpu: CpuDriver
    tables: Tables
    coached: set[int]

    def act(self, action: RulesAction) -> bool: ...


class CpuMoves:
    def __init__(self, host: CpuHost, controls: Controls) -> None:
        self.host = host
        self.controls = controls
        self.thought = ""  # what a CPU on turn says in its bubble (empty: thinking dots)
        # A start's plan (None in a real match): a demo seat's move instead of its own
        # choice (None from it: the seat's own choice).
        self.planned: Callable[[Fiese15Match, int], RulesAction | None] | None = None

    def think(self, thought: str) -> None:
        self.thought = thought

    def plan(self, seat: int) -> None:
        """Queue a CPU's next move as beats people can follow: think, point, press."""
        host = self.host
        match, timeline = host.match, host.timeline
        level = match.seats[seat].level
        t = host.app.t
        self.controls.hand_to_cpu()
        self.thought = ""  # an empty thought: the bubble's dots
        action = self.planned(match, seat) if self.planned is not None else None
        if action is None and (
            level == "hard"
            and match.phase is not Phase.AWAIT_ROLL
            and not is_table_ready(match.targets(), match.options.zocker, host.tables)
        ):
            # The table is still being built, a few steps per frame: wait, never a hitch.
            self.queue_tables()
            return
        if action is None:
            action = choose(match, seat, level, host.cpu.rngs[seat], host.tables)
        if match.phase is Phase.AWAIT_ROLL:
            timeline.add(CPU_FIRST_ROLL)
        elif isinstance(action, Place):
            self.controls.cpu_picker(match.valid_colours())
            timeline.add(CPU_THINK)
            for colour in action.colours:
                timeline.add(CPU_CURSOR_STEP, partial(self._pick, colour))
            says = t("fiese15.cpu.keeps", n=len(action.colours))
            timeline.add(CPU_SAYS, partial(self._says, says))
        else:
            timeline.add(CPU_THINK)
            if isinstance(action, Stop):
                says = t("fiese15.cpu.stops", score=match.running_score())
            else:
                says = t("fiese15.cpu.rolls")
            timeline.add(CPU_SAYS, partial(self._says, says))
        timeline.add(0, partial(host.act, action))

    def _pick(self, colour: str) -> None:
        picker = self.controls.picker
        if picker is not None:
            picker.move_to(colour)
            picker.toggle()
            self.host.app.audio.play("dice_select")

    def _says(self, thought: str) -> None:
        self.thought = thought
        picker = self.controls.picker
        if picker is not None:
            picker.to_place()  # the cursor leaves the dice: the choice is made
        self.host.app.audio.play("ui_move")

    def queue_tables(self) -> None:
        """The tables of this round for the hard CPUs, then for the coached seats."""
        host = self.host
        match, tables = host.match, host.tables
        keys = tables_needed(match, tables)
        for seat in sorted(host.coached):
            key = (tuple(sorted(match.targets_for(seat))), match.options.zocker)
            if key not in keys and not is_table_ready(*key, tables):
                keys.append(key)
        for key in keys:
            host.cpu.think(("table", key), table_builder(*key, tables))
