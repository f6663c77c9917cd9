"""The end of a Fischkopp match: the final tally and the result for the results screen.

Standings come from the rules (``summarise``): the main score (lowest wins), then more
Fischköpfe, then how far the Stechen carried a seat, so its winner ranks first. Awards go
to voices: a seat, or the participant holding a spectator's chair.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game.core.setup import Award, Line, MatchResult, MatchSetup
from game.fischkopp.logic import FischkoppMatch, summarise
from game.fischkopp.logic.events import GameOver
from game.fischkopp.screen.stats import ScreenStats
from game.shell.match.coaching import cost_lines
from game.shell.match.tally import FinalTally, TallyRow


class Holders(Protocol):
    def voice_holder(self, voice: int) -> tuple[int | None, int | None]: ...


class Named(Protocol):
    """What the final tally reads of the scene (``FischkoppScene``)."""

    app: Any
    match: FischkoppMatch

    def seat_name(self, seat: int) -> str: ...


class Ended(Named, Protocol):
    """What the result reads of the scene (``FischkoppScene``)."""

    setup: MatchSetup
    stats: ScreenStats
    coached: frozenset[int]
    coach_cost: list[float]

    @property
    def shouts(self) -> Holders: ...


HEADS_COLUMN = "fischkopp.col.heads"
PENALTY_COLUMN = "fischkopp.col.penalties"


def final_tally(scene: Named, event: GameOver, celebrate: Callable[[], None]) -> FinalTally:
    """The winner's moment; ``celebrate`` throws the confetti when the tally reaches it."""
    t = scene.app.t
    summary = summarise(scene.match)
    rows = [
        TallyRow(seat, scene.seat_name(seat), score, score)
        for seat, score in enumerate(summary.scores)
    ]
    name = scene.seat_name(event.winner)
    stechen = len(scene.match.rounds) > 1
    verdict = t(
        "fischkopp.tally.stechen_winner" if stechen else "fischkopp.tally.winner", name=name
    )
    return FinalTally(
        t("fischkopp.tally.final"),
        verdict,
        t("fischkopp.tally.continue"),
        rows,
        list(event.places),
        (event.winner,),
        scene.app.audio.play,
        celebrate,
    )


def _single_best(values: list[int]) -> int | None:
    """The one index with the highest value above 0; None if shared or nobody."""
    best = max(values, default=0)
    holders = [i for i, v in enumerate(values) if v == best]
    return holders[0] if best > 0 and len(holders) == 1 else None


def _voice_award(scene: Ended, key: str, voice: int, value: int) -> Award | None:
    seat, participant = scene.shouts.voice_holder(voice)
    if seat is None and participant is None:
        return None
    return Award(key, str(value), seat=seat, participant=participant)


def awards(scene: Ended) -> tuple[Award, ...]:
    match, stats = scene.match, scene.stats
    found: list[Award | None] = []
    crowns = list(match.shouts.crowns)
    loudest = _single_best(crowns)
    if loudest is not None:
        found.append(_voice_award(scene, "fischkopp.award.loudest", loudest, crowns[loudest]))
    masher = _single_best(stats.best_window)
    if masher is not None:
        found.append(_voice_award(scene, "fischkopp.award.mash", masher, stats.best_window[masher]))
    penalties = list(match.shouts.penalties)
    sinner = _single_best(penalties)
    if sinner is not None:
        found.append(_voice_award(scene, "fischkopp.award.penalties", sinner, penalties[sinner]))
    heads = list(match.fischkoepfe)
    header = _single_best(heads)
    if header is not None:
        found.append(Award("fischkopp.award.heads", str(heads[header]), seat=header))
    for seat, count in enumerate(stats.graeten):
        if count:
            found.append(Award("fischkopp.award.graete", str(count), seat=seat))
    return tuple(a for a in found if a is not None)


def stat_lines(scene: Ended) -> tuple[Line, ...]:
    match, stats = scene.match, scene.stats
    lines = [
        *cost_lines("fischkopp.stat.coach_cost", scene.coached, scene.coach_cost),
        Line("fischkopp.stat.rolls", {"rolls": sum(stats.rolls), "turns": _turns(scene)}),
        Line("fischkopp.stat.windows", {"windows": stats.windows, "presses": sum(stats.presses)}),
    ]
    if len(match.rounds) > 1:
        lines.append(Line("fischkopp.stat.stechen", {"rounds": len(match.rounds) - 1}))
    return tuple(lines)


def _turns(scene: Ended) -> int:
    return sum(len(record.scores) for record in scene.match.rounds)


def build_result(scene: Ended) -> MatchResult:
    summary = summarise(scene.match)
    return MatchResult(
        scene.setup,
        summary.totals,
        lowest_wins=True,
        tiebreaks=summary.tiebreaks,
        awards=awards(scene),
        stats=stat_lines(scene),
        columns=((HEADS_COLUMN, summary.fischkoepfe), (PENALTY_COLUMN, summary.seat_penalties)),
        measures=(
            ("graeten", tuple(scene.stats.graeten)),
            ("heads", tuple(summary.fischkoepfe)),
        ),
    )
