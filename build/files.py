"""Removing folders the build scripts made, on every desktop.

Right after a program exits, Windows can still hold its files for a moment (the process is
not fully gone, an antivirus scans the new .exe, the search indexer reads a log): deleting
then fails with ``PermissionError``. ``remove_tree`` tries again a few times after a short
pause; ``scratch_folder`` is a temporary folder cleaned up that way.

Standard library only: build.py, check_install.py and the tests import it.
"""

from __future__ import annotations

import os
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ATTEMPTS = 6
PAUSE = 0.5  # seconds before the second try; doubled before each next one (0.5 … 8 s)


def _writable_again(function: Callable, path: str, _error: object) -> None:
    """Windows refuses to delete read-only files (git and PyInstaller leave some): clear
    the flag and try that one file again."""
    os.chmod(path, stat.S_IWRITE)
    function(path)


def _rmtree(path: Path) -> None:
    if not path.exists():
        return
    if sys.version_info >= (3, 12):  # onerror is deprecated from 3.12 on
        shutil.rmtree(path, onexc=_writable_again)
    else:
        shutil.rmtree(path, onerror=_writable_again)


def remove_tree(
    path: Path,
    attempts: int = ATTEMPTS,
    pause: float = PAUSE,
    remove: Callable[[Path], None] = _rmtree,
    sleep: Callable[[float], None] = time.sleep,
) -> int:
    """Delete the folder ``path`` (gone already is fine); returns how many tries it took.

    A ``PermissionError`` or other ``OSError`` is retried up to ``attempts`` tries in all;
    the last one is raised."""
    for attempt in range(1, attempts + 1):
        try:
            remove(Path(path))
            return attempt
        except OSError:
            if attempt == attempts:
                raise
            sleep(pause * 2 ** (attempt - 1))
    raise AssertionError("unreachable")


@contextmanager
def scratch_folder(prefix: str = "spielekiste-") -> Iterator[Path]:
    """A new temporary folder, removed with ``remove_tree`` when the block ends."""
    path = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        yield path
    finally:
        remove_tree(path)
