"""A made-up person with a season of matches, for ``--scene people`` (screenshots, tests,
the README). Kept in memory only: looking at it never writes the player's files."""

from __future__ import annotations

import random

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchResult, MatchSetup
from game.shell.people.store import PERSON_KEY, PeopleStore

EXAMPLE_PEOPLE = (("Anna", 1, 0), ("Ben", 2, 4), ("Cleo", 4, 5), ("Dario", 3, 2))
EXAMPLE_MATCHES = 24
MEASURES = {
    "fiese15": lambda rng: ("busts", rng.randrange(4)),
    "fischkopp": lambda rng: ("graeten", rng.randrange(2)),
    "wuerfelblitz": lambda rng: ("call", rng.randrange(70, 200)),
}


class ExampleStore(PeopleStore):
    def save(self) -> None:
        """An example is never written."""


def example_people(seed: int = 11) -> ExampleStore:
    rng = random.Random(seed)
    calls = random.Random(seed + 1)  # every right call's time, drawn apart from the rest
    store = ExampleStore()
    people = [store.add(name, colour, avatar) for name, colour, avatar in EXAMPLE_PEOPLE]
    games = ("fits", "fiese15", "fischkopp", "wuerfelblitz")
    for _ in range(EXAMPLE_MATCHES):
        game = rng.choice(games)
        seated = rng.sample(people, rng.randrange(2, len(people) + 1))
        seats = tuple(Seat(i, SeatKind.HUMAN) for i in range(len(seated)))
        options = tuple({PERSON_KEY: p.id} for p in seated)
        totals = tuple(rng.randrange(5, 60) for _ in seated)
        measures = []
        if game in MEASURES:
            name = MEASURES[game](rng)[0]
            measures.append((name, tuple(MEASURES[game](rng)[1] for _ in seated)))
        if game == "fischkopp":
            measures.append(("heads", tuple(rng.randrange(4) for _ in seated)))
        if game == "wuerfelblitz":  # (sum, count) of a match's right calls, as a match reports
            counts = [calls.randrange(1, 6) for _ in seated]
            times = tuple((sum(calls.randrange(70, 260) for _ in range(n)), n) for n in counts)
            measures.append(("call_time", times))
        setup = MatchSetup(game, seats, seat_options=options)
        store.record(MatchResult(setup, totals, game == "fischkopp", measures=tuple(measures)))
    store.touch(people[0])  # Anna first
    return store
