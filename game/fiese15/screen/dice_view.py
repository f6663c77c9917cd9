"""The six dice as things on screen: where each one is and how it moves.

A die follows a list of legs (tray → tower top, down into the tower, out of its mouth,
tumbling across the tray ...). Only pixels live here; the match state stays the truth and
``snap`` puts every die where the state says, for a resumed game or a skipped animation.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.engine.tween import Easing, ease_in_out_quad, ease_in_quad, ease_out_cubic, lerp
from game.fiese15.logic.rules import Fiese15Match
from game.fiese15.logic.strips import COLOURS
from game.fiese15.screen.layout import (
    TOWER_MOUTH,
    TOWER_TOP,
    TRAY_Y,
    column_x,
    socket_pos,
)

# Where a die is, which decides how (and whether) it is drawn.
OFF = "off"  # not in play (between turns)
BEHIND = "behind"  # dropping into the tower: drawn before the tower covers it
HIDDEN = "hidden"  # inside the tower
TRAY = "tray"
STRIP = "strip"

# What the dice lying in the tray mean right now.
TRAY_ROLLING = "rolling"  # still tumbling, or nothing to judge yet
TRAY_CHOOSE = "choose"  # settled: valid dice glow, the others are greyed
TRAY_STALE = "stale"  # dice left lying after placing: they will be rolled again
TRAY_BUST = "bust"  # not one of them fits

ROLL_STAGGER = 4  # frames between dice dropping into the tower
DROP_FRAMES = 10
INSIDE_FRAMES = 6
ROLL_OUT_FRAMES = 28
GATHER_FRAMES = 14
PLACE_FRAMES = 20
JITTER_X, JITTER_Y = 4, 7
ENTRY = (TOWER_TOP[0], TOWER_TOP[1] - 6)  # just above the tower's rim
INSIDE = (TOWER_TOP[0], TOWER_TOP[1] + 30)


@dataclass
class Leg:
    frames: int
    start: tuple[float, float]
    end: tuple[float, float]
    where: str = TRAY
    ease: Easing = ease_out_cubic
    hop: float = 0.0  # height of an arc (bounces: of the first bounce)
    bounces: int = 0  # 0: one smooth arc; n: n hops that die away (a die rolling out)
    tumble: bool = False


@dataclass
class DieSprite:
    colour: str
    value: int = 1
    x: float = float(TOWER_TOP[0])
    y: float = float(TOWER_TOP[1])
    where: str = OFF
    legs: list[Leg] = field(default_factory=list)
    t: int = 0
    delay: int = 0
    tray_spot: tuple[float, float] = (0.0, 0.0)
    tumbling: bool = False

    @property
    def moving(self) -> bool:
        return bool(self.legs)

    def go(self, legs: list[Leg], delay: int = 0) -> None:
        self.legs, self.t, self.delay = list(legs), 0, delay

    def tick(self) -> bool:
        """Advance one frame; True when the die has just come to rest."""
        if not self.legs:
            return False
        if self.delay > 0:
            self.delay -= 1
            return False
        leg = self.legs[0]
        self.t += 1
        p = min(1.0, self.t / max(1, leg.frames))
        eased = leg.ease(p)
        self.x = lerp(leg.start[0], leg.end[0], eased)
        base_y = lerp(leg.start[1], leg.end[1], eased)
        if leg.bounces:
            lift = leg.hop * abs(math.sin(math.pi * leg.bounces * p)) * (1 - p) ** 1.5
        else:
            lift = leg.hop * math.sin(math.pi * p)
        self.y = base_y - lift
        self.where = leg.where
        self.tumbling = leg.tumble and p < 0.9
        if p >= 1.0:
            self.legs.pop(0)
            self.t = 0
            if not self.legs:
                self.tumbling = False
                return True
        return False

    def finish(self) -> None:
        """Jump to the end of all legs."""
        if self.legs:
            last = self.legs[-1]
            self.x, self.y = last.end
            self.where = last.where
        self.legs, self.t, self.delay, self.tumbling = [], 0, 0, False

    def shown_value(self, frame: int) -> int:
        """The face on top: flickering while the die tumbles (no state change: draw-safe)."""
        if self.tumbling:
            return 1 + (self.value + frame // 3 + COLOURS.index(self.colour)) % 6
        return self.value


class DiceView:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.sprites = {c: DieSprite(c) for c in COLOURS}

    # ----- queries -------------------------------------------------------------------------

    @property
    def moving(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    def in_tray(self) -> list[DieSprite]:
        return [s for s in self.sprites.values() if s.where == TRAY]

    def tick(self) -> int:
        """Advance every die one frame; returns how many came to rest in the tray."""
        settled = 0
        for sprite in self.sprites.values():
            if sprite.tick() and sprite.where == TRAY:
                settled += 1
        return settled

    def finish(self) -> None:
        for sprite in self.sprites.values():
            sprite.finish()

    # ----- moves ---------------------------------------------------------------------------

    def _spot(self, colour: str) -> tuple[float, float]:
        return (
            column_x(colour) + self.rng.randint(-JITTER_X, JITTER_X),
            TRAY_Y + self.rng.randint(-JITTER_Y, JITTER_Y),
        )

    def roll(self, values: dict[str, int]) -> int:
        """Send the rolled dice through the tower into the tray; returns frames until all rest."""
        longest = 0
        for order, colour in enumerate(c for c in COLOURS if c in values):
            sprite = self.sprites[colour]
            sprite.value = values[colour]
            spot = self._spot(colour)
            sprite.tray_spot = spot
            legs = []
            if sprite.where in (TRAY, STRIP):  # scooped up from the tray first
                legs.append(Leg(GATHER_FRAMES, (sprite.x, sprite.y), ENTRY, TRAY, ease_in_quad, 26))
            else:  # new dice drop in from behind the strip
                sprite.x, sprite.y, sprite.where = ENTRY[0], ENTRY[1] - 40, BEHIND
                legs.append(Leg(8, (sprite.x, sprite.y), ENTRY, BEHIND, ease_in_quad))
            distance = spot[0] - TOWER_MOUTH[0]
            legs += [
                Leg(DROP_FRAMES, ENTRY, INSIDE, BEHIND, ease_in_quad, tumble=True),
                Leg(INSIDE_FRAMES, INSIDE, TOWER_MOUTH, HIDDEN, ease_in_quad),
                Leg(
                    ROLL_OUT_FRAMES + int(distance / 20),
                    TOWER_MOUTH,
                    spot,
                    TRAY,
                    ease_out_cubic,
                    hop=22,
                    bounces=3,
                    tumble=True,
                ),
            ]
            delay = order * ROLL_STAGGER
            sprite.go(legs, delay)
            longest = max(longest, delay + sum(leg.frames for leg in legs))
        return longest

    def place(self, colours: tuple[str, ...]) -> int:
        """Lift the placed dice from the tray into their sockets on the strip."""
        longest = 0
        for order, colour in enumerate(colours):
            sprite = self.sprites[colour]
            leg = Leg(
                PLACE_FRAMES, (sprite.x, sprite.y), socket_pos(colour), STRIP, ease_in_out_quad, 24
            )
            sprite.go([leg], order * 3)
            longest = max(longest, order * 3 + PLACE_FRAMES)
        return longest

    def clear(self) -> int:
        """The turn is over: every die in play goes back up to the tower, out of sight."""
        longest = 0
        for order, sprite in enumerate(self.sprites.values()):
            if sprite.where in (TRAY, STRIP):
                legs = [
                    Leg(GATHER_FRAMES + 4, (sprite.x, sprite.y), ENTRY, TRAY, ease_in_quad, 30),
                    Leg(DROP_FRAMES, ENTRY, INSIDE, BEHIND, ease_in_quad),
                    Leg(1, INSIDE, TOWER_TOP, OFF),
                ]
                sprite.go(legs, order * 2)
                longest = max(longest, order * 2 + sum(leg.frames for leg in legs))
        return longest

    def snap(self, match: Fiese15Match) -> None:
        """Put every die where the match says, with no animation (a resumed game)."""
        for colour, sprite in self.sprites.items():
            sprite.legs, sprite.tumbling = [], False
            if colour in match.placed:
                sprite.value = match.placed[colour]
                sprite.x, sprite.y = socket_pos(colour)
                sprite.where = STRIP
            elif colour in match.dice:
                sprite.value = match.dice[colour]
                sprite.tray_spot = self._spot(colour)
                sprite.x, sprite.y = sprite.tray_spot
                sprite.where = TRAY
            else:
                sprite.x, sprite.y = TOWER_TOP
                sprite.where = OFF
