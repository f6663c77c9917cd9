"""A game's options before it starts (edition, variants), then play."""

from __future__ import annotations

from collections.abc import Callable

from game.catalog import GameInfo, OptionSpec
from game.core.seats import Seat
from game.core.setup import MatchSetup, Participant
from game.shell import flow
from game.shell.menu import MenuItem, MenuScene


class GameOptionsScene(MenuScene):
    title_key = "options.title"

    def __init__(
        self,
        game: GameInfo,
        seats: tuple[Seat, ...],
        bind_devices: Callable[[], tuple[Participant, ...]] = lambda: (),
    ) -> None:
        super().__init__()
        self.game = game
        self.seats = seats
        self.bind_devices = bind_devices
        self.values = game.default_options()

    def build_items(self) -> list[MenuItem]:
        items = [self._option_item(spec) for spec in self.game.options]
        items.append(MenuItem(lambda: self.app.t("options.play"), self.play))
        return items

    def _option_item(self, spec: OptionSpec) -> MenuItem:
        t = self.app.t

        def label() -> str:
            chosen = next(key for value, key in spec.choices if value == self.values[spec.key])
            return f"{t(spec.label_key)}:  < {t(chosen)} >"

        def adjust(step: int) -> None:
            values = [value for value, _ in spec.choices]
            index = values.index(self.values[spec.key])
            self.values[spec.key] = values[(index + step) % len(values)]

        return MenuItem(label, adjust=adjust)

    def heading(self) -> str:
        return self.game.title

    def hint(self) -> str:
        if self.selected < len(self.game.options):
            return self.app.t(self.game.options[self.selected].label_key + ".help")
        return self.app.t("options.play_help", game=self.game.title)

    def play(self) -> None:
        people = self.bind_devices()
        setup = MatchSetup(
            self.game.id,
            self.seats,
            dict(self.values),
            self.app.rng.randrange(1 << 31),
            participants=people,
        )
        flow.start_match(self.app, setup)
