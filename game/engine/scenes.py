"""Scenes and the scene stack.

A scene is one screen (title, lobby, a game, the pause overlay, a fade). The stack only
pushes, pops and replaces; what is on top gets input; drawing starts at the topmost
opaque scene so overlays show what lies beneath them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.engine.input.events import InputEvent
    from game.engine.net.cues import Cue, Verbs


class Scene:
    """Base class: override the hooks you need. ``app`` is set when the scene is pushed."""

    #: An overlay lets the scene below it show through (it is drawn first).
    transparent: bool = False
    #: Scenes below a transparent overlay keep updating when this is true (e.g. a fade).
    updates_below: bool = False
    #: Pushing this scene pauses the one below (and popping it resumes it). A transition
    #: only passes over the stack: the scenes it swaps see their own hooks, never its.
    pauses_below: bool = True
    #: The screen lays its body text out for the Large text setting (menus, how-to pages,
    #: results): with the setting on, it is drawn with ``app.text`` in the large style.
    large_text: bool = False

    def __init__(self) -> None:
        self.app: Any = None
        self.frame = 0  # fixed steps since this scene was entered

    def enter(self) -> None:
        """Called once when the scene is pushed (or replaces another), before its first update."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack for good."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene above is popped and this one is on top again."""

    def handle(self, event: InputEvent) -> None:
        """Called for each input event while this scene is on top, before ``update``."""

    def update(self) -> None:
        """Called once per fixed 1/60 s step while on top (or below an updating overlay)."""

    def draw(self, canvas: pygame.Surface) -> None:
        """Called once per rendered frame; must not change state."""

    def phone_cue(self, device: str, verbs: Verbs | None) -> Cue | None:
        """Called once per step for each phone while this screen is on top (a transition is
        looked through): what that phone shows. ``verbs`` is the footer drawn last (action,
        label). None: the footer as it is, for every phone alike (a menu any device moves)."""
        return None


class SceneStack:
    """The running scenes, bottom to top."""

    def __init__(self, app: Any = None) -> None:
        self.app = app
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        if self._scenes and scene.pauses_below:
            self._scenes[-1].pause()
        scene.app = self.app
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes and scene.pauses_below:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self._scenes:
            self._scenes.pop().exit()
        scene.app = self.app
        self._scenes.append(scene)
        scene.enter()
        return scene

    def clear_to(self, scene: Scene) -> Scene:
        """Empty the stack and start over with ``scene`` (e.g. quit to the title)."""
        while self._scenes:
            self._scenes.pop().exit()
        return self.push(scene)

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out wherever it is (a transition popping itself from below the top)."""
        if scene is self.top:
            self.pop()
        elif scene in self._scenes:
            self._scenes.remove(scene)
            scene.exit()

    def handle(self, event: InputEvent) -> None:
        if self._scenes:
            self._scenes[-1].handle(event)

    def update(self) -> None:
        """Update the top scene, and those below while the one above lets them."""
        for scene in reversed(list(self._scenes)):
            if scene not in self._scenes:
                continue
            scene.frame += 1
            scene.update()
            if not scene.updates_below:
                break

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if not self._scenes[i].transparent:
                start = i
                break
        return self._scenes[start:]

    def draw(self, canvas: pygame.Surface) -> None:
        large = bool(self.app and self.app.settings.large_text)
        for scene in self.visible():
            if self.app is None:
                scene.draw(canvas)
                continue
            with self.app.text.scaled(large and scene.large_text):
                scene.draw(canvas)
