"""The player's settings: a dataclass whose every field is checked when loaded.

A field with the wrong type or out of range falls back to its default on its own, so one
bad value never throws away the rest of the settings.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.engine import storage

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
SETTINGS_FILE = "settings.json"


# Numeric settings outside their range fall back to the default.
RANGES = {
    "window_scale": (1, 8),
    "sfx_volume": (0, 100),
    "music_volume": (0, 100),
    "audio_buffer": (128, 4096),
    "stick_dead_zone": (10, 90),
}


@dataclass
class Settings:
    fullscreen: bool = True
    window_scale: int = 2
    fill_window: bool = False  # fill the screen (aspect kept, sharp) instead of whole steps
    sfx_volume: int = 80  # percent
    music_volume: int = 60  # percent
    language: str = ""  # empty: follow the system language
    colour_symbols: bool = False  # colour-blind symbols on dice, pieces and seats
    crt_filter: bool = False
    swap_confirm_back: bool = False
    audio_buffer: int = 512  # samples; smaller is snappier, larger survives slow machines
    stick_dead_zone: int = 35  # percent of full tilt
    phones: bool = False  # phone controllers: the local server runs only when a player asks
    bindings: dict = field(default_factory=dict)  # device kind -> {action: [keys/buttons]}

    @classmethod
    def from_dict(cls, data: dict) -> Settings:
        settings = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(settings, f.name)
            if type(value) is not type(default):
                log.warning(
                    "setting %s: %r is not a %s; keeping the default",
                    f.name,
                    value,
                    type(default).__name__,
                )
                continue
            low_high = RANGES.get(f.name)
            if low_high and not low_high[0] <= value <= low_high[1]:
                log.warning("setting %s: %r out of range; keeping the default", f.name, value)
                continue
            setattr(settings, f.name, value)
        return settings

    def to_dict(self) -> dict:
        return asdict(self)


def settings_path() -> Path:
    return storage.config_dir() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> tuple[Settings, bool]:
    """The stored settings (or defaults) and whether anything was stored before."""
    data = storage.read_json(path or settings_path(), SETTINGS_VERSION)
    if data is None:
        return Settings(), False
    return Settings.from_dict(data), True


def save_settings(settings: Settings, path: Path | None = None) -> None:
    try:
        storage.write_json(path or settings_path(), settings.to_dict(), SETTINGS_VERSION)
    except OSError as err:
        log.warning("could not save settings: %s", err)
