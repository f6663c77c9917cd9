"""The score sheet, the turn card, and the banners and flying numbers over the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.engine import palette as pal
from game.engine.dice_art import mix
from game.engine.text import Text
from game.engine.tween import ease_in_quad, ease_out_back, ease_out_cubic, lerp
from game.engine.widgets import seat_badge
from game.fiese15.logic.events import REASON_ALL_SIX, REASON_BUST, REASON_STOP_BONUS
from game.fiese15.logic.strips import ROUNDS
from game.fiese15.screen.draw_table import draw_handicap_tile
from game.fiese15.screen.layout import CARD_RECT, SHEET_RECT, TRAY_RECT

Colour = tuple[int, int, int]

SHEET_LEFT = 26  # first seat column, inside the sheet surface
SHEET_WIDTH = 168
BADGE_Y = 15  # the header: each seat's badge (or handicap tile), its name under it
NAME_Y = 31
HEADER = 40  # the first round's row starts here
ROW = 14
TOTAL_Y = HEADER + ROUNDS * ROW + 15  # centre of the totals row
TOTAL_TITLE_WIDTH = 50  # columns at least this wide show their totals in the title font
MAX_BANNER = TRAY_RECT.width - 60  # wider text drops to the smaller title font
BANNER_Y = TRAY_RECT.top + 21  # over the top of the tray: the dice under it stay readable
REASON_COLOURS = {
    REASON_BUST: pal.PINK,
    REASON_ALL_SIX: pal.YELLOW,
    REASON_STOP_BONUS: pal.LIME,
}


def sheet_column(seat: int, seats: int) -> tuple[int, int]:
    """(centre x, width) of a seat's column, in screen coordinates."""
    width = min(56, SHEET_WIDTH // seats)
    margin = (SHEET_WIDTH - width * seats) // 2  # few players: their columns sit centred
    return SHEET_RECT.left + SHEET_LEFT + margin + width * seat + width // 2, width


def sheet_cell(seat: int, seats: int, round_index: int) -> tuple[int, int]:
    """Screen centre of one score cell (where a turn's score flies to)."""
    x, _ = sheet_column(seat, seats)
    return x, SHEET_RECT.top + HEADER + round_index * ROW + ROW // 2


@dataclass(frozen=True)
class SheetState:
    """Everything the sheet shows; a new state means one re-render, not one per frame."""

    names: tuple[str, ...]
    scores: tuple[tuple[int | None, ...], ...]
    cells: tuple[tuple[str, ...], ...]
    current_seat: int | None
    round_index: int
    tiles: tuple[int, ...] | None

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(s for s in row if s is not None) for row in self.scores)


def render_sheet(text: Text, state: SheetState) -> pygame.Surface:
    surface = pygame.Surface(SHEET_RECT.size, pygame.SRCALPHA)
    seats = len(state.names)
    left = SHEET_RECT.left
    width = SHEET_RECT.width
    rounds = len(state.scores[0]) if state.scores else ROUNDS
    if 0 <= state.round_index < rounds:
        band = pygame.Rect(4, HEADER + state.round_index * ROW, width - 8, ROW)
        pygame.draw.rect(surface, mix(pal.DUSK, pal.SNOW, 0.14), band, border_radius=2)
    # The totals sit on a band of their own, under a rule: the numbers that decide the game.
    totals_band = pygame.Rect(4, TOTAL_Y - 10, width - 8, 20)
    pygame.draw.rect(surface, mix(pal.DUSK, pal.INK, 0.35), totals_band, border_radius=3)
    for seat in range(seats):
        x, column_width = sheet_column(seat, seats)
        x -= left
        if seat == state.current_seat:
            column = pygame.Rect(
                x - column_width // 2 + 1, 3, column_width - 2, SHEET_RECT.height - 6
            )
            pygame.draw.rect(
                surface, mix(pal.DUSK, pal.seat_colour(seat), 0.3), column, border_radius=3
            )
            pygame.draw.rect(surface, pal.seat_colour(seat), column, 1, border_radius=3)
        if state.tiles is None:
            seat_badge(surface, seat, (x, BADGE_Y), 12)
        else:  # the seat's handicap tile wears its badge, as on the strip
            tile = pygame.Rect(0, 0, 16, 14)
            tile.center = (x - 3, BADGE_Y)
            draw_handicap_tile(surface, text, tile, state.tiles[seat])
            seat_badge(surface, seat, (tile.right + 2, tile.top + 1), 8)  # clear of the digit
        text.draw(surface, state.names[seat], (x, NAME_Y), "body", pal.SNOW, "center")
    totals = state.totals
    best = max(totals) if any(totals) else None
    for r in range(rounds):
        y = HEADER + r * ROW + ROW // 2
        colour = pal.YELLOW if r == state.round_index else pal.MIST
        text.draw(surface, str(r + 1), (14, y + 1), "body", colour, "center")
        for seat in range(seats):
            x = sheet_column(seat, seats)[0] - left
            score = state.scores[seat][r]
            if score is None:
                surface.fill(pal.SLATE, (x - 1, y, 2, 2))
                continue
            reason = state.cells[seat][r]
            text.draw(
                surface,
                str(score),
                (x, y + 1),
                "body",
                REASON_COLOURS.get(reason, pal.SNOW),
                "center",
            )
    style = "title" if sheet_column(0, seats)[1] >= TOTAL_TITLE_WIDTH else "body"
    for seat in range(seats):
        x = sheet_column(seat, seats)[0] - left
        colour = pal.YELLOW if totals[seat] == best else pal.SNOW
        text.draw(surface, str(totals[seat]), (x, TOTAL_Y + 1), style, colour, "center")
    text.draw(surface, "=", (14, TOTAL_Y + 1), "body", pal.MIST, "center")
    return surface


def draw_card(
    canvas: pygame.Surface,
    text: Text,
    seat: int,
    name: str,
    kind: str,
    lines: Sequence[tuple[str, str, Colour, str]],
) -> None:
    """The turn card: whose turn, then key numbers as (label, value, colour, note) rows.

    A row's label and note stack on the left (15 px apart), its big value stands right.
    """
    left, right = CARD_RECT.left + 10, CARD_RECT.right - 18
    seat_badge(canvas, seat, (left + 8, CARD_RECT.top + 16), 16)
    text.draw(canvas, name, (left + 22, CARD_RECT.top + 17), "title", pal.seat_ink(seat), "midleft")
    text.draw(canvas, kind, (right, CARD_RECT.top + 17), "body", pal.CLOUD, "midright")
    top = CARD_RECT.top + (42 if len(lines) > 1 else 56)
    for i, (label, value, colour, note) in enumerate(lines):
        y = top + i * 29
        text.draw(canvas, label, (left, y - 7 if note else y), "body", pal.CLOUD, "midleft")
        colour = pal.legible(colour, pal.DUSK)
        if note:
            text.draw(canvas, note, (left, y + 8), "body", colour, "midleft")
        text.draw(canvas, value, (right, y + 1), "big", colour, "midright")


@dataclass
class Banner:
    """A big message sliding across the tray: whose turn, BUST!, ALL SIX ..."""

    text: str
    colour: Colour
    frames: int = 70
    seat: int | None = None
    style: str = "big"
    age: int = 0

    IN, OUT = 14, 10

    def update(self) -> None:
        self.age += 1

    @property
    def done(self) -> bool:
        return self.age >= self.frames

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        style = self.style if text.size(self.text, self.style)[0] <= MAX_BANNER else "title"
        w, h = text.size(self.text, style)
        badge = 22 if self.seat is not None else 0
        box = pygame.Rect(0, 0, w + badge + 28, h + 18)
        centre_x = TRAY_RECT.centerx
        if self.age < self.IN:
            x = lerp(-box.width, centre_x, ease_out_back(self.age / self.IN))
        elif self.age > self.frames - self.OUT:
            p = (self.age - (self.frames - self.OUT)) / self.OUT
            x = lerp(centre_x, 640 + box.width, ease_in_quad(p))
        else:
            x = centre_x
        box.center = (int(x), BANNER_Y)  # above the dice, so they stay readable
        pygame.draw.rect(canvas, pal.INK, box.move(3, 3), border_radius=6)
        pygame.draw.rect(canvas, pal.NIGHT, box, border_radius=6)
        pygame.draw.rect(canvas, self.colour, box, 2, border_radius=6)
        if self.seat is not None:
            seat_badge(canvas, self.seat, (box.left + 22, box.centery), 16)
        text.draw(
            canvas,
            self.text,
            (box.centerx + badge // 2, box.centery + 1),
            style,
            pal.legible(self.colour, pal.NIGHT),
            "center",
        )


@dataclass
class Floater:
    """A number flying from the table to its cell on the score sheet.

    It sweeps sideways first and rises late (x eases out, y eases in), so it leaves the
    tray under the banner there and climbs the sheet through the rounds not yet played.
    ``landed`` runs in the frame it arrives, so the cell fills as the number vanishes.
    """

    text: str
    colour: Colour
    start: tuple[int, int]
    end: tuple[int, int]
    frames: int = 36
    age: int = 0
    landed: Callable[[], None] | None = None

    def update(self) -> None:
        self.age += 1
        if self.age == self.frames and self.landed is not None:
            self.landed()

    @property
    def done(self) -> bool:
        return self.age >= self.frames

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        p = min(1.0, self.age / self.frames)
        x = lerp(self.start[0], self.end[0], ease_out_cubic(p))
        y = lerp(self.start[1], self.end[1], p**3)
        style = "big" if p < 0.6 else "title"
        text.draw(canvas, self.text, (int(x), int(y)), style, self.colour, "center")
