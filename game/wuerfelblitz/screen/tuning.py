"""Timings and the picker's numbers on the Würfelblitz screen, in fixed 1/60 s frames."""

from __future__ import annotations

ROUND_INTRO = 40  # the box comes down over the table, "P3 throws"
CPU_THROW_DELAY = 36  # a CPU thrower reaches for the box
HUMAN_THROW_AUTO = 240  # a human thrower who does not press confirm: the box throws itself
COUNT_STEP = 30  # "1", "2", "3!": with the drop, 1.5 s from the throw to the reveal
DIE_FALL = 18  # one die falling into its slot, with a bounce
DIE_STAGGER = 1  # the dice start falling one frame apart, in a shuffled order
DROP_FRAMES = DIE_FALL + 8 * DIE_STAGGER  # box up, all nine dice down: then calls open
BOX_LIFT = 16
BOX_CLOSE = 20

# A confirm this soon after the screen moved on by itself (the box threw, the dice landed)
# was meant for the moment before: it does not act on the new one.
PRESS_GRACE = 12
# A picker nobody turned this round calls its starting number too, once the dice have lain
# still this long: a confirm mashed as they land never calls it, a real answer of 10 is never
# refused (a play-test's "Dial first" refused one). A guess dialled before the reveal can be
# called sooner, so waiting gives nobody a head start.
UNTOUCHED_CALM = 60
WRONG_REST = 36  # after a wrong call the picker rests, so guessing through numbers costs time
FLASH_FRAMES = 48  # a right call lights its picker
SHAKE_FRAMES = 24  # a wrong call shakes it
NOPE_FRAMES = 12  # a press the picker cannot take shakes it a little
HINT_FRAMES = 90  # the word under a picker that says why a press did nothing
POP_FRAMES = 20  # a disc lands in its slot
DROP_DISC_FRAMES = 40  # a handed-back disc falls out of the picker
TIMER_WARN = 600  # the last 10 s of a round: the timer bar turns red and ticks each second

EXPLAIN_FRAMES = 300  # the answer explained; moves on by itself after 5 s
EXPLAIN_SKIP_AFTER = 45  # a confirm earlier than this is a late call, not a skip
EXPLAIN_STEP = 10  # knocked-out dice and terms appear one after another

# In a lesson the learner's picker rises this far while calls are open: its number stays
# clear of the lesson's panel at the bottom edge, large text included.
LESSON_LIFT = 16
NUMBER_ROOM = 62  # a picker's name band and number, which a lesson's words leave in sight …
MAX_LESSON_LIFT = 76  # … raised at most this far: its top stays under the dice
LIFT_STEP = 2  # px a frame it rises and settles
START_VALUE = 10  # every picker starts each round here: most answers are 5..20
STEPS = {"up": 1, "down": -1, "right": 5, "left": -5}
