"""One seat's number picker and disc stack as the screen shows them (view state only).

The rules own the discs; the picker mirrors them from the events and keeps what only the
screen needs: the number being dialled (and whether its player chose it this round), the
feedback of the last call (flash, shake, a disc falling out), a short rest after a wrong
call, and the answer to a press it could not take (a small shake, maybe a word).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.wuerfelblitz.logic import MAX_ANSWER
from game.wuerfelblitz.screen.layout import picker_rect
from game.wuerfelblitz.screen.tuning import (
    DROP_DISC_FRAMES,
    FLASH_FRAMES,
    HINT_FRAMES,
    LIFT_STEP,
    NOPE_FRAMES,
    POP_FRAMES,
    SHAKE_FRAMES,
    START_VALUE,
    WRONG_REST,
)

MARK_NONE = ""
MARK_RIGHT = "right"  # the first right call of the round
MARK_TIE = "tie"  # a right call inside the tie window (both callers are marked)
MARK_WRONG = "wrong"


@dataclass
class SeatPicker:
    seat: int
    per_black: int  # white discs that make a black disc for this seat (balancing)
    blacks_to_win: int = 3  # the match's: its slots for black discs
    whites: int = 0
    blacks: int = 0
    value: int = START_VALUE
    chosen: bool = False  # the player dialled (or typed) this round: a call at once
    called: int | None = None  # the last number called this round
    mark: str = MARK_NONE
    rest_until: int = 0  # match frame: after a wrong call, no call before this
    flash: int = 0
    shake: int = 0
    nudge: int = 0  # +1 / -1 for a moment after dialling: the digits bob that way
    pop: int = 0  # a white disc just landed
    black_pop: int = 0  # whites just turned into a black disc
    drops: list[int] = field(default_factory=list)  # ages of discs falling out
    hint: str = ""  # i18n key of a word for a refused press, shown for ``hint_left`` frames
    hint_left: int = 0
    lift: int = 0  # px the picker stands above its place (a lesson's learner, calls open)

    def new_round(self) -> None:
        self.value, self.called, self.mark, self.rest_until = START_VALUE, None, MARK_NONE, 0
        self.chosen = False

    def dial(self, step: int) -> bool:
        """Move the number by ``step`` (clamped to the answers there can be); True if moved."""
        value = max(0, min(MAX_ANSWER, self.value + step))
        if value == self.value:
            return False
        self.value, self.nudge, self.chosen = value, (1 if step > 0 else -1) * 6, True
        return True

    def choose(self, value: int) -> None:
        """A number typed whole (a phone's number pad): chosen as much as dialled."""
        self.value, self.chosen = value, True

    def refuse(self, hint: str = "") -> None:
        """A press the picker could not take: a small shake, and a word when one helps."""
        self.shake = max(self.shake, NOPE_FRAMES)
        if hint:
            self.hint, self.hint_left = hint, HINT_FRAMES

    @property
    def won_round(self) -> bool:
        return self.mark in (MARK_RIGHT, MARK_TIE)

    def resting(self, frame: int) -> bool:
        return frame < self.rest_until

    def box(self, seats: int) -> pygame.Rect:
        """Where the picker is drawn: its place in the row, raised by ``lift``."""
        return picker_rect(self.seat, seats).move(0, -self.lift)

    def rise(self, target: int, calm: bool) -> None:
        """Move ``lift`` towards ``target`` (at once with calm motion)."""
        step = abs(target - self.lift) if calm else LIFT_STEP
        self.lift += max(-step, min(step, target - self.lift))

    # ----- feedback from the rules' events -----------------------------------------------------
    def called_right(self, number: int, tie: bool) -> None:
        self.called, self.value = number, number
        self.mark = MARK_TIE if tie else MARK_RIGHT
        self.flash = FLASH_FRAMES

    def called_wrong(self, number: int, frame: int) -> None:
        self.called, self.mark = number, MARK_WRONG
        self.shake = SHAKE_FRAMES
        self.rest_until = frame + WRONG_REST

    def disc_won(self, whites: int, blacks: int) -> None:
        self.whites, self.blacks, self.pop = whites, blacks, POP_FRAMES

    def disc_lost(self, whites: int, blacks: int) -> None:
        self.whites, self.blacks = whites, blacks
        self.drops.append(0)

    def black_won(self, blacks: int, spent: int) -> None:
        self.whites = max(0, self.whites - spent)
        self.blacks, self.black_pop = blacks, POP_FRAMES * 2

    def tick(self) -> None:
        self.flash = max(0, self.flash - 1)
        self.shake = max(0, self.shake - 1)
        self.pop = max(0, self.pop - 1)
        self.black_pop = max(0, self.black_pop - 1)
        self.nudge -= (self.nudge > 0) - (self.nudge < 0)
        self.hint_left = max(0, self.hint_left - 1)
        if not self.hint_left:
            self.hint = ""
        self.drops = [age + 1 for age in self.drops if age + 1 < DROP_DISC_FRAMES]
