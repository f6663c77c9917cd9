"""Game night, first screen: tick 2 to 4 games (or let the box pick), then join once."""

from __future__ import annotations

from game import catalog
from game.shell import autosave, flow
from game.shell.evening import flow as evening_flow
from game.shell.evening import store
from game.shell.evening.model import MAX_GAMES, MIN_GAMES, Evening
from game.shell.menu import MenuItem, MenuScene


class EveningChooseScene(MenuScene):
    title_key = "evening.title"

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[str] = []  # in the order they were ticked: the order of play
        self.running: Evening | None = None  # a game night not finished yet: offered first

    def enter(self) -> None:
        running = store.load({p.id for p in self.app.people.people})
        self.running = running if running is not None and not running.over else None
        super().enter()

    def build_items(self) -> list[MenuItem]:
        t = self.app.t
        items = [self._game_item(info) for info in catalog.playable_games()]
        running = self.running
        if running is not None:
            n, of = running.played + 1, len(running.games)
            items.insert(0, MenuItem(lambda: t("evening.continue", n=n, of=of), self.go_on))
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

    def go_on(self) -> None:
        """The running evening: its match where one waits (saved mid-game), else its table."""
        saved, running = autosave.load_match(), self.running
        setup = saved[0] if saved is not None else None
        mine = setup is not None and running is not None and running.owns(setup.game_id, setup.seed)
        if mine and flow.resume_autosave(self.app):
            return
        if not evening_flow.resume(self.app):
            self.app.toast(self.app.t("toast.save_unusable"))

    def hint(self) -> str:
        t = self.app.t
        if self.running is not None and self.selected == 0:
            return t("evening.running")
        return t("evening.help") if self.ready() else t("evening.need")
