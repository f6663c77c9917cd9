"""The shout on record: every shout window of a match, who shouted when, and who got a
penalty point for what (RULES.md §3), built from the rules' own events.

"I shouted first!" is settled by frames: each window keeps its opening frame, every press
in it (and the early presses just before it, which cost a point), the late ones just after
it, and the penalties. A match's log can be rebuilt from its recorded moves alone (a
replay's), since the rules are deterministic from the seed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.events import Event
from game.core.rng import make_rng
from game.core.setup import MatchSetup
from game.core.timing import frames
from game.fischkopp.logic.actions import Cover, Roll, Shout
from game.fischkopp.logic.events import (
    PENALTY_EARLY,
    EarlyShout,
    LateShout,
    Shouted,
    ShoutPenalty,
    ShoutWindowClosed,
    ShoutWindowOpened,
    TurnStarted,
)
from game.fischkopp.logic.rules import FischkoppMatch

#: Early presses this long before a window opens belong to it ("I shouted first!").
LEAD_FRAMES = frames(3.0)
SHOUT, LATE, EARLY = "shout", "late", "early"


@dataclass(frozen=True)
class Mark:
    voice: int
    frame: int
    kind: str  # SHOUT inside the voice's time, LATE after it, EARLY before the window
    penalised: bool = False  # this press cost a point (an early one; a miss has no press)


@dataclass
class Window:
    opened: int
    closes: int  # the first frame after everybody's time (more time included)
    seat: int  # whose Fischkopp opened it
    marks: list[Mark] = field(default_factory=list)
    missed: list[int] = field(default_factory=list)  # voices with a point for no shout
    loudest: tuple[int, ...] = ()
    closed: bool = False

    def penalties(self) -> list[tuple[int, str, int | None]]:
        """(voice, reason, frame of the press; None for a miss), in time order."""
        early = [(m.voice, PENALTY_EARLY, m.frame) for m in self.marks if m.penalised]
        return early + [(voice, "missed", None) for voice in self.missed]


@dataclass
class ShoutLog:
    windows: list[Window] = field(default_factory=list)
    stray: list[Mark] = field(default_factory=list)  # early presses near no window
    _seat: int = 0

    def observe(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, TurnStarted):
                self._seat = event.seat
            elif isinstance(event, ShoutWindowOpened):
                window = Window(event.frame, event.closes_at, self._seat)
                lead = [m for m in self.stray if m.frame >= event.frame - LEAD_FRAMES]
                window.marks.extend(lead)
                self.stray = [m for m in self.stray if m not in lead]
                self.windows.append(window)
            elif isinstance(event, Shouted) and self.windows:
                self.windows[-1].marks.append(Mark(event.voice, event.frame, SHOUT))
            elif isinstance(event, LateShout) and self.windows:
                self.windows[-1].marks.append(Mark(event.voice, event.frame, LATE))
            elif isinstance(event, EarlyShout):
                self.stray.append(Mark(event.voice, event.frame, EARLY, event.penalised))
            elif isinstance(event, ShoutPenalty) and event.reason != PENALTY_EARLY:
                if self.windows:
                    self.windows[-1].missed.append(event.voice)
            elif isinstance(event, ShoutWindowClosed) and self.windows:
                window = self.windows[-1]
                window.closes, window.loudest, window.closed = event.frame, event.loudest, True

    def window_at(self, frame: int, linger: int = 0) -> Window | None:
        """The window open at ``frame``, or the last one closed up to ``linger`` before it."""
        for window in reversed(self.windows):
            if window.opened - LEAD_FRAMES <= frame < window.closes + linger:
                return window
            if window.closes + linger <= frame:
                return None
        return None


def more_time(setup: MatchSetup) -> tuple[int, ...]:
    """Each seat's extra shout time in frames (a person's setting); CPUs never get any."""
    return tuple(
        0 if seat.is_cpu else frames(float(setup.option_of(seat.index, "more_time", 0) or 0))
        for seat in setup.seats
    )


ACTIONS = {"Roll": Roll, "Cover": Cover, "Shout": Shout}


def log_of(setup: MatchSetup, moves: list) -> ShoutLog:
    """The log of a match from its setup and its recorded moves (``[name, fields]`` each);
    a move the rules refuse ends it there (a replay of another version)."""
    match = FischkoppMatch.new(
        len(setup.seats), len(setup.spectators), make_rng(setup.seed), more_time(setup)
    )
    log = ShoutLog()
    log.observe(match.start_events())
    for move in moves:
        name, fields = move[-1] if len(move) == 3 else move
        kind = ACTIONS.get(name)
        if kind is None or match.is_over:
            break
        try:
            log.observe(match.apply(kind(**fields)))
        except (TypeError, ValueError):
            break
    if not match.is_over:
        log.observe(match.advance(match.frame))
    return log
