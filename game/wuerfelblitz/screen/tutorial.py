"""Würfelblitz, learned by playing: planned throws against two CPU seats, in two parts.

The lesson (two throws) brings what a first real match needs, in the order a table meets
it: the sum, white dice knocking out colours (throw 1), a coloured die on its dot face
(throw 2), and the discs. Its second part (``more``: five throws of a match of its own)
brings three white dice, a throw worth 0, the brain-twister, a tie and a wrong call that
hands back a disc. The learner throws each time (the first right caller throws next) and
calls every sum with the picker; a wrong number is refused and the table shows which dice
count.

Why the CPUs never snatch a throw: Würfelblitz is a race, and a learner still reading would
lose every one. So the lesson plans the CPUs' calls itself (``cpu_moves.planned_calls``:
none but in the second part's last two throws), and the scene's round clock stands still
while the dice are on show and nobody has called right (``WuerfelblitzScene.clock_held``):
no round times out under a learner, and a CPU call planned a few frames after the reveal
comes right after the learner's. In rules time both called within a moment of the dice
landing, which is how a throw shows a tie and another a CPU blurting out a wrong number.
The rules stay as they are; only the table's variants change between rounds
(``round_options``: two white dice in the first part, as the rulebook recommends for early
rounds, three in the second, and the brain-twister from its third throw on, the rulebook's
variant for practised players).

Every step names what it is about (``zones``): a call step the dice and the learner's own
number, which the scene raises while calls are open in a lesson, so the one line of the
panel at the bottom edge stays below it (large text too).
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.shell.tutorial.steps import MORE, Script, Step
from game.wuerfelblitz.cpu import PlannedCall
from game.wuerfelblitz.logic import COLOURS, Call, RoundWon, Throw, ThrowDice, answer
from game.wuerfelblitz.screen.draw_pickers import number_box
from game.wuerfelblitz.screen.layout import (
    BOX_RECT,
    KNOCKER_SIZE,
    KNOCKER_Y,
    colour_x,
    dice_area,
    white_x,
)
from game.wuerfelblitz.screen.picker import MARK_WRONG
from game.wuerfelblitz.screen.scene import WuerfelblitzScene
from game.wuerfelblitz.screen.stages import STAGE_EXPLAIN, STAGE_LIVE, STAGE_THROW

GAME_ID = "wuerfelblitz"
SEED = 4
LEARNER, TIER, QUICK = 0, 1, 2  # the learner's seat; the CPU that ties; the one who blurts
SEATS = (Seat(LEARNER), Seat(TIER, SeatKind.CPU, "normal"), Seat(QUICK, SeatKind.CPU, "easy"))
# The throws, in the order the rounds use them. Faces: orange blue black yellow green red.
THROWS = (
    # white dots blue and red knock out blue and red: 4 + 2 + 6 + 3 = 15
    Throw.of(["blue", "red"], orange=4, blue=5, black=2, yellow=6, green=3, red=4),
    # white orange and yellow; green lies on its dot face (red): 3 + 6 + 0 = 9
    Throw.of(["orange", "yellow"], orange=2, blue=3, black=6, yellow=1, green=5, red=4),
)
MORE_THROWS = (
    # three white dice knock out black, green and orange: 4 + 5 + 3 = 12
    Throw.of(["black", "green", "orange"], orange=6, blue=4, black=1, yellow=5, green=2, red=3),
    # RULES.md's example: every die with pips is knocked out, 0
    Throw.of(["orange", "yellow", "green"], orange=5, blue=2, black=3, yellow=2, green=5, red=3),
    # RULES.md's brain-twister example: green twice, only green and black count, 8
    Throw.of(["green", "green", "black"], orange=2, blue=3, black=4, yellow=1, green=4, red=5),
    # no colour twice, so the usual sum: 5 + 4 + 2 = 11 (both CPUs tie)
    Throw.of(["red", "blue", "yellow"], orange=5, blue=6, black=4, yellow=3, green=2, red=2),
    # yellow on its dot face knocks out green: 6 + 0 = 6 (a CPU calls 10 at once)
    Throw.of(["orange", "red", "blue"], orange=3, blue=1, black=6, yellow=4, green=6, red=2),
)
TWISTER_FROM = 2  # the second part's round (0-based) that takes up the brain-twister
MORE_ROUND_OPTIONS = {TWISTER_FROM: {"brain_twister": True}}
ANSWERS = tuple(answer(throw) for throw in THROWS)
MORE_ANSWERS = tuple(answer(throw, i >= TWISTER_FROM) for i, throw in enumerate(MORE_THROWS))
TIE_ROUND, WRONG_ROUND = 3, 4  # of the second part
WRONG_NUMBER = 10  # counts yellow's 4 although yellow lies on its dot face
MORE_PLANNED_CALLS = {
    TIE_ROUND: {
        TIER: (PlannedCall(3, MORE_ANSWERS[TIE_ROUND]),),
        QUICK: (PlannedCall(6, MORE_ANSWERS[TIE_ROUND]),),
    },
    WRONG_ROUND: {QUICK: (PlannedCall(0, WRONG_NUMBER),)},
}


def _scene(throws, options: dict, planned: dict, round_options: dict) -> WuerfelblitzScene:
    setup = MatchSetup(GAME_ID, SEATS, options, SEED)
    rng = ScriptedRandom(
        SEED,
        randint=[face for throw in throws for face in throw.faces],
        choice=[white for throw in throws for white in throw.whites],
    )
    scene = WuerfelblitzScene(setup, rng=rng)
    scene.cpu_moves.planned_calls = planned
    scene.round_options = round_options
    return scene


def create_scene() -> WuerfelblitzScene:
    return _scene(THROWS, {"whites": 2, "brain_twister": False}, {}, {})


def create_more_scene() -> WuerfelblitzScene:
    options = {"whites": 3, "brain_twister": False}
    return _scene(MORE_THROWS, options, MORE_PLANNED_CALLS, MORE_ROUND_OPTIONS)


# ----- what the steps wait for ---------------------------------------------------------------
def _throws(action) -> bool:
    return isinstance(action, ThrowDice)


def _calls(number: int):
    def check(action) -> bool:
        return isinstance(action, Call) and action.number == number

    return check


def _can_throw(scene) -> bool:
    return scene.stage == STAGE_THROW and scene.takes_moves()


def _live(scene) -> bool:
    """Calls are open (a moment after the dice landed: a press then is meant for them)."""
    return scene.stage == STAGE_LIVE and scene.takes_moves()


def _explained(scene) -> bool:
    return scene.stage == STAGE_EXPLAIN and scene.beats.verdict is not None


def _tied(scene) -> bool:
    verdict = scene.beats.verdict
    return _explained(scene) and isinstance(verdict, RoundWon) and len(verdict.seats) > 1


def _blurted(scene) -> bool:
    return scene.pickers[QUICK].mark == MARK_WRONG


def _why_call(scene, action):
    """A refused call: which dice count and why, as the round's explanation will say."""
    if not isinstance(action, Call):
        return None
    why = scene.match.explanation()
    if why is None or action.number == why.answer:
        return None  # right, but the step is not up yet: the usual words
    values = {"number": action.number, "counted": _colours(scene, why.counted)}
    if why.twisted:
        return "wuerfelblitz.tutorial.why_twister", {
            **values,
            "doubled": _colours(scene, why.doubled),
        }
    if not why.terms:
        return "wuerfelblitz.tutorial.why_zero", values
    return "wuerfelblitz.tutorial.why_wrong", values


# ----- what the texts name -------------------------------------------------------------------
def _colours(scene, colours) -> str:
    """Colour names as a list: "blue and red", "orange, black and green"."""
    names = [scene.app.t(f"wuerfelblitz.colour.{c}") for c in colours]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + scene.app.t("wuerfelblitz.tutorial.and") + names[-1]


def _whites(scene) -> dict:
    throw = scene.match.throw
    return {"colours": _colours(scene, sorted(set(throw.whites), key=COLOURS.index))}


def _dot_die(scene) -> dict:
    """The first coloured die on its dot face, and its dot."""
    die, dot = next((d, c) for d, c in scene.match.throw.dots() if not d.startswith("white"))
    t = scene.app.t
    return {"die": t(f"wuerfelblitz.colour.{die}"), "dot": t(f"wuerfelblitz.colour.{dot}")}


def _doubled(scene) -> dict:
    return {"colours": _colours(scene, scene.match.explanation().doubled)}


def _tie_names(scene) -> dict:
    others = [s for s in scene.beats.verdict.seats if s != LEARNER]
    names = [scene.seat_name(s) for s in others]
    joined = ", ".join(names[:-1]) + scene.app.t("wuerfelblitz.tutorial.and") + names[-1]
    return {"names": joined if len(names) > 1 else names[0]}


def _blurt(scene) -> dict:
    return {"name": scene.seat_name(QUICK), "number": scene.pickers[QUICK].called}


# ----- what the steps are about --------------------------------------------------------------
def _all_dice(scene) -> pygame.Rect:
    """The nine (or eight) dice, coloured and white."""
    count = scene.match.options.whites
    return dice_area(colour_x(COLOURS[0]), white_x(count - 1, count))


def _coloured_dice(scene) -> pygame.Rect:
    return dice_area(colour_x(COLOURS[0]), colour_x(COLOURS[-1]))


def _marks(scene) -> pygame.Rect:
    """The coloured dice with what the explanation draws under them: crosses, the dice whose
    dot knocked each out."""
    return dice_area(colour_x(COLOURS[0]), colour_x(COLOURS[-1]), KNOCKER_Y + KNOCKER_SIZE // 2 + 2)


def _dot_dice(scene) -> pygame.Rect:
    """The coloured dice from the one on its dot face to the die its dot knocks out."""
    die, dot = next((d, c) for d, c in scene.match.throw.dots() if not d.startswith("white"))
    xs = (colour_x(die), colour_x(dot))
    return dice_area(min(xs), max(xs))


def _picker(seat: int):
    return lambda scene: scene.pickers[seat].box(len(scene.pickers))


def _pickers(scene) -> pygame.Rect:
    seats = len(scene.pickers)
    return scene.pickers[0].box(seats).union(scene.pickers[-1].box(seats))


def _my_number(scene) -> pygame.Rect:
    """The number the learner dials, where it is drawn (raised while calls are open)."""
    return number_box(scene.pickers[LEARNER].box(len(scene.pickers)))


def _dice_and_my_number(scene) -> list[pygame.Rect]:
    return [_all_dice(scene), _my_number(scene)]


def _rect(rect: pygame.Rect):
    return lambda scene: rect


def _say(name: str) -> str:
    return f"wuerfelblitz.tutorial.{name}"


THROW_KEYS = (("confirm", "wuerfelblitz.prompt.throw"),)


def _throw_step(name: str) -> Step:
    """Throw the dice: the box on the table is what to look at."""
    return Step(
        _say(name),
        keys=THROW_KEYS,
        expect=_throws,
        ready=_can_throw,
        highlight=_rect(BOX_RECT),
        place="bottom",
    )


def _call_step(name: str, number: int, values=None) -> Step:
    """Call the sum. No highlight (the learner adds up every die) and one line at the bottom
    edge, under the learner's raised number (the game's own prompt bar shows the dial and
    call keys)."""
    return Step(
        _say(name),
        expect=_calls(number),
        why=_why_call,
        ready=_live,
        values=values,
        zones=_dice_and_my_number,
        place="bottom",
    )


def _read(name: str, ready, highlight=None, place: str = "bottom", values=None, zones=None):
    return Step(
        _say(name), ready=ready, highlight=highlight, values=values, zones=zones, place=place
    )


def script() -> Script:
    """The lesson: what a first real match needs, in two throws."""
    return Script(
        GAME_ID,
        (
            _read("welcome", _can_throw),
            _throw_step("throw"),
            _read("add", _live, _all_dice, values=_whites),
            _call_step("call_first", ANSWERS[0]),
            _read("crosses", _explained, _marks),
            _throw_step("throw_winner"),
            _read("dot_die", _live, _dot_dice, values=_dot_die),
            _call_step("call_dot", ANSWERS[1]),
            _read("end", _explained, _picker(LEARNER), "top"),
        ),
        create_scene,
        minutes=2,
        more=more_script,
    )


def more_script() -> Script:
    """The second part: three white dice, nothing left, the brain-twister, a tie and a wrong
    call, in a match of its own."""
    return Script(
        GAME_ID,
        (
            _throw_step("three_whites"),
            _call_step("call_three", MORE_ANSWERS[0]),
            _throw_step("throw_zero"),
            _call_step("call_zero", MORE_ANSWERS[1]),
            _throw_step("twister"),
            _call_step("call_twister", MORE_ANSWERS[2], values=_doubled),
            _throw_step("throw_tie"),
            _call_step("call_tie", MORE_ANSWERS[3]),
            _read("tie", _tied, _pickers, "top", values=_tie_names),
            _throw_step("throw_wrong"),
            _read("wrong", _blurted, _picker(QUICK), "top", values=_blurt),
            _call_step("call_last", MORE_ANSWERS[4]),
            _read("more_end", _explained),
        ),
        create_more_scene,
        minutes=3,  # at a reader's pace (tests/test_tutorials.py measures it)
        part=MORE,
        topic="wuerfelblitz.tutorial.more_topic",
    )
