"""The phone knows the game, seen on the page in a real browser (headless Chromium): the join
hint before a seat, the TV's own words on the buttons, the banner that says whose turn it
is, the TV's name for the phone in its header, a light that reads on every seat colour.

The game runs in-process with the real server and input layer. Set PHONE_SCREENSHOTS to a
folder to keep a picture of each moment.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from game.engine import palette as pal
from game.engine.input.labels import device_label
from game.engine.net import protocol
from game.engine.net.cues import Cue
from game.engine.net.link import PhoneLink
from game.fiese15.screen.action_panel import MODE_PLACE, MODE_ROLL
from tests.test_phone_browser import (  # noqa: F401 (fixtures)
    LABELS_OUTSIDE,
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


def shot(page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def step_until(app, condition, what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        app.step()
        app.draw()  # the footer the phones read is the one drawn
        if condition():
            return
    raise AssertionError(f"never happened: {what}")


def tap(page, selector: str) -> None:
    page.touchscreen.tap(**centre(page, selector))


def text_of(page, selector: str) -> str:
    return (page.locator(selector).text_content() or "").strip()


@pytest.fixture
def phones_app(make_app, request):
    """An App (in the language asked, English by default) in Fiese 15's lobby, serving
    phones on loopback."""
    lang = getattr(request, "param", "en")
    app = make_app(scene="lobby", game="fiese15", seed=5, lang=lang)
    app.phones = PhoneLink(host=LOOPBACK, ports=(0,), public_host=on_a_lan)
    app.speak_to_phones()
    assert app.phones.start(), app.phones.error
    yield app
    app.phones.stop()


def test_phone_context_page_says_press_a_then_shows_the_tvs_words_and_whose_turn(
    browser,  # noqa: F811
    phones_app,
):
    from tests.test_fiese15_scene import start

    app = phones_app
    mine, theirs = open_page(browser, app.phones), open_page(browser, app.phones)
    step_until(app, lambda: {"phone:1", "phone:2"} <= set(app.input.devices()), "two phones")
    join = mine.locator(".join-button.a")
    step_until(app, join.is_visible, "the page says how to join")
    # Before joining: what to press, and the one big button that does it; nothing else.
    assert text_of(mine, "#join-say") == "Press A to join"
    assert text_of(mine, ".join-button.a span") == "Join"
    assert mine.locator(".pad").is_hidden() and mine.locator(".join-button.y").is_hidden()
    assert text_of(mine, "#name") == device_label(app.t, "phone:1") == "Phone 1"
    shot(mine, "phone-before-join")
    # Seated in a match: the TV's own words on the buttons, and whose turn it is.
    scene = start(app, ["human", "human"])
    app.input.bind("phone:1", 0)
    app.input.bind("phone:2", 1)
    banner = mine.locator("#banner", has_text=re.compile("^Your turn!$"))
    step_until(app, lambda: scene.controls.mode == MODE_ROLL and banner.is_visible(), "turn")
    roll = mine.locator(".face .round.a span", has_text=re.compile("^Roll$"))
    step_until(app, roll.is_visible, "the TV's word on A")
    assert mine.evaluate("getComputedStyle(document.getElementById('banner')).backgroundColor") == (
        "rgb(254, 231, 97)"  # the game's yellow: your turn
    )
    assert text_of(mine, ".pad .start span") == "Menu"
    assert mine.locator(".face .round.b.idle").count() == 1  # B does nothing now: resting
    shot(mine, "phone-fiese15-your-turn")
    waiting = theirs.locator("#banner", has_text=re.compile(f"^{app.seat_name(0)}'s turn$"))
    step_until(app, waiting.is_visible, "the other phone says whose turn it is")
    assert theirs.evaluate("document.body.dataset.mode") == "wait"
    shot(theirs, "phone-fiese15-not-your-turn")
    # Someone else's turn: A has no word there; the page answers it and sends nothing.
    buzzes = theirs.evaluate("window.buzzes")
    tap(theirs, ".face .round.a")
    assert theirs.evaluate("window.buzzes") == buzzes + 1  # the soft sign, on the page
    rolls = scene.stats.seats[0].rolls
    tap(mine, ".face .round.a")  # roll
    step_until(app, lambda: scene.controls.mode == MODE_PLACE, "the dice to place")
    assert scene.stats.seats[0].rolls == rolls + 1 and scene.stats.seats[1].rolls == 0
    place = mine.locator(".face .round.y span", has_text=re.compile("^Place$"))
    step_until(app, place.is_visible, "Place on Y")
    assert text_of(mine, ".face .round.x span") == "All"
    assert text_of(mine, ".hub span") == "Choose"
    shot(mine, "phone-fiese15-place")
    for page in (mine, theirs):
        page.context.close()


def test_phone_context_page_fischkopp_bench_join_and_the_big_shout(browser, phones_app):  # noqa: F811
    from tests.test_fischkopp_scene import start

    app = phones_app
    page = open_page(browser, app.phones)
    step_until(app, lambda: "phone:1" in app.input.devices(), "the phone")
    scene = start(app, ["normal", "normal"], seed=3)
    bench = page.locator(".join-button.y")
    step_until(app, bench.is_visible, "the bench offered")
    assert text_of(page, "#join-say") == "Press Y to watch and shout along"
    assert page.locator(".join-button.a").is_hidden()  # no seat free: only the bench
    tap(page, ".join-button.y")
    step_until(app, lambda: app.input.is_spectator("phone:1"), "on the bench")
    step_until(app, page.locator(".pad .start").is_visible, "a pad again, watching")
    assert "turn" in text_of(page, "#banner")  # whose turn it is, on the bench too
    tap(page, ".pad .start")  # nothing else to do here: Menu … opens the pause menu
    step_until(app, lambda: type(app.scenes.top).__name__ == "PauseScene", "the pause menu")
    ok = page.locator(".face .round.a span", has_text=re.compile("^OK$"))
    step_until(app, ok.is_visible, "the pause menu's words")
    shot(page, "phone-menu-pause")
    tap(page, ".face .round.b")  # back to the match
    step_until(app, lambda: app.scenes.top is scene, "the match again")
    for _ in range(20000):
        if scene.match.window_open:
            break
        app.step()
    assert scene.match.window_open
    shout = page.locator(".shout-button span", has_text="FISCHKOPP! (everyone)")
    step_until(app, shout.is_visible, "the big shout button, in the TV's words")
    shot(page, "phone-fischkopp-shout")
    tap(page, ".shout-button")
    me = app.input.participant_of["phone:1"]
    step_until(app, lambda: me in scene.shouts.cheers, "the bench's shout is heard")
    page.context.close()


def test_phone_context_page_fischkopp_cover_buttons_send_the_field(browser, link, manager):  # noqa: F811
    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    link.set_cue(
        "phone:1", Cue("turn", "Your turn!", (("move", "Choose"), ("confirm", "Cover")), (3, 5, 8))
    )
    page.locator(".choice").nth(2).wait_for(timeout=WAIT_MS)
    assert [text_of(page, f".choice >> nth={i} >> b") for i in range(3)] == ["3", "5", "8"]
    assert text_of(page, ".choice >> nth=0 >> span") == "Cover"
    assert (
        page.locator(".dpad").is_hidden()
        or page.evaluate("getComputedStyle(document.querySelector('.dpad')).visibility") == "hidden"
    )
    shot(page, "phone-fischkopp-cover")
    tap(page, '.choice[data-choice="8"]')
    deadline = time.monotonic() + WAIT_S
    while not link.calls and time.monotonic() < deadline:
        link.pump(manager)
    assert [c.number for c in link.calls] == [8]
    page.context.close()


@pytest.mark.parametrize("phones_app", ["de"], indirect=True)
def test_phone_context_page_goes_by_the_tvs_name_for_it_in_the_tvs_language(
    browser,  # noqa: F811
    phones_app,
):
    app = phones_app
    toasts: list[str] = []
    show = app.toasts.show
    app.toasts.show = lambda message, frames: (toasts.append(message), show(message, frames))
    page = open_page(browser, app.phones)  # a phone set to English: the TV speaks German
    step_until(app, lambda: "phone:1" in app.input.devices(), "the phone")
    tv_name = device_label(app.t, "phone:1")
    assert tv_name == "Handy 1"
    page.locator("#name", has_text=re.compile(f"^{tv_name}$")).wait_for(timeout=WAIT_MS)
    assert tv_name in toasts[-1]  # the TV's toast names it the same
    assert page.evaluate("document.documentElement.lang") == "de"
    step_until(app, page.locator(".join-button.a").is_visible, "the join button")
    assert text_of(page, ".join-button.a span") == "Beitreten"
    tap(page, ".join-button.a")
    step_until(app, lambda: app.input.seat_of.get("phone:1") == 0, "seated")
    # Asked who holds it: the seat goes by the phone's name, said once in the header.
    assert app.seat_name(0) == tv_name
    step_until(app, lambda: type(app.scenes.top).__name__ == "WhoAreYouScene", "asked")
    assert text_of(page, "#name") == tv_name and page.locator("#phone").is_hidden()
    tap(page, ".round.b")  # a guest: the seat's name, the phone's own name under it
    guest = page.locator("#name", has_text=re.compile("^S1$"))
    step_until(app, guest.is_visible, "a guest, S1")
    assert app.seat_name(0) == "S1" and text_of(page, "#phone") == tv_name
    page.context.close()


def test_phone_context_page_light_reads_on_every_seat_colour(browser, link, manager):  # noqa: F811
    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    for seat, colour in enumerate(pal.SEAT_COLOURS):
        link.set_look("phone:1", colour, pal.SEAT_SYMBOLS[seat], f"P{seat + 1}")
        hex_colour = "#{:02x}{:02x}{:02x}".format(*colour)
        _wait_for_seat(page, hex_colour)
        header = rgb(
            page.evaluate("getComputedStyle(document.querySelector('.bar')).backgroundColor")
        )
        for state in ("ready", "waiting", "stopped"):
            page.evaluate(f"document.body.dataset.state = '{state}'")
            light = rgb(
                page.evaluate("getComputedStyle(document.getElementById('dot')).backgroundColor")
            )
            assert pal.contrast(light, header) >= 3, (seat, state, light, header)
        page.evaluate("document.body.dataset.state = 'ready'")
    page.context.close()


def _wait_for_seat(page, hex_colour: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        if (
            page.evaluate(
                "getComputedStyle(document.documentElement).getPropertyValue('--seat')"
            ).strip()
            == hex_colour
        ):
            return
        time.sleep(0.02)
    raise AssertionError(f"the page never wore {hex_colour}")


def rgb(css: str) -> tuple[int, int, int]:
    r, g, b = (int(v) for v in re.findall(r"\d+", css)[:3])
    return r, g, b


def test_phone_context_page_the_holder_lets_a_disputed_device_go(browser, link, manager):  # noqa: F811
    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    server = link._server
    server.hands.held[1] = server.hands.clock()  # held here, as after too many changes
    server.send("phone:1", protocol.held(True))
    page.locator("#held").wait_for(state="visible", timeout=WAIT_MS)
    shot(page, "phone-held")
    tap(page, "#held-free")
    page.locator("#held").wait_for(state="hidden", timeout=WAIT_MS)
    deadline = time.monotonic() + WAIT_S
    while server.hands.is_held(1) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not server.hands.is_held(1)  # let go: the next phone may take it at once
    page.context.close()


# Every word a button may get, as the screens that give it: a game's turn (the banner up),
# a menu (no banner), the shout window, the join view; per language the longest is tried.
IN_A_TURN = {
    "confirm": (
        "fiese15.prompt.roll_again",
        "fits.prompt.drop",
        "fischkopp.prompt.cover",
        "wuerfelblitz.prompt.call",
        "wuerfelblitz.prompt.throw",
        "fiese15.prompt.skip",
    ),
    "back": ("fits.prompt.aside", "fiese15.prompt.stop", "fiese15.prompt.clear"),
    "flip": ("fits.prompt.flip", "fiese15.prompt.place"),
    "rotate": ("fits.prompt.rotate", "fiese15.prompt.all"),
    "pause": ("fiese15.prompt.menu", "title.menu"),
    "move": ("fiese15.prompt.choose", "fits.prompt.move", "wuerfelblitz.prompt.dial"),
}
IN_A_MENU = {
    "confirm": ("prompt.ok", "lobby.join", "reconnect.take", "controls.change", "name.press"),
    "back": ("lobby.leave", "title.quit", "prompt.back", "name.delete"),
    "rotate": ("lobby.phones",),
    "pause": ("name.done",),
    "move": ("prompt.choose",),
}
TO_JOIN = {"confirm": ("lobby.join", "reconnect.take"), "flip": ("phone.watch",)}
SHOUTING = {"flip": ("fischkopp.prompt.shout",)}
MOMENTS = (  # (cue mode, its line's key, the words, the layouts they show on)
    ("turn", "phone.your_turn", IN_A_TURN, ("pad", "numbers")),
    ("play", "", IN_A_MENU, ("pad",)),
    ("play", "", SHOUTING, ("shout",)),
    ("join", "phone.bench", TO_JOIN, ("join",)),
)  # fmt: skip


def longest(t, words: dict) -> tuple[tuple[str, str], ...]:
    return tuple((action, max((t(k) for k in keys), key=len)) for action, keys in words.items())


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it", "es", "nl"])
@pytest.mark.parametrize("viewport", [PORTRAIT, LANDSCAPE], ids=["portrait", "landscape"])
def test_phone_context_page_every_tv_word_fits_its_button(browser, link, manager, lang, viewport):  # noqa: F811
    from game.engine.i18n import Translator

    t = Translator(lang)
    page = open_page(browser, link, viewport)
    pump_until(link, manager, added("phone:1"))
    for mode, say, words, layouts in MOMENTS:
        for layout in layouts:
            line = t(say, button="Y") if say else ""
            link.set_cue("phone:1", Cue(mode, line, longest(t, words)))
            link.set_layout("phone:1", "pad" if layout == "join" else layout)
            shown = "pad" if layout == "join" else layout
            page.wait_for_selector(
                f'body[data-layout="{shown}"][data-mode="{mode}"]', timeout=WAIT_MS
            )
            assert page.evaluate(LABELS_OUTSIDE, layout) == [], (mode, layout, lang)
            assert_inside(page, viewport, layout)
    page.context.close()


def assert_inside(page, viewport: dict, layout: str) -> None:
    """Every button of ``layout`` lies inside the screen, a thumb wide, none over another
    (the banner takes its room from the pads, never from their buttons)."""
    selector = f".{layout} .btn, .{layout} [data-dpad]"
    boxes = [b for b in (el.bounding_box() for el in page.locator(selector).all()) if b]
    assert boxes, layout
    for i, box in enumerate(boxes):
        assert box["x"] >= 0 and box["y"] >= 0, (layout, box)
        assert box["x"] + box["width"] <= viewport["width"] + 0.5, (layout, box)
        assert box["y"] + box["height"] <= viewport["height"] + 0.5, (layout, box)
        assert min(box["width"], box["height"]) >= 40, (layout, box)
        for other in boxes[i + 1 :]:
            apart = (
                box["x"] + box["width"] <= other["x"] + 0.5
                or other["x"] + other["width"] <= box["x"] + 0.5
                or box["y"] + box["height"] <= other["y"] + 0.5
                or other["y"] + other["height"] <= box["y"] + 0.5
            )
            assert apart, (layout, box, other)


def test_phone_context_page_the_big_number_key_is_the_tvs_confirm_with_nothing_typed(
    browser,  # noqa: F811
    link,
    manager,
):
    """Würfelblitz's thrower: the big key wears the TV's word ("Throw") and throws (once the
    word has stood a moment: see test_phone_wuerfelblitz); with a number typed it calls that
    number, as ever."""
    from game.engine.input import Action

    page = open_page(browser, link)
    pump_until(link, manager, added("phone:1"))
    link.set_layout("phone:1", "numbers")
    link.set_cue("phone:1", Cue("play", "", (("confirm", "Throw"), ("pause", "Menu"))))
    key = page.locator('[data-key="call"]:not(.arming) span', has_text=re.compile("^Throw$"))
    key.wait_for(timeout=WAIT_MS)
    tap(page, '[data-key="call"]')
    events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
    assert [(e.action, e.pressed) for e in events] == [
        (Action.CONFIRM, True),
        (Action.CONFIRM, False),
    ]
    tap(page, '[data-digit="7"]')
    tap(page, '[data-key="call"]')
    deadline = time.monotonic() + WAIT_S
    while not link.calls and time.monotonic() < deadline:
        link.pump(manager)
    assert [c.number for c in link.calls] == [7]
    page.context.close()
