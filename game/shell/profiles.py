"""Player profiles: a name per seat and how often each seat played and won, per game."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from game.engine import storage

log = logging.getLogger(__name__)

PROFILES_VERSION = 1
MAX_GAME_IDS = 32  # a hostile file's list is cut short


@dataclass
class Profiles:
    names: list[str] = field(default_factory=list)  # custom names by seat; "" = default
    played: dict[str, int] = field(default_factory=dict)  # game id -> matches finished
    wins: dict[str, list[int]] = field(default_factory=dict)  # game id -> wins by seat
    # Tutorials, per machine until people have profiles: finished, and offered once.
    learned: list[str] = field(default_factory=list)  # game ids
    offered: list[str] = field(default_factory=list)  # game ids

    @classmethod
    def load(cls) -> Profiles:
        data = storage.read_json(storage.data_dir() / "profiles.json", PROFILES_VERSION) or {}
        profiles = cls()
        names = data.get("names")
        if isinstance(names, list):
            profiles.names = [n for n in names if isinstance(n, str)][:7]
        played = data.get("played")
        if isinstance(played, dict):
            profiles.played = {k: v for k, v in played.items() if isinstance(v, int)}
        wins = data.get("wins")
        if isinstance(wins, dict):
            profiles.wins = {
                k: [int(x) for x in v if isinstance(x, int)]
                for k, v in wins.items()
                if isinstance(v, list)
            }
        for name in ("learned", "offered"):
            ids = data.get(name)
            if isinstance(ids, list):
                setattr(profiles, name, [i for i in ids if isinstance(i, str)][:MAX_GAME_IDS])
        return profiles

    def save(self) -> None:
        """Written off the frame thread (a match end must never stall the results)."""
        payload = {
            "names": list(self.names),
            "played": dict(self.played),
            "wins": {k: list(v) for k, v in self.wins.items()},
            "learned": list(self.learned),
            "offered": list(self.offered),
        }
        storage.writer.submit(storage.data_dir() / "profiles.json", payload, PROFILES_VERSION)

    def record(self, game_id: str, winners: tuple[int, ...]) -> None:
        self.played[game_id] = self.played.get(game_id, 0) + 1
        wins = self.wins.setdefault(game_id, [])
        for seat in winners:
            wins.extend([0] * (seat + 1 - len(wins)))
            wins[seat] += 1
        self.save()

    def mark(self, name: str, game_id: str) -> None:
        """Remember a game id in ``learned`` or ``offered`` (saved at once)."""
        ids = getattr(self, name)
        if game_id not in ids:
            ids.append(game_id)
            self.save()
