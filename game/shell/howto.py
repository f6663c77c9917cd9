"""How to play: illustrated pages per game, paged left and right.

Page texts come from the language files (``howto.<game>.<n>.title`` / ``.text``); a game's
screen package offers ``draw_howto(canvas, rect, page, frame, text)`` to illustrate each page
(``text`` is the App's: caches of fonts belong to the App, never to a module); the pager
clips the art to its frame.
"""

from __future__ import annotations

import logging

import pygame

from game.catalog import GameInfo
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.engine.widgets import PROMPT_GLYPHS, panel, prompt_bar, pulse, shout_keys
from game.shell.backdrop import backdrop
from game.shell.tutorial.start import has_tutorial, start_tutorial

log = logging.getLogger(__name__)

# The page's panel ends above the footer band (its shadow too); 14 lines of body text fit
# beside the art at a pitch where accents and descenders of neighbouring lines never touch.
# With Large text a page's words take more room: they are shown in parts, paged like pages.
PANEL = (20, 12, 600, 304)
BODY_TOP = 36  # below the panel's top: the text column and the art
BODY_LINES = 14
LINE_PITCH = 19
ART_SIZE = 230


def keys_named() -> dict[str, str]:
    """The left half's keys a page may name ("{rotate}"): as the prompts show them, from
    the bindings in force and the player's keyboard ("Q/E", on AZERTY "A/E")."""
    named = {action: PROMPT_GLYPHS[action][1] for action in ("rotate", "flip", "back")}
    return {**named, "shout": shout_keys()}


class HowToScene(Scene):
    large_text = True

    def __init__(self, game: GameInfo) -> None:
        super().__init__()
        self.game = game
        self.page = 0
        self.part = 0  # which part of a long page's words is shown (Large text)
        self.illustrate = None

    def enter(self) -> None:
        if self.game.playable:
            try:
                self.illustrate = self.game.screen().draw_howto
            except ImportError as err:
                log.warning("no illustrations for %s: %s", self.game.id, err)

    @property
    def pages(self) -> int:
        return self.game.howto_pages if self.game.playable else 1

    def page_texts(self, page: int) -> tuple[str, str]:
        """(heading, body) of ``page``."""
        t = self.app.t
        if not self.game.playable:
            return self.game.title, t(self.game.tagline_key) + "\n\n" + t("select.soon")
        prefix = f"howto.{self.game.id}.{page + 1}"
        return t(f"{prefix}.title"), t(f"{prefix}.text", **keys_named())

    def _line_parts(self, page: int) -> list[list[str]]:
        """The page's body wrapped beside the art, cut into parts that fit the column."""
        text = self.app.text
        with text.scaled(self.app.settings.large_text):
            width = PANEL[2] - ART_SIZE - 38 if self.illustrate else PANEL[2] - 28
            lines = text.wrap(self.page_texts(page)[1], width, "body")
            per_part = BODY_LINES * LINE_PITCH // text.pitch(LINE_PITCH)
        return [lines[i : i + per_part] for i in range(0, len(lines), per_part)] or [[]]

    def parts(self, page: int) -> int:
        return len(self._line_parts(page))

    def _turn(self, step: int) -> bool:
        """One part (or page) on or back; False at either end."""
        part, page = self.part + step, self.page
        if not 0 <= part < self.parts(page):
            page += step
            if not 0 <= page < self.pages:
                return False
            part = 0 if step > 0 else self.parts(page) - 1
        self.page, self.part = page, part
        return True

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        if event.action in (Action.LEFT, Action.RIGHT, Action.CONFIRM):
            step = -1 if event.action is Action.LEFT else 1
            if self._turn(step):
                self.app.audio.play("ui_move")
            elif event.action is Action.CONFIRM:
                self._close()
        elif event.action in (Action.ROTATE_LEFT, Action.ROTATE_RIGHT) and not event.repeat:
            if has_tutorial(self.game.id):  # the pages are the reference; playing teaches
                self.app.audio.play("ui_confirm")
                start_tutorial(self.app, self.game.id, event.device)
        elif event.action in (Action.BACK, Action.PAUSE) and not event.repeat:
            self._close()

    def _close(self) -> None:
        self.app.audio.play("ui_back")
        self.app.scenes.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        t, text = self.app.t, self.app.text
        rect = pygame.Rect(PANEL)
        panel(canvas, rect)
        heading = self.page_texts(self.page)[0]
        text.draw(
            canvas,
            f"{self.game.title} — {heading}",
            (rect.left + 14, rect.top + 10),
            "title",
            pal.YELLOW,
        )
        top = rect.top + BODY_TOP
        art = pygame.Rect(rect.right - ART_SIZE - 14, top, ART_SIZE, ART_SIZE)
        parts = self._line_parts(self.page)
        part = min(self.part, len(parts) - 1)
        pitch = text.pitch(LINE_PITCH)
        for i, line in enumerate(parts[part]):
            text.draw(canvas, line, (rect.left + 14, top + i * pitch), "body", pal.SNOW)
        if part < len(parts) - 1:  # more of this page follows: a nudge to page on
            x, y = art.left - 18, rect.bottom - 12 - int(2 * pulse(self.frame, 40))
            pygame.draw.polygon(canvas, pal.YELLOW, [(x - 5, y - 5), (x + 5, y - 5), (x, y + 1)])
        if self.illustrate:
            pygame.draw.rect(canvas, pal.INK, art, border_radius=4)
            clip = canvas.get_clip()
            canvas.set_clip(art)  # the pager keeps every game's art in its frame
            self.illustrate(canvas, art, self.page, self.frame, self.app.text)
            canvas.set_clip(clip)
        # Page dots under the art (or centred without one), clear of the text column.
        dots_x = art.centerx if self.illustrate else rect.centerx
        dots_left = dots_x - self.pages * 6
        for i in range(self.pages):
            colour = pal.YELLOW if i == self.page else pal.SLATE
            pygame.draw.circle(canvas, colour, (dots_left + i * 12 + 6, rect.bottom - 14), 3)
        prompts = [("move", t("howto.pages")), ("confirm", t("howto.next"))]
        if has_tutorial(self.game.id):
            prompts.append(("rotate", t("howto.learn")))
        prompt_bar(canvas, text, [*prompts, ("back", t("prompt.back"))])
