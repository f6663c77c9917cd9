"""Fiese 15, learned by playing: two rounds against one CPU with planned dice.

Round 1 (strip 4: limits 3 3 3 2 2 2) teaches the strip's limits, picking dice, rolling on,
and stopping with five dice for the +5; the CPU then busts on its first roll, which pays
the whole strip: the 15. Round 2 (strip 8: 4 1 4 1 1 4) lets the learner bust after placing
two dice, to show what a bust pays. Each planned roll lists the dice not yet placed, in
colour order (red, yellow, green, blue, black, white).
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fiese15.logic.rules import Place, Roll, Stop
from game.fiese15.logic.strips import strip_by_number
from game.fiese15.screen.layout import ACTION_RECT, CARD_RECT, SHEET_RECT, STRIP_RECT, TRAY_RECT
from game.fiese15.screen.scene import Fiese15Scene
from game.shell.tutorial.steps import Script, Step

GAME_ID = "fiese15"
SEED = 15
STRIP_ORDER = (4, 8, 1, 2, 3, 5, 6, 7, 9, 10)  # the ten strips of the match, in play order
ROLLS = (
    # round 1, the learner: red 2, green 1 and white 2 are valid; red and green are placed
    (2, 5, 1, 4, 6, 2),
    # yellow, blue, black, white: yellow 1 and black 2 are valid and placed
    (1, 6, 2, 5),
    # blue, white: blue 1 is valid; five dice placed, stopping pays 7 + 5
    (1, 6),
    # round 1, the CPU: nothing is valid, a bust on the first roll pays the whole strip
    (6, 6, 5, 5, 4, 3),
    # round 2, the learner: red 4 and white 1 are valid and placed
    (4, 5, 6, 3, 2, 1),
    # yellow, green, blue, black: nothing valid, the bust pays 1 + 4 + 1 + 1
    (2, 5, 4, 3),
)
ROUND_1 = frozenset({"red", "green"})
ROUND_1_SECOND = frozenset({"yellow", "black"})
ROUND_2 = frozenset({"red", "white"})


def create_scene() -> Fiese15Scene:
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "normal"))
    setup = MatchSetup(GAME_ID, seats, {"zocker": False, "handicap": False}, SEED)
    strips = [strip_by_number(n) for n in STRIP_ORDER]
    rng = ScriptedRandom(SEED, randint=[pip for roll in ROLLS for pip in roll], sample=[strips])
    return Fiese15Scene(setup, rng=rng)


# ----- what the steps wait for and look at ---------------------------------------------------
def _roll(action) -> bool:
    return isinstance(action, Roll)


def _stop(action) -> bool:
    return isinstance(action, Stop)


def _place(colours: frozenset[str]):
    def check(action) -> bool:
        return isinstance(action, Place) and frozenset(action.colours) == colours

    return check


def _why_place(colours: frozenset[str], key: str):
    """A refused placing: say what it would have placed, and which dice the lesson wants."""

    def why(scene, action):
        if isinstance(action, Place):
            return key
        if isinstance(action, Stop):
            return "fiese15.tutorial.why_stop_early"
        return None

    return why


def _why_roll(scene, action):
    return "fiese15.tutorial.why_stop_early" if isinstance(action, Stop) else None


def _why_stop(scene, action):
    return "fiese15.tutorial.why_roll_now" if isinstance(action, Roll) else None


def _learner_again(round_index: int):
    """The learner's turn of ``round_index`` is on screen with live controls."""

    def check(scene) -> bool:
        return scene.awaiting_human and scene.shown_round == round_index and scene.tally is None

    return check


def _scored(seat: int, round_index: int):
    def check(scene) -> bool:
        return scene.shown_scores[seat][round_index] is not None and not scene.timeline.busy

    return check


def _now(scene) -> bool:
    return True  # shown at once, even while a CPU's turn still plays underneath


def _rect(rect: pygame.Rect):
    return lambda scene: rect


def script() -> Script:
    return Script(
        GAME_ID,
        (
            Step("fiese15.tutorial.welcome"),
            Step("fiese15.tutorial.strip", highlight=_rect(STRIP_RECT)),
            Step(
                "fiese15.tutorial.roll",
                keys=(("confirm", "fiese15.prompt.roll"),),
                expect=_roll,
                highlight=_rect(ACTION_RECT),
                ready=_learner_again(0),
            ),
            Step("fiese15.tutorial.valid", highlight=_rect(TRAY_RECT), place="bottom"),
            Step(
                "fiese15.tutorial.place",
                keys=(("move", "prompt.choose"), ("confirm", "fiese15.prompt.pick")),
                expect=_place(ROUND_1),
                why=_why_place(ROUND_1, "fiese15.tutorial.why_red_green"),
                place="top",
            ),
            Step("fiese15.tutorial.card", highlight=_rect(CARD_RECT), place="top"),
            Step(
                "fiese15.tutorial.roll_on",
                keys=(("confirm", "fiese15.prompt.roll_again"),),
                expect=_roll,
                why=_why_roll,
                highlight=_rect(ACTION_RECT),
            ),
            Step(
                "fiese15.tutorial.place_two",
                keys=(("confirm", "fiese15.prompt.pick"),),
                expect=_place(ROUND_1_SECOND),
                why=_why_place(ROUND_1_SECOND, "fiese15.tutorial.why_yellow_black"),
                place="top",
            ),
            Step(
                "fiese15.tutorial.risk",
                keys=(("confirm", "fiese15.prompt.roll_again"),),
                expect=_roll,
                why=_why_roll,
                highlight=_rect(CARD_RECT),
                place="top",
            ),
            Step(
                "fiese15.tutorial.place_blue",
                keys=(("confirm", "fiese15.prompt.pick"),),
                expect=_place(frozenset({"blue"})),
                why=_why_place(frozenset({"blue"}), "fiese15.tutorial.why_blue"),
                place="top",
            ),
            Step(
                "fiese15.tutorial.stop",
                keys=(("back", "fiese15.prompt.stop"),),
                expect=_stop,
                why=_why_stop,
                highlight=_rect(CARD_RECT),
                place="top",
            ),
            Step("fiese15.tutorial.cpu", until=_scored(1, 0), place="bottom"),
            Step("fiese15.tutorial.fifteen", highlight=_rect(SHEET_RECT), place="bottom"),
            Step(
                "fiese15.tutorial.round_two",
                keys=(("confirm", "fiese15.prompt.roll"),),
                expect=_roll,
                ready=_learner_again(1),
                highlight=_rect(STRIP_RECT),
                place="bottom",
            ),
            Step(
                "fiese15.tutorial.place_red_white",
                keys=(("confirm", "fiese15.prompt.pick"),),
                expect=_place(ROUND_2),
                why=_why_place(ROUND_2, "fiese15.tutorial.why_red_white"),
                place="top",
            ),
            Step(
                "fiese15.tutorial.dare",
                keys=(("confirm", "fiese15.prompt.roll_again"),),
                expect=_roll,
                why=_why_roll,
                highlight=_rect(CARD_RECT),
                place="top",
            ),
            Step("fiese15.tutorial.bust", ready=_scored(0, 1), highlight=_rect(SHEET_RECT)),
            Step("fiese15.tutorial.all_six", ready=_now),
            Step("fiese15.tutorial.end", ready=_now),
        ),
        create_scene,
    )
