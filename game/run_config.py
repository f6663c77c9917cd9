"""How one run of the game was asked to start (the command line's flags, a test's or a
benchmark's choices): what the app and the shell read, apart from the parsing (``cli``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class RunConfig:
    headless: bool = False
    frames: int | None = None
    seed: int | None = None
    scene: str | None = None
    seats: list[str] = field(default_factory=list)
    screenshot: Path | None = None
    fullscreen: bool | None = None  # None: the saved setting
    lang: str | None = None
    game: str | None = None  # which game a shell scene is about (lobby, howto, …)
    replay: Path | None = None  # a replay file to watch
