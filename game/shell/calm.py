"""A shared screen after a match (the results, the evening's table) moves the whole room on
with one confirm, so it takes only a deliberate one.

People keep pressing through a match's last panel, and a phone tapped once a second would
walk everyone past the results and the table in a few seconds, before anyone read who won.
A confirm therefore chooses only once the screen has been up a moment (``GRACE``) and the
last confirm it refused lies a while back (``CALM``): a press refused is answered with a
sound and restarts the calm, so a steady tapper is held until they stop and look.
"""

from __future__ import annotations

from game.core.timing import frames

GRACE = frames(2.0)  # a shared screen is read before a confirm moves the room on …
CALM = frames(1.2)  # … and after a refused confirm, nobody presses for this long


class CalmConfirm:
    def __init__(self) -> None:
        self.refused_at = -CALM  # the screen's frame of the last confirm refused

    def takes(self, frame: int) -> bool:
        """Whether a confirm on ``frame`` (the screen's own count) is a deliberate one."""
        return frame >= GRACE and frame - self.refused_at >= CALM

    def refuse(self, frame: int) -> None:
        self.refused_at = frame
