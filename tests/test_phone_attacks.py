"""Attacks on the phone server, for real: clients on loopback addresses (127.0.x.y stand in
for the machines of a LAN) against a server on 127.0.0.1.

Every attack is bounded in count and in time and stops by itself; the figures it measures
are printed (run with -s to see them).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from game.engine.net import room, server
from game.engine.net.codes import LONG_ROOM_LENGTH, ROOM_ALPHABET
from game.engine.net.link import MAX_DEVICES, PhoneLink
from tests.loopbacks import address
from tests.test_phone_server import (  # noqa: F401 (fixtures)
    LOOPBACK,
    WAIT,
    added,
    close_code,
    link_fixture,
    manager_fixture,
    on_a_lan,
    phone,
    pump_until,
    removed,
)

ATTACK_SECONDS = 4.0  # the longest any attack here runs


def wrong_codes(room: str, count: int) -> list[str]:
    """``count`` distinct four-letter codes, none of them ``room``."""
    codes: list[str] = []
    for i in range(count + 1):
        code = "".join(ROOM_ALPHABET[(i >> (4 * k)) % 16] for k in range(4))
        if code != room:
            codes.append(code)
    return codes[:count]


async def opening(port: int, message: dict, source: str = LOOPBACK) -> tuple[dict | None, int]:
    """Open a socket from ``source``, send one opening message: the answer and close code.

    The answer is None and the code the HTTP status if the door stayed shut, or -1 if the
    connection was dropped before any answer (pushed out to make room).
    """
    try:
        async with connect(
            f"ws://{LOOPBACK}:{port}/ws", open_timeout=WAIT, local_addr=(source, 0)
        ) as ws:
            await ws.send(json.dumps(message))
            answer = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
            if answer.get("type") == "welcome":
                return answer, 1000
            with contextlib.suppress(ConnectionClosed):
                await asyncio.wait_for(ws.recv(), WAIT)
            return answer, ws.close_code or 0
    except InvalidHandshake as err:
        response = getattr(err, "response", None)
        return None, response.status_code if response is not None else 0
    except (ConnectionClosed, OSError):
        return None, -1


# ----- 1. squatting: connections that never say hello ----------------------------------------
async def squat(port: int, source: str, deadline: float, tally: dict) -> None:
    """Hold a connection without a word; when it is dropped, come back at once."""
    while time.monotonic() < deadline:
        try:
            async with connect(
                f"ws://{LOOPBACK}:{port}/ws", open_timeout=2, local_addr=(source, 0)
            ) as ws:
                tally["held"] += 1
                with contextlib.suppress(ConnectionClosed, asyncio.TimeoutError):
                    await asyncio.wait_for(ws.recv(), max(0.01, deadline - time.monotonic()))
        except (InvalidHandshake, OSError, asyncio.TimeoutError):
            tally["shut"] += 1
            await asyncio.sleep(0.05)


async def phones_among_squatters(port: int, room: str, squatters: int, sources: int) -> dict:
    deadline = time.monotonic() + ATTACK_SECONDS
    tally = {"held": 0, "shut": 0, "joined": 0, "refused": []}
    jobs = [
        asyncio.ensure_future(squat(port, address(i % sources), deadline, tally))
        for i in range(squatters)
    ]
    await asyncio.sleep(0.8)  # every slot the old server had is held by now
    for _ in range(5):  # a real phone joins again and again while they squat
        answer, code = await opening(port, {"type": "join", "room": room})
        if answer is not None and answer["type"] == "welcome":
            tally["joined"] += 1
        else:
            tally["refused"].append((answer, code))
        await asyncio.sleep(0.3)
    await asyncio.gather(*jobs)
    return tally


@pytest.mark.parametrize("sources", [1, 24], ids=["one-address", "24-addresses"])
def test_squatters_never_keep_a_phone_out(link, sources):
    tally = asyncio.run(phones_among_squatters(link.port, link.room_code, 24, sources))
    print(f"squatters from {sources} address(es): {tally}")
    assert tally["joined"] == 5, tally["refused"]
    assert tally["held"] >= 12  # the squatters really were there (then shut out: 429)


def test_a_silent_connection_counts_against_its_address(link, monkeypatch):
    monkeypatch.setattr(server, "HELLO_TIMEOUT", 0.05)

    async def silent(n: int) -> int:
        _, code = await opening(link.port, {"type": "join", "room": link.room_code}, address(n))
        return code

    async def attack() -> list[int]:
        codes = []
        for _ in range(12):
            try:
                async with connect(
                    f"ws://{LOOPBACK}:{link.port}/ws", local_addr=(address(7), 0)
                ) as ws:
                    with contextlib.suppress(ConnectionClosed):
                        await asyncio.wait_for(ws.recv(), WAIT)
                    codes.append(ws.close_code)
            except InvalidHandshake as err:
                codes.append(err.response.status_code)
        return codes

    codes = asyncio.run(attack())
    assert codes[:10] == [server.CLOSE_BAD_HELLO] * 10 and codes[10:] == [429, 429]


# ----- 2. guessing the room code from many addresses ------------------------------------------
async def guess_from_many(port: int, room: str, addresses: int, per_address: int) -> dict:
    codes = wrong_codes(room, addresses * per_address)
    limit = asyncio.Semaphore(24)
    answers: dict[str, int] = {}

    async def guess(i: int) -> None:
        async with limit:
            answer, code = await opening(
                port, {"type": "join", "room": codes[i]}, address(i % addresses, block=20)
            )
        reason = answer["reason"] if answer else ("dropped" if code == -1 else f"http {code}")
        answers[reason] = answers.get(reason, 0) + 1

    start = time.monotonic()
    await asyncio.wait_for(
        asyncio.gather(*(guess(i) for i in range(len(codes)))), ATTACK_SECONDS * 3
    )
    return {"answers": answers, "seconds": time.monotonic() - start}


def test_many_addresses_together_guess_no_faster_than_the_room_allows(link):
    result = asyncio.run(guess_from_many(link.port, link.room_code, 300, 2))
    checked = result["answers"].get("room", 0)
    rate = checked / result["seconds"]
    print(f"600 guesses from 300 addresses: {result}; {rate:.1f} checked a second")
    assert sum(result["answers"].values()) == 600
    assert checked <= room.GUESS_BURST + room.GUESS_RATE * result["seconds"] + 1
    # The QR code's key always gets in, even while typed codes wait ("busy").
    answer, _ = asyncio.run(opening(link.port, {"type": "join", "room": link.room_key}))
    assert answer["type"] == "welcome"


def test_the_room_code_grows_longer_after_many_wrong_codes(link, manager, monkeypatch):
    monkeypatch.setattr(room, "LONG_ROOM_AFTER", 5)
    old_code, old_key = link.room_code, link.room_key
    with phone(link) as (_, welcome):
        pump_until(link, manager, added("phone:1"))
    for code in wrong_codes(old_code, 5):
        answer, _ = asyncio.run(opening(link.port, {"type": "join", "room": code}))
        assert answer["reason"] == "room"
    deadline = time.monotonic() + WAIT
    while link.room_code == old_code and time.monotonic() < deadline:
        link.pump(manager)
    assert len(link.room_code) == LONG_ROOM_LENGTH and link.room_key != old_key
    assert link.short_address.endswith("/" + link.room_code)
    with phone(link, room=old_code) as (_, answer):
        assert answer["reason"] == "room"  # the old code opens nothing new
    with phone(link, token=welcome["token"], room=old_key) as (_, again):
        assert again["device"] == "phone:1"  # a known phone keeps its place
    with phone(link) as (_, fresh):
        assert fresh["type"] == "welcome"


# ----- 3. joining and leaving until no device number is left -----------------------------------
def test_joining_and_leaving_never_uses_up_the_device_numbers(link, manager):
    with phone(link) as (_, sleeper):  # a player who sits down, then their phone sleeps
        pump_until(link, manager, added("phone:1"))
        manager.bind("phone:1", 0)
    pump_until(link, manager, removed("phone:1"))
    start = time.monotonic()
    for round_ in range(MAX_DEVICES + 6):
        with phone(link) as (_, welcome):
            assert welcome["type"] == "welcome", (round_, welcome)
            device = welcome["device"]
            pump_until(link, manager, added(device))
        pump_until(link, manager, removed(device))
        assert time.monotonic() - start < 30
    with phone(link, token=sleeper["token"]) as (_, back):
        assert back["device"] == "phone:1"  # asleep on its seat: its number was kept
        pump_until(link, manager, added("phone:1"))
    assert manager.seat_of.get("phone:1") == 0


# ----- 5. a sniffed token ---------------------------------------------------------------------
def test_a_phone_taken_over_from_another_address_is_announced_and_taken_back(link, manager):
    port = link.port
    with phone(link) as (owner, welcome):
        pump_until(link, manager, added("phone:1"))
        manager.bind("phone:1", 1)
        link.take_notices()
        sniffed = {"type": "hello", "room": link.room_code, "token": welcome["token"]}
        taker, _ = asyncio.run(opening(port, sniffed, source="127.0.9.9"))
        assert taker["device"] == "phone:1" and taker["token"] != welcome["token"]
        assert close_code(owner) == server.CLOSE_TAKEN
    deadline = time.monotonic() + WAIT
    while not link.notices and time.monotonic() < deadline:
        link.pump(manager)
    (notice,) = link.take_notices()
    assert (notice.key, notice.seat) == ("toast.phone_replaced", 1)
    assert notice.text(lambda key, **v: f"{key}:{v}", lambda s: f"P{s + 1}") == (
        "toast.phone_replaced:{'who': 'P2'}"
    )
    # The owner's old token alone gets nothing back …
    with phone(link, token=welcome["token"]) as (_, answer):
        assert answer == {"type": "refused", "reason": "taken"}
    # … a wrong room code neither; the right one does, and the TV says so again.
    claim = {"type": "reclaim", "room": "AAAA", "token": welcome["token"]}
    answer, _ = asyncio.run(opening(port, claim))
    assert answer["reason"] == "room"
    claim["room"] = link.room_code.lower()
    with phone_reclaim(link, claim) as (_, back):
        assert back["device"] == "phone:1"
        deadline = time.monotonic() + WAIT
        while not link.notices and time.monotonic() < deadline:
            link.pump(manager)
        assert [n.key for n in link.take_notices()] == ["toast.phone_reclaimed"]
        assert manager.seat_of.get("phone:1") == 1


@contextlib.contextmanager
def phone_reclaim(link: PhoneLink, message: dict):
    from tests.test_phone_server import open_socket, receive

    with open_socket(link) as ws:
        ws.send(json.dumps(message))
        yield ws, receive(ws)


def test_the_same_phone_again_is_not_announced(link, manager):
    with phone(link) as (first, welcome):
        pump_until(link, manager, added("phone:1"))
        with phone(link, token=welcome["token"]) as (_, again):
            assert again["token"] == welcome["token"]  # same address: same phone
            assert close_code(first) == server.CLOSE_REPLACED
            link.pump(manager)
    assert link.take_notices() == []
