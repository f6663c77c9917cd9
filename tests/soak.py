"""The soak harness: random people at every device of an in-process App.

Both keyboard halves and up to eight SDL virtual pads press at random, at a human pace or
mashing, while pads are pulled out and plugged in (seated and free ones alike). Every step
is seeded, so a failure repeats exactly. A new game is soaked by adding it to the catalog.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pygame

from game.cli import RunConfig
from game.engine.input.bindings import DEFAULT_BINDINGS, KEYBOARD_LEFT, KEYBOARD_RIGHT, PAD
from game.engine.input.virtual_pad import VirtualPad

MAX_PADS = 8
DRAW_EVERY = 4  # frames between draws: drawing is most of the cost, yet runs everywhere
HUMAN_PRESS_CHANCE = 0.05  # per frame and device: about three presses a second
MASH_PRESS_CHANCE = 0.6
HOLD_FRAMES = (1, 12)
HOTPLUG_CHANCE = 0.004  # per frame: a pad pulled out or plugged in every few seconds
KEY_CODES = {
    "w": pygame.K_w,
    "s": pygame.K_s,
    "a": pygame.K_a,
    "d": pygame.K_d,
    "space": pygame.K_SPACE,
    "tab": pygame.K_TAB,
    "q": pygame.K_q,
    "e": pygame.K_e,
    "f": pygame.K_f,
    "escape": pygame.K_ESCAPE,
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "return": pygame.K_RETURN,
    "right ctrl": pygame.K_RCTRL,
    "backspace": pygame.K_BACKSPACE,
    ",": pygame.K_COMMA,
    ".": pygame.K_PERIOD,
    "-": pygame.K_MINUS,
}
# Back left Shift for Tab and right Ctrl: each key keeps the place in its half's list the
# Shift it stands for had, so the seeded walks go where they went before.
SORTED_AS = {"tab": "left shift", "right ctrl": "right shift"}


def _names(kind: str) -> list[str]:
    names = {name for names in DEFAULT_BINDINGS[kind].values() for name in names}
    return sorted(names, key=lambda name: SORTED_AS.get(name, name))


KEYS = {
    kind: [KEY_CODES[n] for n in _names(kind) if n in KEY_CODES]
    for kind in (KEYBOARD_LEFT, KEYBOARD_RIGHT)
}
BUTTONS = _names(PAD)


class Monkey:
    """Presses and releases at random on every device; pulls and plugs pads."""

    def __init__(self, app, seed: int, attach: Callable[[], VirtualPad] = VirtualPad) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.attach = attach
        self.pads: list[VirtualPad] = []
        self.held: list[tuple[int, Callable[[], None]]] = []  # (release frame, release)
        self.mash = False
        self.frames = 0
        self.hotplugs = Counter()  # "seated out", "free out", "in"
        self.scenes: Counter[str] = Counter()

    def plug_all(self) -> None:
        while len(self.pads) < MAX_PADS:
            self.pads.append(self.attach())

    # ----- one frame ---------------------------------------------------------------------------
    def step(self) -> None:
        now = self.frames
        for release in [r for at, r in self.held if at <= now]:
            release()
        self.held = [(at, r) for at, r in self.held if at > now]
        chance = MASH_PRESS_CHANCE if self.mash else HUMAN_PRESS_CHANCE
        for kind in (KEYBOARD_LEFT, KEYBOARD_RIGHT):
            if self.rng.random() < chance:
                self._key(self.rng.choice(KEYS[kind]))
        for pad in self.pads:
            if self.rng.random() < chance:
                self._button(pad, self.rng.choice(BUTTONS))
        if self.rng.random() < HOTPLUG_CHANCE:
            self.hotplug()
        self.app.step()
        if now % DRAW_EVERY == 0:
            self.app.draw()
        top = self.app.scenes.top
        if top is not None:
            self.scenes[type(top).__name__] += 1
            if getattr(top, "is_match", False):
                self.scenes[f"game:{top.setup.game_id}"] += 1
        self.frames += 1

    def _key(self, code: int) -> None:
        event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **event))
        up = pygame.event.Event(pygame.KEYUP, **event)
        self.held.append(
            (self.frames + self.rng.randint(*HOLD_FRAMES), lambda: pygame.event.post(up))
        )

    def _button(self, pad: VirtualPad, name: str) -> None:
        pad.press(name)
        self.held.append(
            (
                self.frames + self.rng.randint(*HOLD_FRAMES),
                lambda: pad.attached and pad.release(name),
            )
        )

    def hotplug(self) -> None:
        """Pull a pad (seated or free) or plug a new one in."""
        if self.pads and (len(self.pads) == MAX_PADS or self.rng.random() < 0.5):
            pad = self.rng.choice(self.pads)
            seated = pad.device in self.app.input.seat_of
            pad.detach()
            self.pads.remove(pad)
            self.hotplugs["seated out" if seated else "free out"] += 1
        else:
            self.pads.append(self.attach())
            self.hotplugs["in"] += 1

    def pull_a_seated_pad(self) -> None:
        """Pull out a pad that holds a seat, if one does (then plug in a fresh one)."""
        seated = [pad for pad in self.pads if pad.device in self.app.input.seat_of]
        if seated:
            pad = self.rng.choice(seated)
            pad.detach()
            self.pads.remove(pad)
            self.hotplugs["seated out"] += 1
            self.pads.append(self.attach())
            self.hotplugs["in"] += 1

    def run(self, frames: int) -> None:
        for _ in range(frames):
            self.step()
            if not self.app.running or not len(self.app.scenes):
                restart(self.app, RunConfig(headless=True, scene="title"))


def restart(app, config: RunConfig) -> None:
    """Put the App where ``--scene`` would start it (a fresh episode of the soak)."""
    from game.shell.start import push_initial_scenes

    while len(app.scenes):
        app.scenes.pop()
    app.input.unbind_all()
    app.running = True
    push_initial_scenes(app, config)
