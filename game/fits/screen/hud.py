"""Everything around the boards: the card being played, the board's rules, each seat's
header and side column (ready marker, orientation, set-aside pieces), bubbles and prompts."""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING

import pygame

from game.engine import palette as pal
from game.engine.widgets import (
    SHORT_GLYPHS,
    button_glyph,
    panel,
    prompt_bar,
    pulse,
    seat_badge,
)
from game.fits.logic.boards import COMPACT
from game.fits.logic.pieces import orientations, shape_height, shape_width
from game.fits.screen.look import draw_check, draw_mini_piece, piece_colour
from game.fits.screen.solo import draw_solo_panel, panel_rect
from game.fits.screen.tuning import FLIP_FRAMES

if TYPE_CHECKING:
    from game.fits.screen.scene import FitsScene


_SURFACES: dict[tuple, pygame.Surface] = {}
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


def board_title(scene: FitsScene, board_number: int) -> str:
    if scene.match.options.edition == COMPACT:
        return scene.app.t("fits.game", n=board_number)
    return scene.app.t("fits.board", n=board_number)


def rule_text(scene: FitsScene, board_number: int) -> str:
    return scene.app.t(f"fits.rule.{scene.match.options.edition}.{board_number}")


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


def draw_card(canvas: pygame.Surface, scene: FitsScene) -> None:
    rect, shown, text, t = scene.layout.card, scene.shown, scene.app.text, scene.app.t
    strip = scene.layout.strip
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
    count = t("fits.cards_left", n=shown.cards_left)
    if strip:
        text.draw(canvas, count, (pile.right + 11, rect.centery), "body", pal.CLOUD, "midleft")
    else:
        text.draw(canvas, count, (pile.centerx + 2, pile.bottom + 6), "body", pal.CLOUD, "midtop")
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


def draw_info(canvas: pygame.Surface, scene: FitsScene) -> None:
    rect, shown, text, t = scene.layout.info, scene.shown, scene.app.text, scene.app.t
    rounds = len(scene.match.spec.board_numbers)
    title = board_title(scene, shown.board_number)
    progress = t("fits.round", n=shown.round_index + 1, total=rounds)
    rule = rule_text(scene, shown.board_number)
    strip = scene.layout.strip
    # the rule sits right of the card, its pile and the count of cards left
    rule_width = rect.right - scene.layout.card.right - 100

    def paint(surface: pygame.Surface) -> None:
        area = surface.get_rect()
        if strip:
            text.draw(surface, title, (0, 0), "title", pal.YELLOW)
            text.draw(surface, progress, (0, 14), "body", pal.CLOUD)
            lines = balanced_wrap(text, rule, rule_width)[:2]
            top = area.centery - LINE * (len(lines) - 1) // 2
            for i, line in enumerate(lines):
                at = (area.right, top + LINE * i)
                text.draw(surface, line, at, "body", pal.SNOW, "midright")
            return
        lines = balanced_wrap(text, rule, area.width - 14)[:6]
        box = pygame.Rect(0, 0, area.width, 54 + LINE * len(lines))
        panel(surface, box.inflate(-2, -2).move(-1, -1))
        text.draw(surface, title, (area.centerx, 10), "title", pal.YELLOW, "midtop")
        text.draw(surface, progress, (area.centerx, 28), "body", pal.CLOUD, "midtop")
        for i, line in enumerate(lines):
            at = (area.centerx, 56 + LINE * i)
            text.draw(surface, line, at, "body", pal.SNOW, "center")

    key = ("info", title, progress, rule, strip, rect.size)
    canvas.blit(cached(key, rect.size, paint), rect)


# -- each seat ---------------------------------------------------------------------------
def seat_label(scene: FitsScene, seat: int) -> str:
    return scene.app.seat_name(seat)


def shown_score(scene: FitsScene, seat: int) -> int:
    total = scene.shown.totals[seat]
    show = scene.shown.scoring
    return total + show.running[seat] if show is not None else total


def cpu_tag(scene: FitsScene, seat: int) -> str:
    return scene.app.t("fits.cpu") if scene.match.seats[seat].is_cpu else ""


def tag_below(scene: FitsScene, seat: int) -> bool:
    """A narrow side column (four boards) has no room for the CPU tag beside the name: it
    gets its own line under the score."""
    tag = cpu_tag(scene, seat)
    if not tag:
        return False
    text = scene.app.text
    width = NAME_X + text.size(seat_label(scene, seat), "body")[0] + 4 + text.size(tag)[0]
    return width > scene.layout.boards[seat].header.width


def score_height(scene: FitsScene) -> int:
    return 18 if scene.layout.strip else 26


def draw_header(canvas: pygame.Surface, scene: FitsScene, seat: int) -> None:
    """The side column's head: badge and name (and CPU tag), the score under them."""
    lay = scene.layout.boards[seat]
    rect, text = lay.header, scene.app.text
    show = scene.shown.scoring
    active = show is not None and show.active_seat == seat and not show.finished(seat)
    name = seat_label(scene, seat)
    tag = cpu_tag(scene, seat)
    below = tag_below(scene, seat)

    def paint(surface: pygame.Surface) -> None:
        middle = surface.get_height() // 2
        seat_badge(surface, seat, (6, middle), 12)
        colour = pal.YELLOW if active else pal.SNOW
        text.draw(surface, name, (NAME_X, middle), "body", colour, "midleft")
        if tag and not below:
            x = NAME_X + 4 + text.size(name, "body")[0]
            text.draw(surface, tag, (x, middle), "body", pal.MIST, "midleft")

    canvas.blit(cached(("header", seat, name, tag, active, rect.size), rect.size, paint), rect)
    style = "title" if scene.layout.strip else "big"
    draw_score(canvas, scene, shown_score(scene, seat), (lay.side.left + 1, lay.side.top), style)
    if below:
        at = (lay.side.left + 1, lay.side.top + score_height(scene) + 7)
        text.draw(canvas, tag, at, "body", pal.MIST, "midleft")


def draw_score(canvas: pygame.Surface, scene: FitsScene, score: int, at, style: str) -> None:
    """The score at ``at`` (top-left); in a column too narrow for a minus glyph and two
    digits the minus becomes a short bar, so the digits keep their full size."""
    text = scene.app.text
    width = scene.layout.boards[0].side.width - 1
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


def draw_side(canvas: pygame.Surface, scene: FitsScene, seat: int) -> None:
    lay, view, shown = scene.layout.boards[seat], scene.views[seat], scene.shown
    text, t, frame = scene.app.text, scene.app.t, scene.frame
    top = lay.side.top + score_height(scene) + (16 if tag_below(scene, seat) else 0) + 6
    left = lay.side.left
    marker = (left + 11, top + 11)
    if shown.skipping[seat] and shown.scoring is None:
        text.draw(canvas, t("fits.skip"), (left, marker[1]), "body", pal.AMBER, "midleft")
    elif shown.acted[seat] and shown.scoring is None and shown.finale_t is None:
        pygame.draw.circle(canvas, pal.INK, (marker[0] + 1, marker[1] + 1), 10)
        pygame.draw.circle(canvas, pal.LIME, marker, 10)
        draw_check(canvas, marker, 14, pal.INK)
    elif view.piece is not None:
        dots = 1 + (frame // 12) % 3
        for i in range(dots):
            pygame.draw.circle(canvas, pal.MIST, (left + 4 + 7 * i, marker[1]), 2)
    y = top + 28
    if view.piece is not None:
        count = len(orientations(view.piece))
        for i in range(count):
            x = left + 3 + (i % 4) * 9
            row_y = y + (i // 4) * 9
            filled = i == view.orientation
            pygame.draw.rect(
                canvas, pal.YELLOW if filled else pal.SLATE, (x, row_y, 6, 6), 0 if filled else 1
            )
    y += 2 * 9 + 8  # room for two rows of orientations: the tray never moves
    bottom = lay.side.bottom
    room = lay.side.height >= SOLO_LADDER_MIN_SIDE or not view.aside
    if len(scene.views) == 1 and panel_rect(scene).top < y:
        room = False  # a short board (a lesson's with Large text): it would cover the score
    if len(scene.views) == 1 and room:
        bottom = draw_solo_panel(canvas, scene, shown_score(scene, seat)) - 8
    _draw_tray(canvas, scene, seat, y, bottom)


def _draw_tray(canvas: pygame.Surface, scene: FitsScene, seat: int, top: int, bottom: int) -> None:
    """The pieces set aside this round, small and dimmed, in rows under their label."""
    lay, view = scene.layout.boards[seat], scene.views[seat]
    if not view.aside:
        return
    scene.app.text.draw(canvas, scene.app.t("fits.aside"), (lay.side.left, top), "body", pal.MIST)
    size = 6 if lay.side.width >= 70 else 4
    x, y, row_h = lay.side.left + 1, top + 20, 0
    for piece in view.aside:
        shape = orientations(piece)[0]
        w, h = shape_width(shape) * size, shape_height(shape) * size
        if x + w > lay.side.right:
            x, y, row_h = lay.side.left + 1, y + row_h + size, 0
        if y + h > bottom:
            break
        draw_mini_piece(canvas, shape, piece, x, y + h, size, pal.darker(piece_colour(piece), 0.3))
        x += w + size
        row_h = max(row_h, h)


def glyph_for(scene: FitsScene, seat: int, action: str) -> str:
    """The button or key this seat presses for ``action`` (pad, left or right keyboard)."""
    device = scene.app.input.device_of(seat) or ""
    glyphs = SHORT_GLYPHS[action]  # short caps: a bubble on one board is narrow
    if device == "kb_left":
        return glyphs[1]
    if device == "kb_right":
        return glyphs[2]
    return glyphs[0]


def draw_bubble(canvas: pygame.Surface, scene: FitsScene, seat: int) -> None:
    """Set-aside confirmation, a short message, or the offer to take a free seat; drawn over
    the seat's grid and side column, which are all its own."""
    lay, view, text, t = scene.layout.boards[seat], scene.views[seat], scene.app.text, scene.app.t
    area = lay.grid.union(pygame.Rect(lay.side.left, lay.grid.top, lay.side.width, 1))
    width = area.width - 8
    lines: list[str] = []
    glyph = None
    colour = pal.SNOW
    if view.armed:
        asked = "fits.aside_confirm" if view.arm_button == "back" else "fits.msg.no_fit"
        lines = text.wrap(t(asked), width - 10, "body")
        if not scene.cpu.is_cpu(seat):
            glyph = glyph_for(scene, seat, view.arm_button)
        colour = pal.YELLOW
    elif view.message_left:
        lines = text.wrap(t(view.message), width - 10, "body")
        colour = pal.PINK
    elif scene.shown.skipping[seat] and scene.shown.scoring is None:
        lines = text.wrap(t("fits.msg.skip"), width - 10, "body")
        colour = pal.AMBER
    elif view.coach_aside and view.piece is not None and view.fall is None:
        lines = text.wrap(t("fits.coach.aside"), width - 10, "body")
        colour = pal.GOLD
    elif scene.needs_player(seat):
        lines = text.wrap(t("fits.join"), width - 10, "body")
        colour = pal.YELLOW if pulse(scene.frame, 50) > 0.3 else pal.SNOW
    if not lines:
        return
    rect = pygame.Rect(area.left + 4, lay.grid.top + lay.cell, width, 9 + LINE * len(lines))
    if glyph:
        rect.height += 22
    panel(canvas, rect, pal.INK, colour)
    for i, line in enumerate(lines):
        text.draw(canvas, line, (rect.centerx, rect.top + 12 + LINE * i), "body", colour, "center")
    if glyph:
        again = t("fits.again")
        family = scene.app.input.family_of(scene.app.input.device_of(seat))  # this seat's pad
        glyph_w = button_glyph(None, text, glyph, (0, 0), family)
        total = glyph_w + 4 + text.size(again, "body")[0]
        x = rect.centerx - total // 2
        y = rect.bottom - 14
        button_glyph(canvas, text, glyph, (x, y), family)
        text.draw(canvas, again, (x + glyph_w + 4, y), "body", pal.SNOW, "midleft")


def draw_prompts(canvas: pygame.Surface, scene: FitsScene) -> None:
    t, text = scene.app.t, scene.app.text
    if scene.attract:  # the shell's DEMO badge sits at the left; any press leaves
        prompt_bar(canvas, text, [("confirm", t("fits.demo"))])
        return
    shown = scene.shown
    if shown.finale_t is not None:
        items = [("confirm", t("fits.prompt.continue"))]
    elif shown.scoring is not None:
        items = [("confirm", t("fits.prompt.skip"))]
    else:
        items = [
            ("move", t("fits.prompt.move")),
            ("rotate", t("fits.prompt.rotate")),
            ("flip", t("fits.prompt.flip")),
            ("confirm", t("fits.prompt.drop")),
        ]
        if shown.card is not None:
            items.append(("back", t("fits.prompt.aside")))
    prompt_bar(canvas, text, items)
