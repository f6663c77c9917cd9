"""What the screen counts during a match for the results: busts, doubled turns, bold rolls.

Pure data (saved with the match so a resumed game keeps its awards); the scene feeds it
from the actions it applies and the events the rules report.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from game.core.setup import Award, Line
from game.fiese15.logic.events import REASON_ALL_SIX, REASON_BUST, REASON_STOP_BONUS
from game.fiese15.logic.strips import ROUNDS

MAX_AWARDS = 3  # the results panel has room for about five short lines


@dataclass
class SeatStats:
    turns: int = 0
    rolls: int = 0
    busts: int = 0
    doubled: int = 0  # all six placed: the pips counted twice
    bonuses: int = 0  # stopped with five placed: +5
    best_turn: int = 0
    boldest: int = 0  # the most points a roll ever put at risk
    dice_placed: int = 0


class MatchStats:
    def __init__(self, seats: int, rounds: int = ROUNDS) -> None:
        self.seats = [SeatStats() for _ in range(seats)]
        # How each score on the sheet came about (a TurnEnded reason; "" not played yet),
        # so the sheet can mark busts and doubled turns.
        self.cells = [[""] * rounds for _ in range(seats)]

    def on_roll(self, seat: int, at_stake: int) -> None:
        """A roll; ``at_stake`` is what stopping instead would have paid (0 on a turn's start)."""
        stats = self.seats[seat]
        stats.rolls += 1
        stats.boldest = max(stats.boldest, at_stake)

    def on_place(self, seat: int, count: int) -> None:
        self.seats[seat].dice_placed += count

    def on_turn_end(self, seat: int, round_index: int, score: int, reason: str) -> None:
        self.cells[seat][round_index] = reason
        stats = self.seats[seat]
        stats.turns += 1
        stats.best_turn = max(stats.best_turn, score)
        if reason == REASON_BUST:
            stats.busts += 1
        elif reason == REASON_ALL_SIX:
            stats.doubled += 1
        elif reason == REASON_STOP_BONUS:
            stats.bonuses += 1

    def to_dict(self) -> dict:
        return {"seats": [asdict(s) for s in self.seats], "cells": [list(r) for r in self.cells]}

    @classmethod
    def from_dict(cls, data: object, seats: int, rounds: int = ROUNDS) -> MatchStats:
        """Stats from a save; anything missing or malformed starts from zero."""
        stats = cls(seats, rounds)
        if not isinstance(data, dict):
            return stats
        names = {f.name for f in fields(SeatStats)}
        rows, cells = data.get("seats"), data.get("cells")
        for i, row in enumerate(rows[:seats] if isinstance(rows, list) else []):
            if isinstance(row, dict):
                stats.seats[i] = SeatStats(**{k: int(v) for k, v in row.items() if k in names})
        for i, row in enumerate(cells[:seats] if isinstance(cells, list) else []):
            if isinstance(row, list) and len(row) == rounds:
                stats.cells[i] = [str(c) for c in row]
        return stats

    # ----- the results screen ----------------------------------------------------------------

    def _leader(self, field_name: str) -> tuple[int, int] | None:
        """(seat, value) of the single highest non-zero count; None if none or tied."""
        values = [getattr(s, field_name) for s in self.seats]
        best = max(values)
        if best <= 0 or values.count(best) > 1:
            return None
        return values.index(best), best

    def awards(self) -> tuple[Award, ...]:
        """Fun titles, only where one seat clearly leads (a tie would be no title at all)."""
        found = []
        for field_name, key in (
            ("boldest", "fiese15.award.boldest"),
            ("doubled", "fiese15.award.doubled"),
            ("busts", "fiese15.award.busts"),
            ("bonuses", "fiese15.award.bonuses"),
            ("best_turn", "fiese15.award.best_turn"),
        ):
            leader = self._leader(field_name)
            if leader is not None:
                found.append(Award(key, str(leader[1]), seat=leader[0]))
        return tuple(found[:MAX_AWARDS])

    def stat_lines(self) -> tuple[Line, ...]:
        """Lines for the whole table: rolls, busts, doubled turns."""
        rolls = sum(s.rolls for s in self.seats)
        busts = sum(s.busts for s in self.seats)
        doubled = sum(s.doubled for s in self.seats)
        turns = sum(s.turns for s in self.seats)
        return (
            Line("fiese15.stat.rolls", {"rolls": rolls, "busts": busts}),
            Line("fiese15.stat.doubled", {"doubled": doubled, "turns": turns}),
        )
