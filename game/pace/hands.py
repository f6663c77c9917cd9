"""What a person at a match wants to press now, game by game.

Each game's ``want(scene, seat, memory)`` reads the screen as its player would (whose turn,
what the cursor is on, what the panel offers) and returns the next ``Press`` towards the
move the person chose, or None while there is nothing for them to do. Choices come from the
game's own CPU at its normal level (Fits: easy, as a stranger stacks), decided once per
moment and kept in ``memory``: a person does not change their mind between two presses.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.pace.people import Press

Want = Callable[[Any, int, dict], "Press | None"]
TALLY_READ = (1.5, 5.0)  # seconds a round's tally is looked at before someone presses on


def tally_press(scene) -> Press | None:
    """A round's tally or the final count on the table: someone presses on after a look."""
    if scene.tally is None:
        return None
    return Press("confirm", think=TALLY_READ)


def _decided(memory: dict, key: object, decide: Callable[[], object]) -> object:
    """The person's choice for the moment ``key``, made once."""
    if memory.get("key") != key:
        memory["key"], memory["choice"] = key, decide()
    return memory["choice"]


def _rng(memory: dict, seat: int) -> random.Random:
    if "rng" not in memory:
        memory["rng"] = random.Random(f"pace:{seat}")
    return memory["rng"]


def _walk(cursor: int, goal: int, back: str = "left", on: str = "right") -> str:
    return back if goal < cursor else on


# ----- Fiese 15 ---------------------------------------------------------------------------------
def fiese15(scene, seat: int, memory: dict) -> Press | None:
    from game.fiese15.cpu.player import choose
    from game.fiese15.logic.rules import Place, Roll
    from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, MODE_ROLL
    from game.fiese15.screen.picker import ROLL

    if scene.tally is not None:
        return tally_press(scene)
    match, controls = scene.match, scene.controls
    if match.is_over or match.current_seat != seat or scene.timeline.busy or not controls.live:
        return None
    if controls.mode == MODE_ROLL:
        return Press("confirm")
    key = (match.round_index, seat, match.phase, tuple(sorted(match.placed)), tuple(match.dice))
    choice = _decided(memory, key, lambda: choose(match, seat, "normal", _rng(memory, seat)))
    if controls.mode == MODE_PLACE and isinstance(choice, Place):
        picker = controls.picker
        target = set(choice.colours)
        if picker.single:
            return Press("confirm")
        if picker.picked == target:
            return Press("flip")  # places at once
        if not picker.picked and target == set(picker.valid) and len(target) > 1:
            return Press("rotate")  # picks all
        wrong = [c for c in picker.valid if (c in target) != (c in picker.picked)]
        goal = picker.stops.index(wrong[0])
        if picker.cursor == goal:
            return Press("confirm")
        return Press(_walk(picker.cursor, goal))
    if controls.mode == MODE_DECIDE:
        if not isinstance(choice, Roll):
            return Press("back")  # stops at once
        return Press("confirm" if controls.decision == ROLL else "left")
    return None


# ----- Fischkopp --------------------------------------------------------------------------------
SHOUT_REACTION = (0.4, 2.0)  # seconds from the window opening to a person's shout


def fischkopp(scene, seat: int, memory: dict) -> Press | None:
    from game.fischkopp.cpu.player import choose
    from game.fischkopp.logic import Cover
    from game.fischkopp.screen.modes import MODE_COVER, MODE_ROLL

    match = scene.match
    if match.window_open:
        opened = match.shouts.opened_at
        if memory.get("shouted") != opened:
            if scene.shouts.window_presses[seat] > 0:
                memory["shouted"] = opened
                return None
            return Press("flip", think=SHOUT_REACTION)
        return None
    if scene.tally is not None:
        return tally_press(scene)
    if match.is_over or match.current_seat != seat or not scene.awaiting_human:
        return None
    if scene.mode == MODE_ROLL:
        return Press("confirm")
    if scene.mode != MODE_COVER or not scene.beats.shown_choices:
        return None
    key = (seat, match.board, match.choices)
    choice = _decided(memory, key, lambda: choose(match, seat, "normal", _rng(memory, seat)))
    if not isinstance(choice, Cover):
        return None
    shown = scene.beats.shown_choices
    goal = shown.index(choice.field) if choice.field in shown else scene.beats.cursor
    if scene.beats.cursor == goal:
        return Press("confirm")
    return Press(_walk(scene.beats.cursor, goal))


# ----- Fits -------------------------------------------------------------------------------------
def fits(scene, seat: int, memory: dict) -> Press | None:
    from game.fits.cpu.player import choose
    from game.fits.logic import orient
    from game.fits.screen.controls import TURNS
    from game.fits.screen.cpu_moves import card_key, target_of

    if scene.tally is not None:
        return tally_press(scene)
    view = scene.views[seat]
    match = scene.match
    if view.piece is None or view.fall is not None or match.piece_for(seat) != view.piece:
        return None
    if not scene.can_act(seat):
        return None
    key = (seat, card_key(match))
    choice = _decided(memory, key, lambda: choose(match, seat, "easy", _rng(memory, seat)))
    if choice is None:
        return None
    target = target_of(choice)
    if target is None:  # set aside: back asks, back again says yes
        return Press("back")
    orientation, column = target
    if view.orientation != orientation:
        move = orient.path(view.piece, view.orientation, orientation)[0]
        action = next(a for a, m in TURNS.items() if m == move)
        return Press(action.value)
    if view.column != column:
        return Press("right" if column > view.column else "left")
    return Press("confirm")


# ----- Würfelblitz ------------------------------------------------------------------------------
SOLVE = (3.0, 9.0)  # seconds a newcomer adds up nine dice
WRONG_ODDS = 0.1  # … and now and then gets it wrong by a little
EXPLAIN_READ = (2.0, 5.0)  # the answer explained: looked at, then someone presses on


def wuerfelblitz(scene, seat: int, memory: dict) -> Press | None:
    from game.wuerfelblitz.screen.stages import STAGE_EXPLAIN, STAGE_LIVE, STAGE_THROW

    if scene.tally is not None:
        return tally_press(scene)
    match, stage = scene.match, scene.stage
    if stage == STAGE_THROW and match.thrower == seat and not match.is_over:
        return Press("confirm")
    if stage == STAGE_EXPLAIN and scene.frame - scene.stage_since > 60:
        return Press("confirm", think=EXPLAIN_READ)
    if stage != STAGE_LIVE or match.answer is None or not scene.settled():
        return None
    picker = scene.pickers[seat]
    if picker.won_round or picker.resting(scene.match_frame):
        return None
    rng = _rng(memory, seat)
    key = (match.round_index, id(match.throw), picker.called)
    number = _decided(memory, key, lambda: _sum_up(match.answer, rng))
    thinking = memory.get("first") != key
    memory["first"] = key
    solve = SOLVE if thinking else None
    device = scene.app.input.device_of(seat)
    if device is not None and device.startswith("phone:"):  # typed on its number pad
        return None if picker.called == number else Press(number=number, think=solve)
    if picker.value != number or not picker.chosen:
        step = number - picker.value
        if abs(step) >= 5:
            return Press("right" if step > 0 else "left", think=solve)
        return Press("up" if step > 0 else "down", think=solve)
    return None if picker.called == number else Press("confirm", think=solve)


def _sum_up(answer: int, rng: random.Random) -> int:
    if rng.random() < WRONG_ODDS:
        return max(0, answer + rng.choice((-3, -2, -1, 1, 2)))
    return answer


WANTS: dict[str, Want] = {
    "fiese15": fiese15,
    "fischkopp": fischkopp,
    "fits": fits,
    "wuerfelblitz": wuerfelblitz,
}
