"""The box and the nine dice as the screen shows them: under the box, falling, lying.

View state only. Faces come from the rules' ``DiceThrown`` event; where exactly each die
lies (a pixel or two off its slot) and the order they fall in come from the scene's
effects generator, never the rules'.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine.tween import ease_in_quad, ease_out_bounce
from game.wuerfelblitz.logic import COLOURS, DOT_COLOURS, DOT_FACES
from game.wuerfelblitz.logic.events import DiceThrown
from game.wuerfelblitz.screen.layout import BOX_RECT, DROP_HEIGHT, die_slot
from game.wuerfelblitz.screen.tuning import BOX_CLOSE, BOX_LIFT, DIE_FALL, DIE_STAGGER

BOX_DOWN = "down"  # over the table: dice hidden
BOX_LIFTING = "lifting"
BOX_UP = "up"  # gone: dice on show
BOX_CLOSING = "closing"
BOX_TRAVEL = BOX_RECT.bottom + 20  # how far the lid rises to leave the screen


@dataclass
class DieSprite:
    die: str  # a colour, or white1 / white2 / white3
    colour: str  # what it is made of: its colour, or "white"
    face: int  # pips on top (coloured dice; 0 on a white die)
    dot: str | None  # the dot colour on top, or None for pips
    x: int
    y: int
    delay: int  # frames after the lift before it starts to fall


class DiceView:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.dice: list[DieSprite] = []
        self.box = BOX_DOWN
        self.box_age = 0
        self.drop_age = 0
        self.shaking = False

    def load(self, event: DiceThrown) -> None:
        """New dice under the box (still hidden)."""
        count = len(event.whites)
        order = list(range(len(COLOURS) + count))
        self.rng.shuffle(order)
        dice = []
        for colour, face in event.faces:
            dot = DOT_COLOURS[colour] if face == DOT_FACES[colour] else None
            dice.append((colour, colour, face, dot))
        dice += [(f"white{i + 1}", "white", 0, w) for i, w in enumerate(event.whites)]
        self.dice = []
        for (die, colour, face, dot), rank in zip(dice, order, strict=True):
            x, y = die_slot(die, count)
            x, y = x + self.rng.randint(-2, 2), y + self.rng.randint(-2, 2)
            self.dice.append(DieSprite(die, colour, face, dot, x, y, rank * DIE_STAGGER))
        self.drop_age = 0

    def shake(self) -> None:
        self.shaking = True

    def lift(self) -> None:
        self.box, self.box_age, self.drop_age, self.shaking = BOX_LIFTING, 0, 0, False

    def close(self) -> None:
        if self.box in (BOX_UP, BOX_LIFTING):
            self.box, self.box_age = BOX_CLOSING, 0

    def snap_open(self) -> None:
        """A resumed round that was already on show: the dice lie still, the box is gone."""
        self.box, self.drop_age, self.shaking = BOX_UP, 10_000, False

    def tick(self) -> None:
        self.box_age += 1
        self.drop_age += 1
        if self.box == BOX_LIFTING and self.box_age >= BOX_LIFT:
            self.box = BOX_UP
        elif self.box == BOX_CLOSING and self.box_age >= BOX_CLOSE:
            self.box, self.dice = BOX_DOWN, []

    @property
    def visible(self) -> bool:
        return self.box != BOX_DOWN

    def box_offset(self) -> int:
        """How far the lid has risen (0: over the table)."""
        if self.box == BOX_DOWN:
            return 0
        if self.box == BOX_UP:
            return BOX_TRAVEL
        if self.box == BOX_LIFTING:
            return round(BOX_TRAVEL * ease_in_quad(min(1.0, self.box_age / BOX_LIFT)))
        return round(BOX_TRAVEL * (1 - ease_out_bounce(min(1.0, self.box_age / BOX_CLOSE))))

    def fall(self, sprite: DieSprite) -> float:
        """0..1: how far ``sprite`` has fallen into its slot."""
        return max(0.0, min(1.0, (self.drop_age - sprite.delay) / DIE_FALL))

    def position(self, sprite: DieSprite) -> tuple[int, int]:
        p = self.fall(sprite)
        return sprite.x, sprite.y - round(DROP_HEIGHT * (1 - ease_out_bounce(p)))

    @property
    def landed(self) -> bool:
        return self.box == BOX_UP and all(self.fall(s) >= 1 for s in self.dice)
