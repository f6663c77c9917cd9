"""Drawing helpers shared by every screen: panels, menus, button prompts, seat badges."""

from __future__ import annotations

import math

import pygame

from game.engine import footer, motion
from game.engine import palette as pal
from game.engine.avatars import draw_avatar
from game.engine.input.families import POSITIONS, XBOX, cap
from game.engine.input.keymap import KeyCap
from game.engine.pad_glyphs import draw_face
from game.engine.symbols import draw_symbol
from game.engine.text import Text

Colour = tuple[int, int, int]


_veils: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def veil(canvas: pygame.Surface, alpha: int) -> None:
    """Dim everything drawn so far (an overlay's ground), with one surface kept per size."""
    key = (canvas.get_size(), alpha)
    surface = _veils.get(key)
    if surface is None:
        surface = _veils[key] = pygame.Surface(canvas.get_size())
        surface.fill(pal.INK)
        surface.set_alpha(alpha)
    canvas.blit(surface, (0, 0))


def panel(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    fill: Colour = pal.DUSK,
    border: Colour = pal.SLATE,
    shadow: bool = True,
) -> None:
    """A rounded pixel panel with a hard drop shadow."""
    rect = pygame.Rect(rect)
    if shadow:
        pygame.draw.rect(canvas, pal.INK, rect.move(2, 2), border_radius=4)
    pygame.draw.rect(canvas, fill, rect, border_radius=4)
    pygame.draw.rect(canvas, border, rect, 1, border_radius=4)


def pulse(frame: int, period: int = 60) -> float:
    """0..1..0 over ``period`` frames: for glows and blinking cursors. With calm motion it
    rests at 1: a cursor stands still beside its row and a glow stays lit."""
    if motion.calm():
        return 1.0
    return 0.5 - 0.5 * math.cos(2 * math.pi * (frame % period) / period)


# Seats held by a person: seat -> the person's avatar (the shell sets it with the seats'
# looks, shell/people/looks.py). A badge with room for it shows the avatar.
SEAT_AVATARS: dict[int, int] = {}
AVATAR_BADGE = 14  # from this size a badge draws its person's avatar, two canvas pixels a dot
CORNER_BADGE = 8  # the colour's symbol beside an avatar: as the small badges on dice tiles


def seat_badge(canvas: pygame.Surface, index: int, center: tuple[int, int], size: int = 12) -> None:
    """The seat's colour disc with its symbol in ink on top: readable without colour. A
    person's seat with room shows their avatar, its symbol tucked at the lower right."""
    avatar = SEAT_AVATARS.get(index)
    if avatar is not None and size >= AVATAR_BADGE:
        pixel = max(2, size // 8)  # one dot a canvas pixel reads as a blob
        drawn = draw_avatar(canvas, avatar, pal.seat_colour(index), center, pixel)
        corner = (drawn.right - 1, drawn.bottom - 1)
        pygame.draw.circle(canvas, pal.INK, corner, CORNER_BADGE // 2 + 2)  # apart from the avatar
        _disc(canvas, index, corner, CORNER_BADGE)
        return
    _disc(canvas, index, center, size)


def _disc(canvas: pygame.Surface, index: int, center: tuple[int, int], size: int) -> None:
    pygame.draw.circle(canvas, pal.INK, (center[0] + 1, center[1] + 1), size // 2 + 1)
    pygame.draw.circle(canvas, pal.seat_colour(index), center, size // 2 + 1)
    draw_symbol(canvas, pal.seat_symbol(index), center, max(4, size // 2), pal.INK)


# What each action looks like on a pad and on each keyboard half, for prompts.
PROMPT_GLYPHS = {
    "confirm": ("A", "Space", "Enter"),
    "back": ("B", "Tab", "Bksp"),
    "flip": ("Y", "F", "/"),
    "rotate": ("X", "Q/E", ",/."),
    "pause": ("Start", "Esc"),
    "move": ("D-pad", "WASD", "Arrows"),
    "sideways": ("D-pad", "A/D", "Arrows"),  # left and right only (Fits: up turns a piece)
}
# When a row of prompts does not fit, it shrinks to these shorter key caps.
SHORT_GLYPHS = {
    "confirm": ("A", "Spc", "Ent"),
    "back": ("B", "Tab", "Bksp"),
    "flip": ("Y", "F", "/"),
    "rotate": ("X", "Q", ","),
    "pause": ("Start", "Esc"),
    "move": ("WASD", "Arrows"),
    "sideways": ("D-pad", "A/D", "Arrows"),
}
# The family whose buttons shared prompts show: the App sets it to the pad that pressed last.
PAD_FAMILY = XBOX
PROMPT_GAP = 14
# The footer keeps its prompts inside the TV's safe area (the inner 90 %: x 32..608,
# y 18..342): a TV that crops its edges must not eat the hints.
MAX_PROMPT_WIDTH = 576
FOOTER_Y = 334  # centre line of the prompts; key caps reach 8 px below it
FOOTER_TOP = FOOTER_Y - 13  # the footer band's top line: screens keep their content above it
CAP_HALF = 8  # key caps and pad buttons are 16 px tall: room for body text
# One punctuation key alone (",", "-", "/", on AZERTY "!" or ":"); ",/." stays body text
# (it would not fit). Letters and digits are body text too.
PUNCTUATION = frozenset(chr(c) for c in range(0x21, 0x100) if not chr(c).isalnum())
PUNCTUATION_CAP = 16  # px: a punctuation key's cap, square


def button_glyph(
    canvas: pygame.Surface | None,
    text: Text,
    label: str,
    pos: tuple[int, int],
    family: str | None = None,
) -> int:
    """A pad button (a disc in ``family``'s look, by default the pad that pressed last) or a
    key cap at ``pos`` (left, centre-y); returns width. With ``canvas`` None it only
    measures. Pad labels name positions by the Xbox letters (A is south on every pad).
    Caps keep their size with Large text: the words beside them grow instead."""
    with text.scaled(False):
        return _button_glyph(canvas, text, label, pos, family or PAD_FAMILY)


def _button_glyph(
    canvas: pygame.Surface | None, text: Text, label: str, pos: tuple[int, int], family: str
) -> int:
    x, y = pos
    key = isinstance(label, KeyCap)  # a keyboard's "A" is a key, not the pad's A
    position = None if key else POSITIONS.get(label)
    if position is not None:
        if canvas is not None:
            draw_face(canvas, text, family, position, (x, y))
        return 2 * CAP_HALF
    label = label if key else cap(label, family)
    # A punctuation key (",", ".", "-") in body text is a speck on a TV: it gets the title
    # font's chunkier marks and a cap as wide as a letter key's.
    style = "title" if label in PUNCTUATION else "body"
    w = text.size(label, style)[0] + 6 if style == "body" else PUNCTUATION_CAP
    if canvas is not None:
        rect = pygame.Rect(x, y - CAP_HALF, w, 2 * CAP_HALF)
        pygame.draw.rect(canvas, pal.INK, rect.move(1, 1), border_radius=2)
        pygame.draw.rect(canvas, pal.CLOUD, rect, border_radius=2)
        if style == "body":
            at = (rect.centerx + 1, rect.centery)
            text.draw(canvas, label, at, style, pal.INK, "center", shadow=None)
        else:  # the mark sits at the left of its font cell: centred by its ink instead
            mark = text.render(label, style, pal.INK, None)
            ink = mark.get_bounding_rect()
            top = rect.centery - mark.get_height() // 2
            canvas.blit(mark, (rect.centerx - ink.centerx, top))
    return w


def prompt(
    canvas: pygame.Surface | None,
    text: Text,
    action: str | tuple[str, ...],
    label: str,
    pos: tuple[int, int],
    colour: Colour = pal.SNOW,
    short: bool = False,
) -> int:
    """ "[A]/[Space]/[Enter] label" at ``pos`` (left, centre-y); returns the width used."""
    x = pos[0]
    glyphs = _glyphs(action, short)
    for i, glyph in enumerate(glyphs):
        if i:
            if canvas is not None:
                text.draw(canvas, "/", (x + 1, pos[1]), "body", pal.MIST, "midleft")
            x += text.size("/", "body")[0] + 2
        x += button_glyph(canvas, text, glyph, (x, pos[1])) + 1
    x += 4
    if canvas is not None:
        text.draw(canvas, label, (x, pos[1]), "body", colour, "midleft")
    x += text.size(label, "body")[0] + 1
    return x - pos[0]


def _glyphs(action: str | tuple[str, ...], short: bool) -> tuple[str, ...]:
    """A prompt's key caps: an action's shared ones, or a tuple of one device's own."""
    if isinstance(action, tuple):
        return action
    return (SHORT_GLYPHS if short else PROMPT_GLYPHS)[action]


def glyphs_in_words(glyphs) -> str:
    """Keys and buttons named in a sentence: "Y / F / [-]". A punctuation key is named in
    brackets, as the lessons name them, so a US keyboard's "/" never reads as the "or"."""
    return " / ".join(g if any(ch.isalnum() for ch in g) else f"[{g}]" for g in glyphs)


def shout_keys() -> str:
    """Every device's shout (flip) key, for texts that invite the room: "Y / F / [-]"."""
    return glyphs_in_words(PROMPT_GLYPHS["flip"])


def own_glyph(action: str, device: str | None) -> str:
    """The key cap or pad button ``device`` presses for ``action`` (phones: pad buttons)."""
    column = {"kb_left": 1, "kb_right": 2}.get(device or "", 0)
    glyphs = PROMPT_GLYPHS[action]
    return glyphs[min(column, len(glyphs) - 1)]  # pause: one Esc for both halves


def own_prompts(items: list[tuple[str, str]], device: str | None) -> list[tuple[tuple, str]]:
    """Prompts in one device's keys alone (a keyboard half its own caps, a pad or a phone
    its buttons): for a screen that only that device drives. Each item still names its
    action, so a phone shows the word on the right button (``footer.OwnKeys``)."""
    return [
        (footer.OwnKeys((own_glyph(action, device),), action), label) for action, label in items
    ]


def prompts_for(items, device: str | None) -> list:
    """``items`` in ``device``'s own keys while that one device drives them; every device's
    keys when none does (None)."""
    return own_prompts(list(items), device) if device is not None else list(items)


def prompt_bar(
    canvas: pygame.Surface, text: Text, items: list[tuple[str, str]], y: int = FOOTER_Y
) -> None:
    """A centred row of prompts along the bottom; shrinks itself to fit the screen. Its
    key caps and words keep their size with Large text: the band has room for one row.
    What it shows is recorded (``footer``): the phones show the same verbs."""
    footer.record(items)
    with text.scaled(False):
        _prompt_bar(canvas, text, items, y)


def _prompt_bar(canvas: pygame.Surface, text: Text, items: list[tuple[str, str]], y: int) -> None:
    key, (shown, widths, short, total) = _prompt_layout(text, items)
    # A solid footer band: prompts stay readable over anything, also over an overlay's scene.
    top = y - (FOOTER_Y - FOOTER_TOP)
    canvas.fill(pal.INK, (0, top + 1, canvas.get_width(), canvas.get_height() - top - 1))
    canvas.fill(pal.DUSK, (0, top, canvas.get_width(), 1))
    if not shown:
        return  # nothing to press now: the band alone keeps the screen's bottom steady
    x = (canvas.get_width() - total) // 2
    if not CACHE_ROWS:
        _draw_row(canvas, text, shown, widths, short, (x, y))
        return
    row = _rows.get(key)
    if row is None:
        row = pygame.Surface((total + 4, ROW_HEIGHT), pygame.SRCALPHA)
        _draw_row(row, text, shown, widths, short, (0, ROW_HEIGHT // 2))
        if len(_rows) > 64:
            _rows.clear()
        _rows[key] = row
    canvas.blit(row, (x, y - ROW_HEIGHT // 2))


def _draw_row(
    canvas: pygame.Surface,
    text: Text,
    items: list[tuple[str, str]],
    widths: list[int],
    short: bool,
    pos: tuple[int, int],
) -> None:
    x, y = pos
    for (action, label), w in zip(items, widths):
        prompt(canvas, text, action, label, (x, y), short=short)
        x += w + PROMPT_GAP


# A row of prompts is a dozen key caps and texts to measure and draw, and it rarely changes:
# its layout and its pixels are kept per row of labels and key caps (a remap changes the
# caps, so it changes the key). Tests that watch every Text.draw turn the pixel cache off.
CACHE_ROWS = True
ROW_HEIGHT = 2 * CAP_HALF + 8  # key caps, their shadows and the labels' line box
_layouts: dict[tuple, tuple[list[tuple[str, str]], list[int], bool, int]] = {}
_rows: dict[tuple, pygame.Surface] = {}


def _prompt_layout(
    text: Text, items: list[tuple[str, str]]
) -> tuple[tuple, tuple[list[tuple[str, str]], list[int], bool, int]]:
    """The row's key, then the prompts that fit, their widths, whether key caps are short,
    and the total width."""
    glyphs = tuple((a, label, _glyphs(a, False), _glyphs(a, True)) for a, label in items)
    key = (PAD_FAMILY, *glyphs)  # a family's caps differ in width (Start, Options, +)
    layout = _layouts.get(key)
    if layout is not None:
        return key, layout
    short = False
    # Too wide: leave out moving (self-evident), then shorten the key caps, then leave out
    # back (the same button on every screen).
    for attempt in range(4):
        widths = [prompt(None, text, action, label, (0, 0), short=short) for action, label in items]
        total = sum(widths) + PROMPT_GAP * (len(items) - 1)
        if total <= MAX_PROMPT_WIDTH or attempt == 3:
            break
        if attempt == 0 and len(items) > 1 and any(a == "move" for a, _ in items):
            items = [item for item in items if item[0] != "move"]
        elif not short:
            short = True
        elif len(items) > 2:
            items = [item for item in items if item[0] != "back"]
    if len(_layouts) > 256:
        _layouts.clear()
    layout = _layouts[key] = (list(items), widths, short, total)
    return key, layout


def more_marks(
    canvas: pygame.Surface, x: int, top: int, bottom: int, above: bool, below: bool
) -> None:
    """Small arrows saying a list has rows hidden above (tip at ``top``) or below (tip at
    ``bottom``): lists too long for their panel show the rows around the chosen one."""
    if above:
        pygame.draw.polygon(canvas, pal.MIST, [(x - 5, top + 5), (x + 5, top + 5), (x, top)])
    if below:
        pygame.draw.polygon(
            canvas, pal.MIST, [(x - 5, bottom - 5), (x + 5, bottom - 5), (x, bottom)]
        )


def menu(
    canvas: pygame.Surface,
    text: Text,
    items: list[str],
    selected: int,
    center_x: int,
    top: int,
    frame: int,
    spacing: int = 22,
    style: str = "body",
    disabled: frozenset[int] = frozenset(),
) -> list[pygame.Rect]:
    """A vertical menu with a bouncing cursor on the selected item."""
    rects = []
    for i, item in enumerate(items):
        y = top + i * spacing
        chosen = i == selected
        colour = pal.MIST if i in disabled else pal.YELLOW if chosen else pal.SNOW
        rect = text.draw(canvas, item, (center_x, y), style, colour, "midtop")
        if chosen:
            bob = int(2 * pulse(frame, 40))
            arrow_x = rect.left - 10 - bob
            cy = rect.centery
            pygame.draw.polygon(
                canvas, pal.YELLOW, [(arrow_x, cy - 4), (arrow_x + 5, cy), (arrow_x, cy + 4)]
            )
        rects.append(rect)
    return rects
