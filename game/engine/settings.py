"""The player's settings: a dataclass whose every field is checked when loaded.

A field with the wrong type or out of range falls back to its default on its own, so one
bad value never throws away the rest of the settings.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from itertools import islice
from pathlib import Path

from game.engine import storage
from game.engine.input.families import FAMILIES

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1
SETTINGS_FILE = "settings.json"


# The bindings table is the one field whose size the player's file decides: bounded per entry.
MAX_BINDING_KINDS = 16  # device kinds (keyboard halves, pads, …)
MAX_BINDING_ACTIONS = 32  # actions per kind
MAX_BINDING_NAMES = 8  # keys or buttons per action
MAX_NAME_CHARS = 32
MAX_PAD_MODELS = 64  # pad models with a chosen button family
LOG_VALUE_CHARS = 60  # a hostile value is logged cut short, never whole

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
    reduce_motion: bool = False  # no screen shakes, no blinking: steady highlights instead
    large_text: bool = False  # menus, how-to pages, lessons and results in the large style
    vibration: bool = True  # pads rumble on big moments (pads without motors ignore it)
    swap_confirm_back: bool = False
    audio_buffer: int = 512  # samples; smaller is snappier, larger survives slow machines
    stick_dead_zone: int = 35  # percent of full tilt
    # Phone controllers: on, so the lobby shows its QR code from the first second (a play-test
    # couch never found the key that turned them on); the server answers the local network
    # only. Off here or with X in the lobby.
    phones: bool = True
    bindings: dict = field(default_factory=dict)  # device kind -> {action: [keys/buttons]}
    # Key names in ``bindings`` name places on the keyboard (see ``input.keymap``). A file
    # from before says nothing of it: its names were the keys' own, the App moves them
    # over (``bindings.positional``) once it knows the keyboard's layout.
    key_positions: bool = True
    pad_families: dict = field(default_factory=dict)  # pad guid -> family; absent: as SDL says

    @classmethod
    def from_dict(cls, data: dict) -> Settings:
        settings = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(settings, f.name)
            if type(value) is not type(default):
                log.warning(
                    "setting %s: %s is not a %s; keeping the default",
                    f.name,
                    _short(value),
                    type(default).__name__,
                )
                continue
            if f.name == "bindings":
                value = clean_bindings(value)
            elif f.name == "pad_families":
                value = clean_pad_families(value)
            low_high = RANGES.get(f.name)
            if low_high and not low_high[0] <= value <= low_high[1]:
                log.warning(
                    "setting %s: %s out of range; keeping the default", f.name, _short(value)
                )
                continue
            setattr(settings, f.name, value)
        if "key_positions" not in data:
            settings.key_positions = False
        return settings

    def to_dict(self) -> dict:
        return asdict(self)


def _short(value: object) -> str:
    text = repr(value) if not isinstance(value, (dict, list, str)) or len(value) < 100 else ""
    return text[:LOG_VALUE_CHARS] or f"a {type(value).__name__} of {len(value)} entries"


def _name(name: object) -> bool:
    return isinstance(name, str) and 0 < len(name) <= MAX_NAME_CHARS


def clean_bindings(value: dict) -> dict:
    """Only well-formed entries, and no more than a real table can hold: a hostile file of
    50,000 entries costs a bounded look, and one bad entry never loses the good ones."""
    clean: dict[str, dict[str, list[str]]] = {}
    dropped = 0
    for kind, table in value.items():
        if len(clean) >= MAX_BINDING_KINDS or not _name(kind) or not isinstance(table, dict):
            dropped += 1
            continue
        actions: dict[str, list[str]] = {}
        for action, names in table.items():
            good = (
                len(actions) < MAX_BINDING_ACTIONS
                and _name(action)
                and isinstance(names, list)
                and len(names) <= MAX_BINDING_NAMES
                and all(_name(n) for n in names)
            )
            if good:
                actions[action] = list(names)
            else:
                dropped += 1
        clean[kind] = actions
    if dropped:
        log.warning("setting bindings: %d malformed or surplus entries ignored", dropped)
    return clean


def clean_pad_families(value: dict) -> dict:
    """Pad guid -> a family the game knows; anything else is left out (that pad follows
    SDL again), bounded like the bindings."""
    clean = {
        guid: family
        for guid, family in islice(value.items(), MAX_PAD_MODELS)
        if _name(guid) and family in FAMILIES
    }
    if len(clean) < len(value):
        log.warning(
            "setting pad_families: %d unknown or surplus entries ignored", len(value) - len(clean)
        )
    return clean


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
