"""The Würfelblitz CPU: it knows the answer at once and calls it after a seeded, human-like
reaction time (``levels`` documents the distributions, ``difficulty`` the arithmetic they
rest on). Pure and deterministic from the injected generator.

Use ``plan_calls(match, seat, level, rng)`` after the reveal for one seat's frame-stamped
calls, or ``CpuCallers`` to plan every CPU seat and hand out the calls that are due each
frame. ``python -m game.wuerfelblitz.bench`` measures the levels.
"""

from game.wuerfelblitz.cpu.autoplay import Autoplay, autoplay
from game.wuerfelblitz.cpu.difficulty import ThrowLoad, load_of, work_seconds
from game.wuerfelblitz.cpu.levels import LEVELS, Level, level_of
from game.wuerfelblitz.cpu.player import CpuCallers, plan_calls
from game.wuerfelblitz.cpu.reaction import PlannedCall, plan, slips

__all__ = [
    "LEVELS",
    "Autoplay",
    "CpuCallers",
    "Level",
    "PlannedCall",
    "ThrowLoad",
    "autoplay",
    "level_of",
    "load_of",
    "plan",
    "plan_calls",
    "slips",
    "work_seconds",
]
