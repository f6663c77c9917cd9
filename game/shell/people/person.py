"""A person: a name, a colour and a pixel avatar, and what follows them: their stats and the
lessons they finished or were offered."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from game import catalog
from game.shell.people.stats import GameStats, Versus, _Bad

MAX_NAME = 12  # characters: a name fits a lobby slot and a row of the evening table
COLOURS = 7  # the seat colours (palette.SEAT_COLOURS) a person may wear
AVATARS = 8  # the pixel avatars drawn for the game (people/avatars.py)
MAX_GAMES = 16  # a hostile file's stats are cut to this many games …
MAX_VERSUS = 32  # … and head-to-head records to this many people
MAX_GAME_IDS = 32  # a lesson list of a hostile file is cut short
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
    learned: list[str] = field(default_factory=list)  # game ids whose lesson they finished
    offered: list[str] = field(default_factory=list)  # game ids whose lesson they were offered

    def stats_of(self, game_id: str) -> GameStats:
        return self.games.setdefault(game_id, GameStats())

    def played(self, game_id: str) -> int:
        """Matches of ``game_id`` this person finished (the first-time offer asks)."""
        stats = self.games.get(game_id)
        return stats.played if stats is not None else 0

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "colour": self.colour,
            "avatar": self.avatar,
            "seen": self.seen,
            "games": {k: v.to_dict() for k, v in self.games.items()},
            "versus": {k: v.to_dict() for k, v in self.versus.items()},
            "learned": list(self.learned),
            "offered": list(self.offered),
        }

    @classmethod
    def from_dict(cls, data: object, notes: list[str] | None = None) -> Person | None:
        """A person from a file, every field bounded; None when there is no usable name/id.

        Values that had to be changed are named in ``notes`` (the store says so and keeps
        the original file)."""
        if not isinstance(data, dict):
            _Bad(notes, "people")(f"not a person: {str(data)[:40]}")
            return None
        pid, name = data.get("id"), clean_name(data.get("name"))
        if not isinstance(pid, str) or not pid or len(pid) > 24 or not name:
            _Bad(notes, "people")(f"no usable id or name: {str(pid)[:24]}")
            return None
        bad = _Bad(notes, f"person {pid}")
        if name != data.get("name"):
            bad(f"name {str(data.get('name'))[:40]!r}")
        games_in = data.get("games")
        versus_in = data.get("versus")
        games = {}
        if isinstance(games_in, dict):
            for key, value in list(games_in.items())[:MAX_GAMES]:
                if known_game(key):
                    games[key] = GameStats.from_dict(value, notes, f"person {pid} {key}")
                else:
                    bad(f"stats of no game this version has: {str(key)[:24]}")
        versus = {}
        if isinstance(versus_in, dict):
            for key, value in list(versus_in.items())[:MAX_VERSUS]:
                if isinstance(key, str) and len(key) <= 24:
                    versus[key] = Versus.from_dict(value, notes, f"person {pid} versus {key}")
        for key, size in (("colour", COLOURS), ("avatar", AVATARS), ("seen", 1 << 40)):
            value = data.get(key)
            if value is not None and _index(value, size) != value:
                bad(f"{key} {str(value)[:20]}")
        return cls(
            pid,
            name,
            _index(data.get("colour"), COLOURS),
            _index(data.get("avatar"), AVATARS),
            _count(data.get("seen")),
            games,
            versus,
            game_ids(data.get("learned"), bad, "learned"),
            game_ids(data.get("offered"), bad, "offered"),
        )


def known_game(game_id: object) -> bool:
    """A game of this version: an unknown id (a hand edit, another version) is named, and
    the file kept aside as it was, rather than carried along unseen."""
    return isinstance(game_id, str) and any(info.id == game_id for info in catalog.GAMES)


def game_ids(value: object, bad, label: str) -> list[str]:
    """A bounded list of game ids without repeats; anything else is named to ``bad``."""
    if value is None:
        return []
    if not isinstance(value, list):
        bad(f"{label} {str(value)[:40]}")
        return []
    found: list[str] = []
    for item in value[:MAX_GAME_IDS]:
        if not isinstance(item, str) or not 0 < len(item) <= 24:
            bad(f"{label} entry {str(item)[:24]}")
        elif not known_game(item):
            bad(f"{label} entry {item}: no game this version has")
        elif item in found:
            bad(f"{label} entry {item} twice")
        else:
            found.append(item)
    if len(value) > MAX_GAME_IDS:
        bad(f"{label} longer than {MAX_GAME_IDS}")
    return found


def _index(value: object, size: int) -> int:
    return (
        value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size else 0
    )


def _count(value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return max(0, min(value, 1 << 40))
    return 0
