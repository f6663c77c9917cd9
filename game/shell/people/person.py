"""A person: a name, a colour and a pixel avatar, and the stats that follow them."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from game.shell.people.stats import GameStats, Versus

MAX_NAME = 12  # characters: a name fits a lobby slot and a row of the evening table
COLOURS = 7  # the seat colours (palette.SEAT_COLOURS) a person may wear
AVATARS = 8  # the pixel avatars drawn for the game (people/avatars.py)
MAX_GAMES = 16  # a hostile file's stats are cut to this many games …
MAX_VERSUS = 32  # … and head-to-head records to this many people
ALLOWED_PUNCTUATION = " -.'"


def clean_name(text: object) -> str:
    """A name as it can be shown: letters, digits and a little punctuation, one space at a
    time, at most ``MAX_NAME`` characters; anything else is dropped."""
    if not isinstance(text, str):
        return ""
    text = unicodedata.normalize("NFC", text[: MAX_NAME * 8])
    kept = [ch for ch in text if ch.isalnum() or ch in ALLOWED_PUNCTUATION]
    return " ".join("".join(kept).split())[:MAX_NAME].strip()


def allowed_char(ch: str) -> bool:
    """Whether a typed character may go into a name."""
    return len(ch) == 1 and (ch.isalnum() or ch in ALLOWED_PUNCTUATION)


@dataclass
class Person:
    id: str
    name: str
    colour: int = 0  # index into the seat colours
    avatar: int = 0
    seen: int = 0  # when this person last joined (a counter: higher = more recent)
    games: dict[str, GameStats] = field(default_factory=dict)  # game id -> stats
    versus: dict[str, Versus] = field(default_factory=dict)  # other person id -> record

    def stats_of(self, game_id: str) -> GameStats:
        return self.games.setdefault(game_id, GameStats())

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "colour": self.colour,
            "avatar": self.avatar,
            "seen": self.seen,
            "games": {k: v.to_dict() for k, v in self.games.items()},
            "versus": {k: v.to_dict() for k, v in self.versus.items()},
        }

    @classmethod
    def from_dict(cls, data: object) -> Person | None:
        """A person from a file, every field bounded; None when there is no usable name/id."""
        if not isinstance(data, dict):
            return None
        pid, name = data.get("id"), clean_name(data.get("name"))
        if not isinstance(pid, str) or not pid or len(pid) > 24 or not name:
            return None
        games_in = data.get("games")
        versus_in = data.get("versus")
        games = {}
        if isinstance(games_in, dict):
            for key, value in list(games_in.items())[:MAX_GAMES]:
                if isinstance(key, str) and len(key) <= 24:
                    games[key] = GameStats.from_dict(value)
        versus = {}
        if isinstance(versus_in, dict):
            for key, value in list(versus_in.items())[:MAX_VERSUS]:
                if isinstance(key, str) and len(key) <= 24:
                    versus[key] = Versus.from_dict(value)
        return cls(
            pid,
            name,
            _index(data.get("colour"), COLOURS),
            _index(data.get("avatar"), AVATARS),
            _count(data.get("seen")),
            games,
            versus,
        )


def _index(value: object, size: int) -> int:
    return (
        value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size else 0
    )


def _count(value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return max(0, min(value, 1 << 40))
    return 0
