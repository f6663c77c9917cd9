"""All-CPU matches without a screen (benchmark, tests, attract mode): the match jumps from
one planned call to the next instead of stepping every frame."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core.events import Event
from game.core.timing import frames
from game.wuerfelblitz.cpu.player import CpuCallers
from game.wuerfelblitz.logic.actions import Reveal, ThrowDice
from game.wuerfelblitz.logic.options import Options
from game.wuerfelblitz.logic.rules import WuerfelblitzMatch

REVEAL_DELAY = frames(1.5)  # shaking, "one, two, three!"
BETWEEN_ROUNDS = frames(2.5)  # the answer is shown, discs handed out
MAX_ROUNDS = 400  # far beyond any real match; guards against a stalled one


@dataclass
class Autoplay:
    match: WuerfelblitzMatch
    events: list[Event] = field(default_factory=list)
    rounds: int = 0


def autoplay(
    levels: Sequence[str], options: Options, seed: int, cpu_seed: int | None = None
) -> Autoplay:
    """Play a match where seat i is a CPU of ``levels[i]``; dice from ``seed``, CPU reactions
    from ``cpu_seed`` (default: derived from ``seed``)."""
    match = WuerfelblitzMatch.new(len(levels), options, random.Random(seed))
    cpu_rng = random.Random(seed * 7919 + 1 if cpu_seed is None else cpu_seed)
    callers = CpuCallers(dict(enumerate(levels)))
    run = Autoplay(match)
    frame = 0
    while not match.is_over and run.rounds < MAX_ROUNDS:
        run.rounds += 1
        run.events += match.apply(ThrowDice(match.thrower, frame))
        frame += REVEAL_DELAY
        run.events += match.apply(Reveal(frame))
        callers.plan_round(match, cpu_rng)
        while True:
            closes = match.closes_at()
            upcoming = callers.next_frame()
            if closes is None:
                break
            if upcoming is None or upcoming >= closes:
                frame = closes
                run.events += match.advance(frame)
                break
            frame = upcoming
            for call in callers.due(match, frame):
                run.events += match.apply(call)
        frame += BETWEEN_ROUNDS
    return run
