"""Fischkopp in a nutshell: a game night's watch-together start, five beats in 43 s.

A demo player rolls 4 + 2 (the choices 4, 2 and the sum 6 glow) and covers the sum, then
12, both blue fish fields. It covers 3, 2 and 1: Fischkopp! 1, 2 and 3 are washed off, the
shout window opens and both demo voices shout while a beat reads. Then 6 + 6 fits nowhere
(6 and 12 are covered): the turn ends on the open numbers, 60. Each beat comes up when the
board shows what it says, and holds the demo while it is read (``FischkoppScene.beat_holds``).
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fischkopp.logic import Cover, FischkoppMatch, Phase
from game.fischkopp.screen.layout import (
    BOARD_FRAME,
    BOARD_SIDE,
    DIE_SIZE,
    DIE_X,
    DIE_Y,
    HEADER_Y,
    MIDDLE,
    OPEN_Y,
    PANEL_RECT,
    SUM_Y,
    cell_rect,
    seat_row,
)
from game.fischkopp.screen.modes import MODE_CPU, MODE_SHOUT
from game.fischkopp.screen.scene import FischkoppScene
from game.shell.tutorial.intro import beat_frames
from game.shell.tutorial.steps import Script, Step

GAME_ID = "fischkopp"
SEED = 14
DEMO, OTHER = 0, 1
ROLLS = (
    (4, 2),  # 4, 2 or the sum 6: the sum
    (6, 6),  # only 12 (6 is covered)
    (3, 4),  # 3, 4 or 7: 3
    (2, 5),  # 2, 5 or 7: 2
    (1, 4),  # 1, 4 or 5: 1, the Fischkopp
    (6, 6),  # 6 and 12 are covered: nothing fits, the turn ends on 60
)
COVERS = (6, 12, 3, 2, 1)  # the demo player's fields, in order
FIRST_CHOICES = (4, 2, 6)  # what the first roll offers
FISH = (2, 4, 6, 8, 10, 12)
# Words of each beat in English (their length sets how long a beat stays, in any language).
WORDS = {
    "fischkopp.intro.roll": "Roll two dice, cover one field: die 1, die 2 or the sum. Roll again.",
    "fischkopp.intro.fish": "Blue fish fields are even. All six covered, no odd one: Gräte! -1, "
    "the best.",
    "fischkopp.intro.fischkopp": "1, 2, 3 covered: Fischkopp! Everyone shouts within 10 "
    "seconds: the shout button is shown under the ring. Silent? Penalty point.",
    "fischkopp.intro.clear": "Clearing 1, 2 and 3 is good with many numbers open, bad with few.",
    "fischkopp.intro.end": "Nothing fits: turn over. Open numbers are your score. One turn "
    "each; lowest wins.",
}


def create_scene() -> FischkoppScene:
    seats = (Seat(DEMO, SeatKind.CPU, "normal"), Seat(OTHER, SeatKind.CPU, "normal"))
    setup = MatchSetup(GAME_ID, seats, {"coach": False}, SEED)
    rng = ScriptedRandom(SEED, randint=[pip for roll in ROLLS for pip in roll])
    scene = FischkoppScene(setup, rng=rng)
    scene.cpu_moves.planned = planned
    return scene


def planned(match: FischkoppMatch, seat: int) -> Cover | None:
    """The demo player's next field: the next of ``COVERS`` the roll offers."""
    for field in COVERS:
        if field in match.choices and not match.board & (1 << (field - 1)):
            return Cover(seat, field)
    return None


# ----- when each beat comes up ------------------------------------------------------------------
def _first_roll_shown(scene) -> bool:
    """The first dice have landed, their three choices glow and the demo player's cover is
    on its way (it waits for the beat)."""
    return scene.beats.shown_choices == FIRST_CHOICES and scene.mode == MODE_CPU


def _covered(*fields: int):
    """``fields`` lie covered and the demo player's next roll is on its way."""

    def check(scene) -> bool:
        markers = scene.beats.markers
        lying = all(f in markers and markers[f].landed for f in fields)
        return lying and scene.match.phase is Phase.ROLL and scene.mode == MODE_CPU

    return check


def _shouting(scene) -> bool:
    """The Fischkopp has splashed and the shout window shows."""
    return scene.mode == MODE_SHOUT and scene.match.window_open


def _now(scene) -> bool:
    return True


def _stuck(scene) -> bool:
    """The last roll has landed and fits nowhere (its score flies home meanwhile)."""
    return scene.beats.stuck


# ----- what each beat is about --------------------------------------------------------------
# The board's top half with the dice and their sum: the first roll and its three choices
# (down past the line under them, which a cut would slice through).
ROLL_AREA = pygame.Rect(BOARD_FRAME.left, BOARD_FRAME.top, MIDDLE.right - BOARD_FRAME.left, 0)
ROLL_AREA.height = OPEN_Y + 12 - ROLL_AREA.top
# The ring, its title and the shout button under it.
SHOUT_AREA = pygame.Rect(MIDDLE.left, 48, MIDDLE.width, PANEL_RECT.top + 46 - 48)
OPEN_LINE = pygame.Rect(MIDDLE.left, OPEN_Y - 12, MIDDLE.width, 24)  # "Score if stuck 60"
TOP_ROW = cell_rect(1).union(cell_rect(3))
GOAL = pygame.Rect(BOARD_SIDE.left, HEADER_Y - 8, BOARD_SIDE.width, 17)  # "Lowest score wins"
DICE = pygame.Rect(0, 0, DIE_X[1] - DIE_X[0] + DIE_SIZE + 10, SUM_Y + 10 - DIE_Y + DIE_SIZE // 2)
DICE.midtop = ((DIE_X[0] + DIE_X[1]) // 2, DIE_Y - DIE_SIZE // 2 - 5)  # and "6 + 6 = 12"


def _rect(rect: pygame.Rect):
    return lambda scene: rect


def _zones(*rects: pygame.Rect):
    return lambda scene: list(rects)


def _cells(*fields: int):
    return lambda scene: [cell_rect(f) for f in fields]


def _rows(scene) -> list[pygame.Rect]:
    seats = scene.match.seat_count
    return [seat_row(seat, seats) for seat in range(seats)]


def _side(scene) -> pygame.Rect:
    """The goal and every seat's row: where the score lands and who plays next."""
    return GOAL.unionall(_rows(scene))


def _beat(say: str, **parts) -> Step:
    return Step(say, lasts=beat_frames(WORDS[say]), **parts)


def script() -> Script:
    return Script(
        GAME_ID,
        (
            _beat(
                "fischkopp.intro.roll",
                ready=_first_roll_shown,
                highlight=_rect(ROLL_AREA),
                zones=_cells(*FIRST_CHOICES),
            ),
            # The whole board is what this beat is about; the panel sits over its top row,
            # where only one fish field lies (over the bottom row it would hide two).
            _beat("fischkopp.intro.fish", ready=_covered(6, 12), zones=_cells(*FISH[1:])),
            _beat(
                "fischkopp.intro.fischkopp",
                ready=_shouting,
                highlight=_rect(SHOUT_AREA),
                zones=lambda scene: [*_cells(1, 2, 3)(scene), *_rows(scene)],
            ),
            _beat(
                "fischkopp.intro.clear",
                ready=_now,
                highlight=_rect(TOP_ROW),
                zones=_zones(OPEN_LINE),
            ),
            _beat(
                "fischkopp.intro.end",
                ready=_stuck,
                highlight=_side,
                zones=_zones(DICE, OPEN_LINE),
            ),
        ),
        create_scene,
        minutes=1,
    )
