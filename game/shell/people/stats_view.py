"""Drawing one person's stats: per game played/won/best/average, the game's own numbers,
a pixel chart of the last matches' placings, and head-to-head against the people met most.

Takes a ``StatsView`` of plain values (built by the scene) and never imports the scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import palette as pal
from game.engine.widgets import panel, prompt, prompt_bar
from game.shell.people.avatars import draw_avatar

TABLE = pygame.Rect(32, 50, 370, 126)  # per-game rows
CHART = pygame.Rect(410, 50, 198, 126)  # the chosen game's last placings
NOTES = pygame.Rect(32, 184, 370, 130)  # the games' own numbers
VERSUS = pygame.Rect(410, 184, 198, 130)  # head-to-head
ROW_PITCH = 20
LINE_PITCH = 18
COLUMNS = (172, 244, 302, 358)  # right edges of played, won, best, average (from TABLE.left)
BAR_W, BAR_GAP = 10, 4


@dataclass
class GameRow:
    title: str
    played: int
    won: int
    best: str
    average: str
    history: list[tuple[int, int]] = field(default_factory=list)  # (place, players)


@dataclass
class StatsView:
    name: str
    avatar: int
    colour: int
    counter: str  # "2 / 5": which person of how many
    rows: list[GameRow]
    selected: int  # the row whose chart is shown
    notes: list[str]
    versus: list[str]
    labels: dict[str, str]  # column headings and captions, translated
    prompts: list[tuple[str, str]]


def draw_stats(canvas: pygame.Surface, text, view: StatsView, frame: int) -> None:
    colour = pal.look_colour(view.colour)
    draw_avatar(canvas, view.avatar, colour, (48, 30), 3)
    text.draw(canvas, view.name, (68, 22), "title", pal.YELLOW)
    counter = text.draw(canvas, view.counter, (608, 24), "body", pal.CLOUD, "topright")
    if "new" in view.labels:  # confirm makes a new person, from any person's page
        width = prompt(None, text, "confirm", view.labels["new"], (0, 0))
        prompt(canvas, text, "confirm", view.labels["new"], (counter.left - 14 - width, 31))
    _draw_table(canvas, text, view)
    _draw_chart(canvas, text, view)
    _draw_lines(canvas, text, NOTES, view.labels["notes"], view.notes)
    _draw_lines(canvas, text, VERSUS, view.labels["versus"], view.versus)
    prompt_bar(canvas, text, view.prompts)


def _draw_table(canvas: pygame.Surface, text, view: StatsView) -> None:
    panel(canvas, TABLE)
    y = TABLE.top + 12
    for key, right in zip(("played", "won", "best", "average"), COLUMNS):
        text.draw(canvas, view.labels[key], (TABLE.left + right, y), "body", pal.MIST, "midright")
    for i, row in enumerate(view.rows):
        y = TABLE.top + 34 + i * ROW_PITCH
        on = i == view.selected
        if on:
            band = pygame.Rect(TABLE.left + 4, y - 9, TABLE.width - 8, 18)
            pygame.draw.rect(canvas, pal.lighter(pal.DUSK, 0.15), band, border_radius=3)
            pygame.draw.polygon(
                canvas,
                pal.YELLOW,
                [(TABLE.left + 6, y - 4), (TABLE.left + 11, y), (TABLE.left + 6, y + 4)],
            )
        shade = pal.YELLOW if on else pal.SNOW
        text.draw(canvas, row.title, (TABLE.left + 16, y), "body", shade, "midleft")
        values = (str(row.played), str(row.won), row.best, row.average)
        for value, right in zip(values, COLUMNS):
            ink = pal.SNOW if on else pal.CLOUD  # the chosen row's lighter band needs more
            text.draw(canvas, value, (TABLE.left + right, y), "body", ink, "midright")


def _draw_chart(canvas: pygame.Surface, text, view: StatsView) -> None:
    """The last matches of the chosen game as bars: taller is a better place; gold a win."""
    panel(canvas, CHART)
    text.draw(
        canvas, view.labels["chart"], (CHART.centerx, CHART.top + 6), "body", pal.MIST, "midtop"
    )
    floor = CHART.bottom - 12
    top = CHART.top + 32
    pygame.draw.line(canvas, pal.SLATE, (CHART.left + 8, floor), (CHART.right - 9, floor))
    history = view.rows[view.selected].history if view.rows else []
    if not history:
        lines = text.wrap(view.labels["none"], CHART.width - 16, "body")
        y = (top + floor) // 2 - (len(lines) - 1) * LINE_PITCH // 2
        for line in lines:
            text.draw(canvas, line, (CHART.centerx, y), "body", pal.MIST, "center")
            y += LINE_PITCH
        return
    x = CHART.left + 12
    for place, players in history:
        # First of four fills the height, last keeps a stub, so every match shows.
        share = (players - place + 1) / max(1, players)
        height = max(3, int((floor - top) * share))
        bar = pygame.Rect(x, floor - height, BAR_W, height)
        fill = pal.GOLD if place == 1 else pal.BLUE
        pygame.draw.rect(canvas, pal.INK, bar.move(1, 1))
        pygame.draw.rect(canvas, fill, bar)
        pygame.draw.rect(canvas, pal.lighter(fill, 0.4), (bar.left, bar.top, BAR_W, 2))
        x += BAR_W + BAR_GAP


def _draw_lines(
    canvas: pygame.Surface, text, rect: pygame.Rect, caption: str, lines: list[str]
) -> None:
    panel(canvas, rect)
    text.draw(canvas, caption, (rect.left + 8, rect.top + 5), "body", pal.MIST)
    y = rect.top + 5 + LINE_PITCH + 4
    for line in lines:
        for part in text.wrap(line, rect.width - 16, "body"):
            if y + LINE_PITCH > rect.bottom - 2:
                return  # only whole lines, inside the box
            text.draw(canvas, part, (rect.left + 8, y), "body", pal.CLOUD)
            y += LINE_PITCH
