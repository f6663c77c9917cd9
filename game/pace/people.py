"""People on the couch at human pace: their hands (a keyboard half or a phone) and their timing.

A person never presses the moment the screen allows it. The first press of a decision
comes after a while to look and think (``THINK``), the presses that carry it out follow
each other quickly (``FOLLOW``: walking a cursor), and now and then a turn waits much
longer (``LONG_PAUSE``: talking, reading twice, a drink). Every press lands 0.2–4 s after
the screen allowed it, the long pauses aside.

Only the evening benchmark and tests use this: it drives an in-process App through the same
doors as real devices (SDL key events for keyboard halves, the phone link's queue for phones).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame

from game.engine.input import keymap
from game.engine.input.bindings import DEFAULT_BINDINGS, KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.engine.net.events import Called, Joined, Pressed, Typed, phone_device

SECOND = 60  # frames
THINK = (1.0, 4.0)  # seconds before the first press of a decision
FOLLOW = (0.2, 0.8)  # seconds between the presses that carry one decision out
LONG_PAUSE_ODDS = 0.015  # a decision that waits much longer …
LONG_PAUSE = (10.0, 30.0)  # … this many seconds more
HOLD_FRAMES = 2  # a key or button stays down this long


@dataclass
class Press:
    """What a person wants to do now: an action name ("confirm", "left", …), a number
    called on a phone's number pad (``number``), or a name typed (``text``)."""

    action: str = ""
    number: int | None = None
    text: str | None = None
    think: tuple[float, float] | None = None  # a decision of its own length (arithmetic)


class Hands:
    """One device: presses reach the App exactly as that device's would."""

    device = ""

    def connect(self, app) -> None:
        """Make the device known (a phone connects; keyboards are always there)."""

    def down(self, app, action: str) -> None:
        raise NotImplementedError

    def up(self, app, action: str) -> None:
        raise NotImplementedError

    def call(self, app, number: int) -> None:
        raise NotImplementedError(f"{self.device} has no number pad")

    def type_name(self, app, text: str) -> None:
        raise NotImplementedError


class KeyboardHalf(Hands):
    """The left (W A S D, Space …) or right (arrows, Enter …) half of the keyboard."""

    def __init__(self, device: str) -> None:
        if device not in (KEYBOARD_LEFT, KEYBOARD_RIGHT):
            raise ValueError(device)
        self.device = device
        # Each action's first default key, by its place (scancode), as a keyboard sends it.
        self.keys = {a: keymap.position(n[0]) for a, n in DEFAULT_BINDINGS[device].items()}

    def _event(self, action: str) -> dict:
        scancode = self.keys["rotate_left" if action == "rotate" else action]
        key = keymap.current().key_at(scancode)
        return dict(key=key, mod=0, unicode="", scancode=scancode)

    def down(self, app, action: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, self._event(action)))

    def up(self, app, action: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, self._event(action)))

    def type_name(self, app, text: str) -> None:
        """Typed straight in, letter by letter, then Enter (the name entry takes keys)."""
        for ch in text:
            code = pygame.key.key_code(ch.lower()) if ch.isascii() and ch.isalpha() else 0
            event = dict(key=code, mod=0, unicode=ch, scancode=0)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
        enter = dict(key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, enter))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, enter))


class Phone(Hands):
    """A phone on the room's page: its presses, calls and typed names reach the game thread
    through the phone link's queue, as the server thread hands them over."""

    def __init__(self, number: int) -> None:
        self.device = phone_device(number)

    def connect(self, app) -> None:
        app.phones.feed(Joined(self.device, ""))

    def down(self, app, action: str) -> None:
        app.phones.feed(Pressed(self.device, _phone_action(action), True, 0))

    def up(self, app, action: str) -> None:
        app.phones.feed(Pressed(self.device, _phone_action(action), False, 0))

    def call(self, app, number: int) -> None:
        app.phones.feed(Called(self.device, number, 0))

    def type_name(self, app, text: str) -> None:
        app.phones.feed(Typed(self.device, text, "typing", 0))
        app.phones.feed(Typed(self.device, text, "ok", 0))


def _phone_action(action: str) -> str:
    return "rotate_left" if action == "rotate" else action


@dataclass
class Person:
    """A newcomer: a name, a device, and a pace from a seed."""

    name: str
    hands: Hands
    rng: random.Random
    due: int | None = None  # the frame the wanted press will be made
    following: bool = False  # the last poll wanted a press too: the next one follows on
    held: list[tuple[int, str]] = field(default_factory=list)  # (release frame, action)
    presses: int = 0
    long_pauses: int = 0
    waited_frames: int = 0  # frames between a press being allowed and made, summed

    @property
    def device(self) -> str:
        return self.hands.device

    def delay(self, press: Press) -> int:
        """Frames from the screen allowing ``press`` to the person making it."""
        low, high = press.think or (FOLLOW if self.following else THINK)
        seconds = self.rng.uniform(low, high)
        if not self.following and press.think is None and self.rng.random() < LONG_PAUSE_ODDS:
            self.long_pauses += 1
            seconds += self.rng.uniform(*LONG_PAUSE)
        return max(1, round(seconds * SECOND))

    def poll(self, app, frame: int, wanted: Press | None) -> bool:
        """Once a frame: release what is held, and make the wanted press when its time has
        come (True: a press was made now)."""
        for release in [h for h in self.held if h[0] <= frame]:
            self.held.remove(release)
            self.hands.up(app, release[1])
        if wanted is None:
            self.due, self.following = None, False
            return False
        if self.due is None:
            self.due = frame + self.delay(wanted)
            self.waited_frames += self.due - frame
        if frame < self.due or self.held:
            return False
        self.due = None
        self.following = True
        self.presses += 1
        if wanted.number is not None:
            self.hands.call(app, wanted.number)
        elif wanted.text is not None:
            self.hands.type_name(app, wanted.text)
        else:
            self.hands.down(app, wanted.action)
            self.held.append((frame + HOLD_FRAMES, wanted.action))
        return True
