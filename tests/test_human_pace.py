"""Every lesson at human pace, with a keyboard half and with a pad: a full minute on every
step, slips, visits to the menu; each lesson must reach its end and every slip must answer.

The CI set is a fixed seed per lesson and device; ``SPIELEKISTE_HUMAN_PACE=long`` runs the
long sweep (ten seeds each, longer waits) and prints its figures:

    SPIELEKISTE_HUMAN_PACE=long .venv/bin/python -m pytest -q -s tests/test_human_pace.py
"""

from __future__ import annotations

import pytest

from game import catalog
from game.shell.tutorial.intro import LIMIT_FRAMES
from tests.driving import run_until
from tests.human_pace import LONG_SWEEP, MINUTE, SECOND, Person, play_lesson, play_match
from tests.test_tutorials import TUTORIALS, plan_of
from tests.tutorial_driving import Learner, open_tutorial

SEEDS = range(10) if LONG_SWEEP else (1,)
DEVICES = ("keyboard", "pad")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("game_id", TUTORIALS)
def test_human_pace_every_lesson_reaches_its_end(make_app, pads, game_id, device, seed):
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app, pads if device == "pad" else None)
    guide = open_tutorial(app, game_id, learner).tutorial
    person = Person(app, learner, seed)
    pace = play_lesson(app, guide, person, plan_of(game_id), game_id)
    print(
        f"{game_id} {device} seed {seed}: finished {guide.finished}, "
        f"{pace.minutes:.1f} min of game time, {pace.presses} presses, {pace.slips} slips, "
        f"{pace.long_waits} long waits, stuck {len(pace.stuck)}, "
        f"unanswered {len(pace.unanswered)}"
    )
    assert not pace.stuck, pace.stuck
    assert guide.finished
    assert not pace.unanswered, f"slips that got no answer: {pace.unanswered}"


MATCH_SEEDS = range(5) if LONG_SWEEP else (2,)


@pytest.mark.parametrize("seed", MATCH_SEEDS)
@pytest.mark.parametrize("game_id", TUTORIALS)
def test_human_pace_a_quick_play_match_of_every_game_reaches_its_results(make_app, game_id, seed):
    """From the title as a newcomer: Quick Play, the lesson offered and declined, the
    options, then a whole match against a CPU at a person's pace, slips and menu visits
    included; it must end in its results."""
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup
    from game.engine import storage
    from game.shell import quick_play
    from game.shell.game_options import GameOptionsScene
    from game.shell.results import ResultsScene
    from game.shell.tutorial.menus import TutorialOfferScene

    info = catalog.game_by_id(game_id)
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "normal"))
    quick_play.remember(MatchSetup(game_id, seats, info.default_options()))
    storage.writer.flush()
    app = make_app(scene="title", seed=seed, lang="en")
    learner = Learner(app)
    person = Person(app, learner, seed)
    person.wait(40)
    person.press("confirm")  # Quick Play
    run_until(app, lambda: isinstance(app.scenes.top, TutorialOfferScene), 120)
    person.think()
    person.press("down")  # "Play": they will learn by playing
    person.press("confirm")
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    person.think()
    person.press("confirm")  # Play!
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    pace = play_match(app, person, lambda: isinstance(app.scenes.top, ResultsScene))
    print(
        f"{game_id} quick play seed {seed}: {pace.minutes:.1f} min of game time, "
        f"{pace.presses} presses, {pace.long_waits} long waits, {pace.rescues} rescues, "
        f"stuck {len(pace.stuck)}"
    )
    assert not pace.stuck, pace.stuck


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_human_pace_a_lesson_whose_pad_is_pulled_goes_on_with_the_keyboard(make_app, pads, game_id):
    """The learner's pad leaves in the middle of a step (pulled, battery gone): the screen
    must not wait for it; the keyboard takes the lesson over and it reaches its end."""
    from game.shell.reconnect import ReconnectScene
    from tests.driving import key

    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app, pads)
    guide = open_tutorial(app, game_id, learner).tutorial
    plan = plan_of(game_id)
    pulled_at = next(i for i, step in enumerate(guide.script.steps) if step.kind == "act")
    person = Person(app, learner, 3)
    person.pace = play_lesson(app, guide, person, plan, game_id, stop=pulled_at)
    assert guide.index == pulled_at and guide.shown and not person.pace.stuck
    learner.pad.detach()
    person.wait(2 * SECOND)
    if isinstance(app.scenes.top, ReconnectScene):
        person.wait(MINUTE)  # nobody notices at once
        key(app, "space")  # the keyboard's confirm takes the seat over
        person.wait(SECOND)
    assert getattr(app.scenes.top, "tutorial", None) is guide, type(app.scenes.top).__name__
    keyboard = Learner(app)
    pace = play_lesson(app, guide, Person(app, keyboard, 3), plan, game_id, start=pulled_at)
    assert not pace.stuck, pace.stuck
    assert guide.finished


@pytest.mark.parametrize("seed", MATCH_SEEDS)
def test_human_pace_a_two_game_evening_from_the_title_reaches_its_podium(make_app, seed):
    """Game night as a newcomer plays it, with the keyboard only: two games ticked, joined
    as a guest beside a CPU, each game's options, both matches at a person's pace, the
    table between them and the podium at the end; every screen must move on with the
    seated keyboard's presses."""
    from game.shell.evening.choose import EveningChooseScene
    from game.shell.evening.podium import EveningPodiumScene
    from game.shell.evening.table import EveningTableScene
    from game.shell.game_options import GameOptionsScene
    from game.shell.lobby import LobbyScene
    from game.shell.results import ResultsScene
    from game.shell.title import TitleScene

    app = make_app(scene="title", seed=seed, lang="en")
    person = Person(app, Learner(app), seed)
    person.wait(40)
    top = lambda: app.scenes.top  # noqa: E731
    assert isinstance(top(), TitleScene)
    labels = [item.label() for item in top().items]
    while top().selected != labels.index(app.t("title.evening")):
        person.press("down")
    person.think()
    person.press("confirm")
    run_until(app, lambda: isinstance(top(), EveningChooseScene), 120)
    for game_id in ("fits", "fiese15"):  # all four come ticked: two are unticked
        while top().keys[top().selected] != game_id:
            person.press("up")
        person.think()
        person.press("confirm")
    assert top().chosen == ["fischkopp", "wuerfelblitz"]
    while top().keys[top().selected] != "join":
        person.press("down")
    person.press("confirm")
    run_until(app, lambda: isinstance(top(), LobbyScene), 120)
    person.think()
    person.press("confirm")  # join: "who are you?" asks, a guest is under the cursor
    run_until(app, lambda: type(top()).__name__ == "WhoAreYouScene", 60)
    person.think()
    person.press("confirm")
    run_until(app, lambda: isinstance(top(), LobbyScene), 60)
    person.press("confirm")  # the cursor waits on the next free seat: a CPU there
    person.press("down")  # to Start
    person.think()
    person.press("confirm")
    for number in range(2):
        run_until(app, lambda: isinstance(top(), GameOptionsScene), 240)
        person.think()
        person.press("confirm")  # Play! (the focus waits on it)
        # New to the game: its start is watched to its end, as a newcomer would.
        run_until(app, lambda: getattr(top(), "is_match", False), LIMIT_FRAMES + 240)
        assert top().setup.game_id == ("fischkopp", "wuerfelblitz")[number]
        pace = play_match(app, person, lambda: isinstance(top(), ResultsScene))
        assert not pace.stuck, pace.stuck
        person.think()
        person.press("confirm")  # Next game / Final standings: the first item
        run_until(app, lambda: isinstance(top(), EveningTableScene | EveningPodiumScene), 240)
        assert isinstance(top(), EveningTableScene)  # the standings, then the next game
        person.wait(MINUTE)  # the table is talked over
        person.press("confirm")
    run_until(app, lambda: isinstance(top(), EveningPodiumScene), 240)
    print(
        f"evening seed {seed}: {person.pace.minutes:.1f} min of game time, "
        f"{person.pace.presses} presses, {person.pace.long_waits} long waits"
    )


def test_human_pace_after_quick_plays_lesson_play_goes_on_to_you_and_the_cpu(make_app):
    """Quick Play offers the lesson to a newcomer; after it, Play goes on where Quick Play
    was going (its options with You + CPU), not to an empty lobby."""
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup
    from game.engine import storage
    from game.shell import quick_play
    from game.shell.game_options import GameOptionsScene
    from game.shell.tutorial.menus import TutorialDoneScene, TutorialOfferScene
    from tests.test_tutorials import plan_of
    from tests.tutorial_driving import play_through

    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "hard"))
    quick_play.remember(MatchSetup("fiese15", seats, {"zocker": False, "handicap": False}))
    storage.writer.flush()
    app = make_app(scene="title", seed=3, lang="en")
    learner = Learner(app)
    person = Person(app, learner, 3)
    person.wait(40)
    person.press("confirm")  # Quick Play
    run_until(app, lambda: isinstance(app.scenes.top, TutorialOfferScene), 120)
    person.think()
    person.press("confirm")  # Learn it by playing
    run_until(app, lambda: getattr(app.scenes.top, "tutorial", None) is not None, 120)
    guide = app.scenes.top.tutorial
    play_through(app, guide, learner, plan_of("fiese15"))
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene), 600)
    person.think()
    person.press("confirm")  # Play Fiese 15
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    options = app.scenes.top
    assert options.game.id == "fiese15"
    assert [(s.is_cpu, s.level) for s in options.seats] == [(False, "normal"), (True, "hard")]
    assert options.items[options.selected].label() == app.t("options.play")
