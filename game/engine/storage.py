"""Versioned JSON files in the user's folders, written atomically with a backup.

A write goes to a temp file, is flushed to disk, and replaces the old file in one step;
the previous good file is kept as ``.bak``. A read that finds garbage, a truncated or huge
file, the wrong shape or another version never throws it away: the file is kept aside as
``<name>.broken-<time>`` (the player is told once, see ``take_notices``), and the read
falls back to the backup, then to defaults. A file that reads well but holds values the game
has to clean (a NaN total, a duplicate entry, a name nobody has) goes the same way through
``keep_cleaned``: each cleaned value is logged, the original kept aside, the cleaned data written
in its place. Temp files a killed write left behind are cleaned up at start.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import stat
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "Spielekiste"
MAX_FILE_BYTES = 1 << 20  # far above any real settings, profile or save: more is hostile
TEMP_SUFFIX = ".tmp"
MAX_CLEANED_WARNINGS = 20  # a hostile file's thousand bad values: a few lines, then a count
MAX_ASIDE_NAMES = 1000  # kept-aside copies of one file within one second: more is a loop
# Test hook: seconds a write waits with the new file complete but not yet in place, so the kill
# test can land a SIGKILL exactly there. Unset in play.
PAUSE_BEFORE_REPLACE_ENV = "SPIELEKISTE_TEST_PAUSE_BEFORE_REPLACE"
DIE_AT_STEP_ENV = "SPIELEKISTE_TEST_DIE_AT_STEP"  # see ``test_step``
_steps = 0
_end_thread: int | None = None  # the thread making the end of a match, while it does

_notices: list[str] = []  # files kept aside in this run, for the player to hear about once
# Windows refuses a file another program holds for a moment (an antivirus scan, a backup or
# search indexer): "access denied" (5) or a sharing/lock violation (32, 33). Such a refusal is
# waited out a little, never taken as a broken file or a lost write.
BUSY_WINERRORS = frozenset({5, 32, 33})
BUSY_RETRY_DELAYS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.4)


class BrokenFile(ValueError):
    """A file that exists but cannot be used as it is."""


class TooLarge(BrokenFile):
    """A file beyond the size a reader allows it (read no further)."""


class FileBusy(OSError):
    """Another program still holds the file after a patient wait: try it another time."""


def _busy(err: OSError) -> bool:
    return isinstance(err, PermissionError) and getattr(err, "winerror", None) in BUSY_WINERRORS


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
    """Atomically replace ``path`` with ``{"version": version, "data": payload}``.

    A reader after a kill at any moment finds the old file or the new one in place: the
    old good file is first copied to ``.bak`` (a copy, so it is never the only one left),
    then the new one replaces it in one step."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"version": version, "data": payload}, ensure_ascii=False, indent=1)
    old = _usable_bytes(path, version)  # only a good file becomes the backup
    if old is not None:
        put_file(path.with_suffix(path.suffix + ".bak"), old)
    put_file(path, text.encode("utf-8"), pause=True)


def put_file(path: Path, data: bytes, pause: bool = False) -> None:
    """``path`` holds ``data`` whole or is as it was: a temp file beside it, flushed to the
    disk, then moved in place in one step (a temp a kill leaves is cleaned at start)."""
    fd, tmp_name = tempfile.mkstemp(prefix=path.name, suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        test_step()
        if pause:
            _test_pause()
        patiently(lambda: os.replace(tmp_name, path))
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    test_step()


def patiently(step: Callable[[], object]) -> object:
    """``step()``, tried again while Windows says another program briefly holds the file."""
    for delay in BUSY_RETRY_DELAYS:
        try:
            return step()
        except PermissionError as err:
            if not _busy(err):
                raise
            time.sleep(delay)
    return step()


def test_step() -> None:
    """Test hook: ``SPIELEKISTE_TEST_DIE_AT_STEP=k`` kills the process at its k-th file step
    (a temp written, a file replaced or deleted); ``end:k`` counts the steps of the end of
    a match only (``journal``), on the thread that makes it: a write another thread makes
    meanwhile (a replay kept) is no step of the end, however the two interleave. The kill
    tests land a kill at every step this way."""
    global _steps
    hook = os.environ.get(DIE_AT_STEP_ENV)
    if not hook or (hook.startswith("end:") and threading.get_ident() != _end_thread):
        return
    _steps += 1
    with contextlib.suppress(ValueError):
        if _steps == int(hook.removeprefix("end:")):
            os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))


def count_end_steps(on: bool) -> None:
    """The end of a match begins (an ``end:k`` hook counts from here) or is done."""
    global _steps, _end_thread
    _steps, _end_thread = 0, threading.get_ident() if on else None


def _test_pause() -> None:
    try:
        pause = float(os.environ.get(PAUSE_BEFORE_REPLACE_ENV) or 0)
    except ValueError:
        return  # a mistyped hook must never break a real write
    if pause > 0:
        time.sleep(min(pause, 10.0))


def read_text(path: Path, limit: int = MAX_FILE_BYTES) -> str:
    """The text of ``path``, through the one careful door every file the box reads passes:
    a regular file only (a FIFO would hang the read, ``/dev/zero`` never end), at most
    ``limit`` bytes, UTF-8. ``FileNotFoundError`` when there is none; ``BrokenFile`` (a
    ``ValueError``) for anything else that cannot be read as a file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if os.path.isdir(path):  # Windows refuses to open one as "access denied", as if busy
        raise BrokenFile("not a file (a folder)")
    try:
        fd = patiently(lambda: os.open(path, flags))  # non-blocking: a FIFO returns at once
    except FileNotFoundError:
        raise
    except OSError as err:  # a folder, no permission
        if _busy(err):
            raise FileBusy(f"{path} is held by another program") from None
        raise BrokenFile(f"cannot be opened ({type(err).__name__})") from None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise BrokenFile("not a file (a pipe, a device or a folder)")
        if info.st_size > limit:
            raise TooLarge(f"larger than {limit} bytes")
        data = handle.read(limit + 1)  # a file still growing stops here too
    if len(data) > limit:
        raise TooLarge(f"larger than {limit} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise BrokenFile("not text (UTF-8)") from None


def loads(text: str) -> object:
    """JSON, refusing a key given twice in one object (a parser would quietly keep the
    last one, and a hand edit or a broken write would pass unnoticed)."""

    def unique(pairs: list[tuple[str, object]]) -> dict:
        found: dict = {}
        for key, value in pairs:
            if key in found:
                raise BrokenFile(f"the key {key[:40]!r} given twice")
            found[key] = value
        return found

    return json.loads(text, object_pairs_hook=unique)


def _read_one(path: Path, version: int, limit: int = MAX_FILE_BYTES) -> dict | None:
    """The file's data; None if there is no file; ``BrokenFile`` if it cannot be used."""
    try:
        return _data_of(read_text(path, limit), version)
    except FileNotFoundError:
        return None
    except FileBusy:
        raise
    except OSError as err:
        raise BrokenFile(f"unreadable ({type(err).__name__}: {str(err)[:80]})") from None


def _data_of(text: str, version: int) -> dict:
    try:
        wrapper = loads(text)
    except BrokenFile:
        raise
    except (ValueError, RecursionError) as err:  # RecursionError: absurd nesting
        raise BrokenFile(f"unreadable ({type(err).__name__}: {str(err)[:80]})") from None
    if not isinstance(wrapper, dict) or not isinstance(wrapper.get("data"), dict):
        raise BrokenFile("unexpected shape")
    if wrapper.get("version") != version:
        raise BrokenFile(f"version {str(wrapper.get('version'))[:20]!r}, expected {version}")
    return wrapper["data"]


def _usable_bytes(path: Path, version: int) -> bytes | None:
    """The file as it is on disk when it is a good one of ``version``; else None."""
    try:
        text = read_text(path)
        _data_of(text, version)
    except (OSError, BrokenFile):  # FileNotFoundError too: nothing to keep
        return None
    return text.encode("utf-8")


def _claim_aside_name(path: Path) -> Path:
    """A new ``<name>.broken-<time>[-n]`` beside ``path``, created empty so it is ours.

    Two broken copies within one second must not share a name: ``os.replace`` would put the
    second over the first, and a kept-aside file is never to be overwritten. Creating the
    name exclusively claims it even against another keeper at the same moment.
    """
    stem = f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}"
    for number in range(1, MAX_ASIDE_NAMES + 1):
        aside = path.with_name(stem if number == 1 else f"{stem}-{number}")
        try:
            os.close(os.open(aside, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            continue
        return aside
    raise FileExistsError(f"{MAX_ASIDE_NAMES} files kept aside as {stem} already")


def keep_aside(path: Path, reason: str) -> Path | None:
    """Move a broken file out of the way, never deleting it; the player is told once."""
    aside = None
    try:
        aside = _claim_aside_name(path)
        patiently(lambda: os.replace(path, aside))
    except OSError as err:
        if aside is not None:
            with contextlib.suppress(OSError):
                aside.unlink(missing_ok=True)  # only the empty name we claimed
        log.warning("%s is broken (%s) and could not be kept aside: %s", path, reason, err)
        return None
    log.warning("%s is broken (%s); kept as %s", path, reason, aside.name)
    _notices.append(aside.name)
    return aside


def read_json(path: Path, version: int, limit: int = MAX_FILE_BYTES) -> dict | None:
    """The stored data, else the backup's, else None (nothing usable).

    A broken file is kept aside (so the next write cannot overwrite what the player had),
    and so is a broken backup.
    """
    return read_json_from(path, version, limit)[0]


def read_json_from(
    path: Path, version: int, limit: int = MAX_FILE_BYTES
) -> tuple[dict | None, Path | None]:
    """``read_json`` and the file the data came from (``path`` or its backup)."""
    for candidate in (path, path.with_suffix(path.suffix + ".bak")):
        try:
            data = _read_one(candidate, version, limit)
        except FileBusy as err:  # not broken: left as it is, the backup read this time
            log.warning("%s", err)
            continue
        except BrokenFile as err:
            keep_aside(candidate, str(err))
            continue
        if data is not None:
            if candidate is not path:
                log.warning("using the backup %s", candidate)
            return data, candidate
    return None, None


def keep_cleaned(
    source: Path, cleaned: list[str], path: Path | None = None, payload=None, version: int = 0
) -> Path | None:
    """``source`` parsed but held bad values, now cleaned (``cleaned`` says what, one entry
    each): every one is logged, the original is kept aside as a broken file is, and
    ``payload`` (the cleaned data) is written to ``path`` so the next start reads it and not
    an older backup. Without ``payload`` nothing is written (a file the game only reads)."""
    for what in cleaned[:MAX_CLEANED_WARNINGS]:
        log.warning("%s held a bad value, cleaned: %s", source, what)
    if len(cleaned) > MAX_CLEANED_WARNINGS:
        log.warning("%s: %d more bad values cleaned", source, len(cleaned) - MAX_CLEANED_WARNINGS)
    aside = keep_aside(source, f"{len(cleaned)} bad value(s) cleaned")
    if aside is not None and payload is not None and path is not None:
        try:
            write_json(path, payload, version)
        except OSError as err:
            log.warning("could not write the cleaned %s: %s", path, err)
    return aside


def take_notices() -> list[str]:
    """Names of files kept aside since the last call (shown to the player once)."""
    notices = list(_notices)
    _notices.clear()
    return notices


def clean_temp_files() -> int:
    """Delete temp files that a write killed half-way left behind; returns how many."""
    removed = 0
    for folder in (config_dir(), data_dir(), *_folders_in(data_dir())):
        try:
            leftovers = list(folder.glob(f"*.json*{TEMP_SUFFIX}"))
        except OSError:
            continue
        for leftover in leftovers:
            try:
                leftover.unlink()
                removed += 1
            except OSError as err:
                log.warning("could not remove %s: %s", leftover, err)
    return removed


def _folders_in(folder: Path) -> list[Path]:
    """The folders in ``folder`` (the replays'): their writes leave temp files too."""
    try:
        return [p for p in folder.iterdir() if p.is_dir() and not p.is_symlink()]
    except OSError:
        return []


def delete(path: Path) -> None:
    """The file and its backup go, the backup first: a kill between the two must not leave
    an older backup to be read as the file."""
    backup = path.with_suffix(path.suffix + ".bak")
    patiently(lambda: backup.unlink(missing_ok=True))
    test_step()
    patiently(lambda: path.unlink(missing_ok=True))
    test_step()


class BackgroundWriter:
    """Writes files on a worker thread so a frame never waits for the disk (fsync can take
    milliseconds), in the order they were handed over. Only the newest payload per path is
    written (a deletion counts as one; it takes the place of the newest hand-over); a job
    (``run``) is a whole sequence of file steps of its own. ``flush`` waits for all."""

    def __init__(self) -> None:
        # path (or a job's own key) -> (payload, version), None to delete, or a job to run
        self._pending: dict[object, object] = {}
        self._collected: list[tuple[Path, tuple[dict, int] | None]] | None = None
        self._lock = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, payload: dict, version: int) -> None:
        self._put(path, (payload, version))

    def delete(self, path: Path) -> None:
        """Delete ``path`` (and its backup) after any write still pending for it."""
        self._put(path, None)

    def run(self, job: Callable[[], None]) -> None:
        """``job`` on the worker thread, after everything handed over before it."""
        self._put(object(), job)

    @contextlib.contextmanager
    def collecting(self):
        """Hand-overs inside the block are not written but collected, in order, into the
        list this yields (``journal.together`` writes them as one)."""
        collected: list[tuple[Path, tuple[dict, int] | None]] = []
        with self._lock:
            self._collected = collected
        try:
            yield collected
        finally:
            with self._lock:
                self._collected = None

    def _put(self, key: object, job: object) -> None:
        with self._lock:
            if self._collected is not None and isinstance(key, Path):
                self._collected.append((key, job))
                return
            self._pending.pop(key, None)  # the newest takes its place at the end of the line
            self._pending[key] = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._work, name="storage", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _work(self) -> None:
        # One thread for the whole run, asleep while there is nothing to write: a thread
        # started and ended per write would be ending just as the game exits.
        while True:
            with self._lock:
                while not self._pending:
                    self._busy = False
                    self._lock.notify_all()
                    self._lock.wait()
                key = next(iter(self._pending))  # the oldest first
                job = self._pending.pop(key)
                self._busy = True
            try:
                if callable(job):
                    job()
                elif job is None:
                    delete(key)
                else:
                    write_json(key, *job)
            except OSError as err:
                log.warning("could not write %s: %s", key, err)
            # Asleep, the thread must not hold the last payload: a finished match's save
            # would stay alive until the next write.
            del key, job

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until everything submitted is on disk."""
        with self._lock:
            self._lock.wait_for(lambda: not self._pending and not self._busy, timeout)

    def forget(self, path: Path) -> None:
        """Drop a pending write (e.g. the save of a match that just ended)."""
        with self._lock:
            self._pending.pop(path, None)


#: The one writer for player files (people, high scores, the autosave).
writer = BackgroundWriter()
