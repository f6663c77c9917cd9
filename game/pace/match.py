"""One match played by people at human pace, from its first frame to its results: what the
evening's estimate counts per turn, card or round."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.pace.hands import WANTS
from game.pace.people import Person

MATCH_LIMIT = 60 * 60 * 60  # an hour of game time: a match that takes longer is stuck


@dataclass
class Played:
    """What a match at human pace took: frames from its first frame to its results, and its
    units of play (turns, cards or rounds: what the estimate counts)."""

    game_id: str
    frames: int = 0
    units: int = 0
    presses: dict[str, int] = field(default_factory=dict)

    @property
    def minutes(self) -> float:
        return self.frames / 3600


def step_people(app, people: list[Person], want) -> None:
    """One frame: every person presses what ``want(person)`` asks when their time comes,
    then the App steps."""
    frame = app.frame
    for person in people:
        person.poll(app, frame, want(person))
    app.step()


def play_match(app, people: list[Person], limit: int = MATCH_LIMIT) -> Played:
    """Play the match on top of the stack until it hands over to another screen."""
    scene = app.scenes.top
    game_id = scene.game_id
    wants = WANTS[game_id]
    seats = {p.device: app.input.seat_of.get(p.device) for p in people}
    memories: dict[str, dict] = {p.device: {} for p in people}
    played = Played(game_id)
    units = _Units(game_id)

    def want(person: Person):
        seat = seats[person.device]
        if seat is None or app.scenes.top is not scene:
            return None
        return wants(scene, seat, memories[person.device])

    while not scene.result_sent:
        if played.frames > limit:
            raise RuntimeError(f"{game_id}: no end after {limit // 3600} minutes")
        step_people(app, people, want)
        units.watch(scene)
        played.frames += 1
    played.units = units.count
    played.presses = {p.name: p.presses for p in people}
    return played


class _Units:
    """Counts what a game's length grows with: turns (Fiese 15, Fischkopp), cards (Fits),
    rounds (Würfelblitz)."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.count = 0
        self._last: object = None

    def watch(self, scene) -> None:
        match = scene.match
        if self.game_id in ("fiese15", "fischkopp"):
            now = (getattr(match, "round_index", 0), match.current_seat)
        elif self.game_id == "fits":
            now = (match.round_index, match.cards_turned)
        else:
            now = match.round_index
        if now != self._last:
            self._last = now
            self.count += 1


def play_one(game_id: str, count: int, short: bool, seed: int) -> Played:
    """``count`` newcomers play one match of ``game_id`` (its short form or not) in a fresh
    headless App: two keyboard halves, then phones, each person on the seat in that order."""
    import dataclasses

    from game import catalog
    from game.app import App
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup, Participant
    from game.pace.evening import couch
    from game.run_config import RunConfig
    from game.shell import flow

    app = App(RunConfig(headless=True, seed=seed, scene="title", lang="en"))
    try:
        people = couch(count, seed)
        for person in people:
            person.hands.connect(app)
        app.step()
        info = catalog.game_by_id(game_id)
        seats = tuple(Seat(i, SeatKind.HUMAN) for i in range(count))
        setup = MatchSetup(game_id, seats, info.evening_defaults(short), seed)
        joined = []
        for seat, person in enumerate(people):
            app.input.bind(person.device, seat)
            joined.append(Participant(app.input.join(person.device), seat))
        flow.start_match(app, dataclasses.replace(setup, participants=tuple(joined)))
        while not getattr(app.scenes.top, "is_match", False):
            app.step()
        return play_match(app, people)
    finally:
        app.shutdown()
