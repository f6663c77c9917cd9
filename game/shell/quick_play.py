"""Quick Play: the last game, its seats and options, remembered for the title's first item.

Every match started from the options screen (or a rematch) is written to ``quick_play.json``
in the player's data folder through the storage writer; the title offers it again so one
person gets from the title to the first die in a few presses. Before any match was played
it offers ``DEFAULT_GAME`` against one normal CPU.
"""

from __future__ import annotations

import logging

from game import catalog
from game.core.seats import CPU_LEVELS, Seat, SeatKind
from game.core.setup import MatchSetup
from game.engine import storage

log = logging.getLogger(__name__)

QUICK_PLAY_FILE = "quick_play.json"
QUICK_PLAY_VERSION = 1
DEFAULT_GAME = "fiese15"  # turn based and quick to learn: a good first game alone
DEFAULT_CPU_LEVEL = "normal"


def _path():
    return storage.data_dir() / QUICK_PLAY_FILE


def remember(setup: MatchSetup) -> None:
    """Store what Quick Play starts next time (people and the seed are not kept)."""
    if setup.attract:
        return
    payload = {
        "game_id": setup.game_id,
        "seats": [{"cpu": s.is_cpu, "level": s.level} for s in setup.seats],
        "options": dict(setup.options),
        "seat_options": [dict(o) for o in setup.seat_options],
    }
    storage.writer.submit(_path(), payload, QUICK_PLAY_VERSION)


def _default() -> MatchSetup | None:
    playable = catalog.playable_games()
    if not playable:
        return None
    info = next((g for g in playable if g.id == DEFAULT_GAME), playable[0])
    count = max(info.min_seats, 2) if info.max_seats >= 2 else 1
    seats = [Seat(0, SeatKind.HUMAN)]
    seats += [Seat(i, SeatKind.CPU, DEFAULT_CPU_LEVEL) for i in range(1, count)]
    return MatchSetup(info.id, tuple(seats), info.default_options())


def _from_payload(data: dict) -> MatchSetup:
    """The stored setup checked against the catalog, field by field and by type; raises on
    anything that does not fit."""
    game_id, raw_seats = data.get("game_id"), data.get("seats")
    if not isinstance(game_id, str) or not isinstance(raw_seats, list):
        raise TypeError("no game or seats")
    info = catalog.game_by_id(game_id)
    if not info.playable:
        raise LookupError(f"{info.id} cannot be played")
    seats = []
    for i, raw in enumerate(raw_seats):
        if not isinstance(raw, dict) or not isinstance(raw.get("cpu", False), bool):
            raise TypeError(f"seat {i} is not a seat")
        level = raw.get("level", "normal")
        if not isinstance(level, str) or level not in CPU_LEVELS:
            raise ValueError(f"unknown level {level!r:.40}")
        seats.append(Seat(i, SeatKind.CPU if raw.get("cpu") else SeatKind.HUMAN, level))
    if not info.min_seats <= len(seats) <= info.max_seats or all(s.is_cpu for s in seats):
        raise ValueError("the seats do not fit the game")
    stored_options = data.get("options")
    stored_options = stored_options if isinstance(stored_options, dict) else {}
    options = info.default_options()
    for spec in info.options:  # unknown keys and values fall back to the defaults
        value = stored_options.get(spec.key)
        if spec.allows(value):
            options[spec.key] = value
    stored = data.get("seat_options")
    stored = stored if isinstance(stored, list) else []
    seat_options = []
    for i in range(len(seats)):
        values = info.default_seat_options()
        raw = stored[i] if i < len(stored) and isinstance(stored[i], dict) else {}
        for spec in info.seat_options:
            if spec.allows(raw.get(spec.key)):
                values[spec.key] = raw[spec.key]
        seat_options.append(values)
    return MatchSetup(info.id, tuple(seats), options, seat_options=tuple(seat_options))


def load() -> MatchSetup | None:
    """The remembered setup, or the default one; None only if no game can be played."""
    data = storage.read_json(_path(), QUICK_PLAY_VERSION)
    if data is not None:
        try:
            return _from_payload(data)
        except (KeyError, TypeError, ValueError, AttributeError, LookupError) as err:
            log.warning("quick play memory unusable, using the default: %s", err)
    return _default()
