"""Transitions are scenes too: they draw over the stack and pop themselves. A fade swallows
the presses while the old screen goes; once the new one shows through, it takes them."""

from __future__ import annotations

import gc
from collections.abc import Callable

import pygame

from game.engine.scenes import Scene
from game.engine.tween import ease_in_out_quad

FADE_FRAMES = 10


def tidy_memory() -> None:
    """Collect garbage now and freeze what survives, while nobody is watching (a black
    screen, a loading step): a full collection mid-play can stall a frame for 20 ms."""
    gc.unfreeze()  # what was frozen last time may be garbage by now
    gc.collect()
    gc.freeze()


class Fade(Scene):
    """Fade to black, run ``change`` (which swaps scenes underneath), fade back in."""

    transparent = True
    pauses_below = False

    def __init__(self, change: Callable[[], None], frames: int = FADE_FRAMES) -> None:
        super().__init__()
        self.change = change
        self.frames = frames
        self.t = 0
        self.fading_in = False
        self._veil: pygame.Surface | None = None

    def handle(self, event) -> None:
        """Fading in, the new screen is in sight and a person answers it at once: their
        press goes to it, not lost to the last frames of the fade."""
        if not self.fading_in:
            return
        scenes = list(self.app.scenes)
        under = scenes[scenes.index(self) - 1] if self in scenes[1:] else None
        if under is not None:
            under.handle(event)

    def update(self) -> None:
        if self.fading_in and self.t == 0:
            # A frame after the change: the scenes it swapped out are let go by now (the
            # stack's update still held the old ones while the change ran), so a screen
            # that holds its parts in a cycle is collected here, not frozen for good.
            tidy_memory()
        self.t += 1
        if self.t < self.frames:
            return
        stack = self.app.scenes
        if not self.fading_in:
            # Step out of the way so the change acts on the real top, then come back.
            stack.pop()
            self.change()
            self.fading_in, self.t = True, 0
            stack.push(self)
        else:
            stack.remove(self)

    def draw(self, canvas: pygame.Surface) -> None:
        progress = min(1.0, self.t / self.frames)
        alpha = progress if not self.fading_in else 1.0 - progress
        if self._veil is None or self._veil.get_size() != canvas.get_size():
            self._veil = pygame.Surface(canvas.get_size())
        self._veil.set_alpha(int(255 * ease_in_out_quad(alpha)))
        canvas.blit(self._veil, (0, 0))
