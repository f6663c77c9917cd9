"""The stages of a round as the screen shows it (the rules have fewer phases)."""

STAGE_INTRO = "intro"  # the box comes down: "P3 throws"
STAGE_THROW = "throw"  # the thrower is to throw
STAGE_COUNT = "count"  # the box rattles: "1", "2", "3!"
STAGE_DROP = "drop"  # the box lifts, the dice fall into place
STAGE_LIVE = "live"  # calls are open
STAGE_EXPLAIN = "explain"  # the answer, and why
STAGE_OVER = "over"  # the final tally
# Pickers turn from the round's start (the box coming down) until the round is settled:
# a press made while the dice still fall counts.
DIAL_STAGES = (STAGE_INTRO, STAGE_THROW, STAGE_COUNT, STAGE_DROP, STAGE_LIVE)
