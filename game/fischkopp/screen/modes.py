"""What the player on turn can do right now (drawn in the panel and the prompt bar)."""

from __future__ import annotations

MODE_IDLE = "idle"  # an animation runs
MODE_SEAT = "seat"  # a human seat without a device: someone has to take it
MODE_ROLL = "roll"  # a human rolls
MODE_COVER = "cover"  # a human picks one of the highlighted fields
MODE_CPU = "cpu"  # a CPU thinks, rolls or covers
MODE_SHOUT = "shout"  # a shout window is open: the turn waits, everyone shouts
