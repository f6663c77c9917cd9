""" "Who are you?": a device that joins picks a known person, makes a new one or plays as a
guest. An overlay for that device alone; the answer goes to ``on_chosen`` (None: a guest).

A new person is a name (the on-screen keyboard), then a look: avatar and colour. With nobody
to pick (a fresh box, or everyone known already seated) the cursor starts on "guest": one
press plays, and a line says what a person is good for.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

import pygame

from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.input.labels import device_label
from game.engine.scenes import Scene
from game.engine.widgets import own_prompts, panel, prompt_bar, pulse
from game.shell import flow
from game.shell.people.avatars import COUNT as AVATAR_COUNT
from game.shell.people.avatars import draw_avatar
from game.shell.people.loaded import people_store
from game.shell.people.owner import OwnerWatch
from game.shell.people.person import COLOURS, Person
from game.shell.phone_cues import owned_cue

PANEL = pygame.Rect(170, 22, 300, 294)
ROW_TOP = 78  # the first row's centre line (under the heading and the device asked)
ROW_PITCH = 28  # a row: a 24-px avatar and a name
VISIBLE_ROWS = 8  # the list scrolls past this many
VEIL_ALPHA = 190
NEW, GUEST = "new", "guest"
SWATCH, SWATCH_GAP = 12, 6  # the colour between its arrows
WHY_LINES, WHY_PITCH = 4, 18  # the note under "new" and "guest" on a fresh box


class WhoAreYouScene(Scene):
    transparent = True
    large_text = True  # its rows and note are body text: large with the setting

    def __init__(
        self,
        device: str,
        on_chosen: Callable[[Person | None], None],
        taken: Collection[str] = (),
        on_cancel: Callable[[], None] | None = None,
        on_other: Callable[[InputEvent], None] | None = None,
        new_only: bool = False,
    ) -> None:
        """``on_other`` gets the presses of every other device (the lobby lets free devices
        join meanwhile, so nobody waits for someone else's answer). ``new_only``: straight
        to a new person's name and look (the People screen); backing out of either ends it."""
        super().__init__()
        self.new_only = new_only
        self.device = device
        self.on_chosen = on_chosen
        self.on_cancel = on_cancel
        self.on_other = on_other
        self.taken = set(taken)  # people already seated: not offered twice
        self.selected = 0
        self.look: tuple[str, int, int] | None = None  # a new person's (name, avatar, colour)
        self.look_row = 0  # 0 avatar, 1 colour, 2 done
        self.owner = OwnerWatch(device)  # a pad pulled out or a player gone: nobody answers

    @property
    def known(self) -> list[Person]:
        """The people this device may be: everyone of the box not seated already."""
        return [p for p in people_store(self.app).recent() if p.id not in self.taken]

    @property
    def choices(self) -> list[Person | str]:
        return [*self.known, NEW, GUEST]

    def enter(self) -> None:
        if not self.known:
            self.selected = self.choices.index(GUEST)
        if self.new_only:
            self._new_name()

    def _new_name(self) -> None:
        cancel = self._cancel if self.new_only else None  # no list to go back to
        # The room goes on around the typing too.
        flow.go(
            self.app,
            "name_entry",
            self.device,
            self._named,
            cancel,
            on_other=self.on_other,
            owner=self.owner,
        )

    def _cancel(self) -> None:
        self.app.audio.play("ui_back")
        self.app.scenes.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    # ----- input ------------------------------------------------------------------------------
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
        if self.look is not None:
            self._handle_look(event)
            return
        count = len(self.choices)
        if event.action in (Action.UP, Action.DOWN):
            step = -1 if event.action is Action.UP else 1
            self.selected = (self.selected + step) % count
            self.app.audio.play("ui_move")
        elif event.repeat:
            return
        elif event.action is Action.CONFIRM:
            self.choose(self.choices[min(self.selected, count - 1)])
        elif event.action in (Action.BACK, Action.PAUSE):
            self._cancel()

    def update(self) -> None:
        if self.owner.gone(self.app):  # the room goes on: the seat plays as a guest or frees
            self.app.scenes.pop()
            if self.on_cancel is not None:
                self.on_cancel()

    def choose(self, choice: Person | str) -> None:
        self.app.audio.play("ui_confirm")
        if choice == NEW:
            self._new_name()
        elif choice == GUEST:
            self._done(None)
        else:
            people_store(self.app).touch(choice)
            self._done(choice)

    def _named(self, name: str) -> None:
        store = people_store(self.app)
        free = [c for c in range(COLOURS) if all(p.colour != c for p in store.people)]
        self.look = (name, len(store.people) % AVATAR_COUNT, free[0] if free else 0)
        self.look_row = 0

    def _handle_look(self, event: InputEvent) -> None:
        name, avatar, colour = self.look
        action = event.action
        if action in (Action.UP, Action.DOWN):
            self.look_row = (self.look_row + (-1 if action is Action.UP else 1)) % 3
        elif action in (Action.LEFT, Action.RIGHT):
            step = -1 if action is Action.LEFT else 1
            if self.look_row == 0:
                avatar = (avatar + step) % AVATAR_COUNT
            elif self.look_row == 1:
                colour = (colour + step) % COLOURS
            self.look = (name, avatar, colour)
        elif event.repeat:
            return
        elif action is Action.CONFIRM:
            if self.look_row < 2:
                self.look_row += 1
            else:
                self.create()
                return
        elif action in (Action.BACK, Action.PAUSE):
            if self.new_only:
                self._cancel()
                return
            self.look = None
            self.app.audio.play("ui_back")
            return
        self.app.audio.play("ui_move")

    def create(self) -> Person | None:
        """The new person from the name and look chosen (joins at once)."""
        name, avatar, colour = self.look
        store = people_store(self.app)
        person = store.by_name(name) or store.add(name, colour, avatar)
        if person is None:  # the box is full: play as a guest
            self.app.toast(self.app.t("people.full"))
        else:
            store.touch(person)
        self._done(person)
        return person

    def _done(self, person: Person | None) -> None:
        if not self.new_only:  # the device said who plays on it: their lessons, their offers
            people_store(self.app).picked(self.device, person)
        self.app.scenes.pop()
        self.on_chosen(person)

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface) -> None:
        if self.new_only and self.look is None:
            return  # only the name entry over it shows: there is no list to choose from
        veil = pygame.Surface(canvas.get_size())
        veil.fill(pal.INK)
        veil.set_alpha(VEIL_ALPHA)
        canvas.blit(veil, (0, 0))
        t, text = self.app.t, self.app.text
        panel(canvas, PANEL, pal.NIGHT, pal.GOLD)
        heading = t("people.who") if self.look is None else t("people.look")
        text.draw(canvas, heading, (320, PANEL.top + 8), "title", pal.YELLOW, "midtop")
        # Whom it asks: two people joining one after the other see which device answers.
        fits = lambda words: text.size(words, "body")[0] <= PANEL.width - 24  # noqa: E731
        asked = device_label(t, self.device, fits)
        text.draw(canvas, asked, (320, PANEL.top + 27), "body", pal.CLOUD, "midtop")
        if self.look is None:
            self._draw_list(canvas)
            items = [("move", t("prompt.choose")), ("confirm", t("prompt.ok"))]
        else:
            self._draw_look(canvas)
            items = [("move", t("people.change")), ("confirm", t("prompt.ok"))]
        # Only this device answers here: the footer shows its keys alone. Back on the list
        # keeps the seat for a guest (one press, never a trap): the footer says just that.
        as_guest = self.look is None and self.on_cancel is None and not self.new_only
        back = t("people.guest") if as_guest else t("prompt.back")
        prompt_bar(canvas, text, own_prompts([*items, ("back", back)], self.device))

    def _draw_list(self, canvas: pygame.Surface) -> None:
        t, text = self.app.t, self.app.text
        choices = self.choices
        selected = min(self.selected, len(choices) - 1)
        first = max(0, min(selected - VISIBLE_ROWS // 2, len(choices) - VISIBLE_ROWS))
        if len(choices) == 2:  # nobody to pick: why one might make a person
            y = PANEL.top + ROW_TOP + 2 * ROW_PITCH
            lines = text.wrap(t("people.why"), PANEL.width - 40, "body")
            for i, line in enumerate(lines[:WHY_LINES]):
                at = (320, y + i * text.pitch(WHY_PITCH))
                text.draw(canvas, line, at, "body", pal.CLOUD, "midtop")
        for row, choice in enumerate(choices[first : first + VISIBLE_ROWS]):
            y = PANEL.top + ROW_TOP - 22 + 14 + row * ROW_PITCH
            on = first + row == selected
            rect = pygame.Rect(PANEL.left + 16, y - 12, PANEL.width - 32, 24)
            if on:
                glow = pal.lighter(pal.DUSK, 0.2 * pulse(self.frame, 50))
                panel(canvas, rect, glow, pal.YELLOW, shadow=False)
            colour = pal.YELLOW if on else pal.SNOW
            if isinstance(choice, Person):
                draw_avatar(
                    canvas, choice.avatar, pal.look_colour(choice.colour), (rect.left + 16, y)
                )
                label = choice.name
            else:
                sign = "+" if choice == NEW else "?"
                ink = colour if on else pal.MIST  # on the glow: as light as the words
                text.draw(canvas, sign, (rect.left + 16, y), "title", ink, "center")
                label = t("people.new") if choice == NEW else t("people.guest")
            text.draw(canvas, label, (rect.left + 36, y), "body", colour, "midleft")

    def _draw_look(self, canvas: pygame.Surface) -> None:
        t, text = self.app.t, self.app.text
        name, avatar, colour = self.look
        draw_avatar(canvas, avatar, pal.look_colour(colour), (320, PANEL.top + 84), 6)
        text.draw(canvas, name, (320, PANEL.top + 124), "title", pal.SNOW, "midtop")
        for i in range(3):
            y = PANEL.top + 162 + i * 26
            shade = pal.YELLOW if i == self.look_row else pal.SNOW
            if i == 0:
                label = f"{t('people.avatar')}:  < {avatar + 1} >"
                text.draw(canvas, label, (320, y), "body", shade, "midtop")
            elif i == 1:  # the colour itself, between the arrows
                left = f"{t('people.colour')}:  <"
                width = text.size(left, "body")[0] + SWATCH + 2 * SWATCH_GAP + text.size(">")[0]
                drawn = text.draw(canvas, left, (320 - width // 2, y), "body", shade)
                swatch = pygame.Rect(drawn.right + SWATCH_GAP, 0, SWATCH, SWATCH)
                swatch.centery = drawn.centery
                pygame.draw.rect(canvas, pal.INK, swatch.inflate(2, 2))
                pygame.draw.rect(canvas, pal.look_colour(colour), swatch)
                text.draw(canvas, ">", (swatch.right + SWATCH_GAP, y), "body", shade)
            else:
                text.draw(canvas, t("people.create"), (320, y), "body", shade, "midtop")
