"""A made-up evening for ``--scene evening`` (and its podium): two people and two CPUs,
two of three games played, places changed by the last one. In memory only."""

from __future__ import annotations

from game.shell.evening.flow import new_evening
from game.shell.evening.model import Evening
from game.shell.people.example import example_people

EXAMPLE_GAMES = ["fiese15", "fischkopp", "wuerfelblitz"]
# places per seat (Anna, Ben, CPU hard, CPU easy) and the measures of each game
EXAMPLE_MATCHES = (
    ([1, 3, 2, 4], {"busts": (1, 3, 0, 2)}),
    ([2, 1, 4, 2], {"graeten": (0, 2, 1, 0), "heads": (1, 0, 2, 1)}),
    ([1, 2, 2, 4], {"call": (95, 130, 120, 180)}),
)


def example_evening(finished: bool = False):
    """(people store, evening): after two games, or after all three for the podium."""
    people = example_people()
    anna, ben = people.by_name("Anna"), people.by_name("Ben")
    seats = [(anna.id, "person", ""), (ben.id, "person", ""), ("cpu:3", "cpu", "hard")]
    seats.append(("cpu:4", "cpu", "easy"))
    evening: Evening = new_evening(EXAMPLE_GAMES, seats)
    for places, measures in EXAMPLE_MATCHES[: 3 if finished else 2]:
        evening.record(places, measures)
    return people, evening
