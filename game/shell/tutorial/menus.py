"""The lesson's two menus: the offer on first choosing a game, and the end of a lesson."""

from __future__ import annotations

import pygame

from game import catalog
from game.engine import palette as pal
from game.shell import flow
from game.shell.menu import MenuItem, MenuScene
from game.shell.tutorial.start import script_of, start_tutorial
from game.shell.tutorial.steps import MORE, Script

VEIL_ALPHA = 220  # the finished lesson stays faintly visible under the menu, its text not


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
                # The lesson's Play goes on the way this offer was going (Quick Play: You +
                # CPU), not to an empty lobby.
                lambda: start_tutorial(self.app, self.game_id, self.device, then=self.play),
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

    def __init__(self, game_id: str, script: Script | None = None, then=None) -> None:
        """``then``: what Play goes on to (where the lesson was offered on the way to); by
        default the game's lobby."""
        super().__init__()
        self.game_id = game_id
        self.script = script if script is not None else script_of(game_id)
        self.then = then

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
        if flow.saved_match_of(self.game_id):  # the match left for this lesson waits
            back = MenuItem(lambda: t("tutorial.back_to_match"), self._back_to_match)
            items.insert(0, back)
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
        self.app.input.unbind_all()
        if self.then is not None:
            self.then()
            return
        flow.go(self.app, "lobby", catalog.game_by_id(self.game_id), how="replace", fade=True)

    def _back_to_match(self) -> None:
        self.app.input.unbind_all()
        if not flow.back_to_saved_match(self.app, self.game_id):
            self.app.toast(self.app.t("toast.save_unusable"))

    def _again(self, part: str) -> None:
        start_tutorial(self.app, self.game_id, self.app.input.device_of(0), part, self.then)
