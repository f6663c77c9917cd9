"""The tutorial kit: the guide's steps and gate, where tutorials are offered, how they end,
and what is remembered. Each game's own lesson is tested beside the game."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from game import catalog
from game.cli import parse_args
from game.engine import storage
from game.engine.input import Action, InputEvent
from game.shell.game_select import GameSelectScene
from game.shell.lobby import LobbyScene
from game.shell.pause import LearnNowScene, PauseScene
from game.shell.people.store import PeopleStore
from game.shell.tutorial.guide import DEFAULT_WHY, READ_WHY, WATCH_WHY, Guide
from game.shell.tutorial.menus import TutorialDoneScene, TutorialOfferScene
from game.shell.tutorial.steps import Script, Step
from tests.driving import key, run, run_until


class FakeScene:
    """Just what a guide reads of its match scene."""

    uses_spectators = False

    def __init__(self) -> None:
        self.timeline = SimpleNamespace(busy=False)
        self.live = True
        self.app = SimpleNamespace(
            audio=SimpleNamespace(play=lambda name: None),
            input=SimpleNamespace(is_spectator=lambda device: False),
        )
        self.flag = False

    def takes_moves(self) -> bool:
        return self.live


def press(action: Action, device: str = "kb_left", seat: int | None = 0) -> InputEvent:
    return InputEvent(device, action, seat=seat, participant=None if seat is None else 1)


def guide_of(*steps: Step) -> tuple[Guide, FakeScene]:
    scene = FakeScene()
    guide = Guide(Script("fiese15", steps, lambda: None))
    guide.update(scene)
    return guide, scene


def test_human_pace_a_read_step_goes_on_with_confirm_only_and_answers_a_slip():
    guide, scene = guide_of(Step("a"), Step("b", expect=lambda a: a == "drop"))
    scene.live = False  # the next step waits for the screen
    assert guide.shown and guide.index == 0
    assert guide.handle(scene, press(Action.BACK)) is None  # a slip never reaches the match
    assert guide.index == 0 and guide.wrong[0] == READ_WHY  # it says what goes on
    assert guide.handle(scene, press(Action.CONFIRM)) is None  # taken by the guide
    assert guide.index == 1 and not guide.shown


def test_human_pace_a_step_about_the_same_moment_comes_up_with_the_confirm():
    """Nothing runs between two read steps: a timer cannot pass by what the second waits
    for (the Würfelblitz lesson locked when its explanation timed out between them)."""
    guide, scene = guide_of(Step("a"), Step("b", ready=lambda s: s.live))
    guide.handle(scene, press(Action.CONFIRM))
    assert guide.index == 1 and guide.shown
    scene.live = False  # the moment passes: the step is up already and stays
    guide.update(scene)
    assert guide.shown


def test_a_step_waits_for_the_screen_before_it_shows():
    guide, scene = guide_of(Step("a", expect=lambda a: a == "drop"), Step("b"))
    scene.live = False
    guide.shown = False
    guide.update(scene)
    assert not guide.shown
    assert not guide.allows(scene, "drop")  # a move before the step is up is not taken
    scene.live = True
    guide.update(scene)
    assert guide.shown


def test_the_gate_takes_the_expected_move_and_explains_any_other():
    why = lambda scene, action: ("my.why", {"n": 2}) if action == "left" else None  # noqa: E731
    guide, scene = guide_of(Step("a", expect=lambda a: a == "drop", why=why), Step("b"))
    assert not guide.allows(scene, "left")
    assert guide.wrong == ("my.why", {"n": 2}) and guide.index == 0
    assert not guide.allows(scene, "right")
    assert guide.wrong == (DEFAULT_WHY, {})
    assert guide.allows(scene, "drop")
    assert guide.index == 1 and guide.wrong is None and guide.wrong_count == 2


def test_read_and_watch_steps_refuse_moves_with_their_own_words():
    guide, scene = guide_of(Step("a"), Step("b", until=lambda s: s.flag), Step("c"))
    assert not guide.allows(scene, "drop") and guide.wrong[0] == READ_WHY
    guide.handle(scene, press(Action.CONFIRM))
    guide.update(scene)
    assert not guide.allows(scene, "drop") and guide.wrong[0] == WATCH_WHY
    scene.flag = True
    guide.update(scene)
    assert guide.index == 2


def test_an_explanation_fades_after_a_while():
    guide, scene = guide_of(Step("a", expect=lambda a: False))
    guide.allows(scene, "x")
    for _ in range(400):
        guide.update(scene)
    assert guide.wrong is None


def test_any_free_device_acts_for_the_learner_and_the_lesson_ends():
    guide, scene = guide_of(Step("a", expect=lambda a: a == "x"), Step("b"))
    event = guide.handle(scene, press(Action.LEFT, "pad:3", seat=None))
    assert event.seat == 0 and event.device == "pad:3"
    assert guide.allows(scene, "x")
    assert guide.device == "pad:3"  # its glyphs are shown from now on
    guide.update(scene)
    guide.handle(scene, press(Action.CONFIRM, "pad:3", seat=None))
    assert guide.finished and guide.step is None
    assert guide.allows(scene, "anything")  # the match plays on after the lesson


def test_the_first_choice_of_a_game_offers_its_tutorial_once(make_app):
    app = make_app(scene="select")
    run(app, 40)
    select = app.scenes.top
    select.selected = [g.id for g in catalog.GAMES].index("fiese15")
    key(app, "space")
    assert isinstance(app.scenes.top, TutorialOfferScene)
    key(app, "down")  # "Play"
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)
    assert "fiese15" in app.people.box.offered  # nobody said who they are: the box's
    storage.writer.flush()
    assert "fiese15" in PeopleStore.load().box.offered  # asked once, also tomorrow
    app.scenes.clear_to(GameSelectScene(select.selected))
    run(app, 5)
    key(app, "space")  # asked once: straight to the lobby now
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)


def test_human_pace_quick_play_on_a_fresh_box_offers_the_lesson_first(make_app):
    """Two presses from the title used to put a group that never heard of the game into a
    match: Quick Play asks first too, and one press still skips."""
    from game.shell.game_options import GameOptionsScene
    from game.shell.title import TitleScene

    app = make_app(scene="title")
    run(app, 40)
    assert isinstance(app.scenes.top, TitleScene) and app.scenes.top.quick_game
    key(app, "space")  # the first item: Quick Play
    run(app, 5)
    assert isinstance(app.scenes.top, TutorialOfferScene)
    assert app.scenes.top.game_id == "fiese15"
    assert app.t("tutorial.offer_learn", minutes=2) in [i.label() for i in app.scenes.top.items]
    key(app, "down")  # "Play"
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    app.scenes.clear_to(TitleScene())
    run(app, 40)
    key(app, "space")  # asked once: the options at once now
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)


def test_learn_on_the_game_select_screen_starts_the_lesson(make_app):
    app = make_app(scene="select")
    run(app, 40)
    app.scenes.top.selected = [g.id for g in catalog.GAMES].index("fiese15")
    key(app, "q")
    run_until(app, lambda: getattr(app.scenes.top, "tutorial", None) is not None, 120)
    assert app.input.device_of(0) == "kb_left"


def test_the_pause_menu_of_a_match_offers_the_lesson_and_a_lesson_offers_to_leave(make_app):
    """Learn by playing from a match asks first (Back preselected); the lesson then offers
    the way back to the match, which was saved and comes back as it was."""
    app = make_app(scene="fiese15", seats=["human", "cpu"])
    run(app, 10)
    match = app.scenes.top
    match.autosave()
    run(app, 5)
    key(app, "esc")
    labels = [item.label() for item in app.scenes.top.items]
    assert app.t("pause.learn") in labels
    app.scenes.top.items[labels.index(app.t("pause.learn"))].activate()
    assert isinstance(app.scenes.top, LearnNowScene)
    key(app, "space")  # a press too many: Back, to the pause menu over the same match
    assert isinstance(app.scenes.top, PauseScene) and app.scenes.top.match_scene is match
    app.scenes.top.items[labels.index(app.t("pause.learn"))].activate()
    key(app, "down")
    key(app, "space")
    run_until(app, lambda: getattr(app.scenes.top, "tutorial", None) is not None, 120)
    key(app, "esc")
    assert isinstance(app.scenes.top, PauseScene)
    labels = [item.label() for item in app.scenes.top.items]
    assert app.t("tutorial.back_to_match") in labels and app.t("pause.learn") not in labels
    app.scenes.top.items[labels.index(app.t("tutorial.back_to_match"))].activate()
    run_until(app, lambda: getattr(app.scenes.top, "game_id", "") == "fiese15", 120)
    back = app.scenes.top
    assert back.tutorial is None and back.resumed
    assert back.save_state() == match.save_state()


def test_a_lesson_without_a_waiting_match_offers_to_leave_to_the_games(make_app):
    app = make_app(scene="tutorial", game="fiese15")
    run(app, 5)
    key(app, "esc")
    labels = [item.label() for item in app.scenes.top.items]
    assert app.t("pause.leave_tutorial") in labels
    assert app.t("tutorial.back_to_match") not in labels


def test_the_end_of_a_lesson_offers_the_game_again_and_the_way_back(make_app):
    app = make_app(scene="tutorial", game="fiese15")
    run(app, 5)
    guide = app.scenes.top.tutorial
    guide.index = guide.count - 1
    guide.shown = True  # its last step is up (the moment it waits for is not played here)
    key(app, "space")
    run(app, 2)
    done = app.scenes.top
    assert isinstance(done, TutorialDoneScene)
    assert "fiese15" in app.people.box.learned
    labels = [item.label() for item in done.items]
    assert labels[0] == app.t("tutorial.done_play", game="Fiese 15")
    assert app.t("tutorial.back_to_match") not in labels  # no match of it waits
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)


def test_the_end_of_a_lesson_offers_the_match_left_for_it_first(make_app):
    app = make_app(scene="fiese15", seats=["human", "cpu"])
    run(app, 10)
    app.scenes.top.autosave()
    run(app, 5)
    app.scenes.clear_to(TutorialDoneScene("fiese15"))
    run(app, 2)
    labels = [item.label() for item in app.scenes.top.items]
    assert labels[0] == app.t("tutorial.back_to_match")
    key(app, "space")
    run_until(app, lambda: getattr(app.scenes.top, "game_id", "") == "fiese15", 120)
    assert app.scenes.top.resumed


def test_a_tutorial_flag_needs_a_game_with_a_tutorial(capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(["--scene", "tutorial"], ["fits", "fiese15"], ["en"])
    assert stop.value.code == 2 and "--scene tutorial needs --game" in capsys.readouterr().err
    config = parse_args(["--scene", "tutorial", "--game", "fiese15"], ["fits", "fiese15"], ["en"])
    assert config.scene == "tutorial" and config.game == "fiese15"


def test_learned_and_offered_survive_a_restart_and_a_hostile_file(private_home):
    store = PeopleStore()
    anna = store.add("Anna")
    store.picked("pad:1", anna)
    store.remember("pad:1", "learned", "fiese15")
    store.remember(None, "offered", "fits")  # nobody chosen: the box's
    storage.writer.flush()
    again = PeopleStore.load()
    assert again.get(anna.id).learned == ["fiese15"] and again.get(anna.id).offered == []
    assert again.box.offered == ["fits"] and again.box.learned == []
    path = storage.data_dir() / "people.json"
    data = json.loads(path.read_text())
    data["data"]["box"]["learned"] = [1, None, "fits", *["x"] * 10_000]
    data["data"]["box"]["offered"] = "fiese15"
    path.write_text(json.dumps(data))
    hostile = PeopleStore.load()
    assert hostile.box.learned[0] == "fits" and len(hostile.box.learned) <= 32
    assert hostile.box.offered == []


def test_lessons_and_offers_belong_to_the_person_who_plays(make_app):
    """Anna did the Fits lesson: Ben still gets the offer, and so does a guest; Anna not."""
    app = make_app(scene="select")
    run(app, 40)
    anna, ben = app.people.add("Anna"), app.people.add("Ben")
    app.people.picked("kb_left", anna)
    app.people.picked("kb_right", ben)
    app.input.bind("kb_left", 0)  # the learner's seat, as a lesson binds it
    from game.shell.tutorial.start import finish_tutorial, should_offer

    finish_tutorial(app, "fits")
    assert anna.learned == ["fits"] and ben.learned == [] and app.people.box.learned == []
    assert not should_offer(app, "fits", "kb_left")
    assert should_offer(app, "fits", "kb_right")
    assert should_offer(app, "fits", "pad:7")  # a device nobody said anything on: the box
    app.input.unbind_all()
    app.scenes.clear_to(GameSelectScene([g.id for g in catalog.GAMES].index("fits")))
    run(app, 5)
    key(app, "enter")  # Ben's half of the keyboard chooses Fits
    assert isinstance(app.scenes.top, TutorialOfferScene)
    assert ben.offered == ["fits"] and anna.offered == [] and app.people.box.offered == []
    storage.writer.flush()
    again = PeopleStore.load()
    assert again.get(ben.id).offered == ["fits"] and again.get(anna.id).learned == ["fits"]


def test_a_guest_says_so_and_plays_on_the_box_memory(make_app):
    app = make_app(scene="select")
    anna = app.people.add("Anna")
    app.people.picked("kb_left", anna)
    app.people.remember("kb_left", "learned", "fiese15")
    app.people.picked("kb_left", None)  # the same keyboard half now plays as a guest
    from game.shell.tutorial.start import should_offer

    assert should_offer(app, "fiese15", "kb_left")
    app.people.box.finished["fiese15"] = 1  # a finished match on this box: guests know it
    assert not should_offer(app, "fiese15", "kb_left")
    app.people.picked("kb_left", anna)
    assert not should_offer(app, "fiese15", "kb_left")


def test_an_explanation_can_be_put_away_when_the_learner_tries_again():
    guide, scene = guide_of(Step("a", expect=lambda a: False))
    guide.allows(scene, "x")
    assert guide.wrong is not None
    guide.dismiss()
    assert guide.wrong is None and guide.wrong_left == 0


def test_any_free_device_in_the_room_plays_for_the_learner(make_app):
    """The lesson was started from the right keyboard half; the learner reaches for Space
    (the footer shows it). The left half played before, so the room knows it, and it still
    drives the lesson; a spectator's press does not."""
    app = make_app(scene="select")
    run(app, 40)
    app.scenes.top.selected = [g.id for g in catalog.GAMES].index("fischkopp")
    key(app, "q")
    run_until(app, lambda: getattr(app.scenes.top, "tutorial", None) is not None, 120)
    scene = app.scenes.top
    guide = scene.tutorial
    app.input.bind("kb_right", 0)  # as if the right half had started it
    assert app.input.device_of(0) == "kb_right" and "kb_left" in app.input.participant_of
    run_until(app, lambda: guide.shown and guide.step.kind == "read", 600)
    index = guide.index
    app.input.join_as_spectator("pad:7")
    scene.handle(InputEvent("pad:7", Action.CONFIRM, participant=app.input.join("pad:7")))
    assert guide.index == index
    key(app, "space")
    assert guide.index == index + 1
