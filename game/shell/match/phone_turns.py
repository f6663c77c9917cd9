"""What each phone shows during a match: the footer's verbs for the seats they are meant for,
whose turn it is for the others, how to take a seat for a phone without one.

A game says whose moment it is with ``MatchScene.phone_turn`` (a ``PhoneTurn``); the kit
turns that into one cue per phone (``match_cue``), the same way in all four games.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from game import catalog
from game.engine.net.cues import JOIN, LETTERS, PLAY, TURN, WAIT, Cue, Verbs, keep

# Each match scene its own number: a turn named (round, seat) in one match is not the same
# turn as (round, seat) in the rematch, so the rematch's first turn buzzes too.
_matches = itertools.count(1)


def next_match_number() -> int:
    return next(_matches)


@dataclass(frozen=True)
class PhoneTurn:
    """Whose moment the TV's footer is for, as the phones see it.

    ``owners``: the seats the footer's verbs are for; None: every seat's (a CPU's turn that
    anyone may hurry, a shout window, games where everyone plays at once).
    ``who``: the seat whose turn it is, named on the others' phones ("P2's turn"); None:
    a phone left out of ``owners`` waits for the others.
    ``up``: (seat, what names this move) for each seat whose move it is now: its phone says
    so and buzzes once when the name is new (a new round, a new card).
    ``choices``: numbers the owners may pick with a button (each sent as a call).
    ``say_up``: the i18n key of the line a seat that is up reads.
    ``say_wait``: the i18n key (with ``{name}``) that names ``who`` on the others' phones.
    ``lines``: (seat, an already translated line) for phones with nothing else to say (no
    turn of their own, nobody to wait for): what just happened, in the game's words; seat
    None is every other phone's line.
    """

    owners: frozenset[int] | None = None
    who: int | None = None
    up: tuple[tuple[int, Hashable], ...] = ()
    choices: tuple[int, ...] = ()
    say_up: str = "phone.your_turn"
    say_wait: str = "phone.turn_of"
    lines: tuple[tuple[int | None, str], ...] = ()


def match_cue(scene: Any, device: str, verbs: Verbs | None) -> Cue | None:
    """The cue of ``device`` in ``scene`` (a ``MatchScene``); None: the footer for all."""
    if scene.attract or scene.tally is not None or scene.result_sent:
        return None  # any press ends a show; anyone continues a tally: the footer is all's
    guide = scene.tutorial
    if guide is not None and guide.watch_together:
        return intro_cue(scene, device, guide, verbs or ())
    app = scene.app
    seat = app.input.seat_of.get(device)
    if seat is None and not app.input.is_spectator(device):
        return seat_cue(scene)
    t, verbs = app.t, verbs or ()
    turn = scene.phone_turn()
    up = dict(turn.up)
    waiting = turn.who is not None and turn.who != seat
    say = t(turn.say_wait, name=app.seat_name(turn.who)) if waiting else ""
    if not say and turn.lines:
        lines = dict(turn.lines)
        say = lines.get(seat, lines.get(None, ""))
    if seat is not None and seat in up:
        key = (scene.phone_match, up[seat])
        return Cue(TURN, t(turn.say_up), verbs, turn.choices, key)
    if turn.owners is None or seat in turn.owners:
        choices = turn.choices if seat is not None else ()
        return Cue(PLAY, say, verbs, choices)
    # Someone else's move: their verbs would only be refused here. Pause works for anyone,
    # always: a phone waiting its turn can still stop the match for a drink.
    pause = keep(verbs, "pause") or (("pause", t("title.menu")),)
    return Cue(WAIT, say or t("phone.wait_others"), pause)


def intro_cue(scene: Any, device: str, guide: Any, verbs: Verbs) -> Cue:
    """A game night's start, a demo the room watches together: nobody's turn on any phone
    (the demo's CPUs are no one in the room), only the skip for those about to play."""
    t = scene.app.t
    if device in guide.ready:
        return Cue(WAIT, t("phone.intro_ready"), ())
    title = catalog.game_by_id(scene.game_id).title
    skip = keep(verbs, "confirm") if device in guide.voters else ()
    return Cue(PLAY, t("phone.intro", game=title), skip)


def seat_cue(scene: Any) -> Cue:
    """A phone with no seat: how to take one that nobody holds, or to sit on the bench."""
    t = scene.app.t
    free = [s.index for s in scene.setup.seats if scene.needs_player(s.index)]
    if free:
        name = scene.app.seat_name(free[0])
        say = t("phone.take_seat", button=LETTERS["confirm"], name=name)
        return Cue(JOIN, say, (("confirm", t("lobby.join")),))
    if scene.uses_spectators and not scene.app.watching:
        say = t("phone.bench", button=LETTERS["flip"])
        return Cue(JOIN, say, (("flip", t("phone.watch")),))
    return Cue(WAIT, t("phone.game_on"))
