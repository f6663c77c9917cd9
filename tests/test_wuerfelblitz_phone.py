"""Würfelblitz with phones and keys, as a newcomer play-test met it: the thrower's phone says
it is their throw, the others are told who throws and a press on someone else's throw is
answered; the untouched 10 can be called once the dice lie still; every phone says how a
round ended, and a call that comes after it is answered "too late".

The game runs in-process with its real input layer; the phone server is replaced by what it
would queue and what the game hands it to send (see ``tests.test_phone_context``).
"""

from __future__ import annotations

from game.engine.net.events import Called
from game.wuerfelblitz.logic import Phase
from game.wuerfelblitz.screen.stages import (
    STAGE_COUNT,
    STAGE_EXPLAIN,
    STAGE_INTRO,
    STAGE_LIVE,
    STAGE_THROW,
)
from game.wuerfelblitz.screen.tuning import EXPLAIN_SKIP_AFTER, HUMAN_THROW_AUTO, PRESS_GRACE
from tests.driving import run, run_until
from tests.test_phone_context import ONE, TWO, cue, play, press, room, until  # noqa: F401
from tests.test_wuerfelblitz_scene import (
    KEYS_LEFT,
    KEYS_RIGHT,
    Player,
    answered,
    heard,
    start,
    wrong_number,
)


def phones_seated(app, seed: int = 12):
    """A two-seat match, phone ONE on seat 0 and phone TWO on seat 1."""
    scene = start(app, ["human", "human"], seed=seed)
    app.input.bind(ONE, 0)
    app.input.bind(TWO, 1)
    return scene


def call(app, device: str, number: int) -> None:
    """The phone's number pad calls ``number`` (it arrives in the next step)."""
    app.feed.append([Called(device, number, 0)])
    play(app, 1)


def devices_by_seat(scene) -> tuple[str, str]:
    """(the thrower's phone, the other phone)."""
    return (ONE, TWO) if scene.match.thrower == 0 else (TWO, ONE)


# ----- who throws -------------------------------------------------------------------------------
def test_the_throwers_phone_says_it_is_their_throw_and_the_other_who_throws(room):  # noqa: F811
    app = room
    scene = phones_seated(app)
    until(app, lambda: scene.stage == STAGE_THROW, "the throw")
    play(app, 2)
    throws, waits = devices_by_seat(scene)
    mine = cue(app, throws)
    assert mine["mode"] == "turn" and mine["say"] == "Your throw!"
    assert mine["verbs"]["confirm"] == "Throw"  # the big key throws, and says so
    theirs = cue(app, waits)
    assert theirs["mode"] == "wait"
    assert theirs["say"] == f"{app.seat_name(scene.match.thrower)} throws"
    assert "confirm" not in theirs["verbs"]  # their confirm throws nothing
    assert len(app.outbox.of("buzz", throws)) == 1  # the thrower's phone buzzes, once
    assert not app.outbox.of("buzz", waits)


def test_a_press_on_someone_elses_throw_is_refused_and_says_whose_it_is(make_app, monkeypatch):
    """Ben presses Enter while the TV says Anna throws: nothing is thrown, Ben's picker says
    it is not his throw (with the refusal sound); the footer shows only Anna's key."""
    app = make_app(lang="en")
    scene = start(app, ["human", "human"], seed=12)
    anna = Player(app, 0, keys=KEYS_LEFT)
    ben = Player(app, 1, keys=KEYS_RIGHT)
    thrower, other = (anna, ben) if scene.match.thrower == 0 else (ben, anna)
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    prompts = scene.view().prompts
    own_key = "Space" if thrower is anna else "Enter"
    assert prompts[0] == ((own_key,), "Throw")  # the thrower's own key, nobody else's
    sounds = heard(app, monkeypatch)
    other.press("confirm")
    assert scene.match.phase is Phase.AWAIT_THROW and scene.stage == STAGE_THROW
    picker = scene.pickers[other.seat]
    assert answered(sounds, picker) and picker.hint == "wuerfelblitz.picker.not_yours"
    assert app.t(picker.hint) == "Not yours"
    thrower.press("confirm")
    assert scene.match.phase is not Phase.AWAIT_THROW  # the named thrower throws


def test_the_box_says_when_it_throws_by_itself(make_app):
    """A thrower who waits 4 s sees the box throw: the status line says the box threw (a
    play-test took it for another player's press)."""
    app = make_app(lang="en")
    scene = start(app, ["human", "human"], seed=12)
    Player(app, 0, keys=KEYS_LEFT)
    Player(app, 1, keys=KEYS_RIGHT)
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    assert scene.view().hud.status_words == "throws: press confirm!"
    run_until(app, lambda: scene.stage == STAGE_COUNT, HUMAN_THROW_AUTO + 10)
    assert scene.view().hud.status_words == "The box throws: 1, 2, 3…"


# ----- the untouched 10 -------------------------------------------------------------------------
def test_the_untouched_ten_is_called_once_the_dice_lie_still(make_app, monkeypatch):
    """The answer is 10 and the picker stands on 10: confirm calls it, once the dice have
    lain still a moment (a confirm mashed as they land still calls nothing)."""
    app = make_app(lang="en")
    scene = start(app, ["human", "human"], seed=3)
    me = Player(app, 0, keys=KEYS_LEFT)
    other = Player(app, 1, keys=KEYS_RIGHT)
    match, picker = scene.match, scene.pickers[0]
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    (me if match.thrower == 0 else other).press("confirm")
    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    run(app, PRESS_GRACE)
    sounds = heard(app, monkeypatch)
    me.press("confirm")  # the dice only just landed: not yet
    assert picker.called is None and match.tallies[0].wrong == 0
    assert answered(sounds, picker) and picker.hint == "wuerfelblitz.picker.not_yet"
    run(app, 60)
    assert not picker.chosen
    me.press("confirm")  # a second later the untouched 10 is a call like any other
    assert picker.called == 10
    assert (match.answer == 10) == (match.round_winners == [0])


# ----- the phones between rounds ---------------------------------------------------------------
def test_every_phone_says_how_the_round_ended(room):  # noqa: F811
    app = room
    scene = phones_seated(app)
    until(app, lambda: scene.stage == STAGE_THROW, "the throw")
    throws, _ = devices_by_seat(scene)
    press(app, throws, "confirm")
    until(app, lambda: scene.stage == STAGE_COUNT, "the count")
    play(app, 2)
    assert cue(app, ONE)["say"] == cue(app, TWO)["say"] == "1, 2, 3…"
    until(app, lambda: scene.stage == STAGE_LIVE, "the dice down")
    answer = scene.match.answer
    call(app, TWO, answer)
    until(app, lambda: scene.stage == STAGE_EXPLAIN, "the answer explained")
    play(app, 2)
    assert cue(app, TWO)["say"] == f"You were first! The sum: {answer}"
    assert cue(app, ONE)["say"] == f"{app.seat_name(1)} first! The sum: {answer}"
    assert cue(app, ONE)["verbs"]["confirm"] == "Next round"
    # The next round: nobody calls, time runs out.
    until(app, lambda: scene.stage == STAGE_THROW, "the next throw", 600)
    throws, _ = devices_by_seat(scene)
    press(app, throws, "confirm")
    until(app, lambda: scene.stage == STAGE_EXPLAIN, "time's up", 3000)
    play(app, 2)
    answer = scene.beats.verdict.answer
    for device in (ONE, TWO):
        assert cue(app, device)["say"] == f"Time's up! The sum: {answer}"


def test_a_call_that_comes_after_the_round_ended_is_answered_too_late(room):  # noqa: F811
    app = room
    scene = phones_seated(app)
    until(app, lambda: scene.stage == STAGE_THROW, "the throw")
    throws, _ = devices_by_seat(scene)
    press(app, throws, "confirm")
    until(app, lambda: scene.stage == STAGE_LIVE, "the dice down")
    call(app, TWO, scene.match.answer)
    until(app, lambda: scene.stage == STAGE_EXPLAIN, "the answer explained")
    late = wrong_number(scene)
    call(app, ONE, late)  # typed while the round ended
    verdict = app.outbox.of("verdict", ONE)[-1]
    assert verdict == {"type": "verdict", "number": late, "mark": "late", "word": "Too late"}
    assert scene.pickers[0].hint == "wuerfelblitz.picker.too_late"  # the TV says it too
    assert scene.match.tallies[0].wrong == 0  # it never counted as a call
    # The same phone's "Next round" then moves on (its late call was answered already).
    until(app, lambda: scene.beats.explain_age > EXPLAIN_SKIP_AFTER, "the answer read")
    press(app, ONE, "confirm")
    until(app, lambda: scene.stage in (STAGE_INTRO, STAGE_THROW), "the next round", 20)


def test_a_call_before_the_dice_are_down_is_answered_not_yet(room):  # noqa: F811
    app = room
    scene = phones_seated(app)
    until(app, lambda: scene.stage == STAGE_THROW, "the throw")
    throws, _ = devices_by_seat(scene)
    press(app, throws, "confirm")
    until(app, lambda: scene.stage == STAGE_COUNT, "the count")
    call(app, ONE, 12)
    verdict = app.outbox.of("verdict", ONE)[-1]
    assert verdict == {"type": "verdict", "number": 12, "mark": "early", "word": "Not yet"}
    assert scene.pickers[0].called is None


def test_a_shared_round_is_said_to_each_winner_and_to_the_others(make_app):
    from game.wuerfelblitz.logic import RoundWon

    app = make_app(lang="de")
    scene = start(app, ["human", "human", "human"], seed=3)
    run(app, 2)
    scene.beats.verdict = RoundWon((2, 0), 9, 100)
    scene.stage = STAGE_EXPLAIN
    lines = dict(scene.phone_turn().lines)
    assert lines == {
        2: "Gleichauf, du auch! Summe: 9",
        0: "Gleichauf, du auch! Summe: 9",
        None: "Gleichauf! Summe: 9",
    }
