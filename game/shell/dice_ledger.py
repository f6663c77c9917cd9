"""Every die this box threw, per game, per die and face, in ``dice.json``.

A match hands its rules events to ``count`` (a few additions per throw: nothing a frame
notices); the counts go to the storage writer's thread when the match autosaves and when it
ends. Lessons throw planned dice, so they are not counted. Each game that throws dice says
which in its ``logic.events`` module: ``DICE`` (the dice, in the order shown) and
``dice_shown(event)`` ((die, face) pairs of one throw).
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Iterable
from types import ModuleType

from game import catalog
from game.engine import storage

log = logging.getLogger(__name__)

FILE_NAME = "dice.json"
VERSION = 1
FACES = 6
MAX_COUNT = 10**12  # more throws than a box lives to see: a file claiming more is wrong


def path():
    return storage.data_dir() / FILE_NAME


def dice_module(game_id: str) -> ModuleType | None:
    """The game's events module when the game throws dice (its ``GameInfo.dice``)."""
    info = catalog.game_by_id(game_id)
    if not info.dice:
        return None
    return importlib.import_module(f"game.{game_id}.logic.events")


class DiceLedger:
    def __init__(self, counts: dict[str, dict[str, list[int]]] | None = None) -> None:
        self.counts: dict[str, dict[str, list[int]]] = counts or {}
        self.dirty = False

    # ----- counting -------------------------------------------------------------------------
    def count(self, game_id: str, events: Iterable[object]) -> None:
        module = dice_module(game_id)
        if module is None:
            return
        for event in events:
            for die, face in module.dice_shown(event):
                self.faces(game_id, die)[face - 1] += 1
                self.dirty = True

    def faces(self, game_id: str, die: str) -> list[int]:
        """The six face counts of one die (zeros for a die never thrown)."""
        return self.counts.setdefault(game_id, {}).setdefault(die, [0] * FACES)

    def dice(self, game_id: str) -> list[tuple[str, list[int]]]:
        """(die, counts) for each of the game's dice, in the game's order."""
        module = dice_module(game_id)
        names = module.DICE if module is not None else ()
        return [(die, list(self.counts.get(game_id, {}).get(die, [0] * FACES))) for die in names]

    # ----- the file -------------------------------------------------------------------------
    def save(self) -> None:
        if self.dirty:
            storage.writer.submit(path(), {"counts": self.counts}, VERSION)
            self.dirty = False

    @classmethod
    def load(cls) -> DiceLedger:
        """The box's counts; a file with counts that cannot be counts keeps what it can, is
        kept aside as it was (the player hears of it once) and is written anew cleaned."""
        data = storage.read_json(path(), VERSION)
        if data is None:
            return cls()
        cleaned: list[str] = []
        ledger = cls.from_dict(data, cleaned)
        if cleaned:
            storage.keep_aside(path(), "; ".join(cleaned[:3]))
            ledger.dirty = True
            ledger.save()
        return ledger

    @classmethod
    def from_dict(cls, data: dict, cleaned: list[str] | None = None) -> DiceLedger:
        """Counts of known games and dice only; what cannot be a count is left out, logged,
        and named in ``cleaned``."""
        cleaned = [] if cleaned is None else cleaned
        counts: dict[str, dict[str, list[int]]] = {}
        raw = data.get("counts")
        if not isinstance(raw, dict):  # ``null`` is no file of nothing thrown: say so
            cleaned.append(f"the counts are {str(raw)[:20]}, no table of games")
        for game_id, dice in raw.items() if isinstance(raw, dict) else ():
            known = _known_dice(game_id)
            if not known or not isinstance(dice, dict):
                cleaned.append(f"{game_id!r:.40} is not a game that throws dice")
                continue
            for die, faces in dice.items():
                if die in known and _counts(faces):
                    counts.setdefault(game_id, {})[die] = list(faces)
                else:
                    cleaned.append(f"{game_id} {die!r:.40} has no six counts")
        for reason in cleaned:
            log.warning("dice counts left out: %s", reason)
        return cls(counts)


def _known_dice(game_id: object) -> tuple[str, ...]:
    if not isinstance(game_id, str) or game_id not in {g.id for g in catalog.GAMES}:
        return ()
    module = dice_module(game_id)
    return module.DICE if module is not None else ()


def _counts(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) == FACES
        and all(type(c) is int and 0 <= c <= MAX_COUNT for c in value)
    )
