"""Fits solo high scores: the best ten totals per edition, kept in the user's data folder.

Entries hold only the score and the solo title (in the rules' English naming, translated when
shown), no dates or names: the table is for one household's couch.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from game.engine import storage

log = logging.getLogger(__name__)

FILE_NAME = "fits_highscores.json"
VERSION = 1
KEEP = 10
TITLE_CHARS = 40  # the longest solo title is far shorter; more is not ours


@dataclass(frozen=True)
class Entry:
    score: int
    title: str


def path() -> Path:
    return storage.data_dir() / FILE_NAME


# Tables recorded in this run, by file: newer than the disk while a write is on its way.
_recorded: dict[Path, dict[str, list[Entry]]] = {}


def _load_all() -> dict[str, list[Entry]]:
    if path() in _recorded:
        return {edition: list(rows) for edition, rows in _recorded[path()].items()}
    data = storage.read_json(path(), VERSION) or {}
    tables: dict[str, list[Entry]] = {}
    for edition, raw_entries in data.get("editions", {}).items():
        if not isinstance(raw_entries, list):
            continue
        entries = []
        for raw in raw_entries:
            try:  # a hand-edited file may hold anything: Infinity, lists, huge strings
                entries.append(Entry(int(raw["score"]), str(raw["title"])[:TITLE_CHARS]))
            except (KeyError, TypeError, ValueError, OverflowError):
                log.warning("skipping a malformed Fits high score: %r", raw)
        tables[str(edition)] = sorted(entries, key=lambda e: -e.score)[:KEEP]
    return tables


def table(edition: str) -> list[Entry]:
    """The edition's entries, best first."""
    return _load_all().get(edition, [])


def record(edition: str, score: int, title: str) -> int | None:
    """Add a finished solo game; returns its place (0 = new best) or None if it missed the
    table. A tie goes below the older entry, so only a strictly better score is a new best."""
    tables = _load_all()
    entries = tables.get(edition, [])
    place = next((i for i, entry in enumerate(entries) if score > entry.score), len(entries))
    if place >= KEEP:
        return None
    entries.insert(place, Entry(score, title))
    tables[edition] = entries[:KEEP]
    payload = {
        "editions": {
            name: [{"score": e.score, "title": e.title} for e in rows]
            for name, rows in tables.items()
        }
    }
    _recorded[path()] = tables
    storage.writer.submit(path(), payload, VERSION)  # off the frame thread: a match end
    return place
