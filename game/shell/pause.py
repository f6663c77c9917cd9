"""The pause overlay over a running match: resume, how to play, settings, quit to menu."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import palette as pal
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.shell import flow
from game.shell.evening import store
from game.shell.menu import MenuItem, MenuScene
from game.shell.tutorial.start import has_tutorial, start_tutorial


class PauseScene(MenuScene):
    title_key = "pause.title"
    transparent = True

    def __init__(self, match_scene: Scene | None = None) -> None:
        super().__init__()
        self.match_scene = match_scene
        self._veil: pygame.Surface | None = None
        self._where = ""  # "Game night: game 2 of 3" for an evening's match

    def enter(self) -> None:
        setup = getattr(self.match_scene, "setup", None)
        evening = store.load() if setup is not None else None
        if evening is not None and evening.owns(setup.game_id, setup.seed):
            n, of = evening.played + 1, len(evening.games)
            self._where = self.app.t("pause.evening", n=n, of=of)
        super().enter()

    def hint(self) -> str:
        return self._where

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        items = [
            MenuItem(lambda: t("pause.resume"), self.back),
            MenuItem(lambda: t("pause.howto"), self._howto),
            MenuItem(lambda: t("pause.settings"), self._settings),
            MenuItem(lambda: t("pause.quit"), lambda: flow.title(self.app)),
        ]
        if getattr(self.match_scene, "tutorial", None) is not None:
            # Skipping a lesson: back to the games (a tutorial is never saved).
            # A match of this game left for the lesson: leaving goes back to it.
            waiting = flow.saved_match_of(self._game_id())
            leave = "tutorial.back_to_match" if waiting else "pause.leave_tutorial"
            items[-1] = MenuItem(lambda: t(leave), self._leave_tutorial)
        elif self._game_id() and has_tutorial(self._game_id()):
            # The match stays in its autosave: Continue on the title brings it back.
            items.insert(2, MenuItem(lambda: t("pause.learn"), self._learn))
        return items

    def _game_id(self) -> str | None:
        return getattr(self.match_scene, "game_id", None) or None

    def _leave_tutorial(self) -> None:
        self.app.input.unbind_all()
        if not flow.back_to_saved_match(self.app, self._game_id()):
            flow.game_select(self.app, self._game_id())

    def _learn(self) -> None:
        self.app.scenes.push(LearnNowScene(self._game_id(), self))

    def handle(self, event: InputEvent) -> None:
        if event.pressed and event.action is Action.PAUSE and not event.repeat:
            self.back()
        else:
            super().handle(event)

    def _howto(self) -> None:
        game_id = getattr(self.match_scene, "game_id", None)
        game = catalog.game_by_id(game_id) if game_id else catalog.GAMES[0]
        flow.go(self.app, "howto", game)

    def _settings(self) -> None:
        flow.go(self.app, "settings")

    def draw_background(self, canvas: pygame.Surface) -> None:
        if self._veil is None:
            self._veil = pygame.Surface(canvas.get_size())
            self._veil.fill(pal.INK)
            hidden = getattr(self.match_scene, "hidden_when_paused", False)
            self._veil.set_alpha(255 if hidden else 170)
        canvas.blit(self._veil, (0, 0))


class LearnNowScene(MenuScene):
    """Learn by playing, from a running match: asked first, "Back" preselected, so a press
    too many never swaps the match for a lesson. The match waits in its autosave, and the
    lesson's end offers to go back to it."""

    title_key = "pause.learn_title"

    def __init__(self, game_id: str, pause: PauseScene) -> None:
        super().__init__()
        self.game_id, self.pause = game_id, pause
        self._shade: pygame.Surface | None = None

    def heading(self) -> str:
        return self.app.t(self.title_key, game=catalog.game_by_id(self.game_id).title)

    def hint(self) -> str:
        return self.app.t("pause.learn_text")

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        return [
            MenuItem(lambda: t("pause.learn_no"), self.back),
            MenuItem(lambda: t("pause.learn_yes"), self._start),
        ]

    def _start(self) -> None:
        start_tutorial(self.app, self.game_id, self.app.input.device_of(0))

    def draw_background(self, canvas: pygame.Surface) -> None:
        """The paused match, veiled as under the pause menu (whose panel this one replaces)."""
        if self.pause.match_scene is not None:
            self.pause.match_scene.draw(canvas)
        self.pause.draw_background(canvas)
        if self._shade is None:  # darker still: the hint under the panel lies on the match
            self._shade = pygame.Surface(canvas.get_size())
            self._shade.fill(pal.INK)
            self._shade.set_alpha(140)
        canvas.blit(self._shade, (0, 0))
