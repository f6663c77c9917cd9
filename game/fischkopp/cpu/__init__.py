"""The Fischkopp CPU players: exact solver, human-like levels and shout timing.

``choose(match, seat, level, rng)`` picks a seat's action, ``shout_plan(level, rng)`` its
presses after a Fischkopp; ``table_job``/``table_key``/``is_ready`` build the hard tables as a job.
"""

from game.fischkopp.cpu.player import choose, cover_values
from game.fischkopp.cpu.shouts import shout_plan
from game.fischkopp.cpu.tables import STEPS_PER_FRAME, is_ready, table_job, table_key

__all__ = [
    "STEPS_PER_FRAME",
    "choose",
    "cover_values",
    "is_ready",
    "shout_plan",
    "table_job",
    "table_key",
]
