"""Würfelblitz's guided first game: the planned throws are worth what the lesson says,
it plays to its end with a keyboard and with a pad (every step waiting for its press),
a wrong call is explained and retried with nothing changed, the round clock waits for the
learner, and leaving it through the pause menu saves nothing."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.shell import autosave
from game.shell.tutorial import panel
from game.shell.tutorial.menus import TutorialDoneScene
from game.shell.tutorial.start import create_tutorial
from game.shell.tutorial.steps import CORE, MORE
from game.wuerfelblitz.logic import ROUND_TIMEOUT_FRAMES, Phase, answer, explain
from game.wuerfelblitz.screen import tutorial
from game.wuerfelblitz.screen.layout import TABLE_RECT, picker_rect
from tests.driving import run, run_until
from tests.human_pace import LONG_SWEEP, Person, play_lesson
from tests.test_safe_area import LANGUAGES, SAFE_AREA
from tests.test_tutorials import covering
from tests.tutorial_driving import (
    Learner,
    leave_through_pause,
    open_tutorial,
    play_through,
    play_through_to,
)

# The word each language uses for the sign inside a white die's coloured disc.
# The word the how-to uses for a colour's shape too: one name for one thing.
SHAPE = {"en": "shape", "de": "Form", "fr": "forme", "it": "forma", "es": "forma", "nl": "vorm"}
# Every picker starts a round at 10: up/down ±1, right/left ±5.
PLAN = {
    1: ["confirm"],  # throw
    3: ["right", "confirm"],  # 15
    5: ["confirm"],
    7: ["down", "confirm"],  # 9
}
# The second part: a match of its own.
MORE_PLAN = {
    0: ["confirm"],
    1: ["up", "up", "confirm"],  # 12
    2: ["confirm"],
    3: ["left", "left", "confirm"],  # 0
    4: ["confirm"],
    5: ["down", "down", "confirm"],  # 8
    6: ["confirm"],
    7: ["up", "confirm"],  # 11
    9: ["confirm"],
    11: ["left", "up", "confirm"],  # 6
}
CALL_STEPS = ("call_first", "call_dot")
THROW_STEPS = ("throw", "throw_winner")
MORE_CALL_STEPS = ("call_three", "call_zero", "call_twister", "call_tie", "call_last")
MORE_THROW_STEPS = ("three_whites", "throw_zero", "twister", "throw_tie", "throw_wrong")


def step_index(name: str, part=tutorial.script) -> int:
    keys = [step.say for step in part().steps]
    return keys.index(f"wuerfelblitz.tutorial.{name}")


def more_index(name: str) -> int:
    return step_index(name, tutorial.more_script)


def test_the_plan_names_the_steps_it_means():
    assert [step_index(n) for n in THROW_STEPS] == [1, 5]
    assert [step_index(n) for n in CALL_STEPS] == [3, 7]
    assert set(PLAN) == {step_index(n) for n in THROW_STEPS + CALL_STEPS}
    assert [more_index(n) for n in MORE_THROW_STEPS] == [0, 2, 4, 6, 9]
    assert [more_index(n) for n in MORE_CALL_STEPS] == [1, 3, 5, 7, 11]
    assert set(MORE_PLAN) == {more_index(n) for n in MORE_THROW_STEPS + MORE_CALL_STEPS}


def test_the_planned_throws_teach_what_the_steps_say():
    throws, more = tutorial.THROWS, tutorial.MORE_THROWS
    assert [answer(throw) for throw in throws] == list(tutorial.ANSWERS) == [15, 9]
    twister = [i >= tutorial.TWISTER_FROM for i in range(len(more))]
    sums = [answer(throw, on) for throw, on in zip(more, twister, strict=True)]
    assert sums == list(tutorial.MORE_ANSWERS) == [12, 0, 8, 11, 6]
    why = [explain(throw) for throw in throws]
    # 1: two white dots knock out blue and red, no coloured die shows a dot
    assert why[0].excluded == ("blue", "red") and len(why[0].dots) == 2
    # 2: green on its dot face knocks out red and counts 0
    assert ("green", "red") in why[1].dots and "red" in why[1].excluded
    assert next(d for d in why[1].dice if d.colour == "green").pips == 0
    assert all(len(throw.whites) == 2 for throw in throws)
    # The second part: three white dice; its first two throws without the brain-twister
    why = [explain(throw, on) for throw, on in zip(more, twister, strict=True)]
    assert all(len(throw.whites) == 3 for throw in more)
    # 2: every die with pips knocked out; 3: green twice turns 11 into 8
    assert not why[1].terms and why[1].answer == 0
    assert why[2].twisted and why[2].doubled == ("green",) and answer(more[2]) == 11
    # 4 and 5 under the brain-twister, but no colour twice: the usual sum
    assert not why[3].doubled and not why[4].doubled
    assert tutorial.MORE_ANSWERS[tutorial.WRONG_ROUND] != tutorial.WRONG_NUMBER
    # Throw 1 has no colour twice; 2 shows yellow twice, which counts for nothing until
    # the table takes up the brain-twister at throw 3.
    assert not why[0].doubled and why[1].doubled == ("yellow",)
    assert tutorial.MORE_ROUND_OPTIONS[tutorial.TWISTER_FROM] == {"brain_twister": True}


def open_more(app, learner: Learner):
    """The lesson's second part, as its offer starts it."""
    scene = create_tutorial(app, "wuerfelblitz", learner.device, MORE)
    app.scenes.clear_to(scene)
    run(app, 1)
    return scene


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
    assert match.options.whites == 2 and not match.options.brain_twister
    assert [(t.whites, t.blacks) for t in match.tallies] == [(2, 0), (0, 0), (0, 0)]
    assert guide.wrong_count == 0
    assert "wuerfelblitz" in app.people.box.learned
    autosave.flush()
    assert not autosave.autosave_path().exists()  # a tutorial is never saved


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_a_learner_plays_the_second_part_to_its_end(make_app, pads, device):
    app = make_app(scene="title")
    learner = Learner(app, pads if device == "pad" else None)
    scene = open_more(app, learner)
    guide = scene.tutorial
    play_through(app, guide, learner, MORE_PLAN)
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))
    match = scene.match
    assert match.throw == tutorial.MORE_THROWS[-1]
    assert match.options.whites == 3 and match.options.brain_twister
    tallies = [(t.whites, t.blacks) for t in match.tallies]
    # Five right calls: a black disc and two white ones. Both CPUs tied once; P3's wrong
    # call handed its white disc back.
    assert tallies == [(2, 1), (1, 0), (0, 0)]
    assert [t.wrong for t in match.tallies] == [0, 0, 1]
    assert guide.wrong_count == 0
    autosave.flush()
    assert not autosave.autosave_path().exists()


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
    scene = open_more(app, learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, MORE_PLAN, more_index(name))
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
    play_through_to(app, scene.tutorial, learner, PLAN, step_index("add"))
    leave_through_pause(app, learner, "wuerfelblitz")


# ----- human pace: the panel keeps what a step is about in sight --------------------------------


def _number_ink(records, scene) -> pygame.Rect:
    """Where the learner's number landed on the canvas, as drawn (its digits' pixels)."""
    value = str(scene.pickers[tutorial.LEARNER].value)
    centre = picker_rect(tutorial.LEARNER, len(scene.pickers)).centerx
    inks = [
        r.ink
        for r in records
        if r.text == value and abs(r.ink.centerx - centre) < 24 and r.ink.top > TABLE_RECT.top
    ]
    assert len(inks) == 1, f"the learner's number {value} not found once: {inks}"
    return inks[0]


@pytest.mark.parametrize("large_text", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("part", [CORE, MORE])
def test_human_pace_the_panel_leaves_the_learners_number_and_every_zone_in_sight(
    make_app, drawn, part, lang, large_text
):
    """Every step of both parts, six languages, both text sizes: the panel covers none of
    the places the step is about, and at every call the learner sees the number they dial."""
    records, canvases = drawn
    app = make_app(scene="title", seed=11, lang=lang)
    app.settings = replace(app.settings, large_text=large_text)
    canvases.append(app.display.canvas)
    learner = Learner(app)
    scene = create_tutorial(app, "wuerfelblitz", learner.device, part)
    app.scenes.clear_to(scene)
    guide = scene.tutorial
    problems: list[str] = []

    def look(index: int) -> None:
        step = guide.script.steps[index]
        with app.text.scaled(large_text):
            problems.extend(covering(scene, guide, index))
            rect = panel.panel_rect(scene, guide, step)
        if step.why is not None:  # a call: the learner dials and reads their number
            records.clear()
            app.draw()
            number = _number_ink(records, scene)
            if rect.colliderect(number):
                problems.append(f"step {index} ({step.say}): the panel covers {tuple(number)}")

    play_through(app, guide, learner, PLAN if part == CORE else MORE_PLAN, on_step=look)
    assert guide.finished
    assert not problems, problems


@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_the_white_dice_are_named_for_what_they_show(make_app, lang):
    """A white die shows a coloured disc with its colour's shape inside (a red one a heart),
    never pips: the step that brings them names each colour they show and their shape, in
    the how-to's word for it."""
    app = make_app(scene="title", seed=11, lang=lang)
    learner = Learner(app)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    guide = scene.tutorial
    index = step_index("add")
    play_through_to(app, guide, learner, PLAN, index)
    words = panel.step_text(scene, guide, guide.step)
    for colour in set(scene.match.throw.whites):
        assert app.t(f"wuerfelblitz.colour.{colour}") in words
    assert SHAPE[lang] in words
    assert SHAPE[lang] in app.t("howto.wuerfelblitz.1.text")


@pytest.mark.parametrize("seed", range(10) if LONG_SWEEP else (1, 2))
@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_human_pace_the_second_part_reaches_its_end(make_app, pads, device, seed):
    """The second part at a person's pace: a minute on every step, slips, the menu."""
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app, pads if device == "pad" else None)
    guide = open_more(app, learner).tutorial
    pace = play_lesson(app, guide, Person(app, learner, seed), MORE_PLAN, "wuerfelblitz")
    assert not pace.stuck, pace.stuck
    assert guide.finished
    assert not pace.unanswered, f"slips that got no answer: {pace.unanswered}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_offer_of_the_second_part_fits_the_screen_in_large_text(make_app, lang):
    """ "More: <topic> (2 min)" is one line of the done menu: inside the safe area."""
    app = make_app(scene="title", seed=11, lang=lang)
    more = tutorial.more_script()
    words = app.t("tutorial.done_more", topic=app.t(more.topic), minutes=more.minutes)
    with app.text.scaled(True):
        assert app.text.size(words, "body")[0] <= SAFE_AREA.width, words


def test_human_pace_a_call_the_lesson_refuses_is_explained_in_the_panel(make_app):
    """Space on the untouched picker (10) at a call step calls 10 once the dice lie still:
    the lesson refuses the wrong sum and its panel says why (the picker's word lies under
    the panel), with the refusal sound."""
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app)
    guide = open_tutorial(app, "wuerfelblitz", learner).tutorial
    index = step_index("call_dot")
    play_through_to(app, guide, learner, PLAN, index)
    run(app, 60)
    learner.press("confirm")
    assert guide.index == index
    key, values = guide.wrong
    assert key == "wuerfelblitz.tutorial.why_wrong" and values["number"] == 10


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lessons_words_leave_the_learners_number_in_sight(make_app, lang):
    """Whenever a step's words stand at the bottom (the answer explained aside, which the
    table shows over the dice), the learner's picker stands high enough that its name and
    number show above them (a play-test saw the panel over P1's picker)."""
    from game.shell.tutorial.panel import panel_rect
    from game.wuerfelblitz.screen.stages import STAGE_EXPLAIN
    from tests.test_tutorials import plan_of
    from tests.tutorial_driving import Learner, open_tutorial, wait_for_step

    app = make_app(scene="title", seed=11, lang=lang)
    learner = Learner(app)
    scene = open_tutorial(app, "wuerfelblitz", learner)
    guide, plan = scene.tutorial, plan_of("wuerfelblitz")
    checked = 0
    for index, step in enumerate(guide.script.steps):
        wait_for_step(app, guide, index)
        if guide.index == index and guide.shown and step.kind != "watch":
            for _ in range(50):  # the picker rises to its place
                app.step()
            if scene.stage != STAGE_EXPLAIN:
                number = scene.pickers[0].box(len(scene.pickers))
                number.height = 62  # its name band and its number
                words = panel_rect(scene, guide, step)
                assert not words.colliderect(number), (step.say, words, number)
                checked += 1
            for action in plan.get(index, ["confirm"] if step.kind == "read" else []):
                learner.press(action)
    assert checked >= 4
