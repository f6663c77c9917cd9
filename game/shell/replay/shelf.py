"""The box's replays: the last ``RECENT`` matches, and for good the notable ones and each
person's best in each game (until deleted).

One compact JSON file per replay in ``data_dir()/replays``; a file that cannot be read is
kept aside like any other broken file of the player's, never deleted.
"""

from __future__ import annotations

import logging
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from game.engine import storage
from game.shell.replay.log import Replay, ReplayError, dumps, read

log = logging.getLogger(__name__)

RECENT = 50
SUFFIX = ".replay.json"


@dataclass(frozen=True)
class Entry:
    path: Path
    replay: Replay


def folder() -> Path:
    return storage.data_dir() / "replays"


class Shelf:
    def __init__(self, games: set[str]) -> None:
        self.games = games
        self.latest: Replay | None = None  # the match that just ended (Watch again)
        self.latest_path: Path | None = None

    # ----- keeping -----------------------------------------------------------------------------
    def keep(self, replay: Replay) -> Path | None:
        """Store a finished match; a person's best moves to it when it beats their last
        best in this game; ordinary replays beyond the newest ``RECENT`` go."""
        self.latest = replay
        entries = [e for e in self.entries() if e.replay.game_id == replay.game_id]
        for person in replay.people():
            mine = replay.total_of(person)
            holder = next((e for e in entries if person in e.replay.best_of), None)
            if holder is not None:
                best = holder.replay.total_of(person)
                if best is not None and not _beats(mine, best, replay.lowest_wins):
                    continue  # a tie keeps the earlier best
                holder.replay.best_of.remove(person)
                self._write(holder.replay, holder.path)
            replay.best_of.append(person)
        self.latest_path = self._write(replay)
        self._prune()
        return self.latest_path

    def _write(self, replay: Replay, path: Path | None = None) -> Path | None:
        where = folder()
        try:
            where.mkdir(parents=True, exist_ok=True)
            if path is None:
                stamp = replay.made.replace(":", "").replace("-", "")
                path = _free_name(where, f"{stamp}-{replay.game_id}")
            fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=storage.TEMP_SUFFIX, dir=where)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(dumps(replay))
            os.replace(tmp, path)
        except OSError as err:
            log.warning("replay not kept in %s: %s", where, err)
            return None
        return path

    def _prune(self) -> None:
        ordinary = [e for e in self.entries() if not e.replay.keep]
        for entry in ordinary[RECENT:]:
            entry.path.unlink(missing_ok=True)

    # ----- reading -----------------------------------------------------------------------------
    def entries(self) -> list[Entry]:
        """Every readable replay, newest first; unreadable files are kept aside."""
        found = []
        try:
            paths = sorted(folder().glob(f"*{SUFFIX}"), reverse=True)
        except OSError:
            return []
        for path in paths:
            try:
                found.append(Entry(path, read(path, self.games)))
            except ReplayError as err:
                storage.keep_aside(path, str(err))
        found.sort(key=lambda e: e.replay.made, reverse=True)
        return found

    def delete(self, entry: Entry) -> None:
        entry.path.unlink(missing_ok=True)
        if self.latest is entry.replay:
            self.latest = None


def _beats(total: int | None, best: int, lowest_wins: bool) -> bool:
    if total is None:
        return False
    return total < best if lowest_wins else total > best


def _free_name(where: Path, stem: str) -> Path:
    path = where / f"{stem}{SUFFIX}"
    number = 2
    while path.exists():
        path = where / f"{stem}-{number}{SUFFIX}"
        number += 1
    return path
