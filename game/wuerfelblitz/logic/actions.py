"""What seats and the screen do to a match. Every action carries its match frame (60/s)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ThrowDice:
    """The round's thrower throws; the dice are known to the rules but still hidden."""

    seat: int
    frame: int


@dataclass(frozen=True)
class Reveal:
    """The screen lifts the box: calls are open from this frame, the timeout counts from it."""

    frame: int


@dataclass(frozen=True)
class Call:
    """``seat`` calls ``number`` at ``frame``."""

    seat: int
    number: int
    frame: int


Action = ThrowDice | Reveal | Call


def action_to_dict(action: Action) -> dict:
    if isinstance(action, ThrowDice):
        return {"kind": "ThrowDice", "seat": action.seat, "frame": action.frame}
    if isinstance(action, Reveal):
        return {"kind": "Reveal", "frame": action.frame}
    return {"kind": "Call", "seat": action.seat, "number": action.number, "frame": action.frame}


def action_from_dict(data: dict) -> Action:
    kind = data["kind"]
    if kind == "ThrowDice":
        return ThrowDice(int(data["seat"]), int(data["frame"]))
    if kind == "Reveal":
        return Reveal(int(data["frame"]))
    if kind == "Call":
        return Call(int(data["seat"]), int(data["number"]), int(data["frame"]))
    raise ValueError(f"unknown Würfelblitz action {kind!r}")
