"""The Fiese 15 scene's CPU seats: moves people can follow, tables built as jobs.

Part of ``Fiese15Scene`` (a mixin). A CPU move is planned as beats: think, point at each
die it keeps, press Place; or think, move to Stop or Roll, press it. Hard CPUs need a
table per strip; the match kit's CPU driver builds those a fixed number of steps per frame
while the strip is shown.
"""

from __future__ import annotations

from functools import partial

from game.fiese15.cpu.player import choose, is_table_ready, table_builder, tables_needed
from game.fiese15.logic.rules import Phase, Place, Stop
from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_IDLE, MODE_PLACE, MODE_ROLL
from game.fiese15.screen.picker import ROLL, STOP, PlacePicker
from game.fiese15.screen.tuning import CPU_CURSOR_STEP, CPU_THINK


class CpuMixin:
    def _plan_cpu(self, seat: int) -> None:
        """Queue a CPU's next move as beats people can follow: think, point, press."""
        match = self.match
        level = match.seats[seat].level
        name = self.seat_name(seat)
        if (
            level == "hard"
            and match.phase is not Phase.AWAIT_ROLL
            and not is_table_ready(match.targets(), match.options.zocker, self.tables)
        ):
            # The table is still being built, a few steps per frame: wait, never a hitch.
            self._queue_tables()
            self.mode, self.status = MODE_IDLE, self.app.t("fiese15.status.thinking", name=name)
            return
        action = choose(match, seat, level, self.cpu.rngs[seat], self.tables)
        if match.phase is Phase.AWAIT_ROLL:
            self.mode, self.status = MODE_ROLL, self.app.t("fiese15.status.cpu_turn", name=name)
            self.timeline.add(CPU_THINK)
        elif isinstance(action, Place):
            self.picker = PlacePicker(match.valid_colours(), preselect=False)
            self.mode = MODE_PLACE
            self.timeline.add(CPU_THINK)
            for colour in action.colours:
                self.timeline.add(CPU_CURSOR_STEP, partial(self._cpu_pick, colour))
            self.timeline.add(CPU_CURSOR_STEP, self._cpu_to_place)
        else:
            self.mode, self.decision = MODE_DECIDE, ROLL
            choice = STOP if isinstance(action, Stop) else ROLL
            self.timeline.add(CPU_THINK - 6)
            self.timeline.add(CPU_THINK // 3, partial(self._cpu_highlight, choice))
        self.timeline.add(0, partial(self._act, action))

    def _cpu_pick(self, colour: str) -> None:
        if self.picker is not None:
            self.picker.move_to(colour)
            self.picker.toggle()
            self.app.audio.play("dice_select")

    def _cpu_to_place(self) -> None:
        if self.picker is not None:
            self.picker.to_place()
            self.app.audio.play("ui_move")

    def _cpu_highlight(self, choice: int) -> None:
        if choice != self.decision:
            self.decision = choice
            self.app.audio.play("ui_move")

    def _queue_tables(self) -> None:
        for key in tables_needed(self.match, self.tables):
            self.cpu.think(("table", key), table_builder(*key, self.tables))
