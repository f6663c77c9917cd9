"""Fiese 15 rules (RULES.md §1): a match as a plain state object driven by actions.

Pure Python: randomness only from the match's own seeded ``random.Random``, so a seed plus
the list of actions replays a match exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations

from game.core.dice import roll
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.rng import make_rng, rng_to_dict
from game.core.savefile import flag
from game.core.seats import Seat
from game.core.standings import winners as best_seats
from game.fiese15.logic.events import (
    REASON_ALL_SIX,
    REASON_BUST,
    REASON_STOP,
    REASON_STOP_BONUS,
    DicePlaced,
    DiceRolled,
    GameOver,
    RoundStarted,
    TurnEnded,
    TurnStarted,
)
from game.fiese15.logic.strips import (
    COLOURS,
    FIRST_ROUND_TILE,
    MAX_SEATS,
    MIN_SEATS,
    ROUNDS,
    SHORT_ROUNDS,
    STRIPS,
    Strip,
    deal_tiles,
)

__all__ = [
    "COLOURS",
    "STRIPS",
    "Fiese15Match",
    "Options",
    "Phase",
    "Place",
    "Roll",
    "Stop",
    "action_from_dict",
    "action_to_dict",
    "new_match",
]

FIVE_PLACED_BONUS = 5
MAX_TURN_SCORE = 1000  # far beyond any real turn, either way
ALL_PLACED_FACTOR = 2


@dataclass
class Options:
    zocker: bool = False  # a bust scores 0 instead of the unplaced targets
    handicap: bool = False  # back sides; white target from a per-seat tile
    short: bool = False  # the house rule's short game: SHORT_ROUNDS rounds, not ten

    @property
    def rounds(self) -> int:
        return SHORT_ROUNDS if self.short else ROUNDS

    def to_dict(self) -> dict:
        return {"zocker": self.zocker, "handicap": self.handicap, "short": self.short}

    @classmethod
    def from_dict(cls, data: dict) -> Options:
        """Options as a setup or a save holds them; a value of another type is refused
        (``SaveFormatError``) and a missing one is off (saves made before the short game)."""
        zocker, handicap = data.get("zocker", False), data.get("handicap", False)
        short = data.get("short", False)
        return cls(flag(zocker, "zocker"), flag(handicap, "handicap"), flag(short, "short"))


class Phase(str, Enum):
    AWAIT_ROLL = "await_roll"  # a turn has started: the only move is to roll all six
    AWAIT_PLACE = "await_place"  # a roll showed valid dice: place at least one
    AWAIT_DECISION = "await_decision"  # after placing: stop or roll the rest
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Roll:
    seat: int


@dataclass(frozen=True)
class Place:
    """Place these dice of the last roll (at least one, each valid and not yet placed)."""

    seat: int
    colours: tuple[str, ...]


@dataclass(frozen=True)
class Stop:
    seat: int


Action = Roll | Place | Stop


def action_to_dict(action: Action) -> dict:
    data: dict = {"kind": type(action).__name__, "seat": action.seat}
    if isinstance(action, Place):
        data["colours"] = list(action.colours)
    return data


def action_from_dict(data: dict) -> Action:
    kind, seat = data["kind"], int(data["seat"])
    if kind == "Roll":
        return Roll(seat)
    if kind == "Stop":
        return Stop(seat)
    if kind == "Place":
        return Place(seat, tuple(data["colours"]))
    raise ValueError(f"unknown Fiese 15 action {kind!r}")


@dataclass
class Fiese15Match:
    """The whole match. Seats are addressed by their position in ``seats`` (0-based)."""

    seats: list[Seat]
    options: Options
    strips: list[Strip]  # the drawn strips, one per round, in play order
    rng: random.Random = field(repr=False, compare=False)
    round_index: int = 0
    current_seat: int = 0
    phase: Phase = Phase.AWAIT_ROLL
    dice: dict[str, int] = field(default_factory=dict)  # last roll, unplaced colours only
    placed: dict[str, int] = field(default_factory=dict)  # this turn's placed dice
    scores: list[list[int | None]] = field(default_factory=list)  # [seat][round]
    tiles: list[int] | None = None  # this round's handicap tile per seat (None: no handicap)

    # -- reading the state ------------------------------------------------------------------

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    @property
    def strip(self) -> Strip:
        return self.strips[self.round_index]

    @property
    def totals(self) -> list[int]:
        return [sum(s for s in row if s is not None) for row in self.scores]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def winners(self) -> list[int]:
        """Seats with the highest total (ties share the win); the leaders while still playing."""
        return best_seats(self.totals)

    def targets_for(self, seat: int) -> tuple[int, ...]:
        """The six targets in colour order that ``seat`` plays against this round."""
        return self.strip.targets(self.tiles[seat] if self.tiles is not None else None)

    def targets(self) -> tuple[int, ...]:
        return self.targets_for(self.current_seat)

    def target_of(self, colour: str) -> int:
        return self.targets()[COLOURS.index(colour)]

    def unplaced_colours(self) -> tuple[str, ...]:
        return tuple(c for c in COLOURS if c not in self.placed)

    def valid_colours(self) -> tuple[str, ...]:
        """Dice of the last roll within their target and not placed.

        While placing these are the choices; after placing, the valid dice left lying.
        """
        targets = self.targets()
        return tuple(
            c for c in COLOURS if c in self.dice and self.dice[c] <= targets[COLOURS.index(c)]
        )

    def placed_pips(self) -> int:
        return sum(self.placed.values())

    def running_score(self) -> int:
        """What stopping would pay now (all six placed pays double instead)."""
        pips = self.placed_pips()
        if len(self.placed) == len(COLOURS):
            return ALL_PLACED_FACTOR * pips
        return pips + (FIVE_PLACED_BONUS if len(self.placed) == len(COLOURS) - 1 else 0)

    def bust_value(self) -> int:
        """What a roll without a valid die would pay now: the unplaced targets (Zocker: 0)."""
        if self.options.zocker:
            return 0
        targets = self.targets()
        return sum(t for c, t in zip(COLOURS, targets, strict=True) if c not in self.placed)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase is Phase.GAME_OVER or seat != self.current_seat:
            return []
        if self.phase is Phase.AWAIT_ROLL:
            return [Roll(seat)]
        if self.phase is Phase.AWAIT_DECISION:
            return [Stop(seat), Roll(seat)]
        valid = self.valid_colours()
        return [
            Place(seat, chosen)
            for size in range(1, len(valid) + 1)
            for chosen in combinations(valid, size)
        ]

    # -- changing the state -----------------------------------------------------------------

    def start_events(self) -> list[Event]:
        """The events that describe the current round and turn (for a fresh or loaded match)."""
        if self.is_over:
            return [GameOver(tuple(self.totals), tuple(self.winners()))]
        return [self._round_started(), self._turn_started()]

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action``; raises ``IllegalAction`` (state unchanged) if not allowed."""
        self._check_turn(action)
        if isinstance(action, Roll):
            if self.phase is Phase.AWAIT_PLACE:
                raise IllegalAction("place at least one valid die before rolling again")
            return self._roll()
        if isinstance(action, Place):
            colours = self._check_place(action)
            return self._place(colours)
        if isinstance(action, Stop):
            if self.phase is not Phase.AWAIT_DECISION:
                raise IllegalAction("you can only stop after placing dice")
            bonus = len(self.placed) == len(COLOURS) - 1
            return self._end_turn(self.running_score(), REASON_STOP_BONUS if bonus else REASON_STOP)
        raise IllegalAction(f"not a Fiese 15 action: {action!r}")

    def _check_turn(self, action: object) -> None:
        if self.phase is Phase.GAME_OVER:
            raise IllegalAction("the game is over")
        seat = getattr(action, "seat", None)
        if seat != self.current_seat:
            raise IllegalAction(f"it is seat {self.current_seat}'s turn, not seat {seat}'s")

    def _check_place(self, action: Place) -> tuple[str, ...]:
        if self.phase is not Phase.AWAIT_PLACE:
            raise IllegalAction("roll before placing dice")
        chosen = tuple(action.colours)
        if not chosen:
            raise IllegalAction("place at least one die")
        if len(set(chosen)) != len(chosen):
            raise IllegalAction("each die can be placed only once")
        valid = self.valid_colours()
        for colour in chosen:
            if colour not in COLOURS:
                raise IllegalAction(f"there is no {colour!r} die")
            if colour in self.placed:
                raise IllegalAction(f"the {colour} die is already placed")
            if colour not in valid:
                pips, target = self.dice[colour], self.target_of(colour)
                raise IllegalAction(f"the {colour} {pips} is over its target {target}")
        return tuple(c for c in COLOURS if c in chosen)  # colour order, whatever was given

    def _roll(self) -> list[Event]:
        colours = self.unplaced_colours()
        self.dice = dict(zip(colours, roll(self.rng, len(colours)), strict=True))
        valid = self.valid_colours()
        events: list[Event] = [
            DiceRolled(self.current_seat, tuple(self.dice.items()), valid),
        ]
        if valid:
            self.phase = Phase.AWAIT_PLACE
            return events
        return events + self._end_turn(self.bust_value(), REASON_BUST)

    def _place(self, colours: tuple[str, ...]) -> list[Event]:
        for colour in colours:
            self.placed[colour] = self.dice.pop(colour)
        event = DicePlaced(
            self.current_seat,
            colours,
            sum(self.placed[c] for c in colours),
            self.placed_pips(),
            len(self.placed),
        )
        if len(self.placed) == len(COLOURS):
            return [event, *self._end_turn(self.running_score(), REASON_ALL_SIX)]
        self.phase = Phase.AWAIT_DECISION
        return [event]

    def _end_turn(self, score: int, reason: str) -> list[Event]:
        seat = self.current_seat
        events: list[Event] = [TurnEnded(seat, self.round_index, score, reason, self.placed_pips())]
        self.scores[seat][self.round_index] = score
        self.dice, self.placed = {}, {}
        self.phase = Phase.AWAIT_ROLL
        if seat + 1 < len(self.seats):
            self.current_seat = seat + 1
            return [*events, self._turn_started()]
        if self.round_index + 1 >= self.options.rounds:
            self.phase = Phase.GAME_OVER
            return [*events, GameOver(tuple(self.totals), tuple(self.winners()))]
        self.round_index += 1
        self.current_seat = 0
        if self.tiles is not None:
            self.tiles = deal_tiles(self.totals)
        return [*events, self._round_started(), self._turn_started()]

    def _round_started(self) -> RoundStarted:
        side = "back" if self.tiles is not None else "front"
        tiles = tuple(self.tiles) if self.tiles is not None else ()
        return RoundStarted(self.round_index, self.strip.number, side, tiles)

    def _turn_started(self) -> TurnStarted:
        return TurnStarted(self.current_seat, self.round_index, self.targets())

    # -- copies and saves -------------------------------------------------------------------

    def copy(self) -> Fiese15Match:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return Fiese15Match(
            seats=list(self.seats),
            options=Options(self.options.zocker, self.options.handicap),
            strips=list(self.strips),
            rng=rng,
            round_index=self.round_index,
            current_seat=self.current_seat,
            phase=self.phase,
            dice=dict(self.dice),
            placed=dict(self.placed),
            scores=[list(row) for row in self.scores],
            tiles=list(self.tiles) if self.tiles is not None else None,
        )

    def to_dict(self) -> dict:
        return {
            "seats": [seat.to_dict() for seat in self.seats],
            "options": self.options.to_dict(),
            "strips": [strip.number for strip in self.strips],
            "rng": rng_to_dict(self.rng),
            "round_index": self.round_index,
            "current_seat": self.current_seat,
            "phase": self.phase.value,
            "dice": dict(self.dice),
            "placed": dict(self.placed),
            "scores": [list(row) for row in self.scores],
            "tiles": list(self.tiles) if self.tiles is not None else None,
        }


def new_match(seats: list[Seat], options: Options, seed: int | random.Random) -> Fiese15Match:
    """A fresh match: 10 of the 15 strips drawn with the seeded generator (4 in the short
    game), seat 0 to roll."""
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise ValueError(f"Fiese 15 needs {MIN_SEATS}-{MAX_SEATS} seats, got {len(seats)}")
    rng = make_rng(seed)
    strips = rng.sample(STRIPS, options.rounds)
    return Fiese15Match(
        seats=list(seats),
        options=Options(options.zocker, options.handicap, options.short),
        strips=strips,
        rng=rng,
        scores=[[None] * options.rounds for _ in seats],
        tiles=[FIRST_ROUND_TILE] * len(seats) if options.handicap else None,
    )
