"""Benchmark: phone press -> InputEvent latency, and the per-frame cost of draining phones.

    python -m game.engine.net.bench [--presses 250] [--phones 7] [--work-ms 2] [--seconds 5]

Real WebSocket clients in a child process (so they do not share this process's GIL) join
one after another, as phones in a room do, then send button messages over loopback to the
real server, while this process runs a simulated 60 Hz game loop that drains the queue
once a step and then does ``--work-ms`` of pure Python work, as a frame's update and draw
would. Client and server stamp with
``time.perf_counter_ns``, a system-wide monotonic clock on Linux, macOS and Windows, so
the two processes' stamps compare. Reported, median / p99 / max:

- press -> queued: from the client's send to the item being in the queue (goal p99 < 5 ms)
- queued -> drained: the wait for the next 60 Hz step (up to one frame, as for any pad)
- press -> InputEvent: both together, as the game sees it
- drain cost per frame with ``--phones`` phones connected, idle and pressing

Loopback only: the server binds 127.0.0.1 and the clients connect there.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import time

FRAME_NS = 1_000_000_000 // 60
LOOPBACK = "127.0.0.1"
GAP_SECONDS = (0.01, 0.04)  # between one phone's messages: lands anywhere in a frame
LOAD_RATE = 20.0  # messages a second per phone in the load run (ten presses)
SETTLE_FRAMES = 30  # frames drained after the clients finish


# ----- the phones (child process) --------------------------------------------------------------
async def _join(stack: contextlib.AsyncExitStack, connect, url: str, room: str):
    """Open one phone's socket and join: its socket and device once the welcome is in."""
    ws = await stack.enter_async_context(connect(url, compression=None))
    await ws.send(json.dumps({"type": "join", "room": room}))
    return ws, json.loads(await ws.recv())["device"]


async def _press(ws, count: int, gap: tuple[float, float], seed: int) -> list[int]:
    rng = random.Random(seed)
    sent: list[int] = []
    for i in range(count):
        await asyncio.sleep(rng.uniform(*gap))
        message = json.dumps({"type": "button", "action": "confirm", "down": i % 2 == 0})
        sent.append(time.perf_counter_ns())
        await ws.send(message)
    return sent


async def run_phones(
    url: str, room: str, phones: int, count: int, gap: tuple[float, float], connect=None
) -> dict[str, list[int]]:
    """``phones`` phones join, then all press at once: device -> the send stamps.

    They join one after another, each once the one before has its welcome, as phones in a
    room do (people open the page seconds apart). All at once from one address they would
    look like a squatter to the server (server.MAX_PENDING_PER_PEER) and be pushed out.
    """
    if connect is None:
        from websockets.asyncio.client import connect
    async with contextlib.AsyncExitStack() as stack:
        joined = [await _join(stack, connect, url, room) for _ in range(phones)]
        jobs = [_press(ws, count, gap, seed) for seed, (ws, _) in enumerate(joined)]
        sent = await asyncio.gather(*jobs)
        await asyncio.sleep(0.2)  # let the last messages land before closing
    return {device: times for (_, device), times in zip(joined, sent, strict=True)}


def client_main(args: list[str]) -> None:
    port, room, count_phones, count, low, high = args
    gap = (float(low), float(high))
    url = f"ws://{LOOPBACK}:{port}/ws"
    sent = asyncio.run(run_phones(url, room, int(count_phones), int(count), gap))
    print(json.dumps(sent))


# ----- the game loop (this process) -----------------------------------------------------------
def busy(ms: float) -> None:
    """Pure Python work that holds the GIL, like a frame's update and draw."""
    end = time.perf_counter_ns() + int(ms * 1e6)
    while time.perf_counter_ns() < end:
        sum(range(50))


def run_loop(link, manager, clients: subprocess.Popen, work_ms: float, limiter: str):
    """Drain once a frame until the clients are done; what arrived and what it cost.

    ``limiter``: "sleep" waits out the frame in time.sleep and "tick" in pygame's
    Clock.tick(60) (SDL_Delay), both with the GIL free; "busy" is Clock.tick_busy_loop(60),
    whose closing spin holds the GIL, so the server thread cannot run during it.
    """
    import pygame

    from game.engine.net.events import Pressed

    clock = pygame.time.Clock()

    arrivals: dict[str, list[tuple[int, int]]] = {}  # device -> [(queued, drained)]
    costs: list[tuple[int, int]] = []  # (items, ns) per frame
    deadline = time.perf_counter_ns()
    settle = SETTLE_FRAMES
    while settle > 0:
        if clients.poll() is not None:
            settle -= 1
        drained = time.perf_counter_ns()
        items = link.drain()
        link.apply(manager, items)
        costs.append((len(items), time.perf_counter_ns() - drained))
        for item in items:
            if isinstance(item, Pressed):
                arrivals.setdefault(item.device, []).append((item.received_ns, drained))
        busy(work_ms)
        if limiter != "sleep":
            clock.tick_busy_loop(60) if limiter == "busy" else clock.tick(60)
            continue
        deadline += FRAME_NS
        pause = deadline - time.perf_counter_ns()
        if pause > 0:
            time.sleep(pause / 1e9)
        else:
            deadline = time.perf_counter_ns()  # behind: start counting again from now
    return arrivals, costs


def start_clients(link, phones: int, count: int, gap: tuple[float, float]) -> subprocess.Popen:
    command = [sys.executable, "-m", "game.engine.net.bench", "--client", str(link.port)]
    command += [link.room_code, str(phones), str(count), str(gap[0]), str(gap[1])]
    return subprocess.Popen(command, stdout=subprocess.PIPE, text=True)


class ClientsFailed(RuntimeError):
    """The phones' process ended with an error: its figures would be none at all."""


def finish_clients(clients: subprocess.Popen) -> dict[str, list[int]]:
    """What the phones sent (device -> send stamps); ClientsFailed if their process failed."""
    output = clients.communicate()[0]
    if clients.returncode != 0:
        raise ClientsFailed(f"the phones' process failed (exit status {clients.returncode})")
    return json.loads(output)


def stats_ms(values_ns: list[int]) -> str:
    values = sorted(v / 1e6 for v in values_ns)
    if not values:
        return "no samples"
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"median {statistics.median(values):6.3f}  p99 {p99:6.3f}  max {values[-1]:6.3f} ms"


def stats_us(values_ns: list[int]) -> str:
    values = sorted(v / 1e3 for v in values_ns)
    if not values:
        return "no samples"
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"median {statistics.median(values):6.1f}  p99 {p99:6.1f}  max {values[-1]:6.1f} µs"


def latency_run(link, manager, presses: int, work_ms: float, limiter: str) -> None:
    clients = start_clients(link, 1, presses * 2, GAP_SECONDS)
    arrivals, _ = run_loop(link, manager, clients, work_ms, limiter)
    sent = finish_clients(clients)
    press_to_queue, queue_to_drain, total = [], [], []
    for device, times in sent.items():
        got = arrivals.get(device, [])
        if len(got) != len(times):
            print(f"  {device}: sent {len(times)}, received {len(got)} (dropped?)")
        for send, (queued, drained) in zip(times, got):
            press_to_queue.append(queued - send)
            queue_to_drain.append(drained - queued)
            total.append(drained - send)
    print(f"latency, 1 phone, {len(total)} button messages, {work_ms} ms work + {limiter}:")
    print(f"  press -> queued       {stats_ms(press_to_queue)}")
    print(f"  queued -> drained     {stats_ms(queue_to_drain)}")
    print(f"  press -> InputEvent   {stats_ms(total)}")
    p99 = sorted(press_to_queue)[min(len(press_to_queue) - 1, int(len(press_to_queue) * 0.99))]
    verdict = "met" if p99 < 5_000_000 else "NOT met"
    print(f"  goal p99 < 5 ms from press to queued: {verdict}")


def load_run(link, manager, phones: int, seconds: float, work_ms: float, limiter: str) -> None:
    count = int(seconds * LOAD_RATE)
    gap = (0.5 / LOAD_RATE, 1.5 / LOAD_RATE)
    clients = start_clients(link, phones, count, gap)
    arrivals, costs = run_loop(link, manager, clients, work_ms, limiter)
    sent = finish_clients(clients)
    busy_frames = [ns for items, ns in costs if items]
    idle_frames = [ns for items, ns in costs if not items]
    received = sum(len(v) for v in arrivals.values())
    expected = sum(len(v) for v in sent.values())
    if received != expected:
        print(f"  sent {expected}, received {received} (dropped?)")
    print(f"drain cost per frame, {phones} phones connected, {received} messages:")
    print(f"  frames with input ({len(busy_frames):4d})  {stats_us(busy_frames)}")
    print(f"  frames without    ({len(idle_frames):4d})  {stats_us(idle_frames)}")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--client"]:
        client_main(argv[1:])
        return 0
    parser = argparse.ArgumentParser(prog="python -m game.engine.net.bench")
    parser.add_argument("--presses", type=int, default=250, help="presses in the latency run")
    parser.add_argument("--phones", type=int, default=7, help="phones in the load run")
    parser.add_argument("--seconds", type=float, default=5.0, help="length of the load run")
    parser.add_argument("--work-ms", type=float, default=2.0, help="Python work per frame")
    parser.add_argument("--switch-ms", type=float, default=None, help="GIL switch interval")
    parser.add_argument("--limiter", choices=("sleep", "tick", "busy"), default="sleep")
    options = parser.parse_args(argv)
    if options.switch_ms is not None:
        sys.setswitchinterval(options.switch_ms / 1000)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.engine.input import InputManager
    from game.engine.net.link import PhoneLink

    pygame.init()
    manager = InputManager()
    link = PhoneLink(host=LOOPBACK, ports=(0,))
    if not link.start():
        print(f"could not start the server: {link.error}")
        return 1
    try:
        print(f"server at {link.address}; GIL switch interval {sys.getswitchinterval() * 1e3} ms")
        latency_run(link, manager, options.presses, options.work_ms, options.limiter)
        load_run(link, manager, options.phones, options.seconds, options.work_ms, options.limiter)
    except ClientsFailed as err:
        print(f"bench failed: {err}")
        return 1
    finally:
        link.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
