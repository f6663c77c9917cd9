"""Typing a name: the on-screen keyboard for a pad, direct typing on a keyboard, a text
field on a phone.

An overlay for one device. A pad moves over the keys, confirm presses one, back deletes
(on an empty name it cancels), Start finishes. On a keyboard the letters type straight in,
Backspace deletes and Enter finishes; Esc cancels. A phone shows its own text field while
this is open: its text replaces the name as it is typed (the TV shows it), its OK finishes
and its cancel cancels.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.input.bindings import PAD
from game.engine.net.events import is_phone
from game.engine.scenes import Scene
from game.engine.widgets import panel, prompt_bar, pulse
from game.shell.people.keyboard import DELETE, DONE, SHIFT, SPACE, OnScreenKeyboard
from game.shell.people.person import allowed_char

KEY_W, KEY_H, KEY_GAP = 30, 22, 3  # one grid unit of the keyboard, in canvas pixels
GRID_TOP = 128
FIELD_TOP = 78
PANEL = pygame.Rect(140, 24, 360, 266)  # inside the safe area, above the footer band
VEIL_ALPHA = 190
SWALLOWED_KEYS = (pygame.K_LSHIFT, pygame.K_RSHIFT)  # shift makes capitals while typing
SPECIAL_LABELS = {
    SHIFT: "name.shift",
    SPACE: "name.space",
    DELETE: "name.delete",
    DONE: "name.done",
}


class NameEntryScene(Scene):
    transparent = True

    def __init__(
        self,
        device: str,
        on_done: Callable[[str], None],
        on_cancel: Callable[[], None] | None = None,
        text: str = "",
        heading_key: str = "name.title",
    ) -> None:
        super().__init__()
        self.device = device
        self.keyboard = OnScreenKeyboard(text=text, upper=not text)
        self.on_done = on_done
        self.on_cancel = on_cancel
        self.heading_key = heading_key
        self.typing = False  # a keyboard typed here: space types a space, Enter finishes

    # ----- keyboard typing: raw key presses before the input layer turns them into actions ---
    def capture(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYUP:
            return event.key in SWALLOWED_KEYS
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in SWALLOWED_KEYS:
            return True
        if event.key == pygame.K_BACKSPACE:
            self.typing = True
            self.keyboard.delete()
            self.app.audio.play("ui_move")
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.typing:
            self.finish()
            return True
        ch = getattr(event, "unicode", "") or ""
        if ch == " " and not self.typing:
            return False  # Space on the left half still presses the key under the cursor
        if allowed_char(ch):
            self.typing = True
            self.app.audio.play("ui_move" if self.keyboard.type(ch) else "ui_error")
            return True
        return False

    def type_text(self, text: str) -> None:
        """Text from a phone's text field (or a test): typed as if on a keyboard."""
        for ch in text:
            self.keyboard.type(ch)

    # ----- a phone's text field -----------------------------------------------------------------
    def enter(self) -> None:
        phones = getattr(self.app, "phones", None)
        if phones is not None:  # ignores devices that are not phones
            phones.ask_name(self.device, self.keyboard.text)

    def exit(self) -> None:
        phones = getattr(self.app, "phones", None)
        if phones is not None:
            phones.end_name(self.device)

    def update(self) -> None:
        phones = getattr(self.app, "phones", None)
        for typed in phones.typed if phones is not None else ():
            if typed.device == self.device and self.app.scenes.top is self:
                self.phone_text(typed.text, typed.step)

    def phone_text(self, text: str, step: str = "typing") -> None:
        """The phone field's whole text replaces the name; "ok" finishes, "cancel" cancels."""
        if step == "cancel":
            self.cancel()
            return
        self.keyboard.text = ""
        self.keyboard.upper = True
        self.type_text(text)
        if step == "ok":
            self.finish()

    # ----- actions from a pad, a phone or a keyboard half -------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed or event.device != self.device:
            return
        action = event.action
        moves = {
            Action.LEFT: (-1, 0),
            Action.RIGHT: (1, 0),
            Action.UP: (0, -1),
            Action.DOWN: (0, 1),
        }
        if action in moves:
            self.keyboard.move(*moves[action])
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif action is Action.CONFIRM:
            if self.keyboard.press():
                self.finish()
            else:
                self.app.audio.play("ui_confirm")
        elif action is Action.BACK:
            if self.keyboard.text:
                self.keyboard.delete()
                self.app.audio.play("ui_back")
            else:
                self.cancel()
        elif action is Action.PAUSE:
            if event.device.startswith(PAD):
                self.finish()
            else:
                self.cancel()  # Esc on a keyboard means back, as on every screen

    def finish(self) -> None:
        name = self.keyboard.text.strip()
        if not name:
            self.app.audio.play("ui_error")
            return
        self.app.audio.play("ui_confirm")
        self.app.scenes.pop()
        self.on_done(name)

    def cancel(self) -> None:
        self.app.audio.play("ui_back")
        self.app.scenes.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        veil = pygame.Surface(canvas.get_size())
        veil.fill(pal.INK)
        veil.set_alpha(VEIL_ALPHA)
        canvas.blit(veil, (0, 0))
        t, text = self.app.t, self.app.text
        panel(canvas, PANEL, pal.NIGHT, pal.GOLD)
        text.draw(canvas, t(self.heading_key), (320, PANEL.top + 12), "title", pal.YELLOW, "midtop")
        self._draw_field(canvas)
        self._draw_keys(canvas)
        prompt_bar(
            canvas,
            text,
            [
                ("move", t("prompt.choose")),
                ("confirm", t("name.press")),
                ("back", t("name.delete")),
            ],
        )

    def _draw_field(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        field = pygame.Rect(0, FIELD_TOP, 240, 30)
        field.centerx = 320
        panel(canvas, field, pal.INK, pal.SLATE, shadow=False)
        name = self.keyboard.text
        drawn = text.draw(
            canvas, name, (field.left + 10, field.centery), "title", pal.SNOW, "midleft"
        )
        caret_x = drawn.right + 2 if name else field.left + 10
        if pulse(self.frame, 50) > 0.4:
            canvas.fill(pal.YELLOW, (caret_x, field.top + 7, 2, 16))
        if not name:
            hint = self.app.t("name.hint_phone" if is_phone(self.device) else "name.hint")
            text.draw(canvas, hint, (field.left + 16, field.centery), "body", pal.MIST, "midleft")

    def _draw_keys(self, canvas: pygame.Surface) -> None:
        t, text = self.app.t, self.app.text
        board = self.keyboard
        left = 320 - (10 * KEY_W + 9 * KEY_GAP) // 2
        chosen = board.key
        for row in board.rows:
            for key in row:
                x = left + key.left * (KEY_W + KEY_GAP)
                y = GRID_TOP + key.row * (KEY_H + KEY_GAP)
                rect = pygame.Rect(x, y, key.width * KEY_W + (key.width - 1) * KEY_GAP, KEY_H)
                on = key == chosen
                fill = pal.GOLD if on else pal.DUSK
                if key.label == DONE and not on:
                    fill = pal.FOREST
                panel(canvas, rect, fill, pal.YELLOW if on else pal.SLATE, shadow=not on)
                colour = pal.INK if on else pal.SNOW
                if key.label in SPECIAL_LABELS:
                    label = t(SPECIAL_LABELS[key.label])
                    if key.label == SHIFT:
                        label = "ABC" if not board.upper else "abc"
                else:
                    label = board.shown(key.label)
                shadow = None if on else pal.INK
                text.draw(canvas, label, rect.center, "body", colour, "center", shadow=shadow)
