"""The dice of Würfelblitz: six coloured dice with one dot face each, and white dot dice.

Each coloured die has one face that shows a dot of another colour instead of pips
(RULES.md §4 table). The dots chain round the colours in table order: orange's 1 is a blue
dot, blue's 2 a black dot, … red's 6 an orange dot. A white die has one dot of each colour.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core.savefile import items, need, table, whole

COLOURS: tuple[str, ...] = ("orange", "blue", "black", "yellow", "green", "red")

#: The face each coloured die replaces with its dot (orange 1, blue 2, … red 6).
DOT_FACES: dict[str, int] = {colour: i + 1 for i, colour in enumerate(COLOURS)}

#: The dot colour each coloured die shows on that face: the next colour in table order.
DOT_COLOURS: dict[str, str] = {
    colour: COLOURS[(i + 1) % len(COLOURS)] for i, colour in enumerate(COLOURS)
}

WHITE_FACES: tuple[str, ...] = COLOURS  # one dot of each colour
WHITE_DICE_CHOICES: tuple[int, ...] = (2, 3)

#: The most pips the coloured dice can show together (red's 6 is its dot): no answer is higher.
MAX_ANSWER = sum(6 if DOT_FACES[c] != 6 else 5 for c in COLOURS)


def pips_of(colour: str, face: int) -> int:
    """Pips a coloured die shows on ``face`` (1..6): 0 on its dot face."""
    return 0 if face == DOT_FACES[colour] else face


def dot_of(colour: str, face: int) -> str | None:
    """The dot colour a coloured die shows on ``face``, or None when it shows pips."""
    return DOT_COLOURS[colour] if face == DOT_FACES[colour] else None


@dataclass(frozen=True)
class Throw:
    """One throw: the face (1..6) of each coloured die in ``COLOURS`` order, and the dot
    colour on top of each white die."""

    faces: tuple[int, ...]
    whites: tuple[str, ...]

    def __post_init__(self) -> None:
        if len(self.faces) != len(COLOURS) or any(not 1 <= f <= 6 for f in self.faces):
            raise ValueError(f"six faces 1..6 needed, got {self.faces!r}")
        if len(self.whites) not in WHITE_DICE_CHOICES or any(
            w not in WHITE_FACES for w in self.whites
        ):
            raise ValueError(f"two or three white dot colours needed, got {self.whites!r}")

    @classmethod
    def of(cls, whites: tuple[str, ...] | list[str], **faces: int) -> Throw:
        """A throw from faces by colour name: ``Throw.of(["black"], orange=4, ...)``."""
        return cls(tuple(faces[c] for c in COLOURS), tuple(whites))

    def face(self, colour: str) -> int:
        return self.faces[COLOURS.index(colour)]

    def pips(self, colour: str) -> int:
        return pips_of(colour, self.face(colour))

    def dots(self) -> tuple[tuple[str, str], ...]:
        """Every dot on show as (die, dot colour); white dice are named white1, white2, …"""
        shown = [(f"white{i + 1}", w) for i, w in enumerate(self.whites)]
        for colour, face in zip(COLOURS, self.faces):
            dot = dot_of(colour, face)
            if dot is not None:
                shown.append((colour, dot))
        return tuple(shown)

    def to_dict(self) -> dict:
        return {"faces": list(self.faces), "whites": list(self.whites)}

    @classmethod
    def from_dict(cls, data: dict) -> Throw:
        """A throw as saved: a face 1..6 per coloured die and two or three white dots."""
        table(data, "a throw")
        faces = items(data["faces"], "the faces", len(COLOURS))
        whites = items(data["whites"], "the white dice")
        need(len(whites) in WHITE_DICE_CHOICES, f"{len(whites)} white dice")
        need(all(w in WHITE_FACES for w in whites), "a white die of no colour")
        return cls(tuple(whole(f, "a face", 1, 6) for f in faces), tuple(whites))


def throw_dice(rng: random.Random, white_count: int) -> Throw:
    """Throw the six coloured dice (colour order) and then the white dice."""
    if white_count not in WHITE_DICE_CHOICES:
        raise ValueError(f"two or three white dice, not {white_count}")
    faces = tuple(rng.randint(1, 6) for _ in COLOURS)
    whites = tuple(rng.choice(WHITE_FACES) for _ in range(white_count))
    return Throw(faces, whites)
