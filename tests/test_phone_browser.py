"""The controller page in a real browser (headless Chromium): touches become InputEvents.

Set PHONE_SCREENSHOTS to a folder to keep a picture of every layout in both orientations.
"""

from __future__ import annotations

import os
import shutil
import socket
import time
from pathlib import Path

import pytest

from game.engine.input import Action
from game.engine.net.link import PhoneLink
from tests.test_phone_server import (  # noqa: F401 (fixtures)
    LOOPBACK,
    WAIT,
    added,
    link_fixture,
    manager_fixture,
    on_a_lan,
    pump_until,
)

sync_api = pytest.importorskip("playwright.sync_api")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
PORTRAIT = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
# Records vibrate() calls, since a headless browser has nothing to shake.
COUNT_BUZZES = (
    "window.buzzes = 0; window.vibrations = [];"
    "navigator.vibrate = (ms) => { window.buzzes += 1; window.vibrations.push(ms); return true; };"
)


@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:  # CI installs it (.ci/run); there a missing browser is a failure
        if os.environ.get("CI"):
            pytest.fail("Debian's chromium is not installed")
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield browser
        browser.close()


def open_page(browser, link, viewport=PORTRAIT):
    context = browser.new_context(
        viewport=viewport, device_scale_factor=2, has_touch=True, is_mobile=True, locale="en-GB"
    )
    context.add_init_script(COUNT_BUZZES)
    page = context.new_page()
    page.goto(link.address)
    page.wait_for_selector('body[data-state="ready"]', timeout=WAIT * 1000)
    return page


def centre(page, selector: str) -> dict:
    box = page.locator(selector).bounding_box()
    return {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}


def touch(cdp, kind: str, points: list[dict]) -> None:
    """Real multitouch through the DevTools protocol; ``points`` are the fingers still down."""
    fingers = [{"x": p["x"], "y": p["y"], "id": i} for i, p in enumerate(points)]
    cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": fingers})


def held(manager, *actions: Action) -> set[Action]:
    return {a for a in actions if manager.held("phone:1", a)}


def test_taps_and_two_thumbs_reach_the_input_manager(browser, link, manager):
    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    page.touchscreen.tap(**centre(page, ".round.a"))
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
    assert [(e.device, e.action, e.pressed) for e in events] == [
        ("phone:1", Action.CONFIRM, True),
        ("phone:1", Action.CONFIRM, False),
    ]
    assert page.evaluate("window.buzzes") >= 1
    cdp = page.context.new_cdp_session(page)
    up_arm, a_button = centre(page, '[data-dir="up"]'), centre(page, ".round.a")
    touch(cdp, "touchStart", [up_arm])
    touch(cdp, "touchStart", [up_arm, a_button])  # second thumb while the first holds
    pump_until(link, manager, lambda e, c: len(e) == 2)
    assert held(manager, Action.UP, Action.CONFIRM) == {Action.UP, Action.CONFIRM}
    touch(cdp, "touchMove", [centre(page, '[data-dir="left"]'), a_button])  # slide on the pad
    pump_until(link, manager, lambda e, c: len(e) == 2)
    assert held(manager, Action.UP, Action.LEFT, Action.CONFIRM) == {Action.LEFT, Action.CONFIRM}
    touch(cdp, "touchEnd", [])
    pump_until(link, manager, lambda e, c: len(e) == 2)
    assert held(manager, Action.LEFT, Action.CONFIRM) == set()
    page.context.close()


def test_number_pad_calls_and_the_shout_button(browser, link, manager):
    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    link.set_look("phone:1", (0, 153, 219), "square", "Player 2")
    link.set_layout("phone:1", "numbers")
    page.wait_for_selector('body[data-layout="numbers"]', timeout=WAIT * 1000)
    assert page.locator("#name").text_content() == "Player 2"
    seat = page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--seat')")
    assert seat.strip() == "#0099db"
    for key in ('[data-digit="1"]', '[data-digit="7"]', '[data-key="call"]'):
        page.touchscreen.tap(**centre(page, key))
    deadline = time.monotonic() + WAIT
    while not link.calls and time.monotonic() < deadline:
        link.pump(manager)
    assert [c.number for c in link.calls] == [17]
    link.set_layout("phone:1", "shout")
    page.wait_for_selector('body[data-layout="shout"]', timeout=WAIT * 1000)
    page.touchscreen.tap(**centre(page, ".shout-button"))
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
    assert [(e.action, e.pressed) for e in events] == [(Action.FLIP, True), (Action.FLIP, False)]
    page.context.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


@pytest.fixture
def fixed_link():
    """A link on one fixed port, as in the game, so a restart keeps the page's address."""
    link = PhoneLink(host=LOOPBACK, ports=(free_port(),), public_host=on_a_lan)
    assert link.start(), link.error
    yield link
    link.stop()


def test_a_reloaded_page_is_the_same_device(browser, fixed_link, manager):
    link = fixed_link
    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    token = page.evaluate("localStorage.getItem('spielekiste.token')")
    page.reload()
    page.wait_for_selector('body[data-state="ready"]', timeout=WAIT * 1000)
    assert page.evaluate("localStorage.getItem('spielekiste.token')") == token
    page.touchscreen.tap(**centre(page, ".round.b"))
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
    assert {e.device for e in events} == {"phone:1"} and events[0].action is Action.BACK
    link.stop()
    assert link.start()  # a new room code: the old page is told to scan again
    page.reload()
    page.wait_for_selector('body[data-state="stopped"]', timeout=WAIT * 1000)
    assert "new code" in page.locator("#message").text_content()
    page.context.close()


@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
@pytest.mark.parametrize("layout", ["pad", "numbers", "shout"])
def test_every_layout_fits_the_screen(browser, link, manager, layout, viewport):
    page = open_page(browser, link, viewport)
    pump_until(link, manager, added("phone:1"))
    link.set_look("phone:1", (228, 59, 68), "star", "Player 1")
    link.set_layout("phone:1", layout)
    page.wait_for_selector(f'body[data-layout="{layout}"]', timeout=WAIT * 1000)
    boxes = [
        page.locator(f".{layout} .btn, .{layout} [data-dpad]").nth(i).bounding_box()
        for i in range(page.locator(f".{layout} .btn, .{layout} [data-dpad]").count())
    ]
    assert boxes and all(b is not None for b in boxes)
    for i, box in enumerate(boxes):
        assert box["x"] >= 0 and box["y"] >= 0
        assert box["x"] + box["width"] <= viewport["width"] + 0.5
        assert box["y"] + box["height"] <= viewport["height"] + 0.5
        assert min(box["width"], box["height"]) >= 40  # a thumb's width
        for other in boxes[i + 1 :]:
            apart = (
                box["x"] + box["width"] <= other["x"] + 0.5
                or other["x"] + other["width"] <= box["x"] + 0.5
                or box["y"] + box["height"] <= other["y"] + 0.5
                or other["y"] + other["height"] <= box["y"] + 0.5
            )
            assert apart, (box, other)
    folder = os.environ.get("PHONE_SCREENSHOTS")
    if folder:
        name = "portrait" if viewport is PORTRAIT else "landscape"
        page.screenshot(path=str(Path(folder) / f"phone-{layout}-{name}.png"))
    page.context.close()


LABELS_OUTSIDE = """layout => {
  const out = [];
  for (const btn of document.querySelectorAll(`.${layout} .btn`)) {
    const box = btn.getBoundingClientRect();
    const style = getComputedStyle(btn);
    const inner = {
      left: box.left + parseFloat(style.borderLeftWidth),
      right: box.right - parseFloat(style.borderRightWidth),
      top: box.top + parseFloat(style.borderTopWidth),
      bottom: box.bottom - parseFloat(style.borderBottomWidth),
    };
    for (const label of btn.querySelectorAll("span, b")) {
      if (!label.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(label);
      const ink = range.getBoundingClientRect();  // the text itself, however its box is cut
      const over = Math.max(
        inner.left - ink.left, ink.right - inner.right,
        inner.top - ink.top, ink.bottom - inner.bottom,
        label.scrollWidth - label.clientWidth,
      );
      const room = Math.round(inner.right - inner.left);
      if (over > 0.5) out.push([label.textContent, Math.round(ink.width), room, over]);
    }
  }
  return out;
}"""


@pytest.mark.parametrize("locale", ["en-GB", "de-DE", "fr-FR", "it-IT", "es-ES", "nl-NL"])
@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_every_label_fits_its_button_in_every_language(browser, link, manager, viewport, locale):
    context = browser.new_context(
        viewport=viewport, device_scale_factor=2, has_touch=True, is_mobile=True, locale=locale
    )
    page = context.new_page()
    page.goto(link.address)
    page.wait_for_selector('body[data-state="ready"]', timeout=WAIT * 1000)
    pump_until(link, manager, added("phone:1"))
    for layout in ("pad", "numbers", "shout"):
        link.set_layout("phone:1", layout)
        page.wait_for_selector(f'body[data-layout="{layout}"]', timeout=WAIT * 1000)
        assert page.evaluate(LABELS_OUTSIDE, layout) == [], (layout, locale)
    context.close()


def test_a_page_taken_over_asks_for_the_room_code_and_takes_its_seat_back(browser, link, manager):
    import json

    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    token = page.evaluate("localStorage.getItem('spielekiste.token')")
    url = f"ws://{LOOPBACK}:{link.port}/ws"
    with connect(url, source_address=("127.0.9.9", 0), open_timeout=WAIT) as sniffer:
        sniffer.send(json.dumps({"type": "hello", "room": link.room_code, "token": token}))
        assert json.loads(sniffer.recv(timeout=WAIT))["device"] == "phone:1"
        page.wait_for_selector('body[data-state="taken"]', timeout=WAIT * 1000)
        assert page.locator("#code").is_visible()
        page.fill("#code", "AAAA")  # a wrong code: asked again
        page.click("#take")
        # A locator waits from Playwright's own script world: the page's policy allows no
        # eval, so a string predicate (wait_for_function) fails whenever it has to poll.
        page.locator("#message", has_text="not the room code").wait_for(timeout=WAIT * 1000)
        page.fill("#code", link.room_code.lower())
        page.click("#take")
        page.wait_for_selector('body[data-state="ready"]', timeout=WAIT * 1000)
        assert page.locator("#name").text_content() == "Phone 1"
        with pytest.raises(ConnectionClosed) as out:  # the sniffer is out
            while True:
                sniffer.recv(timeout=WAIT)
        assert out.value.rcvd.code == 4002
    page.context.close()


# ----- human pace: a phone says right and wrong, calls only what was typed, moves menus ------
SHOTS = os.environ.get("PHONE_SCREENSHOTS")


def typed_box(page) -> dict:
    return page.evaluate(
        """() => {
          const el = document.getElementById("typed");
          return {text: el.textContent, classes: [...el.classList],
                  background: getComputedStyle(el).backgroundColor};
        }"""
    )


def numbers_page(browser, link, manager, viewport=PORTRAIT):
    page = open_page(browser, link, viewport)
    pump_until(link, manager, added("phone:1"))
    link.set_look("phone:1", (0, 153, 219), "square", "Player 2")
    link.set_layout("phone:1", "numbers")
    page.wait_for_selector('body[data-layout="numbers"]', timeout=WAIT * 1000)
    return page


def tap_keys(page, *selectors: str) -> None:
    for selector in selectors:
        page.touchscreen.tap(**centre(page, selector))


def calls_sent(link, manager, count: int) -> tuple[list, list]:
    """Pump until ``count`` calls came in: (the calls, the InputEvents meanwhile)."""
    calls, events = [], []
    deadline = time.monotonic() + WAIT
    while len(calls) < count and time.monotonic() < deadline:
        events += link.pump(manager)
        calls += link.calls
    return calls, events


@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_human_pace_the_phone_shows_right_and_wrong_like_the_tv(browser, link, manager, viewport):
    page = numbers_page(browser, link, manager, viewport)
    tap_keys(page, '[data-digit="7"]', '[data-key="call"]')
    calls, _ = calls_sent(link, manager, 1)
    assert [c.number for c in calls] == [7]
    sent = typed_box(page)
    assert "\u2713" not in sent["text"]  # sent, not judged: never a tick before the TV says so
    link.verdict("phone:1", 7, "wrong", "Wrong")
    page.wait_for_selector("#typed.wrong", timeout=WAIT * 1000)
    wrong = typed_box(page)
    assert wrong["text"] == "7 \u2717Wrong" and wrong["background"] == "rgb(228, 59, 68)"
    name = "portrait" if viewport is PORTRAIT else "landscape"
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"phone-verdict-wrong-{name}.png"))
    tap_keys(page, '[data-digit="1"]', '[data-digit="2"]', '[data-key="call"]')
    calls_sent(link, manager, 1)
    link.verdict("phone:1", 12, "right", "Right!")
    page.wait_for_selector("#typed.right", timeout=WAIT * 1000)
    right = typed_box(page)
    assert right["text"] == "12 \u2713Right!" and right["background"] == "rgb(99, 199, 77)"
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"phone-verdict-right-{name}.png"))
    page.wait_for_selector("#typed:not(.right)", timeout=WAIT * 1000)  # then ready again
    assert typed_box(page)["text"] == "\u2013"
    page.context.close()


def test_human_pace_ok_on_the_number_pad_calls_what_was_typed_and_nothing_else(
    browser, link, manager
):
    page = numbers_page(browser, link, manager)
    ok = ".numbers .extras [data-action=confirm]"
    tap_keys(page, '[data-digit="7"]', ok)  # typed 7, then "A OK"
    calls, events = calls_sent(link, manager, 1)
    assert [c.number for c in calls] == [7]
    assert not [e for e in events if e.action is Action.CONFIRM]  # no confirm for the dial
    # With nothing typed OK is the plain confirm (it throws the dice, moves the
    # explanation on); when the TV takes no confirm then, its nudge shakes the display.
    tap_keys(page, ok)
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
    assert [(e.action, e.pressed) for e in events] == [
        (Action.CONFIRM, True),
        (Action.CONFIRM, False),
    ]
    buzzes = page.evaluate("window.buzzes")
    link.nudge("phone:1")
    page.wait_for_selector("#typed.shake", timeout=WAIT * 1000)
    assert page.evaluate("window.buzzes") == buzzes + 1  # a soft buzz with it
    page.context.close()


@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_human_pace_under_a_menu_the_phone_shows_the_d_pad(browser, link, manager, viewport):
    page = numbers_page(browser, link, manager, viewport)
    link.show_menus(True)  # the pause menu came up
    page.wait_for_selector('body[data-layout="pad"]', timeout=WAIT * 1000)
    if SHOTS:
        name = "portrait" if viewport is PORTRAIT else "landscape"
        page.screenshot(path=str(Path(SHOTS) / f"phone-menu-{name}.png"))
    tap_keys(page, '[data-dir="down"]', ".round.a", ".round.b")
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 6)
    pressed = [e.action for e in events if e.pressed]
    assert pressed == [Action.DOWN, Action.CONFIRM, Action.BACK]
    link.show_menus(False)  # back to the match
    page.wait_for_selector('body[data-layout="numbers"]', timeout=WAIT * 1000)
    page.context.close()
