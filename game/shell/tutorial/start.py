"""Starting, ending and remembering tutorials, and offering one the first time.

Each game's tutorial lives in ``game.<id>.screen.tutorial`` as ``script() -> Script``; the
kit starts it like a match (fade, the learner's device on seat 0), never autosaves it, and
ends it in a small menu: play the game for real, or back to the games. Finishing one, and
the offer on first choosing a game (made once), are remembered for whoever plays: the person
the device last picked in "Who are you?", else the box (``PeopleStore.player``).
"""

from __future__ import annotations

import importlib

import pygame

from game import catalog
from game.engine import palette as pal
from game.engine.input.bindings import KEYBOARD_LEFT
from game.shell import flow
from game.shell.menu import MenuItem, MenuScene
from game.shell.tutorial.guide import Guide
from game.shell.tutorial.steps import CORE, MORE, Script

VEIL_ALPHA = 170  # the finished lesson stays faintly visible under the menu


def has_tutorial(game_id: str) -> bool:
    info = catalog.game_by_id(game_id)
    return info.playable and info.tutorial


def script_of(game_id: str, part: str = CORE) -> Script:
    module = importlib.import_module(f"{catalog.game_by_id(game_id).scene_module}.tutorial")
    script = module.script()
    if part == MORE and script.more is not None:
        return script.more()
    return script


def create_tutorial(app, game_id: str, device: str | None = None, part: str = CORE):
    """The tutorial's match scene with its guide, the learner's device on seat 0."""
    script = script_of(game_id, part)
    app.seat_people = {}  # a lesson's seats are nobody's (not the last evening's people)
    scene = script.create_scene()
    scene.tutorial = Guide(script)
    app.input.unbind_all()
    app.input.bind(device or KEYBOARD_LEFT, 0)
    return scene


def start_tutorial(app, game_id: str, device: str | None = None, part: str = CORE) -> None:
    """Leave whatever runs (a paused match stays in its autosave) for the tutorial."""

    def change() -> None:
        app.scenes.clear_to(create_tutorial(app, game_id, device, part))

    app.audio.music("music_game")
    flow.fade_to(app, change)


def finish_tutorial(app, game_id: str, script: Script | None = None) -> None:
    app.people.remember(app.input.device_of(0), "learned", game_id)  # the learner's seat
    app.audio.play("win")
    app.scenes.push(TutorialDoneScene(game_id, script))


def should_offer(app, game_id: str, device: str | None = None) -> bool:
    """The first time a game is chosen by someone who never played or learned it, nor was
    offered it: ``device``'s person, else the box."""
    player = app.people.player(device)
    return (
        has_tutorial(game_id)
        and game_id not in player.offered
        and game_id not in player.learned
        and not player.played(game_id)
    )


class TutorialOfferScene(MenuScene):
    """ "New to Würfelblitz? Learn it by playing (2 min)" or "Play"."""

    title_key = "tutorial.offer_title"

    def __init__(self, game_id: str, device: str | None, play) -> None:
        super().__init__()
        self.game_id, self.device, self.play = game_id, device, play

    def enter(self) -> None:
        super().enter()
        self.app.people.remember(self.device, "offered", self.game_id)

    def heading(self) -> str:
        return self.app.t(self.title_key, game=catalog.game_by_id(self.game_id).title)

    def hint(self) -> str:
        return self.app.t("tutorial.offer_hint")

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        return [
            MenuItem(
                lambda: t("tutorial.offer_learn", minutes=script_of(self.game_id).minutes),
                lambda: start_tutorial(self.app, self.game_id, self.device),
            ),
            MenuItem(lambda: t("tutorial.offer_play"), self._play),
        ]

    def _play(self) -> None:
        self.app.scenes.pop()
        self.play()


class TutorialDoneScene(MenuScene):
    """The lesson is over: play for real, learn its second part (after the first), take it
    again, or back to the games."""

    title_key = "tutorial.done_title"
    transparent = True

    def __init__(self, game_id: str, script: Script | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        self.script = script if script is not None else script_of(game_id)

    def heading(self) -> str:
        return self.app.t(self.title_key, game=catalog.game_by_id(self.game_id).title)

    def draw_background(self, canvas: pygame.Surface) -> None:
        veil = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        veil.fill((*pal.INK, VEIL_ALPHA))
        canvas.blit(veil, (0, 0))

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        game = catalog.game_by_id(self.game_id)
        items = [MenuItem(lambda: t("tutorial.done_play", game=game.title), self._play)]
        if self.script.more is not None:
            more = self.script.more()
            items.append(
                MenuItem(
                    lambda: t("tutorial.done_more", topic=t(more.topic), minutes=more.minutes),
                    lambda: self._again(MORE),
                )
            )
        items += [
            MenuItem(lambda: t("tutorial.done_again"), lambda: self._again(self.script.part)),
            MenuItem(
                lambda: t("tutorial.done_back"),
                lambda: flow.game_select(self.app, self.game_id),
            ),
        ]
        return items

    def back(self) -> None:
        self.app.audio.play("ui_back")
        flow.game_select(self.app, self.game_id)

    def _play(self) -> None:
        from game.shell.lobby import LobbyScene

        self.app.input.unbind_all()
        flow.replace_with(self.app, LobbyScene(catalog.game_by_id(self.game_id)))

    def _again(self, part: str) -> None:
        start_tutorial(self.app, self.game_id, self.app.input.device_of(0), part)
