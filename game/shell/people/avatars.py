"""A person's avatars: the drawings live in the engine (``game.engine.avatars``), where a
seat's badge draws them too; people's screens import them from here."""

from game.engine.avatars import AVATARS, COUNT, draw_avatar

__all__ = ["AVATARS", "COUNT", "draw_avatar"]
