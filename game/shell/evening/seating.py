"""Who plays the evening's next game: stepping in, adding a CPU and leaving between games.

Each change is saved at once (a crash keeps the table as it was left) and moves the devices
with their seats: seats stay numbered without gaps, as in the lobby. The next match's seats
follow ``Evening.seating``.
"""

from __future__ import annotations

from game import catalog
from game.core.setup import Participant
from game.shell.evening import store
from game.shell.evening.model import MAX_ENTRANTS, Evening


def seat_range(evening: Evening) -> tuple[int, int]:
    """(fewest, most) seats: the next game's least, the fewest any game still to come takes."""
    games = [catalog.game_by_id(g) for g in evening.games[evening.played :]]
    if not games:
        return 0, 0
    return games[0].min_seats, min(g.max_seats for g in games)


def can_add(evening: Evening, returning: bool = False) -> bool:
    """A free seat for one more, and room in the evening's file for a new entrant."""
    if evening.over or len(evening.seating) >= seat_range(evening)[1]:
        return False
    return returning or len(evening.entrants) < MAX_ENTRANTS


def ready(evening: Evening) -> bool:
    """The next game can start: enough seats, and at least one of them a player's."""
    low, high = seat_range(evening)
    humans = [k for k in evening.seating if getattr(evening.entrant(k), "kind", "") != "cpu"]
    return low <= len(evening.seating) <= high and bool(humans)


def seated_people(evening: Evening) -> set[str]:
    """The people holding a seat now (the picker offers everyone else)."""
    return {
        k for k in evening.seating if (e := evening.entrant(k)) is not None and e.kind == "person"
    }


def step_in(app, evening: Evening, device: str, person_id: str | None) -> str | None:
    """``device`` takes the next seat as a person (None: a guest); returns the entrant key."""
    returning = person_id is not None and evening.entrant(person_id) is not None
    if not can_add(evening, returning) or app.input.seat_of.get(device) is not None:
        return None
    key = person_id or evening.new_key("guest")
    evening.sit_down(key, "person" if person_id else "guest")
    app.input.bind(device, evening.seating.index(key))
    store.save(evening)
    return key


def add_cpu(evening: Evening, level: str) -> str | None:
    if not can_add(evening):
        return None
    key = evening.new_key("cpu")
    evening.sit_down(key, "cpu", level)
    store.save(evening)
    return key


def leave(app, evening: Evening, key: str) -> None:
    """``key`` leaves the evening (points stay on the table); the seats after close up and
    their devices move with them."""
    if key not in evening.seating:
        return
    seat = evening.seating.index(key)
    device = app.input.device_of(seat)
    if device is not None:
        app.input.unbind(device)
    evening.leave(key)
    for moving, old in sorted(app.input.seat_of.items(), key=lambda item: item[1]):
        if old > seat:  # upwards one by one: each lands on the seat just freed
            app.input.bind(moving, old - 1)
    store.save(evening)


def participants(app) -> tuple[Participant, ...]:
    """The people in the room now: who holds which seat, and the bench."""
    seated = sorted(app.input.seat_of.items(), key=lambda item: item[1])
    people = [Participant(app.input.join(device), seat) for device, seat in seated]
    people += [Participant(p) for p in app.input.spectators()]
    return tuple(people)
