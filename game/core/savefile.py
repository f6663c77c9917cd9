"""The autosave format: a versioned envelope around one game's match state."""

from __future__ import annotations

SAVE_FORMAT = 1


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
