"""Play a whole match with CPUs in every seat and every voice (benchmarks, tests, attract).

Frames advance event by event: a seat thinks ``THINK_FRAMES`` per move, every voice
shouts by its ``shout_plan``, and the match closes each window when its time is up.
"""

from __future__ import annotations

import dataclasses
import heapq
import random
from collections.abc import Callable, Sequence

from game.fischkopp.cpu.player import choose
from game.fischkopp.cpu.shouts import shout_plan
from game.fischkopp.logic.actions import Action, Shout
from game.fischkopp.logic.events import ShoutWindowOpened
from game.fischkopp.logic.rules import FischkoppMatch

THINK_FRAMES = 30

Chooser = Callable[[FischkoppMatch, int, str, random.Random], Action]


def play_match(
    match: FischkoppMatch,
    levels: Sequence[str],
    rng: random.Random,
    voice_levels: Sequence[str] | None = None,
    chooser: Chooser = choose,
) -> list[Action]:
    """Play ``match`` to its end; returns every action applied, each with its frame.

    ``levels`` per seat; ``voice_levels`` per voice (default: the seats' levels, then
    "normal" for the spectators). ``chooser`` replaces the seats' move choice.
    """
    if voice_levels is None:
        voice_levels = [*levels, *["normal"] * match.spectator_count]
    presses: list[tuple[int, int]] = []  # (frame, voice), earliest first
    log: list[Action] = []
    next_move = match.frame
    while not match.is_over:
        if match.window_open:
            closes_at = match.shouts.closes_at
            assert closes_at is not None
            due = closes_at
        else:
            due = max(next_move, match.frame)
        if presses and presses[0][0] <= due:
            frame, voice = heapq.heappop(presses)
            shout = Shout(voice, max(frame, match.frame))
            match.apply(shout)
            log.append(shout)
            continue
        if match.window_open:
            match.advance(due)
            continue
        seat = match.current_seat
        assert seat is not None
        action = dataclasses.replace(chooser(match, seat, levels[seat], rng), frame=due)
        events = match.apply(action)
        log.append(action)
        next_move = due + THINK_FRAMES
        for event in events:
            if isinstance(event, ShoutWindowOpened):
                for voice, level in enumerate(voice_levels):
                    for offset in shout_plan(level, rng):
                        heapq.heappush(presses, (event.frame + offset, voice))
    return log
