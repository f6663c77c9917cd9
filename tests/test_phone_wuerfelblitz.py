"""The Würfelblitz number pad in a real browser (headless Chromium), as a newcomer play-test
met it: the keys never move while a round ends (a "1" became a "4" when the banner went), a
confirm key whose word just came up takes no tap yet ("Call" became "Next round" under a
thumb and moved the room on), the phone says whose throw it is and how the round ended,
and a call that came too late is answered.

Set PHONE_SCREENSHOTS to a folder to keep a picture of each moment.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from game.engine.i18n import Translator
from game.engine.input import Action
from game.engine.net.cues import Cue
from game.engine.net.link import PhoneLink
from tests.test_phone_browser import (  # noqa: F401 (fixtures)
    COUNT_BUZZES,
    LANDSCAPE,
    PORTRAIT,
    browser,
    centre,
    open_page,
)
from tests.test_phone_server import (  # noqa: F401 (fixtures)
    LOOPBACK,
    added,
    link_fixture,
    manager_fixture,
    on_a_lan,
    pump_until,
)

WAIT_S = 30.0  # a bound on every wait for the browser (generous: two busy cores)
WAIT_MS = int(WAIT_S * 1000)
SHOTS = os.environ.get("PHONE_SCREENSHOTS")
LANGS = ("en", "de", "fr", "it", "es", "nl")
PHONE = "phone:1"
LONGEST_NAME = "Maximilianus"  # twelve letters: the longest name a person may have


def shot(page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def tap(page, selector: str) -> None:
    page.touchscreen.tap(**centre(page, selector))


def numbers_page(browser, link, manager, viewport=PORTRAIT, locale="en-GB", clock=False):  # noqa: F811
    """A phone on the number pad, dressed as seat 2. ``clock``: the page's time stands
    still until the test moves it (``page.clock.run_for``)."""
    context = browser.new_context(
        viewport=viewport, device_scale_factor=2, has_touch=True, is_mobile=True, locale=locale
    )
    context.add_init_script(COUNT_BUZZES)
    page = context.new_page()
    if clock:
        page.clock.install(time=1_000_000)
        page.clock.pause_at(2_000_000)
    page.goto(link.address)
    page.locator('body[data-state="ready"]').wait_for(timeout=WAIT_MS)
    pump_until(link, manager, added(PHONE))
    link.set_look(PHONE, (0, 153, 219), "square", "Clara")
    link.set_layout(PHONE, "numbers")
    page.locator('body[data-layout="numbers"]').wait_for(timeout=WAIT_MS)
    return page


def pump_for(link, manager, seconds: float) -> list:
    """Pump like the game loop for ``seconds``: the InputEvents that came."""
    events: list = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        events += link.pump(manager)
        time.sleep(0.002)
    return events


def shown(page) -> dict:
    """What the page shows now: the banner's line, the big key's word, the display."""
    return page.evaluate(
        """() => ({
          banner: document.getElementById("banner").textContent,
          key: document.querySelector('[data-key="call"] span').textContent,
          typed: document.getElementById("typed").textContent,
          mode: document.body.dataset.mode,
        })"""
    )


def wait_shown(page, what: str, **wanted) -> dict:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        now = shown(page)
        if all(now[k] == v for k, v in wanted.items()):
            return now
        time.sleep(0.02)
    raise AssertionError(f"never shown: {what} {wanted} (shows {shown(page)})")


def key_boxes(page) -> list[list[int]]:
    """Where every key of the number pad and its display lie on the page, to the pixel
    (their places in the layout: a shake or a pressed key's dip moves nothing)."""
    return page.evaluate(
        """() => [...document.querySelectorAll(".numbers .btn, #typed")].map((el) => {
          let x = 0, y = 0;
          for (let at = el; at; at = at.offsetParent) { x += at.offsetLeft; y += at.offsetTop; }
          return [x, y, el.offsetWidth, el.offsetHeight];
        })"""
    )


DIAL = "up/down \u00b11, left/right \u00b15"
CALLING = (("move", DIAL), ("confirm", "Call"))
CONFIRMED = [(Action.CONFIRM, True), (Action.CONFIRM, False)]  # a press and its release
# One round as a phone lives it, cue by cue (mode, line, verbs); None: a verdict comes in.
ROUND = (
    ("turn", "Your throw!", (("confirm", "Throw"), ("pause", "Menu"))),
    ("wait", "Anna throws", (("pause", "Menu"),)),
    ("play", "1, 2, 3\u2026", CALLING),
    ("turn", "Dice are down: call!", CALLING),
    ("verdict", 7, "wrong", "Wrong"),
    ("verdict", 19, "right", "Right!"),
    ("play", "", CALLING),  # the winner, while the others may still call
    ("play", "Anna first! The sum: 19", (("confirm", "Next round"),)),
    ("verdict", 4, "late", "Too late"),
    ("play", f"{LONGEST_NAME} zuerst! Summe: 19", (("confirm", "N\u00e4chste Runde"),)),
    ("play", "Time's up! The sum: 12", (("confirm", "Results"),)),
)


@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_the_number_pad_keys_stay_put_through_a_round(browser, link, manager, viewport):  # noqa: F811
    page = numbers_page(browser, link, manager, viewport)
    places = None
    for moment in ROUND:
        if moment[0] == "verdict":
            _, number, mark, word = moment
            link.verdict(PHONE, number, mark, word)
            page.locator(f"#typed.{mark}").wait_for(timeout=WAIT_MS)
        else:
            mode, line, verbs = moment
            link.set_cue(PHONE, Cue(mode, line, verbs))
            key = dict(verbs).get("confirm", "")
            wait_shown(page, line, banner=line, mode=mode, key=key)
        now = key_boxes(page)
        places = places or now
        assert now == places, (moment, viewport)
    name = "portrait" if viewport is PORTRAIT else "landscape"
    shot(page, f"wb-pad-steady-{name}")
    page.context.close()


def test_a_confirm_key_whose_word_just_came_up_takes_no_tap_yet(browser, link, manager):  # noqa: F811
    """The round ends under Clara's thumb: "Call" becomes "Next round". A tap in the next
    0.6 s moves nobody on (the key is dimmed with a filling bar, shakes and buzzes); after
    it, the key is the TV's confirm as ever, and so is the A beside it."""
    page = numbers_page(browser, link, manager, clock=True)
    link.set_cue(PHONE, Cue("turn", "Dice are down: call!", CALLING))
    wait_shown(page, "calls", key="Call")
    # While the TV has a dial the big key calls what was typed, and the TV judges it: it
    # never rests.
    assert page.locator('[data-key="call"].arming').count() == 0
    page.clock.run_for(1000)
    outcome = Cue("play", "Anna first! The sum: 19", (("confirm", "Next round"),))
    link.set_cue(PHONE, outcome)
    wait_shown(page, "the round over", key="Next round")
    assert page.locator('[data-key="call"].arming').count() == 1
    assert page.locator(".numbers .extras [data-action=confirm].arming").count() == 1
    shot(page, "wb-next-round-arming")
    buzzes = page.evaluate("window.buzzes")
    for selector in ('[data-key="call"]', ".numbers .extras [data-action=confirm]"):
        tap(page, selector)
    events = pump_for(link, manager, 0.5)
    assert not [e for e in events if e.action is Action.CONFIRM]  # nobody moved on
    assert page.evaluate("window.buzzes") == buzzes + 2  # each tap answered on the page
    page.clock.run_for(700)
    page.locator('[data-key="call"]:not(.arming)').wait_for(timeout=WAIT_MS)
    tap(page, '[data-key="call"]')
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
    assert [(e.action, e.pressed) for e in events] == [
        (Action.CONFIRM, True),
        (Action.CONFIRM, False),
    ]
    tap(page, ".numbers .extras [data-action=confirm]")
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
    assert [(e.action, e.pressed) for e in events] == [
        (Action.CONFIRM, True),
        (Action.CONFIRM, False),
    ]
    # A number typed is a call whatever the key's word, armed or not (the TV judges it).
    link.set_cue(PHONE, Cue("play", "Anna first! The sum: 19", (("confirm", "Results"),)))
    wait_shown(page, "a new word", key="Results")
    tap(page, '[data-digit="4"]')
    tap(page, '[data-key="call"]')
    deadline = time.monotonic() + WAIT_S
    while not link.calls and time.monotonic() < deadline:
        link.pump(manager)
    assert [c.number for c in link.calls] == [4]
    page.context.close()


def test_a_new_moment_of_the_round_forgets_what_was_typed_for_the_last(browser, link, manager):  # noqa: F811
    page = numbers_page(browser, link, manager)
    link.set_cue(PHONE, Cue("turn", "Dice are down: call!", CALLING))
    wait_shown(page, "calls", key="Call")
    tap(page, '[data-digit="1"]')
    wait_shown(page, "typed", typed="1")
    link.set_cue(PHONE, Cue("play", "Anna first! The sum: 9", (("confirm", "Next round"),)))
    wait_shown(page, "the round over", typed="\u2013")  # the "1" is not carried over
    tap(page, '[data-digit="9"]')
    wait_shown(page, "typed", typed="9")
    page.context.close()


@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_round_line_and_verdict_fits_the_number_pad(browser, link, manager, viewport, lang):  # noqa: F811
    """Each language's lines, with the longest name a person may have, fit the banner's band
    (its words shrink to fit, never below 12 px) and each verdict fits the display."""
    t = Translator(lang)
    page = numbers_page(browser, link, manager, viewport)
    values = {"name": LONGEST_NAME, "answer": 27}
    lines = [
        t(f"wuerfelblitz.phone.{key}", **values)
        for key in ("go", "your_throw", "throws", "you_first", "first", "you_tie", "tie", "timeout")
    ] + [t("wuerfelblitz.status.ready")]
    for line in lines:
        link.set_cue(PHONE, Cue("play", line, (("confirm", t("wuerfelblitz.prompt.next")),)))
        wait_shown(page, line, banner=line)
        fit = page.evaluate(
            """() => {
              const el = document.getElementById("banner");
              const size = parseFloat(getComputedStyle(el).fontSize);
              return [el.scrollHeight <= el.clientHeight + 1, size];
            }"""
        )
        assert fit[0] and fit[1] >= 12, (lang, line, fit)
    marks = {
        "right": "right",
        "tie": "tie",
        "wrong": "wrong",
        "too_late": "late",
        "not_yet": "early",
    }
    for key, mark in marks.items():
        link.verdict(PHONE, 27, mark, t(f"wuerfelblitz.picker.{key}"))
        page.locator(f"#typed.{mark}").wait_for(timeout=WAIT_MS)
        over = page.evaluate(
            "() => { const el = document.getElementById('typed');"
            " return el.scrollWidth - el.clientWidth; }"
        )
        assert over <= 1, (lang, key, over)
    if lang == "de":
        name = "portrait" if viewport is PORTRAIT else "landscape"
        shot(page, f"wb-pad-late-{lang}-{name}")
    page.context.close()


# ----- a real match: the phone throws, calls, reads how the round ended ---------------------
@pytest.fixture
def app_with_phones(make_app):
    app = make_app(scene="title", seed=5, lang="en")
    app.phones = PhoneLink(host=LOOPBACK, ports=(0,), public_host=on_a_lan)  # loopback only
    app.speak_to_phones()
    assert app.phones.start(), app.phones.error
    yield app
    app.phones.stop()


def step_until(app, condition, what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        app.step()
        app.draw()  # the footer the phones read is the one drawn
        if condition():
            return
    raise AssertionError(f"never happened: {what}")


def test_a_phone_plays_a_round_of_wuerfelblitz_with_a_steady_pad(browser, app_with_phones):  # noqa: F811
    from game.wuerfelblitz.screen.stages import STAGE_EXPLAIN, STAGE_LIVE, STAGE_THROW
    from tests.test_wuerfelblitz_scene import start

    app = app_with_phones
    page = open_page(browser, app.phones)
    step_until(app, lambda: PHONE in app.input.devices(), "the phone")
    scene = start(app, ["human", "cpu-easy"], seed=5)
    app.input.bind(PHONE, 0)
    step_until(app, lambda: scene.stage == STAGE_THROW, "the throw")
    assert scene.match.thrower == 0  # the first seat throws first
    banner = page.locator("#banner", has_text=re.compile("^Your throw!$"))
    step_until(app, banner.is_visible, "the phone says it is its throw")
    throw = page.locator('[data-key="call"]:not(.arming) span', has_text=re.compile("^Throw$"))
    step_until(app, throw.is_visible, "the big key throws")
    places = key_boxes(page)
    shot(page, "wb-real-your-throw")
    tap(page, '[data-key="call"]')
    step_until(app, lambda: scene.stage == STAGE_LIVE, "the dice down")
    go = page.locator("#banner", has_text=re.compile("^Dice are down: call!$"))
    step_until(app, go.is_visible, "calls open on the phone")
    assert key_boxes(page) == places
    shot(page, "wb-real-dice-down")
    for digit in str(scene.match.answer):
        tap(page, f'[data-digit="{digit}"]')
    tap(page, '[data-key="call"]')
    step_until(app, lambda: scene.stage == STAGE_EXPLAIN, "the answer explained")
    first = page.locator("#banner", has_text=re.compile("^You were first! The sum: \\d+$"))
    step_until(app, first.is_visible, "the phone says how the round ended")
    next_round = page.locator('[data-key="call"] span', has_text=re.compile("^Next round$"))
    step_until(app, next_round.is_visible, "the big key moves on")
    assert key_boxes(page) == places
    shot(page, "wb-real-round-over")
    tap(page, '[data-digit="5"]')
    tap(page, '[data-key="call"]')  # a call after the round: answered, never a next round
    late = page.locator("#typed.late", has_text="Too late")
    step_until(app, late.is_visible, "too late")
    assert scene.stage == STAGE_EXPLAIN and key_boxes(page) == places
    shot(page, "wb-real-too-late")
    app.draw()
    if SHOTS:
        import pygame

        pygame.image.save(app.display.canvas, str(Path(SHOTS) / "wb-real-tv-too-late.png"))
    page.context.close()
