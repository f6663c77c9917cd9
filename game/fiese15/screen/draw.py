"""Drawing one frame of the Fiese 15 screen from its view (``view.Fiese15View``).

Nothing here reads the scene: a frame is the view, the app's look services (text, words,
settings) and a ``Memo`` of rendered layers. Static layers are kept keyed by what they
show; the per-frame work is blits, a few outlines and cached text.
"""

from __future__ import annotations

import math
from typing import Any, Protocol

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import blit_die
from game.engine.text import Text
from game.engine.tween import ease_out_back
from game.engine.widgets import prompt_bar, pulse
from game.fiese15.logic.strips import COLOURS
from game.fiese15.screen.action_panel import draw_cpu_bubble, draw_panel
from game.fiese15.screen.dice_view import BEHIND, STRIP, TRAY_BUST, TRAY_CHOOSE, TRAY_STALE
from game.fiese15.screen.draw_table import (
    lane_colour,
    render_background,
    render_strip,
    render_tower,
)
from game.fiese15.screen.hud import ROW, draw_card, render_sheet
from game.fiese15.screen.layout import (
    ACTION_RECT,
    DIE_SIZE,
    PICKED_LIFT,
    PLACED_DIE,
    SHEET_RECT,
    STRIP_RECT,
    TOWER_RECT,
    column_x,
)
from game.fiese15.screen.view import Fiese15View, Memo, SheetView, StripView, TrayView
from game.shell.match.tally import FinalTally

TURBO_AT = (ACTION_RECT.right - 22, ACTION_RECT.bottom - 34)  # right of the CPU's bubble
PLAY_AREA = pygame.Rect(16, 8, 388, 311)  # ends above the footer band


class Look(Protocol):
    """The app's services a frame is drawn with (the app itself passes)."""

    text: Text
    t: Any  # the translations: t(key, **values), t.lang
    settings: Any  # colour_symbols


def prepare(layers: Memo) -> None:
    """Render the static layers up front, so the first frame costs no more than the rest."""
    layers.get("background", 0, render_background)
    layers.get("tower", 0, render_tower)


def draw(canvas: pygame.Surface, view: Fiese15View, look: Look, layers: Memo) -> None:
    text, t = look.text, look.t
    symbols = bool(look.settings.colour_symbols)
    frame = view.frame
    canvas.blit(layers.get("background", 0, render_background), (0, 0))
    for die in view.dice:
        if die.where == BEHIND:
            blit_die(canvas, (die.x, die.y), die.colour, 1, DIE_SIZE, 1, symbols)
    _draw_strip(canvas, view.strip, layers, text, t, symbols, frame)
    canvas.blit(layers.get("tower", 0, render_tower), (TOWER_RECT.left, TOWER_RECT.top - 8))
    _draw_sheet(canvas, view.sheet, layers, text, frame)
    for die in view.dice:
        if die.where == STRIP:
            blit_die(canvas, (die.x, die.y), die.colour, die.value, PLACED_DIE, 0, symbols)
    _draw_tray(canvas, view.tray, text, t, symbols, frame)
    card = view.card
    draw_card(canvas, text, card.seat, card.name, card.kind, card.lines)
    if view.bubble is not None:
        draw_cpu_bubble(canvas, text, view.bubble.thought, view.bubble.waiting, frame)
    elif view.panel is not None:
        draw_panel(canvas, text, t, view.panel, frame)
    if view.nudge:
        _draw_nudge(canvas, layers, frame)
    for banner in view.banners:
        banner.draw(canvas, text)
    for floater in view.floaters:
        floater.draw(canvas, text)
    if view.turbo:
        _draw_turbo(canvas, text, frame)
    view.particles.draw(canvas)
    tally = view.tally
    if tally is not None:
        if isinstance(tally, FinalTally):
            tally.draw(canvas, text)
        else:  # it slides up from under the footer band, never over it
            clip = canvas.get_clip()
            canvas.set_clip((0, 0, canvas.get_width(), PLAY_AREA.bottom + 1))
            tally.draw(canvas, text, PLAY_AREA)
            canvas.set_clip(clip)
    prompt_bar(canvas, text, list(view.prompts))
    motion.shake_canvas(canvas, view.shake, frame)


def _draw_strip(
    canvas: pygame.Surface, strip: StripView, layers: Memo, text: Text, t, symbols: bool, frame
) -> None:
    key = (strip.round_index, strip.rounds, strip.targets, strip.handicap, strip.seat, symbols)
    key += (t.lang,)

    def build() -> pygame.Surface:
        return render_strip(
            text,
            t("fiese15.strip.round"),
            f"/{strip.rounds}",
            strip.round_index,
            strip.targets,
            strip.handicap,
            strip.seat if strip.handicap else None,
            symbols,
        )

    surface = layers.get("strip", key, build)
    offset = int((1 - ease_out_back(strip.reveal)) * -(STRIP_RECT.bottom + 8))
    canvas.blit(surface, (STRIP_RECT.left, STRIP_RECT.top + offset))
    if strip.cursor is not None and offset == 0:
        # The target the cursor's die is measured against lights up.
        slot = pygame.Rect(0, 0, 48, STRIP_RECT.height - 10)
        slot.center = (column_x(strip.cursor), STRIP_RECT.centery)
        colour = pal.YELLOW if pulse(frame, 30) > 0.4 else pal.SNOW
        pygame.draw.rect(canvas, colour, slot, 2, border_radius=5)


def _draw_sheet(canvas: pygame.Surface, sheet: SheetView, layers: Memo, text: Text, frame) -> None:
    state = sheet.state
    canvas.blit(layers.get("sheet", state, lambda: render_sheet(text, state)), SHEET_RECT)
    if sheet.mark is not None and pulse(frame, 40) > 0.35:
        x, y, half = sheet.mark
        cell = pygame.Rect(x - half, y - ROW // 2, 2 * half, ROW)
        pygame.draw.rect(canvas, pal.YELLOW, cell, 1, border_radius=2)


def _draw_tray(canvas: pygame.Surface, tray: TrayView, text: Text, t, symbols, frame) -> None:
    for die in tray.dice:
        colour = die.colour
        x, y = int(die.x), int(die.y)
        resting = die.resting
        valid = colour in tray.valid
        picked = colour in tray.picked
        if picked:
            y -= PICKED_LIFT
        choosing = resting and tray.state == TRAY_CHOOSE
        dim = resting and ((choosing and not valid) or tray.state in (TRAY_STALE, TRAY_BUST))
        box = pygame.Rect(0, 0, DIE_SIZE + 6, DIE_SIZE + 6)
        box.center = (x, y)
        if choosing and valid and not picked:
            # Valid dice pulse green (like their "max" label); picked ones wear yellow.
            glow = pal.LIME if pulse(frame + COLOURS.index(colour) * 6, 36) > 0.5 else pal.SNOW
            pygame.draw.rect(canvas, glow, box.inflate(2, 2), 2, border_radius=7)
        tilt = (frame // 3 + COLOURS.index(colour)) % 4 if die.tumbling else 0
        blit_die(canvas, (x, y), colour, die.face, DIE_SIZE, tilt, symbols, dim)
        if picked:
            pygame.draw.rect(canvas, pal.YELLOW, box, 2, border_radius=6)
            _check(canvas, (x + DIE_SIZE // 2 - 1, y - DIE_SIZE // 2 + 1))
        if resting and colour in tray.best:
            _star(canvas, best_mark_at(x, y))
        if resting and tray.state in (TRAY_CHOOSE, TRAY_BUST):
            label_colour = pal.LIME if valid else pal.PINK
            target = tray.targets[COLOURS.index(colour)]
            label = t("fiese15.max", n=target)
            # Under the die, but on its column's centre line: neighbours' labels never touch.
            at = (column_x(colour), y + DIE_SIZE // 2 + 9)
            ink = pal.legible(label_colour, lane_colour(colour))
            text.draw(canvas, label, at, "body", ink, "center")
            if not valid:
                _cross(canvas, (x + DIE_SIZE // 2 - 2, y + DIE_SIZE // 2 - 4))
        if tray.state == TRAY_BUST and resting and tray.shaking and motion.blink(frame, 8, 4):
            pygame.draw.rect(canvas, pal.RED, box, 2, border_radius=6)
        if tray.cursor == colour:
            lift = int(3 * pulse(frame, 30))
            _cursor(canvas, (x, y - DIE_SIZE // 2 - 8 - lift), tray.cursor_colour)


def _check(canvas: pygame.Surface, at: tuple[int, int]) -> None:
    x, y = at
    pygame.draw.circle(canvas, pal.INK, (x, y), 7)
    pygame.draw.circle(canvas, pal.YELLOW, (x, y), 6)
    pygame.draw.lines(canvas, pal.INK, False, [(x - 3, y), (x - 1, y + 3), (x + 3, y - 3)], 2)


def best_mark_at(x: int, y: int) -> tuple[int, int]:
    """Where the coach's star sits on a die centred at (x, y): its top-left corner (the
    check of a picked die takes the top-right)."""
    return x - DIE_SIZE // 2 + 1, y - DIE_SIZE // 2 + 1


def _star(canvas: pygame.Surface, at: tuple[int, int]) -> None:
    """The coach's mark: a small gold star with a dark rim."""
    x, y = at
    points = []
    for i in range(10):
        radius = 7 if i % 2 == 0 else 3
        angle = math.pi * (i / 5 - 0.5)
        points.append((x + radius * math.cos(angle), y + radius * math.sin(angle)))
    pygame.draw.polygon(canvas, pal.INK, [(px + 1, py + 1) for px, py in points])
    pygame.draw.polygon(canvas, pal.GOLD, points)


def _cross(canvas: pygame.Surface, at: tuple[int, int]) -> None:
    x, y = at
    pygame.draw.circle(canvas, pal.INK, (x, y), 6)
    pygame.draw.circle(canvas, pal.RED, (x, y), 5)
    pygame.draw.line(canvas, pal.SNOW, (x - 2, y - 2), (x + 2, y + 2), 2)
    pygame.draw.line(canvas, pal.SNOW, (x - 2, y + 2), (x + 2, y - 2), 2)


def _cursor(canvas: pygame.Surface, tip: tuple[int, int], colour) -> None:
    x, y = tip
    points = [(x - 7, y - 9), (x + 7, y - 9), (x, y)]
    pygame.draw.polygon(canvas, pal.INK, [(px + 1, py + 1) for px, py in points])
    pygame.draw.polygon(canvas, colour, points)
    pygame.draw.polygon(canvas, pal.SNOW, points, 1)


def _draw_nudge(canvas: pygame.Surface, layers: Memo, frame: int) -> None:
    """An ignored press: the panel under the tray shakes its head and its rim lights amber
    (with calm motion only the rim, steady until the countdown ends)."""
    dx, _ = motion.wobble(2, frame)
    if dx:
        part = canvas.subsurface(ACTION_RECT).copy()
        background = layers.get("background", 0, render_background)
        canvas.blit(background, ACTION_RECT, ACTION_RECT)
        canvas.blit(part, ACTION_RECT.move(dx, 0))
    if motion.blink(frame, 8, 5):
        pygame.draw.rect(canvas, pal.AMBER, ACTION_RECT.move(dx, 0), 2, border_radius=6)


def _draw_turbo(canvas: pygame.Surface, text: Text, frame: int) -> None:
    """Fast-forward arrows over "×5" in the corner by the CPU's bubble (clear of banners)."""
    x, y = TURBO_AT
    for i in range(2):
        left = x - 9 + i * 9 + (frame // 4) % 2
        pygame.draw.polygon(canvas, pal.YELLOW, [(left, y - 5), (left + 8, y), (left, y + 5)])
    text.draw(canvas, "×5", (x + 1, y + 17), "body", pal.YELLOW, "center")
