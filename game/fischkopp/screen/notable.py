"""What makes a Fischkopp match worth keeping for good: somebody's Gräte (every fish field
covered, no odd one: the rarest turn of the game)."""

from __future__ import annotations

from game.core.setup import MatchResult


def notable(result: MatchResult, moves: list) -> str:
    graeten = dict(result.measures).get("graeten", ())
    return "replay.notable.graete" if any(n for n in graeten if n) else ""
