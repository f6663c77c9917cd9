"""Würfelblitz's guided first game: the planned throws are worth what the lesson says,
it plays to its end with a keyboard and with a pad (every step waiting for its press),
a wrong call is explained and retried with nothing changed, the round clock waits for the
learner, and leaving it through the pause menu saves nothing."""

from __future__ import annotations

import pytest

from game.shell import autosave
from game.shell.tutorial.start import TutorialDoneScene
from game.wuerfelblitz.logic import ROUND_TIMEOUT_FRAMES, Phase, answer, explain
from game.wuerfelblitz.screen import tutorial
from tests.driving import run, run_until
from tests.tutorial_driving import (
    Learner,
    leave_through_pause,
    open_tutorial,
    play_through,
    play_through_to,
)

# Every picker starts a round at 10: up/down ±1, right/left ±5.
PLAN = {
    1: ["confirm"],  # throw
    4: ["right", "confirm"],  # 15
    7: ["confirm"],
    9: ["down", "confirm"],  # 9
    10: ["confirm"],
    11: ["up", "up", "confirm"],  # 12
    13: ["confirm"],
    14: ["left", "left", "confirm"],  # 0
    15: ["confirm"],
    16: ["down", "down", "confirm"],  # 8
    17: ["confirm"],
    18: ["up", "confirm"],  # 11
    20: ["confirm"],
    22: ["left", "up", "confirm"],  # 6
}
CALL_STEPS = ("call_first", "call_dot", "call_three", "call_zero", "call_twister")
CALL_STEPS += ("call_tie", "call_last")
THROW_STEPS = ("throw", "throw_winner", "three_whites", "throw_zero", "twister", "throw_tie")
THROW_STEPS += ("throw_wrong",)


def step_index(name: str) -> int:
    keys = [step.say for step in tutorial.script().steps]
    return keys.index(f"wuerfelblitz.tutorial.{name}")


def test_the_plan_names_the_steps_it_means():
    assert [step_index(n) for n in THROW_STEPS] == [1, 7, 10, 13, 15, 17, 20]
    assert [step_index(n) for n in CALL_STEPS] == [4, 9, 11, 14, 16, 18, 22]
    assert set(PLAN) == {step_index(n) for n in THROW_STEPS + CALL_STEPS}


def test_the_planned_throws_teach_what_the_steps_say():
    throws = tutorial.THROWS
    twister = [i >= tutorial.TWISTER_FROM for i in range(len(throws))]
    sums = [answer(throw, on) for throw, on in zip(throws, twister, strict=True)]
    assert sums == list(tutorial.ANSWERS) == [15, 9, 12, 0, 8, 11, 6]
    why = [explain(throw, on) for throw, on in zip(throws, twister, strict=True)]
    # 1: two white dots knock out blue and red, no coloured die shows a dot
    assert why[0].excluded == ("blue", "red") and len(why[0].dots) == 2
    # 2: green on its dot face knocks out red and counts 0
    assert ("green", "red") in why[1].dots and "red" in why[1].excluded
    assert next(d for d in why[1].dice if d.colour == "green").pips == 0
    # 3 on: three white dice; 3 and 4 without the brain-twister
    assert len(throws[0].whites) == len(throws[1].whites) == 2
    assert all(len(throw.whites) == 3 for throw in throws[2:])
    # 4: every die with pips knocked out; 5: green twice turns 11 into 8
    assert not why[3].terms and why[3].answer == 0
    assert why[4].twisted and why[4].doubled == ("green",) and answer(throws[4]) == 11
    # 6 and 7 under the brain-twister, but no colour twice: the usual sum
    assert not why[5].doubled and not why[6].doubled
    assert tutorial.ANSWERS[tutorial.WRONG_ROUND] != tutorial.WRONG_NUMBER
    # Throws 1-3 have no colour twice; 4 shows yellow twice, which counts for nothing
    # until the table takes up the brain-twister at throw 5.
    assert not any(w.doubled for w in why[:3]) and why[3].doubled == ("yellow",)
    assert tutorial.ROUND_OPTIONS[tutorial.TWISTER_FROM] == {"brain_twister": True}


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_a_learner_plays_the_tutorial_to_its_end(make_app, pads, device):
    app = make_app(scene="title")
    learner = Learner(app, pads if device == "pad" else None)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    guide = scene.tutorial
    play_through(app, guide, learner, PLAN)
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))
    match = scene.match
    assert match.throw == tutorial.THROWS[-1]  # every round threw its planned dice
    assert match.options.whites == 3 and match.options.brain_twister
    tallies = [(t.whites, t.blacks) for t in match.tallies]
    # Seven right calls: two black discs and a white one. Both CPUs tied once; P3's wrong
    # call handed its white disc back.
    assert tallies == [(1, 2), (1, 0), (0, 0)]
    assert [t.wrong for t in match.tallies] == [0, 0, 1]
    assert guide.wrong_count == 0
    assert "wuerfelblitz" in app.profiles.learned
    autosave.flush()
    assert not autosave.autosave_path().exists()  # a tutorial is never saved


def test_a_wrong_call_is_explained_and_retried(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    guide = scene.tutorial
    index = step_index("call_first")
    play_through_to(app, guide, learner, PLAN, index)
    match = scene.match
    before = match.to_dict()
    learner.press("up")
    learner.press("down")  # 10 on purpose: counting blue and red would be 20, neither is right
    learner.press("confirm")
    key, values = guide.wrong
    assert key == "wuerfelblitz.tutorial.why_wrong"
    assert values["counted"] == "orange, black, yellow and green"
    assert guide.index == index and scene.hinting  # the table shows which dice count
    assert match.to_dict() == before  # the rules never saw the call
    learner.press("right")  # dialling again puts the words away from the picker
    assert guide.wrong is None and scene.hinting
    learner.press("confirm")
    assert guide.index == index + 1
    assert match.tallies[0].whites == 1 and match.tallies[0].wrong == 0


@pytest.mark.parametrize(
    ("name", "presses", "key", "values"),
    [
        ("call_zero", ["down"], "why_zero", {"number": 9}),
        ("call_twister", ["up"], "why_twister", {"doubled": "green", "counted": "black and green"}),
    ],
)
def test_the_explanation_follows_the_throw(make_app, name, presses, key, values):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index(name))
    for action in [*presses, "confirm"]:
        learner.press(action)
    assert guide.wrong[0] == f"wuerfelblitz.tutorial.{key}"
    assert values.items() <= guide.wrong[1].items()
    assert scene.match.phase is Phase.LIVE and not scene.match.round_winners


def test_the_round_waits_for_the_learner(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("call_first"))
    frame = scene.match_frame
    run(app, ROUND_TIMEOUT_FRAMES + 60)
    assert scene.match.phase is Phase.LIVE and scene.match_frame == frame
    assert scene.time_left() == ROUND_TIMEOUT_FRAMES
    assert all(picker.called is None for picker in scene.pickers)  # the CPUs kept quiet
    for action in PLAN[step_index("call_first")]:
        learner.press(action)
    run_until(app, lambda: scene.match.round_index == 1)
    assert scene.match_frame > frame  # the clock runs again once the learner called right


def test_the_next_throw_waits_for_the_learner(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("throw_winner"))
    run(app, 600)  # in a real match the box throws itself after 4 s
    assert scene.match.phase is Phase.AWAIT_THROW and guide.index == step_index("throw_winner")


def test_leaving_through_the_pause_menu_saves_nothing(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    play_through_to(app, scene.tutorial, learner, PLAN, step_index("white_dots"))
    leave_through_pause(app, learner, "wuerfelblitz")
