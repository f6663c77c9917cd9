"""Events: what happened, reported by ``apply`` for scenes to animate and sound."""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Event:
    """Base of every rules event. Subclasses are frozen dataclasses with plain fields."""

    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict:
        return {"kind": self.kind, **asdict(self)}
