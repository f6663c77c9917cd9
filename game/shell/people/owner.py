"""Whether the device a screen belongs to is still there.

A name entry or a "who are you?" answers one device. People pull pads out, phones drop off
the network and a keyboard's player walks away to fetch a drink; such a screen must not
hold the room for good. It asks this watch every step and closes when the answer is no.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.loop import STEP_HZ

# Two minutes without a press: long enough to think of a name or answer the door, short
# enough that the rest of the couch does not give up on the box.
IDLE_FRAMES = 2 * 60 * STEP_HZ


@dataclass
class OwnerWatch:
    device: str
    idle_limit: int = IDLE_FRAMES
    idle: int = 0  # steps since the device last pressed or typed

    def pressed(self) -> None:
        self.idle = 0

    def gone(self, app) -> bool:
        """One step passed: True once the device has left or been idle for too long."""
        self.idle += 1
        return not app.input.is_connected(self.device) or self.idle >= self.idle_limit
