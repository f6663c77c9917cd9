"""The autosave of the running match: written after every turn, offered on the title."""

from __future__ import annotations

import logging
from pathlib import Path

from game.core.savefile import SaveFormatError, pack_save, unpack_save
from game.core.setup import MatchSetup
from game.engine import storage

log = logging.getLogger(__name__)

AUTOSAVE_VERSION = 1
_writer = storage.BackgroundWriter()


def autosave_path() -> Path:
    return storage.data_dir() / "autosave.json"


def save_match(setup: MatchSetup, match_state: dict) -> None:
    """Store the match after a turn. Attract-mode matches are never saved."""
    if setup.attract:
        return
    data = pack_save(setup.game_id, match_state, {"setup": setup.to_dict()})
    _writer.submit(autosave_path(), data, AUTOSAVE_VERSION)


def flush() -> None:
    """Wait for a pending autosave to reach the disk (on quit, and in tests)."""
    _writer.flush()


def load_match() -> tuple[MatchSetup, dict] | None:
    """The saved (setup, match state), or None if there is none or it is unusable."""
    flush()
    data = storage.read_json(autosave_path(), AUTOSAVE_VERSION)
    if data is None:
        return None
    try:
        game_id, match_state, extra = unpack_save(data)
        setup = MatchSetup.from_dict(extra["setup"])
    except (SaveFormatError, KeyError, TypeError, ValueError) as err:
        log.warning("autosave unusable: %s", err)
        return None
    if setup.game_id != game_id:
        return None
    return setup, match_state


def clear() -> None:
    _writer.forget(autosave_path())
    flush()
    storage.delete(autosave_path())
