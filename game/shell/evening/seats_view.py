"""Drawing "who plays next?": the next game's seats in order (badge, avatar, name, evening
points), then stepping in and adding a CPU, a line explaining the chosen row, the prompts.

Takes a ``SeatsView`` of plain values (built by the scene) and never imports the scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import palette as pal
from game.engine.widgets import panel, prompt_bar, pulse, seat_badge
from game.shell.menu import balanced_wrap
from game.shell.people.avatars import draw_avatar

PANEL = pygame.Rect(120, 60, 400, 0)  # height from the rows
HEAD = 22  # the panel's heading line ("Points") above the rows
ROW_PITCH = 22
ROW_H = 20  # the chosen row's glow
HINT_GAP = 14  # between the panel and the hint under it
HINT_PITCH = 18  # the hint's lines, accents and descenders apart
HINT_LINES = 2
HINT_WIDTH = 480


@dataclass
class SeatRow:
    name: str
    avatar: int
    colour: tuple[int, int, int]
    points: str


@dataclass
class SeatsView:
    title: str
    subtitle: str
    points_label: str
    rows: list[SeatRow]  # the next game's seats, in order
    actions: list[str]  # "step in", "a CPU < normal >": after the seats
    selected: int  # over rows, then actions
    disabled: set[int] = field(default_factory=set)  # action rows with no room left
    hint: str = ""
    prompts: list[tuple[str, str]] = field(default_factory=list)


def draw_seats(canvas: pygame.Surface, text, view: SeatsView, frame: int) -> None:
    text.draw(canvas, view.title, (320, 20), "title", pal.YELLOW, "midtop")
    text.draw(canvas, view.subtitle, (320, 40), "body", pal.CLOUD, "midtop")
    count = len(view.rows) + len(view.actions)
    rect = pygame.Rect(PANEL.left, PANEL.top, PANEL.width, HEAD + 8 + ROW_PITCH * count)
    panel(canvas, rect)
    at = (rect.right - 14, rect.top + 11)
    text.draw(canvas, view.points_label, at, "body", pal.MIST, "midright")
    for index in range(count):
        y = rect.top + HEAD + 4 + ROW_PITCH * index + ROW_PITCH // 2
        chosen = index == view.selected
        if chosen:
            glow = pygame.Rect(rect.left + 6, y - ROW_H // 2, rect.width - 12, ROW_H)
            shade = pal.lighter(pal.DUSK, 0.2 * pulse(frame, 50))
            panel(canvas, glow, shade, pal.YELLOW, shadow=False)
        if index < len(view.rows):
            _draw_seat(canvas, text, rect, view.rows[index], index, y, chosen)
        else:
            action = index - len(view.rows)
            off = action in view.disabled
            colour = pal.SLATE if off else (pal.YELLOW if chosen else pal.SNOW)
            sign = colour if chosen else pal.MIST  # on the glow: as light as the words
            text.draw(canvas, "+", (rect.left + 22, y), "title", sign, "center")
            text.draw(canvas, view.actions[action], (rect.left + 40, y), "body", colour, "midleft")
    lines = balanced_wrap(text, view.hint, HINT_WIDTH)[:HINT_LINES] if view.hint else []
    for i, line in enumerate(lines):
        y = rect.bottom + HINT_GAP + i * HINT_PITCH
        text.draw(canvas, line, (320, y), "body", pal.CLOUD, "midtop")
    prompt_bar(canvas, text, view.prompts)


def _draw_seat(canvas, text, rect, row: SeatRow, seat: int, y: int, chosen: bool) -> None:
    colour = pal.YELLOW if chosen else pal.SNOW
    seat_badge(canvas, seat, (rect.left + 22, y), 14)
    draw_avatar(canvas, row.avatar, row.colour, (rect.left + 48, y), 2)
    text.draw(canvas, row.name, (rect.left + 66, y), "body", colour, "midleft")
    text.draw(canvas, row.points, (rect.right - 14, y), "title", colour, "midright")
