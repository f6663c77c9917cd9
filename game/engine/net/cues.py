"""A phone's cue: what its buttons do now and what its page says, beside its look.

The screen on top decides it per phone (``Scene.phone_cue``): the verbs of the TV's footer
for the seat they are meant for, whose turn it is for the others, how to join for a phone
that holds no seat. ``PhoneLink.set_cue`` sends it when it changes and keeps it in the
wardrobe, so a phone that comes back shows it again.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from game.engine.net import protocol

PLAY = "play"  # the footer's verbs are this phone's
TURN = "turn"  # … and it is this phone's move: the page says so in its colours
WAIT = "wait"  # someone else's move: the page says whose; only the verbs given stay live
JOIN = "join"  # no seat yet: the page shows what to press to get one, nothing else

Verbs = tuple[tuple[str, str], ...]
# The letters on the page's buttons: what "Press A to join" names on a phone.
LETTERS = {"confirm": "A", "back": "B", "rotate": "X", "flip": "Y"}


@dataclass(frozen=True)
class Cue:
    """``verbs``: (action, the TV's word) pairs, the footer's actions (``footer``);
    ``say``: a line for the page ("Your turn!", "P2's turn", "Press A to join");
    ``choices``: numbers offered as buttons, each sent as a call (Fischkopp's fields);
    ``turn``: in mode TURN, what names this turn (a round and a seat, a card): a phone is
    buzzed once when its turn changes to a new one, never again for the same."""

    mode: str = PLAY
    say: str = ""
    verbs: Verbs = ()
    choices: tuple[int, ...] = ()
    turn: Hashable | None = None

    def message(self) -> str:
        return protocol.cue(self.mode, self.say, self.verbs, self.choices)


def keep(verbs: Verbs | None, *actions: str) -> Verbs:
    """Only the footer's verbs for ``actions`` (in the footer's order)."""
    return tuple((action, label) for action, label in verbs or () if action in actions)
