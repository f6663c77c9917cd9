"""What a misbehaving phone meets: dropped garbage, size and rate limits, shut doors."""

from __future__ import annotations

import contextlib
import json
import logging
from types import SimpleNamespace

import pygame
import pytest
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.http11 import Request

from game.engine.input import Action
from game.engine.net import gate, server, session
from game.engine.net.gate import Gate
from game.engine.net.link import PhoneLink
from game.engine.net.pages import Pages
from game.engine.net.qr import qr_matrix
from game.engine.settings import Settings
from tests.test_phone_server import (  # noqa: F401 (fixtures)
    LOOPBACK,
    added,
    close_code,
    link_fixture,
    manager_fixture,
    on_a_lan,
    open_socket,
    other_room,
    phone,
    press,
    pump_until,
    receive,
    removed,
)

GARBAGE = [
    "not json at all",
    b"\x00\x01binary",
    "[]",
    json.dumps({"type": "button", "action": "confirm", "down": True, "admin": True}),
    json.dumps({"type": "button", "action": "confirm", "down": "yes"}),
    json.dumps({"type": "button", "action": "../../settings", "down": True}),
    json.dumps({"type": "call", "number": 10**80}),
    '{"type":"call","number":1e999}',
    json.dumps({"type": "settings", "fullscreen": False}),
    json.dumps({"type": "button", "action": "up", "down": True, "pad": "x" * 400}),
]


def drain_count(link, kind: str, expected: int) -> list:
    """Drain the raw queue until ``expected`` items of class ``kind`` arrived."""
    items: list = []
    for _ in range(2500):
        items += [i for i in link.drain() if type(i).__name__ == kind]
        if len(items) >= expected:
            return items
        pygame.time.wait(2)
    raise AssertionError(f"only {len(items)} {kind} items arrived")


def test_garbage_is_dropped_and_logged_without_tracebacks(link, manager, caplog):
    caplog.set_level(logging.WARNING, logger="game.engine.net")
    with phone(link) as (ws, _):
        pump_until(link, manager, added("phone:1"))
        for raw in GARBAGE:
            ws.send(raw)
        press(ws, "back")  # still connected: the next good message counts
        events, _ = pump_until(link, manager, lambda e, c: len(e) == 1)
        assert (events[0].action, events[0].pressed) == (Action.BACK, True)
    drops = [r for r in caplog.records if "dropped" in r.getMessage()]
    assert len(drops) >= session.LOGGED_DROPS
    assert all(r.exc_info is None for r in caplog.records)


def test_an_oversized_frame_cuts_the_phone_off(link, manager):
    with phone(link) as (ws, _):
        pump_until(link, manager, added("phone:1"))
        ws.send("x" * (server.MAX_FRAME_BYTES + 1))
        assert close_code(ws) == 1009
    pump_until(link, manager, removed("phone:1"))


def test_a_flood_is_rate_limited_then_cut_off(link, manager, monkeypatch):
    monkeypatch.setattr(session, "MESSAGE_RATE", 0.0)  # no refill: counts are exact
    with phone(link) as (ws, _):
        sent = session.MESSAGE_BURST + session.FLOOD_CLOSE_AFTER + 20
        with contextlib.suppress(ConnectionClosed):  # the server hangs up mid-flood
            for _ in range(sent):
                ws.send(json.dumps({"type": "call", "number": 5}))
        assert close_code(ws) == session.CLOSE_FLOOD
    calls = drain_count(link, "Called", session.MESSAGE_BURST)
    assert len(calls) == session.MESSAGE_BURST
    assert all(type(i).__name__ != "Called" for i in link.drain())


def test_releasing_a_held_button_always_passes_the_limit(link, manager, monkeypatch):
    monkeypatch.setattr(session, "MESSAGE_RATE", 0.0)
    with phone(link) as (ws, _):
        press(ws, "confirm")
        for _ in range(session.MESSAGE_BURST - 1):
            ws.send(json.dumps({"type": "call", "number": 1}))
        press(ws, "left")  # over the limit: dropped
        press(ws, "confirm", down=False)  # a release of a held button: passes
        press(ws, "left", down=False)  # not held (its press was dropped): limited
        ws.send(json.dumps({"type": "call", "number": 2}))
        pressed = drain_count(link, "Pressed", 2)
        ws.send(json.dumps({"type": "call", "number": 3}))
    assert [(p.action, p.down) for p in pressed] == [("confirm", True), ("confirm", False)]


def test_a_silent_connection_is_closed(link, monkeypatch):
    monkeypatch.setattr(server, "HELLO_TIMEOUT", 0.2)
    with open_socket(link) as ws:
        assert close_code(ws) == server.CLOSE_BAD_HELLO


def test_a_full_game_refuses_new_phones(link, manager, monkeypatch):
    monkeypatch.setattr(server, "MAX_PHONES", 1)
    with phone(link) as (_, first):
        assert first["type"] == "welcome"
        with phone(link) as (ws, second):
            assert second == {"type": "refused", "reason": "full"}
            assert close_code(ws) == server.CLOSE_REFUSED


def test_an_address_guessing_room_codes_is_shut_out(manager, monkeypatch):
    monkeypatch.setattr(gate, "BAD_JOIN_LIMIT", 3)
    link = PhoneLink(host=LOOPBACK, ports=(0,), public_host=on_a_lan)
    assert link.start()
    try:
        for _ in range(3):
            with phone(link, room=other_room(link.room_code)) as (_, answer):
                assert answer["reason"] == "room"
        with pytest.raises(InvalidStatus) as shut, phone(link):
            pass
        assert shut.value.response.status_code == 429
    finally:
        link.stop()


@pytest.mark.parametrize(("peer", "status"), [("8.8.8.8", 403), ("192.168.1.30", None)])
def test_the_gate_refuses_peers_outside_the_local_network(peer, status):
    door = Gate(Pages())
    door.port, door.max_sockets = 8765, 4
    ws = SimpleNamespace(remote_address=(peer, 50000))
    request = Request("/ws", Headers([("Host", "192.168.1.20:8765")]))
    answer = door(ws, request)
    assert (answer.status_code if answer else None) == status


def test_a_phone_message_never_reaches_settings(link, manager):
    before = Settings().to_dict()
    with phone(link) as (ws, _):
        ws.send(json.dumps({"type": "settings", "phones": False}))
        ws.send(json.dumps({"type": "button", "action": "pause", "down": True}))
        events, _ = pump_until(link, manager, lambda e, c: len(e) == 1)
    assert events[0].action is Action.PAUSE and Settings().to_dict() == before


def test_the_phones_setting_is_checked_like_every_other():
    # On by default: the lobby shows its QR code from the first second.
    assert Settings().phones is True
    assert Settings.from_dict({"phones": False}).phones is False
    assert Settings.from_dict({"phones": "no"}).phones is True  # not a bool: the default
    assert Settings.from_dict({"phones": 0}).phones is True
    assert Settings.from_dict(Settings(phones=False).to_dict()).phones is False


def test_the_qr_code_and_panel_show_the_address(link):
    from game.engine.text import Text
    from game.shell.phone_panel import draw_phone_panel

    pygame.init()
    rows = qr_matrix(link.address)
    surface = link.qr_surface(scale=3)
    assert surface.get_size() == (len(rows) * 3, len(rows) * 3)
    assert link.qr_surface(scale=3) is surface  # cached until the address changes
    corner = surface.get_at((4 * 3, 4 * 3))[:3]  # the finder pattern's dark corner
    assert corner == (12, 10, 16) and surface.get_at((0, 0))[:3] == (255, 255, 255)
    canvas = pygame.Surface((640, 360))
    rect = draw_phone_panel(canvas, link, Text(), (320, 180), ["scan me"], anchor="center")
    assert rect.width >= surface.get_width() // 3 * 2 and rect.center == (320, 180)
    assert canvas.get_at((rect.centerx, rect.top + 8))[:3] == (255, 255, 255)
    link.stop()
    assert draw_phone_panel(canvas, link, Text(), (0, 0)).size == (0, 0)


def test_welcome_comes_before_anything_else(link):
    link.set_layout("phone:1", "shout")  # dressed before it ever joined
    with phone(link) as (ws, welcome):
        assert welcome["type"] == "welcome"
        assert receive(ws) == {"type": "layout", "name": "shout"}


def test_with_no_network_the_panel_says_so_instead_of_a_qr_code():
    from game.engine.i18n import Translator
    from game.engine.text import Text
    from game.shell.phone_panel import draw_phone_panel

    pygame.init()
    link = PhoneLink(host=LOOPBACK, ports=(0,), public_host=lambda: "127.0.0.1")
    assert link.start()
    try:
        assert link.no_network and link.qr_surface() is None
        canvas = pygame.Surface((640, 360))
        for lang in ("en", "de", "fr"):
            message = Translator(lang)("lobby.no_network")
            rect = draw_phone_panel(
                canvas, link, Text(), (608, 317), ["scan me"], "bottomright", 2, "n", message
            )
            assert rect.left >= 32 and rect.top >= 18 and rect.right <= 608
            assert message != "lobby.no_network" and rect.width <= 200
    finally:
        link.stop()


def test_no_network_is_found_when_the_probe_fails(monkeypatch):
    from game.engine.net import addresses

    class NoRoute:
        def __init__(self, *args):
            pass

        def connect(self, address):
            raise OSError("Network is unreachable")

        def close(self):
            pass

    fake = SimpleNamespace(socket=NoRoute, AF_INET=2, SOCK_DGRAM=2)
    monkeypatch.setattr(addresses, "socket", fake)
    assert addresses.lan_address() == addresses.FALLBACK_HOST
