"""The row of number pickers: each seat's colour, symbol and name, the number it dials,
what its last call did, and its white and black discs.

Per picker, top to bottom: the name band (with a CPU tag, or a person's head start), the
number between its arrows (up/down ±1, the side chevrons ±5), a word for the last call, the
disc slots (as many white slots as the seat's balancing needs for a black disc, then the
three black ones), the device.
"""

from __future__ import annotations

import math

import pygame

from game.core.timing import FPS
from game.engine import motion
from game.engine import palette as pal
from game.engine.input.labels import device_label
from game.engine.net.events import is_phone
from game.engine.pixelart import draw_die
from game.engine.text import Text
from game.engine.widgets import panel, pulse, seat_badge
from game.wuerfelblitz.logic import BLACKS_TO_WIN, Phase
from game.wuerfelblitz.screen.layout import picker_rect
from game.wuerfelblitz.screen.picker import (
    MARK_RIGHT,
    MARK_TIE,
    MARK_WRONG,
    SeatPicker,
)
from game.wuerfelblitz.screen.stages import STAGE_LIVE, STAGE_THROW
from game.wuerfelblitz.screen.tuning import POP_FRAMES

HEADER = 19
NUMBER_Y = 42  # centre of the number, from the picker's top
NUMBER_HEIGHT = 32  # the "huge" digits' line
NUMBER_SIDE = 14  # the ±5 chevrons beside the number
# The up/down arrows as (base, tip) from the number's centre: its ink sits a pixel high.
ARROW_UP, ARROW_DOWN = (-17, -21), (16, 20)
BLACKS_Y = 72  # the black discs: the score
WHITES_Y = 88  # the white discs: progress to the next black one
LABEL_Y = 105  # what the last call did, or the device: accents clear the white discs
MARK_COLOURS = {MARK_RIGHT: pal.LIME, MARK_TIE: pal.YELLOW, MARK_WRONG: pal.RED}


def draw_pickers(scene, canvas: pygame.Surface, text: Text, t, frame: int) -> None:
    seats = len(scene.pickers)
    for picker in scene.pickers:
        _draw_picker(scene, canvas, text, t, picker, picker.box(seats), frame)


def number_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a picker drawn at ``rect`` shows its number (the "huge" digits' line)."""
    box = pygame.Rect(0, 0, rect.width - 2 * NUMBER_SIDE, NUMBER_HEIGHT)
    box.center = (rect.centerx, rect.top + NUMBER_Y + 1)
    return box


def _draw_picker(scene, canvas, text: Text, t, picker: SeatPicker, rect, frame: int) -> None:
    seat = picker.seat
    colour = pal.seat_colour(seat)
    if picker.shake and not motion.calm():
        rect = rect.move(round(3 * math.sin(picker.shake * 1.7)), 0)
    fill = pal.DUSK
    if picker.flash and motion.blink(picker.flash, 12, 6):
        fill = pal.darker(MARK_COLOURS.get(picker.mark, pal.LIME), 0.45)
    elif picker.mark in (MARK_RIGHT, MARK_TIE):
        fill = pal.darker(MARK_COLOURS[picker.mark], 0.65)
    panel(canvas, rect, fill, colour)
    pygame.draw.rect(canvas, colour, rect, 2, border_radius=4)
    band = pygame.Rect(rect.left + 2, rect.top + 2, rect.width - 4, HEADER - 2)
    pygame.draw.rect(canvas, pal.darker(colour, 0.55), band, border_radius=2)
    seat_badge(canvas, seat, (rect.left + 12, rect.top + 11), 14)
    _draw_band(scene, canvas, text, t, seat, rect, frame)
    _draw_number(scene, canvas, text, picker, rect, frame, fill)
    _draw_discs(canvas, picker, rect)
    if not _draw_label(scene, canvas, text, t, picker, rect, frame, fill):
        device = _device_label(scene, t, seat)
        free = scene.needs_player(seat)  # blinks until someone takes the seat
        colour = pal.YELLOW if free and pulse(frame, 40) > 0.3 else pal.MIST
        at = (rect.centerx, rect.top + LABEL_Y)
        text.draw(canvas, device, at, "body", pal.legible(colour, fill), "center")


def _draw_band(scene, canvas, text: Text, t, seat: int, rect, frame: int) -> None:
    """The name, and at the band's right the thrower's die, a CPU tag or a head start. A
    head start stays all match: beside the die where both fit, else in the die's place (the
    status line and the "throw!" word name the thrower too)."""
    name = scene.seat_name(seat)
    throwing = seat == scene.shown_thrower and scene.stage == STAGE_THROW
    if scene.is_cpu(seat):
        tag = "" if throwing else t("lobby.cpu")
    else:
        tag = head_start_tag(scene, t, seat)
    right, tag_width = rect.right - 5, text.size(tag, "body")[0] if tag else 0
    if throwing and (
        not tag or rect.left + 27 + text.size(name, "body")[0] <= right - 16 - tag_width
    ):
        bob = round(2 * pulse(frame, 24))
        draw_die(canvas, (rect.right - 12, rect.top + 10 - bob), 12, 5, pal.SNOW)
        right -= 16
    clip = canvas.get_clip()
    if tag:  # a long name stops short of the tag rather than running under it
        band = pygame.Rect(rect.left, rect.top, right - tag_width - 3 - rect.left, HEADER)
        canvas.set_clip(clip.clip(band))
    text.draw(canvas, name, (rect.left + 23, rect.top + 10), "body", pal.SNOW, "midleft")
    canvas.set_clip(clip)
    if tag:
        text.draw(canvas, tag, (right, rect.top + 11), "body", pal.CLOUD, "midright")


def head_start_tag(scene, t, seat: int) -> str:
    """Beside a name: a person's head start ("+1 s"), so everyone knows; "" for none."""
    head = scene.match.options.head_start_of(seat)
    return t("wuerfelblitz.head_start.row", seconds=round(head / FPS)) if head else ""


def call_hidden(scene, picker: SeatPicker) -> bool:
    """A right call's number stays hidden while anybody may still call: a head start keeps
    someone's window open after the first right call, and a number seen could be copied
    (RULES.md §4). The picker shows a check mark until the round closes."""
    return picker.won_round and scene.match.phase is Phase.LIVE


def shown_number(scene, picker: SeatPicker) -> int | None:
    """The number a picker shows everyone now: a CPU's call, a person's dial; None while a
    CPU thinks or a right call is hidden."""
    if call_hidden(scene, picker):
        return None
    return picker.called if scene.is_cpu(picker.seat) else picker.value


def _draw_check(canvas, rect, centre_y: int, fill) -> None:
    ink = pal.legible(pal.LIME, fill)
    points = [(rect.centerx - 12, centre_y), (rect.centerx - 3, centre_y + 9)]
    points.append((rect.centerx + 13, centre_y - 10))
    pygame.draw.lines(canvas, pal.INK, False, [(x + 1, y + 2) for x, y in points], 6)
    pygame.draw.lines(canvas, ink, False, points, 5)


def _draw_number(scene, canvas, text: Text, picker: SeatPicker, rect, frame: int, fill) -> None:
    centre_y = rect.top + NUMBER_Y
    if call_hidden(scene, picker):
        _draw_check(canvas, rect, centre_y, fill)
        return
    if scene.is_cpu(picker.seat):
        if picker.called is not None:
            label = str(picker.called)
            colour = pal.RED if picker.mark == MARK_WRONG else pal.SNOW
        elif scene.stage == STAGE_LIVE:
            for i in range(3):  # thinking
                lift = 3 if (frame // 8) % 3 == i else 0
                pygame.draw.rect(
                    canvas, pal.CLOUD, (rect.centerx - 13 + i * 10, centre_y - lift, 6, 6)
                )
            return
        else:
            label, colour = "-", pal.MIST
        at = (rect.centerx + 2, centre_y + 1)
        text.draw(canvas, label, at, "huge", pal.legible(colour, fill), "center")
        return
    dialing = scene.can_dial(picker.seat)
    resting = picker.resting(scene.match_frame)
    if picker.mark == MARK_WRONG and (picker.shake or resting):
        colour = pal.RED
    elif picker.won_round or (dialing and not resting):
        colour = pal.SNOW
    else:
        colour = pal.MIST
    y = centre_y + 1 - picker.nudge // 3
    label = str(picker.value)
    text.draw(canvas, label, (rect.centerx + 2, y), "huge", pal.legible(colour, fill), "center")
    if dialing:
        arrow = pal.YELLOW if scene.stage == STAGE_LIVE and not resting else pal.SLATE
        cx = rect.centerx
        for base, tip in (ARROW_UP, ARROW_DOWN):
            base, tip = centre_y + base, centre_y + tip
            pygame.draw.polygon(canvas, arrow, [(cx - 6, base), (cx + 6, base), (cx, tip)])
        if rect.width >= text.size(label, "huge")[0] + 28:  # the ±5 chevrons, where they fit
            for side in (-1, 1):
                x = rect.centerx + side * (rect.width // 2 - 7)
                for k in (0, 4):
                    tip = x + side * (k - 1)
                    pygame.draw.polygon(
                        canvas,
                        arrow,
                        [
                            (tip - side * 4, centre_y - 5),
                            (tip, centre_y),
                            (tip - side * 4, centre_y + 5),
                        ],
                    )


def _draw_label(scene, canvas, text: Text, t, picker: SeatPicker, rect, frame: int, fill) -> bool:
    """The word for a press just refused, the last call or "throw!", in place of the device;
    False if none."""
    y = rect.top + LABEL_Y
    if picker.hint:
        word, colour = t(picker.hint), pal.AMBER
    elif picker.mark == MARK_TIE:
        word, colour = t("wuerfelblitz.picker.tie"), pal.YELLOW
    elif picker.mark == MARK_RIGHT:
        word, colour = t("wuerfelblitz.picker.right"), pal.LIME
    elif picker.mark == MARK_WRONG:
        word, colour = t("wuerfelblitz.picker.wrong"), pal.PINK
    elif picker.seat == scene.shown_thrower and scene.stage == STAGE_THROW:
        if scene.is_cpu(picker.seat) or pulse(frame, 40) < 0.3:
            return False
        word, colour = t("wuerfelblitz.picker.throw"), pal.YELLOW
    else:
        return False
    text.draw(canvas, word, (rect.centerx, y), "body", pal.legible(colour, fill), "center")
    return True


def _row_left(rect: pygame.Rect, count: int, step: int) -> int:
    return rect.centerx - (count * step) // 2 + step // 2


def _draw_discs(canvas, picker: SeatPicker, rect) -> None:
    big = rect.width >= 108
    wr, ws = (5, 16) if big else (5, 13)
    br, bs = (8, 22) if big else (7, 18)
    y = rect.top + WHITES_Y
    left = _row_left(rect, picker.per_black, ws)
    merging = picker.black_pop > POP_FRAMES
    for i in range(picker.per_black):
        x = left + i * ws
        if merging:
            pygame.draw.circle(canvas, pal.YELLOW, (x, y), wr)
        elif i < picker.whites:
            grow = picker.pop > POP_FRAMES // 2 and i == picker.whites - 1
            radius = wr + (1 if grow else 0)
            pygame.draw.circle(canvas, pal.INK, (x + 1, y + 1), radius)
            pygame.draw.circle(canvas, pal.SNOW, (x, y), radius)
            pygame.draw.circle(canvas, pal.MIST, (x, y), radius, 1)
        else:
            pygame.draw.circle(canvas, pal.SLATE, (x, y), wr, 1)
    for age in picker.drops:  # a handed-back disc falls out and away
        x = left + picker.whites * ws + age // 3
        fall = y + round(0.06 * age * age)
        pygame.draw.circle(canvas, pal.PINK if age % 8 < 4 else pal.SNOW, (x, fall), wr)
    y = rect.top + BLACKS_Y
    left = _row_left(rect, BLACKS_TO_WIN, bs)
    for i in range(BLACKS_TO_WIN):
        x = left + i * bs
        if i < picker.blacks:
            new = i == picker.blacks - 1 and picker.black_pop
            radius = br + (1 if new and (picker.black_pop // 4) % 2 else 0)
            pygame.draw.circle(canvas, pal.INK, (x + 1, y + 1), radius + 1)
            pygame.draw.circle(canvas, pal.CLOUD, (x, y), radius + 1)
            pygame.draw.circle(canvas, pal.BLACK, (x, y), radius)
            pygame.draw.circle(canvas, pal.MIST, (x - radius // 3, y - radius // 3), 1)
        else:
            pygame.draw.circle(canvas, pal.SLATE, (x, y), br, 1)


def _device_label(scene, t, seat: int) -> str:
    """The seat's device (the name band says CPU for a CPU: here goes its level)."""
    info = scene.setup.seats[seat]
    if info.is_cpu:
        return t("level." + info.level)
    device = scene.app.input.device_of(seat)
    if device is None:
        return t("wuerfelblitz.device.none")
    if device in ("kb_left", "kb_right"):
        return t(f"wuerfelblitz.device.{device}")
    if is_phone(device):  # one name everywhere: as in the lobby and on its own page
        room = picker_rect(seat, len(scene.pickers)).width - 6
        return device_label(t, device, lambda name: scene.app.text.size(name)[0] <= room)
    return t("wuerfelblitz.device.pad", n=device.split(":")[-1])
