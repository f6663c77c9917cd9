"""The room as a replayed match sees it: the recorded seats, names and bench, not the
watchers' devices; nothing it does reaches the box (no saves, no stats, no dice counts, no
rumble, no phones). Everything else (text, translations, sound, settings) is the app's.
"""

from __future__ import annotations

from game.engine.input.families import XBOX
from game.engine.input.seating import Seating
from game.shell.replay.log import Room


class ReplayInput(Seating):
    """The recorded room's devices: who holds which seat, and the bench, as then."""

    vibration = False
    active_family = XBOX

    def __init__(self, room: Room) -> None:
        super().__init__()
        self.change(room)

    def change(self, room: Room) -> None:
        """The room as it was from a frame on (see ``Recorder.watch_room``)."""
        self.seat_of = dict(room.seats)
        self.participant_of = dict(room.participants)
        self._bench = set(room.bench)
        self._families = dict(room.families)
        self._next_participant = max(self.participant_of.values(), default=-1) + 1

    def devices(self) -> list[str]:
        return sorted({*self.seat_of, *self.participant_of})

    def family_of(self, device: str | None) -> str | None:
        return self._families.get(device) if device is not None else None

    def rumble(self, *_args, **_kwargs) -> bool:
        return False

    rumble_seat = rumble

    def rumble_all(self, *_args, **_kwargs) -> None:
        return None

    def unbind_all(self) -> None:
        """A replayed match's end leaves the recorded room as it was."""


class _NoDice:
    """A replay throws the match's dice again: they were counted when it was played."""

    def count(self, *_args) -> None:
        return None

    def save(self) -> None:
        return None


class _NoScenes:
    """A replayed screen pushes nothing of its own (a reconnect, a lesson menu)."""

    top = None

    def push(self, _scene) -> None:
        return None

    def pop(self) -> None:
        return None


class ReplayRoom:
    """Stands in for the app under a replayed match scene; ``ended`` is called with the
    result when the match finishes."""

    phones = None
    watching = True  # see ``App.watching``

    def __init__(self, app, room: Room, ended) -> None:
        self._app = app
        self.room = room
        self.input = ReplayInput(room)
        self.dice = _NoDice()
        self.scenes = _NoScenes()
        self._ended = ended
        self.muted = False

    def __getattr__(self, name: str):
        return getattr(self._app, name)  # text, translations, settings, display, people…

    @property
    def audio(self):
        return _Silent() if self.muted else self._app.audio

    def seat_name(self, index: int) -> str:
        names = self.room.names
        return names[index] if index < len(names) else self._app.t("seat.name", n=index + 1)

    def save_match(self, *_args) -> None:
        return None

    def finish_match(self, result) -> None:
        self._ended(result)

    def quit_to_title(self) -> None:
        self._ended(None)

    def toast(self, *_args) -> None:
        return None


class _Silent:
    def play(self, *_args, **_kwargs) -> None:
        return None

    def music(self, *_args, **_kwargs) -> None:
        return None

    def __getattr__(self, name: str):
        return lambda *a, **k: None
