"""The people of this box in ``people.json``: atomic writes with a backup (engine storage).

One memory per person: their stats, the lessons they finished and the lessons offered to
them; what nobody chosen (a guest) did is the box's (``box``). Who plays is known by device:
the person a device last picked in "Who are you?" in this run, else nobody.

The old per-seat profiles (``profiles.json``, no longer written) are taken over once: their
custom seat names become people (when there is no people file yet), their per-seat counts
stay in the file's ``legacy`` block as they were (nothing a player had is lost, nothing shows
them), and their per-machine lesson memory (``learned``, ``offered``) and match counts
(``played``) go to the box. As nobody knows who did those lessons, everyone already in the box
at the take-over is given them too: nobody is asked again for a lesson done on this machine.

A broken or hostile file is kept aside by the storage module; what is read is bounded
(names, counts, list lengths). A file that reads but holds bad values (a negative count, a
duplicate person, a head-to-head with nobody) is cleaned, and says so: each value is logged,
the original kept aside, the cleaned data written (``storage.keep_cleaned``).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from game.core.setup import MatchResult
from game.engine import storage
from game.shell.people.box import Box
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
    box: Box = field(default_factory=Box)  # what nobody chosen did here
    # device -> the person it last picked in this run (never saved: pads change ids)
    devices: dict[str, str] = field(default_factory=dict)

    # ----- reading and writing ---------------------------------------------------------------
    @classmethod
    def load(cls) -> PeopleStore:
        data, source = storage.read_json_from(path(), PEOPLE_VERSION)
        if data is None:
            return cls.migrated()
        notes: list[str] = []
        store = cls.from_dict(data, notes)
        if notes:
            storage.keep_cleaned(source, notes, path(), store.to_dict(), PEOPLE_VERSION)
        if "box" not in data:  # written before people had their own lessons
            store.take_over_profiles()
        return store

    @classmethod
    def from_dict(cls, data: dict, notes: list[str] | None = None) -> PeopleStore:
        """The store from a file, bounded; values that had to be changed go to ``notes``."""
        store = cls()
        raw = data.get("people")
        for item in raw[:MAX_PEOPLE] if isinstance(raw, list) else []:
            person = Person.from_dict(item, notes)
            if person is not None and store.get(person.id) is None:
                store.people.append(person)
            elif person is not None and notes is not None:
                notes.append(f"people: person {person.id} twice, the second dropped")
        if isinstance(raw, list) and len(raw) > MAX_PEOPLE and notes is not None:
            notes.append(f"people: more than {MAX_PEOPLE}, the rest dropped")
        for person in store.people:  # a head-to-head with someone deleted or never there
            for other in [k for k in person.versus if store.get(k) is None or k == person.id]:
                del person.versus[other]
                if notes is not None:
                    notes.append(f"person {person.id}: head-to-head with unknown {other}")
        store.clock = max([_int(data.get("clock")), *(p.seen for p in store.people)])
        store.next_id = max(_int(data.get("next_id")), len(store.people) + 1, 1)
        while any(p.id == f"p{store.next_id}" for p in store.people):
            store.next_id += 1
        legacy = data.get("legacy")
        store.legacy = _legacy(legacy) if isinstance(legacy, dict) else {}
        if "box" in data:
            store.box = Box.from_dict(data["box"], notes)
        return store

    @classmethod
    def migrated(cls) -> PeopleStore:
        """People from the old per-seat profiles: each custom seat name becomes a person."""
        store = cls()
        old = store.take_over_profiles(save=False)
        if not old:
            return store
        for seat, name in enumerate(store.legacy.get("names", [])):
            if clean_name(name) and store.by_name(clean_name(name)) is None:
                person = store.add(name, colour=seat % COLOURS, avatar=seat)
                if person is not None:  # they may have done this machine's lessons
                    person.learned = list(store.box.learned)
                    person.offered = list(store.box.offered)
        log.info("people taken over from %s: %d", LEGACY_FILE, len(store.people))
        store.save()
        return store

    def take_over_profiles(self, save: bool = True) -> dict | None:
        """The old per-machine memory of ``profiles.json`` to the box, and its lessons and
        offers to everyone here now (who did them is unknown); the per-seat counts to
        ``legacy``. Returns the old file's data (None: no such file)."""
        notes: list[str] = []
        old, source = storage.read_json_from(storage.data_dir() / LEGACY_FILE, LEGACY_VERSION)
        if old:
            self.legacy = _legacy(old, notes)
            self.box = Box.from_dict(old, notes, LEGACY_FILE, counts="played")
            for person in self.people:
                person.learned += [g for g in self.box.learned if g not in person.learned]
                person.offered += [g for g in self.box.offered if g not in person.offered]
            if notes:  # the old file is only read: kept aside, never written again
                storage.keep_cleaned(source, notes)
        if save:
            self.save()  # with its box: taken over once
        return old

    def to_dict(self) -> dict:
        return {
            "people": [p.to_dict() for p in self.people],
            "clock": self.clock,
            "next_id": self.next_id,
            "legacy": dict(self.legacy),
            "box": self.box.to_dict(),
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

    # ----- who plays, and their lessons ------------------------------------------------------
    def picked(self, device: str, person: Person | None) -> None:
        """``device`` said who it is ("Who are you?"); None: a guest."""
        if person is None:
            self.devices.pop(device, None)
        else:
            self.devices[device] = person.id

    def player(self, device: str | None) -> Person | Box:
        """Whose memory a device's lesson and first-time offer use: the person it last
        picked in this run, else the box (a guest, or nobody asked yet)."""
        person = self.get(self.devices.get(device)) if device is not None else None
        return person if person is not None else self.box

    def remember(self, device: str | None, kind: str, game_id: str) -> None:
        """``game_id`` in the ``learned`` or ``offered`` list of ``device``'s player (saved)."""
        ids = getattr(self.player(device), kind)
        if game_id not in ids:
            ids.append(game_id)
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
        """Add a finished match to its people's stats and to the box's count (saved);
        returns seat -> person."""
        people = self.seated(result.setup)
        if people:
            record_result(people, result)
        game_id = result.setup.game_id
        self.box.finished[game_id] = self.box.finished.get(game_id, 0) + 1
        self.save()
        return people


def _int(value: object) -> int:
    return (
        max(0, min(value, 1 << 40)) if isinstance(value, int) and not isinstance(value, bool) else 0
    )


def _legacy(data: dict, notes: list[str] | None = None) -> dict:
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
        if notes is not None:
            for k, v in list(wins.items())[:32]:
                if out["wins"].get(k) != v:
                    notes.append(f"{LEGACY_FILE}: wins of {str(k)[:24]}: {str(v)[:40]}")
    return out
