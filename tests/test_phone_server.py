"""The phone server for real: a WebSocket client on loopback joins, plays and comes back."""

from __future__ import annotations

import http.client
import json
import time
from collections.abc import Callable
from contextlib import contextmanager

import pygame
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from game.engine.input import Action, InputManager
from game.engine.input.events import DeviceChange
from game.engine.input.manager import BUZZ_GAP
from game.engine.net.codes import ROOM_ALPHABET, new_token
from game.engine.net.link import PhoneLink

LOOPBACK = "127.0.0.1"
LAN_ADDRESS = "192.168.1.20"  # what a test link pretends to have found (nothing is sent there)
WAIT = 5.0  # seconds any single wait may take before the test fails


@pytest.fixture(name="manager")
def manager_fixture():
    pygame.init()
    return InputManager()


def on_a_lan() -> str:
    return LAN_ADDRESS


@pytest.fixture(name="link")
def link_fixture():
    link = PhoneLink(host=LOOPBACK, ports=(0,), public_host=on_a_lan)
    assert link.start(), link.error
    yield link
    link.stop()


def open_socket(link: PhoneLink, **options) -> ClientConnection:
    return connect(f"ws://{LOOPBACK}:{link.port}/ws", open_timeout=WAIT, close_timeout=1, **options)


def receive(ws: ClientConnection) -> dict:
    return json.loads(ws.recv(timeout=WAIT))


@contextmanager
def phone(link: PhoneLink, token: str | None = None, room: str | None = None):
    """A joined phone: yields the socket and the server's first answer."""
    with open_socket(link) as ws:
        room = room or link.room_code
        hello = {"type": "hello", "room": room, "token": token} if token else None
        ws.send(json.dumps(hello or {"type": "join", "room": room}))
        yield ws, receive(ws)


def press(ws: ClientConnection, action: str, down: bool = True) -> None:
    ws.send(json.dumps({"type": "button", "action": action, "down": down}))


def close_code(ws: ClientConnection) -> int | None:
    """Read until the server closes the connection; its close code."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        try:
            ws.recv(timeout=WAIT)
        except ConnectionClosed as closed:
            return closed.rcvd.code if closed.rcvd else None
    raise AssertionError("the server did not close the connection")


def pump_until(link: PhoneLink, manager: InputManager, done: Callable[[list, list], bool]):
    """Pump like the game loop until ``done(events, changes)``; both lists are returned."""
    events: list = []
    changes: list[DeviceChange] = []
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        events += link.pump(manager)
        changes += manager.take_device_changes()
        if done(events, changes):
            return events, changes
        time.sleep(0.002)
    raise AssertionError(f"gave up waiting; events {events}, changes {changes}")


def type_name(ws: ClientConnection, text: object, step: object = "typing") -> None:
    ws.send(json.dumps({"type": "name", "text": text, "step": step}))


def pump_typed(link: PhoneLink, manager: InputManager, done: Callable[[list, list], bool]):
    """Pump until ``done(events, typed)``: the input events and the name texts that came."""
    typed: list = []

    def collect(events, changes) -> bool:
        typed.extend(link.typed)
        return done(events, typed)

    events, _ = pump_until(link, manager, collect)
    return events, [(t.device, t.text, t.step) for t in typed]


def added(device: str):
    return lambda events, changes: any(c.device == device and c.added for c in changes)


def removed(device: str):
    return lambda events, changes: any(c.device == device and not c.added for c in changes)


def get(link: PhoneLink, path: str, host: str | None = None) -> tuple[int, dict, bytes]:
    conn = http.client.HTTPConnection(LOOPBACK, link.port, timeout=WAIT)
    try:
        conn.request("GET", path, headers={"Host": host or f"{LOOPBACK}:{link.port}"})
        answer = conn.getresponse()
        return answer.status, dict(answer.getheaders()), answer.read()
    finally:
        conn.close()


def other_room(room: str) -> str:
    return next(c * 4 for c in ROOM_ALPHABET if c * 4 != room)


# ----- the page -----------------------------------------------------------------------------
def test_only_the_page_and_its_two_files_are_served(link):
    status, headers, body = get(link, f"/{link.room_code}")
    assert status == 200 and b"/phone.js" in body
    assert headers["Content-Type"].startswith("text/html")
    assert "default-src 'none'" in headers["Content-Security-Policy"]
    # Any room-shaped path shows the page (the room is checked on joining), so an old
    # room's page can say "scan the new code".
    assert get(link, f"/{link.room_code.lower()}")[0] == 200
    assert get(link, f"/{other_room(link.room_code)}")[0] == 200
    assert get(link, "/phone.js")[0] == 200 and get(link, "/phone.css")[0] == 200
    for path in ("/", "/index.html", "/ABCD", "/KTEX/ws", "/../pyproject.toml", "/ws"):
        assert get(link, path)[0] in (404, 426), path  # /ws without an upgrade: 426
    assert link.address == f"http://{LOOPBACK}:{link.port}/{link.room_code}"


def test_requests_naming_another_host_are_refused(link):
    assert get(link, f"/{link.room_code}", host=f"evil.example:{link.port}")[0] == 403
    with pytest.raises(InvalidStatus) as refused:
        open_socket(link, origin="http://evil.example")
    assert refused.value.response.status_code == 403


# ----- joining and playing --------------------------------------------------------------------
def test_a_phone_joins_and_presses_reach_the_input_manager(link, manager):
    with phone(link) as (ws, welcome):
        assert welcome["type"] == "welcome" and welcome["device"] == "phone:1"
        _, changes = pump_until(link, manager, added("phone:1"))
        assert changes[0].name == "Phone 1" and "phone:1" in manager.devices()
        manager.bind("phone:1", 2)
        press(ws, "confirm")
        events, _ = pump_until(link, manager, lambda e, c: len(e) == 1)
        assert (events[0].device, events[0].action, events[0].pressed) == (
            "phone:1",
            Action.CONFIRM,
            True,
        )
        assert events[0].seat == 2 and manager.held("phone:1", Action.CONFIRM)
        press(ws, "confirm", down=False)
        press(ws, "left")
        events, _ = pump_until(link, manager, lambda e, c: len(e) == 2)
        assert [(e.action, e.pressed) for e in events] == [
            (Action.CONFIRM, False),
            (Action.LEFT, True),
        ]
    _, changes = pump_until(link, manager, removed("phone:1"))
    assert not manager.is_connected("phone:1") and link.devices == set()


def test_a_returning_phone_gets_the_same_device(link, manager):
    with phone(link) as (_, welcome):
        token = welcome["token"]
        pump_until(link, manager, added("phone:1"))
    pump_until(link, manager, removed("phone:1"))
    with phone(link) as (_, stranger):
        assert stranger["device"] == "phone:2"  # a new phone is a new device
    with phone(link, token=token) as (_, again):
        assert again["device"] == "phone:1" and again["token"] == token
        pump_until(link, manager, added("phone:1"))
        assert "phone:1" in link.devices


def test_the_newest_connection_of_a_phone_wins(link, manager):
    with phone(link) as (first, welcome):
        pump_until(link, manager, added("phone:1"))
        press(first, "up")
        pump_until(link, manager, lambda e, c: len(e) == 1)
        with phone(link, token=welcome["token"]) as (second, again):
            assert again["device"] == "phone:1"
            assert close_code(first) == 4001
            events, changes = pump_until(link, manager, lambda e, c: len(e) == 1)
            assert (events[0].action, events[0].pressed) == (Action.UP, False)  # let go
            assert changes == []  # never removed: still one phone, one device
            press(second, "down")
            events, _ = pump_until(link, manager, lambda e, c: len(e) == 1)
            assert events[0].device == "phone:1"


def test_a_wrong_room_code_is_refused(link, manager):
    with phone(link, room=other_room(link.room_code)) as (ws, answer):
        assert answer == {"type": "refused", "reason": "room"}
        assert close_code(ws) == 4003
    assert link.pump(manager) == [] and manager.take_device_changes() == []


def test_unknown_and_missing_tokens_are_refused(link, manager):
    with phone(link, token=new_token()) as (ws, answer):
        assert answer == {"type": "refused", "reason": "token"}
        assert close_code(ws) == 4003
    with open_socket(link) as ws:
        ws.send(json.dumps({"type": "hello", "room": link.room_code}))
        assert close_code(ws) == 4000
    with open_socket(link) as ws:
        ws.send(json.dumps({"type": "hello", "room": link.room_code, "token": None}))
        assert close_code(ws) == 4000
    link.pump(manager)
    assert manager.take_device_changes() == []


def test_a_restart_changes_the_room_code_and_keeps_devices(link, manager):
    with phone(link) as (ws, welcome):
        pump_until(link, manager, added("phone:1"))
        old_room = link.room_code
        link.stop()
        assert close_code(ws) == 1001
    pump_until(link, manager, removed("phone:1"))
    assert link.start() and link.room_code != old_room
    with phone(link, token=welcome["token"], room=old_room) as (_, answer):
        assert answer["reason"] == "room"
    with phone(link, token=welcome["token"]) as (_, again):
        assert again["device"] == "phone:1"
        pump_until(link, manager, added("phone:1"))


def test_look_and_layout_reach_the_phone_and_come_back_with_it(link, manager):
    with phone(link) as (ws, welcome):
        pump_until(link, manager, added("phone:1"))
        link.set_look("phone:1", (0, 153, 219), "square", "Player 2")
        link.set_layout("phone:1", "numbers")
        link.set_look("pad:0", (0, 0, 0), "circle", "not a phone")  # ignored
        assert receive(ws) == {
            "type": "look",
            "colour": "#0099db",
            "symbol": "square",
            "name": "Player 2",
            "phone": "Phone 1",
        }
        assert receive(ws) == {"type": "layout", "name": "numbers"}
    with phone(link, token=welcome["token"]) as (ws, again):
        assert again["type"] == "welcome"
        dressed = [receive(ws), receive(ws)]
        assert {m["type"] for m in dressed} == {"look", "layout"}


def test_human_pace_menus_give_every_phone_the_pad_and_a_phone_back_finds_it(link, manager):
    with phone(link) as (ws, welcome):
        pump_until(link, manager, added("phone:1"))
        link.set_layout("phone:1", "numbers")
        assert receive(ws) == {"type": "layout", "name": "numbers"}
        assert link.calls_typed("phone:1")
        link.show_menus(True)  # pause: the d-pad, OK and Back
        assert receive(ws) == {"type": "layout", "name": "pad"}
        assert not link.calls_typed("phone:1")  # its OK is a menu's confirm now
        link.set_layout("phone:1", "shout")  # asked for under the menu: shown after it
        link.show_menus(True)  # no change, nothing sent
        link.verdict("phone:1", 12, "right", "Right!")
        link.nudge("phone:1")
        link.verdict("pad:0", 12, "right", "ignored")  # not a phone
        assert receive(ws) == {"type": "verdict", "number": 12, "mark": "right", "word": "Right!"}
        assert receive(ws) == {"type": "nudge"}
    with phone(link, token=welcome["token"]) as (ws, again):
        assert again["type"] == "welcome"
        assert receive(ws) == {"type": "layout", "name": "pad"}  # still under the menu
        link.show_menus(False)
        assert receive(ws) == {"type": "layout", "name": "shout"}


def test_number_calls_arrive_beside_the_input_events(link, manager):
    with phone(link) as (ws, _):
        pump_until(link, manager, added("phone:1"))
        manager.bind("phone:1", 3)
        ws.send(json.dumps({"type": "call", "number": 17}))
        deadline = time.monotonic() + WAIT
        while not link.calls and time.monotonic() < deadline:
            link.pump(manager)
        (call,) = link.calls
        assert (call.device, call.number, call.seat) == ("phone:1", 17, 3)
        link.pump(manager)
        assert link.calls == []  # calls belong to the step they arrived in


def test_the_link_reports_its_state(link):
    assert link.running and len(link.room_code) == 4
    assert link.short_address == f"{LOOPBACK}:{link.port}/{link.room_code}"
    link.stop()
    assert not link.running and link.address == "" and link.qr_surface() is None


def test_a_phone_gone_right_after_joining_is_removed(link, manager):
    for _ in range(5):  # the close races the welcome; every order must end removed
        with open_socket(link) as ws:
            ws.send(json.dumps({"type": "join", "room": link.room_code}))
    pump_until(link, manager, lambda e, c: sum(not x.added for x in c) == 5)
    assert link.devices == set() and not any(d.startswith("phone:") for d in manager.devices())


# ----- the name field and buzzes ------------------------------------------------------------------
def test_only_the_phone_asked_for_a_name_is_heard(link, manager):
    with phone(link) as (one, _), phone(link) as (two, _):
        pump_until(link, manager, lambda e, c: len(c) == 2)
        link.ask_name("phone:1", "Zo")
        link.ask_name("pad:0", "Zo")  # not a phone: nothing to show
        assert receive(one) == {"type": "field", "open": True, "text": "Zo", "max": 12}
        type_name(two, "Mallory")  # no field open on this phone: dropped
        type_name(one, "Zoë\u0007")  # garbage is dropped, the phone stays connected
        type_name(one, "Annemarie Kox")
        type_name(one, ["Zoë"])
        type_name(one, "Zoë", "later")
        type_name(one, "Zoë")
        type_name(one, "Zoë", "ok")
        press(two, "confirm")  # sent after its name: when it arrives, so has the name
        events, typed = pump_typed(link, manager, lambda e, t: len(e) == 1 and len(t) == 2)
        assert typed == [("phone:1", "Zoë", "typing"), ("phone:1", "Zoë", "ok")]
        assert events[0].device == "phone:2"
        link.end_name("phone:1")
        assert receive(one) == {"type": "field", "open": False, "text": "", "max": 12}
        type_name(one, "Eve")  # the field is closed: nobody is named any more
        press(one, "up")
        events, typed = pump_typed(link, manager, lambda e, t: len(e) == 1)
        assert typed == [] and events[0].device == "phone:1"


def test_a_phone_back_finds_its_name_field_with_what_it_typed(link, manager):
    with phone(link) as (ws, welcome):
        pump_until(link, manager, added("phone:1"))
        link.ask_name("phone:1")
        assert receive(ws)["open"] is True
        type_name(ws, "Zoë")
        pump_typed(link, manager, lambda e, t: len(t) == 1)
    pump_until(link, manager, removed("phone:1"))
    with phone(link, token=welcome["token"]) as (ws, again):
        assert again["device"] == "phone:1"
        assert receive(ws) == {"type": "field", "open": True, "text": "Zoë", "max": 12}
        pump_until(link, manager, added("phone:1"))
        type_name(ws, "Zoë K", "ok")  # and is heard again
        _, typed = pump_typed(link, manager, lambda e, t: len(t) == 1)
        assert typed == [("phone:1", "Zoë K", "ok")]


def test_a_rumble_buzzes_a_phone_only_while_vibration_is_on(link, manager):
    with phone(link) as (ws, _):
        pump_until(link, manager, added("phone:1"))
        assert manager.rumble("phone:1", 0.9, 400)
        link.pump(manager)
        assert receive(ws) == {"type": "buzz", "ms": 400}
        manager.frame += BUZZ_GAP
        assert manager.rumble("phone:1", 1.0, 60_000)  # a phone is never held longer
        link.pump(manager)
        assert receive(ws) == {"type": "buzz", "ms": 1000}
        manager.frame += BUZZ_GAP
        manager.vibration = False
        assert not manager.rumble("phone:1")
        link.pump(manager)
        link.set_layout("phone:1", "shout")  # the next message is this one, not a buzz
        assert receive(ws) == {"type": "layout", "name": "shout"}


# ----- what every answer of the page server carries ---------------------------------------------
def test_every_page_answer_carries_the_safety_headers_and_its_exact_length():
    """Nothing cached, nothing sniffed, no referrer, a policy that allows only the page's own
    script, style and WebSocket, the connection closed after it; the length is the body's."""
    import email.utils

    from game.engine.net.pages import POLICY, Pages, plain

    pages = Pages()
    for path, kind in (
        ("/ACDE", "text/html"),  # a room-shaped path: the page
        ("/phone.css", "text/css"),
        ("/phone.js", "text/javascript"),
    ):
        answer = pages.find(path)
        assert answer is not None and answer.status_code == 200 and answer.reason_phrase == "OK"
        headers = answer.headers
        assert headers["Content-Type"] == f"{kind}; charset=utf-8"
        assert headers["Content-Length"] == str(len(answer.body)) and answer.body
        assert headers["Connection"] == "close" and headers["Cache-Control"] == "no-store"
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Referrer-Policy"] == "no-referrer"
        assert headers["Content-Security-Policy"] == POLICY
        assert email.utils.parsedate_to_datetime(headers["Date"]).tzinfo is not None
    assert "default-src 'none'" in POLICY and "connect-src 'self' ws:" in POLICY
    assert "frame-ancestors 'none'" in POLICY
    refused = plain(404, "Not Found")
    assert refused.status_code == 404 and refused.reason_phrase == "Not Found"
    assert refused.body == b"404 Not Found\n"
    assert refused.headers["Content-Type"] == "text/plain; charset=utf-8"
    assert refused.headers["Content-Length"] == str(len(b"404 Not Found\n"))
    for unknown in ("/", "/etc/passwd", "/ACDE/x", "/phone.css/", "/../index.html"):
        assert pages.find(unknown) is None, unknown
