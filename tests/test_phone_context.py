"""The phone knows the game: each phone shows the TV's own footer words for its seat, says
whose turn it is (and buzzes once when its own starts), says how to join before it has a
seat, and goes by the TV's name for it.

The game runs in-process with its real input layer; the phone server is replaced by what it
would queue (``feed``) and what the game hands it to send (``Outbox``), so every message is
seen exactly. Every step is drawn, as in the game, so the footer the phones read is real.
"""

from __future__ import annotations

import json

import pytest

from game.engine.net.events import Called, Joined, Pressed
from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, MODE_ROLL
from game.fischkopp.screen.modes import MODE_COVER
from game.fischkopp.screen.modes import MODE_ROLL as FISCHKOPP_ROLL
from game.shell.pause import PauseScene
from game.wuerfelblitz.screen.stages import STAGE_LIVE, STAGE_THROW
from tests.test_phone_controller import Outbox
from tests.test_phone_server import link_fixture, manager_fixture  # noqa: F401 (fixtures)

ONE, TWO = "phone:1", "phone:2"


@pytest.fixture
def room(make_app, monkeypatch):
    """An app (English) whose phones ONE and TWO have connected; nothing is seated yet."""
    app = make_app(lang="en")
    feed: list[list] = [[Joined(ONE, "Phone 1"), Joined(TWO, "Phone 2")]]
    monkeypatch.setattr(app.phones, "drain", lambda: feed.pop(0) if feed else [])
    outbox = Outbox()
    app.phones._server = outbox
    app.feed, app.outbox = feed, outbox
    play(app, 2)
    return app


def play(app, frames: int = 1) -> None:
    """Step and draw, frame by frame, as the game does."""
    for _ in range(frames):
        app.step()
        app.draw()


def until(app, condition, what: str, limit: int = 3000) -> None:
    for _ in range(limit):
        if condition():
            return
        play(app)
    raise AssertionError(f"never happened: {what}")


def cue(app, device: str) -> dict:
    """The last cue sent to ``device``."""
    sent = app.outbox.of("cue", device)
    assert sent, f"{device} was never told what its buttons do"
    return sent[-1]


def press(app, device: str, action: str) -> None:
    """The phone presses and lets go of one button, a step each."""
    app.feed.append([Pressed(device, action, True, 0)])
    app.feed.append([Pressed(device, action, False, 0)])
    play(app, 2)


def buzzes(app, device: str) -> int:
    return len(app.outbox.of("buzz", device))


def turns_buzzed(app, device: str) -> tuple[int, int]:
    """(times a turn came up on ``device``, how many of those came with a buzz): a turn's
    buzz goes out in the step its cue does, right after it."""
    sent = [m for d, m in app.outbox.sent if d == device]
    starts = buzzed = 0
    mode = None
    for i, message in enumerate(sent):
        if message["type"] != "cue":
            continue
        if message["mode"] == "turn" and mode != "turn":
            starts += 1
            buzzed += i + 1 < len(sent) and sent[i + 1]["type"] == "buzz"
        mode = message["mode"]
    return starts, buzzed


def footer(app) -> dict:
    """The verbs the TV's own footer shows now."""
    return dict(app.footer or ())


# ----- Fiese 15: Roll / All / Place / Stop for the seat on turn -------------------------------
def fiese15(app, seats):
    from tests.test_fiese15_scene import start

    scene = start(app, seats)
    app.input.bind(ONE, 0)
    if seats[1] == "human":
        app.input.bind(TWO, 1)
    return scene


def test_phone_context_fiese15_the_seat_on_turn_reads_roll_all_place_stop(room):
    app = room
    t = app.t
    scene = fiese15(app, ["human", "human"])
    until(app, lambda: scene.controls.mode == MODE_ROLL, "seat 1's turn")
    play(app)  # the footer of this moment is drawn; the next step hands it on
    mine, theirs = cue(app, ONE), cue(app, TWO)
    assert mine == {
        "type": "cue",
        "mode": "turn",
        "say": "Your turn!",
        "verbs": {"confirm": "Roll", "pause": "Menu"},
        "choices": [],
    }
    assert mine["verbs"] == footer(app)  # word for word what the TV's footer says
    # The other seat's phone says whose turn it is, not the live verbs (pause still works).
    assert theirs["mode"] == "wait" and theirs["say"] == f"{app.seat_name(0)}'s turn"
    assert theirs["verbs"] == {"pause": "Menu"}
    seen = set(mine["verbs"].values())
    press(app, ONE, "confirm")  # roll
    until(app, lambda: scene.controls.mode == MODE_PLACE, "the dice to place")
    play(app)
    assert cue(app, ONE)["verbs"] == footer(app)
    assert cue(app, ONE)["verbs"]["rotate"] == t("fiese15.prompt.all")
    assert cue(app, ONE)["verbs"]["flip"] == t("fiese15.prompt.place")
    seen |= set(cue(app, ONE)["verbs"].values())
    press(app, ONE, "rotate_right")  # all …
    press(app, ONE, "flip")  # … placed
    until(app, lambda: scene.controls.mode == MODE_DECIDE, "roll again or stop")
    play(app)
    assert cue(app, ONE)["verbs"] == footer(app)
    assert cue(app, ONE)["mode"] == "turn" and cue(app, TWO)["mode"] == "wait"
    seen |= set(cue(app, ONE)["verbs"].values())
    assert {"Roll", "All", "Place", "Stop"} <= seen


def test_phone_context_a_turn_start_buzzes_once_and_a_pause_does_not_buzz_again(room):
    app = room
    scene = fiese15(app, ["human", "cpu-easy"])
    until(app, lambda: scene.controls.mode == MODE_ROLL, "the phone's first turn")
    play(app, 2)
    assert cue(app, ONE)["mode"] == "turn"
    assert buzzes(app, ONE) == 1 and buzzes(app, TWO) == 0  # TWO has no seat: no turn
    assert cue(app, TWO)["mode"] == "wait"  # every seat taken: it watches
    press(app, ONE, "pause")
    assert isinstance(app.scenes.top, PauseScene)
    play(app, 2)
    assert cue(app, ONE)["mode"] == "play" and cue(app, ONE)["verbs"] == footer(app)
    press(app, ONE, "back")  # resume: still the same turn
    until(app, lambda: app.scenes.top is scene, "back in the match")
    play(app, 30)
    assert cue(app, ONE)["mode"] == "turn"
    assert buzzes(app, ONE) == 1  # the same turn: never a second buzz
    # Play the turn out: roll, all, place, stop; the CPU plays; the next turn buzzes again.
    press(app, ONE, "confirm")
    until(app, lambda: scene.controls.mode == MODE_PLACE, "dice to place")
    press(app, ONE, "rotate_right")
    press(app, ONE, "flip")
    until(app, lambda: scene.controls.mode in (MODE_DECIDE, MODE_ROLL), "placed")
    if scene.controls.mode == MODE_DECIDE:
        press(app, ONE, "back")  # stop
    until(app, lambda: scene.match.current_seat == 1, "the CPU's turn")
    play(app, 2)
    assert cue(app, ONE)["mode"] == "play"  # the CPU's turn: anyone may hurry it
    assert cue(app, ONE)["say"] == f"{app.seat_name(1)}'s turn"
    until(app, lambda: scene.match.current_seat == 0 and scene.controls.mode == MODE_ROLL, "again")
    play(app, 2)
    assert cue(app, ONE)["mode"] == "turn"
    assert buzzes(app, ONE) == 2  # the next turn: buzzed once more


# ----- Fischkopp: the fields to cover as buttons, and SHOUT for the whole room ----------------
def test_phone_context_fischkopp_offers_the_fields_to_cover_and_one_covers(room):
    from tests.test_fischkopp_scene import start

    app = room
    scene = start(app, ["human", "normal"], seed=12)
    app.input.bind(ONE, 0)
    until(app, lambda: scene.mode == FISCHKOPP_ROLL and scene.match.current_seat == 0, "a roll")
    play(app)
    assert cue(app, ONE)["mode"] == "turn" and cue(app, ONE)["verbs"]["confirm"] == "Roll"
    press(app, ONE, "confirm")
    until(app, lambda: scene.mode == MODE_COVER, "the fields to cover")
    play(app)
    choices = list(scene.beats.shown_choices)
    assert cue(app, ONE) == {
        "type": "cue",
        "mode": "turn",
        "say": "Your turn!",
        "verbs": {"move": "Choose", "confirm": "Cover"},
        "choices": choices,
    }
    assert 1 <= len(choices) <= 3
    nudges = len(app.outbox.of("nudge", ONE))
    app.feed.append([Called(ONE, 99, 0)])  # no such field: answered, nothing covered
    play(app)
    assert len(app.outbox.of("nudge", ONE)) == nudges + 1 and scene.mode == MODE_COVER
    board = scene.match.board
    app.feed.append([Called(ONE, choices[-1], 0)])  # the last choice's button
    play(app)
    assert scene.match.board != board or scene.match.turn_fischkoepfe
    assert scene.match.board & (1 << (choices[-1] - 1)) or scene.match.turn_fischkoepfe
    play(app)
    assert cue(app, ONE)["choices"] == []  # covered: the buttons go


def test_phone_context_fischkopp_a_phone_sits_on_the_bench_and_gets_shout(room):
    from tests.test_fischkopp_scene import start

    app = room
    scene = start(app, ["normal", "normal"], seed=3)
    play(app, 2)
    joining = cue(app, ONE)
    assert joining["mode"] == "join" and joining["verbs"] == {"flip": "Watch"}
    assert joining["say"] == "Press Y to watch and shout along"
    press(app, ONE, "flip")
    assert app.input.is_spectator(ONE)
    play(app)
    assert cue(app, ONE)["mode"] in ("wait", "play")  # a CPU plays: whose turn it is
    assert "turn" in cue(app, ONE)["say"]
    press(app, TWO, "confirm")  # faster, until a Fischkopp opens a window
    for _ in range(20000):
        if scene.match.window_open:
            break
        app.step()
    play(app, 2)
    assert app.outbox.of("layout", ONE)[-1] == {"type": "layout", "name": "shout"}
    shout = cue(app, ONE)
    assert shout["mode"] == "play" and shout["verbs"] == {"flip": "FISCHKOPP! (everyone)"}
    assert shout["verbs"] == footer(app)


# ----- Fits: move, turn, mirror, drop, set aside; each new card is your turn ------------------
def test_phone_context_fits_each_new_card_is_a_turn_and_a_placed_piece_waits(room):
    from tests.test_fits_scene import start

    app = room
    scene = start(app, ["human", "human"], "four_boards", 17)
    app.input.bind(ONE, 0)
    app.input.bind(TWO, 1)
    until(app, lambda: scene.can_act(0) and scene.can_act(1), "a piece for both")
    play(app, 2)
    for device in (ONE, TWO):
        mine = cue(app, device)
        assert mine["mode"] == "turn" and mine["say"] == "Your turn!"
        assert mine["verbs"] == footer(app)
        assert {"Move", "Turn", "Mirror", "Drop"} <= set(mine["verbs"].values())
        assert turns_buzzed(app, device) == (1, 1)
    press(app, ONE, "confirm")  # drop
    play(app, 2)
    assert cue(app, ONE) == {
        "type": "cue",
        "mode": "wait",
        "say": "Waiting for the others",
        "verbs": {"pause": "Menu"},  # pause is anyone's, always
        "choices": [],
    }
    assert cue(app, TWO)["mode"] == "turn"
    card = (scene.match.phase, scene.match.cards_turned)  # the start pieces, then the cards
    press(app, TWO, "confirm")
    turned = lambda: (scene.match.phase, scene.match.cards_turned) != card  # noqa: E731
    until(app, lambda: turned() and scene.can_act(0), "the next card")
    play(app, 2)
    assert cue(app, ONE)["mode"] == "turn"
    assert turns_buzzed(app, ONE) == (2, 2)  # a new card: a new turn, buzzed once more
    if scene.shown.card is not None:  # a build card may be set aside
        assert cue(app, ONE)["verbs"]["back"] == "Set aside"


# ----- Würfelblitz: the thrower's throw; the dice down, everyone calls -------------------------
def test_phone_context_wuerfelblitz_the_dice_down_is_everyones_turn(room):
    from tests.test_wuerfelblitz_scene import start

    app = room
    scene = start(app, ["human", "human"], seed=12)
    app.input.bind(ONE, 0)
    app.input.bind(TWO, 1)
    until(app, lambda: scene.stage == STAGE_THROW, "the throw")
    play(app, 2)
    thrower = scene.match.thrower
    throws, waits = (ONE, TWO) if thrower == 0 else (TWO, ONE)
    assert cue(app, throws)["mode"] == "turn" and cue(app, throws)["verbs"]["confirm"] == "Throw"
    assert cue(app, throws)["say"] == "Your throw!"
    assert cue(app, waits)["mode"] == "wait"
    assert cue(app, waits)["say"] == f"{app.seat_name(thrower)} throws"
    assert (buzzes(app, throws), buzzes(app, waits)) == (1, 0)  # the thrower's turn buzzes
    press(app, throws, "confirm")
    until(app, lambda: scene.stage == STAGE_LIVE, "the dice down")
    play(app, 2)
    for device in (ONE, TWO):
        call = cue(app, device)
        assert call["mode"] == "turn" and call["say"] == "Dice are down: call!"
        assert call["verbs"]["confirm"] == "Call" and call["verbs"] == footer(app)
        assert app.outbox.of("layout", device)[-1]["name"] == "numbers"
    play(app, 60)
    assert (buzzes(app, throws), buzzes(app, waits)) == (2, 1)  # once more, the dice down


# ----- menus: what the TV's footer says -------------------------------------------------------
def test_phone_context_menus_show_the_tvs_footer_to_every_phone(room):
    app = room
    from game.shell import flow

    flow.title(app)
    play(app, 3)
    for device in (ONE, TWO):
        assert cue(app, device) == {
            "type": "cue",
            "mode": "play",
            "say": "",
            "verbs": {"move": "Choose", "confirm": "OK", "back": "Quit"},
            "choices": [],
        }
    scene = fiese15(app, ["human", "human"])
    play(app, 3)
    press(app, TWO, "pause")  # anyone opens the pause menu
    assert isinstance(app.scenes.top, PauseScene)
    play(app, 2)
    assert cue(app, ONE)["verbs"] == cue(app, TWO)["verbs"] == footer(app)
    assert cue(app, ONE)["mode"] == cue(app, TWO)["mode"] == "play"
    assert "confirm" in footer(app) and scene is not app.scenes.top


def test_phone_context_german_words_on_the_phone_are_the_tvs(make_app, monkeypatch):
    app = make_app(lang="de")
    feed: list[list] = [[Joined(ONE, "Handy 1")]]
    monkeypatch.setattr(app.phones, "drain", lambda: feed.pop(0) if feed else [])
    app.phones._server = outbox = Outbox()
    app.outbox, app.feed = outbox, feed
    scene = fiese15(app, ["human", "cpu-easy"])
    until(app, lambda: scene.controls.mode == MODE_ROLL, "the turn")
    play(app)
    assert cue(app, ONE)["say"] == "Du bist dran!"
    assert cue(app, ONE)["verbs"] == {"confirm": "Würfeln", "pause": "Menü"} == footer(app)


# ----- before joining: what to press ----------------------------------------------------------
def test_phone_context_the_lobby_says_press_a_to_join_until_the_phone_has_a_seat(room):
    from game import catalog
    from game.shell import flow
    from tests.driving import as_guests

    app = room
    flow.go(app, "lobby", catalog.game_by_id("fiese15"))
    play(app, 3)
    for device in (ONE, TWO):
        assert cue(app, device) == {
            "type": "cue",
            "mode": "join",
            "say": "Press A to join",
            "verbs": {"confirm": "Join"},
            "choices": [],
        }
    press(app, ONE, "confirm")  # joins: seat 1, and "who are you?" for this phone
    play(app, 2)
    assert cue(app, ONE)["mode"] == "play" and cue(app, ONE)["verbs"] == footer(app)
    assert cue(app, TWO)["mode"] == "join"  # its presses still reach the lobby: it may join
    as_guests(app)
    play(app, 2)
    # The lobby's footer, but "Phones": a phone would switch every phone off with it.
    lobby_verbs = {a: w for a, w in footer(app).items() if a != "rotate"}
    assert cue(app, ONE)["mode"] == "play" and cue(app, ONE)["verbs"] == lobby_verbs
    assert cue(app, TWO)["mode"] == "join"
    # After joining the phone shows who it is: the seat's name and its own.
    look = app.outbox.of("look", ONE)[-1]
    assert look["name"] == app.seat_name(0) and look["phone"] == "Phone 1"


def test_phone_context_a_seat_without_its_phone_is_offered_to_a_free_one(room):
    from game.shell.reconnect import ReconnectScene

    app = room
    scene = fiese15(app, ["human", "human"])
    app.input.leave(TWO)  # seat 2 has nobody now: the match waits for someone to take it
    play(app, 2)
    assert isinstance(app.scenes.top, ReconnectScene)
    free = cue(app, TWO)
    assert free["mode"] == "join" and free["verbs"] == {"confirm": "Take over"}
    assert free["say"] == f"Press A to play as {app.seat_name(1)}"
    assert cue(app, ONE)["mode"] == "wait"  # seated: it cannot take a second seat
    assert cue(app, ONE)["say"] == f"{app.seat_name(1)} lost their controller"
    press(app, TWO, "confirm")
    assert app.input.seat_of.get(TWO) == 1 and scene is app.scenes.top
    play(app, 2)
    assert cue(app, TWO)["mode"] != "join"


def test_phone_context_a_resumed_match_offers_its_free_seat_on_the_phone(room):
    from game.fiese15.screen.scene import create_scene

    app = room
    scene = fiese15(app, ["human", "human"])
    play(app, 5)
    resumed = create_scene(scene.setup, scene.save_state(), {"match_frame": scene.match_frame})
    app.input.unbind_all()
    app.scenes.clear_to(resumed)  # nobody holds a seat until someone takes one
    play(app, 2)
    offer = cue(app, ONE)
    assert offer["mode"] == "join" and offer["verbs"] == {"confirm": "Join"}
    assert offer["say"] == f"Press A to play as {app.seat_name(0)}"
    press(app, ONE, "confirm")
    assert app.input.seat_of.get(ONE) == 0
    play(app, 2)
    assert cue(app, TWO)["say"] == f"Press A to play as {app.seat_name(1)}"


# ----- one name, from the first second --------------------------------------------------
def test_phone_context_one_name_the_tv_and_the_phone_say_the_same(make_app):
    """The TV calls a phone "Handy 1" (German); its welcome says so before anything else,
    the TV's toast says the same, and once seated its look names the seat as the TV does,
    with the phone's own name under it (as the lobby's card shows both)."""
    import time

    from game.engine.input.labels import device_label
    from tests.test_phone_server import LOOPBACK, on_a_lan, phone, press

    app = make_app(scene="lobby", game="fiese15", lang="de")
    link = app.phones  # the App's own link, on loopback
    link.host, link.ports, link.public_host = LOOPBACK, (0,), on_a_lan
    assert link.start(), link.error
    toasts: list[str] = []
    show = app.toasts.show
    app.toasts.show = lambda message, frames: (toasts.append(message), show(message, frames))
    try:
        with phone(link) as (ws, welcome):
            tv = device_label(app.t, welcome["device"])
            assert tv == "Handy 1"
            assert welcome.get("name") == tv and welcome.get("lang") == "de"
            deadline = time.monotonic() + 10
            while not toasts and time.monotonic() < deadline:
                play(app)
            assert toasts and tv in toasts[-1]  # the TV's toast: the same name
            press(ws, "confirm")
            press(ws, "confirm", down=False)
            while app.input.seat_of.get("phone:1") is None and time.monotonic() < deadline:
                play(app)
            play(app, 2)
            looks = []
            while time.monotonic() < deadline:
                message = json.loads(ws.recv(timeout=5))
                if message["type"] == "look" and message["name"]:
                    looks.append(message)
                    break
            # Asked who holds it: the seat goes by the phone's name, one name everywhere.
            assert looks and looks[0]["name"] == app.seat_name(0) == tv
            assert looks[0]["phone"] == tv
    finally:
        link.stop()


# ----- human pace: every ignored press answers on the phone too ----------------------------
def test_phone_context_an_ignored_press_answers_on_the_phone(room):
    """The TV says no with its refusal sound; the phone that pressed gets its soft sign (a
    shake and a buzz on its page), once a press, in a match and in a menu alike."""
    app = room
    scene = fiese15(app, ["human", "human"])
    until(app, lambda: scene.controls.mode == MODE_ROLL, "seat 1's turn")
    nudges = len(app.outbox.of("nudge", ONE))
    press(app, ONE, "back")  # B while the dice wait to be rolled: nothing to do
    assert len(app.outbox.of("nudge", ONE)) == nudges + 1
    assert scene.controls.mode == MODE_ROLL
    press(app, ONE, "confirm")  # a press that does something: no sign
    play(app, 3)
    assert len(app.outbox.of("nudge", ONE)) == nudges + 1
    from game.shell import flow

    flow.title(app)
    until(app, lambda: type(app.scenes.top).__name__ == "TitleScene", "the title, faded in")
    play(app, 3)
    before = len(app.outbox.of("nudge", TWO))
    press(app, TWO, "flip")  # the title has no use for Y
    assert len(app.outbox.of("nudge", TWO)) == before + 1


def test_phone_context_a_phone_back_from_a_lost_connection_finds_its_words(link, manager):
    """The wardrobe keeps the last cue: a phone that comes back shows its verbs and whose
    turn it is at once, without a second buzz."""
    from game.engine.net.cues import Cue
    from tests.test_phone_server import added, phone, pump_until, receive

    turn = Cue("turn", "Your turn!", (("confirm", "Roll"),), turn=("match", 1))
    with phone(link) as (ws, welcome):
        pump_until(link, manager, added(ONE))
        assert link.set_cue(ONE, turn)  # a new turn: the caller buzzes, once
        assert not link.set_cue(ONE, turn)  # the same turn again: never twice
        assert receive(ws)["mode"] == "turn"
    with phone(link, token=welcome["token"]) as (ws, again):
        assert again["type"] == "welcome"
        assert receive(ws) == json.loads(turn.message())  # dressed again at once
    assert not link.set_cue(ONE, turn)


def test_phone_context_the_lobby_bench_says_where_the_phone_is(room):
    from game import catalog
    from game.shell import flow

    app = room
    flow.go(app, "lobby", catalog.game_by_id("fischkopp"))
    play(app, 3)
    assert cue(app, ONE)["mode"] == "join"
    assert cue(app, ONE)["verbs"] == {"confirm": "Join", "flip": "Watch"}
    press(app, ONE, "flip")  # sits on the bench
    assert app.input.is_spectator(ONE)
    play(app, 2)
    assert cue(app, ONE) == {
        "type": "cue",
        "mode": "wait",
        "say": "On the bench: you shout along when the game starts",
        "verbs": {"back": "Leave"},
        "choices": [],
    }
    press(app, ONE, "back")  # stands up again
    play(app, 2)
    assert not app.input.is_spectator(ONE) and cue(app, ONE)["mode"] == "join"


# ----- a game night's start: a demo the room watches, nobody's turn on any phone --------------
def test_phone_context_a_start_shows_the_demo_and_the_skip_not_a_cpus_turn(room):
    """During a start's demo the phones said "P1's turn" (the demo's CPU) in the demo's
    seat colours: a phone now says it is the start of the game, with the skip for those
    about to play, and once it skipped that it waits for the others."""
    from game.shell.tutorial.intro import create_intro

    app = room
    app.input.bind(ONE, 0)
    intro = create_intro(app, "fiese15", (ONE, "kb_left"), lambda: None)
    app.scenes.clear_to(intro)
    play(app, 30)
    shown = cue(app, ONE)
    assert shown["say"] == app.t("phone.intro", game="Fiese 15")
    assert list(shown["verbs"]) == ["confirm"]
    assert "turn" not in json.dumps(cue(app, TWO)).lower()
    assert cue(app, TWO)["verbs"] == {}  # not about to play: nothing to skip
    press(app, ONE, "confirm")
    assert cue(app, ONE)["say"] == app.t("phone.intro_ready")
