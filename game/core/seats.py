"""Seats at the table: who plays in which place, human or CPU."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.savefile import need, whole

CPU_LEVELS = ("easy", "normal", "hard")
MAX_SEATS = 8  # the most seats any game has: a save with more was not written by this game
MAX_NAME = 64


class SeatKind(str, Enum):
    HUMAN = "human"
    CPU = "cpu"


@dataclass(frozen=True)
class Seat:
    """One place at the table. ``index`` also picks the seat's colour and symbol."""

    index: int
    kind: SeatKind = SeatKind.HUMAN
    level: str = "normal"
    name: str = ""

    @property
    def is_cpu(self) -> bool:
        return self.kind is SeatKind.CPU

    def to_dict(self) -> dict:
        return {
            "index": self.index,
            "kind": self.kind.value,
            "level": self.level,
            "name": self.name,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Seat:
        """The seat as saved; raises a ``ValueError`` on a field of the wrong type or value."""
        need(isinstance(data, dict), "a seat is not an object")
        level, name = data.get("level", "normal"), data.get("name", "")
        need(isinstance(level, str) and level in CPU_LEVELS, f"unknown level {level!r:.20}")
        need(isinstance(name, str) and len(name) <= MAX_NAME, "a seat's name is not a name")
        kind = data.get("kind")
        need(
            isinstance(kind, str) and kind in {k.value for k in SeatKind},
            f"unknown seat kind {kind!r:.20}",
        )
        return cls(
            whole(data.get("index"), "a seat's index", 0, MAX_SEATS - 1),
            SeatKind(kind),
            level,
            name,
        )
