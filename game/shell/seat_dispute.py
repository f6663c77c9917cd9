"""A phone's place changed hands too often (a copied token, someone fooling around): the
phone server holds it where it is and the TV asks the room. A press on a pad or the keyboard
decides, never a phone (the phones are what is in dispute); nobody answering for a while
keeps it where it is, so the question never waits for something that cannot happen."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.input.labels import device_label
from game.engine.net.events import is_phone
from game.engine.scenes import Scene
from game.engine.widgets import panel, prompt_bar, veil

WIDTH = 560
LINE_PITCH = 18
VEIL_ALPHA = 190  # the match under the question stays faintly visible
ANSWER_FRAMES = 30 * 60  # unanswered this long: the phone keeps what it has


def ask_about(app, device: str) -> None:
    """Put the question on top, once per device."""
    if not any(isinstance(s, SeatDisputeScene) and s.device == device for s in app.scenes):
        app.audio.play("ui_error")
        app.scenes.push(SeatDisputeScene(device))


class SeatDisputeScene(Scene):
    transparent = True

    def __init__(self, device: str) -> None:
        super().__init__()
        self.device = device
        self.frames = 0

    def who(self) -> str:
        seat = self.app.input.seat_of.get(self.device)
        return (
            self.app.seat_name(seat) if seat is not None else device_label(self.app.t, self.device)
        )

    def answer(self, free: bool) -> None:
        self.app.phones.settle(self.device, free)
        self.app.audio.play("ui_confirm" if free else "ui_back")
        self.app.scenes.remove(self)

    def handle(self, event: InputEvent) -> None:
        if not event.pressed or event.repeat:
            return
        if is_phone(event.device):
            self.app.audio.play("ui_error")  # the phones are what is being decided
        elif event.action is Action.CONFIRM:
            self.answer(free=True)
        elif event.action is Action.BACK:
            self.answer(free=False)
        else:
            self.app.audio.play("ui_error")

    def update(self) -> None:
        self.frames += 1
        if self.frames >= ANSWER_FRAMES:
            self.answer(free=False)

    def draw(self, canvas: pygame.Surface) -> None:
        veil(canvas, VEIL_ALPHA)
        t, text = self.app.t, self.app.text
        title = t("dispute.title", who=self.who())
        lines = text.wrap(t("dispute.text"), WIDTH - 40, "body")
        rect = pygame.Rect(0, 0, WIDTH, 62 + LINE_PITCH * len(lines))
        rect.center = (320, 170)
        panel(canvas, rect, pal.DUSK, pal.AMBER)
        text.draw(canvas, title, (rect.centerx, rect.top + 14), "title", pal.YELLOW, "midtop")
        for i, line in enumerate(lines):
            text.draw(
                canvas, line, (rect.left + 20, rect.top + 44 + i * LINE_PITCH), "body", pal.SNOW
            )
        prompt_bar(canvas, text, [("confirm", t("dispute.free")), ("back", t("dispute.keep"))])
