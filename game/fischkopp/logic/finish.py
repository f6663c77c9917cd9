"""The end of a round: who is best, the Stechen, and the final standing.

Decided details (RULES.md §3 leaves them open):
- A round's best are the lowest score, then the most Fischköpfe *of that round's turn*.
- A Stechen is played among all tied for first. At its start, everyone among them with
  more penalty points (the whole match's) than the fewest among them loses at once. If
  one is left, that one wins without rolling; otherwise each plays one normal turn (shout
  windows included) in seat order, and that round's best are found the same way. Still
  tied: the next Stechen round starts, again with the penalty check.
- Standing: main score (lowest wins), then main-game Fischköpfe, then the Stechen key:
  the winner highest, then who got further in the Stechen, then, in the round where they
  went out, playing beats a penalty exit, a lower score and more Fischköpfe rank higher.
  Seats outside the winner's Stechen have key 0 (they are never compared with it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core.savefile import items, need, table, whole
from game.core.standings import ranks
from game.fischkopp.logic.board import FIELD_SUM, GRAETE_SCORE

MAX_RECORD_SEATS = 7  # the most seats at a Fischkopp table
MAX_FISCHKOEPFE = 12  # in one turn; far more than a board allows


@dataclass
class RoundRecord:
    """One round: 0 is the game, 1, 2, … the Stechen rounds."""

    number: int
    tied: tuple[int, ...]  # who entered (everyone in round 0)
    eliminated: tuple[int, ...] = ()  # out at once on penalty points
    players: tuple[int, ...] = ()  # who plays a turn, in order
    scores: dict[int, int] = field(default_factory=dict)
    fischkoepfe: dict[int, int] = field(default_factory=dict)

    @property
    def finished(self) -> tuple[int, ...]:
        return tuple(s for s in self.players if s in self.scores)

    def to_dict(self) -> dict:
        return {
            "number": self.number,
            "tied": list(self.tied),
            "eliminated": list(self.eliminated),
            "players": list(self.players),
            "scores": [[s, n] for s, n in self.scores.items()],
            "fischkoepfe": [[s, n] for s, n in self.fischkoepfe.items()],
        }

    @classmethod
    def from_dict(cls, data: dict, seat_count: int = MAX_RECORD_SEATS) -> RoundRecord:
        """The round as saved; raises ``SaveFormatError`` (a ``ValueError``) unless every
        seat named is one of ``seat_count``, named once, and scores are the players'."""
        table(data, "a round")

        def seats(key: str) -> tuple[int, ...]:
            named = tuple(whole(s, key, 0, seat_count - 1) for s in items(data[key], key))
            need(len(set(named)) == len(named), f"a seat twice in {key}")
            return named

        def per_seat(key: str, low: int, high: int) -> dict[int, int]:
            pairs = [items(pair, key, 2) for pair in items(data[key], key)]
            values = {whole(s, key, 0, seat_count - 1): whole(n, key, low, high) for s, n in pairs}
            need(len(values) == len(pairs), f"a seat twice in {key}")
            return values

        record = cls(
            number=whole(data["number"], "a round's number", 0),
            tied=seats("tied"),
            eliminated=seats("eliminated"),
            players=seats("players"),
            scores=per_seat("scores", GRAETE_SCORE, FIELD_SUM),
            fischkoepfe=per_seat("fischkoepfe", 0, MAX_FISCHKOEPFE),
        )
        need(set(record.scores) == set(record.fischkoepfe), "scores and Fischköpfe disagree")
        need(set(record.scores) <= set(record.players), "a score of a seat that did not play")
        need(set(record.players) <= set(record.tied), "a player who was not in the round")
        return record


def result_key(record: RoundRecord, seat: int) -> tuple[int, int]:
    """Smaller is better: the score, then more Fischköpfe."""
    return record.scores[seat], -record.fischkoepfe[seat]


def best_of(record: RoundRecord, seats: Sequence[int] | None = None) -> tuple[int, ...]:
    """The finished seats (or ``seats``) with the best result, in seat order."""
    pool = record.finished if seats is None else tuple(seats)
    if not pool:
        return ()
    best = min(result_key(record, s) for s in pool)
    return tuple(s for s in pool if result_key(record, s) == best)


def stechen_entry(
    tied: Sequence[int], penalties: Sequence[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(eliminated, players): the tied with more penalty points than the fewest go out."""
    fewest = min(penalties[s] for s in tied)
    out = tuple(s for s in tied if penalties[s] > fewest)
    return out, tuple(s for s in tied if penalties[s] == fewest)


def stechen_keys(rounds: Sequence[RoundRecord], winner: int | None, seat_count: int) -> list[int]:
    """Per seat: how far the Stechen carried it (higher is better; 0 without a Stechen)."""
    keys = [0] * seat_count
    if len(rounds) < 2:
        return keys
    group = rounds[1].tied
    progress = {}
    for seat in group:
        last = max(r.number for r in rounds[1:] if seat in r.tied)
        record = rounds[last]
        played = seat in record.scores
        progress[seat] = (
            int(seat == winner),
            last,
            int(seat in record.players),
            -record.scores[seat] if played else 0,
            record.fischkoepfe[seat] if played else 0,
        )
    for seat in group:
        keys[seat] = 1 + sum(1 for other in group if progress[other] < progress[seat])
    return keys


def standing_keys(
    rounds: Sequence[RoundRecord], winner: int | None, seat_count: int
) -> tuple[list[int], list[tuple[int, int]]]:
    """(totals, tie-break keys) per seat for ``game.core.standings`` with ``lowest_wins``.

    Seats that have not played yet count as 0 (only meaningful once the game is over).
    """
    main = rounds[0]
    totals = [main.scores.get(s, 0) for s in range(seat_count)]
    stechen = stechen_keys(rounds, winner, seat_count)
    tiebreaks = [(main.fischkoepfe.get(s, 0), stechen[s]) for s in range(seat_count)]
    return totals, tiebreaks


def places(rounds: Sequence[RoundRecord], winner: int | None, seat_count: int) -> list[int]:
    totals, tiebreaks = standing_keys(rounds, winner, seat_count)
    return ranks(totals, lowest_wins=True, tiebreaks=tiebreaks)
