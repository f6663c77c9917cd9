"""Drawing one frame of the Würfelblitz match from its ``FrameView`` (scene → view → draw).

Drawing takes the canvas, the view and the app's look services (``Look``: text, words,
settings); it never sees the scene. The table and the lid are rendered once; the per-frame
work is blits of cached dice faces and text, and a few shapes per picker.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import DIE_COLOURS, blit_die, mix
from game.engine.settings import Settings
from game.engine.text import Text
from game.engine.widgets import prompt_bar, seat_badge
from game.wuerfelblitz.logic import COLOURS, ROUND_TIMEOUT_FRAMES
from game.wuerfelblitz.screen.draw_explain import draw_explanation, draw_hint
from game.wuerfelblitz.screen.draw_pickers import draw_pickers
from game.wuerfelblitz.screen.layout import (
    BOX_RECT,
    DICE_Y,
    DIE_SIZE,
    DIVIDER_X,
    HUD_LEFT,
    HUD_RIGHT,
    HUD_Y,
    TABLE_RECT,
    TIMER_RECT,
    colour_x,
    white_x,
)
from game.wuerfelblitz.screen.tuning import EXPLAIN_FRAMES, TIMER_WARN
from game.wuerfelblitz.screen.view import FrameView, HudView, LidView, Memo


class Look(Protocol):
    """The app's look services drawing may use (audio is not for drawing)."""

    text: Text
    settings: Settings

    def t(self, key: str, **values) -> str: ...


FELT = (30, 72, 70)
STATUS_CENTRE = 350  # the status line centres here when it has room
TITLE = "Würfelblitz"  # a proper name: the same in every language


# The static layers, kept per what they show (a render cache, not game state).
_tables: dict[int, pygame.Surface] = {}
_lids: list[pygame.Surface] = []


def table(whites: int) -> pygame.Surface:
    surface = _tables.get(whites)
    if surface is None:
        surface = _tables[whites] = render_table(whites)
    return surface


def lid() -> pygame.Surface:
    if not _lids:
        _lids.append(render_lid())
    return _lids[0]


def prepare(whites: int) -> None:
    """Render the static layers up front, so the first frame costs no more than the rest."""
    table(whites)
    lid()


def render_table(whites: int) -> pygame.Surface:
    surface = pygame.Surface((640, 360))
    surface.fill(pal.NIGHT)
    pygame.draw.rect(surface, pal.INK, TABLE_RECT.move(2, 2), border_radius=8)
    pygame.draw.rect(surface, FELT, TABLE_RECT, border_radius=8)
    pygame.draw.rect(surface, mix(FELT, pal.SNOW, 0.25), TABLE_RECT, 2, border_radius=8)
    slot = DIE_SIZE + 8
    for colour in COLOURS:
        rect = pygame.Rect(0, 0, slot, slot)
        rect.center = (colour_x(colour), DICE_Y)
        pygame.draw.rect(surface, mix(FELT, pal.INK, 0.35), rect, border_radius=8)
        # A strip in the die's colour under its slot: the column keeps its colour in the
        # explanation even when the die is crossed out.
        strip = pygame.Rect(rect.left + 6, rect.bottom + 2, slot - 12, 3)
        pygame.draw.rect(surface, DIE_COLOURS[colour], strip)
    for i in range(whites):
        rect = pygame.Rect(0, 0, slot, slot)
        rect.center = (white_x(i, whites), DICE_Y)
        pygame.draw.rect(surface, mix(FELT, pal.INK, 0.35), rect, border_radius=8)
    pygame.draw.line(
        surface,
        mix(FELT, pal.INK, 0.4),
        (DIVIDER_X, TABLE_RECT.top + 12),
        (DIVIDER_X, TABLE_RECT.bottom - 14),
        2,
    )
    pygame.draw.rect(surface, pal.INK, (0, 0, 640, TABLE_RECT.top - 1))
    return surface


def render_lid() -> pygame.Surface:
    surface = pygame.Surface(BOX_RECT.size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, pal.BROWN, rect, border_radius=6)
    pygame.draw.rect(surface, pal.TAN, rect.inflate(-6, -6), border_radius=5)
    pygame.draw.rect(surface, mix(pal.TAN, pal.SAND, 0.5), rect.inflate(-14, -14), border_radius=4)
    pygame.draw.rect(surface, pal.DARK_BROWN, rect, 2, border_radius=6)
    for x in (40, rect.width - 40):  # lightning bolts on both ends
        bolt = [
            (x + 4, 12),
            (x - 8, 42),
            (x, 42),
            (x - 6, 68),
            (x + 10, 34),
            (x + 2, 34),
            (x + 10, 12),
        ]
        pygame.draw.polygon(surface, pal.YELLOW, bolt)
        pygame.draw.polygon(surface, pal.DARK_BROWN, bolt, 2)
    return surface


def draw(canvas: pygame.Surface, view: FrameView, look: Look, surfaces: Memo) -> None:
    """One frame; ``surfaces`` keeps the pictures that change only with what they show."""
    text, t = look.text, look.t
    symbols = bool(look.settings.colour_symbols)
    canvas.blit(table(view.whites), (0, 0))
    _draw_hud(canvas, view.hud, text, surfaces)
    _draw_dice(canvas, view, symbols)
    if view.explain is not None:
        draw_explanation(canvas, view.explain, text, t, symbols)
    elif view.hint is not None:
        draw_hint(canvas, view.hint, symbols)
    if view.lid is not None:
        _draw_lid(canvas, view.lid, text)
    if view.timer_left is not None:
        _draw_timer(canvas, view.timer_left)
    elif view.next_left is not None:
        _draw_next(canvas, view.next_left)
    draw_pickers(canvas, view.pickers, text, view.frame, surfaces)
    view.particles.draw(canvas)
    if view.tally is not None:
        view.tally.draw(canvas, text)
    prompt_bar(canvas, text, list(view.prompts))
    motion.shake_canvas(canvas, view.shake, view.frame)


def _draw_hud(canvas: pygame.Surface, hud: HudView, text: Text, surfaces: Memo) -> None:
    label = hud.round_label
    left = text.draw(canvas, label, (HUD_LEFT, HUD_Y), "title", pal.YELLOW, "midleft").right + 12
    right = HUD_RIGHT
    seconds = hud.seconds_left
    if seconds is not None:
        colour = pal.RED if seconds <= TIMER_WARN else pal.CLOUD
        clock = f"{(seconds + 59) // 60}{hud.seconds_unit}"
        right = text.draw(canvas, clock, (HUD_RIGHT, HUD_Y), "title", colour, "midright").left - 12
    _draw_status(canvas, hud, text, left, right, surfaces)


def _status_fit(text: Text, names: tuple[str, ...], words: str, room: int):
    """(style, named, widths, total): names are in Press Start 2P (its digits never look
    like letters), the words too when they fit; else the words go to the narrower body
    font, and then the names give way to the badges alone."""
    for style, named in (("title", True), ("body", True), ("body", False)):
        widths = [18 + (text.size(n, "title")[0] + 8 if named else 0) for n in names]
        total = sum(widths) + text.size(words, style)[0]
        if total <= room:
            break
    return style, named, widths, total


def _draw_status(
    canvas: pygame.Surface, hud: HudView, text: Text, left: int, right: int, surfaces: Memo
) -> None:
    """Seats as badge and name, then the words, between the round label and the clock."""
    seats, words, names = hud.status_seats, hud.status_words, hud.status_names
    room = right - left
    key = (names, words, room, text.styled("body"))
    fit = surfaces.get("status", key, lambda: _status_fit(text, names, words, room))
    style, named, widths, total = fit
    x = max(left, min(right - total, STATUS_CENTRE - total // 2))
    for seat, name, width in zip(seats, names, widths, strict=True):
        seat_badge(canvas, seat, (x + 7, HUD_Y), 14)
        if named:
            at = (x + 17, HUD_Y + 1)
            text.draw(canvas, name, at, "title", pal.seat_ink(seat, pal.INK), "midleft")
        x += width
    # The body font sits 2 px lower: an accent on a capital (É) stays inside the safe area.
    # In the body font an accent over a capital or a tall letter (é, ê) rises out of the TV's
    # safe area at this height: such words sit 2 px lower.
    drop = 1 if style == "title" else (2 if text.overhang(words, style) else 0)
    text.draw(canvas, words, (x, HUD_Y + drop), style, pal.SNOW, "midleft")


def _draw_dice(canvas: pygame.Surface, view: FrameView, symbols: bool) -> None:
    for die in view.dice:
        at = (die.x, die.y)
        blit_die(canvas, at, die.colour, die.face, DIE_SIZE, die.tilt, symbols, die.dim, die.dot)


def _draw_lid(canvas: pygame.Surface, view: LidView, text: Text) -> None:
    offset, jitter = view.offset, view.jitter
    left, top = BOX_RECT.left + jitter, BOX_RECT.top - offset
    canvas.blit(lid(), (left, top))
    centre = (BOX_RECT.centerx + jitter, BOX_RECT.centery - offset)
    if view.count:
        label = f"{view.count}!" if view.count == 3 else str(view.count)
        text.draw(canvas, label, (centre[0] + 2, centre[1] + 2), "huge", pal.RED, "center")
    else:
        text.draw(canvas, TITLE, centre, "big", pal.DARK_BROWN, "center", shadow=pal.SAND)


def _draw_next(canvas: pygame.Surface, left: int) -> None:
    """The time until the next round comes by itself: a quiet bar in the timer's place."""
    pygame.draw.rect(canvas, pal.INK, TIMER_RECT)
    width = round(TIMER_RECT.width * left / EXPLAIN_FRAMES)
    pygame.draw.rect(canvas, pal.MIST, (TIMER_RECT.left, TIMER_RECT.top, width, TIMER_RECT.height))


def _draw_timer(canvas: pygame.Surface, left: int) -> None:
    """The bar of the round's time left (a lesson's clock waits for its learner: no bar)."""
    pygame.draw.rect(canvas, pal.INK, TIMER_RECT)
    width = round(TIMER_RECT.width * left / ROUND_TIMEOUT_FRAMES)
    colour = pal.RED if left <= TIMER_WARN else pal.LIME
    pygame.draw.rect(canvas, colour, (TIMER_RECT.left, TIMER_RECT.top, width, TIMER_RECT.height))
