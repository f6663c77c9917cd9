"""The box's own memory: what nobody chosen did here (a guest's lessons and offers), and how
often each game was finished on this machine, whoever played.

A person's lessons and offers are the person's (``Person.learned``/``offered``); the box holds
the same for guests. The old per-machine memory of ``profiles.json`` (``learned``,
``offered``, ``played``) is taken over here once, see ``PeopleStore``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.shell.people.person import MAX_GAMES, game_ids, known_game
from game.shell.people.stats import _Bad, _is_int

BIG = 1 << 40


@dataclass
class Box:
    learned: list[str] = field(default_factory=list)  # game ids a guest finished the lesson of
    offered: list[str] = field(default_factory=list)  # game ids a guest was offered the lesson of
    finished: dict[str, int] = field(default_factory=dict)  # game id -> matches finished here

    def played(self, game_id: str) -> int:
        return self.finished.get(game_id, 0)

    def to_dict(self) -> dict:
        return {
            "learned": list(self.learned),
            "offered": list(self.offered),
            "finished": dict(self.finished),
        }

    @classmethod
    def from_dict(
        cls, data: object, notes: list[str] | None = None, where: str = "box", counts: str = ""
    ) -> Box:
        """The box from a file, bounded; changed values are named in ``notes``. ``counts``:
        the key of the per-game match counts (``played`` in the old profiles file)."""
        bad = _Bad(notes, where)
        if not isinstance(data, dict):
            bad(f"not a box: {str(data)[:40]}")
            return cls()
        return cls(
            game_ids(data.get("learned"), bad, "learned"),
            game_ids(data.get("offered"), bad, "offered"),
            _counts(data.get(counts or "finished"), bad, counts or "finished"),
        )


def _counts(value: object, bad, label: str) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        bad(f"{label} {str(value)[:40]}")
        return {}
    found = {}
    for key, count in list(value.items())[: MAX_GAMES * 2]:
        if not known_game(key):
            bad(f"{label} of no game this version has: {str(key)[:24]}")
        elif _is_int(count) and 0 <= count <= BIG:
            found[key] = count
        else:
            bad(f"{label} of {key[:24]}: {str(count)[:20]}")
    if len(value) > MAX_GAMES * 2:
        bad(f"{label}: more than {MAX_GAMES * 2} games")
    return found
