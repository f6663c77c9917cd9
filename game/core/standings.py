"""Ranking shared by all games: ties share a place unless a tie-break separates them.

A seat's standing is its total, then its tie-break keys in order. The total counts up
(highest wins) or down (``lowest_wins``); tie-break keys always count up: a game that wants
"fewer is better" for a key stores it negated. Fischkopp ranks by lowest score, then more
Fischköpfe, then the play-off result.
"""

from __future__ import annotations

from collections.abc import Sequence

Keys = Sequence[Sequence[int]]


def _sort_keys(
    totals: Sequence[int], lowest_wins: bool, tiebreaks: Keys | None
) -> list[tuple[int, ...]]:
    """Smaller is better, for every seat."""
    if tiebreaks is not None and len(tiebreaks) != len(totals):
        raise ValueError("one tie-break tuple per seat")
    keys = []
    for i, total in enumerate(totals):
        extra = tuple(-k for k in tiebreaks[i]) if tiebreaks is not None else ()
        keys.append((total if lowest_wins else -total, *extra))
    return keys


def ranks(
    totals: Sequence[int], lowest_wins: bool = False, tiebreaks: Keys | None = None
) -> list[int]:
    """Competition ranking (1, 2, 2, 4) for each seat in seat order."""
    keys = _sort_keys(totals, lowest_wins, tiebreaks)
    return [1 + sum(1 for other in keys if other < mine) for mine in keys]


def winners(
    totals: Sequence[int], lowest_wins: bool = False, tiebreaks: Keys | None = None
) -> list[int]:
    """Indices of every seat in first place (ties share the win)."""
    return [i for i, place in enumerate(ranks(totals, lowest_wins, tiebreaks)) if place == 1]


def order(
    totals: Sequence[int], lowest_wins: bool = False, tiebreaks: Keys | None = None
) -> list[int]:
    """Seat indices from first place to last; seat order among equals."""
    keys = _sort_keys(totals, lowest_wins, tiebreaks)
    return sorted(range(len(totals)), key=lambda i: (keys[i], i))
