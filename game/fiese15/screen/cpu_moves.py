"""The Fiese 15 scene's CPU seats: moves people can follow, tables built as jobs.

Part of ``Fiese15Scene`` (a mixin). A CPU move is planned as beats: think (a bubble by
its card), point at each die it keeps, say so, place; or think, say "roll again" or
"stop", do it. The panel shows the CPU's bubble, never a human's buttons, and the whole
turn runs at ``CPU_PACE``. Hard CPUs need a table per strip; the match kit's CPU driver
builds those a fixed number of steps per frame while the strip is shown.
"""

from __future__ import annotations

from functools import partial

from game.fiese15.cpu.player import choose, is_table_ready, table_builder, tables_needed
from game.fiese15.logic.rules import Phase, Place, Stop
from game.fiese15.screen.action_panel import MODE_CPU
from game.fiese15.screen.picker import PlacePicker
from game.fiese15.screen.tuning import CPU_CURSOR_STEP, CPU_FIRST_ROLL, CPU_SAYS, CPU_THINK


class CpuMixin:
    def _plan_cpu(self, seat: int) -> None:
        """Queue a CPU's next move as beats people can follow: think, point, press."""
        match = self.match
        level = match.seats[seat].level
        t = self.app.t
        self.mode, self.thought = MODE_CPU, ""  # an empty thought: the bubble's dots
        if (
            level == "hard"
            and match.phase is not Phase.AWAIT_ROLL
            and not is_table_ready(match.targets(), match.options.zocker, self.tables)
        ):
            # The table is still being built, a few steps per frame: wait, never a hitch.
            self._queue_tables()
            return
        action = choose(match, seat, level, self.cpu.rngs[seat], self.tables)
        if match.phase is Phase.AWAIT_ROLL:
            self.timeline.add(CPU_FIRST_ROLL)
        elif isinstance(action, Place):
            self.picker = PlacePicker(match.valid_colours(), preselect=False)
            self.timeline.add(CPU_THINK)
            for colour in action.colours:
                self.timeline.add(CPU_CURSOR_STEP, partial(self._cpu_pick, colour))
            says = t("fiese15.cpu.keeps", n=len(action.colours))
            self.timeline.add(CPU_SAYS, partial(self._cpu_says, says))
        else:
            self.timeline.add(CPU_THINK)
            if isinstance(action, Stop):
                says = t("fiese15.cpu.stops", score=match.running_score())
            else:
                says = t("fiese15.cpu.rolls")
            self.timeline.add(CPU_SAYS, partial(self._cpu_says, says))
        self.timeline.add(0, partial(self._act, action))

    def _cpu_pick(self, colour: str) -> None:
        if self.picker is not None:
            self.picker.move_to(colour)
            self.picker.toggle()
            self.app.audio.play("dice_select")

    def _cpu_says(self, thought: str) -> None:
        self.thought = thought
        if self.picker is not None:
            self.picker.to_place()  # the cursor leaves the dice: the choice is made
        self.app.audio.play("ui_move")

    def _queue_tables(self) -> None:
        """The tables of this round for the hard CPUs, then for the coached seats."""
        keys = tables_needed(self.match, self.tables)
        match = self.match
        for seat in sorted(self.coached):
            key = (tuple(sorted(match.targets_for(seat))), match.options.zocker)
            if key not in keys and not is_table_ready(*key, self.tables):
                keys.append(key)
        for key in keys:
            self.cpu.think(("table", key), table_builder(*key, self.tables))
