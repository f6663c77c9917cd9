"""What the list of kept replays shows, as plain values, and how it is drawn."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import palette as pal
from game.engine.widgets import FOOTER_TOP, more_marks, panel, prompt_bar, pulse

PANEL = pygame.Rect(32, 40, 576, 200)
ROW_PITCH = 22
WHEN_X, GAME_X, WON_X = PANEL.left + 22, PANEL.left + 150, PANEL.left + 270
COLUMN_GAP = 14  # a column that Large text widens pushes the next one along by this
LINE = 18


@dataclass(frozen=True)
class ShelfRow:
    when: str
    game: str
    won: str
    kept: bool
    chosen: bool


@dataclass(frozen=True)
class ShelfView:
    heading: str
    rows: tuple[ShelfRow, ...]
    more_above: bool
    more_below: bool
    empty: str
    detail: str
    asking: str
    note: str
    prompts: tuple[tuple[str, str], ...]


def draw_shelf(canvas: pygame.Surface, text, view: ShelfView, frame: int) -> None:
    text.draw(canvas, view.heading, (320, 20), "title", pal.YELLOW, "midtop")
    panel(canvas, PANEL)
    pitch = text.pitch(ROW_PITCH)
    y = PANEL.top + 8 + pitch // 2
    if view.empty:
        for line in text.wrap(view.empty, PANEL.width - 40):
            text.draw(canvas, line, (320, y), "body", pal.CLOUD, "center")
            y += text.pitch(LINE)
    # The columns start where they always did, or further right when the one before them
    # is wider (Large text): a date never runs into its game's name.
    game_x = max(GAME_X, WHEN_X + COLUMN_GAP + _widest(text, [r.when for r in view.rows]))
    won_x = max(WON_X, game_x + COLUMN_GAP + _widest(text, [r.game for r in view.rows]))
    for row in view.rows:
        ink = pal.YELLOW if row.chosen else pal.SNOW
        if row.chosen:
            bob = int(2 * pulse(frame, 40))
            x = PANEL.left + 8 - bob
            pygame.draw.polygon(canvas, pal.YELLOW, [(x, y - 4), (x + 5, y), (x, y + 4)])
        text.draw(canvas, row.when, (WHEN_X, y), "body", pal.CLOUD, "midleft")
        text.draw(canvas, row.game, (game_x, y), "body", ink, "midleft")
        won = _fit(text, row.won, PANEL.right - 30 - won_x)
        text.draw(canvas, won, (won_x, y), "body", ink, "midleft")
        if row.kept:
            _star(canvas, (PANEL.right - 16, y))
        y += pitch
    more_marks(
        canvas, PANEL.right - 6, PANEL.top + 6, PANEL.bottom - 6, view.more_above, view.more_below
    )
    y = PANEL.bottom + 8
    words, ink = (view.asking, pal.AMBER) if view.asking else (view.detail, pal.SNOW)
    for line in text.wrap(words, PANEL.width - 16)[:3]:
        text.draw(canvas, line, (320, y), "body", ink, "midtop")
        y += text.pitch(LINE)
    note_y = FOOTER_TOP - 6 - text.pitch(LINE) + 6
    if view.note and y <= note_y:
        # A note too long for one large line keeps the normal size: one line, on screen.
        with text.scaled(text.large and text.size(view.note)[0] <= PANEL.width - 16):
            text.draw(canvas, view.note, (320, note_y), "body", pal.MIST, "midtop")
    prompt_bar(canvas, text, list(view.prompts))


def _fit(text, words: str, width: int) -> str:
    """``words`` cut with an ellipsis to ``width`` (a long list of winners' names)."""
    if text.size(words, "body")[0] <= width:
        return words
    while words and text.size(words + "…", "body")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def _widest(text, words: list[str]) -> int:
    return max((text.size(w, "body")[0] for w in words), default=0)


def _star(canvas: pygame.Surface, center: tuple[int, int]) -> None:
    """Kept for good: a small gold star (no letters to translate)."""
    x, y = center
    points = [(x, y - 5), (x + 2, y - 1), (x + 5, y - 1), (x + 2, y + 1), (x + 3, y + 5)]
    points += [(x, y + 2), (x - 3, y + 5), (x - 2, y + 1), (x - 5, y - 1), (x - 2, y - 1)]
    pygame.draw.polygon(canvas, pal.YELLOW, points)
