"""Drawing one frame of the Fiese 15 scene from its view state (never changing it).

Static layers come from caches keyed by what they show; the per-frame work is blits,
a few outlines and cached text.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import blit_die
from game.engine.text import Text
from game.engine.tween import ease_out_back
from game.engine.widgets import prompt_bar, pulse
from game.fiese15.logic.events import REASON_ALL_SIX, REASON_BUST, REASON_STOP_BONUS
from game.fiese15.logic.strips import COLOURS, ROUNDS
from game.fiese15.screen.action_panel import (
    MODE_DECIDE,
    MODE_PLACE,
    PanelView,
    device_glyphs,
    draw_cpu_bubble,
    draw_panel,
)
from game.fiese15.screen.coach import ROLL as COACH_ROLL
from game.fiese15.screen.dice_view import BEHIND, STRIP, TRAY, TRAY_BUST, TRAY_CHOOSE, TRAY_STALE
from game.fiese15.screen.draw_table import (
    lane_colour,
    render_background,
    render_strip,
    render_tower,
)
from game.fiese15.screen.hud import (
    REASON_COLOURS,
    ROW,
    SheetState,
    draw_card,
    render_sheet,
    sheet_cell,
    sheet_column,
)
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
from game.fiese15.screen.picker import ROLL, STOP
from game.fiese15.screen.prompts import prompt_items
from game.fiese15.screen.tuning import REVEAL_FRAMES
from game.shell.match.tally import FinalTally

if TYPE_CHECKING:
    from game.fiese15.screen.scene import Fiese15Scene

TURBO_AT = (ACTION_RECT.right - 22, ACTION_RECT.bottom - 34)  # right of the CPU's bubble
PLAY_AREA = pygame.Rect(16, 8, 388, 311)  # ends above the footer band


def _cached(scene: Fiese15Scene, name: str, key: object, build: Callable[[], pygame.Surface]):
    """A surface rebuilt only when ``key`` changes (a render cache, not game state)."""
    entry = scene.caches.get(name)
    if entry is None or entry[0] != key:
        entry = (key, build())
        scene.caches[name] = entry
    return entry[1]


def prepare(scene: Fiese15Scene) -> None:
    """Render the static layers up front, so the first frame costs no more than the rest."""
    _cached(scene, "background", 0, render_background)
    _cached(scene, "tower", 0, render_tower)


def draw(scene: Fiese15Scene, canvas: pygame.Surface) -> None:
    app = scene.app
    text, t = app.text, app.t
    symbols = bool(app.settings.colour_symbols)
    frame = scene.frame
    canvas.blit(_cached(scene, "background", 0, render_background), (0, 0))
    sprites = list(scene.dice.sprites.values())
    for sprite in sprites:
        if sprite.where == BEHIND:
            blit_die(canvas, (sprite.x, sprite.y), sprite.colour, 1, DIE_SIZE, 1, symbols)
    _draw_strip(scene, canvas, text, t, symbols)
    canvas.blit(_cached(scene, "tower", 0, render_tower), (TOWER_RECT.left, TOWER_RECT.top - 8))
    _draw_sheet(scene, canvas, text)
    for sprite in sprites:
        if sprite.where == STRIP:
            blit_die(
                canvas, (sprite.x, sprite.y), sprite.colour, sprite.value, PLACED_DIE, 0, symbols
            )
    _draw_tray(scene, canvas, text, t, symbols, frame)
    _draw_card(scene, canvas, text, t)
    _draw_panel(scene, canvas, text, t, frame)
    if scene.nudge:
        _draw_nudge(scene, canvas, frame)
    for banner in scene.banners:
        banner.draw(canvas, text)
    for floater in scene.floaters:
        floater.draw(canvas, text)
    if scene.turbo:
        _draw_turbo(canvas, text, frame)
    scene.particles.draw(canvas)
    if scene.tally is not None:
        if isinstance(scene.tally, FinalTally):
            scene.tally.draw(canvas, text)
        else:  # it slides up from under the footer band, never over it
            clip = canvas.get_clip()
            canvas.set_clip((0, 0, canvas.get_width(), PLAY_AREA.bottom + 1))
            scene.tally.draw(canvas, text, PLAY_AREA)
            canvas.set_clip(clip)
    prompt_bar(canvas, text, list(prompt_items(scene)))
    motion.shake_canvas(canvas, scene.shake, frame)


def _draw_strip(scene: Fiese15Scene, canvas: pygame.Surface, text: Text, t, symbols: bool) -> None:
    handicap = scene.shown_tiles is not None
    key = (scene.shown_round, scene.shown_targets, handicap, scene.shown_seat, symbols, t.lang)

    def build() -> pygame.Surface:
        return render_strip(
            text,
            t("fiese15.strip.round"),
            f"/{ROUNDS}",
            scene.shown_round,
            scene.shown_targets,
            handicap,
            scene.shown_seat if handicap else None,
            symbols,
        )

    surface = _cached(scene, "strip", key, build)
    p = min(1.0, scene.reveal_age / REVEAL_FRAMES)
    offset = int((1 - ease_out_back(p)) * -(STRIP_RECT.bottom + 8))
    canvas.blit(surface, (STRIP_RECT.left, STRIP_RECT.top + offset))
    picker = scene.picker
    if picker is not None and not picker.on_place and offset == 0:
        # The target the cursor's die is measured against lights up.
        slot = pygame.Rect(0, 0, 48, STRIP_RECT.height - 10)
        slot.center = (column_x(picker.current), STRIP_RECT.centery)
        colour = pal.YELLOW if pulse(scene.frame, 30) > 0.4 else pal.SNOW
        pygame.draw.rect(canvas, colour, slot, 2, border_radius=5)


def sheet_state(scene: Fiese15Scene) -> SheetState:
    """The sheet as shown: a score appears when its flying number lands, never before."""
    seats = len(scene.match.seats)
    return SheetState(
        tuple(scene.seat_name(i) for i in range(seats)),
        tuple(tuple(row) for row in scene.shown_scores),
        tuple(tuple(row) for row in scene.shown_cells),
        None if scene.shown_over else scene.shown_seat,
        scene.shown_round,
        scene.shown_tiles,
    )


def _draw_sheet(scene: Fiese15Scene, canvas: pygame.Surface, text: Text) -> None:
    seats = len(scene.match.seats)
    state = sheet_state(scene)
    canvas.blit(_cached(scene, "sheet", state, lambda: render_sheet(text, state)), SHEET_RECT)
    seat, round_index = scene.shown_seat, scene.shown_round
    empty = 0 <= round_index < len(scene.shown_scores[seat]) and (
        scene.shown_scores[seat][round_index] is None
    )
    if not scene.shown_over and scene.hidden_cell is None and empty:
        x, y = sheet_cell(seat, seats, round_index)
        if pulse(scene.frame, 40) > 0.35:
            half = min(14, sheet_column(seat, seats)[1] // 2 - 2)
            cell = pygame.Rect(x - half, y - ROW // 2, 2 * half, ROW)
            pygame.draw.rect(canvas, pal.YELLOW, cell, 1, border_radius=2)


def _draw_tray(scene: Fiese15Scene, canvas: pygame.Surface, text: Text, t, symbols, frame) -> None:
    picker = scene.picker
    cursor_colour = pal.seat_colour(scene.shown_seat)
    best = coach_marked(scene) if scene.tray == TRAY_CHOOSE else ()
    lying = sorted((s for s in scene.dice.sprites.values() if s.where == TRAY), key=lambda s: s.y)
    for sprite in lying:
        colour = sprite.colour
        x, y = int(sprite.x), int(sprite.y)
        resting = not sprite.moving
        valid = colour in scene.valid
        picked = picker is not None and colour in picker.picked
        if picked:
            y -= PICKED_LIFT
        choosing = resting and scene.tray == TRAY_CHOOSE
        dim = resting and ((choosing and not valid) or scene.tray in (TRAY_STALE, TRAY_BUST))
        box = pygame.Rect(0, 0, DIE_SIZE + 6, DIE_SIZE + 6)
        box.center = (x, y)
        if choosing and valid and not picked:
            # Valid dice pulse green (like their "max" label); picked ones wear yellow.
            glow = pal.LIME if pulse(frame + COLOURS.index(colour) * 6, 36) > 0.5 else pal.SNOW
            pygame.draw.rect(canvas, glow, box.inflate(2, 2), 2, border_radius=7)
        tilt = (frame // 3 + COLOURS.index(colour)) % 4 if sprite.tumbling else 0
        blit_die(canvas, (x, y), colour, sprite.shown_value(frame), DIE_SIZE, tilt, symbols, dim)
        if picked:
            pygame.draw.rect(canvas, pal.YELLOW, box, 2, border_radius=6)
            _check(canvas, (x + DIE_SIZE // 2 - 1, y - DIE_SIZE // 2 + 1))
        if resting and colour in best:
            _star(canvas, best_mark_at(x, y))
        if resting and scene.tray in (TRAY_CHOOSE, TRAY_BUST):
            label_colour = pal.LIME if valid else pal.PINK
            target = scene.shown_targets[COLOURS.index(colour)]
            label = t("fiese15.max", n=target)
            # Under the die, but on its column's centre line: neighbours' labels never touch.
            at = (column_x(colour), y + DIE_SIZE // 2 + 9)
            ink = pal.legible(label_colour, lane_colour(colour))
            text.draw(canvas, label, at, "body", ink, "center")
            if not valid:
                _cross(canvas, (x + DIE_SIZE // 2 - 2, y + DIE_SIZE // 2 - 4))
        if scene.tray == TRAY_BUST and resting and scene.shake and motion.blink(frame, 8, 4):
            pygame.draw.rect(canvas, pal.RED, box, 2, border_radius=6)
        if picker is not None and not picker.on_place and picker.current == colour:
            _cursor(canvas, (x, y - DIE_SIZE // 2 - 8 - int(3 * pulse(frame, 30))), cursor_colour)


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


def _draw_nudge(scene: Fiese15Scene, canvas: pygame.Surface, frame: int) -> None:
    """An ignored press: the panel under the tray shakes its head and its rim lights amber
    (with calm motion only the rim, steady until the countdown ends)."""
    dx, _ = motion.wobble(2, frame)
    if dx:
        part = canvas.subsurface(ACTION_RECT).copy()
        background = _cached(scene, "background", 0, render_background)
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


def _draw_card(scene: Fiese15Scene, canvas: pygame.Surface, text: Text, t) -> None:
    seat = scene.shown_seat
    info = scene.match.seats[seat]
    kind = t("fiese15.card.cpu", level=t("level." + info.level)) if info.is_cpu else ""
    if scene.card_result is not None:
        score, reason = scene.card_result
        note = {
            REASON_BUST: t("fiese15.card.note_bust"),
            REASON_ALL_SIX: t("fiese15.card.note_all_six"),
            REASON_STOP_BONUS: t("fiese15.card.note_bonus"),
        }.get(reason, "")
        colour = REASON_COLOURS.get(reason, pal.SNOW)
        lines = [(t("fiese15.card.scored"), str(score), colour, note)]
    else:
        stop, bust, bonus = scene.card_values()
        # What a bust is made of: the limits of the colours still open (a placed die's
        # limit leaves the sum), or the Zocker variant's 0.
        bust_note = t("fiese15.card.zocker") if scene.match.options.zocker else ""
        if not bust_note and len(scene.view_placed) < len(COLOURS):
            bust_note = "+".join(str(n) for n in scene.open_limits())
        lines = [
            (
                t("fiese15.card.stop"),
                "-" if stop is None else str(stop),
                pal.YELLOW,
                t("fiese15.card.with_bonus") if bonus else "",
            ),
            (t("fiese15.card.bust"), str(bust), pal.PINK, bust_note),
        ]
    draw_card(canvas, text, seat, scene.seat_name(seat), kind, lines)


def _draw_panel(scene: Fiese15Scene, canvas: pygame.Surface, text: Text, t, frame: int) -> None:
    if scene.tally is not None:
        return
    if scene.cpu_shown:
        waiting = t("fiese15.cpu.thinking", name=scene.seat_name(scene.shown_seat))
        draw_cpu_bubble(canvas, text, scene.thought, waiting, frame)
        return
    match = scene.match
    seat = match.current_seat
    stop, bust, _ = scene.card_values()
    picker = scene.picker
    dice = match.dice if picker is not None else {}
    view = PanelView(
        scene.mode,
        device_glyphs(scene.app.input.device_of(seat)),
        scene.status,
        picker,
        picker.picked_pips(dice) if picker is not None else 0,
        scene.decision,
        len(COLOURS) - len(scene.view_placed),
        stop or 0,
        bust,
        scene.flash > 0,
    )
    if scene.advice is not None and scene.mode in (MODE_PLACE, MODE_DECIDE):
        _coach_view(scene, view, t)
    draw_panel(canvas, text, t, view, frame)


def _coach_view(scene: Fiese15Scene, view: PanelView, t) -> None:
    """The coach's numbers for the panel, in expected points: the best placing's and the
    picked one's (the best dice are marked in the tray), or rolling on's and which of roll
    and stop is best."""
    advice = scene.advice
    decimal = scene.app.t.decimal
    view.coach_tag = t("fiese15.coach.tag")
    if scene.mode == MODE_DECIDE:
        view.roll_expect = decimal(advice.values[COACH_ROLL])
        view.roll_unit = t("fiese15.coach.unit")
        view.coach_best = ROLL if advice.best == COACH_ROLL else STOP
        return
    picked = tuple(c for c in COLOURS if view.picker is not None and c in view.picker.picked)
    mine = decimal(advice.values[picked]) if picked in advice.values else "-"
    view.coach_lines = (t("fiese15.coach.line", best=decimal(advice.best_value), mine=mine),)


def coach_marked(scene: Fiese15Scene) -> tuple[str, ...]:
    """The dice the coach would place now (marked in the tray with a gold star)."""
    advice = scene.advice
    if advice is None or scene.mode != MODE_PLACE or not isinstance(advice.best, tuple):
        return ()
    return advice.best
