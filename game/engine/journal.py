"""Several player files changed as one (the end of a match: the evening's record, people's
stats, the autosave gone), whatever moment a kill lands.

A redo journal: ``journal.json`` first holds every new file and every deletion of the
change; then they are made one by one in the order given; the journal goes last. A kill
before the journal is whole changes nothing (the files are all old); a kill after it
leaves the journal, and the next start (``settle``) makes the whole change again before
anything is read. So a reader after any kill sees all of the change or none of it.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path

from game.engine import storage

log = logging.getLogger(__name__)

FILE_NAME = "journal.json"
VERSION = 1
MAX_BYTES = 16 << 20  # a change of a few whole files, each bounded by the storage's limit
MAX_CHANGES = 16
#: Where a change may write, by name: a crafted journal writes nowhere else.
FOLDERS = {"data": storage.data_dir, "config": storage.config_dir}

Change = tuple[str, str, dict | None, int]  # folder, file name, payload (None: delete), version


def path() -> Path:
    return storage.data_dir() / FILE_NAME


@contextlib.contextmanager
def together():
    """Every file handed to ``storage.writer`` inside the block is written as one change,
    after everything handed over before it (the frame never waits for the disk)."""
    with storage.writer.collecting() as handed:
        try:
            yield
        finally:
            changes = [_change(where, job) for where, job in handed]
            if changes:
                storage.writer.run(lambda: _commit(changes))


def settle() -> None:
    """A journal a kill left behind: its change is made again, whole, then it goes (at
    start, before any file is read). A journal cut short is kept aside: its change never
    began, every file is still the old one."""
    data = storage.read_json(path(), VERSION, MAX_BYTES)
    if data is None:
        return
    try:
        changes = _changes_of(data)
    except ValueError as err:
        storage.keep_aside(path(), str(err))
        return
    log.warning("a change a kill interrupted is made again: %d files", len(changes))
    _apply(changes)
    storage.delete(path())


def _change(where: Path, job: tuple[dict, int] | None) -> Change:
    folder = next((key for key, place in FOLDERS.items() if where.parent == place()), None)
    if folder is None:  # a player file lives in one of them: anything else is a mistake here
        raise ValueError(f"{where} is in no folder a change may write")
    payload, version = job if job is not None else (None, 0)
    return folder, where.name, payload, version


def _commit(changes: list[Change]) -> None:
    storage.count_end_steps(True)
    try:
        storage.write_json(path(), {"changes": [list(c) for c in changes]}, VERSION)
        _apply(changes)
        storage.delete(path())
    finally:
        storage.count_end_steps(False)


def _apply(changes: list[Change]) -> None:
    for folder, name, payload, version in changes:
        where = FOLDERS[folder]() / name
        if payload is None:
            storage.delete(where)
        else:
            storage.write_json(where, payload, version)


def _changes_of(data: dict) -> list[Change]:
    """The journal's changes, each checked: a known folder, a plain file name."""
    raw = data.get("changes")
    if not isinstance(raw, list) or not 0 < len(raw) <= MAX_CHANGES:
        raise ValueError("no list of changes")
    changes = []
    for item in raw:
        if not (isinstance(item, list) and len(item) == 4):
            raise ValueError("a change is not [folder, name, payload, version]")
        folder, name, payload, version = item
        plain = isinstance(name, str) and name == Path(name).name and name.endswith(".json")
        if folder not in FOLDERS or not plain or name == FILE_NAME:
            raise ValueError(f"a change of {str(name)[:40]!r} in {str(folder)[:10]!r}")
        if not (payload is None or isinstance(payload, dict)) or type(version) is not int:
            raise ValueError(f"the change of {name} holds no file")
        changes.append((folder, name, payload, version))
    return changes
