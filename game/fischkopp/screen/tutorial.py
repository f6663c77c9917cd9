"""Fischkopp, learned by playing: the learner's one turn with planned dice, then a CPU's.

The learner covers a sum (8), more fish fields (10 with a sum, 12 from a double, 4 with
die 1), then 1 and 3 on purpose and 2 for a Fischkopp: 1, 2, 3 are washed off and everyone
shouts. The board then holds fish fields only, so 6 and 2 finish a Gräte: -1, the best
score. The CPU's turn shows a turn that gets stuck (the open numbers count), and the final
tally who wins: the lowest score. Each planned roll is (die 1, die 2); the CPU's dice
come from the seed.
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fischkopp.logic import Cover, Roll
from game.fischkopp.screen.layout import PANEL_RECT, cell_rect, seat_row
from game.fischkopp.screen.modes import MODE_SHOUT
from game.fischkopp.screen.scene import FischkoppScene
from game.fischkopp.screen.view import Banner
from game.shell.match.tally import FinalTally
from game.shell.tutorial.steps import Script, Step

GAME_ID = "fischkopp"
SEED = 14
LEARNER, CPU = 0, 1
ROLLS = (
    (3, 5),  # 3, 5 or the sum 8: the sum
    (6, 4),  # 6, 4 or 10, all fish fields: the sum 10
    (6, 6),  # a double: only 6 or 12; 12
    (4, 5),  # 4, 5 or 9: die 1, the fish field 4
    (1, 1),  # 1 or 2: 1, odd on purpose (the Fischkopp will clear it)
    (3, 4),  # 3 or 7 (4 is covered): 3
    (2, 4),  # 2 or 6: 2 completes 1, 2, 3, the Fischkopp
    (1, 5),  # 1, 5 or 6 on fish fields only: the sum 6
    (1, 1),  # 1 or 2: 2, the last fish field, the Gräte
)  # then the CPU's dice come from the seed: nine rolls, no Fischkopp, stuck on 26


def create_scene() -> FischkoppScene:
    seats = (Seat(LEARNER, SeatKind.HUMAN), Seat(CPU, SeatKind.CPU, "normal"))
    setup = MatchSetup(GAME_ID, seats, {"coach": False}, SEED)
    rng = ScriptedRandom(SEED, randint=[pip for roll in ROLLS for pip in roll])
    return FischkoppScene(setup, rng=rng)


# ----- what the steps wait for and look at ---------------------------------------------------
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


def _graete_shown(scene) -> bool:
    """The GRÄTE! banner has slid in and stands (the panel comes with it, not before)."""
    return scene.graete_age is not None and scene.graete_age > Banner.IN + 1


def _tally_up(scene) -> bool:
    """The CPU's turn is over and the final tally shows who won (the panel makes way)."""
    return isinstance(scene.tally, FinalTally)


def _now(scene) -> bool:
    return True


def _rect(rect: pygame.Rect):
    return lambda scene: rect


def _cells(first: int, last: int):
    return lambda scene: cell_rect(first).union(cell_rect(last))


def _seat_rows(scene) -> pygame.Rect:
    """Both seats' rows: penalty points and crowns show there."""
    seats = scene.match.seat_count
    return seat_row(0, seats).union(seat_row(seats - 1, seats))


def _names(scene) -> dict:
    score = scene.match.scores[CPU]
    return {"cpu": scene.seat_name(CPU), "score": "" if score is None else score}


ROLL_KEYS = (("confirm", "fischkopp.prompt.roll"),)
COVER_KEYS = (("move", "fischkopp.prompt.choose"), ("confirm", "fischkopp.prompt.cover"))
TOP_ROW = _cells(1, 3)


def _roll_step(say: str, **kwargs) -> Step:
    return Step(f"fischkopp.tutorial.{say}", keys=ROLL_KEYS, expect=_roll, **kwargs)


def _cover_step(say: str, field: int, **kwargs) -> Step:
    return Step(
        f"fischkopp.tutorial.{say}",
        keys=COVER_KEYS,
        expect=_cover(field),
        why=_why_cover(f"fischkopp.tutorial.why_{say}"),
        **kwargs,
    )


def script() -> Script:
    return Script(
        GAME_ID,
        (
            Step("fischkopp.tutorial.welcome", place="bottom"),
            _roll_step("roll", highlight=_rect(PANEL_RECT), place="top"),
            _cover_step("sum", 8, place="bottom"),
            Step("fischkopp.tutorial.fish", highlight=_cells(4, 12), place="top"),
            _roll_step("roll_fish", place="top"),
            _cover_step("ten", 10, place="top"),
            _roll_step("roll_again", place="top"),
            _cover_step("double", 12, place="top"),
            _roll_step("roll_again", place="top"),
            _cover_step("four", 4, place="top"),
            Step("fischkopp.tutorial.head", highlight=TOP_ROW, place="bottom"),
            _roll_step("roll_head", place="bottom"),
            _cover_step("one", 1, place="bottom"),
            _roll_step("roll_again", place="bottom"),
            _cover_step("three", 3, place="bottom"),
            _roll_step("roll_again", place="bottom"),
            _cover_step("fischkopp", 2, place="bottom"),
            Step(
                "fischkopp.tutorial.shout",
                keys=(("flip", "fischkopp.prompt.shout"),),
                until=_window_closed,
                ready=_shouting,
                place="bottom",
            ),
            Step("fischkopp.tutorial.penalty", highlight=_seat_rows, ready=_now, place="bottom"),
            _roll_step("roll_graete", place="bottom"),
            _cover_step("six", 6, place="bottom"),
            _roll_step("roll_again", place="bottom"),
            _cover_step("graete", 2, place="bottom"),
            Step(
                "fischkopp.tutorial.cpu",
                until=_tally_up,
                ready=_graete_shown,
                values=_names,
                place="bottom",
            ),
            Step("fischkopp.tutorial.end", values=_names, highlight=_seat_rows, place="bottom"),
        ),
        create_scene,
    )
