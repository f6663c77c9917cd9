"""The answer explained on the table, from the rules' ``Explanation``.

Die by die (colour order), a knocked-out die gets under it the dice whose dot knocked it
out, small; a die that does not count is crossed out; a counted die shows the pips it adds.
Then the sum. Beside the white dice: who won the round, or that time ran out.
A lesson's hint after a refused call draws the same marks without pips and sum.
"""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.dice_art import blit_die
from game.engine.text import Text
from game.engine.widgets import panel, seat_badge
from game.wuerfelblitz.logic import COLOURS, DieVerdict, Explanation
from game.wuerfelblitz.screen.layout import (
    COLOUR_STEP,
    DICE_Y,
    DIE_SIZE,
    KNOCKER_SIZE,
    KNOCKER_Y,
    SUM_Y,
    TERM_UNDER_KNOCKERS,
    TERM_Y,
    VERDICT_RECT,
    colour_x,
)
from game.wuerfelblitz.screen.tuning import EXPLAIN_STEP
from game.wuerfelblitz.screen.view import ExplainView

SUM_CENTRE = (colour_x(COLOURS[0]) + colour_x(COLOURS[-1])) // 2
SUM_WIDTH = COLOUR_STEP * len(COLOURS)


def draw_explanation(
    canvas: pygame.Surface, explain: ExplainView, text: Text, t, symbols: bool
) -> None:
    why, age = explain.why, explain.age
    for i, verdict in enumerate(why.dice):
        if age < EXPLAIN_STEP * (i + 1):
            break
        _draw_marks(canvas, verdict, symbols)
        if verdict.counted:
            colour = pal.LIME if verdict.pips else pal.MIST
            y = TERM_UNDER_KNOCKERS if verdict.knocked_out_by else TERM_Y
            text.draw(
                canvas, f"+{verdict.pips}", (colour_x(verdict.colour), y), "title", colour, "center"
            )
    if age >= EXPLAIN_STEP * (len(why.dice) + 1):
        _draw_sum(canvas, text, why)
    _draw_verdict(canvas, explain, text, t)


def draw_hint(canvas: pygame.Surface, why: Explanation, symbols: bool) -> None:
    """The explanation's marks without the pips and the sum: which dice count, and which dot
    knocked out each of the others (a lesson shows it after a wrong call; the learner adds)."""
    for verdict in why.dice:
        _draw_marks(canvas, verdict, symbols)


def _draw_marks(canvas: pygame.Surface, verdict: DieVerdict, symbols: bool) -> None:
    """Under a knocked-out die the dice whose dot knocked it out; a cross over a die that
    does not count, a frame round one that does."""
    x = colour_x(verdict.colour)
    knockers = verdict.knocked_out_by
    for j, die in enumerate(knockers):
        kx = x + round((j - (len(knockers) - 1) / 2) * (KNOCKER_SIZE + 3))
        made_of = "white" if die.startswith("white") else die
        blit_die(canvas, (kx, KNOCKER_Y), made_of, 0, KNOCKER_SIZE, 0, symbols, dot=verdict.colour)
    if knockers:
        top = KNOCKER_Y - KNOCKER_SIZE // 2 - 2
        pygame.draw.polygon(canvas, pal.RED, [(x - 4, top), (x + 4, top), (x, top - 5)])
    if not verdict.counted:
        _cross(canvas, x, DICE_Y)
    else:
        half = DIE_SIZE // 2 + 3
        pygame.draw.rect(
            canvas, pal.LIME, (x - half, DICE_Y - half, 2 * half, 2 * half), 2, border_radius=8
        )


def _cross(canvas: pygame.Surface, x: int, y: int) -> None:
    r = DIE_SIZE // 2 - 4
    for a, b in (((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r))):
        pygame.draw.line(canvas, pal.INK, (a[0] + 1, a[1] + 1), (b[0] + 1, b[1] + 1), 5)
        pygame.draw.line(canvas, pal.RED, a, b, 4)


def _draw_sum(canvas: pygame.Surface, text: Text, why: Explanation) -> None:
    terms = "+".join(str(n) for n in why.terms)
    head = f"{terms} = " if terms else "= "
    style = "big" if text.size(head + str(why.answer), "big")[0] <= SUM_WIDTH else "title"
    width = text.size(head, style)[0] + text.size(str(why.answer), "huge")[0]
    left = SUM_CENTRE - width // 2
    rect = text.draw(canvas, head, (left, SUM_Y), style, pal.SNOW, "midleft")
    text.draw(canvas, str(why.answer), (rect.right, SUM_Y), "huge", pal.YELLOW, "midleft")


def _draw_verdict(canvas: pygame.Surface, explain: ExplainView, text: Text, t) -> None:
    box = VERDICT_RECT
    panel(canvas, box, pal.NIGHT, pal.SLATE)
    seats = explain.winners
    if seats:
        if len(seats) == 1:
            title = t("wuerfelblitz.verdict.first", name=explain.winner_name)
            colour = pal.LIME
        else:
            title, colour = t("wuerfelblitz.verdict.tie"), pal.YELLOW
        _headline(canvas, text, title, (box.centerx, box.top + 13), colour)
        step = min(30, (box.width - 20) // len(seats))
        left = box.centerx - step * (len(seats) - 1) // 2
        for i, seat in enumerate(seats):
            seat_badge(canvas, seat, (left + i * step, box.top + 38), 22)
        words = t("wuerfelblitz.verdict.disc")
        text.draw(canvas, words, (box.centerx, box.top + 62), "body", pal.CLOUD, "center")
    else:
        words = t("wuerfelblitz.verdict.timeout")
        _headline(canvas, text, words, (box.centerx, box.top + 27), pal.PINK)
        words = t("wuerfelblitz.verdict.nobody")
        text.draw(canvas, words, (box.centerx, box.top + 53), "body", pal.CLOUD, "center")


def _headline(canvas: pygame.Surface, text: Text, words: str, centre, colour) -> None:
    """Press Start 2P when it fits the box (it names seats clearly), else the body font."""
    style = "title" if text.size(words, "title")[0] <= VERDICT_RECT.width - 8 else "body"
    text.draw(canvas, words, centre, style, colour, "center")
