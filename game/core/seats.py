"""Seats at the table: who plays in which place, human or CPU."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

CPU_LEVELS = ("easy", "normal", "hard")


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
        return cls(
            data["index"], SeatKind(data["kind"]), data.get("level", "normal"), data.get("name", "")
        )
