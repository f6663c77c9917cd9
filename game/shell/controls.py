"""The controls screen: every action on a pad and on each keyboard half, and remapping.

Up/down choose an action; confirm on it listens for the next key or button on the device
that confirmed, and that becomes the action's binding for its kind of device (pads, left
half, right half). Conflicts resolve in ``bindings.rebind``. The row after them resets the
confirming device's bindings. Then one row per connected pad: left/right (or confirm) choose
which buttons its prompts show, for when SDL takes a clone or an adapter for another pad.
More rows than fit scroll. Changes are saved in the settings at once; back (or Esc /
Start) leaves.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine import palette as pal
from game.engine.input import Action, InputEvent, keymap
from game.engine.input.bindings import (
    KEYBOARD_LEFT,
    KEYBOARD_RIGHT,
    PAD,
    RESERVED_KEYS,
    button_name,
    key_cap,
    pad_cap,
    rebind,
    reset,
)
from game.engine.input.families import BRANDS, FAMILIES, NEUTRAL, POSITIONS
from game.engine.input.keymap import KeyCap
from game.engine.input.manager import pad_device
from game.engine.pad_glyphs import draw_face
from game.engine.scenes import Scene
from game.engine.widgets import button_glyph, more_marks, panel, prompt_bar, pulse
from game.shell.backdrop import backdrop
from game.shell.lobby_view import device_label

LISTEN_FRAMES = 6 * 60  # nothing pressed this long: the binding stays as it was
ROW_HEIGHT = 18
TOP = 60
PANEL = (20, 12, 600, 304)  # ends above the footer band, its shadow too
LINE_PITCH = 18  # the hint's wrapped lines
COLUMNS = (150, 300, 420, 536)  # action, pad, left half, right half (centres)
KINDS = (PAD, KEYBOARD_LEFT, KEYBOARD_RIGHT)
DPAD = {"dpup": "up", "dpdown": "down", "dpleft": "left", "dpright": "right"}
ARROW_KEYS = ("up", "down", "left", "right")  # named in the player's language
SWAPPED = {Action.CONFIRM: Action.BACK, Action.BACK: Action.CONFIRM}
VISIBLE_ROWS = len(Action) + 1  # the actions and reset; pad rows scroll them up
RESET = len(Action)  # the reset row's index; pad rows follow it
CHOICES = (None, *FAMILIES)  # None: Auto, as SDL reports the pad
PAD_NAME_WIDTH = 190  # a long pad name is cut to this, centred on the action column
CHOICE_X = 392  # centre of "Buttons:  < … >": the widest (Dutch) ends before the faces
FACES_X = 536  # the chosen family's four face buttons, south east west north
CAP_GAP = 3  # between a half's key caps in one cell


def kind_of(device: str) -> str | None:
    """The binding table a device uses (None: phones, which cannot be remapped)."""
    if device in (KEYBOARD_LEFT, KEYBOARD_RIGHT):
        return device
    return PAD if device.startswith(f"{PAD}:") else None


class ControlsScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.selected = 0  # an action's row, RESET, or a pad's row after it
        self.first = 0  # the topmost row shown
        self.kind = KEYBOARD_LEFT  # whose column is highlighted (who pressed last)
        self.listening: tuple[str, Action] | None = None  # (device, action)
        self.listen_left = 0

    @property
    def rows(self) -> int:
        return RESET + 1 + len(self.pad_devices())

    def pad_devices(self) -> list[str]:
        return [pad_device(i) for i in self.app.input.pads.ids()]

    def pad_at(self, row: int) -> str | None:
        pads = self.pad_devices()
        return pads[row - RESET - 1] if RESET < row < RESET + 1 + len(pads) else None

    def _keep_in_view(self) -> None:
        """The selection stays on a row that exists (pads come and go) and on screen."""
        rows = self.rows
        self.selected = min(self.selected, rows - 1)
        self.first = max(min(self.first, self.selected), self.selected - VISIBLE_ROWS + 1)
        self.first = max(0, min(self.first, rows - VISIBLE_ROWS))

    # ----- input --------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed or self.listening is not None:
            return
        kind = kind_of(event.device)
        if kind is not None:
            self.kind = kind
        pad = self.pad_at(self.selected)
        if event.action in (Action.UP, Action.DOWN):
            step = -1 if event.action is Action.UP else 1
            self.selected = (self.selected + step) % self.rows
            self._keep_in_view()
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif event.action in (Action.LEFT, Action.RIGHT) and pad is not None:
            self.cycle_family(pad, -1 if event.action is Action.LEFT else 1)
        elif event.action is Action.CONFIRM and pad is not None:
            self.cycle_family(pad, 1)
        elif event.action is Action.CONFIRM:
            self._activate(event.device, kind)
        elif event.action in (Action.BACK, Action.PAUSE):
            self.app.audio.play("ui_back")
            self.app.scenes.pop()

    def _activate(self, device: str, kind: str | None) -> None:
        if kind is None:
            self.app.audio.play("ui_error")
            self.app.toast(self.app.t("controls.phone"))
        elif self.selected == RESET:
            self.reset(kind)
        else:
            self.listening = (device, list(Action)[self.selected])
            self.listen_left = LISTEN_FRAMES
            self.app.audio.play("ui_confirm")

    def capture(self, event: pygame.event.Event) -> bool:
        """While listening, the next key or button of the listening device is the binding."""
        if self.listening is None:
            return False
        device, action = self.listening
        name = None
        if event.type == pygame.KEYDOWN and device in (KEYBOARD_LEFT, KEYBOARD_RIGHT):
            # The key's place, not its letter: "w" is W's place on a US keyboard, the Z
            # key on AZERTY; the screen shows what the player's keyboard prints there.
            name = keymap.position_name(keymap.event_position(event))
            if not name or name in RESERVED_KEYS:
                return True  # swallowed: F11/F12 stay the game's own
        elif event.type == pygame.CONTROLLERBUTTONDOWN and pad_device(event.instance_id) == device:
            name = button_name(event.button)
        elif event.type in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN):
            return True  # another device: ignored while one player picks a key
        if name is None:
            return False
        self.bind(kind_of(device), action, name)
        self.listening = None
        return True

    def _stored(self, kind: str, action: Action) -> Action:
        """The table entry behind what a pad does: with A/B swapped, confirm lives in back's."""
        if kind == PAD and self.app.settings.swap_confirm_back and action in SWAPPED:
            return SWAPPED[action]
        return action

    def bind(self, kind: str, action: Action, name: str) -> None:
        stored = self._stored(kind, action).value
        table = rebind(self.app.input.bindings, kind, stored, name)
        self._save(table)
        self.app.audio.play("ui_confirm")

    def reset(self, kind: str) -> None:
        """``kind``'s defaults back; the other keyboard half gives up a key they take."""
        self._save(reset(self.app.input.bindings, kind))
        self.app.audio.play("ui_back")

    def _save(self, table: dict) -> None:
        """Saved in the settings as the whole table; the input and the prompts follow now."""
        bindings = {kind: {a: list(n) for a, n in t.items()} for kind, t in table.items()}
        self.app.apply_settings(replace(self.app.settings, bindings=bindings))

    def chosen_family(self, pad: str) -> str | None:
        """The family chosen for this pad's model (two pads of one model share it); None:
        Auto."""
        return self.app.settings.pad_families.get(self.app.input.guid_of(pad))

    def cycle_family(self, pad: str, step: int) -> None:
        """The next choice for the pad's model: Auto, Xbox, PlayStation, Nintendo, neutral."""
        guid = self.app.input.guid_of(pad)
        if not guid:
            return
        current = self.chosen_family(pad)
        index = CHOICES.index(current) if current in CHOICES else 0
        chosen = CHOICES[(index + step) % len(CHOICES)]
        others = {g: f for g, f in self.app.settings.pad_families.items() if g != guid}
        # The newest choice first: a file cut to its first entries keeps it.
        families = {guid: chosen, **others} if chosen else others
        self.app.apply_settings(replace(self.app.settings, pad_families=families))
        self.app.audio.play("ui_move")

    def update(self) -> None:
        self._keep_in_view()
        if self.listening is not None:
            self.listen_left -= 1
            if self.listen_left <= 0:
                self.listening = None
                self.app.audio.play("ui_back")

    # ----- drawing ------------------------------------------------------------------------------
    def cell(self, kind: str, action: Action) -> str:
        names = self.app.input.bindings[kind][self._stored(kind, action).value]
        if kind == PAD:
            return " / ".join(
                self.app.t(f"keys.dpad_{DPAD[n]}") if n in DPAD else pad_cap(n) for n in names
            )
        return " / ".join(self.caps(kind, action))

    def caps(self, kind: str, action: Action) -> list[KeyCap]:
        """A keyboard half's keys for ``action``, each as its key cap shows it."""
        names = self.app.input.bindings[kind][action.value]
        return [KeyCap(self.app.t(f"keys.{n}") if n in ARROW_KEYS else key_cap(n)) for n in names]

    def draw(self, canvas: pygame.Surface) -> None:
        backdrop().draw(canvas, self.app.frame)
        t, text = self.app.t, self.app.text
        rect = pygame.Rect(PANEL)
        panel(canvas, rect)
        text.draw(canvas, t("controls.title"), (320, rect.top + 8), "title", pal.YELLOW, "midtop")
        heads = (t("controls.action"), t("controls.pad"), t("device.kb_left"), t("device.kb_right"))
        for i, (x, head) in enumerate(zip(COLUMNS, heads)):
            mine = i and KINDS[i - 1] == self.kind
            colour = pal.YELLOW if mine else pal.AMBER
            text.draw(canvas, head, (x, rect.top + 28), "body", colour, "midtop")
        last = min(self.rows, self.first + VISIBLE_ROWS)
        for row in range(self.first, last):
            y = TOP + (row - self.first) * ROW_HEIGHT
            if row < RESET:
                self._draw_row(canvas, row, list(Action)[row], y)
            elif row == RESET:
                chosen = self.selected == RESET
                colour = pal.YELLOW if chosen else pal.SNOW
                label = t("controls.reset")
                drawn = text.draw(canvas, label, (320, y + 1), "body", colour, "midtop")
                if chosen:
                    self._cursor(canvas, drawn)
            else:
                self._draw_pad_row(canvas, row, y)
        self._scroll_marks(canvas, last)
        y = TOP + (VISIBLE_ROWS - 1) * ROW_HEIGHT + 1
        hint_colour = pal.PINK if self.listening else pal.CLOUD
        for i, line in enumerate(text.wrap(self._hint(), 560, "body")[:2]):
            y_line = y + LINE_PITCH + 1 + i * LINE_PITCH
            text.draw(canvas, line, (320, y_line), "body", hint_colour, "midtop")
        text.draw(canvas, t("controls.global"), (320, rect.bottom - 19), "body", pal.MIST, "midtop")
        prompt_bar(
            canvas,
            text,
            [
                ("move", t("prompt.choose")),
                ("confirm", t("controls.change")),
                ("back", t("prompt.back")),
            ],
        )

    def _band(self, canvas: pygame.Surface, row: int, y: int) -> bool:
        """The selected row's band (around the capitals); whether ``row`` is selected."""
        chosen = row == self.selected
        if chosen:
            band = pygame.Rect(28, y + 1, 584, ROW_HEIGHT - 2)
            pygame.draw.rect(canvas, pal.darker(pal.YELLOW, 0.7), band, border_radius=3)
        return chosen

    def _draw_row(self, canvas: pygame.Surface, row: int, action: Action, y: int) -> None:
        t, text = self.app.t, self.app.text
        chosen = self._band(canvas, row, y)
        colour = pal.YELLOW if chosen else pal.SNOW
        text.draw(canvas, t(f"action.{action.value}"), (COLUMNS[0], y), "body", colour, "midtop")
        for x, kind in zip(COLUMNS[1:], KINDS):
            listening = (
                self.listening is not None
                and self.listening[1] is action
                and kind_of(self.listening[0]) == kind
            )
            if listening:
                shade = pal.lighter(pal.PINK, 0.4 * pulse(self.frame, 30))
                text.draw(canvas, "?", (x, y), "body", shade, "midtop")
            elif kind == PAD:
                text.draw(canvas, self.cell(kind, action), (x, y), "body", pal.SNOW, "midtop")
            else:  # keys as caps: "/", "-" and "\\" read as keys, not as the words between
                self._draw_caps(canvas, self.caps(kind, action), (x, y + ROW_HEIGHT // 2))

    def _draw_caps(self, canvas: pygame.Surface, caps: list[KeyCap], centre) -> None:
        text = self.app.text
        widths = [button_glyph(None, text, c, (0, 0)) for c in caps]
        x = centre[0] - (sum(widths) + CAP_GAP * (len(caps) - 1)) // 2
        for label, width in zip(caps, widths):
            button_glyph(canvas, text, label, (x, centre[1]))
            x += width + CAP_GAP

    def family_label(self, pad: str) -> str:
        """The row's choice, as settings rows show one: "Buttons:  < Auto (PlayStation) >"."""
        t, chosen = self.app.t, self.chosen_family(pad)

        def name(family: str) -> str:
            return t("controls.neutral") if family == NEUTRAL else BRANDS[family]

        auto = t("controls.auto", family=name(self.app.input.sdl_family_of(pad)))
        return t("controls.buttons", choice=f" < {name(chosen) if chosen else auto} >")

    def _draw_pad_row(self, canvas: pygame.Surface, row: int, y: int) -> None:
        """The pad's name, its choice and the four face buttons its prompts now show."""
        text, pad = self.app.text, self.pad_at(row)
        colour = pal.YELLOW if self._band(canvas, row, y) else pal.SNOW
        name = fitted(text, self.app.input.pads.name(int(pad.split(":")[1])), PAD_NAME_WIDTH)
        text.draw(canvas, name, (COLUMNS[0], y), "body", colour, "midtop")
        text.draw(canvas, self.family_label(pad), (CHOICE_X, y), "body", colour, "midtop")
        family = self.app.input.family_of(pad)
        for i, position in enumerate(POSITIONS.values()):
            draw_face(canvas, text, family, position, (FACES_X + i * 18, y + ROW_HEIGHT // 2))

    def _scroll_marks(self, canvas: pygame.Surface, last: int) -> None:
        """Small arrows in the left margin where rows are hidden above or below."""
        bottom = TOP + (VISIBLE_ROWS - 1) * ROW_HEIGHT + 11
        more_marks(canvas, 36, TOP + 4, bottom, self.first > 0, last < self.rows)

    def _cursor(self, canvas: pygame.Surface, label: pygame.Rect) -> None:
        x, cy = label.left - 10 - int(2 * pulse(self.frame, 40)), label.centery
        pygame.draw.polygon(canvas, pal.YELLOW, [(x, cy - 4), (x + 5, cy), (x, cy + 4)])

    def _hint(self) -> str:
        t = self.app.t
        if self.listening is not None:
            device, action = self.listening
            action_name = t(f"action.{action.value}")
            label = t("controls.press", action=action_name, device=device_label(t, device))
            return f"{label}  {self.listen_left // 60 + 1}"
        if self.selected == RESET:
            return t("controls.reset_hint")
        if self.selected > RESET:
            return t("controls.buttons_hint")
        return t("controls.hint")


def fitted(text, words: str, width: int) -> str:
    """``words`` cut short with an ellipsis where they are wider than ``width``."""
    if text.size(words)[0] <= width:
        return words
    while words and text.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"
