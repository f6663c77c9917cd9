"""Fits solo high scores: the best ten totals per edition, kept in the user's data folder.

Entries hold the score, the solo title (in the rules' English naming, translated when shown)
and who played: a person's name as it was then, or a guest (named when shown). No dates: the
table is for one household's couch. Files from before names were kept load as they are (no
name shown); an entry whose name is unusable keeps its score without one.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from game.engine import storage
from game.shell.people.person import clean_name

log = logging.getLogger(__name__)

FILE_NAME = "fits_highscores.json"
VERSION = 1
KEEP = 10
GUEST_KEY = "fits.high.guest"  # how a guest's entry is named when shown
TITLE_CHARS = 40  # the longest solo title is far shorter; more is not ours
MAX_SCORE = 10**6  # far beyond any real total: a larger number was not written by the game


@dataclass(frozen=True)
class Entry:
    score: int
    title: str
    name: str = ""  # the person who played ("" with ``guest``, or in an older file)
    guest: bool = False  # played by a guest: "Guest" in the language shown

    def to_dict(self) -> dict:
        data: dict = {"score": self.score, "title": self.title}
        if self.name:
            data["name"] = self.name
        if self.guest:
            data["guest"] = True
        return data


def who(entry: Entry, t) -> str:
    """The name shown with an entry: the person's, "Guest", or none (an older file)."""
    return entry.name or (t(GUEST_KEY) if entry.guest else "")


def path() -> Path:
    return storage.data_dir() / FILE_NAME


# Tables recorded in this run, by file: newer than the disk while a write is on its way.
_recorded: dict[Path, dict[str, list[Entry]]] = {}


def _entry(raw: object) -> Entry | None:
    """One stored entry if every field has its type: a whole score and a text title."""
    if not isinstance(raw, dict):
        return None
    score, title = raw.get("score"), raw.get("title")
    if isinstance(score, bool) or not isinstance(score, int) or not isinstance(title, str):
        return None
    if not -MAX_SCORE <= score <= MAX_SCORE:
        return None
    name, guest = raw.get("name", ""), raw.get("guest") is True
    if not isinstance(name, str) or clean_name(name) != name:
        log.warning("a Fits high score keeps its score without its name: %.40r", name)
        name = clean_name(name)
    return Entry(score, title[:TITLE_CHARS], name, guest and not name)


def _load_all() -> dict[str, list[Entry]]:
    if path() in _recorded:
        return {edition: list(rows) for edition, rows in _recorded[path()].items()}
    data = storage.read_json(path(), VERSION) or {}
    editions = data.get("editions")
    if not isinstance(editions, dict):  # a hand-edited file may hold anything here
        if editions is not None:
            log.warning("ignoring malformed Fits high scores: editions %.60r", editions)
        return {}
    tables: dict[str, list[Entry]] = {}
    for edition, raw_entries in editions.items():
        if not isinstance(raw_entries, list):
            log.warning("skipping malformed Fits high scores of %.40r", edition)
            continue
        entries = []
        for raw in raw_entries:
            entry = _entry(raw)
            if entry is None:  # Infinity, lists, strings for numbers, huge numbers …
                log.warning("skipping a malformed Fits high score: %.80r", raw)
            else:
                entries.append(entry)
        tables[edition] = sorted(entries, key=lambda e: -e.score)[:KEEP]
    return tables


def table(edition: str) -> list[Entry]:
    """The edition's entries, best first."""
    return _load_all().get(edition, [])


def record(edition: str, score: int, title: str, name: str = "", guest: bool = False) -> int | None:
    """Add a finished solo game by the person ``name`` or a ``guest``; returns its place
    (0 = new best) or None if it missed the table. A tie goes below the older entry, so only
    a strictly better score is a new best."""
    tables = _load_all()
    entries = tables.get(edition, [])
    place = next((i for i, entry in enumerate(entries) if score > entry.score), len(entries))
    if place >= KEEP:
        return None
    name = clean_name(name)
    entries.insert(place, Entry(score, title, name, guest and not name))
    tables[edition] = entries[:KEEP]
    payload = {"editions": {key: [e.to_dict() for e in rows] for key, rows in tables.items()}}
    _recorded[path()] = tables
    storage.writer.submit(path(), payload, VERSION)  # off the frame thread: a match end
    return place
