"""The match result for the results screen: totals, winners, solo title, awards, stats and
the solo high-score table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.setup import Award, MatchResult
from game.fits import highscores

if TYPE_CHECKING:
    from game.fits.scene import FitsScene


def title_key(title: str) -> str:
    """The i18n key of a solo title from the rules (e.g. "Joint cleaner")."""
    return "fits.title." + title.lower().replace(" ", "_")


def build_result(scene: FitsScene) -> MatchResult:
    match, t = scene.match, scene.app.t
    totals = tuple(match.totals)
    solo = len(totals) == 1
    title = t(title_key(match.solo_title(0))) if solo else ""
    stats = [round_line(scene, seat) for seat in range(len(totals))]
    if solo and not scene.attract:
        stats += high_score_lines(scene, totals[0], match.solo_title(0))
    return MatchResult(
        scene.setup,
        totals,
        tuple(match.winners()),
        lowest_wins=False,
        awards=awards(scene),
        stats=tuple(stats),
        title=t("fits.solo_title", title=title) if solo else "",
    )


def round_line(scene: FitsScene, seat: int) -> str:
    rounds = " / ".join(str(points) for points in scene.match.round_scores[seat])
    return scene.app.t("fits.stat.rounds", seat=scene.app.seat_name(seat), rounds=rounds)


def awards(scene: FitsScene) -> tuple[Award, ...]:
    """The best single board of the match (several if tied), for two or more seats."""
    scores = scene.match.round_scores
    if len(scores) < 2 or not any(scores):
        return ()
    best = max(max(rounds) for rounds in scores if rounds)
    return tuple(
        Award(seat, "fits.award.best_board", str(best))
        for seat, rounds in enumerate(scores)
        if rounds and max(rounds) == best
    )


def high_score_lines(scene: FitsScene, total: int, title: str) -> list[str]:
    t = scene.app.t
    edition = scene.match.options.edition
    place = highscores.record(edition, total, title)
    table = highscores.table(edition)
    lines = []
    if place == 0:
        lines.append(t("fits.stat.new_high"))
    elif place is not None:
        lines.append(t("fits.stat.place", n=place + 1))
    if table and place != 0:
        best = table[0]
        lines.append(t("fits.stat.best", score=best.score, title=t(title_key(best.title))))
    return lines
