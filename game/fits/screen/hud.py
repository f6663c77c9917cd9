"""Everything around the boards: the card being played, the board's rules, each seat's
header and side column (ready marker, orientation, set-aside pieces), bubbles and prompts."""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.engine.widgets import (
    button_glyph,
    own_prompts,
    panel,
    prompt_bar,
    pulse,
    seat_badge,
)
from game.fits.logic.pieces import orientations, shape_height, shape_width
from game.fits.screen.layout import BoardLayout, Layout
from game.fits.screen.look import draw_check, draw_mini_piece, piece_colour
from game.fits.screen.solo import draw_solo_panel, panel_rect
from game.fits.screen.texts import Translate, rule_text
from game.fits.screen.tuning import FLIP_FRAMES
from game.fits.screen.view import FitsView, Look, SeatFrame, shown_score

_SURFACES: dict[tuple, pygame.Surface] = {}
_TAG_BELOW: dict[tuple, bool] = {}
LINE = 15  # pitch of wrapped body text
# A solo board's side column shorter than this (the smaller board of a tutorial) has no
# room for both the title ladder and set-aside pieces: while there are some, they keep it.
SOLO_LADDER_MIN_SIDE = 240
NAME_X = 15  # a seat's name, right of its badge


def cached(key: tuple, size: tuple[int, int], paint) -> pygame.Surface:
    """A transparent surface drawn once by ``paint(surface)`` and reused while ``key`` holds
    (text and prompts cost far more to lay out each frame than to blit)."""
    surface = _SURFACES.get(key)
    if surface is None:
        if len(_SURFACES) > 96:
            _SURFACES.clear()
        surface = pygame.Surface(size, pygame.SRCALPHA)
        paint(surface)
        _SURFACES[key] = surface
    return surface


# -- the card ----------------------------------------------------------------------------
@cache
def card_face(piece: str, width: int, height: int) -> pygame.Surface:
    face = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(face, pal.SNOW, face.get_rect(), border_radius=4)
    pygame.draw.rect(face, pal.MIST, face.get_rect(), 1, border_radius=4)
    shape = orientations(piece)[0]
    cell = max(4, min((width - 8) // shape_width(shape), (height - 8) // shape_height(shape), 14))
    left = (width - cell * shape_width(shape)) // 2
    bottom = (height + cell * shape_height(shape)) // 2
    for dx, dy in shape:
        rect = (left + dx * cell, bottom - (dy + 1) * cell, cell - 1, cell - 1)
        face.fill(pal.darker(piece_colour(piece), 0.25), rect)
        face.fill(piece_colour(piece), pygame.Rect(rect).inflate(-2, -2))
    return face


@cache
def card_back(width: int, height: int) -> pygame.Surface:
    back = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(back, pal.SKY, back.get_rect(), border_radius=4)
    pygame.draw.rect(back, pal.CLOUD, back.get_rect(), 1, border_radius=4)
    inner = back.get_rect().inflate(-8, -8)
    for x in range(inner.left, inner.right, 6):
        pygame.draw.line(back, pal.BLUE, (x, inner.top), (x, inner.bottom))
    return back


def draw_card(canvas: pygame.Surface, view: FitsView, look: Look, count: bool = True) -> None:
    """The card turned, the pile and (``count``) how many cards are left in it."""
    rect, shown, text, t = view.layout.card, view.shown, look.text, look.t
    strip = view.layout.strip
    card_w, card_h = (44, rect.height + 2) if strip else (76, 96)
    card = pygame.Rect(0, 0, card_w, card_h)
    if strip:
        card.center = rect.center
        pile = pygame.Rect(0, 0, 29, 23)
        pile.midleft = (rect.right + 8, rect.centery + 2)
    else:
        card.midleft = (rect.left + 8, rect.centery)
        pile = pygame.Rect(0, 0, card_w * 2 // 3, card_h * 2 // 3)
        pile.midleft = (card.right + 10, card.centery + 2)
    for i in range(min(3, shown.cards_left)):
        canvas.blit(card_back(*pile.size), pile.move(2 * i, -2 * i))
    left = t("fits.cards_left", n=shown.cards_left)
    if count and strip:
        text.draw(canvas, left, (pile.right + 11, rect.centery), "body", pal.CLOUD, "midleft")
    elif count:
        text.draw(canvas, left, (pile.centerx + 2, pile.bottom + 6), "body", pal.CLOUD, "midtop")
    if shown.card is None:  # start pieces: no card turned yet, each seat has its own
        if strip:  # in the card's place, centred
            lines = text.wrap(t("fits.start_pieces"), rect.width + 8, "body")[:2]
            x, anchor = rect.centerx, "center"
        else:  # beside the pile, where the card will lie
            lines = text.wrap(t("fits.start_pieces"), pile.left - 6 - rect.left, "body")[:3]
            x, anchor = pile.left - 6, "midright"
        top = card.centery - LINE * (len(lines) - 1) // 2
        for i, line in enumerate(lines):
            text.draw(canvas, line, (x, top + LINE * i), "body", pal.YELLOW, anchor)
        return
    if shown.flip_t is None or shown.flip_t >= FLIP_FRAMES:
        canvas.blit(card_face(shown.card, *card.size), card)
        return
    progress = shown.flip_t / FLIP_FRAMES
    if progress >= 0.5:
        face = card_face(shown.card, *card.size)
    elif shown.previous_card:
        face = card_face(shown.previous_card, *card.size)
    else:
        face = card_back(*card.size)
    squeeze = abs(math.cos(math.pi * progress))
    face = pygame.transform.scale(face, (max(1, int(card.width * squeeze)), card.height))
    lift = int(4 * math.sin(math.pi * progress))
    canvas.blit(face, face.get_rect(center=(card.centerx, card.centery - lift)))


def balanced_wrap(text, words: str, width: int) -> list[str]:
    """Wrap into as few lines as ``width`` allows, but with lines of even length, so a
    short last word does not hang alone on its own line."""
    lines = text.wrap(words, width, "body")
    narrow = width
    while narrow > 40 and len(text.wrap(words, narrow - 8, "body")) == len(lines):
        narrow -= 8
    return text.wrap(words, narrow, "body")


def draw_info(canvas: pygame.Surface, view: FitsView, look: Look) -> None:
    rect, shown, text, t = view.layout.info, view.shown, look.text, look.t
    # One word for what is played: the round (the boxes say board and game), and how many.
    title = t("fits.round", n=shown.round_index + 1, total=view.rounds)
    rule = rule_text(t, view.edition, shown.board_number)
    strip = view.layout.strip
    # the rule sits right of the card, its pile and the count of cards left
    rule_width = rect.right - view.layout.card.right - 100

    def paint(surface: pygame.Surface) -> None:
        area = surface.get_rect()
        if strip:
            text.draw(surface, title, (0, 4), "title", pal.YELLOW)
            lines = balanced_wrap(text, rule, rule_width)[:2]
            top = area.centery - LINE * (len(lines) - 1) // 2
            for i, line in enumerate(lines):
                at = (area.right, top + LINE * i)
                text.draw(surface, line, at, "body", pal.SNOW, "midright")
            return
        lines = balanced_wrap(text, rule, area.width - 14)[:6]
        box = pygame.Rect(0, 0, area.width, 54 + LINE * len(lines))
        panel(surface, box.inflate(-2, -2).move(-1, -1))
        text.draw(surface, title, (area.centerx, 16), "title", pal.YELLOW, "midtop")
        for i, line in enumerate(lines):
            at = (area.centerx, 56 + LINE * i)
            text.draw(surface, line, at, "body", pal.SNOW, "center")

    key = ("info", title, rule, strip, rect.size)
    canvas.blit(cached(key, rect.size, paint), rect)


# -- each seat ---------------------------------------------------------------------------
def cpu_tag(t: Translate, seat: SeatFrame) -> str:
    return t("fits.cpu") if seat.cpu else ""


def tag_below(look: Look, seat: SeatFrame) -> bool:
    """A narrow side column (four boards) has no room for the CPU tag beside the name: it
    gets its own line under the score."""
    tag = cpu_tag(look.t, seat)
    if not tag:
        return False
    text, width = look.text, seat.lay.header.width
    # Measured once per name, tag and size: it is asked twice per seat every frame.
    key = (seat.name, tag, width, text.styled("body"))
    below = _TAG_BELOW.get(key)
    if below is None:
        if len(_TAG_BELOW) > 96:
            _TAG_BELOW.clear()
        below = NAME_X + text.size(seat.name, "body")[0] + 4 + text.size(tag)[0] > width
        _TAG_BELOW[key] = below
    return below


def score_height(layout: Layout) -> int:
    return 18 if layout.strip else 26


def draw_header(canvas: pygame.Surface, view: FitsView, seat: SeatFrame, look: Look) -> None:
    """The side column's head: badge and name (and CPU tag), the score under them."""
    lay, index = seat.lay, seat.seat
    rect, text = lay.header, look.text
    show = view.shown.scoring
    active = show is not None and show.active_seat == index and not show.finished(index)
    name = seat.name
    tag = cpu_tag(look.t, seat)
    below = tag_below(look, seat)

    def paint(surface: pygame.Surface) -> None:
        middle = surface.get_height() // 2
        seat_badge(surface, index, (6, middle), 12)
        colour = pal.YELLOW if active else pal.SNOW
        text.draw(surface, name, (NAME_X, middle), "body", colour, "midleft")
        if tag and not below:
            x = NAME_X + 4 + text.size(name, "body")[0]
            text.draw(surface, tag, (x, middle), "body", pal.MIST, "midleft")

    canvas.blit(cached(("header", index, name, tag, active, rect.size), rect.size, paint), rect)
    style = "title" if view.layout.strip else "big"
    score = shown_score(view.shown, index)
    draw_score(canvas, text, view.layout, score, (lay.side.left + 1, lay.side.top), style)
    if below:
        at = (lay.side.left + 1, lay.side.top + score_height(view.layout) + 7)
        text.draw(canvas, tag, at, "body", pal.MIST, "midleft")


def draw_score(
    canvas: pygame.Surface, text: Text, layout: Layout, score: int, at, style: str
) -> None:
    """The score at ``at`` (top-left); in a column too narrow for a minus glyph and two
    digits the minus becomes a short bar, so the digits keep their full size."""
    width = layout.boards[0].side.width - 1
    if score >= 0 or text.size(str(score), style)[0] <= width:
        text.draw(canvas, str(score), at, style, pal.SNOW)
        return
    digits = text.render(str(-score), style, pal.SNOW)
    bar_w, unit = 6, 2
    x, y = at
    mid = y + digits.get_height() // 2 - unit
    canvas.fill(pal.INK, (x + 1, mid + 1, bar_w, unit))
    canvas.fill(pal.SNOW, (x, mid, bar_w, unit))
    canvas.blit(digits, (x + bar_w + 1, y))


def draw_side(canvas: pygame.Surface, view: FitsView, seat: SeatFrame, look: Look) -> None:
    lay, state, shown, index = seat.lay, seat.state, view.shown, seat.seat
    text, t, frame = look.text, look.t, view.frame
    top = lay.side.top + score_height(view.layout) + (16 if tag_below(look, seat) else 0) + 6
    left = lay.side.left
    marker = (left + 11, top + 11)
    if shown.skipping[index] and shown.scoring is None:
        text.draw(canvas, t("fits.skip"), (left, marker[1]), "body", pal.AMBER, "midleft")
    elif shown.acted[index] and shown.scoring is None and shown.finale_t is None:
        pygame.draw.circle(canvas, pal.INK, (marker[0] + 1, marker[1] + 1), 10)
        pygame.draw.circle(canvas, pal.LIME, marker, 10)
        draw_check(canvas, marker, 14, pal.INK)
    elif state.piece is not None:
        dots = 1 + (frame // 12) % 3
        for i in range(dots):
            pygame.draw.circle(canvas, pal.MIST, (left + 4 + 7 * i, marker[1]), 2)
    y = top + 28
    if state.piece is not None:
        count = len(orientations(state.piece))
        for i in range(count):
            x = left + 3 + (i % 4) * 9
            row_y = y + (i // 4) * 9
            filled = i == state.orientation
            pygame.draw.rect(
                canvas, pal.YELLOW if filled else pal.SLATE, (x, row_y, 6, 6), 0 if filled else 1
            )
    y += 2 * 9 + 8  # room for two rows of orientations: the tray never moves
    bottom = lay.side.bottom
    room = lay.side.height >= SOLO_LADDER_MIN_SIDE or not state.aside
    solo = view.titled
    if solo and panel_rect(view.layout, view.edition, view.best).top < y:
        room = False  # a short board (a lesson's with Large text): it would cover the score
    if solo and room:
        bottom = draw_solo_panel(canvas, view, look, shown_score(shown, index)) - 8
    _draw_tray(canvas, seat, look, y, bottom)


def _draw_tray(canvas: pygame.Surface, seat: SeatFrame, look: Look, top: int, bottom: int) -> None:
    """The pieces set aside this round, small and dimmed, in rows under their label."""
    lay, state = seat.lay, seat.state
    if not state.aside:
        return
    look.text.draw(canvas, look.t("fits.aside"), (lay.side.left, top), "body", pal.MIST)
    size = 6 if lay.side.width >= 70 else 4
    x, y, row_h = lay.side.left + 1, top + 20, 0
    for piece in state.aside:
        shape = orientations(piece)[0]
        w, h = shape_width(shape) * size, shape_height(shape) * size
        if x + w > lay.side.right:
            x, y, row_h = lay.side.left + 1, y + row_h + size, 0
        if y + h > bottom:
            break
        draw_mini_piece(canvas, shape, piece, x, y + h, size, pal.darker(piece_colour(piece), 0.3))
        x += w + size
        row_h = max(row_h, h)


def bubble_rect(lay: BoardLayout, lines: int) -> pygame.Rect:
    """Where a seat's bubble of ``lines`` wrapped lines sits: across its grid and side
    column, a cell below the grid's top."""
    area = lay.grid.union(pygame.Rect(lay.side.left, lay.grid.top, lay.side.width, 1))
    return pygame.Rect(area.left + 4, lay.grid.top + lay.cell, area.width - 8, 9 + LINE * lines)


def skip_bubble_rect(look: Look, lay: BoardLayout) -> pygame.Rect:
    """The bubble that tells a seat it sits out the card showing its start piece."""
    width = bubble_rect(lay, 0).width
    return bubble_rect(lay, len(look.text.wrap(look.t("fits.msg.skip"), width - 10, "body")))


def draw_bubble(canvas: pygame.Surface, view: FitsView, seat: SeatFrame, look: Look) -> None:
    """Set-aside confirmation, a short message, or the offer to take a free seat; drawn over
    the seat's grid and side column, which are all its own."""
    lay, state, text, t = seat.lay, seat.state, look.text, look.t
    shown = view.shown
    width = bubble_rect(lay, 0).width
    lines: list[str] = []
    glyph = None
    colour = pal.SNOW
    if state.armed and seat.cpu:  # a CPU shows its set-aside for a moment: nobody is asked
        lines = text.wrap(t("fits.aside_cpu"), width - 10, "body")
        colour = pal.YELLOW
    elif state.armed:
        asked = "fits.aside_confirm" if state.arm_button == "back" else "fits.msg.no_fit"
        lines = text.wrap(t(asked), width - 10, "body")
        glyph = seat.glyph
        colour = pal.YELLOW
    elif state.message_left:
        lines = text.wrap(t(state.message), width - 10, "body")
        colour = pal.PINK
    elif shown.skipping[seat.seat] and shown.scoring is None:
        lines = text.wrap(t("fits.msg.skip"), width - 10, "body")
        colour = pal.AMBER
    elif state.coach_aside and state.piece is not None and state.fall is None:
        lines = text.wrap(t("fits.coach.aside"), width - 10, "body")
        colour = pal.GOLD
    elif seat.needs_player:
        lines = text.wrap(t("fits.join"), width - 10, "body")
        colour = pal.YELLOW if pulse(view.frame, 50) > 0.3 else pal.SNOW
    if not lines:
        return
    rect = bubble_rect(lay, len(lines))
    if glyph:
        rect.height += 22
    panel(canvas, rect, pal.INK, colour)
    for i, line in enumerate(lines):
        text.draw(canvas, line, (rect.centerx, rect.top + 12 + LINE * i), "body", colour, "center")
    if glyph:
        again = t("fits.again")
        family = seat.family  # this seat's pad
        glyph_w = button_glyph(None, text, glyph, (0, 0), family)
        total = glyph_w + 4 + text.size(again, "body")[0]
        x = rect.centerx - total // 2
        y = rect.bottom - 14
        button_glyph(canvas, text, glyph, (x, y), family)
        text.draw(canvas, again, (x + glyph_w + 4, y), "body", pal.SNOW, "midleft")


def draw_prompts(canvas: pygame.Surface, view: FitsView, look: Look) -> None:
    t, text = look.t, look.text
    if view.attract:  # the shell's DEMO badge sits at the left; any press leaves
        prompt_bar(canvas, text, [("confirm", t("fits.demo"))])
        return
    shown = view.shown
    if shown.finale_t is not None:
        items = [("confirm", t("fits.prompt.continue"))]
    elif shown.scoring is not None:
        items = [("confirm", t("fits.prompt.skip"))]
    elif view.watching:  # the pieces move by themselves: nothing to turn or drop
        items = [("pause", t("title.menu"))]
    else:
        items = [
            ("move", t("fits.prompt.move")),
            ("rotate", t("fits.prompt.rotate")),
            ("flip", t("fits.prompt.flip")),
            ("confirm", t("fits.prompt.drop")),
        ]
        if shown.card is not None:
            items.append(("back", t("fits.prompt.aside")))
    if view.player_device is not None:
        prompt_bar(canvas, text, own_prompts(items, view.player_device))
        return
    prompt_bar(canvas, text, items)
