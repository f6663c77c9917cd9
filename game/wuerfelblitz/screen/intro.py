"""Würfelblitz in a nutshell: a game night's watch-together start, five beats in under 45 s.

Two demo players, P1 and P2. P1's box throws six coloured dice and two white ones: the white
dots orange and yellow knock out the orange and yellow dice, and green lies on its dot face:
it counts 0, and its red dot knocks out red. Left are blue 3 and black 6: 9. P1 blurts out
13 (it counted red), P2 calls 9 and wins a white disc; the table explains the sum.

Each beat comes up when the board shows what it says and holds the demo while it is read:
the scene's round clock stands still under a beat (``clock_held``), so the planned calls
come between the second and third beats, where the table watches them, and the explanation
stays on while the last three beats talk about it.
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.shell.tutorial.intro import beat_frames
from game.shell.tutorial.steps import Script, Step
from game.wuerfelblitz.cpu import PlannedCall
from game.wuerfelblitz.logic import COLOURS, Throw, answer
from game.wuerfelblitz.screen.layout import (
    BOX_RECT,
    KNOCKER_SIZE,
    KNOCKER_Y,
    SUM_Y,
    colour_x,
    dice_area,
    white_x,
)
from game.wuerfelblitz.screen.picker import MARK_RIGHT
from game.wuerfelblitz.screen.scene import WuerfelblitzScene
from game.wuerfelblitz.screen.stages import STAGE_COUNT, STAGE_EXPLAIN, STAGE_LIVE, STAGE_THROW
from game.wuerfelblitz.screen.tuning import EXPLAIN_STEP

GAME_ID = "wuerfelblitz"
SEED = 4
BLURTER, CALLER = 0, 1  # P1 throws and calls wrong; P2 calls right
WHITES = 2  # the rulebook's two white dice for early rounds, the game's default
# Faces: orange blue black yellow green red. Green 5 is its dot face (a red dot).
THROW = Throw.of(["orange", "yellow"], orange=2, blue=3, black=6, yellow=1, green=5, red=4)
ANSWER = answer(THROW)  # 3 + 6 = 9
WRONG = ANSWER + THROW.pips("red")  # red counted although green's dot knocked it out: 13
# Frames after the second beat let the clock go: P1's wrong call shakes its picker a moment
# before P2's right one lights up.
PLANNED_CALLS = {
    0: {BLURTER: (PlannedCall(15, WRONG),), CALLER: (PlannedCall(55, ANSWER),)},
}
# Words of each beat in English (their length sets how long a beat stays, in any language).
WORDS = {
    "wuerfelblitz.intro.throw": "Everyone plays at once. The box throws six coloured dice "
    "and two or three white ones.",
    "wuerfelblitz.intro.add": "White dice show only dots. A dot knocks out the die of its "
    "colour. Add up the coloured dice left.",
    "wuerfelblitz.intro.call": "{name} called {number} first and wins a white disc. A wrong "
    "call hands one back.",
    "wuerfelblitz.intro.dot_face": "The {die} die lies on its dot face: it counts 0, and its "
    "dot knocks out {dot} too.",
    "wuerfelblitz.intro.discs": "Three white discs make a black one. Whoever fills their row "
    "of black discs first wins.",
}


def create_scene() -> WuerfelblitzScene:
    seats = (Seat(BLURTER, SeatKind.CPU, "easy"), Seat(CALLER, SeatKind.CPU, "easy"))
    setup = MatchSetup(GAME_ID, seats, {"whites": WHITES, "brain_twister": False}, SEED)
    rng = ScriptedRandom(SEED, randint=THROW.faces, choice=THROW.whites)
    scene = WuerfelblitzScene(setup, rng=rng)
    scene.cpu_moves.planned_calls = PLANNED_CALLS
    return scene


# ----- when each beat comes up ------------------------------------------------------------------
def _box_on_table(scene) -> bool:
    """The box is down and about to throw (or rattling): the beat sees the dice fall."""
    return scene.stage in (STAGE_THROW, STAGE_COUNT)


def _dice_on_show(scene) -> bool:
    return scene.stage == STAGE_LIVE


def _called_right(scene) -> bool:
    return scene.pickers[CALLER].mark == MARK_RIGHT


def _explained(scene) -> bool:
    """The explanation is on the table, every die's mark and the sum drawn."""
    return scene.stage == STAGE_EXPLAIN and scene.beats.explain_age >= EXPLAIN_STEP * (
        len(COLOURS) + 1
    )


# ----- what the beats say and show --------------------------------------------------------------
def _call_values(scene) -> dict:
    return {"name": scene.seat_name(CALLER), "number": scene.pickers[CALLER].called}


def _dot_face(scene) -> tuple[str, str]:
    """The coloured die lying on its dot face, and its dot's colour."""
    return next((d, c) for d, c in scene.match.throw.dots() if d in COLOURS)


def _dot_face_values(scene) -> dict:
    t = scene.app.t
    die, dot = _dot_face(scene)
    return {"die": t(f"wuerfelblitz.colour.{die}"), "dot": t(f"wuerfelblitz.colour.{dot}")}


def _all_dice(scene) -> pygame.Rect:
    return dice_area(colour_x(COLOURS[0]), white_x(WHITES - 1, WHITES))


def _dot_face_columns(scene) -> pygame.Rect:
    """The die on its dot face and the die its dot knocks out, with their marks below."""
    xs = [colour_x(c) for c in _dot_face(scene)]
    return dice_area(min(xs), max(xs), KNOCKER_Y + KNOCKER_SIZE // 2 + 2)


def _explanation(scene) -> list[pygame.Rect]:
    """Every column's mark and the sum under them: the panel keeps clear of all of it."""
    return [dice_area(colour_x(COLOURS[0]), colour_x(COLOURS[-1]), SUM_Y + 17)]


def _pickers(scene) -> pygame.Rect:
    seats = len(scene.pickers)
    return scene.pickers[0].box(seats).union(scene.pickers[-1].box(seats))


def _rect(rect: pygame.Rect):
    return lambda scene: rect


def _beat(say: str, **parts) -> Step:
    return Step(say, lasts=beat_frames(WORDS[say]), **parts)


def script() -> Script:
    return Script(
        GAME_ID,
        (
            _beat("wuerfelblitz.intro.throw", ready=_box_on_table, highlight=_rect(BOX_RECT)),
            _beat("wuerfelblitz.intro.add", ready=_dice_on_show, highlight=_all_dice),
            _beat(
                "wuerfelblitz.intro.call",
                ready=_called_right,
                highlight=_pickers,
                values=_call_values,
            ),
            _beat(
                "wuerfelblitz.intro.dot_face",
                ready=_explained,
                highlight=_dot_face_columns,
                zones=_explanation,
                values=_dot_face_values,
            ),
            _beat("wuerfelblitz.intro.discs", ready=_explained, highlight=_pickers),
        ),
        create_scene,
        minutes=1,
    )
