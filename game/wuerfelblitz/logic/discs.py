"""White and black discs per seat: winning, handing back, and turning whites into a black."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.core.savefile import maybe_whole, table, whole
from game.wuerfelblitz.logic.events import BlackDisc, DiscLost, DiscWon

BLACKS_TO_WIN = 3
# The short game (a house rule for an evening): two black discs win; measured at about
# 3 minutes for four newcomers (``python -m game.bench --evening``), against 5 for three.
SHORT_BLACKS_TO_WIN = 2


@dataclass
class SeatTally:
    """One seat's discs, and counts the results screen can show."""

    whites: int = 0
    blacks: int = 0
    correct: int = 0  # correct calls (each won a white disc)
    wrong: int = 0  # wrong calls, whether or not they cost a disc
    fastest: int | None = None  # fewest frames from a reveal to this seat's correct call
    # Frames from the reveal summed over the correct calls, and how many: the average call
    # time. Counted apart from ``correct`` because a save older than these counts has
    # correct calls whose times were never kept.
    reaction_sum: int = 0
    reactions: int = 0

    def record_reaction(self, frames: int) -> None:
        """A correct call ``frames`` after the reveal."""
        self.fastest = frames if self.fastest is None else min(self.fastest, frames)
        self.reaction_sum += frames
        self.reactions += 1

    def to_dict(self) -> dict:
        return {
            "whites": self.whites,
            "blacks": self.blacks,
            "correct": self.correct,
            "wrong": self.wrong,
            "fastest": self.fastest,
            "reaction_sum": self.reaction_sum,
            "reactions": self.reactions,
        }

    @classmethod
    def from_dict(cls, data: dict) -> SeatTally:
        """A seat's discs as saved; counts are whole numbers, never negative (a save without
        call times starts them at nothing)."""
        table(data, "a seat's discs")
        return cls(
            whole(data["whites"], "white discs", 0),
            whole(data["blacks"], "black discs", 0, BLACKS_TO_WIN),
            whole(data.get("correct", 0), "correct calls", 0),
            whole(data.get("wrong", 0), "wrong calls", 0),
            maybe_whole(data.get("fastest"), "the fastest call", 0),
            whole(data.get("reaction_sum", 0), "summed call times", 0),
            whole(data.get("reactions", 0), "timed calls", 0),
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
