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


def load() -> Evening | None:
    """The saved evening, or None (none, or nothing usable: the file is then kept aside).

    A save still waiting for the writer thread is written first: the evening read back is
    always the last one saved."""
    storage.writer.flush()
    data = storage.read_json(path(), EVENING_VERSION)
    if data is None:
        return None
    evening = Evening.from_dict(data, {g.id for g in catalog.GAMES})
    if evening is None:
        storage.keep_aside(path(), "not an evening")
    return evening


def save(evening: Evening) -> None:
    storage.writer.submit(path(), evening.to_dict(), EVENING_VERSION)


def clear() -> None:
    storage.writer.delete(path())


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
