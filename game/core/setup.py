"""What a match is started with and what it ends with: plain data between shell and games.

People and seats are different things. A *participant* is a person in the room: holding a
seat, or a spectator on the bench (Fischkopp's whole room shouts). A *seat* is a place at
the table, played by a participant or by a CPU. Results name seats for standings and
participants or seats for awards; the text the player reads is an i18n key plus values,
translated by the shell, never here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.savefile import items, maybe_whole, need, table, whole
from game.core.seats import MAX_SEATS, Seat
from game.core.standings import order, ranks, winners


@dataclass(frozen=True)
class Participant:
    """A person in the room. ``id`` is stable for the session (it survives re-plugging)."""

    id: int
    seat: int | None = None  # the seat this person holds; None: a spectator

    @property
    def is_spectator(self) -> bool:
        return self.seat is None

    def to_dict(self) -> dict:
        return {"id": self.id, "seat": self.seat}

    @classmethod
    def from_dict(cls, data: dict) -> Participant:
        table(data, "a participant")
        return cls(
            whole(data.get("id"), "a participant's id", 0),
            maybe_whole(data.get("seat"), "seat", 0),
        )


@dataclass(frozen=True)
class MatchSetup:
    game_id: str
    seats: tuple[Seat, ...]
    options: dict = field(default_factory=dict)
    seed: int = 0
    attract: bool = False  # CPUs playing on the title screen; any input ends it
    participants: tuple[Participant, ...] = ()  # the people: seated humans and spectators
    seat_options: tuple[dict, ...] = ()  # per-seat options (e.g. Würfelblitz balancing)

    @property
    def spectators(self) -> tuple[Participant, ...]:
        return tuple(p for p in self.participants if p.is_spectator)

    def participant_of(self, seat: int) -> Participant | None:
        return next((p for p in self.participants if p.seat == seat), None)

    def option_of(self, seat: int, key: str, default: object = None) -> object:
        """A per-seat option, or ``default`` when the seat has none."""
        if seat < len(self.seat_options):
            return self.seat_options[seat].get(key, default)
        return default

    def to_dict(self) -> dict:
        return {
            "game_id": self.game_id,
            "seats": [s.to_dict() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
            "participants": [p.to_dict() for p in self.participants],
            "seat_options": [dict(o) for o in self.seat_options],
        }

    @classmethod
    def from_dict(cls, data: dict) -> MatchSetup:
        """The setup as saved; raises ``SaveFormatError`` (a ``ValueError``) on any field of
        the wrong type, seats numbered out of order, or people on seats that do not exist."""
        table(data, "the setup")
        game_id = data.get("game_id")
        need(isinstance(game_id, str), "the game is not named")
        seats = tuple(Seat.from_dict(s) for s in items(data.get("seats"), "the seats"))
        need(1 <= len(seats) <= MAX_SEATS, f"{len(seats)} seats")
        need([s.index for s in seats] == list(range(len(seats))), "seats out of order")
        people = tuple(
            Participant.from_dict(p) for p in items(data.get("participants", []), "the people")
        )
        need(all(p.seat is None or p.seat < len(seats) for p in people), "a person off the table")
        held = [p.seat for p in people if p.seat is not None]
        need(len(held) == len(set(held)), "two people on one seat")
        seat_options = items(data.get("seat_options", []), "the seat options")
        need(len(seat_options) <= len(seats), "options for seats that do not exist")
        return cls(
            game_id,
            seats,
            dict(table(data.get("options", {}), "the options")),
            whole(data.get("seed", 0), "the seed"),
            participants=people,
            seat_options=tuple(dict(table(o, "a seat's options")) for o in seat_options),
        )


@dataclass(frozen=True)
class Line:
    """One line of text for the player as an i18n key and its values.

    By convention a value named ``seat`` is a seat index and ``participant`` a participant
    id: the shell replaces them with the name it shows for them. A value named ``x_key`` is
    an i18n key itself: the shell passes its translation as ``x``.
    """

    key: str
    values: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Award:
    """A fun title, e.g. "most busts", for a seat or for a participant (a spectator too)."""

    key: str
    value: str = ""
    seat: int | None = None
    participant: int | None = None


@dataclass(frozen=True)
class MatchResult:
    setup: MatchSetup
    totals: tuple[int, ...]
    lowest_wins: bool = False
    tiebreaks: tuple[tuple[int, ...], ...] | None = None  # per seat, compared after the total
    awards: tuple[Award, ...] = ()
    stats: tuple[Line, ...] = ()
    title: Line | None = None  # e.g. the solo title in Fits
    columns: tuple[tuple[str, tuple[int, ...]], ...] = ()  # extra (i18n key, value per seat)
    # Numbers per seat the shell keeps in people's stats, never shown as they are:
    # (name, value per seat; None where a seat has none), e.g. ("busts", (2, 0, 1)); a value
    # may be a (sum, count) pair where one match holds several, e.g. each right call's time.
    measures: tuple[tuple[str, tuple[int | float | tuple[float, int] | None, ...]], ...] = ()

    @property
    def places(self) -> list[int]:
        return ranks(self.totals, self.lowest_wins, self.tiebreaks)

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(winners(self.totals, self.lowest_wins, self.tiebreaks))

    @property
    def order(self) -> list[int]:
        return order(self.totals, self.lowest_wins, self.tiebreaks)
