"""The pieces of the Fischkopp screen that move: the two dice, the markers, banners,
floaters and call-outs.

They are only pixels: the rules object stays the truth, the scene's beats tell them what to
show, and ``snap`` puts them where a resumed match stands. The frame's view
(``view.FrameView``) carries them to the draw modules.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.engine.tween import ease_in_quad, ease_out_back, ease_out_cubic, lerp
from game.fischkopp.screen.layout import DIE_X, DIE_Y
from game.fischkopp.screen.tuning import COVER_DROP, ROLL_FRAMES

Colour = tuple[int, int, int]

DICE_ENTRY = (470.0, -20.0)  # the dice are thrown in from the top right
DICE_STAGGER = 5
BOUNCES = 3
BOUNCE_HEIGHT = 34.0
MARKER_FALL = 46  # pixels a marker drops through


@dataclass
class Die:
    value: int = 1
    x: float = DICE_ENTRY[0]
    y: float = DICE_ENTRY[1]
    t: int = 0
    frames: int = 0  # 0: at rest
    delay: int = 0
    start: tuple[float, float] = DICE_ENTRY
    end: tuple[float, float] = DICE_ENTRY

    @property
    def moving(self) -> bool:
        return self.frames > 0

    def tick(self) -> bool:
        """One frame; True when the die has just landed."""
        if not self.frames:
            return False
        if self.delay:
            self.delay -= 1
            return False
        self.t += 1
        p = min(1.0, self.t / self.frames)
        self.x = lerp(self.start[0], self.end[0], ease_out_cubic(p))
        lift = BOUNCE_HEIGHT * abs(math.sin(math.pi * BOUNCES * p)) * (1 - p) ** 1.5
        self.y = lerp(self.start[1], self.end[1], ease_out_cubic(p)) - lift
        if p >= 1.0:
            self.frames = 0
            return True
        return False

    def shown_value(self, frame: int, salt: int) -> int:
        """The face on top; flickering while the die tumbles (draw-safe: no state change)."""
        if self.moving:
            return 1 + (self.value + frame // 3 + salt) % 6
        return self.value

    def tilt(self, frame: int) -> int:
        return (frame // 3) % 4 if self.moving and not self.delay else 0


class DicePair:
    """Die 1 (white) and die 2 (red): thrown in, tumbling, landing side by side."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.dice = (Die(), Die())
        self.visible = False

    @property
    def moving(self) -> bool:
        return any(d.moving for d in self.dice)

    @property
    def values(self) -> tuple[int, int]:
        return self.dice[0].value, self.dice[1].value

    def roll(self, values: tuple[int, int]) -> None:
        self.visible = True
        for i, (die, value) in enumerate(zip(self.dice, values, strict=True)):
            die.value = value
            die.start = (DICE_ENTRY[0] + i * 24, DICE_ENTRY[1] - i * 10)
            die.x, die.y = die.start
            die.end = (DIE_X[i] + self.rng.randint(-3, 3), DIE_Y + self.rng.randint(-3, 3))
            die.t, die.frames, die.delay = 0, ROLL_FRAMES - i * DICE_STAGGER, i * DICE_STAGGER

    def tick(self) -> int:
        return sum(1 for die in self.dice if die.tick())

    def finish(self) -> None:
        for die in self.dice:
            if die.frames:
                die.x, die.y = die.end
                die.frames, die.delay = 0, 0

    def snap(self, values: tuple[int, int] | None) -> None:
        self.visible = values is not None
        if values is None:
            return
        for i, (die, value) in enumerate(zip(self.dice, values, strict=True)):
            die.value, die.frames, die.delay = value, 0, 0
            die.x, die.y = DIE_X[i], DIE_Y
            die.end = (die.x, die.y)

    def hide(self) -> None:
        self.visible = False


@dataclass
class Marker:
    """A wooden marker on a covered field: drops in, or is washed off by a Fischkopp."""

    field: int
    age: int = COVER_DROP  # COVER_DROP or more: lying still
    leaving: int = 0  # frames since it was washed off (0: it stays)
    vx: float = 0.0

    def tick(self) -> None:
        self.age += 1
        if self.leaving:
            self.leaving += 1

    @property
    def landed(self) -> bool:
        return self.age >= COVER_DROP

    @property
    def drop_offset(self) -> int:
        """Pixels above its field while it falls (with a little bounce)."""
        p = min(1.0, self.age / COVER_DROP)
        return int(-MARKER_FALL * (1 - ease_out_back(p)))

    @property
    def gone(self) -> bool:
        return self.leaving > 30

    def flight(self) -> tuple[int, int]:
        """Offset of a marker that is washed off: up and sideways, falling away."""
        t = self.leaving
        return int(self.vx * t), int(-5 * t + 0.45 * t * t)


@dataclass
class Banner:
    """A big message across the screen: FISCHKOPP!, GRÄTE!, STECHEN, whose turn."""

    text: str
    colour: Colour
    frames: int
    y: int
    style: str = "big"
    seat: int | None = None
    sub: str = ""
    age: int = 0

    IN, OUT = 12, 10

    def update(self) -> None:
        self.age += 1

    @property
    def done(self) -> bool:
        return self.age >= self.frames

    def centre_x(self, width: int, middle: int) -> int:
        if self.age < self.IN:
            return int(lerp(-width, middle, ease_out_back(self.age / self.IN)))
        if self.age > self.frames - self.OUT:
            p = (self.age - (self.frames - self.OUT)) / self.OUT
            return int(lerp(middle, 640 + width, ease_in_quad(p)))
        return middle


@dataclass
class Floater:
    """A number flying from the middle to a seat's row."""

    text: str
    colour: Colour
    start: tuple[int, int]
    end: tuple[int, int]
    frames: int
    age: int = 0

    def update(self) -> None:
        self.age += 1

    @property
    def done(self) -> bool:
        return self.age >= self.frames

    def position(self) -> tuple[int, int]:
        p = ease_out_cubic(min(1.0, self.age / self.frames))
        x = lerp(self.start[0], self.end[0], p)
        y = lerp(self.start[1], self.end[1], p) - 30 * math.sin(math.pi * p)
        return int(x), int(y)


@dataclass
class Callout:
    """A short word over a voice: "too early +1", "silent +1", "too late"."""

    voice: int
    text: str
    colour: Colour
    frames: int
    age: int = 0
    extra: dict = field(default_factory=dict)

    def update(self) -> None:
        self.age += 1

    @property
    def done(self) -> bool:
        return self.age >= self.frames


# ----- what one frame shows ---------------------------------------------------------------------
# Built by the scene once per frame (``FischkoppScene.view``) from the match, the show and
# the shouting; the draw modules read nothing else. Texts are translated here, so drawing
# never asks the scene anything.
