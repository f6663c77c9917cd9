"""Timings of the Fits screen, in fixed 1/60 s frames unless named otherwise."""

from __future__ import annotations

# CPU thinking: job steps per frame, shared round-robin by all CPU seats. A step is one
# chunk of the look-ahead (about 0.3 ms on the benchmark machine) and a frame of four boards
# costs up to about 1 ms, so two steps keep frames well under 2 ms; a hard CPU still
# decides within about 1.5 s, mostly while the card turns and its cursor is "looking".
CPU_STEPS_PER_FRAME = 2
CPU_LOOK_FRAMES = (14, 40)  # a CPU looks at a new piece this long before its cursor moves
CPU_STEP_FRAMES = 6  # between the CPU cursor's single moves and turns
CPU_SOUND_VOLUME = 0.35  # CPU cursor clicks are quieter than the humans' own

FALL_BASE_FRAMES = 8
FALL_FRAMES_PER_ROW = 1.0
SHAKE_FRAMES = 10
SHAKE_PIXELS = 3
NUDGE_FRAMES = 12  # a press that does nothing: the piece bumps, its cursor turns red
NUDGE_PIXELS = 2
HOLE_FLASH_FRAMES = 54
ROW_FLASH_FRAMES = 40
SLIDE_FRAMES = 20
MESSAGE_FRAMES = 110

FLIP_FRAMES = 26  # turning the next card over
SKIP_HOLD_FRAMES = 50  # a card every seat skips stays up this long
INTRO_FRAMES = 80  # the next board's banner

SCORE_BOARD_INTRO = 24
SCORE_ITEM_MIN, SCORE_ITEM_MAX = 7, 18  # frames per scored item (fewer when there are many)
SCORE_BOARD_BUDGET = 170  # about this many frames for one board's items
SCORE_BOARD_OUTRO = 34
SCORE_SUMMARY = 120
SCORE_SKIP_AFTER = 20  # confirm skips the scoring only after this many frames

FINALE_FRAMES = 420  # the game-over show runs this long unless someone confirms
FINALE_MIN_FRAMES = 40  # confirm is ignored this soon, so a held drop does not skip it
