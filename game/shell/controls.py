"""The controls view: what every action is on a pad and on each keyboard half."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT, PAD
from game.engine.scenes import Scene
from game.engine.widgets import panel, prompt_bar
from game.shell.backdrop import backdrop

PAD_LABELS = {
    "a": "A",
    "b": "B",
    "x": "X",
    "y": "Y",
    "start": "Start",
    "leftshoulder": "LB",
    "rightshoulder": "RB",
    "dpup": "D-pad ↑",
    "dpdown": "D-pad ↓",
    "dpleft": "D-pad <",
    "dpright": "D-pad >",
    "back": "Back",
}


KEY_LABELS = {
    "left shift": "L-Shift",
    "right shift": "R-Shift",
    "backspace": "Bksp",
    "return": "Enter",
    "enter": "Num-Enter",
    "escape": "Esc",
    "space": "Space",
}


def _keys(names: list[str]) -> str:
    return " / ".join(
        KEY_LABELS.get(name, name.title() if len(name) > 1 else name.upper()) for name in names
    )


class ControlsScene(Scene):
    def handle(self, event: InputEvent) -> None:
        if event.pressed and not event.repeat and event.action in (Action.BACK, Action.CONFIRM):
            self.app.audio.play("ui_back")
            self.app.scenes.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        t, text = self.app.t, self.app.text
        rect = pygame.Rect(24, 20, 592, 308)
        panel(canvas, rect)
        text.draw(canvas, t("controls.title"), (320, rect.top + 10), "title", pal.YELLOW, "midtop")
        columns = (170, 300, 400, 510)
        heads = (t("controls.action"), t("controls.pad"), t("device.kb_left"), t("device.kb_right"))
        for x, head in zip(columns, heads):
            text.draw(canvas, head, (x, rect.top + 38), "small", pal.AMBER, "midtop")
        bindings = self.app.input.bindings
        for row, action in enumerate(Action):
            y = rect.top + 58 + row * 22
            pad = " / ".join(PAD_LABELS.get(b, b) for b in bindings[PAD][action.value])
            cells = (
                t(f"action.{action.value}"),
                pad,
                _keys(bindings[KEYBOARD_LEFT][action.value]),
                _keys(bindings[KEYBOARD_RIGHT][action.value]),
            )
            for x, cell in zip(columns, cells):
                text.draw(canvas, cell, (x, y), "small", pal.SNOW, "midtop")
        text.draw(
            canvas, t("controls.global"), (320, rect.bottom - 14), "small", pal.MIST, "midtop"
        )
        prompt_bar(canvas, text, [("back", t("prompt.back"))])
