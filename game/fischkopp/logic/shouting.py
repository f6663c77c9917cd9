"""The shout window: everybody in the room must shout after a Fischkopp.

Decided details (RULES.md §3 leaves them open):
- A window is open in frames ``opened_at`` … ``opened_at + WINDOW_FRAMES - 1``; it closes
  when the match reaches ``closes_at`` (``advance``, or any later action).
- While a window is open the turn waits: the player on turn cannot roll until it closes.
- Every voice must press at least once inside it; at the close each voice without a press
  gets a penalty point ("missed"). Presses are counted; the voices with the most presses
  are the loudest and get a crown (none if nobody shouted).
- A press while no window is open costs a point ("early"), at most one per
  ``MASH_FRAMES`` per voice: mashing is one offence per second, not one per press.
- More time: a voice may have ``extra`` frames beyond the window (a person's setting); the
  window stays open until the longest of them ends, and every voice must shout within its
  own time: a press after it, while the window is still open for others, is late.
- A press within ``GRACE_FRAMES`` after a close is no early shout: for a voice that missed
  the window it is a *late* shout (already penalised, no second point); for a voice that
  shouted in time it is the tail of its mashing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.events import Event
from game.core.savefile import items, maybe_whole, need, table, whole
from game.core.timing import frames
from game.fischkopp.logic.events import (
    PENALTY_EARLY,
    PENALTY_MISSED,
    EarlyShout,
    LateShout,
    Shouted,
    ShoutPenalty,
    ShoutWindowClosed,
    ShoutWindowOpened,
)

WINDOW_FRAMES = frames(10.0)
MAX_EXTRA_FRAMES = frames(10.0)  # "more time": up to 20 s in all for a person
MASH_FRAMES = frames(1.0)
GRACE_FRAMES = frames(1.0)
MAX_VOICES = 64  # seats and spectators: more was not written by the game


@dataclass
class ShoutBox:
    """Penalties, crowns and the window (open or the last closed one) of every voice."""

    voice_count: int
    penalties: list[int] = field(default_factory=list)
    crowns: list[int] = field(default_factory=list)
    presses: list[int] = field(default_factory=list)  # in the open window
    opened_at: int | None = None  # None: no window open
    closed_at: int | None = None  # when the last window closed
    missed: tuple[int, ...] = ()  # voices that missed the last closed window
    early_at: list[int | None] = field(default_factory=list)  # last early penalty per voice
    windows: int = 0
    extra: list[int] = field(default_factory=list)  # more time per voice, in frames

    def __post_init__(self) -> None:
        n = self.voice_count
        self.penalties = self.penalties or [0] * n
        self.crowns = self.crowns or [0] * n
        self.presses = self.presses or [0] * n
        self.early_at = self.early_at or [None] * n
        self.extra = self.extra or [0] * n

    @property
    def is_open(self) -> bool:
        return self.opened_at is not None

    @property
    def closes_at(self) -> int | None:
        if self.opened_at is None:
            return None
        return self.opened_at + WINDOW_FRAMES + max(self.extra)

    def deadline(self, voice: int) -> int | None:
        """The first frame at which ``voice``'s own time to shout is over."""
        return (
            None if self.opened_at is None else self.opened_at + WINDOW_FRAMES + self.extra[voice]
        )

    def open_at(self, frame: int) -> bool:
        """Would the window still be open at ``frame`` (before ``close_due`` runs)?"""
        closes_at = self.closes_at
        return closes_at is not None and frame < closes_at

    def open(self, frame: int) -> list[Event]:
        self.opened_at = frame
        self.presses = [0] * self.voice_count
        self.windows += 1
        return [ShoutWindowOpened(frame, frame + WINDOW_FRAMES)]

    def close_due(self, frame: int) -> list[Event]:
        """Close the window if its time is up at ``frame``: missed penalties, the loudest."""
        closes_at = self.closes_at
        if closes_at is None or frame < closes_at:
            return []
        events: list[Event] = []
        missed = tuple(v for v, n in enumerate(self.presses) if n == 0)
        for voice in missed:
            events.append(self._penalise(voice, PENALTY_MISSED))
        most = max(self.presses, default=0)
        loudest = tuple(v for v, n in enumerate(self.presses) if most and n == most)
        for voice in loudest:
            self.crowns[voice] += 1
        events.append(ShoutWindowClosed(closes_at, loudest, tuple(self.presses)))
        self.opened_at, self.closed_at, self.missed = None, closes_at, missed
        self.presses = [0] * self.voice_count
        return events

    def shout(self, voice: int, frame: int) -> list[Event]:
        """One press at ``frame``; the caller has closed any window that is due."""
        if self.is_open:
            if frame >= self.deadline(voice):  # open for someone with more time, not for this one
                return [LateShout(voice, frame, True)]
            self.presses[voice] += 1
            return [Shouted(voice, frame, self.presses[voice])]
        if self.closed_at is not None and frame < self.closed_at + GRACE_FRAMES:
            return [LateShout(voice, frame, voice in self.missed)]
        last = self.early_at[voice]
        if last is not None and frame - last < MASH_FRAMES:
            return [EarlyShout(voice, frame, False)]
        self.early_at[voice] = frame
        return [EarlyShout(voice, frame, True), self._penalise(voice, PENALTY_EARLY)]

    def _penalise(self, voice: int, reason: str) -> ShoutPenalty:
        self.penalties[voice] += 1
        return ShoutPenalty(voice, reason, self.penalties[voice])

    def to_dict(self) -> dict:
        return {
            "voice_count": self.voice_count,
            "penalties": list(self.penalties),
            "crowns": list(self.crowns),
            "presses": list(self.presses),
            "opened_at": self.opened_at,
            "closed_at": self.closed_at,
            "missed": list(self.missed),
            "early_at": list(self.early_at),
            "windows": self.windows,
            "extra": list(self.extra),
        }

    @classmethod
    def from_dict(cls, data: dict) -> ShoutBox:
        """The box as saved; raises ``SaveFormatError`` (a ``ValueError``) on a field of the
        wrong type or range (counts never negative, one entry per voice)."""
        table(data, "the shouts")
        voices = whole(data["voice_count"], "the voices", 1, MAX_VOICES)

        def counts(key: str) -> list[int]:
            return [whole(n, key, 0) for n in items(data[key], key, voices)]

        missed = tuple(whole(v, "a voice", 0, voices - 1) for v in items(data["missed"], "missed"))
        need(len(set(missed)) == len(missed), "a voice missed twice")
        return cls(
            voice_count=voices,
            penalties=counts("penalties"),
            crowns=counts("crowns"),
            presses=counts("presses"),
            opened_at=maybe_whole(data["opened_at"], "a window's start", 0),
            closed_at=maybe_whole(data["closed_at"], "a window's end", 0),
            missed=missed,
            early_at=[
                maybe_whole(f, "an early shout", 0)
                for f in items(data["early_at"], "early shouts", voices)
            ],
            windows=whole(data["windows"], "the windows", 0),
            extra=[  # saves from before more time had none
                whole(f, "more time", 0, MAX_EXTRA_FRAMES)
                for f in items(data.get("extra", [0] * voices), "more time", voices)
            ],
        )

    def latest_frame(self) -> int:
        """The latest frame the box has seen (a match's clock is never behind it)."""
        seen = [self.opened_at, self.closed_at, *self.early_at]
        return max((f for f in seen if f is not None), default=0)
