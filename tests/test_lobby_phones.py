"""Joining a game night from a phone, as a newcomer play-test met it on the TV: the lobby
says how to join by phone from its first second, a toast never covers how to join, a seat
goes by one name until its person is named, and a cursor's tab is never over someone
else's card.

Phones are the real link on loopback (the QR panel is drawn) or, where every message must
be seen, the link with its server replaced by an ``Outbox``.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame
import pytest

from game.engine import toast
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.engine.net.events import Joined, Pressed
from game.engine.net.link import PhoneLink
from game.engine.widgets import FOOTER_TOP
from game.shell import lobby_view
from tests.driving import as_guests, key
from tests.test_phone_context import cue, play, press
from tests.test_phone_controller import Outbox
from tests.test_phone_server import LOOPBACK, on_a_lan
from tests.test_safe_area import LANGUAGES, _draw, _outside, _overlapping

ONE, TWO = "phone:1", "phone:2"


def lobby_with_phones(make_app, game: str = "fits", lang: str = "en", large: bool = False):
    """A fresh lobby (nobody joined) serving phones on loopback, as a TV shows it."""
    app = make_app(scene="lobby", game=game, seed=11, lang=lang)
    app.settings = replace(app.settings, large_text=large)
    app.phones = PhoneLink(host=LOOPBACK, ports=(0,), public_host=on_a_lan)
    app.speak_to_phones()
    assert app.phones.start(), app.phones.error
    return app


@pytest.fixture
def phone_lobby(make_app, monkeypatch):
    """A Fits lobby whose phone link feeds ``app.feed`` and sends into ``app.outbox``; the
    phones ONE and TWO have connected, nobody is seated."""
    app = make_app(scene="lobby", game="fits", seed=11, lang="en")
    feed: list[list] = [[Joined(ONE, "Phone 1"), Joined(TWO, "Phone 2")]]
    monkeypatch.setattr(app.phones, "drain", lambda: feed.pop(0) if feed else [])
    outbox = Outbox()
    app.phones._server = outbox
    app.feed, app.outbox = feed, outbox
    play(app, 2)
    return app


def hint_lines(records, app) -> list[str]:
    """The lines drawn under the start button (the join line before anyone joined), left
    of the phone panel."""
    start = lobby_view.BUTTON_TOP + lobby_view.BUTTON_HEIGHT
    code = next(r.ink for r in records if r.text == app.phones.room_code)
    return [
        r.text
        for r in records
        if start < r.ink.top and r.ink.bottom < FOOTER_TOP and r.ink.right < code.left
    ]


# ----- how to join by phone, from the first second ----------------------------------------------


@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ["fits", "fischkopp", "wuerfelblitz"])
def test_the_fresh_lobby_says_how_to_join_by_phone(make_app, drawn, game, lang, large):
    """Before anyone joined, the join line names the phone and the code to scan shows
    beside it, whole, in every language and in large text; nothing leaves the TV's safe
    area or runs into other words (a play-test couch waited 10 s for any sign of phones)."""
    records, canvases = drawn
    app = lobby_with_phones(make_app, game, lang, large)
    try:
        canvases.append(app.display.canvas)
        for _ in range(30):
            app.step()
        seen = _draw(app, records)
        t = app.t
        joined = " ".join(hint_lines(seen, app))
        assert joined.split() == t("lobby.hint_join_phone").split(), f"[{lang}] cut: {joined!r}"
        texts = {r.text for r in seen}
        assert app.phones.room_code in texts and app.phones.short_address in texts
        assert app.phones.qr_surface() is not None
        assert dict(app.footer)["rotate"] == t("lobby.phones")  # switched with X, said so
        assert not _outside(seen), f"[{lang}] {_outside(seen)}"
        assert not _overlapping(seen), f"[{lang}] {_overlapping(seen)}"
        assert {r.style for r in seen} <= {"body", "large", "title", "big"}  # 9 px and more
    finally:
        app.phones.stop()


def test_phones_switch_on_before_anyone_joined_but_never_by_a_phone(make_app, sounds):
    """Phones switched off in the settings: the lobby's footer offers them from the first
    second, and any free controller or keyboard half switches them on; a phone cannot
    switch off the way it came in by, and is told so."""
    app = make_app(scene="lobby", game="fits", seed=11, lang="en")
    app.apply_settings(replace(app.settings, phones=False))
    lobby = app.scenes.top
    play(app, 2)
    assert dict(app.footer)["rotate"] == app.t("lobby.phones")
    key(app, "q")  # the left half's X, before it joined
    assert app.settings.phones is True and not lobby.humans
    app.phones.feed(Joined(ONE, "Phone 1"))
    play(app, 2)
    sounds.clear()
    app.phones.feed(Pressed(ONE, "rotate_right", True, 0))
    play(app)
    assert app.settings.phones is True and "ui_error" in sounds


def test_a_seated_phone_is_not_offered_to_switch_phones_off(phone_lobby, sounds):
    """X in the lobby switches phones off: on a phone it would cut that phone and all the
    others off at once. A phone's X rests there (no word), and a press of it is refused."""
    app = phone_lobby
    press(app, ONE, "confirm")  # seated, and asked who they are: a guest
    press(app, ONE, "back")
    assert app.scenes.top.slot_of(ONE) == 0
    play(app, 2)
    verbs = dict(cue(app, ONE)["verbs"])
    assert "rotate" not in verbs and verbs["confirm"] == app.t("prompt.ok")
    assert dict(app.footer)["rotate"] == app.t("lobby.phones")  # the TV's footer still has it
    sounds.clear()
    phones_before = app.settings.phones
    press(app, ONE, "rotate_right")
    assert app.settings.phones == phones_before and "ui_error" in sounds


def test_the_settings_start_with_phones_on(make_app):
    app = make_app(scene="lobby", game="fits")
    assert app.settings.phones is True


# ----- toasts clear of how to join ---------------------------------------------------------------


def test_a_toast_never_covers_how_to_join(make_app, drawn):
    """ "Controller connected: Phone 1" sat over the panel's "Scan or type the address to
    join" and the QR code: the toast moves to the top corner while the panel shows."""
    records, canvases = drawn
    app = lobby_with_phones(make_app)
    try:
        canvases.append(app.display.canvas)
        play(app, 5)
        app.toast("Controller connected: Phone 1")
        play(app, 20)  # slid in
        seen = _draw(app, records)
        kept = toast.kept()
        panel_words = [app.phones.room_code, app.phones.short_address]
        panel_words += app.text.wrap(app.t("lobby.phones_scan"), lobby_view.PANEL_TEXT, "body")
        inks = [r.ink for r in seen if r.text in panel_words]
        assert len(inks) == len(panel_words)
        assert any(all(rect.contains(ink) for ink in inks) for rect in kept), "panel not kept"
        at = app.toasts.draw(app.display.canvas, app.text)
        assert at is not None and not any(at.colliderect(rect) for rect in kept), (at, kept)
        assert not _overlapping(seen), _overlapping(seen)
        assert not _outside(seen), _outside(seen)
    finally:
        app.phones.stop()


def test_a_toast_stays_in_its_corner_where_nothing_needs_it_clear(make_app):
    app = make_app(scene="settings", seed=11, lang="en")
    app.toast("Controller connected: Pad 1")
    play(app, 20)
    at = app.toasts.draw(app.display.canvas, app.text)
    assert at.bottom == toast.BOTTOM


# ----- one name for a phone until its person is named --------------------------------------------


def test_a_seat_goes_by_its_devices_name_until_its_person_is_named(phone_lobby):
    """Before naming, the phone's header said "P1 / Phone 1", the question "Phone 1" and the
    seat's card "P1": until "who are you?" is answered the seat is "Phone 1" everywhere."""
    app = phone_lobby
    lobby = app.scenes.top
    press(app, ONE, "confirm")  # joins seat 1, and is asked who they are
    assert type(app.scenes.top).__name__ == "WhoAreYouScene"
    play(app, 2)
    assert app.seat_name(0) == "Phone 1"
    look = app.outbox.of("look", ONE)[-1]
    assert (look["name"], look["phone"]) == ("Phone 1", "Phone 1")
    room = 78
    assert lobby_view._card_words(lobby, 0, lobby.slots[0], room) == ("Phone 1", "Player", "")
    assert cue(app, TWO)["say"] == "Press A to join"  # the other phone may still join …
    press(app, TWO, "confirm")  # … and is asked next: it too goes by its own name meanwhile
    play(app, 2)
    assert app.seat_name(1) == "Phone 2"
    press(app, ONE, "back")  # the first plays as a guest: its seat is P1 from now on
    play(app, 2)
    assert app.seat_name(0) == "P1" and app.outbox.of("look", ONE)[-1]["name"] == "P1"
    assert lobby_view._card_words(lobby, 0, lobby.slots[0], room) == ("P1", "Player", "Phone 1")
    assert app.seat_name(1) == "Phone 2"  # asked now
    assert cue(app, ONE)["say"] == "Phone 2 is choosing"
    press(app, TWO, "back")
    play(app, 2)
    assert app.seat_name(1) == "P2" and app.scenes.top is lobby and not app.unnamed_seats


def test_a_named_seat_keeps_its_name_and_a_match_knows_no_unnamed_seats(make_app):
    app = make_app(scene="lobby", game="fits", seed=11, lang="en")
    lobby = app.scenes.top
    key(app, "space")
    assert app.seat_name(0) == app.t("device.kb_left")  # asked
    as_guests(app)
    assert app.seat_name(0) == "P1"
    app.unnamed_seats = {0: KEYBOARD_LEFT}
    app.seat_people = {}  # another screen seats people: no seat is asked there
    assert app.unnamed_seats == {} and app.seat_name(0) == "P1"
    assert lobby.slots[0].device == KEYBOARD_LEFT


# ----- a cursor's tab over its own card, never someone else's ------------------------------------


def tabs(records) -> dict[str, pygame.Rect]:
    """The cursors' tabs drawn: device name -> where its letters landed (above the cards)."""
    top = lobby_view.SLOT_TOP - lobby_view.TAB_HEIGHT - 4  # a tab bobs up a little
    return {
        r.text: r.ink for r in records if top <= r.ink.top and r.ink.bottom <= lobby_view.SLOT_TOP
    }


def card_rects(lobby) -> list[pygame.Rect]:
    count = len(lobby.slots)
    width = min(84, (lobby_view.FULL_SPAN - (count - 1) * lobby_view.SLOT_GAP) // count)
    left = 320 - (count * width + (count - 1) * lobby_view.SLOT_GAP) // 2
    step = width + lobby_view.SLOT_GAP
    return [
        pygame.Rect(left + i * step, lobby_view.SLOT_TOP, width, lobby_view.SLOT_HEIGHT)
        for i in range(count)
    ]


def test_a_cursors_tab_is_never_over_someone_elses_card(phone_lobby, drawn):
    """ "Keys left" floated above Ben's card and "Phone 5" above David's: a cursor parked on
    the next free seat stayed there when someone sat down on it. Now it goes home to its
    own card, and moving left and right passes over other people's cards."""
    records, canvases = drawn
    app = phone_lobby
    canvases.append(app.display.canvas)
    lobby = app.scenes.top
    key(app, "space")  # Anna: keys left, seat 1 …
    as_guests(app)
    assert lobby.cursors[KEYBOARD_LEFT] == 1  # … her cursor waits on the next free seat
    key(app, "enter")  # Ben sits down on it
    as_guests(app)
    assert lobby.cursors == {KEYBOARD_LEFT: 0, KEYBOARD_RIGHT: 2}
    press(app, ONE, "confirm")  # Clara's phone takes seat 3, where Ben's cursor waited
    press(app, ONE, "back")  # (a guest)
    press(app, TWO, "confirm")  # David's phone: the last seat
    press(app, TWO, "back")
    assert lobby.cursors == {KEYBOARD_LEFT: 0, KEYBOARD_RIGHT: 1, ONE: 2, TWO: 4}
    seen = _draw(app, records)
    cards = card_rects(lobby)
    shown = tabs(seen)
    t = app.t
    for device in (KEYBOARD_LEFT, KEYBOARD_RIGHT, ONE):
        ink = shown[lobby_view.device_label(t, device)]
        own = cards[lobby.slot_of(device)]
        assert own.left <= ink.centerx <= own.right, f"{device}'s tab is not over its card"
    names = sorted(shown.values(), key=lambda ink: ink.left)
    assert all(a.right < b.left for a, b in itertools.pairwise(names))  # side by side, apart
    key(app, "d")  # Anna moves right: past Ben's, Clara's and David's cards …
    assert lobby.cursors[KEYBOARD_LEFT] == 0  # … there is nowhere else: she stays home
    key(app, "s")
    assert lobby.cursors[KEYBOARD_LEFT] == len(lobby.slots)  # down to Start
    key(app, "w")
    assert lobby.cursors[KEYBOARD_LEFT] == 0  # and up to her own card (no seat is free)
    press(app, TWO, "back")  # David leaves: a free seat to move to
    key(app, "a")
    assert lobby.cursors[KEYBOARD_LEFT] == 3
    key(app, "space")  # a CPU there, under her cursor
    assert lobby.slots[3].is_cpu and lobby.cursors[KEYBOARD_LEFT] == 3


def test_a_cursor_on_a_card_that_moves_up_to_someone_else_goes_home(phone_lobby):
    app = phone_lobby
    lobby = app.scenes.top
    key(app, "space")
    as_guests(app)
    key(app, "enter")
    as_guests(app)
    key(app, "d")  # Anna's cursor to the free seat 3 (past Ben's card)
    assert lobby.cursors[KEYBOARD_LEFT] == 2
    lobby.add_cpu()  # a CPU on seat 3, a free seat 4
    press(app, ONE, "confirm")  # Clara on seat 4
    press(app, ONE, "back")
    key(app, "a")  # Anna back to her own card, then right to the CPU
    key(app, "d")
    assert lobby.cursors[KEYBOARD_LEFT] == 2
    key(app, "backspace")  # Ben leaves: the CPU moves up to seat 2, Clara to seat 3
    assert lobby.slots[1].is_cpu and lobby.slot_of(ONE) == 2
    assert lobby.cursors[KEYBOARD_LEFT] == 0  # not left on Clara's card
