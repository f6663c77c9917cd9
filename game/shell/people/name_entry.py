"""Typing a name: the on-screen keyboard for a pad, direct typing on a keyboard, a text
field on a phone.

An overlay for one device. A pad moves over the keys, confirm presses one, back deletes
(on an empty name it cancels), Start finishes. On a keyboard the letters type straight in,
Backspace deletes and Enter finishes; Esc cancels. A phone shows its own text field while
this is open: its text replaces the name as it is typed (the TV shows it), its OK finishes
and its cancel cancels.

The room goes on around it: the presses of every other device go to ``on_other`` (the lobby
lets them join or leave meanwhile), and when its own device leaves or stays idle for long
(``OwnerWatch``) the entry closes as if cancelled.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT, key_cap
from game.engine.net.events import is_phone
from game.engine.scenes import Scene
from game.engine.widgets import own_prompts, panel, prompt_bar, pulse
from game.shell.people.keyboard import DELETE, DONE, SHIFT, SPACE, OnScreenKeyboard
from game.shell.people.owner import OwnerWatch
from game.shell.phone_cues import owned_cue

KEY_W, KEY_H, KEY_GAP = 30, 22, 3  # one grid unit of the keyboard, in canvas pixels
GRID_TOP = 128
FIELD_TOP = 78
PANEL = pygame.Rect(140, 24, 360, 266)  # inside the safe area, above the footer band
VEIL_ALPHA = 190
SWALLOWED_KEYS = (pygame.K_LSHIFT, pygame.K_RSHIFT)  # shift makes capitals while typing
TYPING_KEYS = (pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
SHAKE_FRAMES = 18  # a refused press shakes the name field and rims it red this long
SHAKE_PIXELS = 3
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
        on_other: Callable[[InputEvent], None] | None = None,
        owner: OwnerWatch | None = None,
    ) -> None:
        """``owner``: the watch of the screen that opened this one (its device's idle time
        goes on, and when the entry closes for it, that screen closes too)."""
        super().__init__()
        self.device = device
        self.on_other = on_other
        self.owner = owner if owner is not None else OwnerWatch(device)
        self.keyboard = OnScreenKeyboard(text=text, upper=not text)
        self.on_done = on_done
        self.on_cancel = on_cancel
        self.heading_key = heading_key
        self.shake = 0  # frames left of a refused press's sign

    # ----- keyboard typing: raw key presses before the input layer turns them into actions ---
    @property
    def by_keyboard(self) -> bool:
        """A keyboard half's entry: the keyboard types; pads and phones stay free to join."""
        return self.device in (KEYBOARD_LEFT, KEYBOARD_RIGHT)

    def capture(self, event: pygame.event.Event) -> bool:
        if not self.by_keyboard or event.type not in (pygame.KEYDOWN, pygame.KEYUP):
            return False
        if event.type == pygame.KEYUP:  # the release of a key typed here
            return event.key in (*SWALLOWED_KEYS, *TYPING_KEYS)
        if event.key in SWALLOWED_KEYS:
            return True
        self.owner.pressed()
        if event.key == pygame.K_BACKSPACE:
            if self.keyboard.text:
                self.keyboard.delete()
                self.app.audio.play("ui_move")
            else:
                self.refuse()  # nothing to delete: Esc goes back
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.finish()
            return True
        if event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        ch = getattr(event, "unicode", "") or ""
        if self.keyboard.upper and ch.islower():
            ch = ch.upper()  # a word starts with a capital, as the keys on screen show
        if ch.isprintable() and ch:
            if self.keyboard.type(ch):
                self.app.audio.play("ui_move")
            else:
                self.refuse()  # a sign the name takes no such letter, or is full
            return True
        return False  # arrows and the like: the input layer's (moving over the keys)

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
        if self.shake:
            self.shake -= 1
        phones = getattr(self.app, "phones", None)
        for typed in phones.typed if phones is not None else ():
            if typed.device == self.device and self.app.scenes.top is self:
                self.owner.pressed()
                self.phone_text(typed.text, typed.step)
        if self.app.scenes.top is self and self.owner.gone(self.app):
            self.cancel()  # the device left (or its player did): the room goes on

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
    def phone_cue(self, device: str, verbs):
        """Only this screen's device drives it: other phones say whom it waits for."""
        return owned_cue(self, self.device, device)

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        if event.device != self.device:
            if self.on_other is not None:
                self.on_other(event)
            return
        self.owner.pressed()
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
            board = self.keyboard
            before = (board.text, board.upper)
            if board.key.label == DONE:
                self.finish()
            elif board.press() or (board.text, board.upper) != before:
                self.app.audio.play("ui_confirm")
            else:
                self.refuse()  # the name is full, or has nothing to delete or no room for a space
        elif action is Action.BACK:
            if self.keyboard.text:
                self.keyboard.delete()
                self.app.audio.play("ui_back")
            else:
                self.cancel()
        elif action is Action.PAUSE:
            if self.by_keyboard:
                self.cancel()  # Esc on a keyboard means back, as on every screen
            else:
                self.finish()  # Start on a pad (a phone's menu button) finishes
        else:
            self.refuse()  # a button this screen has no use for

    def refuse(self) -> None:
        """An ignored press answers: a soft error sound and the field shakes."""
        self.app.audio.play("ui_error")
        self.shake = SHAKE_FRAMES

    def finish(self) -> None:
        name = self.keyboard.text.strip()
        if not name:
            self.refuse()
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
        prompt_bar(canvas, text, self.prompts())

    def prompts(self) -> list[tuple[tuple[str, ...], str]]:
        """The footer in the keys of the device typing (nobody else's press types here)."""
        t = self.app.t
        if self.by_keyboard:
            return [
                (("A–Z",), t("name.press")),
                ((key_cap("backspace"),), t("name.delete")),
                ((key_cap("return"),), t("name.done")),
                ((key_cap("escape"),), t("prompt.back")),
            ]
        return own_prompts(
            [
                ("move", t("prompt.choose")),
                ("confirm", t("name.press")),
                ("back", t("name.delete")),
                ("pause", t("name.done")),
            ],
            self.device,
        )

    def _draw_field(self, canvas: pygame.Surface) -> None:
        text = self.app.text
        field = pygame.Rect(0, FIELD_TOP, 240, 30)
        field.centerx = 320
        if self.shake:  # a refused press: the field shakes, rimmed in the error colour
            field.x += round(SHAKE_PIXELS * math.sin(self.shake * 1.6))
        panel(canvas, field, pal.INK, pal.RED if self.shake else pal.SLATE, shadow=False)
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
                # A letter alone in the title font: its bolder shapes keep O/0/Q/D, U/V, I/1
                # and B/8 apart from the couch (the key words stay body text).
                style = "title" if len(label) == 1 else "body"
                text.draw(canvas, label, rect.center, style, colour, "center", shadow=shadow)
