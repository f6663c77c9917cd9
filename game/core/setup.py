"""What a match is started with and what it ends with: plain data between shell and games."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.seats import Seat


@dataclass(frozen=True)
class MatchSetup:
    game_id: str
    seats: tuple[Seat, ...]
    options: dict = field(default_factory=dict)
    seed: int = 0
    attract: bool = False  # CPUs playing on the title screen; any input ends it

    def to_dict(self) -> dict:
        return {
            "game_id": self.game_id,
            "seats": [s.to_dict() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, data: dict) -> MatchSetup:
        return cls(
            data["game_id"],
            tuple(Seat.from_dict(s) for s in data["seats"]),
            dict(data.get("options", {})),
            int(data.get("seed", 0)),
        )


@dataclass(frozen=True)
class Award:
    """A fun title for one seat, e.g. "most busts"; ``text_key`` is an i18n key."""

    seat: int
    text_key: str
    value: str = ""


@dataclass(frozen=True)
class MatchResult:
    setup: MatchSetup
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    lowest_wins: bool = False
    awards: tuple[Award, ...] = ()
    stats: tuple[str, ...] = ()  # ready-made lines (already translated) for the results screen
    title: str = ""  # e.g. the solo title in Fits
