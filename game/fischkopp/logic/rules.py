"""A Fischkopp match (RULES.md §3) as a plain state object driven by actions and frames.

Randomness comes only from the match's own ``random.Random``; time only from the frames
given with the actions and ``advance``. So the generator's seed plus the actions with their
frames replay a match exactly, and ``to_dict``/``from_dict`` save everything.

Decided: the turn waits while a shout window is open (no roll until it closes); see
``shouting`` for the window's details and ``finish`` for the end and the Stechen. Once the
game is over every action is illegal (``advance`` still lets time pass). Voices are the
seats first, then the spectators: voice ``seat_count + k`` is spectator ``k``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum

from game.core.dice import roll
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.rng import rng_from_dict, rng_to_dict
from game.core.savefile import items, maybe_whole, need, table, whole
from game.fischkopp.logic import board
from game.fischkopp.logic.actions import Action, Cover, Roll, Shout
from game.fischkopp.logic.board import Outcome
from game.fischkopp.logic.events import (
    REASON_FULL,
    REASON_GRAETE,
    REASON_STUCK,
    DiceRolled,
    FieldCovered,
    FischkoppTriggered,
    GameOver,
    Graete,
    StechenStarted,
    TurnEnded,
    TurnStarted,
)
from game.fischkopp.logic.finish import (
    MAX_FISCHKOEPFE,
    RoundRecord,
    best_of,
    places,
    stechen_entry,
)
from game.fischkopp.logic.shouting import MAX_EXTRA_FRAMES, ShoutBox

MIN_SEATS, MAX_SEATS = 1, 7


class Phase(str, Enum):
    ROLL = "roll"  # the seat on turn rolls (once any shout window has closed)
    COVER = "cover"  # the seat on turn picks one of the roll's fields
    OVER = "over"


@dataclass
class FischkoppMatch:
    seat_count: int
    spectator_count: int
    rng: random.Random = field(repr=False, compare=False)
    shouts: ShoutBox = field(default_factory=lambda: ShoutBox(1))
    rounds: list[RoundRecord] = field(default_factory=list)
    turn: int = 0  # index into the current round's players
    phase: Phase = Phase.ROLL
    board: int = 0  # the covered fields of the turn in play (see ``board``)
    dice: tuple[int, int] | None = None
    choices: tuple[int, ...] = ()
    turn_fischkoepfe: int = 0
    frame: int = 0  # the latest match frame seen
    winner: int | None = None

    @classmethod
    def new(
        cls,
        seat_count: int,
        spectator_count: int,
        rng: random.Random,
        more_time: tuple[int, ...] = (),
    ) -> FischkoppMatch:
        """A new match; ``more_time`` gives seats extra frames in every shout window."""
        if not MIN_SEATS <= seat_count <= MAX_SEATS:
            raise ValueError(f"Fischkopp needs {MIN_SEATS}-{MAX_SEATS} seats, got {seat_count}")
        if spectator_count < 0:
            raise ValueError("spectators cannot be negative")
        if len(more_time) > seat_count or not all(0 <= f <= MAX_EXTRA_FRAMES for f in more_time):
            raise ValueError(f"more time {more_time!r} does not fit {seat_count} seats")
        seats = tuple(range(seat_count))
        return cls(
            seat_count,
            spectator_count,
            rng,
            shouts=ShoutBox(
                seat_count + spectator_count,
                extra=[*more_time, *[0] * (seat_count + spectator_count - len(more_time))],
            ),
            rounds=[RoundRecord(0, seats, (), seats)],
        )

    # -- reading the state ------------------------------------------------------------------

    @property
    def voice_count(self) -> int:
        return self.seat_count + self.spectator_count

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def round(self) -> RoundRecord:
        return self.rounds[-1]

    @property
    def round_index(self) -> int:
        """The round in play, 0 for the first (the same name as in every game)."""
        return len(self.rounds) - 1

    @property
    def current_seat(self) -> int | None:
        return None if self.is_over else self.round.players[self.turn]

    @property
    def window_open(self) -> bool:
        return self.shouts.is_open

    @property
    def scores(self) -> list[int | None]:
        """Main-game score per seat (None: not played yet)."""
        return [self.rounds[0].scores.get(s) for s in range(self.seat_count)]

    @property
    def fischkoepfe(self) -> list[int]:
        """Main-game Fischköpfe per seat (the one in play counts as it goes)."""
        counts = [self.rounds[0].fischkoepfe.get(s, 0) for s in range(self.seat_count)]
        if len(self.rounds) == 1 and not self.is_over:
            counts[self.round.players[self.turn]] = self.turn_fischkoepfe
        return counts

    def uncovered_sum(self) -> int:
        return board.uncovered_sum(self.board)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.current_seat:
            return []
        if self.phase is Phase.COVER:
            return [Cover(seat, f) for f in self.choices]
        return [] if self.shouts.is_open else [Roll(seat)]

    def places(self) -> list[int]:
        return places(self.rounds, self.winner, self.seat_count)

    # -- changing the state -----------------------------------------------------------------

    def start_events(self) -> list[Event]:
        """Events that describe where the match stands (for a fresh or loaded match)."""
        if self.is_over:
            assert self.winner is not None
            return [GameOver(self.winner, tuple(self.places()))]
        return [TurnStarted(self.round.players[self.turn], self.round.number)]

    def advance(self, frame: int) -> list[Event]:
        """Time passes to ``frame``: closes a shout window whose time is up."""
        self._check_frame(frame)
        self.frame = frame
        return self.shouts.close_due(frame)

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action``; raises ``IllegalAction`` (state unchanged) if not allowed."""
        if self.is_over:
            raise IllegalAction("the game is over")
        frame = self.frame if action.frame is None else action.frame
        self._check_frame(frame)
        if isinstance(action, Shout):
            if not 0 <= action.voice < self.voice_count:
                raise IllegalAction(f"there is no voice {action.voice}")
            return self.advance(frame) + self.shouts.shout(action.voice, frame)
        if not isinstance(action, (Roll, Cover)):
            raise IllegalAction(f"not a Fischkopp action: {action!r}")
        if action.seat != self.current_seat:
            raise IllegalAction(f"it is seat {self.current_seat}'s turn, not seat {action.seat}'s")
        if isinstance(action, Roll):
            if self.phase is not Phase.ROLL:
                raise IllegalAction("cover a field before rolling again")
            if self.shouts.open_at(frame):
                raise IllegalAction("wait until the shout window closes")
            return self.advance(frame) + self._roll()
        if self.phase is not Phase.COVER:
            raise IllegalAction("roll before covering")
        if action.field not in self.choices:
            raise IllegalAction(f"field {action.field} is not one of {self.choices}")
        return self.advance(frame) + self._cover(action.field, frame)

    def _check_frame(self, frame: int) -> None:
        if frame < self.frame:
            raise IllegalAction(f"frame {frame} is before frame {self.frame}")

    def _roll(self) -> list[Event]:
        seat = self.round.players[self.turn]
        die1, die2 = roll(self.rng, 2)
        self.dice = (die1, die2)
        self.choices = board.choices(self.board, die1, die2)
        events: list[Event] = [DiceRolled(seat, self.dice, self.choices)]
        if not self.choices:
            return events + self._end_turn(self.uncovered_sum(), REASON_STUCK)
        self.phase = Phase.COVER
        return events

    def _cover(self, field_number: int, frame: int) -> list[Event]:
        seat = self.round.players[self.turn]
        outcome, after = board.cover(self.board, field_number)
        covered = board.covered_fields(self.board | board.bit(field_number))
        events: list[Event] = [FieldCovered(seat, field_number, covered)]
        self.board, self.dice, self.choices = after, None, ()
        self.phase = Phase.ROLL
        if outcome is Outcome.GRAETE:
            return [*events, Graete(seat), *self._end_turn(board.GRAETE_SCORE, REASON_GRAETE)]
        if outcome is Outcome.FULL:
            return events + self._end_turn(board.FULL_SCORE, REASON_FULL)
        if outcome is Outcome.FISCHKOPP:
            self.turn_fischkoepfe += 1
            events.append(FischkoppTriggered(seat, self.turn_fischkoepfe))
            events += self.shouts.open(frame)
        return events

    def _end_turn(self, score: int, reason: str) -> list[Event]:
        record = self.round
        seat = record.players[self.turn]
        record.scores[seat] = score
        record.fischkoepfe[seat] = self.turn_fischkoepfe
        events: list[Event] = [TurnEnded(seat, record.number, score, reason, self.turn_fischkoepfe)]
        self.board, self.dice, self.choices, self.turn_fischkoepfe = 0, None, (), 0
        self.phase = Phase.ROLL
        if self.turn + 1 < len(record.players):
            self.turn += 1
            return [*events, TurnStarted(record.players[self.turn], record.number)]
        return events + self._next_round(best_of(record))

    def _next_round(self, best: tuple[int, ...]) -> list[Event]:
        if len(best) == 1:
            return self._game_over(best[0])
        eliminated, players = stechen_entry(best, self.shouts.penalties)
        record = RoundRecord(len(self.rounds), best, eliminated, players)
        self.rounds.append(record)
        self.turn = 0
        events: list[Event] = [StechenStarted(record.number, best, eliminated, players)]
        if len(players) == 1:
            return events + self._game_over(players[0])
        return [*events, TurnStarted(players[0], record.number)]

    def _game_over(self, winner: int) -> list[Event]:
        self.winner, self.phase = winner, Phase.OVER
        return [GameOver(winner, tuple(self.places()))]

    # -- copies and saves -------------------------------------------------------------------

    def to_dict(self) -> dict:
        return {
            "seat_count": self.seat_count,
            "spectator_count": self.spectator_count,
            "rng": rng_to_dict(self.rng),
            "shouts": self.shouts.to_dict(),
            "rounds": [r.to_dict() for r in self.rounds],
            "turn": self.turn,
            "phase": self.phase.value,
            "board": list(board.covered_fields(self.board)),
            "dice": None if self.dice is None else list(self.dice),
            "choices": list(self.choices),
            "turn_fischkoepfe": self.turn_fischkoepfe,
            "frame": self.frame,
            "winner": self.winner,
        }

    @classmethod
    def from_dict(cls, data: dict) -> FischkoppMatch:
        """The match as saved; raises ``SaveFormatError`` (a ``ValueError``) on any field of
        the wrong type or range, and on parts that do not belong together (voices and seats,
        rounds and turns, the roll and the phase, the clock and the shout windows)."""
        table(data, "a Fischkopp match")
        seat_count = whole(data["seat_count"], "the seats", MIN_SEATS, MAX_SEATS)
        spectators = whole(data["spectator_count"], "the spectators", 0)
        fields = [whole(f, "a field", 1, len(board.FIELDS)) for f in items(data["board"], "board")]
        need(len(set(fields)) == len(fields), "a field covered twice")
        dice = data["dice"]
        if dice is not None:
            dice = tuple(whole(d, "a die", 1, board.FACES) for d in items(dice, "the dice", 2))
        phase = data["phase"]
        need(isinstance(phase, str), "the phase is not text")
        match = cls(
            seat_count=seat_count,
            spectator_count=spectators,
            rng=rng_from_dict(data["rng"]),
            shouts=ShoutBox.from_dict(data["shouts"]),
            rounds=[RoundRecord.from_dict(r, seat_count) for r in items(data["rounds"], "rounds")],
            turn=whole(data["turn"], "the turn", 0),
            phase=Phase(phase),
            board=board.mask_of(fields),
            dice=dice,
            choices=tuple(whole(f, "a choice", 1, 12) for f in items(data["choices"], "choices")),
            turn_fischkoepfe=whole(data["turn_fischkoepfe"], "Fischköpfe", 0, MAX_FISCHKOEPFE),
            frame=whole(data["frame"], "the frame", 0),
            winner=maybe_whole(data["winner"], "the winner", 0, seat_count - 1),
        )
        match._check_consistent()
        return match

    def _check_consistent(self) -> None:
        need(self.shouts.voice_count == self.voice_count, "shouts for other voices")
        need(self.shouts.latest_frame() <= self.frame, "a shout after the match's clock")
        # pragma: no mutate start (equivalent: ShoutBox.from_dict keeps missed voices below
        # its own count, found equal to the match's just above, so no save fails this check)
        need(all(v < self.voice_count for v in self.shouts.missed), "a missing voice missed")
        # pragma: no mutate end
        need(self.rounds, "no round")
        need(
            [r.number for r in self.rounds] == list(range(len(self.rounds))), "rounds out of order"
        )
        first = self.rounds[0]
        everyone = tuple(range(self.seat_count))
        need(first.tied == first.players == everyone and not first.eliminated, "a short game")
        record = self.round
        if self.is_over:
            need(self.winner is not None, "a finished match without a winner")
            need(self.dice is None and not self.choices, "a roll after the end")
            return
        need(self.winner is None, "a winner before the end")
        need(self.turn < len(record.players), "a turn past the last player")
        need(
            set(record.scores) == set(record.players[: self.turn]),
            "scores do not fit the turn",
        )
        if self.phase is Phase.COVER:
            need(self.dice is not None, "fields to cover without a roll")
            expected = board.choices(self.board, *self.dice)
            need(expected and self.choices == expected, "choices that are not the roll's")
        else:
            need(self.dice is None and not self.choices, "a roll lying before rolling")

    def copy(self) -> FischkoppMatch:
        return FischkoppMatch.from_dict(self.to_dict())
