"""The games in the box: one ``GameInfo`` each. Adding a game is one entry here.

Everything else that lists games reads this file: game select (cards and previews), the
lobby's seat limits, the how-to pages, the benchmark, the PyInstaller spec and its smoke
test. A game's screen package (``game.<id>.screen``) is imported only when it is needed
(a preview, a match), so start-up never pays for games nobody plays; it offers what
``GameScreen`` names.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.core.setup import MatchSetup
    from game.engine.scenes import Scene
    from game.engine.text import Text


class GameScreen(Protocol):
    """What a game's ``screen`` package offers the shell."""

    def create_scene(self, setup: MatchSetup, saved: dict | None, extra: dict | None) -> Scene:
        """The match scene: a new match, or one resumed from ``saved`` (rules state) and
        ``extra`` (the screen's own saved extras)."""

    def draw_howto(
        self, canvas: pygame.Surface, rect: pygame.Rect, page: int, frame: int, text: Text
    ) -> None:
        """The illustration of how-to page ``page`` (0-based) inside ``rect`` (the pager clips
        to it), drawn with the App's ``text`` (font caches belong to the App)."""

    def draw_preview(self, canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
        """A looping animated preview for the game-select card, inside ``rect``."""


@dataclass(frozen=True)
class OptionSpec:
    """One choice on a game's options screen."""

    key: str
    label_key: str
    choices: tuple[tuple[object, str], ...]  # (value, i18n key of its label)
    default: object
    humans_only: bool = False  # a per-seat option only people have (a coach), not CPUs

    def allows(self, value: object) -> bool:
        """One of the choices, of its very type (``True`` is no 1)."""
        return any(type(value) is type(choice) and value == choice for choice, _ in self.choices)


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str  # a proper name: the same in every language
    tagline_key: str
    min_seats: int
    max_seats: int
    built: bool = True  # False: shown as "coming soon", cannot be started
    options: tuple[OptionSpec, ...] = field(default_factory=tuple)
    seat_options: tuple[OptionSpec, ...] = field(default_factory=tuple)  # one value per seat
    howto_pages: int = 1
    lowest_wins: bool = False
    spectators: bool = False  # a spectator bench in the lobby (the whole room plays along)
    realtime: bool = False  # every human seat needs a device of its own
    tutorial: bool = False  # a guided first game in game.<id>.screen.tutorial
    intro: bool = False  # a game night's watch-together start in game.<id>.screen.intro
    dice: bool = False  # throws dice: game.<id>.logic.events names them (the fairness screen)
    # Keeps a timeline of its real-time moments (Fischkopp's shout windows): the screen
    # package offers timeline_pages, timeline_at, timeline_height and draw_timeline.
    timeline: bool = False
    # A game night's options over the usual ones (option key, value): its full games (Fits:
    # the compact edition) …
    evening_options: tuple[tuple[str, object], ...] = ()
    # … and its short evening: the game's short form, a house rule (option "short"), where
    # measured times call for one. The evening's people can still change either.
    short_options: tuple[tuple[str, object], ...] = ()

    @property
    def playable(self) -> bool:
        return self.built

    @property
    def scene_module(self) -> str | None:
        """The screen package to import (and to bundle in a frozen build)."""
        return f"game.{self.id}.screen" if self.built else None

    def default_options(self) -> dict:
        return {spec.key: spec.default for spec in self.options}

    def evening_defaults(self, short: bool = False) -> dict:
        """The options a game night starts from: the usual ones with the evening's choices
        (``short``: a short evening's, the game's short form)."""
        chosen = {**self.default_options(), **dict(self.evening_options)}
        return {**chosen, **dict(self.short_options)} if short else chosen

    def default_seat_options(self) -> dict:
        return {spec.key: spec.default for spec in self.seat_options}

    def check_setup(self, setup: MatchSetup) -> None:
        """A setup this version can build this game from: seats within the game's limits
        and every option one of its choices (a save, a replay, a hand edit may hold any
        value). ``ValueError`` with what does not fit, in words a message can carry."""
        if not self.playable:
            raise ValueError(f"{self.title} cannot be played in this version")
        if not self.min_seats <= len(setup.seats) <= self.max_seats:
            raise ValueError(f"{len(setup.seats)} seats for {self.title}")
        for spec in self.options:
            value = setup.options.get(spec.key, spec.default)
            if not spec.allows(value):
                raise ValueError(f"{spec.key} {value!r:.20} is not a choice")
        for values in setup.seat_options:
            for spec in self.seat_options:
                if spec.key in values and not spec.allows(values[spec.key]):
                    raise ValueError(f"{spec.key} {values[spec.key]!r:.20} is not a choice")

    def screen(self) -> GameScreen:
        if not self.built:
            raise LookupError(f"{self.title} is not built yet")
        return importlib.import_module(f"game.{self.id}.screen")  # type: ignore[return-value]


ON_OFF = ((False, "option.off"), (True, "option.on"))


def short_game(game_id: str) -> OptionSpec:
    """A game's short form, a house rule (RULES.md leaves lengths to the rulebooks): off plays
    the rulebook's game, on its short form; ``<game>.short.on`` says what that is."""
    choices = ((False, f"{game_id}.short.off"), (True, f"{game_id}.short.on"))
    return OptionSpec("short", f"{game_id}.option.short", choices, False)


# Extra seconds in real-time moments for a person who wants them (never a CPU).
MORE_TIME = ((0, "option.more_time.0"), (5, "option.more_time.5"), (10, "option.more_time.10"))
# Würfelblitz: a person's calls count as made this many seconds earlier (never a CPU's).
HEAD_START = tuple((n, f"wuerfelblitz.head_start.{n}") for n in (0, 1, 2, 3))

GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        id="fits",
        title="Fits",
        tagline_key="game.fits.tagline",
        min_seats=1,
        max_seats=4,
        options=(
            OptionSpec(
                "edition",
                "fits.option.edition",
                (("four_boards", "fits.edition.four_boards"), ("compact", "fits.edition.compact")),
                "four_boards",
            ),
            short_game("fits"),
        ),
        seat_options=(OptionSpec("coach", "fits.option.coach", ON_OFF, False, humans_only=True),),
        howto_pages=4,
        tutorial=True,
        intro=True,
        evening_options=(("edition", "compact"),),  # two rounds instead of four
        short_options=(("short", True),),  # one round
    ),
    GameInfo(
        id="fiese15",
        title="Fiese 15",
        tagline_key="game.fiese15.tagline",
        min_seats=2,
        max_seats=6,
        options=(
            OptionSpec("zocker", "fiese15.option.zocker", ON_OFF, False),
            OptionSpec("handicap", "fiese15.option.handicap", ON_OFF, False),
            short_game("fiese15"),
        ),
        seat_options=(OptionSpec("coach", "option.coach", ON_OFF, False, humans_only=True),),
        howto_pages=4,
        tutorial=True,
        intro=True,
        dice=True,
        short_options=(("short", True),),  # four rounds
    ),
    GameInfo(
        id="fischkopp",
        title="Fischkopp",
        tagline_key="game.fischkopp.tagline",
        min_seats=1,
        max_seats=7,
        seat_options=(
            OptionSpec("coach", "option.coach", ON_OFF, False, humans_only=True),
            OptionSpec("more_time", "option.more_time", MORE_TIME, 0, humans_only=True),
        ),
        howto_pages=6,
        lowest_wins=True,
        spectators=True,
        tutorial=True,
        intro=True,
        dice=True,
        timeline=True,
    ),
    GameInfo(
        id="wuerfelblitz",
        title="Würfelblitz",
        tagline_key="game.wuerfelblitz.tagline",
        min_seats=2,
        max_seats=7,
        options=(
            OptionSpec(
                "whites",
                "wuerfelblitz.option.whites",
                ((2, "wuerfelblitz.whites.2"), (3, "wuerfelblitz.whites.3")),
                2,
            ),
            OptionSpec("brain_twister", "wuerfelblitz.option.brain_twister", ON_OFF, False),
            short_game("wuerfelblitz"),
        ),
        seat_options=(
            OptionSpec(
                "whites_per_black",
                "wuerfelblitz.option.balancing",
                (
                    (3, "wuerfelblitz.balancing.3"),
                    (2, "wuerfelblitz.balancing.2"),
                    (1, "wuerfelblitz.balancing.1"),
                ),
                3,
            ),
            OptionSpec(
                "head_start", "wuerfelblitz.option.head_start", HEAD_START, 0, humans_only=True
            ),
        ),
        howto_pages=7,
        realtime=True,
        tutorial=True,
        intro=True,
        dice=True,
        short_options=(("short", True),),  # two black discs win
    ),
)


def game_by_id(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(game_id)


def playable_games() -> list[GameInfo]:
    return [g for g in GAMES if g.playable]
