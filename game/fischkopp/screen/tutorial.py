"""Fischkopp, learned by playing: the learner's one turn with planned dice, then a CPU's.

The core is a first real turn in twelve short steps. Each act step is one roll and one
cover (the roll a cover step needs goes through, see ``FischkoppScene.gate``). The learner
covers the sum 4, then 1, 3 and 2 for a Fischkopp: 1, 2, 3 are washed off and everyone
shouts. Then 2 again, and a second 2 + 2 fits nowhere: the turn ends on the open numbers
(72). The CPU's planned ones and twos get it stuck on 75, and the lowest score wins.
The texts say the Fischkopp is no goal in itself: clearing 1, 2 and 3 is good with many
numbers open and bad with few (here the dice leave the learner on 72); and the last step
says what the blue fish fields are for (all six and no odd one: the Gräte, -1).

The second part (``more``) is the best score, the Gräte: only fish fields covered, -1.

Every roll is planned so that what a step talks about (the dice, the fields it names, the
choices the cursor walks) lies in the board's top half or its bottom half: the panel sits
at the other edge, in every language and with large text. Each roll is (die 1, die 2).
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fischkopp.logic import Cover, Roll
from game.fischkopp.screen.layout import (
    BOARD_SIDE,
    DIE_SIZE,
    DIE_X,
    DIE_Y,
    HEADER_Y,
    MIDDLE,
    RING_CENTRE,
    RING_RADIUS,
    SUM_Y,
    cell_rect,
    seat_row,
)
from game.fischkopp.screen.modes import MODE_SHOUT
from game.fischkopp.screen.pieces import Banner
from game.fischkopp.screen.scene import FischkoppScene
from game.shell.tutorial.steps import MORE, Script, Step

GAME_ID = "fischkopp"
SEED = 14
LEARNER, CPU = 0, 1
MINUTES, MORE_MINUTES = 2, 2  # at a reader's pace, rounded up (tests/test_tutorials.py holds them)
ROLLS = (
    (1, 3),  # 1, 3 or the sum 4: the sum
    (1, 2),  # 1, 2 or 3: 1, the fish's head begins
    (3, 3),  # 3 or 6: 3
    (2, 1),  # only 2 (1 and 3 are covered): the Fischkopp
    (2, 2),  # only 2 (4 is covered)
    (2, 2),  # 2 and 4 are covered: nothing fits, the turn ends on 72
    (1, 1),  # the CPU: 1 or 2
    (1, 1),  # the other one
    (1, 1),  # nothing fits: 75
)
MORE_ROLLS = (
    (1, 1),  # 1 or 2: the fish field 2
    (3, 3),  # 3 or 6: 6
    (2, 2),  # only 4 (2 is covered)
    (4, 4),  # only 8 (4 is covered)
    (6, 4),  # only 10 (6 and 4 are covered)
    (6, 6),  # only 12 (6 is covered): the last fish field, the Gräte
    (1, 1),  # the CPU: 1 or 2
    (1, 1),  # the other one
    (1, 1),  # nothing fits: 75
)


def _create(rolls: tuple[tuple[int, int], ...]) -> FischkoppScene:
    seats = (Seat(LEARNER, SeatKind.HUMAN), Seat(CPU, SeatKind.CPU, "normal"))
    setup = MatchSetup(GAME_ID, seats, {"coach": False}, SEED)
    rng = ScriptedRandom(SEED, randint=[pip for roll in rolls for pip in roll])
    return FischkoppScene(setup, rng=rng)


def create_scene() -> FischkoppScene:
    return _create(ROLLS)


def create_more_scene() -> FischkoppScene:
    return _create(MORE_ROLLS)


# ----- what the steps wait for ---------------------------------------------------------------
def _roll(action) -> bool:
    return isinstance(action, Roll)


def _cover(field: int):
    def check(action) -> bool:
        return isinstance(action, Cover) and action.field == field

    return check


def _why_cover(key: str):
    """A refused cover: the step's own words, with the field the learner chose."""

    def why(scene, action):
        if isinstance(action, Cover):
            return key, {"field": action.field}
        return None

    return why


def _shouting(scene) -> bool:
    """The Fischkopp has splashed and the window shows: time to shout."""
    return scene.mode == MODE_SHOUT and scene.match.window_open


def _window_closed(scene) -> bool:
    return not scene.match.window_open


def _now(scene) -> bool:
    """Up as soon as the step before it ends (the window has just closed)."""
    return True


def _landed(seat: int):
    """``seat``'s score has flown home to its row (the turn is over on screen)."""
    return lambda scene: any(landed == seat for _, landed in scene.beats.landed)


def _graete_shown(scene) -> bool:
    """The GRÄTE! banner has slid in and stands (the panel comes with it, not before)."""
    age = scene.beats.graete_age
    return age is not None and age > Banner.IN + 1


def _names(scene) -> dict:
    scores = scene.match.scores
    return {
        "cpu": scene.seat_name(CPU),
        "mine": "" if scores[LEARNER] is None else scores[LEARNER],
        "score": "" if scores[CPU] is None else scores[CPU],
    }


# ----- what the steps are about (the panel keeps them in view) -------------------------------
DICE = pygame.Rect(0, 0, DIE_X[1] - DIE_X[0] + DIE_SIZE + 10, DIE_SIZE + 10)
DICE.center = ((DIE_X[0] + DIE_X[1]) // 2, DIE_Y)  # both dice and the glow of a chosen one
SUM_LINE = pygame.Rect(MIDDLE.left, SUM_Y - 10, MIDDLE.width, 20)  # "1 + 3 = 4"
RING = pygame.Rect(0, 0, 2 * RING_RADIUS + 6, 2 * RING_RADIUS + 6)
RING.center = RING_CENTRE
GOAL = pygame.Rect(BOARD_SIDE.left, HEADER_Y - 8, BOARD_SIDE.width, 17)  # "Lowest score wins"


def _rows(scene) -> list[pygame.Rect]:
    """Both seats' rows: names, scores, penalty points and crowns show there."""
    seats = scene.match.seat_count
    return [seat_row(seat, seats) for seat in range(seats)]


def _rows_and_goal(scene) -> list[pygame.Rect]:
    """The rows and, above them, the header's "Lowest score wins"."""
    return [GOAL, *_rows(scene)]


def _about(*fields: int, dice: bool = True, rows: tuple[int, ...] = (), extra=()):
    """Zones: the named fields, the dice (what was rolled), some seats' rows."""

    def zones(scene) -> list[pygame.Rect]:
        found = [cell_rect(field) for field in fields] + [pygame.Rect(r) for r in extra]
        if dice:
            found.append(DICE)
        seats = scene.match.seat_count
        return found + [seat_row(seat, seats) for seat in rows]

    return zones


ROLL_KEYS = (("confirm", "fischkopp.prompt.roll"),)
COVER_KEYS = (
    ("confirm", "fischkopp.prompt.roll"),
    ("move", "fischkopp.prompt.choose"),
    ("confirm", "fischkopp.prompt.cover"),
)
TURN_KEYS = (("confirm", "fischkopp.prompt.roll"), ("confirm", "fischkopp.prompt.cover"))


def _turn_step(say: str, field: int, zones, keys=TURN_KEYS, why: bool = True) -> Step:
    """Roll, then cover ``field``: one step, the roll goes through on the way. ``why``:
    the roll offers other fields, and a refused one is explained in the step's words."""
    return Step(
        f"fischkopp.tutorial.{say}",
        keys=keys,
        expect=_cover(field),
        why=_why_cover(f"fischkopp.tutorial.why_{say}") if why else None,
        zones=zones,
    )


def script() -> Script:
    return Script(
        GAME_ID,
        (
            Step("fischkopp.tutorial.welcome", zones=_rows_and_goal),
            _turn_step("sum", 4, _about(1, 3, 4, extra=(SUM_LINE,)), COVER_KEYS),
            _turn_step("one", 1, _about(1, 2, 3)),
            _turn_step("three", 3, _about(3, 6)),
            _turn_step("fischkopp", 2, _about(1, 2, 3), why=False),  # only 2 fits
            Step(
                "fischkopp.tutorial.shout",
                keys=(("flip", "fischkopp.prompt.shout"),),
                until=_window_closed,
                ready=_shouting,
                zones=lambda scene: [RING, *_rows(scene)],
            ),
            Step("fischkopp.tutorial.penalty", ready=_now, zones=_rows),
            _turn_step("again", 2, _about(1, 2, 3, 4), why=False),  # only 2 fits
            Step(
                "fischkopp.tutorial.roll_stuck",
                keys=ROLL_KEYS,
                expect=_roll,
                zones=_about(2, 4),
            ),
            Step(
                "fischkopp.tutorial.stuck",
                ready=_landed(LEARNER),
                values=_names,
                zones=_about(2, 4, rows=(LEARNER,)),
            ),
            Step(
                "fischkopp.tutorial.cpu",
                until=_landed(CPU),
                values=_names,
                zones=_about(1, 2, 3, rows=(CPU,)),
            ),
            Step(
                "fischkopp.tutorial.end",
                ready=_landed(CPU),
                values=_names,
                zones=_rows,  # the header is gone with the match: the rows hold the scores
            ),
        ),
        create_scene,
        minutes=MINUTES,
        more=more,
        topic="fischkopp.tutorial.topic",
    )


def more() -> Script:
    """The second part: the Gräte, covering the six fish fields and no odd one."""
    return Script(
        GAME_ID,
        (
            _turn_step("fish_two", 2, _about(1, 2), COVER_KEYS),
            _turn_step("six", 6, _about(3, 6)),
            # Only one field fits each of these rolls: the cursor is on it. What the step
            # names is that field (the dice lie in the other half of the screen).
            _turn_step("four", 4, _about(4), why=False),
            _turn_step("eight", 8, _about(8, dice=False), why=False),
            _turn_step("ten", 10, _about(10, dice=False), why=False),
            _turn_step("graete", 12, _about(12, dice=False), why=False),
            Step(
                "fischkopp.tutorial.graete_done",
                until=_landed(CPU),
                ready=_graete_shown,
                values=_names,
                zones=_rows,
            ),
            Step("fischkopp.tutorial.more_end", ready=_landed(CPU), values=_names, zones=_rows),
        ),
        create_more_scene,
        minutes=MORE_MINUTES,
        part=MORE,
        topic="fischkopp.tutorial.topic",
    )
