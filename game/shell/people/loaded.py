"""The app's people, loaded on first use: the people's screens and the evening's looks read
them here (no screen imports another for them)."""

from __future__ import annotations

from game.shell.people.store import PeopleStore


def people_store(app):
    """The app's people (loaded on first use)."""
    store = getattr(app, "people", None)
    if store is None:
        store = app.people = PeopleStore.load()
    return store
