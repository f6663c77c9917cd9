"""A phone plays for real: Chromium opens the controller page, joins the lobby, starts the
match and rolls in Fiese 15; the game runs in-process with the real server and input layer."""

from __future__ import annotations

import os
import re
import time
from dataclasses import replace
from pathlib import Path

import pytest

from game.engine.net.link import PhoneLink
from tests.driving import key, run
from tests.test_phone_browser import browser, centre, open_page  # noqa: F401 (fixture)
from tests.test_phone_server import LOOPBACK, on_a_lan

WAIT_S = 30.0  # a bound on every wait for the browser (generous: two busy cores); fails past it
WAIT_MS = int(WAIT_S * 1000)


def step_until(app, condition, what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        app.step()
        if condition():
            return
    raise AssertionError(f"never happened: {what}")


def tap(page, selector: str) -> None:
    page.touchscreen.tap(**centre(page, selector))


@pytest.fixture
def app_with_phones(make_app):
    app = make_app(scene="lobby", game="fiese15", seed=5, lang="en")
    app.phones = PhoneLink(host=LOOPBACK, ports=(0,), public_host=on_a_lan)  # loopback only
    assert app.phones.start(), app.phones.error
    yield app
    app.phones.stop()


def test_a_phone_joins_the_lobby_starts_and_rolls_in_fiese15(browser, app_with_phones):  # noqa: F811
    from game.fiese15.screen.scene import Fiese15Scene
    from game.shell.game_options import GameOptionsScene
    from game.shell.lobby import LobbyScene

    app = app_with_phones
    lobby = app.scenes.top
    assert isinstance(lobby, LobbyScene)
    page = open_page(browser, app.phones)
    step_until(app, lambda: "phone:1" in app.input.devices(), "the phone arrives")
    join = page.locator(".join-button.a")  # before a seat the page shows only that
    step_until(app, join.is_visible, "the page says how to join")
    tap(page, ".join-button.a")  # confirm: join
    step_until(app, lambda: lobby.slot_of("phone:1") == 0, "the phone takes seat 1")
    # The page now wears the seat's colour and name.
    name = app.seat_name(0)
    # A locator, not a string predicate: the page's policy allows no eval while polling.
    page.locator("#name", has_text=re.compile(f"^{re.escape(name)}$")).wait_for(timeout=WAIT_MS)
    key(app, "enter")  # a keyboard half takes seat 2 while the phone is asked who it is
    assert lobby.slot_of("kb_right") == 1
    tap(page, ".round.a")  # "who are you?": the phone plays as a guest …
    step_until(
        app, lambda: getattr(app.scenes.top, "device", None) == "kb_right", "the keyboard's turn"
    )
    key(app, "enter")  # … and so does the keyboard half
    step_until(app, lambda: app.scenes.top is lobby, "back in the lobby")
    tap(page, '[data-dir="down"]')  # the phone moves the focus to Start …
    step_until(app, lambda: lobby.focus == len(lobby.slots), "focus on Start")
    tap(page, ".round.a")  # … and presses it
    step_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), "the options screen")
    options = app.scenes.top
    for _ in range(len(options.items) - 1):
        tap(page, '[data-dir="down"]')  # down to Play!
        run(app, 3)
    tap(page, ".round.a")
    step_until(app, lambda: isinstance(app.scenes.top, Fiese15Scene), "the match")
    match_scene = app.scenes.top
    assert app.input.seat_of["phone:1"] == 0
    step_until(app, lambda: match_scene.awaiting_human, "the phone's turn")
    rolls_before = match_scene.stats.seats[0].rolls
    tap(page, ".round.a")  # roll the dice
    step_until(app, lambda: match_scene.stats.seats[0].rolls > rolls_before, "a roll")
    assert match_scene.match.dice  # the dice lie on the table
    page.context.close()


def test_the_tv_says_when_a_phone_is_taken_over_by_another_device(app_with_phones):
    import json

    from websockets.sync.client import connect

    from tests.test_phone_server import close_code, phone, press

    app = app_with_phones
    link = app.phones
    shown: list[str] = []
    show = app.toasts.show
    app.toasts.show = lambda message, frames: (shown.append(message), show(message, frames))
    # Still asked who holds it, the seat goes by the phone's own name: said once.
    replaced = "Phone 1 was replaced by another device"
    with phone(link) as (owner, welcome):
        step_until(app, lambda: "phone:1" in app.input.devices(), "the phone arrives")
        lobby = app.scenes.top
        press(owner, "confirm")  # joins the lobby: seat 1, "Phone 1" until it says who
        step_until(app, lambda: lobby.slot_of("phone:1") == 0, "the phone takes seat 1")
        url = f"ws://{LOOPBACK}:{link.port}/ws"
        with connect(url, source_address=("127.0.9.9", 0), open_timeout=5) as sniffer:
            hello = {"type": "hello", "room": link.room_code, "token": welcome["token"]}
            sniffer.send(json.dumps(hello))
            step_until(app, lambda: len(shown) > 1, "a second toast")
            assert shown[1:] == [replaced]
            assert app.toasts.message == replaced
            assert app.toasts.left > 300  # long enough for everyone to notice
            assert close_code(owner) == 4002


def test_a_phone_names_its_player_in_its_own_text_field_and_buzzes(browser, app_with_phones):  # noqa: F811
    from game.shell.people.name_entry import NameEntryScene
    from game.shell.people.picker import NEW

    app = app_with_phones
    lobby = app.scenes.top
    page = open_page(browser, app.phones)
    other = open_page(browser, app.phones)
    step_until(app, lambda: {"phone:1", "phone:2"} <= set(app.input.devices()), "two phones")
    step_until(app, page.locator(".join-button.a").is_visible, "the page says how to join")
    tap(page, ".join-button.a")  # join: seat 1
    step_until(app, lambda: lobby.slot_of("phone:1") == 0, "the phone takes seat 1")
    # Who are you? (asked on every join; on an empty box "guest" waits under the cursor) …
    step_until(app, lambda: type(app.scenes.top).__name__ == "WhoAreYouScene", "the picker")
    picker = app.scenes.top
    picker.selected = picker.choices.index(NEW)
    tap(page, ".round.a")  # … a new person
    step_until(app, lambda: isinstance(app.scenes.top, NameEntryScene), "the name entry")
    entry = app.scenes.top
    field = page.locator("#field")
    field.wait_for(state="visible", timeout=WAIT_MS)
    assert page.evaluate("document.activeElement.id") == "field"
    # The other phone has no field: it still offers its join (its presses reach the lobby).
    assert other.locator("#ask").is_hidden() and other.locator(".join-button.a").is_visible()
    field.press_sequentially("Zo")
    step_until(app, lambda: entry.keyboard.text == "Zo", "the TV shows it as it is typed")
    field.press_sequentially("\u00eb!")  # "!" is no name's: the field drops it as the TV would
    step_until(app, lambda: entry.keyboard.text == "Zo\u00eb", "the whole name")
    assert field.input_value() == "Zo\u00eb"
    folder = os.environ.get("PHONE_SCREENSHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / "phone-name-field.png"))
    tap(page, "#ask-ok")
    step_until(app, lambda: picker.look is not None, "the name is taken")
    assert picker.look[0] == "Zo\u00eb"
    page.locator("#ask").wait_for(state="hidden", timeout=WAIT_MS)  # a controller again
    for _ in range(3):  # avatar, colour, create
        tap(page, ".round.a")
        run(app, 3)
    step_until(app, lambda: app.scenes.top is lobby, "back in the lobby")
    page.locator("#name", has_text=re.compile("^Zo\u00eb$")).wait_for(timeout=WAIT_MS)

    def vibrations() -> list:
        return page.evaluate("window.vibrations")

    assert app.input.rumble("phone:1", 0.9, 400)
    step_until(app, lambda: 400 in vibrations(), "a buzz")
    # The Vibration setting (phones=True: applying settings must not stop the test's server).
    app.apply_settings(replace(app.settings, vibration=False, phones=True))
    run(app, 20)  # past the gap between buzzes
    assert not app.input.rumble("phone:1", 0.9, 333)
    app.apply_settings(replace(app.settings, vibration=True, phones=True))
    run(app, 20)
    assert app.input.rumble("phone:1", 0.9, 444)
    step_until(app, lambda: 444 in vibrations(), "a buzz with vibration on again")
    assert 333 not in vibrations() and 400 not in other.evaluate("window.vibrations")
    page.context.close()
    other.context.close()
