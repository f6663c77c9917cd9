"""The per-turn choices a player makes with a cursor: which dice to place, then stop or roll.

Plain state without pygame so the rules of the cursor can be tested on their own; the
screen draws it and feeds it the player's actions, the CPU drives it step by step so
people can watch what it picks.
"""

from __future__ import annotations

from game.fiese15.logic.strips import COLOURS

PLACE = "place"  # the cursor stop after the dice: the "place picked dice" button
ROLL, STOP = 0, 1  # the two buttons of the stop-or-roll choice


class PlacePicker:
    """A cursor over the valid dice of a roll plus a final "place" stop, and the picked set.

    With a single valid die there is nothing to choose: it starts picked and stays picked,
    and the cursor waits on "place", so one press places it (confirm anywhere does).
    """

    def __init__(self, valid: tuple[str, ...], preselect: bool = True) -> None:
        self.valid = tuple(c for c in COLOURS if c in valid)
        if not self.valid:
            raise ValueError("a roll with no valid die has nothing to place")
        self.stops: tuple[str, ...] = (*self.valid, PLACE)
        self.picked: set[str] = set()
        self.cursor = 0
        self.single = preselect and len(self.valid) == 1
        if self.single:
            self.picked.add(self.valid[0])
            self.cursor = len(self.valid)

    @property
    def current(self) -> str:
        return self.stops[self.cursor]

    @property
    def on_place(self) -> bool:
        return self.current == PLACE

    def move(self, step: int) -> bool:
        """Move left (-1) or right (+1), stopping at the ends; True if it moved."""
        new = max(0, min(len(self.stops) - 1, self.cursor + step))
        moved = new != self.cursor
        self.cursor = new
        return moved

    def move_to(self, stop: str) -> None:
        self.cursor = self.stops.index(stop)

    def to_place(self) -> bool:
        """Jump to the "place" button (down on the pad); True if it moved."""
        old, self.cursor = self.cursor, len(self.stops) - 1
        return old != self.cursor

    def to_dice(self) -> bool:
        """Back up from the button to the last die (up on the pad); True if it moved."""
        if not self.on_place:
            return False
        self.cursor = len(self.valid) - 1
        return True

    def toggle(self) -> bool:
        """Pick or unpick the die under the cursor; returns whether it is now picked."""
        colour = self.current
        if colour == PLACE:
            raise ValueError("the cursor is on the place button")
        if colour in self.picked:
            self.picked.discard(colour)
            return False
        self.picked.add(colour)
        return True

    def toggle_all(self) -> bool:
        """Pick every valid die, or none if all were picked; returns whether all are picked."""
        if self.single:
            return True
        if len(self.picked) == len(self.valid):
            self.picked.clear()
            return False
        self.picked = set(self.valid)
        return True

    def clear(self) -> bool:
        """Unpick everything (a single valid die stays); True if anything was unpicked."""
        if self.single:
            return False
        had = bool(self.picked)
        self.picked.clear()
        return had

    def chosen(self) -> tuple[str, ...]:
        """The dice to place, in colour order. Nothing picked but the cursor on a die: that one."""
        if self.picked:
            return tuple(c for c in COLOURS if c in self.picked)
        if not self.on_place:
            return (self.current,)
        return ()

    def picked_pips(self, dice: dict[str, int]) -> int:
        return sum(dice[c] for c in self.picked)
