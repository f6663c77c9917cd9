"""The running evening in ``evening.json``: written atomically with a backup after every
change, so a crash or a quit loses nothing; Continue picks it up. Gone once its podium is
shown. A finished match is recorded in it here."""

from __future__ import annotations

from game import catalog
from game.core.setup import MatchResult
from game.engine import storage
from game.shell.evening.model import Evening
from game.shell.people.stats import measures_of

EVENING_VERSION = 1
FILE_NAME = "evening.json"


def path():
    return storage.data_dir() / FILE_NAME


def load(people: set[str] | None = None) -> Evening | None:
    """The saved evening, or None (none, or nothing usable: the file is then kept aside).

    A save still waiting for the writer thread is written first: the evening read back is
    always the last one saved. With ``people`` (the ids of the people file) an entrant
    naming someone else plays on as a guest. Every value cleaned is logged and the original
    file kept aside (``storage.keep_cleaned``)."""
    storage.writer.flush()
    data, source = storage.read_json_from(path(), EVENING_VERSION)
    if data is None:
        return None
    notes: list[str] = []
    evening = Evening.from_dict(data, {g.id for g in catalog.GAMES}, notes)
    if evening is None:
        storage.keep_aside(source, "not an evening")
        return None
    if people is not None:
        evening.drop_unknown_people(people, notes)
    if notes:
        storage.keep_cleaned(source, notes, path(), evening.to_dict(), EVENING_VERSION)
    return evening


def save(evening: Evening) -> None:
    storage.writer.submit(path(), evening.to_dict(), EVENING_VERSION)


def clear() -> None:
    storage.writer.delete(path())


def exists() -> bool:
    """An evening waits under Continue: its file, or only its backup (a kill, an older
    version's write), which ``load`` reads as well."""
    return path().exists() or path().with_suffix(path().suffix + ".bak").exists()


def on_match_finished(result: MatchResult) -> Evening | None:
    """Record a finished match in the running evening if it is the evening's match."""
    evening = load()
    if evening is None:
        return None
    if evening.owns(result.setup.game_id, result.setup.seed):
        evening.record(result.places, measures_of(result))
        save(evening)
        return evening
    if evening.is_rematch(result.setup.game_id):
        return evening  # a rematch counts for nothing, but the evening goes on after it
    return None
