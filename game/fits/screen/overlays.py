"""What plays over the boards between placements: the new board's banner, the round's
scoring (highlights, rolling numbers, captions) and the game-over show."""

from __future__ import annotations

from functools import cache

import pygame

from game.core.standings import ranks
from game.engine import palette as pal
from game.engine.text import Text
from game.engine.tween import ease_in_quad, ease_out_back
from game.engine.widgets import panel, pulse, seat_badge
from game.fits.logic.scoring import ScoreItem
from game.fits.screen.hud import LINE
from game.fits.screen.layout import Layout
from game.fits.screen.texts import Translate, board_title, rule_text, summary_text
from game.fits.screen.tuning import INTRO_FRAMES
from game.fits.screen.view import FitsView, Look, SeatFrame, shown_score

LABEL_KEYS = {
    "row": "fits.item.row",
    "bonus": "fits.item.bonus",
    "minus": "fits.item.minus",
    "pair": "fits.item.pair",
    "colour": "fits.item.colour",
    "empty": "fits.item.empty",
}


@cache
def veil() -> pygame.Surface:
    """Dims the boards behind the game-over panel."""
    surface = pygame.Surface((640, 360))
    surface.fill(pal.INK)
    surface.set_alpha(120)
    return surface


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def item_label(t: Translate, item: ScoreItem) -> str:
    symbol = t(f"fits.symbol.{item.label}") if item.label else ""
    return t(LABEL_KEYS[item.kind], points=signed(item.points), symbol=symbol)


def draw_banner(canvas: pygame.Surface, view: FitsView, look: Look) -> None:
    """The next board slides in: its name and how it scores."""
    t_frames = view.shown.banner_t
    if t_frames is None:
        return
    text, number = look.text, view.shown.board_number
    slide_in = ease_out_back(min(1.0, t_frames / 16))
    slide_out = ease_in_quad(max(0.0, (t_frames - (INTRO_FRAMES - 12)) / 12))
    lines = text.wrap(rule_text(look.t, view.edition, number), 430 - 24, "body")[:3]
    rect = pygame.Rect(0, 0, 430, 50 + LINE * len(lines))
    rect.center = (320 + int((1 - slide_in) * -420) + int(slide_out * 420), 170)
    panel(canvas, rect, pal.DUSK, pal.YELLOW)
    title = board_title(look.t, view.edition, number)
    text.draw(canvas, title, (rect.centerx, rect.top + 10), "big", pal.YELLOW, "midtop")
    for i, line in enumerate(lines):
        at = (rect.centerx, rect.top + 48 + LINE * i)
        text.draw(canvas, line, at, "body", pal.SNOW, "center")


def draw_scoring(
    canvas: pygame.Surface, view: FitsView, seat_frame: SeatFrame, look: Look, shake
) -> None:
    """Highlights on one board while the round is scored, and its rolling round total."""
    show = view.shown.scoring
    if show is None:
        return
    lay, text, seat = seat_frame.lay, look.text, seat_frame.seat
    active = show.active_seat == seat and not show.finished(seat)
    if active:
        pulse_colour = pal.YELLOW if pulse(view.frame, 20) > 0.5 else pal.SNOW
        pygame.draw.rect(canvas, pulse_colour, lay.grid.inflate(6, 6), 2)
    started = seat < show.active_seat or active or show.finished(seat)
    if not started:
        return
    points = show.running[seat]
    colour = pal.LIME if points > 0 else pal.PINK if points < 0 else pal.SNOW
    centre = (lay.hover.centerx, lay.hover.top + lay.hover.height // 3)
    text.draw(canvas, signed(points), centre, "big", colour, "center")
    item = show.current if active else None
    if item is None:
        return
    good = item.points > 0
    edge = pal.YELLOW if good else pal.RED
    for cell in item.cells:
        rect = lay.cell_rect(*cell).move(shake)
        pygame.draw.rect(canvas, edge, rect, 2)
    label = item_label(look.t, item)
    lines = text.wrap(label, lay.hover.width + 2, "body")  # one line at every table size
    for i, line in enumerate(lines[:2]):
        at = (centre[0], centre[1] + 22 + LINE * i)
        text.draw(canvas, line, at, "body", edge, "center")
    rise = int(12 * show.item_progress)
    first = lay.cell_rect(*item.cells[0]).move(shake)
    text.draw(
        canvas,
        signed(item.points),
        (first.centerx, first.top - rise),
        "body",
        pal.YELLOW if good else pal.PINK,
        "midbottom",
    )


def summary_rect(text: Text, words: str, layout: Layout) -> pygame.Rect:
    """Where "Board 1 scored" (``words``) sits: mid-screen, or over the middle of a board
    drawn higher (a lesson's, above its instructions)."""
    width = max(200, text.size(words, "title")[0] + 30)
    rect = pygame.Rect(0, 0, width, 30)
    rect.center = (320, min(182, layout.boards[0].grid.centery))
    return rect


def summary_shown(view: FitsView, look: Look) -> tuple[str, pygame.Rect] | None:
    """ "Board 1 scored" and its place, while a board's count ends; else None."""
    show = view.shown.scoring
    if show is None or show.stage != "summary":
        return None
    words = summary_text(look.t, view.edition, view.shown.board_number)
    return words, summary_rect(look.text, words, view.layout)


def draw_summary(canvas: pygame.Surface, view: FitsView, look: Look) -> None:
    shown = summary_shown(view, look)
    if shown is None:
        return
    words, rect = shown
    panel(canvas, rect, pal.DUSK, pal.YELLOW)
    look.text.draw(canvas, words, rect.center, "title", pal.YELLOW, "center")


def draw_finale(canvas: pygame.Surface, view: FitsView, look: Look) -> None:
    t_frames = view.shown.finale_t
    if t_frames is None:
        return
    text, t = look.text, look.t
    totals = [shown_score(view.shown, seat.seat) for seat in view.seats]
    winners = set(view.winners)
    places = ranks(totals, False)
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    solo = len(totals) == 1
    canvas.blit(veil(), (0, 0))
    if solo:
        verdict = text.wrap(view.solo_title, 340, "title")
    elif winners:
        key = "fits.winner" if len(winners) == 1 else "fits.shared_win"
        names = ", ".join(view.seats[s].name for s in sorted(winners))
        verdict = text.wrap(t(key, seat=names), 340, "title")
    else:
        verdict = []
    height = 50 + 22 * len(order) + 18 * len(verdict)
    rect = pygame.Rect(0, 0, 360, height)
    grow = ease_out_back(min(1.0, t_frames / 20))
    rect.center = (320, 178 + int((1 - grow) * 200))
    panel(canvas, rect, pal.DUSK, pal.YELLOW)
    text.draw(
        canvas, t("fits.game_over"), (rect.centerx, rect.top + 8), "title", pal.YELLOW, "midtop"
    )
    y = rect.top + 38
    for seat in order:
        colour = pal.YELLOW if seat in winners and not solo else pal.SNOW
        text.draw(canvas, f"{places[seat]}.", (rect.left + 20, y), "body", colour, "midleft")
        seat_badge(canvas, seat, (rect.left + 50, y), 14)
        name = view.seats[seat].name
        text.draw(canvas, name, (rect.left + 64, y), "body", colour, "midleft")
        text.draw(canvas, str(totals[seat]), (rect.right - 20, y), "title", colour, "midright")
        y += 22
    colour = pal.LIME
    bounce = 0 if solo else int(3 * pulse(view.frame, 30))
    for i, line in enumerate(verdict):
        at = (rect.centerx, y + 4 + 18 * i - bounce)
        text.draw(canvas, line, at, "title", colour, "midtop")
