"""Who the voices of a replayed match are, and whether its game keeps a timeline."""

from __future__ import annotations

from game import catalog
from game.shell.replay.log import Replay


def voice_names(app, replay: Replay) -> list[str]:
    """Seats by the names the screen showed, then the bench's chairs."""
    spectators = [app.participant_name(p.id) for p in replay.setup.spectators]
    return [*replay.room.names, *spectators]


def keeps_timeline(game_id: str) -> bool:
    return catalog.game_by_id(game_id).timeline
