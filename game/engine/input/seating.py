"""Who holds which device and seat: each device belongs to a participant (a stable number
for the session), who drives one seat or sits on the spectator bench.

The live room (``InputManager``) and a replay's recorded room both keep this book.
"""

from __future__ import annotations


class Seating:
    def __init__(self) -> None:
        self.seat_of: dict[str, int] = {}
        self.participant_of: dict[str, int] = {}
        self._next_participant = 0
        self._bench: set[int] = set()  # participants watching (spectators)

    def join(self, device: str) -> int:
        """The participant holding ``device``; a new one if nobody has joined with it."""
        if device not in self.participant_of:
            self.participant_of[device] = self._next_participant
            self._next_participant += 1
        return self.participant_of[device]

    def bind(self, device: str, seat: int) -> None:
        """``device`` (and its participant) now drives ``seat``, and only that seat."""
        for other, bound in list(self.seat_of.items()):
            if bound == seat and other != device:
                del self.seat_of[other]
        self._bench.discard(self.join(device))
        self.seat_of[device] = seat

    def unbind(self, device: str) -> None:
        self.seat_of.pop(device, None)

    def leave(self, device: str) -> None:
        """The participant leaves the room (lobby): no seat, no bench, forgotten."""
        self.seat_of.pop(device, None)
        participant = self.participant_of.pop(device, None)
        self._bench.discard(participant)

    def unbind_all(self) -> None:
        """Nobody holds a seat or sits on the bench (people stay known by their devices)."""
        self.seat_of.clear()
        self._bench.clear()

    def join_as_spectator(self, device: str) -> int:
        participant = self.join(device)
        self.seat_of.pop(device, None)
        self._bench.add(participant)
        return participant

    def spectators(self) -> list[int]:
        return sorted(self._bench)

    def is_spectator(self, device: str) -> bool:
        return self.participant_of.get(device) in self._bench

    def device_of(self, seat: int) -> str | None:
        return next((d for d, s in self.seat_of.items() if s == seat), None)
