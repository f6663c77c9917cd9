"""Timings of the Fischkopp screen, in fixed 1/60 s frames.

The shout window itself is a rule (``logic.shouting.WINDOW_FRAMES``, 10 s of match time);
nothing here may shorten it. Everything below is presentation and can be hurried.
"""

from __future__ import annotations

TURN_BANNER = 64  # "P2's turn" slides across (at CPU pace it still stands half a second)
ROLL_FRAMES = 34  # the two dice tumble in and land
COVER_DROP = 16  # a marker drops onto its field
SPLASH_FRAMES = 40  # 1, 2 and 3 are washed off the board
CLOSE_HOLD = 80  # after a window: crowns and penalty points stay up before play goes on
STUCK_HOLD = 70  # "no field fits": the open numbers add up
FULL_HOLD = 80
GRAETE_HOLD = 150  # the best result gets its own celebration
STECHEN_HOLD = 150  # the play-off is announced as its own round
SCORE_FLIGHT = 36  # the turn's score flies to its row

CPU_THINK = 30  # before a CPU rolls or covers: about half a second
CPU_CURSOR_STEP = 12  # a CPU moving its cursor to the next choice

CPU_PACE = 2  # a CPU's turn outside shout windows runs at this many steps a frame
TURBO_SPEED = 5  # a human pressed confirm during CPU play: presentation this much faster
SKIP_SPEED = 10  # a player skips their own animation

BUBBLE_FRAMES = 50  # a speech bubble stays up after a voice's last press
CALLOUT_FRAMES = 100  # "too early +1" and friends
NUDGE_FRAMES = 18  # a refused press: the panel that says what to press shakes this long
IDLE_JOLT = 3  # … and with no panel up (an animation runs), the picture jolts a pixel
CROWN_FRAMES = 240  # the loudest wears the crown this long after the window
LOUD_FULL = 12  # presses that fill a loudness bar

# Hard CPU tables are built as jobs. A step is 0.1 to 0.4 ms on the benchmark machine (two
# busy cores), so a frame with two steps and a draw stays near 1.5 ms. The steps count
# boards, not time, so when a hard CPU moves depends on frames alone (replays). Tables
# are started early (the shared one when the match opens, a seat's beat-the-leader table
# when any turn before its own starts), so one step a frame is mostly enough; a hard seat
# that has to wait for its table ("thinking") gets two, so the wait stays short.
TABLE_STEPS_PER_FRAME = 1
TABLE_STEPS_WAITING = 2
