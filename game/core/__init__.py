"""The shared rules core: pure Python, no pygame, no clocks, no global random.

Every game's ``rules.py`` and ``cpu.py`` builds on these pieces, so a match is a
plain state object that a seed plus a list of actions replays exactly.
"""

from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.rng import make_rng, rng_from_dict, rng_to_dict
from game.core.seats import CPU_LEVELS, Seat, SeatKind

__all__ = [
    "CPU_LEVELS",
    "Event",
    "IllegalAction",
    "Seat",
    "SeatKind",
    "make_rng",
    "rng_from_dict",
    "rng_to_dict",
]
