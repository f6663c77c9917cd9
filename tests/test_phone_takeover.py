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
from tests.test_phone_attacks import address, opening, wrong_codes
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


def disputes_after(link, manager) -> list[str]:
    deadline = time.monotonic() + 0.5
    found: list[str] = []
    while time.monotonic() < deadline:
        link.pump(manager)
        found += link.take_disputes()
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


def test_a_flapping_thief_is_stopped_and_the_tv_decides(link, manager):
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
        assert disputes_after(link, manager) == ["phone:1"]  # asked once, not forty times
        assert len(link.take_notices()) == taken  # a message on the TV per change, no more
        # The TV keeps it where it is: still held, and not asked again within the minute.
        link.settle("phone:1", free=False)
        time.sleep(0.1)
        assert takeover(link, welcome["token"], address(45, block=50))["reason"] == "taken"
        assert reclaim(link, welcome["token"])["reason"] == "held"
        assert disputes_after(link, manager) == []
        # The TV lets it change hands: the phone that joined first takes it back.
        link.settle("phone:1", free=True)
        time.sleep(0.1)
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


# ----- the TV's question ----------------------------------------------------------------------
def test_only_a_pad_or_the_keyboard_decides_and_silence_keeps_it(make_app, monkeypatch):
    from game.engine.input import Action, InputEvent
    from game.shell.seat_dispute import ANSWER_FRAMES, SeatDisputeScene, ask_about

    app = make_app(scene="title")
    app.step()
    settled: list[tuple[str, bool]] = []
    monkeypatch.setattr(app.phones, "settle", lambda device, free: settled.append((device, free)))
    ask_about(app, "phone:2")
    ask_about(app, "phone:2")  # asked once per device
    assert sum(isinstance(s, SeatDisputeScene) for s in app.scenes) == 1
    question = app.scenes.top
    question.handle(InputEvent("phone:3", Action.CONFIRM, seat=0))
    assert settled == [] and app.scenes.top is question  # a phone has no say
    question.handle(InputEvent("kb_left", Action.CONFIRM))
    assert settled == [("phone:2", True)] and app.scenes.top is not question
    ask_about(app, "phone:2")
    for _ in range(ANSWER_FRAMES + 1):
        app.step()
    assert settled[-1] == ("phone:2", False)  # nobody answered: it stays where it is
    assert not any(isinstance(s, SeatDisputeScene) for s in app.scenes)
