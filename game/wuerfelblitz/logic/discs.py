"""White and black discs per seat: winning, handing back, and turning whites into a black."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.core.savefile import maybe_whole, table, whole
from game.wuerfelblitz.logic.events import BlackDisc, DiscLost, DiscWon

BLACKS_TO_WIN = 3


@dataclass
class SeatTally:
    """One seat's discs, and counts the results screen can show."""

    whites: int = 0
    blacks: int = 0
    correct: int = 0  # correct calls (each won a white disc)
    wrong: int = 0  # wrong calls, whether or not they cost a disc
    fastest: int | None = None  # fewest frames from a reveal to this seat's correct call

    def to_dict(self) -> dict:
        return {
            "whites": self.whites,
            "blacks": self.blacks,
            "correct": self.correct,
            "wrong": self.wrong,
            "fastest": self.fastest,
        }

    @classmethod
    def from_dict(cls, data: dict) -> SeatTally:
        """A seat's discs as saved; counts are whole numbers, never negative."""
        table(data, "a seat's discs")
        return cls(
            whole(data["whites"], "white discs", 0),
            whole(data["blacks"], "black discs", 0, BLACKS_TO_WIN),
            whole(data.get("correct", 0), "correct calls", 0),
            whole(data.get("wrong", 0), "wrong calls", 0),
            maybe_whole(data.get("fastest"), "the fastest call", 0),
        )


def win_disc(tally: SeatTally, seat: int, whites_per_black: int) -> list[Event]:
    """One white disc; ``whites_per_black`` of them turn into a black disc at once."""
    tally.whites += 1
    events: list[Event] = [DiscWon(seat, tally.whites, tally.blacks)]
    if tally.whites >= whites_per_black:
        tally.whites -= whites_per_black
        tally.blacks += 1
        events.append(BlackDisc(seat, tally.blacks, whites_per_black))
    return events


def lose_disc(tally: SeatTally, seat: int) -> list[Event]:
    """Hand back one white disc if the seat has one; black discs are never lost."""
    if tally.whites == 0:
        return []
    tally.whites -= 1
    return [DiscLost(seat, tally.whites, tally.blacks)]
