"""A phone is a full controller: what it sends never calls a number its player did not
choose, it hears right and wrong like the TV shows them, it moves through every menu that
comes up (pause included), and it goes by one name in the lobby, on its seat and on the
bench.

The game runs in-process; the phone server is replaced by what it would queue (``drain``)
and what the game hands it to send (``Outbox``), so every message is seen exactly.
"""

from __future__ import annotations

import json

import pytest

from game.engine.input.manager import BUZZ_GAP
from game.engine.net.events import Called, Joined, Pressed
from game.shell.pause import PauseScene
from game.wuerfelblitz.screen.picker import START_VALUE
from game.wuerfelblitz.screen.stages import STAGE_LIVE, STAGE_THROW
from game.wuerfelblitz.screen.tuning import WRONG_REST
from tests.driving import key, run, run_until
from tests.test_wuerfelblitz_scene import KEYS_LEFT, Player, start, wrong_number

PHONE = "phone:1"


class Outbox:
    """Stands in for the server thread: what the game sends to each phone, in order."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict]] = []

    def send(self, device: str, text: str) -> None:
        self.sent.append((device, json.loads(text)))

    def idle(self, device: str, number: int) -> None:
        pass

    def stop(self) -> None:
        pass

    def of(self, kind: str, device: str = PHONE) -> list[dict]:
        return [m for d, m in self.sent if d == device and m["type"] == kind]


@pytest.fixture
def phone_app(make_app, monkeypatch):
    """An app whose phone link feeds ``feed`` (one list of queue items per step) and sends
    into an ``Outbox``; the phone PHONE has joined."""
    app = make_app(lang="en")
    feed: list[list] = [[Joined(PHONE, "Phone 1")]]
    monkeypatch.setattr(app.phones, "drain", lambda: feed.pop(0) if feed else [])
    outbox = Outbox()
    app.phones._server = outbox
    app.feed, app.outbox = feed, outbox
    run(app, 1)
    return app


def press(app, action: str) -> None:
    """The phone presses and lets go of one button, a step each."""
    app.feed.append([Pressed(PHONE, action, True, 0)])
    app.feed.append([Pressed(PHONE, action, False, 0)])
    run(app, 2)


def live_round(app):
    """Würfelblitz, keys left on seat 0 and the phone on seat 1, dice landed: calls open."""
    scene = start(app, ["human", "human"], seed=12)
    Player(app, 0, keys=KEYS_LEFT)
    app.input.bind(PHONE, 1)
    run_until(app, lambda: scene.stage == STAGE_THROW, 200)
    key(app, "space")
    run_until(app, lambda: scene.stage == STAGE_LIVE, 200)
    return scene


# ----- 12: a press never calls a value the player did not choose ---------------------------------
def test_human_pace_phone_ok_with_nothing_typed_never_calls_the_hidden_dial(phone_app):
    app = phone_app
    scene = live_round(app)
    assert app.outbox.of("layout")[-1]["name"] == "numbers"
    assert scene.pickers[1].value == START_VALUE  # the TV's dial, which the phone never shows
    press(app, "confirm")  # "A OK" on the number pad, nothing typed
    tally = scene.match.tallies[1]
    assert tally.wrong == 0 and scene.match.round_winners == []
    assert scene.pickers[1].called is None  # nothing was called at all
    assert app.outbox.of("nudge"), "the phone was not told its press did nothing"
    assert not app.outbox.of("verdict")


def test_human_pace_phone_ok_still_throws_when_its_throw_is_due(phone_app):
    """The number pad's OK keeps its other jobs: the round's winner throws with it."""
    app = phone_app
    scene = live_round(app)
    app.feed.append([Called(PHONE, scene.match.answer, 0)])
    run_until(app, lambda: scene.stage == STAGE_THROW and scene.match.thrower == 1, 400)
    press(app, "confirm")
    assert scene.stage != STAGE_THROW


def test_human_pace_a_phone_call_outside_the_live_moment_answers_softly(phone_app):
    app = phone_app
    scene = live_round(app)
    app.feed.append([Called(PHONE, scene.match.answer, 0)])
    run_until(app, lambda: scene.stage != STAGE_LIVE, 400)
    nudges = len(app.outbox.of("nudge"))
    app.feed.append([Called(PHONE, 7, 0)])  # the round is over: no call now
    run(app, 1)
    assert len(app.outbox.of("nudge")) == nudges + 1


# ----- 13: right and wrong on the phone ----------------------------------------------------------
def test_human_pace_phone_hears_wrong_and_right_like_the_tv_shows_them(phone_app):
    app = phone_app
    scene = live_round(app)
    run(app, BUZZ_GAP)  # a person reads the dice before calling (the dice buzzed: "call!")
    turn = len(app.outbox.of("buzz"))
    wrong = wrong_number(scene)
    app.feed.append([Called(PHONE, wrong, 0)])
    run(app, 1)
    assert app.outbox.of("verdict") == [
        {"type": "verdict", "number": wrong, "mark": "wrong", "word": "Wrong"}
    ]
    run(app, WRONG_REST)
    app.feed.append([Called(PHONE, scene.match.answer, 0)])
    run(app, 1)
    assert app.outbox.of("verdict")[-1] == {
        "type": "verdict",
        "number": scene.match.answer,
        "mark": "right",
        "word": "Right!",
    }
    # The TV's rumble still buzzes the phone: hard for wrong, soft for right.
    run(app, 1)  # (rumbles go out with the next step's pump)
    assert [m["ms"] for m in app.outbox.of("buzz")][turn:] == [300, 150]


def test_human_pace_a_phone_call_while_resting_answers_softly(phone_app):
    app = phone_app
    scene = live_round(app)
    app.feed.append([Called(PHONE, wrong_number(scene), 0)])
    run(app, 1)
    app.feed.append([Called(PHONE, scene.match.answer, 0)])  # inside the 0.6 s rest
    run(app, 1)
    assert len(app.outbox.of("verdict")) == 1 and app.outbox.of("nudge")


# ----- 13: a phone moves through every menu ------------------------------------------------------
def test_human_pace_phone_pauses_moves_through_the_menu_and_gets_its_number_pad_back(phone_app):
    app = phone_app
    scene = live_round(app)
    assert app.outbox.of("layout")[-1]["name"] == "numbers"
    press(app, "pause")
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    assert app.outbox.of("layout")[-1]["name"] == "pad"  # a d-pad, OK and Back
    press(app, "down")
    assert pause.selected == 1
    press(app, "up")
    press(app, "confirm")  # Resume
    assert app.scenes.top is scene
    assert app.outbox.of("layout")[-1]["name"] == "numbers"


def test_human_pace_phone_under_any_menu_shows_the_pad(phone_app):
    """Whatever comes up over the match (here "who takes seat 1?" after a pad was lost)
    gets the pad; a fade passing over the match changes nothing; after the match the
    menus get the pad too."""
    from game.engine.transitions import Fade
    from game.shell.reconnect import ReconnectScene
    from game.shell.title import TitleScene

    app = phone_app
    scene = live_round(app)
    sent = len(app.outbox.of("layout"))
    app.scenes.push(Fade(lambda: None, frames=3))
    run(app, 1)
    assert len(app.outbox.of("layout")) == sent  # a fade passes: no flicker on the phone
    run_until(app, lambda: app.scenes.top is scene, 30)
    asked = app.scenes.push(ReconnectScene(0))
    run(app, 1)
    assert app.outbox.of("layout")[-1]["name"] == "pad"
    app.scenes.remove(asked)
    run(app, 1)
    assert app.outbox.of("layout")[-1]["name"] == "numbers"
    app.quit_to_title()
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 60)
    assert app.outbox.of("layout")[-1]["name"] == "pad"


# ----- 13: one name everywhere -------------------------------------------------------------------
def test_human_pace_a_phone_has_one_name_in_the_lobby_on_its_seat_and_on_the_bench(phone_app):
    from game.engine.input.labels import bench_mark, device_label
    from game.shell import lobby_view

    app = phone_app
    t = app.t
    # Another device joined first: the phone's participant number is not its own number.
    app.input.join("kb_left")
    participant = app.input.join_as_spectator(PHONE)
    assert participant + 1 != 1
    assert device_label(t, PHONE) == "Phone 1"
    assert lobby_view.device_label(t, PHONE) == "Phone 1"
    assert bench_mark(PHONE, participant) == "1"  # the number its own page shows
    scene = start(app, ["human", "human"], seed=12)
    app.input.bind(PHONE, 1)
    run(app, 1)
    assert _device_label(scene, 1) == "Phone 1"  # was "Pad 1"
    # Fischkopp's bench: the phone's chip shows its own number too (a chair it holds, or
    # cheering along without one).
    from tests.test_fischkopp_scene import start as start_fischkopp

    app.input.join_as_spectator(PHONE)
    fischkopp = start_fischkopp(app, ["human", "normal"], seed=12, spectators=[participant])
    run(app, 1)
    chips = fischkopp.view().shouts.bench.chairs
    assert [c.label for c in chips if c.participant == participant] == ["1"]


def test_human_pace_a_phone_name_too_wide_for_its_picker_is_written_short(make_app):
    """Seven Würfelblitz seats in French: "Téléphone 1" is wider than its picker, so the
    seat shows "Tél. 1", never a name cut off or running into the next picker."""
    from game.wuerfelblitz.screen.layout import picker_rect

    app = make_app(lang="fr")
    scene = start(app, ["human"] * 7, seed=12)
    for seat in range(7):
        app.input.bind(f"phone:{seat + 1}", seat)
    room = picker_rect(0, 7).width - 6
    labels = [_device_label(scene, seat) for seat in range(7)]
    assert labels == [f"Tél. {n}" for n in range(1, 8)]
    assert all(app.text.size(label)[0] <= room for label in labels)
    two = start(app, ["human", "human"], seed=12)
    app.input.bind(PHONE, 1)
    assert _device_label(two, 1) == "Téléphone 1"  # room enough here


def _device_label(scene, seat: int) -> str:
    """The device a Würfelblitz picker names under its discs."""
    from game.wuerfelblitz.screen.view import device_label

    app = scene.app
    device = app.input.device_of(seat)
    width = lambda name: app.text.size(name)[0]  # noqa: E731
    return device_label(app.t, width, scene.setup.seats[seat], device, len(scene.pickers))
