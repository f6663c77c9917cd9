"""The people of this box in ``people.json``: atomic writes with a backup (engine storage).

The first load without a people file takes the names the old per-seat profiles gave
(``profiles.json``) as people, and keeps the old per-seat counts in the file's ``legacy``
block as they were: nothing a player had is lost. A broken or hostile file is kept aside by
the storage module; what is read is bounded (names, counts, list lengths).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from game.core.setup import MatchResult
from game.engine import storage
from game.shell.people.person import COLOURS, Person, clean_name
from game.shell.people.stats import record_result

log = logging.getLogger(__name__)

PEOPLE_VERSION = 1
FILE_NAME = "people.json"
LEGACY_FILE = "profiles.json"
LEGACY_VERSION = 1
MAX_PEOPLE = 32  # more than any couch; a hostile file's list is cut short
PERSON_KEY = "person"  # MatchSetup.seat_options[seat][PERSON_KEY]: who holds that seat


def path():
    return storage.data_dir() / FILE_NAME


@dataclass
class PeopleStore:
    people: list[Person] = field(default_factory=list)
    clock: int = 0  # counts joins: a person's ``seen`` orders the picker, most recent first
    next_id: int = 1
    legacy: dict = field(default_factory=dict)  # the per-seat counts of profiles.json

    # ----- reading and writing ---------------------------------------------------------------
    @classmethod
    def load(cls) -> PeopleStore:
        data = storage.read_json(path(), PEOPLE_VERSION)
        if data is None:
            return cls.migrated()
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: dict) -> PeopleStore:
        store = cls()
        raw = data.get("people")
        for item in raw[:MAX_PEOPLE] if isinstance(raw, list) else []:
            person = Person.from_dict(item)
            if person is not None and store.get(person.id) is None:
                store.people.append(person)
        store.clock = max([_int(data.get("clock")), *(p.seen for p in store.people)])
        store.next_id = max(_int(data.get("next_id")), len(store.people) + 1, 1)
        while any(p.id == f"p{store.next_id}" for p in store.people):
            store.next_id += 1
        legacy = data.get("legacy")
        store.legacy = _legacy(legacy) if isinstance(legacy, dict) else {}
        return store

    @classmethod
    def migrated(cls) -> PeopleStore:
        """People from the old per-seat profiles: each custom seat name becomes a person."""
        store = cls()
        old = storage.read_json(storage.data_dir() / LEGACY_FILE, LEGACY_VERSION)
        if not old:
            return store
        store.legacy = _legacy(old)
        for seat, name in enumerate(store.legacy.get("names", [])):
            if clean_name(name) and store.by_name(clean_name(name)) is None:
                store.add(name, colour=seat % COLOURS, avatar=seat)
        if store.people or store.legacy:
            log.info("people taken over from %s: %d", LEGACY_FILE, len(store.people))
            store.save()
        return store

    def to_dict(self) -> dict:
        return {
            "people": [p.to_dict() for p in self.people],
            "clock": self.clock,
            "next_id": self.next_id,
            "legacy": dict(self.legacy),
        }

    def save(self) -> None:
        """Written off the frame thread, atomically with a backup."""
        storage.writer.submit(path(), self.to_dict(), PEOPLE_VERSION)

    # ----- people ----------------------------------------------------------------------------
    def get(self, pid: object) -> Person | None:
        return next((p for p in self.people if p.id == pid), None)

    def by_name(self, name: str) -> Person | None:
        folded = name.casefold()
        return next((p for p in self.people if p.name.casefold() == folded), None)

    def recent(self) -> list[Person]:
        """Most recently joined first (then by name)."""
        return sorted(self.people, key=lambda p: (-p.seen, p.name.casefold()))

    def add(self, name: str, colour: int = 0, avatar: int = 0) -> Person | None:
        """A new person (None when the name is empty or the box is full)."""
        name = clean_name(name)
        if not name or len(self.people) >= MAX_PEOPLE:
            return None
        person = Person(f"p{self.next_id}", name, colour % COLOURS, avatar)
        self.next_id += 1
        self.people.append(person)
        self.touch(person)
        return person

    def touch(self, person: Person) -> None:
        """``person`` joined now: first in the picker next time."""
        self.clock += 1
        person.seen = self.clock
        self.save()

    def rename(self, person: Person, name: str) -> bool:
        name = clean_name(name)
        if not name:
            return False
        person.name = name
        self.save()
        return True

    def delete(self, person: Person) -> None:
        """Gone with everything recorded for them, also from others' head-to-head."""
        self.people = [p for p in self.people if p.id != person.id]
        for other in self.people:
            other.versus.pop(person.id, None)
        self.save()

    # ----- matches ---------------------------------------------------------------------------
    def seated(self, setup) -> dict[int, Person]:
        """Seat -> person for a match setup (seats played by nobody known are left out)."""
        found = {}
        for seat, options in enumerate(setup.seat_options):
            person = self.get(options.get(PERSON_KEY)) if isinstance(options, dict) else None
            if person is not None and seat < len(setup.seats) and not setup.seats[seat].is_cpu:
                found[seat] = person
        return found

    def record(self, result: MatchResult) -> dict[int, Person]:
        """Add a finished match to its people's stats (saved); returns seat -> person."""
        people = self.seated(result.setup)
        if people:
            record_result(people, result)
            self.save()
        return people


def _int(value: object) -> int:
    return (
        max(0, min(value, 1 << 40)) if isinstance(value, int) and not isinstance(value, bool) else 0
    )


def _legacy(data: dict) -> dict:
    """The old per-seat profile counts, bounded, kept as they were."""
    names = data.get("names")
    played = data.get("played")
    wins = data.get("wins")
    out: dict = {}
    if isinstance(names, list):
        out["names"] = [clean_name(n) for n in names[:7]]
    if isinstance(played, dict):
        out["played"] = {
            k: _int(v) for k, v in list(played.items())[:32] if isinstance(k, str) and len(k) < 25
        }
    if isinstance(wins, dict):
        out["wins"] = {
            k: [_int(x) for x in v[:7]]
            for k, v in list(wins.items())[:32]
            if isinstance(k, str) and len(k) < 25 and isinstance(v, list)
        }
    return out
