"""The match result for the results screen: totals, winners, solo title, awards, stats and
the solo high-score table."""

from __future__ import annotations

from typing import Any, Protocol

from game.core.setup import Award, Line, MatchResult, MatchSetup
from game.fits.logic.rules import FitsMatch
from game.fits.screen import highscores
from game.fits.screen.texts import title_key

TABLE_ROWS = 3  # the top of the solo high-score table, under the result


class ResultHost(Protocol):
    """The finished match and who played it."""

    app: Any
    setup: MatchSetup
    match: FitsMatch
    attract: bool


def build_result(scene: ResultHost) -> MatchResult:
    match = scene.match
    totals = tuple(match.totals)
    solo = match.titled
    # Each seat's points per round, where there was more than one round (one round's are
    # the totals beside the names).
    several = any(len(rounds) > 1 for rounds in match.round_scores)
    stats = [round_line(scene, seat) for seat in range(len(totals))] if several else []
    if solo and not scene.attract:
        stats += high_score_lines(scene, totals[0], match.solo_title(0))
    return MatchResult(
        scene.setup,
        totals,
        awards=awards(scene),
        stats=tuple(stats),
        title=Line("fits.solo_title", {"title_key": title_key(match.solo_title(0))})
        if solo
        else None,
    )


def solo_title_line(title: str) -> Line:
    return Line("fits.solo_title", {"title_key": title_key(title)})


def round_line(scene: ResultHost, seat: int) -> Line:
    rounds = " / ".join(str(points) for points in scene.match.round_scores[seat])
    return Line("fits.stat.rounds", {"seat": seat, "rounds": rounds})


def awards(scene: ResultHost) -> tuple[Award, ...]:
    """The best single board of the match (several if tied, none if all are), for two or
    more seats."""
    scores = scene.match.round_scores
    if len(scores) < 2 or not any(scores):
        return ()
    best = max(max(rounds) for rounds in scores if rounds)
    bests = [seat for seat, rounds in enumerate(scores) if rounds and max(rounds) == best]
    if len(bests) == len(scores):
        return ()  # every board as good as the best: no one's to name
    return tuple(Award("fits.award.best_board", str(best), seat=seat) for seat in bests)


def high_score_lines(scene: ResultHost, total: int, title: str) -> list[Line]:
    """Records the solo game under its player's name (a guest's as a guest) and shows the
    top of the table; a CPU playing alone is no one's high score."""
    if scene.setup.seats[0].is_cpu:
        return []
    edition = scene.match.options.edition
    person = scene.app.people.seated(scene.setup).get(0)
    if person is not None:
        place = highscores.record(edition, total, title, name=person.name)
    else:
        place = highscores.record(edition, total, title, guest=True)
    lines = []
    if place == 0:
        lines.append(Line("fits.stat.new_high"))
    elif place is not None:
        lines.append(Line("fits.stat.place", {"n": place + 1}))
    table = highscores.table(edition)
    shown = list(range(min(TABLE_ROWS, len(table))))
    if place is not None and place >= TABLE_ROWS:
        shown.append(place)  # the player's own row, under the top
    if shown:
        lines.append(Line("fits.stat.high_table"))
        lines += [table_line(n + 1, table[n]) for n in shown]
    return lines


def table_line(n: int, entry: highscores.Entry) -> Line:
    """One row of the high-score table; a row from before names were kept shows none."""
    values = {"n": n, "score": entry.score, "title_key": title_key(entry.title)}
    if entry.name:
        return Line("fits.stat.high_row", {**values, "name": entry.name})
    if entry.guest:
        return Line("fits.stat.high_row", {**values, "name_key": highscores.GUEST_KEY})
    return Line("fits.stat.high_row_nameless", values)
