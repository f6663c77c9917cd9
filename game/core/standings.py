"""Ranking helpers shared by all games: ties share a place."""

from __future__ import annotations

from collections.abc import Sequence


def winners(totals: Sequence[int], lowest_wins: bool = False) -> list[int]:
    """Indices of every seat with the best total (ties share the win)."""
    if not totals:
        return []
    best = min(totals) if lowest_wins else max(totals)
    return [i for i, t in enumerate(totals) if t == best]


def ranks(totals: Sequence[int], lowest_wins: bool = False) -> list[int]:
    """Competition ranking (1, 2, 2, 4) for each seat in seat order."""
    better = (lambda a, b: a < b) if lowest_wins else (lambda a, b: a > b)
    return [1 + sum(1 for other in totals if better(other, t)) for t in totals]
