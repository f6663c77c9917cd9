"""The phone benchmark runs to its end, and its phones get in the way real phones do.

``python -m game.engine.net.bench`` measures with real WebSocket clients on loopback. Its
phones join one after another, each finishing its join before the next opens its socket,
as phones in a room do: so the guard against squatters (at most two connections per
address that have not said who they are) never sees them, and stays as strict as it is.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import subprocess
import sys

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed
from websockets.frames import CloseCode

from game.engine.net import bench, server
from tests.loopbacks import address
from tests.test_phone_attacks import opening
from tests.test_phone_server import (  # noqa: F401 (fixtures)
    LOOPBACK,
    WAIT,
    link_fixture,
)


def test_human_pace_the_bench_runs_every_stage_with_seven_phones(capsys):
    # Small counts: 6 presses in the latency run, 7 phones for 0.3 s in the load run
    # (20 messages a second each: 6 apiece).
    status = bench.main(["--presses", "3", "--phones", "7", "--seconds", "0.3", "--work-ms", "0"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "latency, 1 phone, 6 button messages" in out, out
    assert re.search(r"drain cost per frame, 7 phones connected, 42 messages", out), out
    assert "dropped" not in out and "failed" not in out, out


def test_human_pace_a_bench_whose_phones_fail_says_so(monkeypatch, capsys):
    # A client process that dies (as the squatting guard made it do) is a failed run, never
    # a report of "0 messages" and success.
    def failing_clients(*_args) -> subprocess.Popen:
        command = [sys.executable, "-c", "import sys; sys.exit(3)"]
        return subprocess.Popen(command, stdout=subprocess.PIPE, text=True)

    monkeypatch.setattr(bench, "start_clients", failing_clients)
    status = bench.main(["--presses", "2", "--phones", "2", "--seconds", "0.1", "--work-ms", "0"])
    assert status != 0
    assert "failed" in capsys.readouterr().out


async def _silent(port: int, source: str) -> int:
    """A connection that never says who it is: its close code once it is dropped (1006 if
    its socket was cut without a closing handshake, as a pushed-out one is)."""
    try:
        async with connect(
            f"ws://{LOOPBACK}:{port}/ws", open_timeout=WAIT, local_addr=(source, 0)
        ) as ws:
            with contextlib.suppress(ConnectionClosed):
                await asyncio.wait_for(ws.recv(), WAIT)
            return ws.close_code or 0
    except OSError:
        return 0


def test_human_pace_a_squatter_is_still_pushed_out_while_bench_phones_join(link, monkeypatch):
    """The guard is untouched: a third silent connection from one address pushes out its
    first, which counts against that address; a phone joining meanwhile gets in."""
    monkeypatch.setattr(server, "HELLO_TIMEOUT", 2.0)  # the silent ones outlast the test
    squatter = address(3)

    async def scene() -> tuple[list[int], dict | None, int]:
        first = asyncio.ensure_future(_silent(link.port, squatter))
        await asyncio.sleep(0.2)
        second = asyncio.ensure_future(_silent(link.port, squatter))
        await asyncio.sleep(0.2)
        third = asyncio.ensure_future(_silent(link.port, squatter))
        pushed = await asyncio.wait_for(first, WAIT)  # the oldest made room
        answer, _ = await opening(link.port, {"type": "join", "room": link.room_code})
        failures = link._server.gate.bad.failures(squatter)
        codes = [pushed, *await asyncio.gather(second, third)]
        return codes, answer, failures

    codes, answer, failures = asyncio.run(scene())
    assert codes[0] == CloseCode.ABNORMAL_CLOSURE  # pushed out: cut, no closing handshake
    assert failures == 1  # and held against its address
    assert answer is not None and answer["type"] == "welcome"
    assert codes[1:] == [server.CLOSE_BAD_HELLO] * 2  # the others timed out as silent ones do


def test_human_pace_bench_phones_join_one_after_another():
    """The bench's clients never hold more than one unanswered connection at a time."""
    events: list[str] = []

    class Socket:
        def __init__(self, n: int) -> None:
            self.n = n

        async def __aenter__(self):
            events.append(f"open {self.n}")
            return self

        async def __aexit__(self, *exc) -> None:
            events.append(f"close {self.n}")

        async def send(self, text: str) -> None:
            if json.loads(text)["type"] == "join":
                events.append(f"join {self.n}")

        async def recv(self) -> str:
            events.append(f"welcome {self.n}")
            return json.dumps({"type": "welcome", "device": f"phone:{self.n}"})

    opened = iter(range(1, 10))
    fake_connect = lambda *_a, **_k: Socket(next(opened))  # noqa: E731
    devices = asyncio.run(bench.run_phones("ws://x/ws", "ROOM", 3, 0, (0, 0), fake_connect))
    assert sorted(devices) == ["phone:1", "phone:2", "phone:3"]
    joins = [e for e in events if not e.startswith("close")]
    assert joins[:9] == [
        "open 1", "join 1", "welcome 1",
        "open 2", "join 2", "welcome 2",
        "open 3", "join 3", "welcome 3",
    ]  # fmt: skip
