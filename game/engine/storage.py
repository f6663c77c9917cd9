"""Versioned JSON files in the user's folders, written atomically with a backup.

A write goes to a temp file, is flushed to disk, and replaces the old file in one step;
the previous good file is kept as ``.bak``. A read that finds garbage, a truncated file or
the wrong shape falls back to the backup, then to defaults, with a logged warning.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import threading
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "Spielekiste"


def config_dir() -> Path:
    override = os.environ.get("SPIELEKISTE_HOME")
    if override:
        return Path(override) / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("SPIELEKISTE_HOME")
    if override:
        return Path(override) / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def write_json(path: Path, payload: dict, version: int) -> None:
    """Atomically replace ``path`` with ``{"version": version, "data": payload}``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"version": version, "data": payload}, ensure_ascii=False, indent=1)
    fd, tmp_name = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        # Only a good file becomes the backup: never let a corrupt one push out the last good one.
        if path.exists() and _read_one(path, version) is not None:
            os.replace(path, path.with_suffix(path.suffix + ".bak"))
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise


def _read_one(path: Path, version: int) -> dict | None:
    try:
        wrapper = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as err:
        log.warning("%s is unreadable (%s)", path, err)
        return None
    if not isinstance(wrapper, dict) or not isinstance(wrapper.get("data"), dict):
        log.warning("%s has an unexpected shape", path)
        return None
    if wrapper.get("version") != version:
        log.warning("%s has version %r, expected %r", path, wrapper.get("version"), version)
        return None
    return wrapper["data"]


def read_json(path: Path, version: int) -> dict | None:
    """The stored data, else the backup's, else None (nothing usable)."""
    data = _read_one(path, version)
    if data is None:
        backup = path.with_suffix(path.suffix + ".bak")
        data = _read_one(backup, version)
        if data is not None:
            log.warning("using the backup %s", backup)
    return data


def delete(path: Path) -> None:
    path.unlink(missing_ok=True)
    path.with_suffix(path.suffix + ".bak").unlink(missing_ok=True)


class BackgroundWriter:
    """Writes files on a worker thread so a frame never waits for the disk (fsync can take
    milliseconds). Only the newest payload per path is written (a deletion counts as one);
    ``flush`` waits for all."""

    def __init__(self) -> None:
        self._pending: dict[Path, tuple[dict, int] | None] = {}  # None: delete the file
        self._lock = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, payload: dict, version: int) -> None:
        self._put(path, (payload, version))

    def delete(self, path: Path) -> None:
        """Delete ``path`` (and its backup) after any write still pending for it."""
        self._put(path, None)

    def _put(self, path: Path, job: tuple[dict, int] | None) -> None:
        with self._lock:
            self._pending[path] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="storage", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._busy = False
                    self._lock.notify_all()
                    self._lock.wait(timeout=2.0)
                    if not self._pending:
                        self._thread = None
                        return
                path, job = self._pending.popitem()
                self._busy = True
            try:
                if job is None:
                    delete(path)
                else:
                    write_json(path, *job)
            except OSError as err:
                log.warning("could not write %s: %s", path, err)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until everything submitted is on disk."""
        with self._lock:
            self._lock.wait_for(lambda: not self._pending and not self._busy, timeout)

    def forget(self, path: Path) -> None:
        """Drop a pending write (e.g. the save of a match that just ended)."""
        with self._lock:
            self._pending.pop(path, None)


#: The one writer for player files (profiles, high scores, the autosave).
writer = BackgroundWriter()
