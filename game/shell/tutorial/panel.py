"""Drawing a tutorial step over its match: the highlight and the instruction panel.

The panel sits at the top or the bottom of the safe area, away from what the step is about; it
holds a progress line, the instruction, the explanation of a refused move (amber), and the
controls the step needs in the glyphs of the device the learner last pressed.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import palette as pal
from game.engine import widgets
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.engine.input.families import (
    NEUTRAL,
    NINTENDO,
    NINTENDO_LETTERS,
    PLAYSTATION,
    POSITIONS,
    XBOX,
    cap,
)
from game.engine.input.keymap import KeyCap
from game.shell.tutorial.guide import Guide
from game.shell.tutorial.steps import Step, about

SAFE = pygame.Rect(32, 18, 576, 324)  # the TV's inner 90 %
PANEL_WIDTH = 560
PAD_X, PAD_Y = 10, 5
LINE = 18  # body lines: accents and descenders of neighbouring lines never touch
HEADER = LINE + 3  # the progress line: a capital's accent (À) below it stays clear
KEY_ROW = 20
TOP_Y = SAFE.top + 2
BOTTOM_Y = widgets.FOOTER_TOP - 3  # the panel's bottom edge: clear of the footer band
SLIDE_FRAMES = 8
VEIL_ALPHA = 120
GLYPH_ACTIONS = ("confirm", "back", "flip", "rotate", "move", "pause")
SHAPES = {"south": "cross", "east": "circle", "west": "square", "north": "triangle"}


def device_glyph(action: str, device: str | None) -> str:
    """The button or key ``device`` presses for ``action`` (pads and phones: pad buttons)."""
    glyphs = widgets.PROMPT_GLYPHS[action]
    column = {KEYBOARD_LEFT: 1, KEYBOARD_RIGHT: 2}.get(device or "", 0)
    return glyphs[min(column, len(glyphs) - 1)]


def learner_device(scene: Any, guide: Guide) -> str | None:
    return guide.device or scene.app.input.device_of(guide.learner_seat)


def glyph_word(scene: Any, action: str, device: str | None) -> str:
    """How the instruction names the button for ``action`` on ``device``: its letter, or
    the shape or position a pad of that family shows (Cross, the bottom button ...)."""
    label = device_glyph(action, device)
    family = scene.app.input.family_of(device) or XBOX
    key = isinstance(label, KeyCap)  # a keyboard's "A" is a key, not the pad's A
    position = None if key else POSITIONS.get(label)
    if position is None:
        word = label if key else cap(label, family)
        # Keys that are punctuation (",/.") would run into the sentence's own commas: they
        # are named in brackets, "[,/.]", the way the key caps below the text frame them.
        return word if any(ch.isalnum() for ch in word) else f"[{word}]"
    if family == NINTENDO:
        return NINTENDO_LETTERS[position]
    if family == PLAYSTATION:
        return scene.app.t(f"pad.{SHAPES[position]}")
    if family == NEUTRAL:
        return scene.app.t(f"pad.{position}")
    return label


def step_text(scene: Any, guide: Guide, step: Step) -> str:
    """The instruction in the player's language, with the device's own glyphs filled in."""
    device = learner_device(scene, guide)
    values = {action: glyph_word(scene, action, device) for action in GLYPH_ACTIONS}
    values["shout"] = widgets.shout_keys()  # every device's, for friends on the bench
    if step.values is not None:
        values.update(step.values(scene))
    return scene.app.t(step.say, **values)


def wrong_text(scene: Any, guide: Guide) -> str:
    if guide.wrong is None:
        return ""
    key, values = guide.wrong
    device = learner_device(scene, guide)
    glyphs = {action: glyph_word(scene, action, device) for action in GLYPH_ACTIONS}
    return scene.app.t(key, **{**glyphs, **values})


def panel_lines(scene: Any, guide: Guide, step: Step) -> tuple[list[str], list[str]]:
    """(explanation lines, instruction lines) wrapped to the panel."""
    text, width = scene.app.text, PANEL_WIDTH - 2 * PAD_X
    wrong = wrong_text(scene, guide)
    return (text.wrap(wrong, width) if wrong else []), text.wrap(
        step_text(scene, guide, step), width
    )


def key_items(scene: Any, guide: Guide, step: Step) -> list[tuple[str, str]]:
    """(glyph, label) for each control the step shows; a read step shows "go on" (a start's
    beats go on by themselves: their panel shows no keys)."""
    if guide.watch_together:
        return []
    device = learner_device(scene, guide)
    t = scene.app.t
    items = [(device_glyph(action, device), t(label)) for action, label in step.keys]
    if step.kind == "read":
        items.append((device_glyph("confirm", device), t("tutorial.go_on")))
    return items


def panel_rect(scene: Any, guide: Guide, step: Step) -> pygame.Rect:
    """Where the panel sits: at its preferred edge when that keeps every place the step is
    about clear, else at the other edge; where both would cover something, at the edge
    that covers least (a test holds every lesson step to covering nothing)."""
    wrong, lines = panel_lines(scene, guide, step)
    pitch = scene.app.text.pitch(LINE)
    height = 2 * PAD_Y + pitch + HEADER - LINE + pitch * (len(wrong) + len(lines))
    if key_items(scene, guide, step):
        height += scene.app.text.pitch(KEY_ROW)
    x = (scene.app.display.canvas.get_width() - PANEL_WIDTH) // 2
    top = pygame.Rect(x, TOP_Y, PANEL_WIDTH, height)
    bottom = pygame.Rect(x, BOTTOM_Y - height, PANEL_WIDTH, height)
    zones = about(step, scene)
    place = step.place
    if place == "auto":
        place = "top" if zones and zones[0].centery > SAFE.centery else "bottom"
    candidates = (top, bottom) if place == "top" else (bottom, top)
    return min(candidates, key=lambda rect: covered(rect, zones))


def scene_title(scene: Any) -> str:
    from game import catalog

    return catalog.game_by_id(scene.setup.game_id).title


def covered(rect: pygame.Rect, zones: list[pygame.Rect]) -> int:
    """Canvas pixels of ``zones`` under ``rect`` (0: the panel covers nothing)."""
    return sum(rect.clip(zone).width * rect.clip(zone).height for zone in zones)


def draw_guide(canvas: pygame.Surface, scene: Any, guide: Guide) -> None:
    """The step over its match; the panel's words in the large style with Large text."""
    step = guide.step
    if step is None or not guide.shown:
        return
    with scene.app.text.scaled(scene.app.settings.large_text):
        _draw_guide(canvas, scene, guide, step)


def _draw_guide(canvas: pygame.Surface, scene: Any, guide: Guide, step: Step) -> None:
    highlight = step.highlight(scene) if step.highlight is not None else None
    if highlight is not None:
        _draw_highlight(canvas, pygame.Rect(highlight), guide.frame)
    rect = panel_rect(scene, guide, step)
    age = guide.frame - guide.shown_at
    if age < SLIDE_FRAMES:  # slides in from its edge, eased
        travel = (1 - (age / SLIDE_FRAMES)) ** 2 * 12
        rect.y += int(-travel if rect.top == TOP_Y else travel)
    _draw_panel(canvas, scene, guide, step, rect)
    t = scene.app.t
    if guide.watch_together:  # everyone's confirm skips; the beat's time runs out by itself
        _draw_time_left(canvas, guide, step, rect)
        ready, present = len(guide.ready), len(guide.present(scene))
        skip = t("intro.skip", n=ready, total=present)
        widgets.prompt_bar(canvas, scene.app.text, [("confirm", skip)])
    elif step.kind == "read":  # the game's own footer would offer its moves: confirm reads on
        widgets.prompt_bar(
            canvas,
            scene.app.text,
            [("confirm", t("tutorial.go_on")), ("pause", t("tutorial.menu"))],
        )


def _draw_time_left(canvas: pygame.Surface, guide: Guide, step: Step, rect: pygame.Rect) -> None:
    """A thin bar along the panel's bottom edge: how long this beat still stays."""
    if not step.lasts:
        return
    left = max(0.0, 1 - (guide.frame - guide.shown_at) / step.lasts)
    width = int((rect.width - 8) * left)
    canvas.fill(pal.DUSK, (rect.left + 4, rect.bottom - 4, rect.width - 8, 2))
    canvas.fill(pal.GOLD, (rect.left + 4, rect.bottom - 4, width, 2))


_veils: dict[tuple, pygame.Surface] = {}  # the last highlight's veil, kept while it stays


def _veil(size: tuple[int, int], hole: pygame.Rect) -> pygame.Surface:
    key = (size, tuple(hole))
    veil = _veils.get(key)
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((*pal.INK, VEIL_ALPHA))
        veil.fill((0, 0, 0, 0), hole)
        _veils.clear()
        _veils[key] = veil
    return veil


def _draw_highlight(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    canvas.blit(_veil(canvas.get_size(), rect.inflate(6, 6)), (0, 0))
    glow = pal.YELLOW if widgets.pulse(frame, 50) > 0.5 else pal.AMBER
    pygame.draw.rect(canvas, pal.INK, rect.inflate(8, 8).move(1, 1), 2, border_radius=4)
    pygame.draw.rect(canvas, glow, rect.inflate(8, 8), 2, border_radius=4)


def _draw_panel(
    canvas: pygame.Surface, scene: Any, guide: Guide, step: Step, rect: pygame.Rect
) -> None:
    text, t = scene.app.text, scene.app.t
    widgets.panel(canvas, rect, pal.NIGHT, pal.GOLD)
    x, y = rect.x + PAD_X, rect.y + PAD_Y
    device = learner_device(scene, guide)
    family = scene.app.input.family_of(device)
    if guide.watch_together:  # how far the start is; the demo badge: nobody plays it
        progress = t(
            "intro.progress", game=scene_title(scene), n=guide.index + 1, total=guide.count
        )
        note = t("intro.demo")
        blink = getattr(guide, "nudge", 0) and (guide.nudge // 4) % 2
        note_colour = pal.YELLOW if blink else pal.MIST
    else:
        progress = t("tutorial.progress", n=guide.index + 1, total=guide.count)
        note = t("tutorial.leave", pause=glyph_word(scene, "pause", device))
        note_colour = pal.MIST
    text.draw(canvas, progress, (x, y), "body", pal.GOLD)
    text.draw(canvas, note, (rect.right - PAD_X, y), "body", note_colour, "topright")
    y += text.pitch(LINE) + HEADER - LINE
    wrong, lines = panel_lines(scene, guide, step)
    for line in wrong:
        text.draw(canvas, line, (x, y), "body", pal.AMBER)
        y += text.pitch(LINE)
    for line in lines:
        text.draw(canvas, line, (x, y), "body", pal.SNOW)
        y += text.pitch(LINE)
    items = key_items(scene, guide, step)
    if not items:
        return
    centre_y = y + text.pitch(KEY_ROW) // 2
    widths = [
        widgets.button_glyph(None, text, g, (0, 0), family) + 5 + text.size(lb)[0]
        for g, lb in items
    ]
    kx = rect.right - PAD_X - sum(widths) - widgets.PROMPT_GAP * (len(items) - 1)
    for (glyph, label), width in zip(items, widths):
        gx = kx + widgets.button_glyph(canvas, text, glyph, (kx, centre_y), family) + 5
        text.draw(canvas, label, (gx, centre_y), "body", pal.CLOUD, "midleft")
        kx += width + widgets.PROMPT_GAP
