"""The on-screen keyboard's model: a grid of keys, a cursor and the text typed (pure).

A pad or a phone moves the cursor and presses keys; a keyboard types straight into
``type``. The grid is ten units wide; the bottom row's keys are wider (shift, space,
delete, done). Moving up or down lands on the key under the cursor's column.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.shell.people.person import MAX_NAME, allowed_char

SHIFT, SPACE, DELETE, DONE = "shift", "space", "delete", "done"
LETTER_ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZÄÖÜ-", "1234567890")
SPECIAL_ROW = ((SHIFT, 2), (SPACE, 4), (DELETE, 2), (DONE, 2))  # (key, width in units)
WIDTH = 10


@dataclass(frozen=True)
class Key:
    label: str  # a character, or one of SHIFT / SPACE / DELETE / DONE
    row: int
    left: int  # in grid units
    width: int = 1

    @property
    def centre(self) -> float:
        return self.left + self.width / 2


def layout() -> list[list[Key]]:
    rows = [[Key(ch, r, c) for c, ch in enumerate(chars)] for r, chars in enumerate(LETTER_ROWS)]
    special, left = [], 0
    for label, width in SPECIAL_ROW:
        special.append(Key(label, len(rows), left, width))
        left += width
    return [*rows, special]


@dataclass
class OnScreenKeyboard:
    text: str = ""
    row: int = 0
    column: float = 0.5  # the cursor's centre, in grid units
    upper: bool = True  # a name starts with a capital; after one letter it is lower case
    rows: list[list[Key]] = field(default_factory=layout)

    @property
    def key(self) -> Key:
        return self._key_at(self.row, self.column)

    def _key_at(self, row: int, column: float) -> Key:
        keys = self.rows[row]
        return next((k for k in keys if k.left <= column < k.left + k.width), keys[-1])

    def move(self, dx: int, dy: int) -> None:
        """Left/right step one key along the row (wrapping), up/down one row (wrapping)."""
        if dx:
            keys = self.rows[self.row]
            index = (keys.index(self.key) + dx) % len(keys)
            self.column = keys[index].centre
        if dy:  # the column stays: up and down again lands on the same key
            self.row = (self.row + dy) % len(self.rows)

    def shown(self, label: str) -> str:
        """A letter key as it types now (upper or lower case)."""
        return label if self.upper or len(label) != 1 else label.lower()

    def press(self) -> bool:
        """Press the key under the cursor; True when it was "done" (and a name is there)."""
        label = self.key.label
        if label == DONE:
            return bool(self.text.strip())
        if label == SHIFT:
            self.upper = not self.upper
        elif label == DELETE:
            self.delete()
        elif label == SPACE:
            self.type(" ")
        else:
            self.type(self.shown(label))
        return False

    def type(self, ch: str) -> bool:
        """Add a character if it is allowed and the name has room; False otherwise."""
        if not allowed_char(ch) or len(self.text) >= MAX_NAME:
            return False
        if ch == " " and (not self.text or self.text.endswith(" ")):
            return False
        self.text += ch
        self.upper = ch == " "  # each word starts with a capital, like the phones do
        return True

    def delete(self) -> None:
        self.text = self.text[:-1]
        self.upper = not self.text or self.text.endswith(" ")

    def go_to_done(self) -> None:
        self.row = len(self.rows) - 1
        self.column = self.rows[self.row][-1].centre
