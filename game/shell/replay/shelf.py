"""The box's replays: the last ``RECENT`` matches, and for good the notable ones and each
person's best in each game (until deleted).

One compact JSON file per replay in ``data_dir()/replays``; a file that cannot be read is
kept aside like any other broken file of the player's, never deleted.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from dataclasses import dataclass
from pathlib import Path

from game.engine import storage
from game.shell.replay.log import Replay, ReplayError, dumps, read

log = logging.getLogger(__name__)

RECENT = 50
SUFFIX = ".replay.json"


@dataclass(frozen=True)
class Entry:
    """A kept replay as the list knows it: everything but its presses and moves (``load``
    reads those), so the box's memory does not grow with every match."""

    path: Path
    replay: Replay


def _header(replay: Replay) -> Replay:
    return dataclasses.replace(replay, presses=[], moves=[], changes=[])


def folder() -> Path:
    return storage.data_dir() / "replays"


class Shelf:
    """Keeping runs on a worker thread (reading the kept replays and writing one costs more
    than a frame); reading waits for it, so what is listed is always what is kept."""

    def __init__(self, games: set[str]) -> None:
        self.games = games
        self.latest: Replay | None = None  # the match that just ended (Watch again)
        self._entries: list[Entry] | None = None  # read once, then kept up to date
        self._queue: list[Replay] = []
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None

    # ----- keeping -----------------------------------------------------------------------------
    def keep(self, replay: Replay) -> None:
        """Store a finished match (off the frame); ``latest`` is it at once."""
        self.latest = replay
        with self._lock:
            self._queue.append(replay)
            if self._worker is None:
                self._worker = threading.Thread(target=self._work, name="replays", daemon=True)
                self._worker.start()

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._queue:
                    self._worker = None
                    return
                replay = self._queue.pop(0)
            try:
                self._keep_now(replay)
            except Exception:  # a replay lost must never take the game down
                log.exception("replay not kept")

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every finished match is kept."""
        worker = self._worker
        if worker is not None and worker is not threading.current_thread():
            worker.join(timeout)

    def _keep_now(self, replay: Replay) -> None:
        """A person's best moves to this match when it beats their last best in this game
        (a tie keeps the earlier); ordinary replays beyond the newest ``RECENT`` go."""
        entries = self._load()
        same_game = [e for e in entries if e.replay.game_id == replay.game_id]
        for person in replay.people():
            mine = replay.total_of(person)
            holder = next((e for e in same_game if person in e.replay.best_of), None)
            if holder is not None:
                best = holder.replay.total_of(person)
                if best is not None and not _beats(mine, best, replay.lowest_wins):
                    continue
                holder.replay.best_of.remove(person)
                self._rewrite(holder)
            replay.best_of.append(person)
        path = self._write(replay)
        if path is not None:
            entries.insert(0, Entry(path, _header(replay)))
            entries.sort(key=lambda e: e.replay.made, reverse=True)
        self._prune(entries)

    def _write(self, replay: Replay, path: Path | None = None) -> Path | None:
        where = folder()
        try:
            where.mkdir(parents=True, exist_ok=True)
            if path is None:
                stamp = replay.made.replace(":", "").replace("-", "")
                path = _free_name(where, f"{stamp}-{replay.game_id}")
            storage.put_file(path, dumps(replay).encode("utf-8"))  # whole or not at all
        except OSError as err:
            log.warning("replay not kept in %s: %s", where, err)
            return None
        return path

    def _rewrite(self, entry: Entry) -> None:
        """A kept replay's header changed (its best went to a newer match): write it whole."""
        try:
            whole = read(entry.path, self.games)
        except ReplayError:
            return
        whole.best_of = list(entry.replay.best_of)
        self._write(whole, entry.path)

    def _prune(self, entries: list[Entry]) -> None:
        ordinary = [e for e in entries if not e.replay.keep]
        for entry in ordinary[RECENT:]:
            entry.path.unlink(missing_ok=True)
            entries.remove(entry)

    # ----- reading -----------------------------------------------------------------------------
    def entries(self) -> list[Entry]:
        """Every kept replay, newest first (read from the folder once)."""
        self.flush()
        return list(self._load())

    def refresh(self) -> None:
        """Read the folder again (a file copied in, or kept aside, since)."""
        self.flush()
        self._entries = None

    def _load(self) -> list[Entry]:
        if self._entries is None:
            self._entries = self._read_folder()
        return self._entries

    def _read_folder(self) -> list[Entry]:
        """Every readable replay, newest first; unreadable files are kept aside."""
        found = []
        try:
            paths = sorted(folder().glob(f"*{SUFFIX}"), reverse=True)
        except OSError:
            return []
        for path in paths:
            try:
                found.append(Entry(path, _header(read(path, self.games))))
            except ReplayError as err:
                storage.keep_aside(path, str(err))
        found.sort(key=lambda e: e.replay.made, reverse=True)
        return found

    def load(self, entry: Entry) -> Replay | None:
        """The whole replay to watch; None if its file went or broke (then kept aside)."""
        try:
            return read(entry.path, self.games)
        except ReplayError as err:
            if entry.path.exists():
                storage.keep_aside(entry.path, str(err))
            self.refresh()
            return None

    def delete(self, entry: Entry) -> None:
        self.flush()
        entry.path.unlink(missing_ok=True)
        entries = self._load()
        if entry in entries:
            entries.remove(entry)
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
