"""Fiese 15, learned by playing: two rounds against one CPU with planned dice, and a short
second part on the variants.

Round 1 (strip 4: limits 3 3 3 2 2 2) teaches the limits, picking dice, the card, picking
all at once, and stopping with five dice for the +5; the CPU then busts on its first roll,
which pays the whole strip: 15. Round 2 (strip 8: 4 1 4 1 1 4) lets the learner place three
dice worth 12 and roll on into a bust that pays 3, so a late bust is felt to hurt. The
second part (Zocker and Handicap on) shows the tile as white's limit and a bust paying 0.
Each planned roll lists the dice not yet placed, in colour order (red, yellow, green, blue,
black, white).

The panel sits at the top or the bottom of the screen; the strip and the sheet's top are
under a top panel, the buttons and the card under a bottom one. So every step talks about
one side only: the strip (and the score it explains) or the dice, buttons and card.
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fiese15.logic.rules import Place, Roll, Stop
from game.fiese15.logic.strips import strip_by_number
from game.fiese15.screen.hud import ROW, sheet_cell, sheet_column
from game.fiese15.screen.layout import (
    ACTION_RECT,
    CARD_RECT,
    SHEET_RECT,
    STRIP_RECT,
    TRAY_DICE_RECT,
)
from game.fiese15.screen.scene import Fiese15Scene
from game.shell.tutorial.steps import MORE, Script, Step

GAME_ID = "fiese15"
SEED = 15
LEARNER, CPU = 0, 1
STRIP_ORDER = (4, 8, 1, 2, 3, 5, 6, 7, 9, 10)  # the ten strips of the match, in play order
ROLLS = (
    # round 1, the learner: red 2, green 1 and white 2 are valid; red and green are placed
    (2, 5, 1, 4, 6, 2),
    # yellow, blue, black, white: yellow 1, black 2, white 2 are valid and all placed: five
    # dice, stopping pays 8 + 5
    (1, 6, 2, 2),
    # round 1, the CPU: nothing is valid, a bust on the first roll pays the whole strip
    (6, 6, 5, 5, 4, 3),
    # round 2, the learner: red 4, green 4 and white 4 are valid and placed (12 pips)
    (4, 5, 4, 3, 2, 4),
    # yellow, blue, black: nothing valid, the bust pays 1 + 1 + 1
    (2, 3, 2),
)
MORE_ROLLS = (
    # the back of strip 4 (3 3 3 3 3) and tile 1 for white: nothing valid, Zocker pays 0
    (6, 5, 4, 6, 5, 3),
)
ROUND_1 = frozenset({"red", "green"})
ROUND_1_ALL = frozenset({"yellow", "black", "white"})
ROUND_2 = frozenset({"red", "green", "white"})


def _scene(rolls: tuple[tuple[int, ...], ...], options: dict) -> Fiese15Scene:
    seats = (Seat(LEARNER, SeatKind.HUMAN), Seat(CPU, SeatKind.CPU, "normal"))
    setup = MatchSetup(GAME_ID, seats, options, SEED)
    strips = [strip_by_number(n) for n in STRIP_ORDER]
    rng = ScriptedRandom(SEED, randint=[pip for roll in rolls for pip in roll], sample=[strips])
    return Fiese15Scene(setup, rng=rng)


def create_scene() -> Fiese15Scene:
    return _scene(ROLLS, {"zocker": False, "handicap": False})


def create_more_scene() -> Fiese15Scene:
    return _scene(MORE_ROLLS, {"zocker": True, "handicap": True})


# ----- what the steps wait for -------------------------------------------------------------
def _roll(action) -> bool:
    return isinstance(action, Roll)


def _stop(action) -> bool:
    return isinstance(action, Stop)


def _place(colours: frozenset[str]):
    def check(action) -> bool:
        return isinstance(action, Place) and frozenset(action.colours) == colours

    return check


def _why_place(key: str):
    """A refused placing: which dice the lesson wants (the picks start again from none)."""

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
        return (
            scene.awaiting_human and scene.beats.shown_round == round_index and scene.tally is None
        )

    return check


def _busted(seat: int, round_index: int):
    """``seat``'s bust of ``round_index`` is on screen (its banner, its dice, its score on
    the card); the step holds the match there while the learner reads."""

    def check(scene) -> bool:
        return (
            scene.beats.shown_seat == seat
            and scene.beats.shown_round == round_index
            and scene.beats.card_result is not None
        )

    return check


# ----- where the steps look --------------------------------------------------------------------
def _rect(rect: pygame.Rect):
    return lambda scene: rect


def _rects(*rects: pygame.Rect):
    return lambda scene: list(rects)


def _score_cell(seat: int, round_index: int):
    """The strip, and ``seat``'s score cell of ``round_index`` on the sheet."""

    def zones(scene) -> list[pygame.Rect]:
        seats = len(scene.match.seats)
        x, y = sheet_cell(seat, seats, round_index)
        width = sheet_column(seat, seats)[1]
        return [STRIP_RECT, pygame.Rect(x - width // 2, y - ROW // 2, width, ROW)]

    return zones


SHEET_HEADER = pygame.Rect(SHEET_RECT.left, SHEET_RECT.top, SHEET_RECT.width, 40)  # the tiles


def script() -> Script:
    return Script(
        GAME_ID,
        (
            Step("fiese15.tutorial.welcome", highlight=_rect(STRIP_RECT)),
            Step(
                "fiese15.tutorial.roll",
                expect=_roll,
                highlight=_rect(ACTION_RECT),
                ready=_learner_again(0),
            ),
            Step(
                "fiese15.tutorial.place",
                expect=_place(ROUND_1),
                why=_why_place("fiese15.tutorial.why_red_green"),
                highlight=_rect(TRAY_DICE_RECT),
                zones=_rects(ACTION_RECT),  # the Place button the step names
            ),
            Step(
                "fiese15.tutorial.card",
                expect=_roll,
                why=_why_roll,
                highlight=_rect(CARD_RECT),
                zones=_rects(ACTION_RECT),
            ),
            Step(
                "fiese15.tutorial.place_all",
                expect=_place(ROUND_1_ALL),
                why=_why_place("fiese15.tutorial.why_all"),
                highlight=_rect(TRAY_DICE_RECT),
                zones=_rects(ACTION_RECT, CARD_RECT),  # the Place button's value, the card
            ),
            Step(
                "fiese15.tutorial.stop",
                expect=_stop,
                why=_why_stop,
                highlight=_rect(CARD_RECT),
                zones=_rects(ACTION_RECT),
            ),
            # No step while the CPU plays: its turn is shown, not explained, until it busts.
            Step(
                "fiese15.tutorial.fifteen",
                ready=_busted(CPU, 0),
                zones=_score_cell(CPU, 0),
            ),
            Step(
                "fiese15.tutorial.round_two",
                expect=_roll,
                ready=_learner_again(1),
                highlight=_rect(ACTION_RECT),
            ),
            Step(
                "fiese15.tutorial.place_three",
                expect=_place(ROUND_2),
                why=_why_place("fiese15.tutorial.why_all"),
                highlight=_rect(TRAY_DICE_RECT),
                zones=_rects(ACTION_RECT, CARD_RECT),
            ),
            Step(
                "fiese15.tutorial.dare",
                expect=_roll,
                why=_why_roll,
                highlight=_rect(CARD_RECT),
                zones=_rects(ACTION_RECT),
            ),
            Step(
                "fiese15.tutorial.bust",
                ready=_busted(LEARNER, 1),
                zones=_score_cell(LEARNER, 1),
            ),
        ),
        create_scene,
        minutes=2,
        more=more,
    )


def more() -> Script:
    """The second part: Handicap's tile as white's limit, and Zocker's bust paying 0."""
    return Script(
        GAME_ID,
        (
            Step(
                "fiese15.tutorial.handicap",
                highlight=_rect(STRIP_RECT),
                zones=_rects(SHEET_HEADER),
            ),
            Step(
                "fiese15.tutorial.zocker",
                expect=_roll,
                ready=_learner_again(0),
                highlight=_rect(CARD_RECT),
                zones=_rects(ACTION_RECT),
            ),
            Step(
                "fiese15.tutorial.zocker_bust",
                ready=_busted(LEARNER, 0),
                highlight=_rect(CARD_RECT),
            ),
        ),
        create_more_scene,
        minutes=1,
        part=MORE,
        topic="fiese15.tutorial.more_topic",
    )
