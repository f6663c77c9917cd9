"""Fiese 15 in a nutshell: a game night's watch-together start, five beats in under 45 s.

A demo player rolls on strip 4 (limits 3 3 3 2 2 2): red 2, green 1 and white 2 fit and are
placed; it rolls the other three on and nothing fits, so it busts, and the bust still pays
the limits of the colours it had not placed (yellow 3 + blue 2 + black 2 = 7). Each beat
comes up when the board shows what it says, and holds the demo while it is read.
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fiese15.logic.rules import Phase, Place, Roll
from game.fiese15.logic.strips import strip_by_number
from game.fiese15.screen.action_panel import MODE_CPU
from game.fiese15.screen.layout import CARD_RECT, SHEET_RECT, STRIP_RECT, TRAY_DICE_RECT
from game.fiese15.screen.scene import Fiese15Scene
from game.shell.tutorial.intro import beat_frames
from game.shell.tutorial.steps import Script, Step

GAME_ID = "fiese15"
SEED = 15
DEMO = 0
STRIP_ORDER = (4, 8, 1, 2, 3, 5, 6, 7, 9, 10)
ROLLS = (
    (2, 5, 1, 4, 6, 2),  # red 2, green 1 and white 2 fit
    (6, 5, 4),  # yellow, blue, black: nothing fits, a bust paying 3 + 2 + 2
)
PLACED = ("red", "green", "white")
# Words of each beat in English (their length sets how long a beat stays, in any language).
WORDS = {
    "fiese15.intro.strip": "Each round a strip gives every colour a number. A die fits when "
    "its pips are at most that number.",
    "fiese15.intro.roll": "Roll all six. The dice that fit glow: place at least one.",
    "fiese15.intro.decide": "Then stop and score your placed pips, or roll the rest. The card "
    "shows what each pays.",
    "fiese15.intro.bust": "Nothing fits: bust! It still pays the numbers of the colours you "
    "had not placed.",
    "fiese15.intro.end": "Stop with five placed: +5. All six: double. The highest total wins.",
}


def create_scene() -> Fiese15Scene:
    seats = (Seat(DEMO, SeatKind.CPU, "easy"), Seat(1, SeatKind.CPU, "easy"))
    setup = MatchSetup(GAME_ID, seats, {"zocker": False, "handicap": False}, SEED)
    strips = [strip_by_number(n) for n in STRIP_ORDER]
    rng = ScriptedRandom(SEED, randint=[pip for roll in ROLLS for pip in roll], sample=[strips])
    scene = Fiese15Scene(setup, rng=rng)
    scene.cpu_moves.planned = planned
    return scene


def planned(match, seat: int):
    """The demo player's moves: place the three that fit, then roll on (into the bust)."""
    if match.phase is Phase.AWAIT_PLACE:
        return Place(seat, tuple(c for c in PLACED if c in match.valid_colours()))
    if match.phase is Phase.AWAIT_DECISION:
        return Roll(seat)
    return None


# ----- when each beat comes up ------------------------------------------------------------------
def _about_to_roll(scene) -> bool:
    return scene.match.phase is Phase.AWAIT_ROLL and scene.controls.mode == MODE_CPU


def _about_to_place(scene) -> bool:
    """The dice have landed and the demo player's picker is up."""
    match, controls = scene.match, scene.controls
    return (
        match.phase is Phase.AWAIT_PLACE
        and controls.mode == MODE_CPU
        and controls.picker is not None
    )


def _about_to_decide(scene) -> bool:
    return scene.match.phase is Phase.AWAIT_DECISION and scene.controls.mode == MODE_CPU


def _busted(scene) -> bool:
    beats = scene.beats
    return beats.shown_seat == DEMO and beats.card_result is not None


def _rect(rect: pygame.Rect):
    return lambda scene: rect


def _beat(say: str, **parts) -> Step:
    return Step(say, lasts=beat_frames(WORDS[say]), **parts)


def script() -> Script:
    return Script(
        GAME_ID,
        (
            _beat("fiese15.intro.strip", ready=_about_to_roll, highlight=_rect(STRIP_RECT)),
            _beat("fiese15.intro.roll", ready=_about_to_place, highlight=_rect(TRAY_DICE_RECT)),
            _beat("fiese15.intro.decide", ready=_about_to_decide, highlight=_rect(CARD_RECT)),
            _beat("fiese15.intro.bust", ready=_busted, highlight=_rect(CARD_RECT)),
            _beat("fiese15.intro.end", ready=_busted, highlight=_rect(SHEET_RECT)),
        ),
        create_scene,
        minutes=1,
    )
