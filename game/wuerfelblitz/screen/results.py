"""The end of a match: the final tally of black discs, and the result for the shell."""

from __future__ import annotations

from functools import partial

from game.core.setup import MatchResult, MatchSetup
from game.core.standings import ranks
from game.shell.match.tally import FinalTally, TallyRow
from game.wuerfelblitz.logic import MatchWon, WuerfelblitzMatch
from game.wuerfelblitz.screen.stats import RoundStats


def match_result(setup: MatchSetup, match: WuerfelblitzMatch, stats: RoundStats) -> MatchResult:
    """Totals are black discs; ties are broken as the rules rank them (the match winner,
    then progress to the next black disc, then right calls)."""
    return MatchResult(
        setup,
        tuple(match.totals),
        tiebreaks=tuple(match.tiebreaks),
        awards=stats.awards(match.tallies),
        stats=stats.stat_lines(match.tallies),
        measures=(
            # Frames from a reveal to each seat's fastest right call (None: no right call) …
            ("call", tuple(t.fastest for t in match.tallies)),
            # … and to all its right calls, summed with their count: the average call time.
            ("call_time", tuple((t.reaction_sum, t.reactions) for t in match.tallies)),
        ),
    )


def final_tally(
    t, match: WuerfelblitzMatch, seat_name, event: MatchWon, play, celebrate
) -> FinalTally:
    """The black discs counted up, the winner named (``celebrate(seat)`` as they are)."""
    rows = [
        TallyRow(seat, seat_name(seat), total, total) for seat, total in enumerate(match.totals)
    ]
    return FinalTally(
        t("wuerfelblitz.tally.final"),
        t("wuerfelblitz.tally.winner", name=seat_name(event.seat)),
        t("wuerfelblitz.tally.continue"),
        rows,
        ranks(match.totals, tiebreaks=match.tiebreaks),
        (event.seat,),
        play,
        partial(celebrate, event.seat),
    )
