"""The shout on record, after a match: each real-time moment of a game that keeps a timeline
(Fischkopp's shout windows), one per page. Left and right page through them, back leaves.
It is built from the match's replay, so it shows what the rules judged, frame by frame."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.engine.widgets import FOOTER_TOP, prompt_bar
from game.shell.backdrop import backdrop
from game.shell.replay.log import Replay
from game.shell.replay.voices import voice_names

RECT = pygame.Rect(32, 48, 576, 0)


class TimelineScene(Scene):
    large_text = True

    def __init__(self, replay: Replay) -> None:
        super().__init__()
        self.replay = replay
        self.page = 0
        self.pages: list = []

    def enter(self) -> None:
        screen = catalog.game_by_id(self.replay.game_id).screen()
        names = voice_names(self.app, self.replay)
        self.pages = screen.timeline_pages(self.replay.setup, self.replay.moves, names, self.app.t)
        self.page = 0

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        if event.action in (Action.LEFT, Action.RIGHT) and len(self.pages) > 1:
            step = -1 if event.action is Action.LEFT else 1
            self.page = (self.page + step) % len(self.pages)
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif event.action in (Action.BACK, Action.PAUSE, Action.CONFIRM):
            self.app.audio.play("ui_back")
            self.app.scenes.pop()
        else:
            self.app.audio.play("ui_error")  # one page only, or nothing else to do here

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        t, text = self.app.t, self.app.text
        heading = t("timeline.heading")
        if len(self.pages) > 1:
            heading += f"   < {self.page + 1} / {len(self.pages)} >"
        text.draw(canvas, heading, (320, 20), "title", pal.YELLOW, "midtop")
        if not self.pages:
            text.draw(canvas, t("timeline.none"), (320, 160), "body", pal.CLOUD, "center")
        else:
            screen = catalog.game_by_id(self.replay.game_id).screen()
            view = self.pages[self.page]
            rect = RECT.copy()
            rect.height = min(screen.timeline_height(view, text.pitch(15)), FOOTER_TOP - 8 - 48)
            screen.draw_timeline(canvas, text, view, rect)
            y = rect.bottom + 8
            for line in text.wrap(t("timeline.explain"), 560):
                if y + 14 > FOOTER_TOP - 4:
                    break
                text.draw(canvas, line, (320, y), "body", pal.MIST, "midtop")
                y += text.pitch(18)
        prompts = [("back", t("prompt.back"))]
        if len(self.pages) > 1:
            prompts.insert(0, ("sideways", t("timeline.other")))
        prompt_bar(canvas, text, prompts)
