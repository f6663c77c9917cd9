"""The autosave of the running match: written after every turn, offered on the title.

The kill guarantee: after the process is killed at any moment (SIGKILL, power cut mid-write),
Continue restores the match at the last completed turn or the one before, never older.
- A turn's save is handed to the storage writer, which writes a complete temp file, fsyncs
  it and only then moves it in place (the previous good file becomes the ``.bak``).
- Before a turn's save is handed over, the previous turn's write is waited for: so while
  turn N+1 is being written, turn N is already on disk, in place or as the backup. The wait
  costs nothing in play (turns are seconds apart, a write milliseconds).
- A file cut off by the kill is never used: the read falls back to the ``.bak``; temp files
  are cleaned up at the next start. ``tests/test_kill.py`` kills matches to prove it.
"""

from __future__ import annotations

import logging
from pathlib import Path

from game.core.savefile import SaveFormatError, pack_save, unpack_save
from game.core.setup import MatchSetup
from game.engine import storage

log = logging.getLogger(__name__)

AUTOSAVE_VERSION = 1
_writer = storage.writer


def autosave_path() -> Path:
    return storage.data_dir() / "autosave.json"


def save_match(setup: MatchSetup, match_state: dict, screen: dict | None = None) -> None:
    """Store the match after a turn: the rules state, and beside it in the envelope the
    setup and the screen's own extras (stats, the match frame). Attract matches are never
    saved."""
    if setup.attract:
        return
    data = pack_save(setup.game_id, match_state, {"setup": setup.to_dict(), "screen": screen or {}})
    _writer.flush()  # the previous turn is on disk before this one is written (see above)
    _writer.submit(autosave_path(), data, AUTOSAVE_VERSION)


def flush() -> None:
    """Wait for a pending autosave to reach the disk (on quit, and in tests)."""
    _writer.flush()


def load_match() -> tuple[MatchSetup, dict, dict] | None:
    """The saved (setup, match state, screen extras), or None if none or unusable."""
    flush()
    data = storage.read_json(autosave_path(), AUTOSAVE_VERSION)
    if data is None:
        return None
    try:
        game_id, match_state, extra = unpack_save(data)
        setup = MatchSetup.from_dict(extra["setup"])
        if setup.game_id != game_id:
            raise SaveFormatError(f"a save of {game_id!r} with the setup of {setup.game_id!r}")
    except (SaveFormatError, KeyError, TypeError, ValueError, AttributeError) as err:
        log.warning("autosave unusable: %s", err)
        storage.keep_aside(autosave_path(), str(err))  # the player is told by a toast
        return None
    screen = extra.get("screen")
    return setup, match_state, screen if isinstance(screen, dict) else {}


def clear() -> None:
    """Delete the save of a finished match, off the frame thread (after any pending write)."""
    _writer.delete(autosave_path())


def keep_aside(reason: str) -> None:
    """The save cannot be resumed: move it aside for the player, so nothing is lost."""
    flush()
    storage.keep_aside(autosave_path(), reason)
    storage.take_notices()  # the player hears it from the Continue button instead
