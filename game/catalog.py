"""The games in the box: one ``GameInfo`` each. Adding a game is one entry here.

Scenes are named by import path and loaded only when a game starts, so start-up never pays
for games nobody plays.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field


@dataclass(frozen=True)
class OptionSpec:
    """One choice on a game's options screen."""

    key: str
    label_key: str
    choices: tuple[tuple[object, str], ...]  # (value, i18n key of its label)
    default: object


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str  # a proper name: the same in every language
    tagline_key: str
    min_seats: int
    max_seats: int
    scene_module: str | None = None  # "package.module" exposing create_scene(); None: not built
    options: tuple[OptionSpec, ...] = field(default_factory=tuple)
    howto_pages: int = 1
    lowest_wins: bool = False

    @property
    def playable(self) -> bool:
        return self.scene_module is not None

    def default_options(self) -> dict:
        return {spec.key: spec.default for spec in self.options}

    def load_scene_module(self):
        if self.scene_module is None:
            raise LookupError(f"{self.title} is not built yet")
        return importlib.import_module(self.scene_module)


ON_OFF = ((False, "option.off"), (True, "option.on"))

GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        id="fits",
        title="Fits",
        tagline_key="game.fits.tagline",
        min_seats=1,
        max_seats=4,
        scene_module="game.fits.screen.scene",
        options=(
            OptionSpec(
                "edition",
                "fits.option.edition",
                (("four_boards", "fits.edition.four_boards"), ("compact", "fits.edition.compact")),
                "four_boards",
            ),
        ),
        howto_pages=4,
    ),
    GameInfo(
        id="fiese15",
        title="Fiese 15",
        tagline_key="game.fiese15.tagline",
        min_seats=2,
        max_seats=6,
        scene_module="game.fiese15.screen.scene",
        options=(
            OptionSpec("zocker", "fiese15.option.zocker", ON_OFF, False),
            OptionSpec("handicap", "fiese15.option.handicap", ON_OFF, False),
        ),
        howto_pages=4,
    ),
    GameInfo(
        id="fischkopp",
        title="Fischkopp",
        tagline_key="game.fischkopp.tagline",
        min_seats=1,
        max_seats=7,
        lowest_wins=True,
    ),
    GameInfo(
        id="wuerfelblitz",
        title="Würfelblitz",
        tagline_key="game.wuerfelblitz.tagline",
        min_seats=2,
        max_seats=7,
    ),
)


def game_by_id(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(game_id)


def playable_games() -> list[GameInfo]:
    return [g for g in GAMES if g.playable]
