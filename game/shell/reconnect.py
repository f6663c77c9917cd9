"""Pads coming and going: a pad lost mid-match pauses it until someone takes the seat over."""

from __future__ import annotations

import pygame

from game.engine import palette as pal
from game.engine.input import Action, DeviceChange, InputEvent
from game.engine.input.labels import device_label
from game.engine.net.cues import JOIN, LETTERS, WAIT, Cue
from game.engine.net.events import is_phone
from game.engine.scenes import Scene
from game.engine.widgets import panel, prompt_bar, seat_badge, veil

SAFE_WIDTH = 576  # the TV's safe area: x 32..608
TITLE_PITCH = 20  # a title that takes two lines
LINE_PITCH = 18
VEIL_ALPHA = 190  # the match under the question stays faintly visible


def handle_device_changes(app, changes: list[DeviceChange]) -> None:
    for change in changes:
        if change.added:
            app.audio.play("ui_join")
            if change.returned and change.seat is not None:
                # The pad came back to its seat: the match goes on by itself.
                for scene in app.scenes:
                    if isinstance(scene, ReconnectScene) and scene.seat == change.seat:
                        app.scenes.remove(scene)
                app.toast(app.t("toast.pad_back", seat=app.seat_name(change.seat)))
            else:
                # A phone by its one name (the server's is English); a pad by SDL's.
                name = device_label(app.t, change.device) if is_phone(change.device) else None
                app.toast(app.t("toast.pad_added", name=name or change.name or change.device))
            continue
        app.audio.play("ui_leave")
        match = next((s for s in app.scenes if getattr(s, "is_match", False)), None)
        if change.seat is None or match is None or getattr(match, "attract", False):
            app.toast(app.t("toast.pad_removed"))
            continue
        app.scenes.push(ReconnectScene(change.seat))


class ReconnectScene(Scene):
    """Blocks the match until a free device presses confirm to take ``seat``."""

    transparent = True
    large_text = True  # what to do is body text: large with the setting

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def handle(self, event: InputEvent) -> None:
        if not event.pressed or event.repeat:
            return
        if event.action is not Action.CONFIRM or event.device in self.app.input.seat_of:
            # Only confirm takes the seat, and a device already playing another seat cannot
            # take this one too: either press is answered, never lost.
            self.app.audio.play("ui_error")
            return
        self.app.input.bind(event.device, self.seat)
        self.app.audio.play("ui_confirm")
        self.app.scenes.remove(self)

    def phone_cue(self, device: str, verbs) -> Cue:
        """A free phone may take the seat: it shows that one press, big; a seated one says
        whom the match waits for (its presses here are only refused)."""
        t, seat = self.app.t, self.app.seat_name(self.seat)
        if device in self.app.input.seat_of:
            return Cue(WAIT, t("reconnect.title", seat=seat))
        say = t("phone.take_seat", button=LETTERS["confirm"], name=seat)
        return Cue(JOIN, say, (("confirm", t("reconnect.take")),))

    def draw(self, canvas: pygame.Surface) -> None:
        veil(canvas, VEIL_ALPHA)
        t, text = self.app.t, self.app.text
        title = t("reconnect.title", seat=self.app.seat_name(self.seat))
        # As wide as the title needs (German's is long), never wider than the safe area.
        width = min(SAFE_WIDTH, max(460, text.size(title, "title")[0] + 74))
        # A long name makes the title too long even so: it takes a second line.
        heads = text.wrap(title, width - 74, "title")
        head_pitch = text.pitch(TITLE_PITCH)
        extra = head_pitch * (len(heads) - 1)
        lines = text.wrap(t("reconnect.text"), width - 40, "body")
        pitch = text.pitch(LINE_PITCH)
        rect = pygame.Rect(0, 0, width, 66 + extra + pitch * len(lines))
        rect.center = (320, 170)
        panel(canvas, rect, pal.DUSK, pal.seat_colour(self.seat))
        seat_badge(canvas, self.seat, (rect.left + 30, rect.top + 30), 26)
        for i, head in enumerate(heads):
            at = (rect.left + 54, rect.top + 22 + i * head_pitch)
            text.draw(canvas, head, at, "title", pal.YELLOW)
        for i, line in enumerate(lines):
            y = rect.top + 52 + extra + i * pitch
            text.draw(canvas, line, (rect.left + 20, y), "body", pal.SNOW)
        prompt_bar(canvas, text, [("confirm", t("reconnect.take"))])
