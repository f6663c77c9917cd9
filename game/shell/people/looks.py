"""A seat wears its person's look: their colour (with its symbol) and their avatar.

The palette decides every seat's colour and symbol, the badge widget its avatar; this sets
both for the seats on screen, so the lobby, the match, the results and the evening show the
person, not the seat number. Two people who chose one colour: the later seat gets the
nearest free colour (and the lobby says so). Seats without a person (guests, CPUs) keep
their own number's colour while it is free, else take the first free one.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.engine import palette as pal
from game.engine import widgets


def _distance(a: int, b: int) -> int:
    """How far apart two seat colours look (squared RGB distance)."""
    ca, cb = pal.look_colour(a), pal.look_colour(b)
    return sum((x - y) ** 2 for x, y in zip(ca, cb))


def nearest_free(look: int, taken: set[int]) -> int:
    """The free colour nearest to ``look`` (itself when free)."""
    free = [c for c in range(pal.MAX_SEATS) if c not in taken]
    if not free:
        return look % pal.MAX_SEATS
    return min(free, key=lambda c: (_distance(look, c), c))


def assign(wanted: Mapping[int, int]) -> dict[int, int]:
    """Seat -> look for every seat number. ``wanted``: the seats held by people and the
    colour each chose; earlier seats keep theirs, a later one clashing gets the nearest
    free colour; the other seats keep their own number's colour if free."""
    looks: dict[int, int] = {}
    for seat in sorted(wanted):
        looks[seat] = nearest_free(wanted[seat], set(looks.values()))
    for seat in range(pal.MAX_SEATS):
        if seat not in looks:
            taken = set(looks.values())
            free = [c for c in range(pal.MAX_SEATS) if c not in taken]
            # Not the nearest: a CPU beside a person in red must not wear salmon.
            looks[seat] = seat if seat not in taken else (free[0] if free else seat)
    return looks


def dress_seats(store, seat_people: Mapping[int, str | None]) -> dict[int, int]:
    """Every seat on screen wears its person's colour and avatar (``store``: the people).
    Returns the seats whose person got another colour than they chose: seat -> wanted."""
    people = {seat: store.get(pid) for seat, pid in seat_people.items() if pid}
    people = {seat: p for seat, p in people.items() if p is not None}
    looks = assign({seat: p.colour for seat, p in people.items()})
    pal.set_seat_looks(looks)
    widgets.SEAT_AVATARS.clear()
    widgets.SEAT_AVATARS.update({seat: p.avatar for seat, p in people.items()})
    return {seat: p.colour for seat, p in people.items() if looks[seat] != p.colour % pal.MAX_SEATS}
