"""A game night's first round for the people new to Würfelblitz: a few words at the two
moments that need them (``scene.hints``, given by the evening).

- The first reveal: white dice show only dots, and each dot knocks out the coloured die of
  its colour. Calls are open and everyone races, so the words stand in the one strip that
  holds nothing in play then: under the dice, above the round's timer bar, beside the
  white dice they talk about.
- The first explanation: a die on its dot face counts 0, and its dot knocks out a colour
  too. The strip is the explanation's now (its marks and its sum), so the words stand just
  under it, over the pickers' tops: nobody calls during an explanation.

Then the first round is over, and so are the hints. Since the screen moves on by itself, a
hint never outstays its stage: when calls open, or an explanation takes the strip, whatever
still shows is put away. All new people read the same dice at the same moment, so one hint
serves them: in a new person's colour when one is new, the table's when more are.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.shell.match.hints import Hints
from game.wuerfelblitz.logic import COLOURS, WuerfelblitzMatch
from game.wuerfelblitz.screen.layout import (
    PICKERS_TOP,
    colour_x,
    dice_area,
    white_x,
)
from game.wuerfelblitz.screen.stages import STAGE_EXPLAIN, STAGE_LIVE

WHITE_DOTS = "wuerfelblitz.hint.white_dots"
DOT_FACE = "wuerfelblitz.hint.dot_face"
# The explanation's strip ends here (its sum's big digits included): the hint goes below.
EXPLAIN_BOTTOM = PICKERS_TOP - 6  # hints.GAP: the hint's top is the pickers' top


class TeachHost(Protocol):
    """What the first round's words reach in their scene."""

    match: WuerfelblitzMatch
    hints: Hints | None
    stage: str

    def hint(self, seat: int | None, key: str, anchor: pygame.Rect, **values: object) -> None: ...


class FirstRound:
    def __init__(self, host: TeachHost) -> None:
        self.host = host
        self.seen = ""  # the stage last looked at: each moment is met once, as it begins

    def tick(self) -> None:
        host = self.host
        hints, stage = host.hints, host.stage
        if hints is None or stage == self.seen:
            return
        self.seen = stage
        if stage not in (STAGE_LIVE, STAGE_EXPLAIN):
            return
        hints.put_away()  # calls open, or the explanation takes the strip: nothing stays on it
        if hints.over:
            return
        whom = next(iter(hints.seats)) if len(hints.seats) == 1 else None
        if stage == STAGE_LIVE:
            host.hint(whom, WHITE_DOTS, white_dice(host.match.options.whites))
        else:
            host.hint(whom, DOT_FACE, explained_dice(host.match))
            hints.end_round()  # the first explanation ends the first round's words


def white_dice(count: int) -> pygame.Rect:
    """The white dice: a hint goes under them, clear of every die and of the timer bar."""
    return dice_area(white_x(0, count), white_x(count - 1, count))


def explained_dice(match: WuerfelblitzMatch) -> pygame.Rect:
    """The explanation down to its sum, over the columns of a coloured die on its dot face
    and the die its dot knocks out (all coloured dice when none lies on its dot face)."""
    throw = match.throw
    dotted = [] if throw is None else [(d, c) for d, c in throw.dots() if d in COLOURS]
    columns = [colour_x(c) for c in dotted[0]] if dotted else [colour_x(c) for c in COLOURS]
    return dice_area(min(columns), max(columns), EXPLAIN_BOTTOM)
