"""What the TV's footer asks for this frame: the verbs (action -> label) of its prompt bar.

Every screen's footer is ``widgets.prompt_bar``, so the words it draws are the one truth of
what each button does now. Phones show the same words: rather than every screen saying
them twice, the prompt bar records what it drew, and the App hands the last row drawn in a
frame (the one on top: an overlay's footer covers the one under it) to the phones.

A row in one device's own keys (``widgets.own_prompts``) still names its action, so it is
recorded too; a key cap that stands for no action (the name entry's "A–Z") is not.
"""

from __future__ import annotations

# The prompt actions a footer shows (widgets.PROMPT_GLYPHS) and a phone has a button for:
# "rotate" is X and the shoulders, "move" and "sideways" the d-pad.
VERB_ACTIONS = ("confirm", "back", "flip", "rotate", "pause", "move", "sideways")

Verbs = tuple[tuple[str, str], ...]


class OwnKeys(tuple):
    """One device's key caps for ``action`` (a footer item's first half), which still says
    the action it stands for: a phone shows the word on that button."""

    action: str

    def __new__(cls, caps: tuple[str, ...], action: str) -> OwnKeys:
        keys = super().__new__(cls, caps)
        keys.action = action
        return keys


_drawn: Verbs | None = None


def start() -> None:
    """A frame begins to draw: nothing recorded yet."""
    global _drawn
    _drawn = None


def record(items: list[tuple[object, str]]) -> None:
    """A prompt bar drew ``items``: its verbs replace any row drawn before in this frame.
    The first label of an action wins (a row names each action once anyway)."""
    global _drawn
    verbs: dict[str, str] = {}
    for action, label in items:
        name = action if isinstance(action, str) else getattr(action, "action", None)
        if name in VERB_ACTIONS and name not in verbs:
            verbs[name] = label
    _drawn = tuple(verbs.items())


def take() -> Verbs | None:
    """The verbs of the last prompt bar drawn since ``start`` (None: no footer at all)."""
    return _drawn
