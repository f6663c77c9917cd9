"""Fiese 15's guided first game: played to its end with a keyboard and with a pad, every
step waiting for its move, wrong moves explained and retried, and leaving it cleanly."""

from __future__ import annotations

import dataclasses

import pytest

from game.fiese15.logic.rules import Phase
from game.fiese15.screen import tutorial
from game.shell import autosave
from game.shell.tutorial.menus import TutorialDoneScene
from game.shell.tutorial.start import create_tutorial
from game.shell.tutorial.steps import CORE, MORE
from tests.driving import run_until
from tests.test_safe_area import LANGUAGES
from tests.test_tutorials import covering
from tests.tutorial_driving import (
    STEP_LIMIT,
    Learner,
    leave_through_pause,
    open_tutorial,
    play_through,
    play_through_to,
    wait_for_step,
)

# Clear any picks (a slip of "all" picked three), the first two valid dice, then Place.
PICK_TWO = ["back", "confirm", "right", "confirm", "down", "confirm"]
PICK_ALL = ["rotate", "flip"]  # every valid die, placed at once
PLAN = {
    1: ["confirm"],  # roll
    2: PICK_TWO,  # red and green
    3: ["confirm"],  # roll on
    4: PICK_ALL,  # yellow, black and white: five placed
    5: ["back"],  # stop: 8 + 5
    7: ["confirm"],  # round 2: roll
    8: PICK_ALL,  # red, green and white
    9: ["confirm"],  # roll on into the bust
}
MORE_PLAN = {1: ["confirm"]}  # Zocker: roll into a bust that pays 0


def step_index(name: str) -> int:
    keys = [step.say for step in tutorial.script().steps]
    return keys.index(f"fiese15.tutorial.{name}")


def test_the_plan_names_the_steps_it_means():
    names = ("roll", "place", "card", "place_all", "stop")
    assert [step_index(n) for n in names] == [1, 2, 3, 4, 5]
    assert [step_index(n) for n in ("round_two", "place_three", "dare")] == [7, 8, 9]


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_a_learner_plays_the_tutorial_to_its_end(make_app, pads, device):
    app = make_app(scene="title")
    learner = Learner(app, pads if device == "pad" else None)
    scene = open_tutorial(app, "fiese15", learner)
    guide = scene.tutorial
    play_through(app, guide, learner, PLAN)
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))
    # The planned dice taught what the steps said: 13 with the +5, the CPU's 15, a bust of 3.
    assert scene.match.scores[0][:2] == [13, 3]
    assert scene.match.scores[1][0] == 15
    assert guide.wrong_count == 0
    assert "fiese15" in app.people.box.learned
    autosave.flush()
    assert not autosave.autosave_path().exists()  # a tutorial is never saved


def test_a_wrong_placing_is_explained_and_can_be_retried(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fiese15", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("place"))
    for action in ["rotate", "down", "confirm"]:  # all three valid dice, then Place
        learner.press(action)
    assert guide.index == step_index("place")
    assert guide.wrong[0] == "fiese15.tutorial.why_red_green"
    assert scene.match.phase is Phase.AWAIT_PLACE and not scene.match.placed
    assert not scene.controls.picker.picked  # the picks start again from none, the cursor on red
    for action in PICK_TWO:  # as the step says, from the start
        learner.press(action)
    assert guide.index == step_index("place") + 1 and guide.wrong is None
    assert set(scene.match.placed) == {"red", "green"}


def test_stopping_where_the_lesson_rolls_on_is_explained(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fiese15", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("card"))
    learner.press("right")  # the focus on Stop
    learner.press("confirm")
    assert guide.wrong[0] == "fiese15.tutorial.why_stop_early"
    assert scene.match.phase is Phase.AWAIT_DECISION and scene.match.scores[0][0] is None
    learner.press("confirm")  # the focus went back to rolling on: confirm rolls, as it says
    assert guide.index == step_index("card") + 1


def test_leaving_through_the_pause_menu_saves_nothing(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fiese15", learner)
    play_through_to(app, scene.tutorial, learner, PLAN, step_index("card"))
    leave_through_pause(app, learner, "fiese15")


SLIPS = ("back", "left", "right", "up", "down", "flip", "rotate")


def act_steps() -> list[int]:
    return [i for i, step in enumerate(tutorial.script().steps) if step.kind == "act"]


@pytest.mark.parametrize("slip", SLIPS)
def test_human_pace_after_one_wrong_key_every_act_step_still_works_as_written(make_app, slip):
    """At every act step the learner first presses a wrong key, then does what the step
    says. A refused move puts the turn back where the instruction starts, so doing it as
    written (again, after the explanation) always goes on; it never takes more."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fiese15", learner)
    guide = scene.tutorial
    for index, step in enumerate(guide.script.steps):
        wait_for_step(app, guide, index)
        if step.kind == "watch":
            run_until(app, lambda i=index: guide.index > i, STEP_LIMIT)
            continue
        if step.kind == "act":
            learner.press(slip)
        for _ in range(2):  # as written; once more after an explanation, never a third time
            if guide.index > index:
                break
            for action in PLAN.get(index, ["confirm"]):
                learner.press(action)
        assert guide.index > index, f"step {index} ({step.say}) stuck after {slip!r}"
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))


def test_human_pace_back_where_the_lesson_rolls_on_is_explained_and_confirm_still_rolls(
    make_app,
):
    """The slip of the report: back where the lesson rolls on is refused (it would stop)
    and the very next Space rolls on, as the step says."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fiese15", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("card"))
    learner.press("back")
    assert guide.wrong is not None and guide.index == step_index("card")
    learner.press("confirm")
    assert guide.index == step_index("card") + 1


def test_human_pace_a_wrong_key_where_the_lesson_rolls_answers(make_app, monkeypatch):
    """F at the first roll (the report's slip) plays the soft error and shakes the panel."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fiese15", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("roll"))
    sounds: list[str] = []
    monkeypatch.setattr(app.audio, "play", lambda name, volume=1.0: sounds.append(name))
    learner.press("flip")
    assert "ui_error" in sounds and scene.controls.nudge > 0
    assert guide.index == step_index("roll")


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("part", [CORE, MORE])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_no_panel_covers_what_its_step_is_about(make_app, lang, part, large):
    """Every step of both parts, in every language and both text sizes: the panel keeps
    clear of the strip, the dice, the buttons, the card and the scores the step is about."""
    app = make_app(scene="title", seed=11, lang=lang)
    app.settings = dataclasses.replace(app.settings, large_text=large)
    learner = Learner(app)
    scene = create_tutorial(app, "fiese15", learner.device, part)
    app.scenes.clear_to(scene)
    guide = scene.tutorial
    problems: list[str] = []

    def look(index: int) -> None:
        with app.text.scaled(large):  # the panel measures its words in the style it draws
            problems.extend(covering(scene, guide, index))

    play_through(app, guide, learner, PLAN if part == CORE else MORE_PLAN, on_step=look)
    assert guide.finished
    assert not problems, problems


def test_human_pace_a_confirm_pressed_to_hurry_the_show_does_not_pass_the_next_step(make_app):
    """Read past "15!" and keep pressing confirm to hurry the new round's strip: the next
    step ("round two: roll") comes up, and a press in its first moment was meant for the
    show before it. It is answered and refused; the step stays on screen to be read (a
    play-test saw the counter jump from 7/11 to 9/11)."""
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app)
    guide = open_tutorial(app, "fiese15", learner).tutorial
    for index in range(6):
        wait_for_step(app, guide, index)
        for action in PLAN.get(index, ["confirm"] if guide.step.kind == "read" else []):
            learner.press(action)
    wait_for_step(app, guide, 6)
    learner.press("confirm")  # read: "15!"
    shown_for = 0
    for _ in range(40):  # confirm every few frames, as an impatient hand does
        learner.press("confirm")
        app.step()
        if guide.index == 7 and guide.shown:
            shown_for = guide.frame - guide.shown_at
        if guide.index > 7:
            break
    assert shown_for >= 24, f"round two's step was up only {shown_for} frames"  # 0.4 s


@pytest.mark.parametrize("name", ["place_all", "place_three"])
def test_placing_steps_leave_the_place_button_and_the_card_in_sight(make_app, name):
    """While a step asks to pick and place dice, its panel covers neither the Place button
    (its value) nor the card (what stopping and a bust pay): a play-test saw both hidden."""
    from game.fiese15.screen.layout import ACTION_RECT, CARD_RECT
    from game.shell.tutorial.panel import panel_rect

    app = make_app(scene="title", seed=11, lang="de")
    learner = Learner(app)
    guide = open_tutorial(app, "fiese15", learner).tutorial
    target = step_index(name)
    play_through_to(app, guide, learner, PLAN, target)
    wait_for_step(app, guide, target)
    rect = panel_rect(app.scenes.top, guide, guide.step)
    assert not rect.colliderect(ACTION_RECT) and not rect.colliderect(CARD_RECT), rect
