"""The solo side panel: the title ladder of the edition (the current title lit) and the best
score so far, so one player always sees what to aim for."""

from __future__ import annotations

from functools import cache

import pygame

from game.engine import palette as pal
from game.fits.logic.boards import solo_title_for
from game.fits.screen import highscores
from game.fits.screen.layout import Layout
from game.fits.screen.texts import title_key
from game.fits.screen.view import FitsView, Look

LINE = 15
BEST_GAP = LINE + 6  # the best score, over the ladder


@cache
def title_ladder(edition: str) -> tuple[tuple[int | None, str], ...]:
    """(lowest total, title) best first, found from the rules' own title function; the last
    title has no lower bound (None)."""
    ladder: list[tuple[int | None, str]] = []
    previous = None
    for total in range(120, -121, -1):
        title = solo_title_for(total, edition)
        if title != previous:
            if ladder:
                ladder[-1] = (total + 1, ladder[-1][1])
            ladder.append((None, title))
            previous = title
    return tuple(ladder)


def panel_rect(layout: Layout, edition: str, best: highscores.Entry | None) -> pygame.Rect:
    """Where the best score and the ladder sit: the foot of the side column."""
    side = layout.boards[0].side
    ladder = title_ladder(edition)
    height = len(ladder) * LINE + 2
    if best is not None:
        height += BEST_GAP + (LINE if best.name or best.guest else 0)
    return pygame.Rect(side.left, side.bottom - height, side.width, height)


def draw_solo_panel(canvas: pygame.Surface, view: FitsView, look: Look, total: int) -> int:
    """Draws the ladder at the foot of the side column; returns its top."""
    lay = view.layout.boards[0]
    text, t, best_entry = look.text, look.t, view.best
    ladder = title_ladder(view.edition)
    current = solo_title_for(total, view.edition)
    y = top = panel_rect(view.layout, view.edition, best_entry).top
    if best_entry is not None:
        best = t("fits.best", score=best_entry.score)
        text.draw(canvas, best, (lay.side.left, y + LINE // 2), "body", pal.AMBER, "midleft")
        name = highscores.who(best_entry, t)
        if name:  # who holds it, under the score (a table from before names: nobody)
            y += LINE
            at = (lay.side.left + 10, y + LINE // 2)
            text.draw(canvas, t("fits.best_by", name=name), at, "body", pal.AMBER, "midleft")
        y += BEST_GAP
    for lowest, title in ladder:
        lit = title == current
        colour = pal.YELLOW if lit else pal.MIST
        name = t(title_key(title))
        middle = y + LINE // 2
        text.draw(canvas, name, (lay.side.left + 10, middle), "body", colour, "midleft")
        if lowest is not None:
            at = (lay.side.right, middle)
            text.draw(canvas, f"{lowest}+", at, "body", colour, "midright")
        if lit:
            x = lay.side.left
            arrow = [(x, middle - 4), (x + 5, middle), (x, middle + 4)]
            pygame.draw.polygon(canvas, pal.YELLOW, arrow)
        y += LINE
    return top
