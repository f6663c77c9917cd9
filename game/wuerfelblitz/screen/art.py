"""Small drawing helpers shared by the how-to pages and the game-select card, which draw
without a scene at hand."""

from __future__ import annotations

from game.engine.text import Text

_text: Text | None = None


def font() -> Text:
    """The text service, created on first use (the display and fonts exist by then)."""
    global _text
    if _text is None:
        _text = Text()
    return _text
