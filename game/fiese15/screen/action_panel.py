"""The panel under the tray: the buttons of the choice a player has right now.

Each button carries the glyph of the very button or key that presses it on the device of
the player on turn (A, Space or Enter ...), so nobody has to look at the prompt bar.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.text import Text
from game.engine.widgets import PROMPT_GLYPHS, button_glyph, pulse
from game.fiese15.screen.layout import ACTION_RECT
from game.fiese15.screen.picker import ROLL, STOP, PlacePicker

Colour = tuple[int, int, int]

# What the panel shows.
MODE_IDLE = "idle"  # an animation runs: just a status line
MODE_SEAT = "seat"  # a human seat without a device: someone has to take it
MODE_ROLL = "roll"  # the turn's first roll
MODE_PLACE = "place"
MODE_DECIDE = "decide"
MODE_CPU = "cpu"  # a CPU plays: its bubble, none of a human's buttons or instructions

BUBBLE = pygame.Rect(28, 238, 330, 64)  # the CPU's bubble; its tail points at the turn card
BUBBLE_TAIL = ((372, 252, 5), (387, 245, 4), (400, 240, 3))  # (x, y, radius) of the puffs
HINT_PITCH = 15  # wrapped lines of body text, baseline to baseline
COACHED_PITCH = 14  # the hint's lines when the coach's line goes under them
TEXT_LEFT = 34  # the panel's text starts inside the TV safe area (x 32..608)
PLACE_TEXT_WIDTH = 190  # from TEXT_LEFT to the Place button

PAD, KEYS_LEFT, KEYS_RIGHT = 0, 1, 2


def device_glyphs(device: str | None) -> int:
    """Which column of ``PROMPT_GLYPHS`` matches the device (a CPU shows pad buttons)."""
    if device == "kb_left":
        return KEYS_LEFT
    if device == "kb_right":
        return KEYS_RIGHT
    return PAD


@dataclass
class PanelView:
    mode: str
    glyphs: int = PAD
    status: str = ""
    picker: PlacePicker | None = None
    picked_pips: int = 0
    decision: int = ROLL
    dice_left: int = 6
    stop_value: int = 0
    bust_value: int = 0
    error: bool = False  # "place" was pressed with nothing picked: the hint flashes red
    # The coach (a coached seat with its table ready): lines under the picks, the expected
    # score of rolling on, and which button (ROLL / STOP) is best.
    coach_lines: tuple[str, ...] = ()
    roll_expect: str = ""
    roll_unit: str = ""  # the coach's unit beside its expected score of rolling on
    coach_best: int | None = None
    coach_tag: str = ""
    # A replay: the recorded player's choice plays out, so the buttons carry no glyphs and
    # the controls hint gives way to what the player does (see ``App.watching``).
    watching: bool = False


def glyph(action: str, view: PanelView) -> str:
    """The glyph of the button or key that presses ``action``; none for a replay's watchers."""
    return "" if view.watching else PROMPT_GLYPHS[action][view.glyphs]


def draw_button(
    canvas: pygame.Surface,
    text: Text,
    rect: pygame.Rect,
    title: str,
    glyph_label: str,
    colour: Colour,
    highlighted: bool,
    frame: int,
    value: str = "",
    sub: str = "",
    dice: int = 0,
    unit: str = "",
) -> None:
    """A chunky button: glyph and title, then a big value (or a row of dice), then a note.

    A highlighted button glows in its colour and bobs; the others stay quiet.
    """
    rect = rect.move(0, -int(2 * pulse(frame, 40)) if highlighted else 0)
    fill = pal.lighter(pal.DUSK, 0.12) if highlighted else pal.NIGHT
    pygame.draw.rect(canvas, pal.INK, rect.move(2, 3), border_radius=6)
    pygame.draw.rect(canvas, fill, rect, border_radius=6)
    pygame.draw.rect(canvas, colour if highlighted else pal.SLATE, rect, 2, border_radius=6)
    ink = pal.legible(colour, fill)
    x = rect.left + 10
    if glyph_label:
        x += button_glyph(canvas, text, glyph_label, (x, rect.top + 14)) + 6
    style = "title" if text.size(title, "title")[0] <= rect.right - 8 - x else "body"
    text.draw(canvas, title, (x, rect.top + 15), style, ink, "midleft")
    middle = (rect.top + 22 + rect.bottom - 17) // 2  # between the title and the note
    if value:
        right = rect.right - 10
        if unit:  # a small unit after the big number: "5.5 pts"
            drawn = text.draw(canvas, unit, (right, middle + 5), "body", ink, "midright")
            right = drawn.left - 3
        text.draw(canvas, value, (right, middle + 1), "big", ink, "midright")
    for i in range(dice):
        die = pygame.Rect(rect.left + 12 + i * 14, middle - 5, 11, 11)
        pygame.draw.rect(canvas, pal.SNOW, die, border_radius=2)
        canvas.fill(pal.INK, (die.centerx - 1, die.centery - 1, 2, 2))
    if sub:
        note = pal.legible(pal.CLOUD, fill)
        text.draw(canvas, sub, (rect.left + 10, rect.bottom - 12), "body", note, "midleft")


def draw_cpu_bubble(
    canvas: pygame.Surface, text: Text, thought: str, waiting: str, frame: int
) -> None:
    """A thought bubble by the CPU's card: its decision, or ``waiting`` and bobbing dots."""
    for x, y, r in BUBBLE_TAIL:
        pygame.draw.circle(canvas, pal.INK, (x + 2, y + 2), r)
        pygame.draw.circle(canvas, pal.SNOW, (x, y), r)
    pygame.draw.rect(canvas, pal.INK, BUBBLE.move(3, 3), border_radius=14)
    pygame.draw.rect(canvas, pal.SNOW, BUBBLE, border_radius=14)
    pygame.draw.rect(canvas, pal.SLATE, BUBBLE, 2, border_radius=14)
    if thought:
        # The largest style that fits the bubble (a long sentence in some languages: body).
        room = BUBBLE.width - 24
        style = next((s for s in ("big", "title") if text.size(thought, s)[0] <= room), "body")
        text.draw(canvas, thought, BUBBLE.center, style, pal.INK, "center")
        return
    w = text.size(waiting, "title")[0] + 36
    left = BUBBLE.centerx - w // 2
    text.draw(canvas, waiting, (left, BUBBLE.centery + 1), "title", pal.INK, "midleft")
    for i in range(3):  # the dots bob one after another: the CPU is working it out
        lift = int(3 * pulse(frame + i * 8, 24))
        x = left + w - 26 + i * 10
        pygame.draw.circle(canvas, pal.INK, (x, BUBBLE.centery + 4 - lift), 3)


def draw_panel(canvas: pygame.Surface, text: Text, t, view: PanelView, frame: int) -> None:
    area = ACTION_RECT.inflate(-20, -14)
    if view.mode == MODE_IDLE:
        if view.status:
            text.draw(canvas, view.status, area.center, "body", pal.CLOUD, "center")
        return
    if view.mode == MODE_SEAT:
        lines = text.wrap(view.status, 2 * (area.centerx - TEXT_LEFT), "body")[:4]
        y = area.centery - (len(lines) - 1) * HINT_PITCH // 2
        colour = pal.YELLOW if pulse(frame, 50) > 0.3 else pal.SNOW
        for i, line in enumerate(lines):
            text.draw(canvas, line, (area.centerx, y + i * HINT_PITCH), "body", colour, "center")
        return
    if view.mode == MODE_ROLL:
        text.draw(canvas, view.status, (TEXT_LEFT, area.centery), "body", pal.SNOW, "midleft")
        button = pygame.Rect(area.right - 170, area.top + 4, 170, area.height - 8)
        draw_button(
            canvas,
            text,
            button,
            t("fiese15.button.roll"),
            glyph("confirm", view),
            pal.LIME,
            True,
            frame,
            sub=t("fiese15.button.roll_all"),
            dice=6,
        )
        return
    if view.mode == MODE_PLACE and view.picker is not None:
        _draw_place(canvas, text, t, view, area, frame)
        return
    if view.mode == MODE_DECIDE:
        half = (area.width - 12) // 2
        roll = pygame.Rect(area.left, area.top + 4, half, area.height - 8)
        stop = pygame.Rect(area.right - half, area.top + 4, half, area.height - 8)
        draw_button(
            canvas,
            text,
            roll,
            t("fiese15.button.roll_again"),
            glyph("confirm", view),
            pal.LIME,
            view.decision == ROLL,
            frame,
            value=view.roll_expect,
            sub=t("fiese15.button.roll_sub", bust=view.bust_value),
            dice=0 if view.roll_expect else view.dice_left,
            unit=view.roll_unit,
        )
        draw_button(
            canvas,
            text,
            stop,
            t("fiese15.button.stop"),
            glyph("back", view),
            pal.YELLOW,
            view.decision == STOP,
            frame,
            value=f"+{view.stop_value}",
            sub=t("fiese15.button.stop_sub"),
        )
        if view.coach_best is not None:
            _draw_tag(canvas, text, roll if view.coach_best == ROLL else stop, view.coach_tag)


def _draw_tag(canvas: pygame.Surface, text: Text, button: pygame.Rect, label: str) -> None:
    """The coach's mark on the best choice: a gold tag on the button's top edge."""
    w = text.size(label, "body")[0] + 8
    tag = pygame.Rect(button.right - w - 8, button.top - 7, w, 13)
    pygame.draw.rect(canvas, pal.INK, tag.move(1, 1), border_radius=3)
    pygame.draw.rect(canvas, pal.GOLD, tag, border_radius=3)
    text.draw(canvas, label, tag.center, "body", pal.INK, "center", shadow=None)


def _draw_place(canvas, text: Text, t, view: PanelView, area: pygame.Rect, frame: int) -> None:
    picker = view.picker
    assert picker is not None
    count = len(picker.picked)
    if count:
        line = t("fiese15.place.picked", n=count)
        colour = pal.SNOW
    elif view.watching:
        line, colour = view.status, pal.SNOW
    else:
        line = t("fiese15.place.none")
        if view.error:
            colour = pal.RED if motion.blink(frame, 10, 5) else pal.SNOW
        else:
            colour = pal.YELLOW if pulse(frame, 50) > 0.3 else pal.CLOUD
    text.draw(canvas, line, (TEXT_LEFT, area.top + 10), "body", colour, "midleft")
    button = pygame.Rect(area.right - 160, area.top + 4, 160, area.height - 8)
    # The controls hint stays with the coach on; its line of numbers goes under it, the
    # lines a little closer together.
    hint = [] if view.watching else text.wrap(t("fiese15.place.hint"), PLACE_TEXT_WIDTH, "body")[:3]
    top, pitch = (area.top + 27, COACHED_PITCH) if view.coach_lines else (area.top + 33, HINT_PITCH)
    for i, part in enumerate(hint):
        text.draw(canvas, part, (TEXT_LEFT, top + i * pitch), "body", pal.CLOUD, "midleft")
    for i, part in enumerate(view.coach_lines[:1]):
        y = top + (len(hint) + i) * pitch + 2
        text.draw(canvas, part, (TEXT_LEFT, y), "body", pal.GOLD, "midleft")
    draw_button(
        canvas,
        text,
        button,
        t("fiese15.button.place"),
        glyph("confirm", view) if picker.on_place else glyph("flip", view),
        pal.LIME if count else pal.MIST,
        picker.on_place,
        frame,
        value=f"+{view.picked_pips}" if count else "",
        sub=t("fiese15.button.place_sub"),
    )
