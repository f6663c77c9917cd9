"""Who sits at the table: a device (and the person holding it) or a CPU level per seat.

The lobby fills its slots with these. After a match, *Change game* carries the table along,
so the same friends and CPUs sit down again at the next game's lobby instead of joining anew.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.setup import MatchSetup


@dataclass
class Slot:
    device: str | None = None  # a human's device
    level: str | None = None  # a CPU's level
    person: str | None = None  # who the human is (a person's id); None: a guest

    @property
    def is_cpu(self) -> bool:
        return self.level is not None


def table_of(app, setup: MatchSetup) -> tuple[Slot, ...]:
    """The match's seats as the lobby holds them: its devices as they are bound now (a seat
    whose device is gone is left out) and the people the seats were named after."""
    slots = []
    for seat in setup.seats:
        if seat.is_cpu:
            slots.append(Slot(level=seat.level))
            continue
        device = app.input.device_of(seat.index)
        if device is not None and app.input.is_connected(device):
            slots.append(Slot(device=device, person=app.seat_people.get(seat.index)))
    return tuple(slots)


def fitted(table: tuple[Slot, ...], seats: int) -> list[Slot]:
    """The table cut to ``seats``, in its order: the humans keep their places first, the
    CPUs fill what is left."""
    humans = [i for i, slot in enumerate(table) if not slot.is_cpu][:seats]
    cpus = [i for i, slot in enumerate(table) if slot.is_cpu][: seats - len(humans)]
    return [Slot(table[i].device, table[i].level, table[i].person) for i in sorted(humans + cpus)]
