"""How an evening's entrant is named and drawn: a person as themself, a CPU as a robot in
its level, a guest as a ghost."""

from __future__ import annotations

from game.engine import palette as pal
from game.shell.evening.model import Entrant
from game.shell.people.loaded import people_store

CPU_AVATAR, GUEST_AVATAR = 2, 3  # the robot and the ghost of people/avatars.py


def entrant_name(app, entrant: Entrant) -> str:
    t = app.t
    if entrant.kind == "person":
        person = people_store(app).get(entrant.key)
        return person.name if person is not None else t("evening.gone")
    if entrant.kind == "cpu":
        return t("evening.cpu", level=t(f"level.{entrant.level or 'normal'}"))
    number = entrant.key.split(":")[-1]
    return t("participant.name", n=int(number) if number.isdigit() else 1)


def entrant_look(app, entrant: Entrant) -> tuple[int, tuple[int, int, int]]:
    """(avatar, colour) to draw."""
    if entrant.kind == "person":
        person = people_store(app).get(entrant.key)
        if person is not None:
            return person.avatar, pal.look_colour(person.colour)
    if entrant.kind == "cpu":
        return CPU_AVATAR, pal.SLATE
    return GUEST_AVATAR, pal.MIST
