"""What makes a Würfelblitz match worth keeping for good: a comeback, a winner who was two
black discs behind somebody within the last 30 seconds of the match.

The match is played again from its seed and recorded moves (the rules alone, no screen,
time passing to each move's frame) to follow the black discs over time.
"""

from __future__ import annotations

from game.core.rng import make_rng
from game.core.setup import MatchResult
from game.core.timing import frames
from game.wuerfelblitz.logic.actions import Call, Reveal, ThrowDice
from game.wuerfelblitz.logic.options import Options
from game.wuerfelblitz.logic.rules import WuerfelblitzMatch
from game.wuerfelblitz.screen.scene import head_start_frames

LAST = frames(30.0)
BEHIND = 2  # black discs
ACTIONS = {"ThrowDice": ThrowDice, "Reveal": Reveal, "Call": Call}


def notable(result: MatchResult, moves: list) -> str:
    setup = result.setup
    if len(result.winners) != 1 or not moves:
        return ""
    seats = len(setup.seats)
    options = Options.from_setup(setup.options, setup.seat_options, seats, head_start_frames(setup))
    match = WuerfelblitzMatch.new(seats, options, make_rng(setup.seed))
    winner, end = result.winners[0], moves[-1][0]
    for frame, _round, (name, fields) in moves:
        kind = ACTIONS.get(name)
        if kind is None or match.is_over:
            return ""
        try:
            match.advance(frame)  # the screen lets time pass every frame: rounds settle
            match.apply(kind(**fields))
        except (TypeError, ValueError):
            return ""
        blacks = match.totals
        if frame >= end - LAST and max(blacks) - blacks[winner] >= BEHIND:
            return "replay.notable.comeback"
    return ""
