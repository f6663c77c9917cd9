"""Where the lobby's cursors go: one per joined device, over the seats and the start button
(``len(slots)``), never resting on another person's card.

A tab over a card reads as that card's name: "Keys left" over Ben's card, in a play-test,
named the wrong person. So a cursor rests on its own card, a free seat (one press adds a
CPU there), a CPU (a press steps its level) or the start button; one left on a seat someone
else just took goes home to its own card.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.input import Action
from game.shell.table import Slot


def first_free(slots: Sequence[Slot | None]) -> int | None:
    return next((i for i, slot in enumerate(slots) if slot is None), None)


def parking(slots: Sequence[Slot | None]) -> int:
    """Where a cursor waits after its device joins: on the first free seat, where one press
    adds a CPU; at a full table, on the start button."""
    free = first_free(slots)
    return len(slots) if free is None else free


def own_seat(slots: Sequence[Slot | None], device: str) -> int | None:
    return next((i for i, s in enumerate(slots) if s is not None and s.device == device), None)


def keep_off_others(slots: Sequence[Slot | None], cursors: dict[str, int]) -> None:
    """Send each cursor resting on another person's card home to its own card."""
    for device, cursor in cursors.items():
        slot = slots[cursor] if cursor < len(slots) else None
        if slot is not None and not slot.is_cpu and slot.device != device:
            own = own_seat(slots, device)
            cursors[device] = own if own is not None else parking(slots)


def moved(slots: Sequence[Slot | None], device: str, cursor: int, action: Action) -> int:
    """The cursor after a move: down to Start, up to the first free seat (else its own
    card), left and right over the cards a press does something on (free seats, CPUs) and
    its own, passing over other people's."""
    count = len(slots)
    if action is Action.DOWN:
        return count
    if action is Action.UP and cursor == count:
        up = first_free(slots)
        if up is None:
            up = own_seat(slots, device)
        return count if up is None else up
    if action in (Action.LEFT, Action.RIGHT) and cursor < count:
        stops = [
            i
            for i, slot in enumerate(slots)
            if slot is None or slot.is_cpu or slot.device == device
        ]
        step = -1 if action is Action.LEFT else 1
        ahead = [(cursor + step * k) % count for k in range(1, count)]
        return next((i for i in ahead if i in stops), cursor)
    return cursor
