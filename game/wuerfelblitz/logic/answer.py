"""The answer to a throw, and why (RULES.md §4).

Normal rule: add the pips of every coloured die whose colour is not shown as a dot on any
die (white dice and the dot faces of coloured dice); a die on its dot face has 0 pips.
Brain-twister: when some colour shows as a dot at least twice, add only the dice that the
normal rule leaves out. No coloured die carries a dot of its own colour, so "shown on
another die" and "shown anywhere" are the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from game.wuerfelblitz.logic.dice import (
    COLOURS,
    DOT_COLOURS,
    DOT_FACES,
    WHITE_DICE_CHOICES,
    WHITE_FACES,
    Throw,
    dot_of,
    pips_of,
)

# Colour → bit; per coloured die (dot face, bit of its dot colour, its own bit); and per
# ordered tuple of white dots (all 6² + 6³ of them) the colours shown and whether one shows
# twice. The hot path stays on ints: the exhaustive test evaluates millions of throws.
_BIT = {colour: 1 << i for i, colour in enumerate(COLOURS)}
_DICE = tuple((DOT_FACES[c], _BIT[DOT_COLOURS[c]], _BIT[c]) for c in COLOURS)


def _white_dots(whites: tuple[str, ...]) -> tuple[int, bool]:
    shown, twice = 0, False
    for white in whites:
        twice = twice or bool(shown & _BIT[white])
        shown |= _BIT[white]
    return shown, twice


_WHITE_DOTS = {
    whites: _white_dots(whites)
    for count in WHITE_DICE_CHOICES
    for whites in product(WHITE_FACES, repeat=count)
}


def answers(faces: tuple[int, ...], whites: tuple[str, ...]) -> tuple[int, int]:
    """(normal answer, brain-twister answer) for coloured ``faces`` and ``whites`` dots."""
    shown, twice = _WHITE_DOTS[whites]
    coloured = 0
    for (dot_face, dot_bit, _), face in zip(_DICE, faces):
        if face == dot_face:
            coloured |= dot_bit
    # The coloured dice's dots are six different colours, so a colour shows twice only on
    # two white dice or on a white die and a coloured die.
    twice = twice or bool(coloured & shown)
    shown |= coloured
    normal = excluded = 0
    for (dot_face, _, bit), face in zip(_DICE, faces):
        if face != dot_face:
            if shown & bit:
                excluded += face
            else:
                normal += face
    return normal, (excluded if twice else normal)


def answer(throw: Throw, brain_twister: bool = False) -> int:
    """The number to call for ``throw``."""
    normal, twisted = answers(throw.faces, throw.whites)
    return twisted if brain_twister else normal


@dataclass(frozen=True)
class DieVerdict:
    """One coloured die in the explanation."""

    colour: str
    face: int
    pips: int  # 0 on the dot face
    dot: str | None  # the dot colour it shows, or None when it shows pips
    knocked_out_by: tuple[str, ...]  # dice showing this colour as a dot (white1…, or a colour)
    counted: bool  # its pips are part of the answer

    @property
    def excluded(self) -> bool:
        return bool(self.knocked_out_by)


@dataclass(frozen=True)
class Explanation:
    """Everything the screen needs to show how the answer comes about."""

    answer: int
    brain_twister: bool  # the variant is on
    twisted: bool  # … and a doubled dot made it count the excluded dice this time
    doubled: tuple[str, ...]  # colours shown as a dot at least twice, in colour order
    dots: tuple[tuple[str, str], ...]  # (die, dot colour) for every dot on show
    dice: tuple[DieVerdict, ...]  # the coloured dice in colour order

    @property
    def counted(self) -> tuple[str, ...]:
        return tuple(d.colour for d in self.dice if d.counted)

    @property
    def excluded(self) -> tuple[str, ...]:
        return tuple(d.colour for d in self.dice if d.excluded)

    @property
    def terms(self) -> tuple[int, ...]:
        """The non-zero pips added up, in colour order (empty: the answer is 0)."""
        return tuple(d.pips for d in self.dice if d.counted and d.pips)


def explain(throw: Throw, brain_twister: bool = False) -> Explanation:
    """Which dice count, which are knocked out and by which dot, and the answer."""
    dots = throw.dots()
    shown_by: dict[str, list[str]] = {c: [] for c in COLOURS}
    for die, colour in dots:
        shown_by[colour].append(die)
    doubled = tuple(c for c in COLOURS if len(shown_by[c]) >= 2)
    twisted = brain_twister and bool(doubled)
    dice = []
    for colour, face in zip(COLOURS, throw.faces):
        knocked = tuple(shown_by[colour])
        dice.append(
            DieVerdict(
                colour=colour,
                face=face,
                pips=pips_of(colour, face),
                dot=dot_of(colour, face),
                knocked_out_by=knocked,
                counted=bool(knocked) is twisted,
            )
        )
    total = sum(d.pips for d in dice if d.counted)
    return Explanation(total, brain_twister, twisted, doubled, dots, tuple(dice))
