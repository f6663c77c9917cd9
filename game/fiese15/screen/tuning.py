"""Timings of the Fiese 15 screen, in fixed 1/60 s frames."""

from __future__ import annotations

CPU_THINK = 32  # before a CPU rolls, places or decides: about 0.5 s
CPU_CURSOR_STEP = 14  # a CPU moving its cursor to the next die
TURN_BANNER = 40
REVEAL_FRAMES = 48  # a new strip slides in
TURBO_SPEED = 5  # a human pressed confirm during CPU play: everything runs this much faster
SKIP_SPEED = 12  # a player skips their own animation
# Hard CPU tables are built as jobs: this many steps of about 1,000 look-ups each per
# frame (about 0.1 ms a step on the benchmark machine), so a frame stays far inside its
# budget and the biggest table is ready within about a second.
TABLE_STEPS_PER_FRAME = 4
