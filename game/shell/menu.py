"""A vertical menu screen: the base of title, pause, settings and game options.

Any device may drive a menu (seated or not): up/down choose, left/right adjust a value,
confirm activates, back (or Esc / Start) leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.engine.widgets import FOOTER_TOP, menu, more_marks, panel, prompt_bar
from game.shell.backdrop import backdrop

SAFE_WIDTH = 576  # the TV's safe area: x 32..608
HINT_WIDTH = 520  # the hint under the panel wraps at this width …
LINE_PITCH = 18  # … into lines whose accents and descenders never touch


def balanced_wrap(text, words: str, width: int) -> list[str]:
    """``words`` wrapped at ``width`` into lines of even length: no lone word on a line."""
    lines = text.wrap(words, width, "body")
    if len(lines) < 2:
        return lines
    low, high = width // 2, width  # the narrowest width that still needs no extra line
    while low < high:
        middle = (low + high) // 2
        if len(text.wrap(words, middle, "body")) > len(lines):
            low = middle + 1
        else:
            high = middle
    return text.wrap(words, low, "body")


@dataclass
class MenuItem:
    label: Callable[[], str]
    activate: Callable[[], None] | None = None
    adjust: Callable[[int], None] | None = None  # -1 / +1 from left / right
    enabled: Callable[[], bool] = lambda: True


class MenuScene(Scene):
    title_key = ""
    panel_width = 360
    item_spacing = 22  # for body text; large text stretches it (``Text.pitch``)
    large_text = True

    def __init__(self) -> None:
        super().__init__()
        self.items: list[MenuItem] = []
        self.selected = 0

    def enter(self) -> None:
        self.items = self.build_items()
        self._skip_disabled(1)

    def build_items(self) -> list[MenuItem]:
        raise NotImplementedError

    def back(self) -> None:
        """Back pressed: by default leave this screen."""
        self.app.audio.play("ui_back")
        self.app.scenes.pop()

    def _skip_disabled(self, step: int) -> None:
        for _ in range(len(self.items)):
            if self.items[self.selected].enabled():
                return
            self.selected = (self.selected + step) % len(self.items)

    def handle(self, event: InputEvent) -> None:
        if not event.pressed or not self.items:
            return
        item = self.items[self.selected]
        if event.action in (Action.UP, Action.DOWN):
            step = -1 if event.action is Action.UP else 1
            self.selected = (self.selected + step) % len(self.items)
            self._skip_disabled(step)
            self.app.audio.play("ui_move")
        elif event.action in (Action.LEFT, Action.RIGHT) and item.adjust and not event.repeat:
            item.adjust(-1 if event.action is Action.LEFT else 1)
            self.app.audio.play("ui_move")
        elif event.action is Action.CONFIRM and not event.repeat:
            if item.activate is not None:
                self.app.audio.play("ui_confirm")
                item.activate()
            elif item.adjust is not None:
                item.adjust(1)
                self.app.audio.play("ui_move")
            else:
                self.app.audio.play("ui_error")
        elif event.action in (Action.BACK, Action.PAUSE) and not event.repeat:
            self.back()  # Esc is the keyboard's pause key: on a menu it means back too
        elif not event.repeat:  # a key the menu has no use for (or a row that takes none)
            self.app.audio.play("ui_error")

    def draw_background(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_background(canvas)
        text = self.app.text
        spacing, pitch = text.pitch(self.item_spacing), text.pitch(LINE_PITCH)
        labels = [item.label() for item in self.items]
        # A long menu rises so it (and the hint under it) stays above the footer band; one
        # that is still too long (large text) shows the rows around the chosen one. The hint
        # keeps all its lines: cut, it would stop mid-sentence.
        hint = balanced_wrap(text, self.hint(), HINT_WIDTH)
        lowest = FOOTER_TOP - 6 - (10 + pitch * len(hint) if hint and hint[0] else 0)
        rows = max(1, min(len(labels), (lowest - 12 - 52) // spacing))
        first = max(0, min(len(labels) - rows, self.selected - rows // 2))
        # As wide as the heading and the items need (a German heading runs long), within
        # the TV's safe area.
        needed = max(
            text.size(self.heading(), "title")[0] + 32,
            *(text.size(label, "body")[0] + 48 for label in labels),
        )
        rect = pygame.Rect(0, 0, min(SAFE_WIDTH, max(self.panel_width, needed)), 0)
        rect.height = 52 + rows * spacing
        rect.center = (320, 180)
        rect.bottom = min(rect.bottom, lowest)
        rect.top = max(rect.top, 12)
        panel(canvas, rect)
        text.draw(canvas, self.heading(), (320, rect.top + 12), "title", pal.YELLOW, "midtop")
        disabled = frozenset(i - first for i, item in enumerate(self.items) if not item.enabled())
        menu(
            canvas,
            text,
            labels[first : first + rows],
            self.selected - first,
            320,
            rect.top + 42,
            self.frame,
            spacing,
            disabled=disabled,
        )
        more_marks(
            canvas,
            rect.right - 16,
            rect.top + 38,
            rect.bottom - 8,
            first > 0,
            first + rows < len(labels),
        )
        for i, line in enumerate(hint):
            y = rect.bottom + 10 + i * pitch
            text.draw(canvas, line, (320, y), "body", pal.CLOUD, "midtop")
        self.draw_prompts(canvas)

    def heading(self) -> str:
        return self.app.t(self.title_key)

    def hint(self) -> str:
        """A line under the panel explaining the selected item (empty: none)."""
        return ""

    def draw_prompts(self, canvas: pygame.Surface) -> None:
        t = self.app.t
        prompt_bar(
            canvas,
            self.app.text,
            [("move", t("prompt.choose")), ("confirm", t("prompt.ok")), ("back", t("prompt.back"))],
        )
