"""The row of number pickers: each seat's colour, symbol and name, the number it dials,
what its last call did, and its white and black discs.

Per picker, top to bottom: the name band (with a CPU tag, or a person's head start), the
number between its arrows (up/down ±1, the side chevrons ±5), a word for the last call, the
disc slots (as many white slots as the seat's balancing needs for a black disc, then the
three black ones), the device.
"""

from __future__ import annotations

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.pixelart import draw_die
from game.engine.text import Text
from game.engine.widgets import SEAT_AVATARS, panel, pulse, seat_badge
from game.wuerfelblitz.screen.picker import MARK_RIGHT, MARK_TIE, MARK_WRONG
from game.wuerfelblitz.screen.tuning import POP_FRAMES
from game.wuerfelblitz.screen.view import Memo, PickerView

HEADER = 19
NUMBER_Y = 42  # centre of the number, from the picker's top
NUMBER_HEIGHT = 32  # the "huge" digits' line
NUMBER_SIDE = 14  # the ±5 chevrons beside the number
# The up/down arrows as (base, tip) from the number's centre: its ink sits a pixel high.
ARROW_UP, ARROW_DOWN = (-17, -21), (16, 20)
BLACKS_Y = 72  # the black discs: the score
WHITES_Y = 88  # the white discs: progress to the next black one
LABEL_Y = 105  # what the last call did, or the device: accents clear the white discs
UNDRAWN = (255, 0, 254)  # a picture's colour key: no colour of the palette, nor a blend of two
MARK_COLOURS = {MARK_RIGHT: pal.LIME, MARK_TIE: pal.YELLOW, MARK_WRONG: pal.RED}


def draw_pickers(canvas: pygame.Surface, pickers, text: Text, frame: int, surfaces: Memo) -> None:
    for picker in pickers:
        _draw_picker(canvas, text, picker, frame, surfaces)


def number_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a picker drawn at ``rect`` shows its number (the "huge" digits' line)."""
    box = pygame.Rect(0, 0, rect.width - 2 * NUMBER_SIDE, NUMBER_HEIGHT)
    box.center = (rect.centerx, rect.top + NUMBER_Y + 1)
    return box


def _draw_picker(canvas, text: Text, picker: PickerView, frame: int, surfaces: Memo) -> None:
    seat, rect = picker.seat, picker.rect
    fill = pal.DUSK
    if picker.flash and motion.blink(picker.flash, 12, 6):
        fill = pal.darker(MARK_COLOURS.get(picker.mark, pal.LIME), 0.45)
    elif picker.mark in (MARK_RIGHT, MARK_TIE):
        fill = pal.darker(MARK_COLOURS[picker.mark], 0.65)
    # The frame and the band change only with the marks: one picture, kept (the words are
    # drawn on the canvas each frame, over it).
    look = (pal.seat_look(seat), SEAT_AVATARS.get(seat))
    key = (rect.size, fill, look)
    picture = surfaces.get(f"picker{seat}", key, lambda: _frame_picture(canvas, picker, fill))
    canvas.blit(picture, rect.topleft)
    _draw_band(canvas, text, picker, frame)
    _draw_number(canvas, text, picker, frame, fill)
    if picker.drops:  # a disc falls out between the rows: drawn afresh
        _draw_discs(canvas, picker, rect)
    else:
        # The discs change only when one is won, lost or pops: one picture, kept.
        grow = picker.pop > POP_FRAMES // 2
        bump = bool(picker.black_pop and (picker.black_pop // 4) % 2)
        merging = picker.black_pop > POP_FRAMES
        key = (rect.size, picker.per_black, picker.blacks_to_win, picker.whites, picker.blacks)
        key += (grow, bump, merging)
        picture = surfaces.get(f"discs{seat}", key, lambda: _discs_picture(canvas, picker))
        canvas.blit(picture, rect.topleft)
    at = (rect.centerx, rect.top + LABEL_Y)
    word_colour = pal.legible(picker.word_colour, fill)
    text.draw(canvas, picker.word, at, "body", word_colour, "center")


def _frame_picture(canvas, picker: PickerView, fill) -> pygame.Surface:
    """The picker's frame, drop shadow and name band with its badge, as a picture in the
    canvas's format: every pixel they draw is opaque and the rest is its colour key, so a
    blit puts down exactly what drawing them there would."""
    rect = picker.rect
    surface = pygame.Surface((rect.width + 2, rect.height + 2), 0, canvas)
    surface.fill(UNDRAWN)
    surface.set_colorkey(UNDRAWN)
    _draw_frame(surface, rect.move(-rect.left, -rect.top), picker.seat, fill)
    return surface


def _draw_frame(canvas, rect: pygame.Rect, seat: int, fill) -> None:
    colour = pal.seat_colour(seat)
    panel(canvas, rect, fill, colour)
    pygame.draw.rect(canvas, colour, rect, 2, border_radius=4)
    band = pygame.Rect(rect.left + 2, rect.top + 2, rect.width - 4, HEADER - 2)
    pygame.draw.rect(canvas, pal.darker(colour, 0.55), band, border_radius=2)
    seat_badge(canvas, seat, (rect.left + 12, rect.top + 11), 14)


def _draw_band(canvas, text: Text, picker: PickerView, frame: int) -> None:
    """The name, and at the band's right the thrower's die, a CPU tag or a head start. A
    head start stays all match: beside the die where both fit, else in the die's place (the
    status line and the "throw!" word name the thrower too)."""
    rect, name, tag = picker.rect, picker.name, picker.tag
    right, tag_width = rect.right - 5, text.size(tag, "body")[0] if tag else 0
    if picker.throwing and (
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


def _draw_check(canvas, rect, centre_y: int, fill) -> None:
    ink = pal.legible(pal.LIME, fill)
    points = [(rect.centerx - 12, centre_y), (rect.centerx - 3, centre_y + 9)]
    points.append((rect.centerx + 13, centre_y - 10))
    pygame.draw.lines(canvas, pal.INK, False, [(x + 1, y + 2) for x, y in points], 6)
    pygame.draw.lines(canvas, ink, False, points, 5)


def _draw_number(canvas, text: Text, picker: PickerView, frame: int, fill) -> None:
    rect = picker.rect
    centre_y = rect.top + NUMBER_Y
    if picker.thinking:
        for i in range(3):
            lift = 3 if (frame // 8) % 3 == i else 0
            pygame.draw.rect(canvas, pal.CLOUD, (rect.centerx - 13 + i * 10, centre_y - lift, 6, 6))
        return
    label = picker.number
    if label is None:  # a right call, hidden while anybody may still call
        _draw_check(canvas, rect, centre_y, fill)
        return
    colour = pal.legible(picker.number_colour, fill)
    at = (rect.centerx + 2, centre_y + 1 - picker.rise)
    text.draw(canvas, label, at, "huge", colour, "center")
    arrow = picker.arrows
    if arrow is None:
        return
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


def _row_left(rect: pygame.Rect, count: int, step: int) -> int:
    return rect.centerx - (count * step) // 2 + step // 2


def _discs_picture(canvas, picker: PickerView) -> pygame.Surface:
    """The disc rows as a picture (colour-keyed, as the frame's)."""
    rect = picker.rect
    surface = pygame.Surface(rect.size, 0, canvas)
    surface.fill(UNDRAWN)
    surface.set_colorkey(UNDRAWN)
    _draw_discs(surface, picker, rect.move(-rect.left, -rect.top))
    return surface


def _draw_discs(canvas, picker: PickerView, rect) -> None:
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
    left = _row_left(rect, picker.blacks_to_win, bs)
    for i in range(picker.blacks_to_win):
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
