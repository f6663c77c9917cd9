"""Fischkopp's guided first game: played to its end with a keyboard and with a pad, every
step waiting for its move, the planned dice giving what the texts name, wrong covers
explained and retried, the room shouting along, and leaving it cleanly."""

from __future__ import annotations

import pytest

from game.fischkopp.logic import Phase
from game.fischkopp.logic.board import covered_fields
from game.fischkopp.screen import tutorial
from game.shell import autosave
from game.shell.tutorial.start import TutorialDoneScene
from tests.driving import key, run_until
from tests.tutorial_driving import (
    Learner,
    leave_through_pause,
    open_tutorial,
    play_through,
    play_through_to,
    wait_for_step,
)


def step_index(name: str, occurrence: int = 0) -> int:
    keys = [step.say for step in tutorial.script().steps]
    hits = [i for i, say in enumerate(keys) if say == f"fischkopp.tutorial.{name}"]
    return hits[occurrence]


RIGHT = ["right", "confirm"]
RIGHT_TWICE = ["right", "right", "confirm"]
PLAN = {
    step_index("sum"): RIGHT_TWICE,  # 3, 5, 8: the sum
    step_index("ten"): RIGHT_TWICE,  # 6, 4, 10: the sum
    step_index("double"): RIGHT,  # 6, 12
    step_index("four"): ["confirm"],  # 4 is die 1, under the cursor already
    step_index("one"): ["confirm"],  # 1, 2
    step_index("three"): ["confirm"],  # 3, 7
    step_index("fischkopp"): ["confirm"],  # 2, 6
    step_index("shout"): ["flip"],  # pressed until the window closes, or ten times
    step_index("six"): RIGHT_TWICE,  # 1, 5, 6
    step_index("graete"): RIGHT,  # 1, 2
}
for _index, _step in enumerate(tutorial.script().steps):
    if _step.expect is not None and _index not in PLAN:
        PLAN[_index] = ["confirm"]  # the rolls

# What each cover step offers, in the order the cursor walks (die 1, die 2, sum), and the
# fields covered when it comes up: the texts name exactly these.
CHOICES = {
    "sum": ((3, 5, 8), ()),
    "ten": ((6, 4, 10), (8,)),
    "double": ((6, 12), (8, 10)),
    "four": ((4, 5, 9), (8, 10, 12)),
    "one": ((1, 2), (4, 8, 10, 12)),
    "three": ((3, 7), (1, 4, 8, 10, 12)),
    "fischkopp": ((2, 6), (1, 3, 4, 8, 10, 12)),
    "six": ((1, 5, 6), (4, 8, 10, 12)),
    "graete": ((1, 2), (4, 6, 8, 10, 12)),
}


def test_the_plan_names_the_steps_it_means():
    steps = tutorial.script().steps
    covers = {steps[i].say.rsplit(".", 1)[1] for i in PLAN if steps[i].kind == "act"}
    assert covers >= set(CHOICES)
    shout = step_index("shout")
    assert all(steps[i].kind == "act" for i in PLAN if i != shout)
    assert steps[shout].kind == "watch"
    assert steps[-1].kind == "read"


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_a_learner_plays_the_tutorial_to_its_end(make_app, pads, device):
    app = make_app(scene="title")
    learner = Learner(app, pads if device == "pad" else None)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    seen: dict[str, tuple] = {}

    def look(index: int) -> None:
        name = guide.script.steps[index].say.rsplit(".", 1)[1]
        if name in CHOICES:
            seen[name] = (scene.shown_choices, covered_fields(scene.match.board))
        if name == "shout":  # 1, 2, 3 washed off; the window is open for everyone
            assert scene.match.window_open and scene.match.turn_fischkoepfe == 1
            assert covered_fields(scene.match.board) == (4, 8, 10, 12)

    play_through(app, guide, learner, PLAN, look)
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))
    assert seen == CHOICES
    # The Gräte scored -1; the CPU's dice (from the seed) got it stuck on 26.
    match = scene.match
    assert match.is_over and match.scores == [-1, 26] and match.fischkoepfe == [1, 0]
    assert match.winner == 0
    assert match.shouts.penalties[0] == 0 and match.shouts.crowns[0] == 1  # shouted, loudest
    assert guide.wrong_count == 0
    assert "fischkopp" in app.profiles.learned
    assert not app.profiles.played.get("fischkopp")  # the lesson's match is no record
    autosave.flush()
    assert not autosave.autosave_path().exists()  # a tutorial is never saved


def test_a_wrong_cover_is_explained_and_can_be_retried(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("sum"))
    learner.press("confirm")  # the cursor starts on die 1: 3
    assert guide.index == step_index("sum")
    assert guide.wrong == ("fischkopp.tutorial.why_sum", {"field": 3})
    match = scene.match
    assert match.phase is Phase.COVER and match.board == 0 and match.choices == (3, 5, 8)
    for action in RIGHT_TWICE:
        learner.press(action)
    assert guide.index == step_index("sum") + 1 and guide.wrong is None
    assert covered_fields(match.board) == (8,)


def test_the_fish_field_6_is_refused_where_2_makes_the_fischkopp(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("fischkopp"))
    learner.press("right")
    learner.press("confirm")  # 6
    assert guide.wrong[0] == "fischkopp.tutorial.why_fischkopp"
    assert not scene.match.window_open and scene.match.phase is Phase.COVER
    learner.press("left")
    learner.press("confirm")  # 2
    assert guide.index == step_index("shout")
    assert scene.match.window_open


def test_the_room_shouts_along_and_silence_costs_a_point(make_app):
    """A friend on a free keyboard half joins the bench with its shout key; the learner
    who stays silent gets the penalty point the next step explains."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("shout"))
    assert scene.match.window_open
    key(app, "minus")  # the right half, free: sits on the bench
    assert len(app.input.spectators()) == 1
    assert app.input.device_of(0) == "kb_left"  # the learner keeps the seat
    wait_for_step(app, guide, step_index("penalty"))
    assert scene.match.shouts.penalties[0] == 1
    assert guide.wrong_count == 0  # shouting is never refused


def test_leaving_through_the_pause_menu_saves_nothing(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    play_through_to(app, scene.tutorial, learner, PLAN, step_index("fish"))
    leave_through_pause(app, learner, "fischkopp")
