"""What a tutorial is made of: steps, and the script that lists them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

CORE, MORE = "core", "more"  # a game's lesson and its optional second part
Check = Callable[[Any], bool]  # of the match scene
# (scene, refused rules action) -> an i18n key, or (key, values); None: the usual words
Explain = Callable[[Any, Any], "str | tuple[str, dict] | None"]
Values = Callable[[Any], dict]  # of the match scene: values for the step's text
Zones = Callable[[Any], "Sequence[pygame.Rect]"]  # of the match scene: what the step is about


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

    ``zones`` are the places the step is about besides its ``highlight`` (what its text
    names: a strip, a die, a score); the panel never covers any of them. ``place`` is where
    the panel would rather sit ("top", "bottom"; "auto": away from the highlight); it sits
    there only when that keeps the zones clear.
    """

    say: str
    keys: tuple[tuple[str, str], ...] = ()
    expect: Check | None = None
    until: Check | None = None
    ready: Check | None = None
    why: Explain | None = None
    highlight: Callable[[Any], pygame.Rect | None] | None = None
    values: Values | None = None
    zones: Zones | None = None
    place: str = "auto"  # where the panel would rather sit: "top", "bottom", or "auto"
    # A beat of a watch-together start (``intro``): a read step that ends by itself this many
    # frames after it came up (0: it waits for confirm, as in a lesson).
    lasts: int = 0

    @property
    def kind(self) -> str:
        if self.expect is not None:
            return "act"
        if self.until is not None:
            return "watch"
        return "read"


def about(step: Step, scene: Any) -> list[pygame.Rect]:
    """Every place on screen the step is about: its highlight and its zones."""
    rects = [] if step.zones is None else [pygame.Rect(r) for r in step.zones(scene)]
    if step.highlight is not None and (highlight := step.highlight(scene)) is not None:
        rects.insert(0, pygame.Rect(highlight))
    return rects


@dataclass(frozen=True)
class Script:
    """A game's lesson: who sits where, the planned draws, and the steps in order.

    ``create_scene(setup)`` builds the game's match scene with the planned generator; the
    learner holds seat 0 (``setup.seats``). ``minutes`` is what the offer promises: the
    lesson's length at a relaxed pace, rounded up (a test holds it to the estimate).
    ``more`` builds the game's optional second lesson (what did not fit in two minutes:
    variants, another edition), offered when this one ends; ``topic`` is the i18n key of
    what a part teaches, shown on that offer.
    """

    game_id: str
    steps: tuple[Step, ...]
    create_scene: Callable[[], Any]
    extra: dict = field(default_factory=dict)
    minutes: int = 2
    part: str = "core"  # CORE, or MORE for the second part
    more: Callable[[], Script] | None = None
    topic: str = ""
