"""Where assets live: resolved from this file, so it works from source and frozen alike."""

from __future__ import annotations

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parents[1] / "assets"


class MissingAsset(FileNotFoundError):
    """An asset file is not where the game expects it."""


def asset_path(*parts: str) -> Path:
    """The path of an asset; raises ``MissingAsset`` with a readable message if absent."""
    path = ASSETS_DIR.joinpath(*parts)
    if not path.exists():
        raise MissingAsset(f"missing asset: {path} (is the assets folder complete?)")
    return path
