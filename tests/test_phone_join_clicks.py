"""A phone joins a game night and names its person, pressed every way a page is pressed.

A newcomer play-test drove two phones in Chromium with mouse-style clicks (press, 100 ms,
release) and found "New person" + A seating the phone as a guest, and A on "Your look"
throwing the person back to "Who are you?", where touch taps worked. The clicks that did
it found the A button by its name, as a test tool (or a voice control) does: the buttons'
names were their letter and word run together ("B Play as a guest", "B Back"), so the first
button whose name held an "a" was B, and B was pressed. Clicks at the button itself, short
or long, always worked. Keys did nothing at all: Enter on a focused button, or the arrows
of a laptop's keyboard, were never read.

The game runs at its own pace in a thread beside the browser, as a TV does, so a press and
its release may reach it within one step or far apart. Every press must act once, and as
its button says: the TV counts exactly one confirm per A and never a back.
"""

from __future__ import annotations

import re
import threading
import time
from contextlib import contextmanager

import pytest

from game.engine.input import Action
from game.engine.net.link import PhoneLink
from tests.test_phone_browser import browser, centre, open_page  # noqa: F401 (fixture)
from tests.test_phone_page import shot
from tests.test_phone_server import LOOPBACK, on_a_lan

WAIT_S = 30.0  # a bound on every wait (two busy cores); the TV steps meanwhile
CLICK_S = 0.1  # a mouse-style click: press, 100 ms, release
STYLES = ["mouse", "named", "touch", "keyboard"]


class TV:
    """The game stepping at 60 Hz in a thread of its own, as on the TV; ``state()`` holds
    its step while the test reads it. Every phone press it receives is counted."""

    def __init__(self, app) -> None:
        self.app = app
        self.lock = threading.Lock()
        self.running = True
        self.presses: list[tuple[Action, bool]] = []
        heard = app.input.remote_action

        def count(device, action, down):
            self.presses.append((action, down))
            return heard(device, action, down)

        app.input.remote_action = count
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while self.running:
            with self.lock:
                self.app.step()
                self.app.draw()
            time.sleep(1 / 60)

    @contextmanager
    def state(self):
        with self.lock:
            yield self.app

    def until(self, condition, what: str) -> None:
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            with self.lock:
                if condition(self.app):
                    return
            time.sleep(0.05)
        raise AssertionError(f"never happened: {what}")

    def confirms(self) -> int:
        return sum(1 for action, down in self.presses if action is Action.CONFIRM and down)

    def backs(self) -> int:
        return sum(1 for action, down in self.presses if action is Action.BACK and down)


@pytest.fixture
def tv(make_app):
    app = make_app(scene="lobby", game="fits", seed=5, lang="en")
    app.phones = PhoneLink(host=LOOPBACK, ports=(0,), public_host=on_a_lan)
    app.speak_to_phones()
    assert app.phones.start(), app.phones.error
    running = TV(app)
    yield running
    running.running = False
    if running.thread.is_alive():
        running.thread.join(timeout=5)
    app.phones.stop()


def top(app) -> str:
    return type(app.scenes.top).__name__


def click_at(page, selector: str) -> None:
    """A mouse-style click at the button itself: press, 100 ms, release."""
    page.mouse.move(**centre(page, selector))
    page.mouse.down()
    time.sleep(CLICK_S)
    page.mouse.up()


def press_a(page, style: str) -> None:
    """The visible A (the join button before a seat, the pad's A after)."""
    shown = 'button[data-action="confirm"]:visible'
    if style == "mouse":
        click_at(page, shown)
    elif style == "named":  # as the play-test's tool found it: by its name, "A"
        page.get_by_role("button", name="A").first.click(delay=int(CLICK_S * 1000))
    elif style == "touch":
        page.touchscreen.tap(**centre(page, shown))
    else:
        page.keyboard.press("Enter")


def press_up(page, style: str) -> None:
    arm = '[data-dir="up"]'
    if style in ("mouse", "named"):  # the d-pad is no button: clicked where it is
        click_at(page, arm)
    elif style == "touch":
        page.touchscreen.tap(**centre(page, arm))
    else:
        page.keyboard.press("ArrowUp")


def press_ok(page, style: str) -> None:
    """The name field's OK."""
    if style == "mouse":
        click_at(page, "#ask-ok")
    elif style == "named":
        page.get_by_role("button", name="OK").first.click(delay=int(CLICK_S * 1000))
    elif style == "touch":
        page.touchscreen.tap(**centre(page, "#ask-ok"))
    else:
        page.keyboard.press("Enter")  # in the field


@pytest.mark.parametrize("style", STYLES)
def test_a_phone_joins_and_names_its_person_with_any_press(browser, tv, style):  # noqa: F811
    from game.shell.people.picker import NEW

    page = open_page(browser, tv.app.phones)
    tv.thread.start()
    join = page.locator(".join-button.a")
    tv.until(lambda app: "phone:1" in app.input.devices() and join.is_visible(), "the join")
    if style == "keyboard":  # a button with the focus: Enter is its own click
        join.focus()
    press_a(page, style)  # join: seat 1, and "who are you?" (a fresh box: on "guest")
    tv.until(lambda app: top(app) == "WhoAreYouScene", "who are you?")
    # One name until the person is named: the phone's, on the TV and in its header.
    with tv.state() as app:
        assert app.seat_name(0) == "Phone 1"
    page.locator("#name", has_text=re.compile("^Phone 1$")).wait_for(timeout=WAIT_S * 1000)
    assert page.locator("#phone").is_hidden()
    shot(page, f"phone-asked-{style}")
    press_up(page, style)  # up to "New person"
    tv.until(lambda app: app.scenes.top.choices[app.scenes.top.selected] == NEW, "New person")
    press_a(page, style)
    tv.until(lambda app: top(app) in ("NameEntryScene", "LobbyScene"), "an answer")
    with tv.state() as app:
        assert top(app) == "NameEntryScene", "New person + A seated a guest"
    field = page.locator("#field")
    field.wait_for(state="visible", timeout=WAIT_S * 1000)
    field.press_sequentially("Clara", delay=40)
    tv.until(
        lambda app: (
            getattr(app.scenes.top, "keyboard", None) is not None
            and app.scenes.top.keyboard.text == "Clara"
        ),
        "the name on the TV",
    )
    press_ok(page, style)
    tv.until(lambda app: getattr(app.scenes.top, "look", None) is not None, "Your look")
    page.locator("#ask").wait_for(state="hidden", timeout=WAIT_S * 1000)
    for row in (1, 2):  # avatar, then colour: A moves down a row
        press_a(page, style)
        tv.until(
            lambda app, row=row: (
                getattr(app.scenes.top, "look_row", 0) == row
                or getattr(app.scenes.top, "look", 1) is None
            ),
            f"row {row}",
        )
        with tv.state() as app:
            assert app.scenes.top.look is not None, "A on Your look went back to Who are you?"
    press_a(page, style)  # "Let's go!"
    tv.until(lambda app: top(app) == "LobbyScene", "back in the lobby")
    with tv.state() as app:
        lobby = app.scenes.top
        assert app.people.get(lobby.slots[0].person).name == "Clara"
        assert lobby.slot_of("phone:1") == 0 and app.seat_name(0) == "Clara"
        # Every A acted once, as A: join, New person, avatar, colour, Let's go.
        assert (tv.confirms(), tv.backs()) == (5, 0), tv.presses
    page.locator("#name", has_text=re.compile("^Clara$")).wait_for(timeout=WAIT_S * 1000)
    shot(page, f"phone-named-{style}")
    page.context.close()


def test_a_button_pressed_once_is_sent_once_whatever_presses_it(browser, tv):  # noqa: F811
    """A mouse click is a press, a release and a click; a tap adds a touch; Enter on a
    focused button is a click alone. Each is one press and one release on the TV, never two
    (the click is not read again after the pointer's own press)."""
    page = open_page(browser, tv.app.phones)
    tv.thread.start()
    tv.until(lambda app: "phone:1" in app.input.devices(), "the phone")
    join = page.locator(".join-button.a")
    tv.until(lambda app: join.is_visible(), "the join")
    press_a(page, "mouse")  # join
    tv.until(lambda app: top(app) == "WhoAreYouScene", "who are you?")
    for press in (
        lambda: click_at(page, ".round.x"),
        lambda: page.locator(".round.x").click(delay=600),  # a long click
        lambda: page.touchscreen.tap(**centre(page, ".round.x")),
        lambda: (page.locator(".round.x").focus(), page.keyboard.press("Space")),
        lambda: page.locator(".round.x").dispatch_event("click"),  # a screen reader's
    ):
        count = len(tv.presses)
        press()
        tv.until(lambda app, count=count: len(tv.presses) >= count + 2, "press and release")
        time.sleep(0.3)  # a second press, were there one, would arrive by now
        with tv.state():
            new = tv.presses[count:]
        assert new == [(Action.ROTATE_RIGHT, True), (Action.ROTATE_RIGHT, False)], new
    with tv.state() as app:
        assert top(app) == "WhoAreYouScene"  # X does nothing there (the TV answers it)
    page.context.close()
