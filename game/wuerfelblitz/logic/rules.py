"""The Würfelblitz match (RULES.md §4): a state object driven by frame-stamped actions.

A round: the thrower throws (``ThrowDice``), the screen reveals the dice (``Reveal``), then
anyone calls (``Call``). Time is the match frame (60/s) carried by every action and by
``advance(frame)``; frames never go backwards.

Decided here:
- Head start: a seat may have one (``Options.head_start``, 0..180 frames; the screen gives
  it to people who ask, never to a CPU). A call's judged frame is its frame minus the
  caller's head start; the tie window and the order of the round's winners go by it.
- Tie window: the first correct call (in real time) wins a white disc and fixes J0, its
  judged frame; another seat's correct call wins one too if its judged frame is ≤ J0 + 8
  (9 frames = 0.15 s). So seat s may call until frame J0 + 9 + h_s (exclusive); later calls
  of that seat are refused. The round closes at J0 + 9 + the largest head start among the
  seats that have not won this round (0 when none is left), never before the latest correct
  call: ``advance`` to then ends it (``RoundWon``). Without head starts: calls at F..F+8
  share the round, and from F + 9 on it is closed.
- Timeout: without a correct call, calls are open for 1,800 frames (30 s) after the reveal,
  frames R..R+1799; ``advance`` to R + 1800 or later ends the round (``RoundTimedOut``).
- Discs are paid at the call, so the screen can show them at once; the round (and the
  match) is settled when the window closes; a disc is never taken back. If more than one
  caller reaches three black discs in one window, the one with the earliest judged frame
  wins the match (equal: the earlier call).
- The round's winner with the earliest judged frame throws next (equal: the earlier call);
  after a timeout the same thrower throws again.
  Seat 0 throws first. A seat that has called correctly cannot call again that round.
- Calls are numbers 0..MAX_ANSWER (35); a wrong one hands back a white disc if the caller
  has one, and the caller may call again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.rng import rng_from_dict, rng_to_dict
from game.core.savefile import items, maybe_whole, need, table, whole
from game.core.standings import order
from game.core.timing import frames
from game.wuerfelblitz.logic.actions import Action, Call, Reveal, ThrowDice
from game.wuerfelblitz.logic.answer import Explanation, answer, explain
from game.wuerfelblitz.logic.dice import COLOURS, MAX_ANSWER, Throw, throw_dice
from game.wuerfelblitz.logic.discs import SeatTally, lose_disc, win_disc
from game.wuerfelblitz.logic.events import (
    CallMade,
    DiceRevealed,
    DiceThrown,
    MatchWon,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
)
from game.wuerfelblitz.logic.options import Options

TIE_WINDOW_FRAMES = frames(0.15)  # 9: calls at F..F+8 share the round
ROUND_TIMEOUT_FRAMES = frames(30)  # 1,800
FIRST_THROWER = 0
SAVE_VERSION = 1


class Phase(str, Enum):
    AWAIT_THROW = "await_throw"  # the thrower is to throw
    HIDDEN = "hidden"  # thrown, still under the box: no calls yet
    LIVE = "live"  # revealed: calls are open (and, after a correct call, the tie window)
    OVER = "over"


@dataclass
class WuerfelblitzMatch:
    """The whole match. Seats are 0-based indices."""

    options: Options  # validated: ``whites_per_black`` has one entry per seat
    rng: random.Random = field(repr=False, compare=False)
    tallies: list[SeatTally] = field(default_factory=list)
    phase: Phase = Phase.AWAIT_THROW
    round_index: int = 0
    thrower: int = FIRST_THROWER
    frame: int = 0  # the latest frame seen; no action or advance may go before it
    throw: Throw | None = None  # this round's dice (kept after the round to show the answer)
    reveal_frame: int | None = None
    first_correct_frame: int | None = None
    round_winners: list[int] = field(default_factory=list)  # correct callers, in call order
    winner_frames: list[int] = field(default_factory=list)  # their calls' frames, alike
    winner: int | None = None

    @classmethod
    def new(cls, seat_count: int, options: Options, rng: random.Random) -> WuerfelblitzMatch:
        checked = options.validated(seat_count)
        return cls(checked, rng, [SeatTally() for _ in range(seat_count)])

    # -- reading the state ------------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        return len(self.tallies)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def answer(self) -> int | None:
        """The answer to this round's throw (None before the first throw)."""
        return None if self.throw is None else answer(self.throw, self.options.brain_twister)

    def explanation(self) -> Explanation | None:
        if self.throw is None:
            return None
        return explain(self.throw, self.options.brain_twister)

    @property
    def deadline(self) -> int | None:
        """The first frame at which an unwon round has timed out."""
        return None if self.reveal_frame is None else self.reveal_frame + ROUND_TIMEOUT_FRAMES

    @property
    def first_judged_frame(self) -> int | None:
        """J0: the judged frame of this round's first correct call (None before one)."""
        if self.first_correct_frame is None or not self.round_winners:
            return None
        return self.first_correct_frame - self.options.head_start_of(self.round_winners[0])

    def seat_window_end(self, seat: int) -> int | None:
        """The first frame at which ``seat`` may no longer call this round: its own end of
        the tie window (None before a correct call)."""
        first = self.first_judged_frame
        if first is None:
            return None
        return first + TIE_WINDOW_FRAMES + self.options.head_start_of(seat)

    @property
    def window_end(self) -> int | None:
        """The first frame after the tie window (None before a correct call): the latest
        own end of the seats still without a win, never before the latest correct call."""
        first = self.first_judged_frame
        if first is None:
            return None
        head = self.options.head_start_of
        waiting = (head(s) for s in range(self.seat_count) if s not in self.round_winners)
        return max(first + TIE_WINDOW_FRAMES + max(waiting, default=0), self.winner_frames[-1])

    def closes_at(self) -> int | None:
        """The frame at which ``advance`` ends the live round (None when not live)."""
        if self.phase is not Phase.LIVE:
            return None
        return self.window_end if self.window_end is not None else self.deadline

    def can_call(self, seat: int, frame: int) -> bool:
        """Whether ``seat`` may call at ``frame``: calls are open, its own tie window has not
        passed, and it has not won this round."""
        try:
            self._check_call(Call(seat, 0, frame))
        except IllegalAction:
            return False
        return True

    @property
    def totals(self) -> list[int]:
        """Black discs per seat: the standing's total."""
        return [t.blacks for t in self.tallies]

    @property
    def tiebreaks(self) -> list[tuple[int, int, int]]:
        """Per seat, compared after the blacks (all count up): won the match, progress to the
        next black disc in sixths (fair across balancing 1, 2, 3), correct calls."""
        per_black = self.options.whites_per_black
        return [
            (int(seat == self.winner), t.whites * 6 // per_black[seat], t.correct)
            for seat, t in enumerate(self.tallies)
        ]

    def standings(self) -> list[int]:
        """Seats from first place to last."""
        return order(self.totals, tiebreaks=self.tiebreaks)

    # -- changing the state -----------------------------------------------------------------

    def start_events(self) -> list[Event]:
        """The events that describe the current moment (a fresh or loaded match)."""
        if self.is_over and self.winner is not None:
            return [MatchWon(self.winner)]
        events: list[Event] = [RoundStarted(self.round_index, self.thrower)]
        if self.phase is not Phase.AWAIT_THROW and self.throw is not None:
            events.append(self._thrown())
        if self.phase is Phase.LIVE and self.reveal_frame is not None:
            events.append(DiceRevealed(self.reveal_frame, self.reveal_frame + ROUND_TIMEOUT_FRAMES))
        return events

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action``; raises ``IllegalAction`` (state unchanged) if not allowed."""
        if isinstance(action, Call):
            self._check_call(action)
            self.frame = action.frame
            return self._call(action)
        if isinstance(action, ThrowDice):
            self._check_frame(action.frame)
            if self.phase is not Phase.AWAIT_THROW:
                raise IllegalAction(f"no throw now: the round is {self.phase.value}")
            if action.seat != self.thrower:
                raise IllegalAction(f"seat {self.thrower} throws, not seat {action.seat}")
            self.frame = action.frame
            return self._throw()
        if isinstance(action, Reveal):
            self._check_frame(action.frame)
            if self.phase is not Phase.HIDDEN:
                raise IllegalAction("nothing under the box to reveal")
            self.frame = self.reveal_frame = action.frame
            self.phase = Phase.LIVE
            return [DiceRevealed(action.frame, action.frame + ROUND_TIMEOUT_FRAMES)]
        raise IllegalAction(f"not a Würfelblitz action: {action!r}")

    def advance(self, frame: int) -> list[Event]:
        """Time passes to ``frame``: ends the round when its tie window or timeout is over."""
        self._check_frame(frame)
        self.frame = frame
        closes = self.closes_at()
        if closes is None or frame < closes:
            return []
        return self._settle() if self.round_winners else self._time_out()

    def _check_frame(self, frame: int) -> None:
        if frame < self.frame:
            raise IllegalAction(f"frame {frame} is before frame {self.frame}")

    def _check_call(self, call: Call) -> None:
        if not 0 <= call.seat < self.seat_count:
            raise IllegalAction(f"there is no seat {call.seat}")
        self._check_frame(call.frame)
        if self.phase is not Phase.LIVE:
            raise IllegalAction("calls are open only while the dice are revealed")
        closes = self.closes_at()
        assert closes is not None
        if call.frame >= closes:
            raise IllegalAction(f"the round closed at frame {closes}")
        if call.seat in self.round_winners:
            raise IllegalAction(f"seat {call.seat} has already won this round")
        own_end = self.seat_window_end(call.seat)
        if own_end is not None and call.frame >= own_end:
            raise IllegalAction(f"seat {call.seat}'s tie window closed at frame {own_end}")
        if not 0 <= call.number <= MAX_ANSWER:
            raise IllegalAction(f"calls are 0..{MAX_ANSWER}, not {call.number}")

    def _throw(self) -> list[Event]:
        self.throw = throw_dice(self.rng, self.options.whites)
        self.phase = Phase.HIDDEN
        self.reveal_frame = self.first_correct_frame = None
        self.round_winners, self.winner_frames = [], []
        return [self._thrown()]

    def _thrown(self) -> DiceThrown:
        assert self.throw is not None
        return DiceThrown(self.thrower, tuple(zip(COLOURS, self.throw.faces)), self.throw.whites)

    def _call(self, call: Call) -> list[Event]:
        correct = call.number == self.answer
        events: list[Event] = [CallMade(call.seat, call.number, call.frame, correct)]
        tally = self.tallies[call.seat]
        if not correct:
            tally.wrong += 1
            return events + lose_disc(tally, call.seat)
        assert self.reveal_frame is not None
        if self.first_correct_frame is None:
            self.first_correct_frame = call.frame
        self.round_winners.append(call.seat)
        self.winner_frames.append(call.frame)
        tally.correct += 1
        reaction = call.frame - self.reveal_frame
        tally.record_reaction(reaction)
        return events + win_disc(tally, call.seat, self.options.whites_per_black[call.seat])

    def _settle(self) -> list[Event]:
        assert self.first_correct_frame is not None and self.answer is not None
        ranked = self.ranked_winners()
        events: list[Event] = [RoundWon(tuple(ranked), self.answer, self.first_correct_frame)]
        champions = [s for s in ranked if self.tallies[s].blacks >= self.options.blacks_to_win]
        if champions:
            self.winner = champions[0]
            self.phase = Phase.OVER
            return [*events, MatchWon(self.winner)]
        return events + self._next_round(ranked[0])

    def ranked_winners(self) -> list[int]:
        """This round's winners by judged frame, earliest first (equal: the earlier call)."""
        head = self.options.head_start_of
        calls = zip(self.winner_frames, self.round_winners, strict=True)
        judged = [(frame - head(seat), order) for order, (frame, seat) in enumerate(calls)]
        return [self.round_winners[order] for _, order in sorted(judged)]

    def _time_out(self) -> list[Event]:
        assert self.answer is not None
        return [RoundTimedOut(self.answer), *self._next_round(self.thrower)]

    def _next_round(self, thrower: int) -> list[Event]:
        self.thrower = thrower
        self.round_index += 1
        self.phase = Phase.AWAIT_THROW
        return [RoundStarted(self.round_index, thrower)]

    # -- copies and saves -------------------------------------------------------------------

    def copy(self) -> WuerfelblitzMatch:
        return WuerfelblitzMatch.from_dict(self.to_dict())

    def to_dict(self) -> dict:
        return {
            "version": SAVE_VERSION,
            "options": self.options.to_dict(),
            "rng": rng_to_dict(self.rng),
            "tallies": [t.to_dict() for t in self.tallies],
            "phase": self.phase.value,
            "round_index": self.round_index,
            "thrower": self.thrower,
            "frame": self.frame,
            "throw": None if self.throw is None else self.throw.to_dict(),
            "reveal_frame": self.reveal_frame,
            "first_correct_frame": self.first_correct_frame,
            "round_winners": list(self.round_winners),
            "winner_frames": list(self.winner_frames),
            "winner": self.winner,
        }

    @classmethod
    def from_dict(cls, data: dict) -> WuerfelblitzMatch:
        """The match as saved; raises ``SaveFormatError`` (a ``ValueError``) on any field of
        the wrong type or range, and on parts that do not belong together (seat counts, the
        round's frames, the throw and the phase)."""
        table(data, "a Würfelblitz match")
        if data.get("version") != SAVE_VERSION:
            raise ValueError("not a Würfelblitz match of this version")
        tallies = [SeatTally.from_dict(t) for t in items(data["tallies"], "the tallies")]
        count = len(tallies)
        frame = whole(data["frame"], "the frame", 0)
        phase = data["phase"]
        need(isinstance(phase, str), "the phase is not text")
        winners = [
            whole(s, "a round winner", 0, count - 1)
            for s in items(data["round_winners"], "round winners")
        ]
        need(len(set(winners)) == len(winners), "a seat won the round twice")
        first = maybe_whole(data["first_correct_frame"], "a first call", 0, frame)
        # A save from before head starts kept only the first call's frame: the same frame for
        # every winner ranks them in call order, as its rules did.
        old = [first] * len(winners) if first is not None else []
        winner_frames = [
            whole(f, "a winning call's frame", 0, frame)
            for f in items(data.get("winner_frames", old), "the winning calls' frames")
        ]
        match = cls(
            options=Options.from_dict(data["options"]).validated(count),
            rng=rng_from_dict(data["rng"]),
            tallies=tallies,
            phase=Phase(phase),
            round_index=whole(data["round_index"], "the round", 0),
            thrower=whole(data["thrower"], "the thrower", 0, count - 1),
            frame=frame,
            throw=None if data["throw"] is None else Throw.from_dict(data["throw"]),
            reveal_frame=maybe_whole(data["reveal_frame"], "the reveal", 0, frame),
            first_correct_frame=first,
            round_winners=winners,
            winner_frames=winner_frames,
            winner=maybe_whole(data["winner"], "the winner", 0, count - 1),
        )
        match._check_consistent()
        return match

    def _check_consistent(self) -> None:
        per_black = self.options.whites_per_black
        need(
            all(t.whites < per_black[s] for s, t in enumerate(self.tallies)),
            "white discs that should have turned black",
        )
        need(self.throw is None or len(self.throw.whites) == self.options.whites, "other dice")
        need((self.winner is not None) == self.is_over, "a winner that does not fit the phase")
        calls = self.winner_frames
        need(len(calls) == len(self.round_winners), "round winners without their calls")
        if calls:
            need(calls[0] == self.first_correct_frame, "a first call that is not the first")
            need(calls == sorted(calls), "winning calls out of order")
            ends = [self.seat_window_end(s) for s in self.round_winners]
            need(all(f < end for f, end in zip(calls, ends, strict=True)), "a late win")
        if self.phase in (Phase.HIDDEN, Phase.LIVE):
            need(self.throw is not None, "a round without a throw")
        if self.phase is Phase.HIDDEN:
            need(self.reveal_frame is None and not self.round_winners, "calls under the box")
        if self.phase is Phase.LIVE:
            need(self.reveal_frame is not None, "live without a reveal")
            need(
                (self.first_correct_frame is None) == (not self.round_winners),
                "round winners without a first correct call",
            )
            need(
                self.first_correct_frame is None or self.first_correct_frame >= self.reveal_frame,
                "a call before the reveal",
            )
