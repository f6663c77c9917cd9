"""The middle column: the two dice, their sum, what the turn would score, and the panel
that says what to press. During a shout window the ring takes the dice's place.
"""

from __future__ import annotations

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import blit_die
from game.engine.text import Text
from game.engine.widgets import PROMPT_GLYPHS, button_glyph, pulse
from game.fischkopp.screen.draw_shout import draw_ring
from game.fischkopp.screen.layout import DIE_SIZE, DIE_X, DIE_Y, MIDDLE, OPEN_Y, PANEL_RECT, SUM_Y
from game.fischkopp.screen.modes import MODE_COVER, MODE_CPU, MODE_ROLL, MODE_SEAT
from game.fischkopp.screen.view import MiddleView, PanelView, WindowView

DIE_COLOURS = ("white", "red")  # die 1, die 2


def sources(dice: tuple[int, int], field: int) -> tuple[bool, bool, bool]:
    """Which of die 1, die 2 and the sum give ``field``."""
    return field == dice[0], field == dice[1], field == dice[0] + dice[1]


def draw_window(
    canvas: pygame.Surface, text: Text, window: WindowView, word: str, frame: int
) -> None:
    """An open shout window: the ring takes the dice's place, everyone is asked to shout."""
    draw_ring(canvas, text, window.left, frame)
    text.draw(canvas, window.title, (MIDDLE.centerx, 60), "title", pal.CYAN, "center")
    _draw_shout_panel(canvas, text, window, word, frame)


def draw_middle(canvas: pygame.Surface, text: Text, view: MiddleView, frame: int) -> None:
    _draw_dice(canvas, text, view, frame)
    if view.open_sum is not None:
        _draw_open(canvas, text, view.open_label, view.open_sum)
    if view.panel is not None:
        _draw_panel(canvas, text, view.panel, frame)


def _draw_open(canvas: pygame.Surface, text: Text, label: str, left: int) -> None:
    text.draw(canvas, label, (MIDDLE.left + 4, OPEN_Y), "body", pal.CLOUD, "midleft")
    text.draw(canvas, str(left), (MIDDLE.right - 2, OPEN_Y + 1), "big", pal.SNOW, "midright")


def _draw_dice(canvas: pygame.Surface, text: Text, view: MiddleView, frame: int) -> None:
    pair = view.dice
    if not pair.visible:  # where the dice will land: two empty spots
        for x in DIE_X:
            spot = pygame.Rect(0, 0, DIE_SIZE, DIE_SIZE)
            spot.center = (x, DIE_Y)
            pygame.draw.rect(canvas, pal.DUSK, spot, 2, border_radius=8)
        return
    symbols = view.symbols
    stale = not pair.moving and not view.choices
    lit = (False, False, False)
    if view.choices and view.cursor < len(view.choices):
        lit = sources(pair.values, view.choices[view.cursor])
    for i, die in enumerate(pair.dice):
        x, y = int(die.x), int(die.y)
        if lit[i] and not pair.moving:
            glow = pal.YELLOW if pulse(frame, 30) > 0.4 else pal.SNOW
            pygame.draw.rect(canvas, glow, (x - 27, y - 27, 54, 54), 3, border_radius=9)
        value = die.shown_value(frame, i * 2)
        blit_die(
            canvas,
            (x, y),
            DIE_COLOURS[i],
            value,
            DIE_SIZE,
            die.tilt(frame),
            symbols,
            stale and not view.stuck,
        )
    if pair.moving or (stale and not view.stuck):
        return  # a sum only while the roll is the one to choose from
    d1, d2 = pair.values
    colour = pal.PINK if view.stuck else pal.SNOW
    sum_colour = pal.YELLOW if lit[2] else colour
    head, total = f"{d1} + {d2} = ", str(d1 + d2)
    width = text.size(head, "title")[0] + text.size(total, "title")[0]
    left = text.draw(canvas, head, (MIDDLE.centerx - width // 2, SUM_Y), "title", colour, "midleft")
    box = text.draw(canvas, total, (left.right, SUM_Y), "title", sum_colour, "midleft")
    if lit[2]:
        pygame.draw.rect(canvas, sum_colour, box.inflate(8, 6), 2, border_radius=4)


def _button(
    canvas: pygame.Surface,
    text: Text,
    rect: pygame.Rect,
    glyph: str,
    label: str,
    colour,
    frame: int,
) -> None:
    """A chunky button with the glyph of the very key that presses it."""
    rect = rect.move(0, -int(2 * pulse(frame, 40)))
    pygame.draw.rect(canvas, pal.INK, rect.move(2, 3), border_radius=6)
    fill = pal.lighter(pal.DUSK, 0.12)
    pygame.draw.rect(canvas, fill, rect, border_radius=6)
    pygame.draw.rect(canvas, colour, rect, 2, border_radius=6)
    cap = button_glyph(None, text, glyph, (0, 0)) + 8 if glyph else 0  # none in a replay
    width = cap + text.size(label, "title")[0]
    style = "title" if width <= rect.width - 16 else "body"
    width = cap + text.size(label, style)[0]
    x = rect.centerx - width // 2
    if glyph:
        x += button_glyph(canvas, text, glyph, (x, rect.centery)) + 8
    text.draw(canvas, label, (x, rect.centery + 1), style, pal.legible(colour, fill), "midleft")


def _wrapped(canvas: pygame.Surface, text: Text, line: str, colour, area: pygame.Rect) -> None:
    lines = text.wrap(line, area.width, "body")[:4]
    y = area.centery - len(lines) * 9
    for i, part in enumerate(lines):
        text.draw(canvas, part, (area.centerx, y + i * 18 + 9), "body", colour, "center")


def _draw_panel(canvas: pygame.Surface, text: Text, panel: PanelView, frame: int) -> None:
    area = PANEL_RECT
    if panel.nudge:  # a refused press: what to press shakes (calm motion: it only glows)
        area = area.move(motion.wobble(2, frame)[0], 0)
    if panel.mode == MODE_ROLL:
        text.draw(canvas, panel.line, (area.centerx, area.top + 8), "body", pal.SNOW, "center")
        button = pygame.Rect(area.left + 4, area.top + 26, area.width - 8, 36)
        colour = pal.AMBER if panel.nudge else pal.LIME
        _button(canvas, text, button, panel.glyph, panel.button, colour, frame)
    elif panel.mode == MODE_COVER:
        text.draw(canvas, panel.line, (area.centerx, area.top + 8), "body", pal.CLOUD, "center")
        button = pygame.Rect(area.left + 4, area.top + 26, area.width - 8, 36)
        colour = pal.AMBER if panel.nudge else pal.YELLOW
        _button(canvas, text, button, panel.glyph, panel.button, colour, frame)
    elif panel.mode == MODE_SEAT:
        colour = pal.YELLOW if pulse(frame, 50) > 0.3 or panel.nudge else pal.SNOW
        _wrapped(canvas, text, panel.line, colour, area)
    elif panel.mode == MODE_CPU:
        _wrapped(canvas, text, panel.line, pal.AMBER if panel.nudge else pal.CLOUD, area)


def _draw_shout_panel(
    canvas: pygame.Surface, text: Text, window: WindowView, word: str, frame: int
) -> None:
    area = PANEL_RECT.move(motion.wobble(2, frame)[0] if window.nudge else 0, 0)
    colour = pal.YELLOW if pulse(frame, 24) > 0.4 else pal.SNOW
    text.draw(canvas, window.everyone, (area.centerx, area.top + 10), "body", colour, "center")
    if not window.keys:
        return
    glyphs = PROMPT_GLYPHS["flip"]
    slash = text.size("/", "body")[0] + 6
    width = sum(button_glyph(None, text, g, (0, 0)) for g in glyphs) + 2 * slash
    width += 6 + text.size(word, "body")[0]
    x = area.centerx - width // 2
    for i, glyph in enumerate(glyphs):
        x += button_glyph(canvas, text, glyph, (x, area.top + 34)) + 3
        if i < len(glyphs) - 1:
            text.draw(canvas, "/", (x, area.top + 35), "body", pal.MIST, "midleft")
            x += slash - 3
    text.draw(canvas, word, (x + 3, area.top + 35), "body", pal.CYAN, "midleft")
