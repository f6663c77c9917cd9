"""Game night, first screen: tick 2 to 4 games (or let the box pick), then join once."""

from __future__ import annotations

from game import catalog
from game.shell import flow
from game.shell.evening import flow as evening_flow
from game.shell.evening.model import MAX_GAMES, MIN_GAMES
from game.shell.menu import MenuItem, MenuScene


class EveningChooseScene(MenuScene):
    title_key = "evening.title"

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[str] = []  # in the order they were ticked: the order of play

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        items = [self._game_item(info) for info in catalog.playable_games()]
        items.append(MenuItem(self._box_label, self.box_picks))
        items.append(
            MenuItem(
                lambda: t("evening.join", n=len(self.chosen)),
                self.join,
                enabled=self.ready,
            )
        )
        return items

    def _game_item(self, info: catalog.GameInfo) -> MenuItem:
        def label() -> str:
            if info.id in self.chosen:
                return f"[{self.chosen.index(info.id) + 1}]  {info.title}"
            return f"[  ]  {info.title}"

        return MenuItem(label, lambda: self.toggle(info.id))

    def ready(self) -> bool:
        return MIN_GAMES <= len(self.chosen) <= MAX_GAMES

    def toggle(self, game_id: str) -> None:
        if game_id in self.chosen:
            self.chosen.remove(game_id)
        elif len(self.chosen) < MAX_GAMES:
            self.chosen.append(game_id)

    def _box_label(self) -> str:
        return self.app.t("evening.box_fills" if self.chosen else "evening.box_picks")

    def box_picks(self) -> None:
        """The box fills the empty picks only: a game somebody ticked is never swapped."""
        filled = evening_flow.box_picks(self.app.rng, self.chosen)
        if filled == self.chosen:  # every place the box would fill is taken already
            self.app.toast(self.app.t("evening.box_full"))
        self.chosen = filled
        self.selected = len(self.items) - 1  # on "Join": one more press and it starts

    def join(self) -> None:
        first = catalog.game_by_id(self.chosen[0])
        flow.go(self.app, "lobby", first, evening_games=list(self.chosen), fade=True)

    def hint(self) -> str:
        t = self.app.t
        return t("evening.help") if self.ready() else t("evening.need")
