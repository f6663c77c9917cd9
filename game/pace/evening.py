"""A game night played by newcomers at human pace, title to podium, for the evening benchmark.

Four strangers (two keyboard halves, two phones) open Game night from the title, keep what
the chooser offers (a short evening of all four games), join one after the other making
themselves a person (a name typed, a look picked), then play every game: its options (the
host presses Play), the watch-together start when it comes, the match, its results and the
evening's table, and the podium at the end. Every screen is read before it is pressed on.
The run counts frames: the evening's length in game time, as a couch would spend it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.pace.hands import WANTS
from game.pace.people import SECOND, KeyboardHalf, Person, Phone, Press

NAMES = ("Anna", "Ben", "Clara", "David", "Emil", "Frida", "Gus")
READ = (2.0, 6.0)  # seconds a screen of results or a table is read before pressing on
NAME_TYPING = 0.35  # seconds a letter, typing one's own name
EVENING_LIMIT = 3 * 60 * 60 * SECOND  # three hours of game time: an evening that takes
# longer is stuck somewhere


@dataclass
class Part:
    """One stretch of the evening: making people, or one game (options to table), with the
    frames of its watch-together start and of its match apart."""

    name: str
    frames: int = 0
    intro: int = 0
    match: int = 0

    @property
    def around(self) -> int:
        """Options, results and table: the game's frames that are neither start nor match."""
        return self.frames - self.intro - self.match

    @property
    def minutes(self) -> float:
        return self.frames / (60 * SECOND)


@dataclass
class EveningRun:
    parts: list[Part] = field(default_factory=list)
    presses: int = 0
    long_pauses: int = 0

    @property
    def frames(self) -> int:
        return sum(p.frames for p in self.parts)

    @property
    def minutes(self) -> float:
        return self.frames / (60 * SECOND)


def couch(count: int, seed: int) -> list[Person]:
    """Two keyboard halves first, then phones: the play-test's room."""
    hands = [KeyboardHalf("kb_left"), KeyboardHalf("kb_right")]
    hands += [Phone(n) for n in range(1, count - 1)]
    return [Person(NAMES[i], hands[i], random.Random(f"evening:{seed}:{i}")) for i in range(count)]


class Evening:
    """Drives one App through a game night with ``people``; ``run()`` plays it whole."""

    def __init__(
        self, app, people: list[Person], short: bool = True, games: list[str] | None = None
    ) -> None:
        self.app = app
        self.people = people
        self.short = short  # the chooser's form they pick: a short evening or full games
        self.games = games  # the games they keep ticked (None: all the chooser offers)
        self.host = people[0]  # whoever holds the first device steers the shared screens
        self.memories: dict[str, dict] = {p.device: {} for p in people}
        self.made: set[str] = set()  # devices whose person is made
        self.run_ = EveningRun()

    # ----- what each person wants now -----------------------------------------------------------
    def want(self, person: Person) -> Press | None:
        top = self.app.scenes.top
        name = type(top).__name__
        if getattr(top, "is_match", False) and not getattr(top, "attract", False):
            if getattr(top.tutorial, "watch_together", False):
                return None  # newcomers watch the game's start to its end
            seat = self.app.input.seat_of.get(person.device)
            wants = WANTS.get(top.game_id)
            if seat is None or wants is None:
                return None
            return wants(top, seat, self.memories[person.device])
        handler = getattr(self, f"_on_{name}", None)
        return handler(top, person) if handler is not None else None

    def _menu_to(self, menu, person: Person, index: int) -> Press | None:
        if person is not self.host:
            return None
        if menu.selected != index:
            return Press("up" if index < menu.selected else "down")
        return Press("confirm")

    def _on_TitleScene(self, title, person: Person) -> Press | None:
        labels = [item.label() for item in title.items]
        return self._menu_to(title, person, labels.index(self.app.t("title.evening")))

    def _on_EveningChooseScene(self, choose, person: Person) -> Press | None:
        if choose.short != self.short:
            return self._menu_to(choose, person, choose.keys.index("form"))
        unwanted = [g for g in choose.chosen if self.games is not None and g not in self.games]
        if unwanted:  # untick what they do not play tonight
            return self._menu_to(choose, person, choose.keys.index(unwanted[0]))
        return self._menu_to(choose, person, choose.keys.index("join"))

    def _on_LobbyScene(self, lobby, person: Person) -> Press | None:
        if lobby.slot_of(person.device) is None:
            return Press("confirm")  # join
        if len(self.made) < len(self.people) or person is not self.host:
            return None
        if lobby.cursors.get(person.device, 0) != len(lobby.slots):
            return Press("down")  # to the start button
        return Press("confirm", think=READ)

    def _on_WhoAreYouScene(self, who, person: Person) -> Press | None:
        if who.device != person.device:
            return None
        if who.look is not None:  # the look: a new avatar now and then, then OK on each row
            memory = self.memories[person.device]
            if who.look_row == 0 and memory.setdefault("avatar", person.rng.randint(0, 3)) > 0:
                memory["avatar"] -= 1
                return Press("right")
            if who.look_row == 2:
                self.made.add(person.device)
            return Press("confirm")
        new = who.choices.index("new")
        memory = self.memories[person.device]
        read = None if memory.get("read_who") else READ  # a new screen is read first
        if who.selected != new:
            memory["read_who"] = True
            return Press("up" if new < who.selected else "down", think=read)
        return Press("confirm", think=read)

    def _on_NameEntryScene(self, entry, person: Person) -> Press | None:
        if entry.device != person.device:
            return None
        name = person.name
        seconds = NAME_TYPING * len(name)
        return Press(text=name, think=(1.0 + seconds, 3.0 + seconds))

    def _on_GameOptionsScene(self, options, person: Person) -> Press | None:
        return Press("confirm", think=READ) if person is self.host else None

    def _on_ResultsScene(self, results, person: Person) -> Press | None:
        if person is not self.host or results.frame < 60:
            return None
        return (
            self._menu_to(results, person, 0) if results.selected else Press("confirm", think=READ)
        )

    def _on_EveningTableScene(self, table, person: Person) -> Press | None:
        if person is not self.host or table.frame < 60:
            return None
        return Press("confirm", think=READ)

    # ----- running ------------------------------------------------------------------------------
    def step(self) -> None:
        frame = self.app.frame
        for person in self.people:
            person.poll(self.app, frame, self.want(person))
        self.app.step()

    def run(self) -> EveningRun:
        """Title to podium; the frames of each stretch go to their part."""
        app = self.app
        for person in self.people:
            person.hands.connect(app)
        part = Part("people")
        self.run_.parts.append(part)
        current_game = None
        total = 0
        while type(app.scenes.top).__name__ != "EveningPodiumScene":
            if total > EVENING_LIMIT:
                raise RuntimeError(f"the evening is stuck on {type(app.scenes.top).__name__}")
            top = app.scenes.top
            game = getattr(top, "game", None) if type(top).__name__ == "GameOptionsScene" else None
            if game is not None and game.id != current_game:
                current_game = game.id
                part = Part(game.title)
                self.run_.parts.append(part)
            guide = getattr(top, "tutorial", None)
            if getattr(guide, "watch_together", False):
                part.intro += 1
            elif getattr(top, "is_match", False) and guide is None:
                part.match += 1
            self.step()
            part.frames += 1
            total += 1
        self.run_.presses = sum(p.presses for p in self.people)
        self.run_.long_pauses = sum(p.long_pauses for p in self.people)
        return self.run_


def play_evening(
    seed: int = 1, count: int = 4, short: bool = True, games: list[str] | None = None
) -> EveningRun:
    """An evening of all four games, or ``games`` (``short``: their short forms), for
    ``count`` newcomers, in a headless App."""
    from game.app import App
    from game.run_config import RunConfig

    app = App(RunConfig(headless=True, seed=seed, scene="title", lang="en"))
    try:
        return Evening(app, couch(count, seed), short, games).run()
    finally:
        app.shutdown()
