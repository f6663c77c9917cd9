"""Where assets live: resolved from this file, so it works from source, installed and frozen.

In the repository they are the top-level ``assets/`` folder; a wheel and the release build
carry them inside the package as ``game/assets``. So the game looks inside its package first
(installed, frozen) and then beside it (a checkout, an editable install).

A missing or broken asset never stops the game: the caller falls back (silence, the built-in
font, the text key) and :func:`report_missing` or :func:`report_broken` logs one warning per
file with ``MISSING_ASSET`` or ``BROKEN_ASSET`` in it. The release build's smoke test looks
for exactly these phrases.
"""

from __future__ import annotations

import logging
from pathlib import Path

log = logging.getLogger(__name__)


def _assets_dir() -> Path:
    package = Path(__file__).resolve().parents[1]
    carried = package / "assets"
    return carried if carried.is_dir() else package.parent / "assets"


ASSETS_DIR = _assets_dir()
MISSING_ASSET = "missing asset"
BROKEN_ASSET = "broken asset"

_reported: set[Path] = set()


class MissingAsset(FileNotFoundError):
    """An asset file is not where the game expects it."""


def asset_dir(*parts: str) -> Path:
    """A folder (or file) under the assets folder, whether it exists or not."""
    return ASSETS_DIR.joinpath(*parts)


def asset_path(*parts: str) -> Path:
    """The path of an asset; raises ``MissingAsset`` with a readable message if absent."""
    path = asset_dir(*parts)
    if not path.exists():
        raise MissingAsset(f"{MISSING_ASSET}: {path} (is the assets folder complete?)")
    return path


def find_asset(*parts: str, fallback: str = "") -> Path | None:
    """The path of an asset, or ``None`` after logging it as missing (once per file)."""
    path = asset_dir(*parts)
    if path.exists():
        return path
    report_missing(path, fallback)
    return None


def report_missing(path: Path, fallback: str = "") -> None:
    """Log a missing asset once per path; ``fallback`` says what the game does instead."""
    if path in _reported:
        return
    _reported.add(path)
    log.warning("%s: %s%s", MISSING_ASSET, path, f" ({fallback})" if fallback else "")


def report_broken(path: Path, error: object, fallback: str = "") -> None:
    """Log an asset that exists but cannot be read or decoded, once per path."""
    if path in _reported:
        return
    _reported.add(path)
    where = f"; {fallback}" if fallback else ""
    log.warning("%s: %s (%s)%s", BROKEN_ASSET, path, error, where)
