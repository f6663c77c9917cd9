"""What players do: roll, cover, shout. Frozen dataclasses, saved as plain dicts.

``frame`` is the match frame the action happened in (60 per second). ``None`` on a roll or
a cover means "now": the latest frame the match has seen (the screen calls ``advance``
every frame). A shout always says its frame, because shout timing is the point.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Roll:
    seat: int
    frame: int | None = None


@dataclass(frozen=True)
class Cover:
    seat: int
    field: int
    frame: int | None = None


@dataclass(frozen=True)
class Shout:
    """A press of the shout button by a voice (a seat or a spectator)."""

    voice: int
    frame: int


Action = Roll | Cover | Shout


def action_to_dict(action: Action) -> dict:
    if isinstance(action, Shout):
        return {"kind": "Shout", "voice": action.voice, "frame": action.frame}
    data: dict = {"kind": type(action).__name__, "seat": action.seat, "frame": action.frame}
    if isinstance(action, Cover):
        data["field"] = action.field
    return data


def action_from_dict(data: dict) -> Action:
    kind = data["kind"]
    frame = data.get("frame")
    frame = None if frame is None else int(frame)
    if kind == "Shout":
        if frame is None:
            raise ValueError("a shout needs its frame")
        return Shout(int(data["voice"]), frame)
    if kind == "Roll":
        return Roll(int(data["seat"]), frame)
    if kind == "Cover":
        return Cover(int(data["seat"]), int(data["field"]), frame)
    raise ValueError(f"unknown Fischkopp action {kind!r}")
