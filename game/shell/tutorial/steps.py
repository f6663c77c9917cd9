"""What a tutorial is made of: steps, and the script that lists them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

Check = Callable[[Any], bool]  # of the match scene
# (scene, refused rules action) -> an i18n key, or (key, values); None: the usual words
Explain = Callable[[Any, Any], "str | tuple[str, dict] | None"]
Values = Callable[[Any], dict]  # of the match scene: values for the step's text


@dataclass(frozen=True)
class Step:
    """One instruction. Its kind follows from what it waits for:

    - ``expect`` given: an *act* step; it ends when the learner makes a rules move for which
      ``expect(action)`` holds. Any other move is refused and explained (``why``).
    - ``until`` given: a *watch* step; it ends by itself when ``until(scene)`` holds (a
      CPU's turn played out, a window closed). The learner's moves wait.
    - neither: a *read* step; confirm goes on.

    ``ready`` holds back the step's text until the screen shows what it talks about
    (default: nothing animating; for an act step, the scene's ``takes_moves()``). ``keys``
    are the controls to show, as (prompt action, i18n key of its label), drawn in the
    glyphs of the device the learner holds.
    """

    say: str
    keys: tuple[tuple[str, str], ...] = ()
    expect: Check | None = None
    until: Check | None = None
    ready: Check | None = None
    why: Explain | None = None
    highlight: Callable[[Any], pygame.Rect | None] | None = None
    values: Values | None = None
    place: str = "auto"  # where the panel sits: "top", "bottom", or away from the highlight

    @property
    def kind(self) -> str:
        if self.expect is not None:
            return "act"
        if self.until is not None:
            return "watch"
        return "read"


@dataclass(frozen=True)
class Script:
    """A game's tutorial: who sits where, the planned draws, and the steps in order.

    ``create_scene(setup)`` builds the game's match scene with the planned generator; the
    learner holds seat 0 (``setup.seats``).
    """

    game_id: str
    steps: tuple[Step, ...]
    create_scene: Callable[[], Any]
    extra: dict = field(default_factory=dict)
