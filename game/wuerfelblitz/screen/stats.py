"""What the screen counts over a match beyond the rules' tallies: rounds won first, shared
rounds, timeouts; and the awards and stat lines for the results."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.setup import Award, Line
from game.core.timing import seconds
from game.wuerfelblitz.logic import RoundTimedOut, RoundWon, SeatTally

MAX_AWARDS = 4


@dataclass
class RoundStats:
    seats: int
    first: list[int] = field(default_factory=list)  # rounds each seat called right first
    shared: list[int] = field(default_factory=list)  # rounds each seat won in a tie
    rounds: int = 0
    timeouts: int = 0
    ties: int = 0  # rounds with more than one winner

    def __post_init__(self) -> None:
        self.first = (self.first + [0] * self.seats)[: self.seats]
        self.shared = (self.shared + [0] * self.seats)[: self.seats]

    def on_round(self, event: RoundWon | RoundTimedOut) -> None:
        self.rounds += 1
        if isinstance(event, RoundTimedOut):
            self.timeouts += 1
            return
        self.first[event.seats[0]] += 1
        if len(event.seats) > 1:
            self.ties += 1
            for seat in event.seats:
                self.shared[seat] += 1

    def to_dict(self) -> dict:
        return {
            "first": list(self.first),
            "shared": list(self.shared),
            "rounds": self.rounds,
            "timeouts": self.timeouts,
            "ties": self.ties,
        }

    @classmethod
    def from_dict(cls, data: object, seats: int) -> RoundStats:
        """Saved stats, or fresh ones when there are none (or they are unreadable)."""
        if not isinstance(data, dict):
            return cls(seats)
        try:
            return cls(
                seats,
                [int(n) for n in data.get("first", [])],
                [int(n) for n in data.get("shared", [])],
                int(data.get("rounds", 0)),
                int(data.get("timeouts", 0)),
                int(data.get("ties", 0)),
            )
        except (TypeError, ValueError):
            return cls(seats)

    # ----- for the results -----------------------------------------------------------------
    def awards(self, tallies: list[SeatTally]) -> tuple[Award, ...]:
        """Fun titles, only where one seat clearly leads (a tie is no title at all)."""
        found = []
        fastest = [t.fastest for t in tallies]
        known = [f for f in fastest if f is not None]
        if known and fastest.count(min(known)) == 1:
            seat = fastest.index(min(known))
            found.append(Award("wuerfelblitz.award.fastest", f"{seconds(min(known)):.2f}", seat))
        for values, key in (
            ([t.correct for t in tallies], "wuerfelblitz.award.correct"),
            (self.shared, "wuerfelblitz.award.ties"),
            ([t.wrong for t in tallies], "wuerfelblitz.award.wrong"),
        ):
            best = max(values)
            if best > 0 and values.count(best) == 1:
                found.append(Award(key, str(best), seat=values.index(best)))
        return tuple(found[:MAX_AWARDS])

    def stat_lines(self, tallies: list[SeatTally]) -> tuple[Line, ...]:
        right = sum(t.correct for t in tallies)
        wrong = sum(t.wrong for t in tallies)
        return (
            Line("wuerfelblitz.stat.rounds", {"rounds": self.rounds, "timeouts": self.timeouts}),
            Line("wuerfelblitz.stat.calls", {"right": right, "wrong": wrong}),
            Line("wuerfelblitz.stat.ties", {"ties": self.ties}),
        )
