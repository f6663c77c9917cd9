"""Timings of the Fiese 15 screen, in fixed 1/60 s frames.

Beats count *ticks*; a frame runs ``speed()`` ticks (one on a human's turn, ``CPU_PACE``
on a CPU's). Banners, flying scores, shake and flashes age once a frame whatever the
pace, so they stay readable while a CPU plays fast.
"""

from __future__ import annotations

# A CPU turn takes 2-4 s (about 120-240 frames): its roll, pick and place beats run this
# many ticks a frame, and its thinking is short, so the table is not a waiting room.
CPU_PACE = 3
CPU_CALM_ROLLS = 1  # from the roll after these, each roll adds a tick a frame ...
CPU_PACE_MAX = 5  # ... up to this many, so a six-roll turn still fits in about 4 s
CPU_THINK = 12  # ticks before a CPU places or decides (with its "thinking" bubble)
CPU_FIRST_ROLL = 6  # ticks between a CPU's turn banner and its first roll
CPU_CURSOR_STEP = 6  # ticks for a CPU moving its cursor to the next die
CPU_SAYS = 9  # ticks a CPU's decision stays in its bubble before it acts
CPU_FLOATER = 30  # frames a CPU's score flies to the sheet (a human's: FLOATER)
FLOATER = 44
TURN_BANNER = 40  # ticks the turn's banner holds play (the banner itself: BANNER_FRAMES)
BANNER_FRAMES = 56  # frames a turn banner is on screen: in, over 30 frames to read, out
REVEAL_FRAMES = 48  # a new strip slides in
TURBO_SPEED = 10  # a human pressed confirm during CPU play: everything runs this fast
SKIP_SPEED = 12  # a player skips their own animation
# Hard CPU tables are built as jobs: this many steps of about 1,000 look-ups each per
# frame (about 0.1 ms a step on the benchmark machine), so a frame stays far inside its
# budget and the biggest table is ready within about a second.
TABLE_STEPS_PER_FRAME = 4
