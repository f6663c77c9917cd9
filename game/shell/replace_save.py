"""A new match would take the place of a saved one (there is one save, under Continue): the
box asks first, "Back" preselected, so one press too many never throws a match away."""

from __future__ import annotations

from collections.abc import Callable

from game import catalog
from game.shell.menu import MenuItem, MenuScene


class ReplaceSaveScene(MenuScene):
    title_key = "save.replace_title"

    def __init__(self, saved_game: str, start: Callable[[], None]) -> None:
        super().__init__()
        self.saved_game, self.start = saved_game, start

    def hint(self) -> str:
        title = catalog.game_by_id(self.saved_game).title
        return self.app.t("save.replace_text", game=title)

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        return [
            MenuItem(lambda: t("save.replace_no"), self.back),
            MenuItem(lambda: t("save.replace_yes"), self._start),
        ]

    def _start(self) -> None:
        self.app.scenes.remove(self)
        self.start()
