"""The autosave format: a versioned envelope around one game's match state."""

from __future__ import annotations

SAVE_FORMAT = 1


# What a save of another version, a hand edit or a half-written file can throw while a
# match is rebuilt from it: the save is then refused with words, never a crash.
UNUSABLE_SAVE = (KeyError, TypeError, ValueError, IndexError, AttributeError, LookupError)


class SaveFormatError(ValueError):
    """The data is not a save this version understands."""


def pack_save(game_id: str, match_state: dict, extra: dict | None = None) -> dict:
    """Wrap ``match_state`` (a rules ``to_dict()``) with what is needed to resume it."""
    return {"format": SAVE_FORMAT, "game": game_id, "match": match_state, "extra": extra or {}}


def unpack_save(data: object) -> tuple[str, dict, dict]:
    """``(game_id, match_state, extra)``; raises ``SaveFormatError`` on anything else."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFormatError("not a save of this version")
    game_id, match_state = data.get("game"), data.get("match")
    if not isinstance(game_id, str) or not isinstance(match_state, dict):
        raise SaveFormatError("save is missing its game or match")
    extra = data.get("extra")
    return game_id, match_state, extra if isinstance(extra, dict) else {}


# ----- checks for ``from_dict``: a save is data from the disk, so every field is checked ------


def need(condition: object, message: str) -> None:
    """Raise ``SaveFormatError(message)`` unless ``condition`` holds."""
    if not condition:
        raise SaveFormatError(message)


def whole(value: object, name: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` as a whole number in ``low..high`` (a bool or a float is not one)."""
    need(isinstance(value, int) and not isinstance(value, bool), f"{name} is not a whole number")
    need(low is None or value >= low, f"{name} {value} is below {low}")
    need(high is None or value <= high, f"{name} {value} is above {high}")
    return value


def maybe_whole(value: object, name: str, low: int | None = None, high: int | None = None):
    """``None``, or a whole number as ``whole`` checks it."""
    return None if value is None else whole(value, name, low, high)


def items(value: object, name: str, length: int | None = None) -> list:
    """``value`` as a list (of ``length`` items when given)."""
    need(isinstance(value, list), f"{name} is not a list")
    need(length is None or len(value) == length, f"{name} has {len(value)} items, not {length}")
    return value


def table(value: object, name: str) -> dict:
    need(isinstance(value, dict), f"{name} is not an object")
    return value


def flag(value: object, name: str) -> bool:
    need(isinstance(value, bool), f"{name} is not true or false")
    return value


def check_resume(setup_seats: int, match_seats: int, match_frame: int, rules_frame: int) -> None:
    """A save's parts belong together: the setup seats the match's players, and the screen's
    match clock is not behind the rules' own (time runs forward only)."""
    need(setup_seats == match_seats, f"the setup has {setup_seats} seats, the match {match_seats}")
    whole(match_frame, "the match frame", 0)
    need(match_frame >= rules_frame, f"the match frame {match_frame} is before {rules_frame}")


def check_same_seats(setup_seats, rules_seats) -> None:
    """Where the rules keep their own seats, they are the setup's: the same CPUs at the same
    levels (a CPU the screen does not drive, or one it drives that the rules do not know,
    would stop the match)."""

    def kinds(seats) -> list[tuple]:
        return [(seat.index, seat.kind, seat.level if seat.is_cpu else "") for seat in seats]

    need(kinds(setup_seats) == kinds(rules_seats), "the setup's seats are not the match's")
