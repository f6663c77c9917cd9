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
from game.engine.widgets import panel, prompt_bar
from game.shell.backdrop import backdrop
from game.shell.tutorial.start import has_tutorial, start_tutorial

log = logging.getLogger(__name__)

# The page's panel ends above the footer band (its shadow too); 14 lines of body text fit
# beside the art at a pitch where accents and descenders of neighbouring lines never touch.
PANEL = (20, 12, 600, 304)
BODY_TOP = 36  # below the panel's top: the text column and the art
BODY_LINES = 14
LINE_PITCH = 19


class HowToScene(Scene):
    def __init__(self, game: GameInfo) -> None:
        super().__init__()
        self.game = game
        self.page = 0
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

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        if event.action in (Action.LEFT, Action.RIGHT, Action.CONFIRM):
            step = -1 if event.action is Action.LEFT else 1
            if event.action is Action.CONFIRM and self.page == self.pages - 1:
                self._close()
                return
            new_page = max(0, min(self.pages - 1, self.page + step))
            if new_page != self.page:
                self.page = new_page
                self.app.audio.play("ui_move")
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
        prefix = f"howto.{self.game.id}.{self.page + 1}"
        if self.game.playable:
            heading, body = t(f"{prefix}.title"), t(f"{prefix}.text")
        else:
            heading, body = self.game.title, t(self.game.tagline_key) + "\n\n" + t("select.soon")
        text.draw(
            canvas,
            f"{self.game.title} — {heading}",
            (rect.left + 14, rect.top + 10),
            "title",
            pal.YELLOW,
        )
        top = rect.top + BODY_TOP
        art = pygame.Rect(rect.right - 244, top, 230, 230)
        text_width = (art.left - rect.left - 24) if self.illustrate else rect.width - 28
        for i, line in enumerate(text.wrap(body, text_width, "body")[:BODY_LINES]):
            text.draw(canvas, line, (rect.left + 14, top + i * LINE_PITCH), "body", pal.SNOW)
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
