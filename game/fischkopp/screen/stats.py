"""What the screen counts beside the rules, for awards and stat lines (saved with the match).

The rules keep scores, Fischköpfe, penalty points and crowns; this keeps the rest: rolls
per seat, presses per voice (all windows, and the best single window), Gräten.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ScreenStats:
    seats: int
    voices: int
    rolls: list[int] = field(default_factory=list)
    graeten: list[int] = field(default_factory=list)
    presses: list[int] = field(default_factory=list)  # inside windows, all of them
    best_window: list[int] = field(default_factory=list)  # most presses in one window
    windows: int = 0

    def __post_init__(self) -> None:
        self.rolls = self.rolls or [0] * self.seats
        self.graeten = self.graeten or [0] * self.seats
        self.presses = self.presses or [0] * self.voices
        self.best_window = self.best_window or [0] * self.voices

    def on_roll(self, seat: int) -> None:
        self.rolls[seat] += 1

    def on_graete(self, seat: int) -> None:
        self.graeten[seat] += 1

    def on_press(self, voice: int, presses_in_window: int) -> None:
        self.presses[voice] += 1
        self.best_window[voice] = max(self.best_window[voice], presses_in_window)

    def on_window(self) -> None:
        self.windows += 1

    def to_dict(self) -> dict:
        return {
            "seats": self.seats,
            "voices": self.voices,
            "rolls": list(self.rolls),
            "graeten": list(self.graeten),
            "presses": list(self.presses),
            "best_window": list(self.best_window),
            "windows": self.windows,
        }

    @classmethod
    def from_dict(cls, data: object, seats: int, voices: int) -> ScreenStats:
        """Saved stats, or fresh ones when the save holds none that fit."""
        try:
            assert isinstance(data, dict)
            stats = cls(
                seats,
                voices,
                [int(n) for n in data["rolls"]],
                [int(n) for n in data["graeten"]],
                [int(n) for n in data["presses"]],
                [int(n) for n in data["best_window"]],
                int(data["windows"]),
            )
        except (AssertionError, KeyError, TypeError, ValueError):
            return cls(seats, voices)
        lengths = (len(stats.rolls), len(stats.graeten), len(stats.presses), len(stats.best_window))
        if lengths != (seats, seats, voices, voices):
            return cls(seats, voices)
        return stats
