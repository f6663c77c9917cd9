"""What makes a Fits match worth keeping for good: a solo game that set a new best."""

from __future__ import annotations

from game.core.setup import MatchResult

NEW_BEST = "fits.stat.new_high"  # the results' line for a solo game at the top of the table


def notable(result: MatchResult, moves: list) -> str:
    solo = len(result.setup.seats) == 1
    return (
        "replay.notable.solo_record"
        if solo and any(s.key == NEW_BEST for s in result.stats)
        else ""
    )
