"""The last look and layout sent to each phone, so it is dressed again when it returns."""

from __future__ import annotations

import threading


class Wardrobe:
    """Written by the game thread, read by the server thread.

    The lock is held only for a dict update or copy, so it never holds up a frame.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: dict[str, dict[str, str]] = {}

    def put(self, device: str, kind: str, text: str) -> None:
        with self._lock:
            self._items.setdefault(device, {})[kind] = text

    def get(self, device: str, kind: str) -> str | None:
        """The last ``kind`` message sent to ``device`` (None: never, or forgotten)."""
        with self._lock:
            return self._items.get(device, {}).get(kind)

    def of(self, device: str) -> list[str]:
        with self._lock:
            return list(self._items.get(device, {}).values())

    def forget(self, device: str) -> None:
        """A device number given to a new phone starts undressed."""
        with self._lock:
            self._items.pop(device, None)
