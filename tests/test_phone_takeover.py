"""Nobody keeps a phone's seat that is not theirs: against a real server on 127.0.0.1, with
other loopback addresses (127.0.x.y) standing in for the machines of a LAN.

A copied token lets someone take a phone's device over; the phone that joined first can
always take it back with the room code, however often it was taken; a device that changes
hands more than twice a minute stays put and the TV decides; wrong codes from others never
use up the budget of a phone that was seated here.
"""

from __future__ import annotations

import asyncio
import time

from game.engine.net import hands, room, server
from tests.loopbacks import address
from tests.test_phone_attacks import opening, wrong_codes
from tests.test_phone_server import (  # noqa: F401 (fixtures)
    WAIT,
    added,
    link_fixture,
    manager_fixture,
    phone,
    pump_until,
)


class FakeClock:
    """Seconds for the server's limits, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def takeover(link, token: str, source: str) -> dict:
    """A hello sniffed off the network (token and room as the phone sent them), replayed."""
    message = {"type": "hello", "room": link.room_code, "token": token}
    answer, _ = asyncio.run(opening(link.port, message, source))
    return answer


def reclaim(link, token: str, source: str = "127.0.0.1", code: str | None = None) -> dict:
    message = {"type": "reclaim", "room": code or link.room_code, "token": token}
    answer, _ = asyncio.run(opening(link.port, message, source))
    return answer


def notices_after(link, manager) -> list[str]:
    """The TV's notices about phones (i18n keys) over half a second of pumping."""
    deadline = time.monotonic() + 0.5
    found: list[str] = []
    while time.monotonic() < deadline:
        link.pump(manager)
        found += [notice.key for notice in link.take_notices()]
    return found


def test_the_phone_that_joined_takes_its_seat_back_after_five_takeovers(link, manager):
    clock = FakeClock()
    link._server.hands.clock = clock
    with phone(link) as (_owner, welcome):
        pump_until(link, manager, added("phone:1"))
        manager.bind("phone:1", 0)
        first = welcome["token"]
        token = first
        for n in range(5):  # five takeovers from five addresses, a little apart
            clock.now += 31
            answer = takeover(link, token, address(n, block=40))
            assert answer["type"] == "welcome" and answer["device"] == "phone:1", (n, answer)
            token = answer["token"]
    clock.now += 31
    assert reclaim(link, first, code="AAAA")["reason"] == "room"  # the code, not the token
    back = reclaim(link, first)
    assert back["type"] == "welcome" and back["device"] == "phone:1"
    assert manager.seat_of.get("phone:1") == 0  # the seat never moved: only its phone


def test_a_flapping_thief_is_stopped_and_the_device_stays_put_for_a_while(link, manager):
    clock = FakeClock()
    link._server.hands.clock = clock
    with phone(link) as (_owner, welcome):
        pump_until(link, manager, added("phone:1"))
        link.take_notices()
        token, taken, held = welcome["token"], 0, 0
        for n in range(40):  # forty takeovers as fast as they come, each from elsewhere
            answer = takeover(link, token, address(n, block=50))
            if answer["type"] == "welcome":
                taken += 1
                token = answer["token"]
            else:
                assert answer == {"type": "refused", "reason": "held"}
                held += 1
        assert taken == hands.CHANGES_PER_MINUTE and held == 40 - taken
        # Said once on the TV (a toast, no question), after a toast per change, no more.
        assert notices_after(link, manager) == ["toast.phone_replaced"] * taken + [
            "toast.phone_held"
        ]
        assert reclaim(link, welcome["token"])["reason"] == "held"
        assert notices_after(link, manager) == []  # still the same hold: not said again
        # Nobody decides anything: the hold ends by itself, and the phone that joined first
        # takes its device back with the room code.
        clock.now += hands.HOLD_FOR
        back = reclaim(link, welcome["token"])
        assert back["type"] == "welcome" and back["device"] == "phone:1"


def test_wrong_codes_from_elsewhere_never_refuse_a_seated_phones_code(link, manager):
    with phone(link) as (_owner, welcome):
        pump_until(link, manager, added("phone:1"))
        thief = takeover(link, welcome["token"], address(0, block=60))
        assert thief["type"] == "welcome"
    for n, code in enumerate(wrong_codes(link.room_code, room.GUESS_BURST + 5)):
        asyncio.run(opening(link.port, {"type": "join", "room": code}, address(n, block=70)))
    busy, _ = asyncio.run(opening(link.port, {"type": "join", "room": link.room_code}))
    assert busy == {"type": "refused", "reason": "busy"}  # the room's budget is spent …
    back = reclaim(link, welcome["token"])  # … but not the seated phone's
    assert back["type"] == "welcome" and back["device"] == "phone:1"


def test_the_close_code_a_held_refusal_sends_is_the_refusal(link):
    assert "held" in server.protocol.REFUSALS
    assert server.protocol.refused("held") == '{"type":"refused","reason":"held"}'


# ----- nothing is asked on the TV -------------------------------------------------------------
def test_no_device_question_exists_on_the_tv_any_more():
    """The old "changed hands too often" question stopped the room: it is gone for good."""
    import importlib.util

    assert importlib.util.find_spec("game.shell.seat_dispute") is None
