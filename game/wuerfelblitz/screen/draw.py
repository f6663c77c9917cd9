"""Drawing one frame of the Würfelblitz scene from its view state (never changing it).

The table and the lid are rendered once; the per-frame work is blits of cached dice faces
and text, and a few shapes per picker.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import DIE_COLOURS, blit_die, mix
from game.engine.text import Text
from game.engine.widgets import prompt_bar, seat_badge
from game.shell.match.tally import FinalTally
from game.wuerfelblitz.logic import COLOURS, ROUND_TIMEOUT_FRAMES
from game.wuerfelblitz.screen.dice_view import BOX_TRAVEL
from game.wuerfelblitz.screen.draw_explain import draw_explanation, draw_hint
from game.wuerfelblitz.screen.draw_pickers import draw_pickers
from game.wuerfelblitz.screen.hud import prompt_items, status_parts
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
from game.wuerfelblitz.screen.stages import STAGE_EXPLAIN, STAGE_LIVE
from game.wuerfelblitz.screen.tuning import TIMER_WARN

if TYPE_CHECKING:
    from game.wuerfelblitz.screen.scene import WuerfelblitzScene

FELT = (30, 72, 70)
STATUS_CENTRE = 350  # the status line centres here when it has room
TITLE = "Würfelblitz"  # a proper name: the same in every language


def _cached(scene: WuerfelblitzScene, name: str, key: object, build: Callable[[], pygame.Surface]):
    """A surface rebuilt only when ``key`` changes (a render cache, not game state)."""
    entry = scene.caches.get(name)
    if entry is None or entry[0] != key:
        entry = (key, build())
        scene.caches[name] = entry
    return entry[1]


def prepare(scene: WuerfelblitzScene) -> None:
    """Render the static layers up front, so the first frame costs no more than the rest."""
    _cached(
        scene, "table", scene.match.options.whites, lambda: render_table(scene.match.options.whites)
    )
    _cached(scene, "lid", 0, lambda: render_lid(scene.app.text))


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


def render_lid(text: Text) -> pygame.Surface:
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


def draw(scene: WuerfelblitzScene, canvas: pygame.Surface) -> None:
    app = scene.app
    text, t = app.text, app.t
    whites = scene.match.options.whites
    canvas.blit(_cached(scene, "table", whites, lambda: render_table(whites)), (0, 0))
    _draw_hud(scene, canvas, text, t)
    why = scene.match.explanation() if scene.stage == STAGE_EXPLAIN and scene.verdict else None
    hint = scene.match.explanation() if scene.stage == STAGE_LIVE and scene.hinting else None
    _draw_dice(scene, canvas, why or hint)
    if why is not None:
        draw_explanation(scene, canvas, text, t, why)
    elif hint is not None:
        draw_hint(scene, canvas, hint)
    _draw_lid(scene, canvas, text)
    _draw_timer(scene, canvas)
    draw_pickers(scene, canvas, text, t, scene.frame)
    scene.particles.draw(canvas)
    if isinstance(scene.tally, FinalTally):
        scene.tally.draw(canvas, text)
    prompt_bar(canvas, text, list(prompt_items(scene)))
    motion.shake_canvas(canvas, scene.shake, scene.frame)


def _draw_hud(scene: WuerfelblitzScene, canvas: pygame.Surface, text: Text, t) -> None:
    label = t("wuerfelblitz.hud.round", n=scene.shown_round + 1)
    left = text.draw(canvas, label, (HUD_LEFT, HUD_Y), "title", pal.YELLOW, "midleft").right + 12
    right = HUD_RIGHT
    seconds = scene.time_left()
    if seconds is not None:
        colour = pal.RED if seconds <= TIMER_WARN else pal.CLOUD
        clock = str((seconds + 59) // 60)
        right = text.draw(canvas, clock, (HUD_RIGHT, HUD_Y), "title", colour, "midright").left - 12
    _draw_status(scene, canvas, text, left, right)


def _draw_status(
    scene: WuerfelblitzScene, canvas: pygame.Surface, text: Text, left: int, right: int
) -> None:
    """Seats as badge and name, then the words, between the round label and the clock.

    Names are in Press Start 2P (its digits never look like letters), the words too when
    they fit; else the words go to the narrower body font, and then the names give way to
    the badges alone.
    """
    seats, words = status_parts(scene)
    names = [scene.seat_name(s) for s in seats]
    room = right - left
    for style, named in (("title", True), ("body", True), ("body", False)):
        widths = [18 + (text.size(n, "title")[0] + 8 if named else 0) for n in names]
        total = sum(widths) + text.size(words, style)[0]
        if total <= room:
            break
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


def _draw_dice(scene: WuerfelblitzScene, canvas: pygame.Surface, why) -> None:
    view = scene.dice
    if not view.visible:
        return
    symbols = bool(scene.app.settings.colour_symbols)
    frame = scene.frame
    counted = set(why.counted) if why is not None else None
    for index, sprite in enumerate(view.dice):
        x, y = view.position(sprite)
        if view.fall(sprite) < 1:  # tumbling: faces flicker past
            spin = frame // 3 + index
            tilt = spin % 4
            if sprite.colour == "white":
                face, dot = 0, COLOURS[spin % len(COLOURS)]
            else:
                face, dot = spin % 6 + 1, None
        else:
            tilt, face, dot = 0, sprite.face, sprite.dot
        dim = counted is not None and sprite.colour != "white" and sprite.colour not in counted
        blit_die(canvas, (x, y), sprite.colour, face, DIE_SIZE, tilt, symbols, dim, dot)


def _draw_lid(scene: WuerfelblitzScene, canvas: pygame.Surface, text: Text) -> None:
    offset = scene.dice.box_offset()
    if offset >= BOX_TRAVEL:
        return
    frame = scene.frame
    jitter = ((frame * 7) % 5 - 2) if scene.dice.shaking else 0
    left, top = BOX_RECT.left + jitter, BOX_RECT.top - offset
    canvas.blit(_cached(scene, "lid", 0, lambda: render_lid(text)), (left, top))
    centre = (BOX_RECT.centerx + jitter, BOX_RECT.centery - offset)
    if scene.count:
        label = f"{scene.count}!" if scene.count == 3 else str(scene.count)
        text.draw(canvas, label, (centre[0] + 2, centre[1] + 2), "huge", pal.RED, "center")
    else:
        text.draw(canvas, TITLE, centre, "big", pal.DARK_BROWN, "center", shadow=pal.SAND)


def _draw_timer(scene: WuerfelblitzScene, canvas: pygame.Surface) -> None:
    left = scene.time_left()
    if left is None or scene.stage != STAGE_LIVE or scene.tutorial is not None:
        return  # a lesson's clock waits for its learner: no bar that never moves
    pygame.draw.rect(canvas, pal.INK, TIMER_RECT)
    width = round(TIMER_RECT.width * left / ROUND_TIMEOUT_FRAMES)
    colour = pal.RED if left <= TIMER_WARN else pal.LIME
    pygame.draw.rect(canvas, colour, (TIMER_RECT.left, TIMER_RECT.top, width, TIMER_RECT.height))
