"""What the results screen needs once a match is over, as plain data."""

from __future__ import annotations

from dataclasses import dataclass

from game.fischkopp.logic.finish import standing_keys
from game.fischkopp.logic.rules import FischkoppMatch


@dataclass(frozen=True)
class Summary:
    """Per seat: main score, Fischköpfe, penalties, place and Stechen scores (None: out
    before playing that round). Per voice (seats, then spectators): penalties and crowns.

    ``totals`` and ``tiebreaks`` go to ``game.core.standings`` with ``lowest_wins=True``.
    """

    winner: int | None
    scores: tuple[int, ...]
    fischkoepfe: tuple[int, ...]
    seat_penalties: tuple[int, ...]
    places: tuple[int, ...]
    stechen_scores: tuple[tuple[int | None, ...], ...]  # [stechen round][seat]
    voice_penalties: tuple[int, ...]
    voice_crowns: tuple[int, ...]
    totals: tuple[int, ...]
    tiebreaks: tuple[tuple[int, int], ...]


def summarise(match: FischkoppMatch) -> Summary:
    totals, tiebreaks = standing_keys(match.rounds, match.winner, match.seat_count)
    seats = range(match.seat_count)
    main = match.rounds[0]
    return Summary(
        winner=match.winner,
        scores=tuple(main.scores.get(s, 0) for s in seats),
        fischkoepfe=tuple(match.fischkoepfe),
        seat_penalties=tuple(match.shouts.penalties[s] for s in seats),
        places=tuple(match.places()),
        stechen_scores=tuple(
            tuple(record.scores.get(s) for s in seats) for record in match.rounds[1:]
        ),
        voice_penalties=tuple(match.shouts.penalties),
        voice_crowns=tuple(match.shouts.crowns),
        totals=tuple(totals),
        tiebreaks=tuple(tiebreaks),
    )
