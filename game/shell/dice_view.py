"""What the dice screen shows, as plain values, and how it is drawn: one game's dice per page,
each die's face counts with a bar against an even die, the verdict in words and figures, and
where the randomness comes from."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.fairness import CHANCE, EVEN, FEW, UNEVEN
from game.engine import palette as pal
from game.engine.widgets import panel, prompt_bar

SAFE_LEFT, SAFE_RIGHT = 40, 600
HEADING_Y = 20
PANEL = pygame.Rect(32, 40, 576, 228)
NAME_X = PANEL.left + 12
FACE_X = 232  # centre of face 1's column
FACE_PITCH = 62
ROW_PITCH = 20
LINE = 18  # lines of words: accents clear the line above
BAR_HEIGHT = 2
BAR_TOP = 16  # below the digits' descent
BAR_WIDTH = 44
SOURCE_Y = PANEL.bottom + 5
VERDICT_INK = {EVEN: pal.LIME, CHANCE: pal.CLOUD, UNEVEN: pal.AMBER, FEW: pal.MIST}


@dataclass(frozen=True)
class DieRow:
    name: str
    counts: tuple[int, ...]


@dataclass(frozen=True)
class DiceView:
    heading: str
    game: str
    pager: str
    verdict: str
    kind: str
    figures: str
    face_label: str
    rows: tuple[DieRow, ...]
    source: str
    prompts: tuple[tuple[str, str], ...]


def draw_dice(canvas: pygame.Surface, text, view: DiceView) -> None:
    text.draw(canvas, view.heading, (320, HEADING_Y), "title", pal.YELLOW, "midtop")
    panel(canvas, PANEL)
    pitch, line = text.pitch(ROW_PITCH), text.pitch(LINE)
    y = PANEL.top + 7
    text.draw(canvas, view.game, (NAME_X, y), "title", pal.SNOW)
    text.draw(canvas, view.pager, (PANEL.right - 12, y), "body", pal.CLOUD, "topright")
    y += 21
    for words in text.wrap(view.verdict, PANEL.width - 24):
        text.draw(canvas, words, (NAME_X, y), "body", VERDICT_INK[view.kind])
        y += line
    text.draw(canvas, view.figures, (NAME_X, y), "body", pal.MIST)
    y += line + 2
    text.draw(canvas, view.face_label, (NAME_X, y), "body", pal.MIST)
    for face in range(len(view.rows[0].counts) if view.rows else 0):
        x = FACE_X + face * FACE_PITCH
        text.draw(canvas, str(face + 1), (x, y), "body", pal.MIST, "midtop")
    y += line
    for row in view.rows:
        _draw_row(canvas, text, row, y)
        y += pitch
    for i, words in enumerate(text.wrap(view.source, SAFE_RIGHT - SAFE_LEFT)):
        text.draw(canvas, words, (SAFE_LEFT, SOURCE_Y + i * line), "body", pal.CLOUD)
    prompt_bar(canvas, text, list(view.prompts))


def _draw_row(canvas: pygame.Surface, text, row: DieRow, y: int) -> None:
    text.draw(canvas, row.name, (NAME_X, y), "body", pal.SNOW)
    total = sum(row.counts)
    expected = total / len(row.counts) if total else 0
    for face, count in enumerate(row.counts):
        x = FACE_X + face * FACE_PITCH
        text.draw(canvas, f"{count:,}".replace(",", " "), (x, y), "body", pal.SNOW, "midtop")
        if expected:  # half the bar is an even die's share: longer is more often
            width = min(BAR_WIDTH, round(BAR_WIDTH / 2 * count / expected))
            left, top = x - BAR_WIDTH // 2, y + BAR_TOP
            pygame.draw.rect(canvas, pal.NIGHT, (left, top, BAR_WIDTH, BAR_HEIGHT))
            pygame.draw.rect(canvas, pal.BLUE, (left, top, width, BAR_HEIGHT))
            pygame.draw.line(canvas, pal.MIST, (x, top - 1), (x, top + BAR_HEIGHT))
