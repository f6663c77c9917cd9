"""Fischkopp's guided first game: played to its end with a keyboard and with a pad, every
step waiting for its learner, the planned dice giving what the texts name, wrong covers
explained and retried, the room shouting along, its second part (the Gräte), and leaving
it cleanly. The human-pace cases: panels clear of what their step names, slips answered,
no step or CPU moving on while the learner reads."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.fischkopp.logic import Phase
from game.fischkopp.logic.board import covered_fields
from game.fischkopp.screen import tutorial
from game.fischkopp.screen.layout import cell_rect
from game.shell import autosave
from game.shell.tutorial import panel
from game.shell.tutorial.menus import TutorialDoneScene
from game.shell.tutorial.start import create_tutorial
from game.shell.tutorial.steps import CORE, MORE
from tests import tutorial_driving
from tests.driving import key, run, run_until
from tests.human_pace import Person, play_lesson
from tests.test_large_text import large
from tests.test_safe_area import LANGUAGES, SAFE_AREA
from tests.test_tutorials import covering
from tests.tutorial_driving import (
    Learner,
    leave_through_pause,
    open_tutorial,
    play_through,
    play_through_to,
    wait_for_step,
)

MINUTE = 3600  # frames


def step_index(name: str, part: str = CORE) -> int:
    script = tutorial.script() if part == CORE else tutorial.more()
    keys = [step.say for step in script.steps]
    return keys.index(f"fischkopp.tutorial.{name}")


ROLL = ["confirm"]
PLAN = {
    step_index("sum"): [*ROLL, "right", "right", "confirm"],  # 1, 3 or the sum 4
    step_index("one"): [*ROLL, "confirm"],  # 1, 2, 3: 1 is under the cursor
    step_index("three"): [*ROLL, "confirm"],  # 3, 6
    step_index("fischkopp"): [*ROLL, "confirm"],  # only 2
    step_index("shout"): ["flip"],  # pressed until the window closes, or ten times
    step_index("again"): [*ROLL, "confirm"],  # only 2
    step_index("roll_stuck"): ROLL,  # 2 + 2: nothing fits
}
MORE_PLAN = {
    step_index("fish_two", MORE): [*ROLL, "right", "confirm"],  # 1, 2
    step_index("six", MORE): [*ROLL, "right", "confirm"],  # 3, 6
    step_index("four", MORE): [*ROLL, "confirm"],  # only 4
    step_index("eight", MORE): [*ROLL, "confirm"],  # only 8
    step_index("ten", MORE): [*ROLL, "confirm"],  # only 10
    step_index("graete", MORE): [*ROLL, "confirm"],  # only 12: the Gräte
}
# The fields covered when each turn step comes up (its roll still to come): the texts
# name exactly these.
COVERED = {
    "sum": (),
    "one": (4,),
    "three": (1, 4),
    "fischkopp": (1, 3, 4),
    "again": (4,),
    "roll_stuck": (2, 4),
}


def test_the_plan_names_the_steps_it_means():
    steps = tutorial.script().steps
    assert len(steps) <= 12
    assert {i for i, s in enumerate(steps) if s.kind == "act"} == set(PLAN) - {step_index("shout")}
    assert steps[step_index("shout")].kind == "watch"
    assert steps[-1].kind == "read"
    more = tutorial.more().steps
    assert {i for i, s in enumerate(more) if s.kind == "act"} == set(MORE_PLAN)


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_a_learner_plays_the_tutorial_to_its_end(make_app, pads, device):
    app = make_app(scene="title")
    learner = Learner(app, pads if device == "pad" else None)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    seen: dict[str, tuple] = {}

    def look(index: int) -> None:
        name = guide.script.steps[index].say.rsplit(".", 1)[1]
        if name in COVERED:
            seen[name] = covered_fields(scene.match.board)
        if name == "shout":  # 1, 2, 3 washed off; the window is open for everyone
            assert scene.match.window_open and scene.match.turn_fischkoepfe == 1
            assert covered_fields(scene.match.board) == (4,)

    play_through(app, guide, learner, PLAN, look)
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))
    assert seen == COVERED
    # Stuck on 2 + 2 with 72 open; the CPU's ones and twos leave 75.
    match = scene.match
    assert match.is_over and match.scores == [72, 75] and match.fischkoepfe == [1, 0]
    assert match.winner == 0
    assert match.shouts.penalties[0] == 0 and match.shouts.crowns[0] == 1  # shouted, loudest
    assert guide.wrong_count == 0
    assert "fischkopp" in app.people.box.learned
    assert not app.people.box.played("fischkopp")  # the lesson's match is no record
    autosave.flush()
    assert not autosave.autosave_path().exists()  # a tutorial is never saved


# The core's words in each language when it did not yet say the two things below.
WORDS_BEFORE = {"en": 169, "de": 171, "fr": 196, "it": 178, "es": 181, "nl": 171}


def test_the_lesson_says_what_the_fish_fields_are_and_that_a_fischkopp_can_cost(make_app):
    """The core says what the blue fish fields are for (all six and no odd one: a Gräte,
    -1), and, once the Fischkopp has cleared 1, 2 and 3, that this is good or bad
    depending on the board rather than a goal that then leaves the learner at 72; in no
    more steps or words than before."""
    app = make_app(scene="title", lang="en")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    said: dict[str, tuple[str, tuple[int, ...]]] = {}

    def look(index: int) -> None:
        step = guide.script.steps[index]
        said[step.say] = (panel.step_text(scene, guide, step), covered_fields(scene.match.board))

    play_through(app, guide, learner, PLAN, look)
    fish = [text for text, _ in said.values() if "fish field" in text and "Gräte" in text]
    assert fish and all("six" in text and "odd" in text and "-1" in text for text in fish)
    # On the board the Fischkopp cleared down to 4: what that clearing is worth.
    after = [text for text, board in said.values() if board == (4,)]
    assert any("good" in text and "bad" in text for text in after), after
    assert "for a Fischkopp" not in said["fischkopp.tutorial.one"][0]  # no goal in itself
    steps = guide.script.steps
    assert len(steps) <= 12
    folder = Path(__file__).parent.parent / "assets" / "i18n" / "fischkopp"
    for lang, before in WORDS_BEFORE.items():
        texts = json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
        assert sum(len(texts[step.say].split()) for step in steps) <= before, lang


def test_the_second_part_covers_the_six_fish_fields_for_a_graete(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = create_tutorial(app, "fischkopp", learner.device, MORE)
    app.scenes.clear_to(scene)
    guide = scene.tutorial
    assert guide.script.part == MORE
    play_through(app, guide, learner, MORE_PLAN)
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))
    match = scene.match
    assert match.is_over and match.scores == [-1, 75] and match.winner == 0
    assert guide.wrong_count == 0


def test_a_wrong_cover_is_explained_and_can_be_retried(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("sum"))
    learner.press("confirm")  # the roll goes through: the step wants a cover after it
    run_until(app, lambda: scene.awaiting_human)
    learner.press("confirm")  # the cursor starts on die 1: 1
    assert guide.index == step_index("sum")
    assert guide.wrong == ("fischkopp.tutorial.why_sum", {"field": 1})
    match = scene.match
    assert match.phase is Phase.COVER and match.board == 0 and match.choices == (1, 3, 4)
    for action in ("right", "right", "confirm"):
        learner.press(action)
    assert guide.index == step_index("sum") + 1 and guide.wrong is None
    assert covered_fields(match.board) == (4,)


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
    play_through_to(app, scene.tutorial, learner, PLAN, step_index("three"))
    leave_through_pause(app, learner, "fischkopp")


# ----- human pace ----------------------------------------------------------------------------
def named_fields(text: str) -> set[int]:
    """The board's fields an English instruction names ("cover 4", "2 and 4 are taken"):
    numbers 1 to 12, but not a die's name ("die 1") or a score."""
    numbers = re.findall(r"(?<![\w-])(?<!die )(\d{1,2})(?![\w])", text)
    return {int(n) for n in numbers if 1 <= int(n) <= 12}


@pytest.mark.parametrize("part", [CORE, MORE])
@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_fischkopp_panels_keep_what_their_step_names_in_view(make_app, lang, size, part):
    """Every step's panel leaves its zones clear (the dice, the fields it names, the choices
    the cursor walks, the rows it talks about), in every language, in both text sizes, in
    both parts; and every field an English step names is among them."""
    app = make_app(scene="title", seed=11, lang=lang)
    if size == "large":
        large(app)
    learner = Learner(app)
    scene = create_tutorial(app, "fischkopp", learner.device, part)
    app.scenes.clear_to(scene)
    guide = scene.tutorial
    problems: list[str] = []

    def look(index: int) -> None:
        step = guide.script.steps[index]
        with app.text.scaled(size == "large"):
            problems.extend(covering(scene, guide, index))
            rect = panel.panel_rect(scene, guide, step)
        if lang == "en":
            words = panel.step_text(scene, guide, step)
            for field in sorted(named_fields(words)):
                if rect.colliderect(cell_rect(field)):
                    problems.append(f"step {index} ({step.say}): the panel covers field {field}")

    play_through(app, guide, learner, PLAN if part == CORE else MORE_PLAN, look)
    assert guide.finished
    assert not problems, problems


def test_human_pace_a_slip_in_a_turn_step_answers_and_the_step_still_works(make_app):
    """Back, rotate and an early shout while a step asks to roll and cover: each answers
    (the refusal sound; the shout is explained and costs no point), and the step's own
    presses still do what it says."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    sounds: list[str] = []
    play = app.audio.play
    app.audio.play = lambda name, volume=1.0: (sounds.append(name), play(name, volume))
    index = step_index("sum")
    play_through_to(app, guide, learner, PLAN, index)
    for slip in ("back", "rotate", "flip"):
        sounds.clear()
        learner.press(slip)
        assert "ui_error" in sounds, slip
    assert guide.wrong[0] == "fischkopp.tutorial.why_early"
    assert scene.match.shouts.penalties[0] == 0
    assert scene.match.board == 0 and guide.index == index
    for action in PLAN[index]:
        learner.press(action)
    run_until(app, lambda: guide.index > index)
    assert covered_fields(scene.match.board) == (4,)


def test_human_pace_moves_pressed_while_the_dice_land_are_kept(make_app):
    """Roll and choose at once, as quick hands do: the dice land at once and the cursor
    walks as pressed (never a dropped press, never a cover nobody chose)."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("sum"))
    learner.press("confirm")
    assert scene.timeline.busy and not scene.beats.shown_choices  # the dice tumble
    learner.press("right")
    learner.press("right")
    run_until(app, lambda: scene.awaiting_human)
    assert scene.beats.shown_choices[scene.beats.cursor] == 4 and scene.match.board == 0


def test_human_pace_nothing_moves_on_while_the_learner_reads(make_app, monkeypatch):
    """A full minute on every step: no read or act step passes by itself, the CPU's turn
    waits while the learner reads how their own turn ended, and the final tally waits for
    the last step."""
    monkeypatch.setattr(tutorial_driving, "WAITS", MINUTE)
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fischkopp", learner)
    guide = scene.tutorial

    def look(index: int) -> None:
        name = guide.script.steps[index].say.rsplit(".", 1)[1]
        if name == "stuck":  # a minute later: still the learner's board, the CPU has not rolled
            assert scene.beats.shown_seat == tutorial.LEARNER
            assert set(scene.beats.markers) == {2, 4}
            assert scene.match.phase is Phase.ROLL and scene.match.board == 0
        if name == "end":
            assert scene.tally is None and not scene.result_sent

    play_through(app, guide, learner, PLAN, look)  # fails on a step gone by itself
    run(app, 30)
    assert isinstance(app.scenes.top, TutorialDoneScene)


@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_human_pace_the_second_part_reaches_its_end(make_app, pads, device):
    """The Gräte part as a person takes it: a minute on every step, slips, the menu."""
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app, pads if device == "pad" else None)
    scene = create_tutorial(app, "fischkopp", learner.device, MORE)
    app.scenes.clear_to(scene)
    run(app, 1)
    pace = play_lesson(app, scene.tutorial, Person(app, learner, 3), MORE_PLAN, "fischkopp")
    assert not pace.stuck, pace.stuck
    assert scene.tutorial.finished and scene.match.scores == [-1, 75]
    assert not pace.unanswered, pace.unanswered


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_offer_of_the_second_part_fits_the_screen_in_large_text(make_app, lang):
    """ "More: <topic> (1 min)" is one line of the done menu: inside the safe area."""
    app = make_app(scene="title", seed=11, lang=lang)
    more = tutorial.more()
    words = app.t("tutorial.done_more", topic=app.t(more.topic), minutes=more.minutes)
    with app.text.scaled(True):
        assert app.text.size(words, "body")[0] <= SAFE_AREA.width, words
