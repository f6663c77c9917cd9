"""The phone server: one asyncio loop in one daemon thread, beside the game loop.

Why asyncio in a thread rather than ``websockets.sync``: the threaded server spends two
threads per phone (a reader and the handler), all contending with the game loop for the
GIL; one event loop serves every phone from a single thread. And the game thread can hand
it an outgoing message with ``call_soon_threadsafe`` and go on at once, where a
synchronous ``send`` could stall a frame on a phone whose Wi-Fi buffer is full.

Everything the phones do reaches the game as immutable items in a ``queue.SimpleQueue``;
the game thread drains it once a step without ever waiting.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
import time
from collections import Counter
from collections.abc import Callable, Coroutine

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.engine.net import protocol
from game.engine.net.codes import TokenBook, is_token_shaped
from game.engine.net.events import (
    Disputed,
    Joined,
    Left,
    Pressed,
    QueueItem,
    Replaced,
    RoomChanged,
    phone_device,
)
from game.engine.net.gate import Gate, peer_of
from game.engine.net.hands import Hands
from game.engine.net.limits import Clock
from game.engine.net.pages import Pages
from game.engine.net.protocol import Hello, Join, ProtocolError, Reclaim
from game.engine.net.room import Room
from game.engine.net.session import Session
from game.engine.net.wardrobe import Wardrobe

log = logging.getLogger(__name__)
# websockets reports failed handshakes from port scanners with tracebacks at INFO level;
# its own logger, kept at WARNING, keeps those out of the game's log.
WEBSOCKETS_LOG = logging.getLogger(__name__ + ".websockets")
WEBSOCKETS_LOG.setLevel(logging.WARNING)

START_TIMEOUT = 5.0  # seconds to bind the port
STOP_TIMEOUT = 3.0
HANDSHAKE_TIMEOUT = 3.0  # the HTTP upgrade must be done within this time
HELLO_TIMEOUT = 1.5  # then the opening message must come: a page sends it at once
PING_INTERVAL = 4.0  # a phone gone to sleep is noticed within about ten seconds
PING_TIMEOUT = 6.0
MAX_FRAME_BYTES = 4096  # bigger frames close the connection; protocol.MAX_MESSAGE_BYTES drops
MAX_PHONES = 16  # phones connected at once (seats + spectators, with room to spare)
# Connections that have not said who they are yet are kept apart from joined phones, so
# they can never crowd phones out: at most MAX_PENDING of them, MAX_PENDING_PER_PEER per
# address; one more pushes out the oldest (of the address with the most), and each one
# pushed out or timed out counts as a failure of its address (gate.BAD_JOIN_LIMIT).
MAX_PENDING = 8
MAX_PENDING_PER_PEER = 2
MAX_CONNECTIONS = 2 * MAX_PHONES + MAX_PENDING  # a last stop for sockets (phones coming back)
CLOSE_BAD_HELLO = 4000
CLOSE_REPLACED = 4001  # the same phone connected again (another tab, a reload)
CLOSE_TAKEN = 4002  # another address took this device over; the room code takes it back
CLOSE_REFUSED = 4003


class PhoneServer:
    """Serves the controller page and the WebSocket until ``stop``; one instance per room.

    ``key`` is the room key the QR code carries (made from ``room`` if not given);
    ``limits_clock`` (seconds) drives the rate limits, so tests need not sleep;
    ``speech()`` gives the TV's language and its name for phone n ("Phone {n}"): a phone
    is welcomed by the name the TV shows for it.
    """

    def __init__(
        self,
        room: str,
        book: TokenBook,
        wardrobe: Wardrobe,
        out: queue.SimpleQueue[QueueItem],
        host: str,
        port: int,
        pages: Pages | None = None,
        clock: Callable[[], int] = time.perf_counter_ns,
        key: str = "",
        limits_clock: Clock = time.monotonic,
        speech: Callable[[], tuple[str, str]] = lambda: ("en", "Phone {n}"),
    ) -> None:
        self.room = Room(room, key, limits_clock, lambda *new: out.put(RoomChanged(*new)))
        self.hands = Hands(limits_clock, self._disputed)
        self.book = book
        self.wardrobe = wardrobe
        self.out = out
        self.host = host
        self.port = port
        self.gate = Gate(pages or Pages(), limits_clock)
        self.gate.max_sockets = MAX_CONNECTIONS
        self.clock = clock
        self.speech = speech
        self._live: dict[str, Session] = {}
        self._pending: dict[ServerConnection, str] = {}  # not yet said who they are, oldest first
        self._ready = threading.Event()
        self._error: OSError | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._tasks: set[asyncio.Task] = set()  # held so running sends are not collected

    # ----- called from the game thread ------------------------------------------------------
    def start(self) -> int:
        """Bind and serve; returns the port. Raises OSError if the port cannot be had."""
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT):
            raise OSError("the phone server did not start in time")
        if self._error is not None:
            self._thread.join(STOP_TIMEOUT)
            raise self._error
        return self.port

    def stop(self) -> None:
        """Close every connection (phones see 1001, going away) and end the thread."""
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None:
            try:
                loop.call_soon_threadsafe(stopping.set)
            except RuntimeError:  # the loop already ended
                pass
        if self._thread is not None:
            self._thread.join(STOP_TIMEOUT)
            if self._thread.is_alive():
                log.warning("the phone server thread did not end in time")

    def send(self, device: str, text: str) -> None:
        """Queue ``text`` for ``device`` if it is connected; returns at once."""
        self._call(self._send_now, device, text)

    def idle(self, device: str, number: int) -> None:
        """The game says nobody waits for ``device`` any more; returns at once."""
        self._call(self._idle_now, device, number)

    def _call(self, job: Callable[..., None], *args: object) -> None:
        loop = self._loop
        if loop is None:
            return
        try:
            loop.call_soon_threadsafe(job, *args)
        except RuntimeError:  # stopped meanwhile
            pass

    # ----- the server thread ---------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception:  # a bug here must not end silently in a daemon thread
            log.exception("the phone server stopped")
        finally:
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        try:
            server: Server = await serve(
                self._handle,
                self.host,
                self.port,
                process_request=self.gate,
                compression=None,  # nothing to gain on a LAN, and no inflate bombs
                max_size=MAX_FRAME_BYTES,
                max_queue=16,
                ping_interval=PING_INTERVAL,
                ping_timeout=PING_TIMEOUT,
                open_timeout=HANDSHAKE_TIMEOUT,
                close_timeout=1.0,
                server_header=None,
                logger=WEBSOCKETS_LOG,
            )
        except OSError as err:
            self._error = err
            return
        self.port = self.gate.port = server.sockets[0].getsockname()[1]
        log.info("phone server on %s:%d, room %s", self.host, self.port, self.room.code)
        self._ready.set()
        await self._stopping.wait()
        server.close()
        await server.wait_closed()
        log.info("phone server stopped")

    def _send_now(self, device: str, text: str) -> None:
        session = self._live.get(device)
        if session is not None:
            self._spawn(self._send_quietly(session.ws, text))

    # ----- a device that changed hands too often ---------------------------------------------
    def _disputed(self, number: int) -> None:
        """Held where it is: the TV shows a notice (it never stops the room for it) and the
        phone that holds the device may let it go on its own page."""
        device = phone_device(number)
        self.out.put(Disputed(device))
        self._send_now(device, protocol.held(True))

    def _free(self, device: str) -> None:
        """The phone holding ``device`` let it go: the next phone may take it at once."""
        number = int(device.split(":")[1])
        if self.hands.is_held(number):
            self.hands.free(number)
            log.info("%s: its phone let it go", device)
        self._send_now(device, protocol.held(False))

    def _idle_now(self, device: str, number: int) -> None:
        if device not in self._live:  # it may have come back since the game saw it go
            self.book.idle(number)

    def _spawn(self, job: Coroutine[object, object, None]) -> None:
        task = asyncio.ensure_future(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _send_quietly(ws: ServerConnection, text: str) -> None:
        try:
            await ws.send(text)
        except ConnectionClosed:
            pass  # the phone left; its Left item is on its way

    async def _handle(self, ws: ServerConnection) -> None:
        peer = peer_of(ws)
        self.gate.open_sockets += 1
        self._make_room(peer)
        self._pending[ws] = peer
        session: Session | None = None
        try:
            admitted = await self._admit(ws, peer)
            if admitted is not None:
                # Registered before anything else is awaited, so however the connection
                # ends from here on, _end_session sees it and the device is removed.
                session, welcome = admitted
                # What the device wears, taken before the first await: a look the game
                # sends meanwhile goes out once, on its own, not twice.
                dressing = list(self.wardrobe.of(session.device))
                await ws.send(welcome)
                for text in dressing:
                    await ws.send(text)
                await session.play(self.out, self.clock, self._free)
        except ConnectionClosed:
            pass
        finally:
            self._pending.pop(ws, None)
            self.gate.open_sockets -= 1
            if session is not None:
                self._end_session(session)

    # ----- connections that have not said who they are ------------------------------------------
    def _make_room(self, peer: str) -> None:
        """Keep the waiting connections within their limits before one more from ``peer``.

        Pushing out the oldest, rather than refusing the newest, means a phone that opens
        the page always gets its turn: squatters cannot hold the door, they can only push
        each other out, and every one pushed out counts against its address.
        """
        mine = [ws for ws, p in self._pending.items() if p == peer]
        if len(mine) >= MAX_PENDING_PER_PEER:
            self._push_out(mine[0])
        elif len(self._pending) >= MAX_PENDING:
            # The first to go: from the address with the most recent failures (squatters
            # collect one each time they are pushed out), then with the most waiting, then
            # the oldest. A phone that has just opened the page has none of these.
            counts = Counter(self._pending.values())
            failures = {p: self.gate.bad.failures(p) for p in counts}
            worst = max((failures[p], counts[p]) for p in counts)
            self._push_out(
                next(ws for ws, p in self._pending.items() if (failures[p], counts[p]) == worst)
            )

    def _push_out(self, ws: ServerConnection) -> None:
        peer = self._pending.pop(ws)
        self.gate.bad.record(peer)
        log.debug("phone %s pushed out: it never said who it is", peer)
        transport = getattr(ws, "transport", None)
        if transport is not None:
            transport.abort()  # no closing handshake: the socket is free at once

    # ----- the opening message -------------------------------------------------------------------
    async def _admit(self, ws: ServerConnection, peer: str) -> tuple[Session, str] | None:
        """Read the opening message; the registered session and its welcome, or None."""
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
        except asyncio.TimeoutError:
            self._pending.pop(ws, None)
            self.gate.bad.record(peer)  # a silent connection is a failure like a wrong code
            await ws.close(CLOSE_BAD_HELLO, "hello expected")
            return None
        self._pending.pop(ws, None)  # it spoke: from here on it cannot hold a place
        try:
            opening = protocol.parse_opening(raw)
        except ProtocolError as err:
            log.warning("phone %s: opening message dropped: %s", peer, err)
            self.gate.bad.record(peer)
            await ws.close(CLOSE_BAD_HELLO, "bad hello")
            return None
        taken = False  # another address held this device until now
        if isinstance(opening, Join):
            wrong = self.room.check(opening.room)
            if wrong:
                return await self._refuse(ws, peer, wrong, bad=True)
            reused = self.book.all_issued
            issued = self.book.issue() if len(self._live) < MAX_PHONES else None
            if issued is None:
                return await self._refuse(ws, peer, "full", bad=False)
            token, number = issued
            if reused:
                self.wardrobe.forget(phone_device(number))  # not the last phone's look
        else:
            # The token first: without a known one, nothing is said about the room code.
            token = opening.token
            number = self.book.device_of(token) if is_token_shaped(token) else None
            claim = self.book.claim_of(token) if is_token_shaped(token) else None
            if number is None and claim is None:
                return await self._refuse(ws, peer, "token", bad=True)
            if isinstance(opening, Hello):
                if not self.room.knows(opening.room):
                    return await self._refuse(ws, peer, "room", bad=True)
                if number is None:  # taken over meanwhile: the room code takes it back
                    return await self._refuse(ws, peer, "taken", bad=False)
            else:
                number = claim if number is None else number
                wrong = self.room.check(opening.room, owner=number)
                if wrong:
                    return await self._refuse(ws, peer, wrong, bad=True)
            holder = self.book.holder(number)
            taken = holder is not None and holder != peer
            if taken and not self.hands.may_change(number):
                return await self._refuse(ws, peer, "held", bad=False)
            if taken:
                token = self.book.rotate(number)
        device = phone_device(number)
        old = self._live.get(device)
        if old is None and len(self._live) >= MAX_PHONES:
            return await self._refuse(ws, peer, "full", bad=False)
        session = Session(device, ws, peer)
        lang, template = self.speech()
        name = template.replace("{n}", str(number))
        if old is not None:
            self._hand_over(old, CLOSE_TAKEN if taken else CLOSE_REPLACED)
        else:
            self.out.put(Joined(device, name))
        if taken:
            log.warning("phone %s took %s over from %s", peer, device, holder)
            self.out.put(Replaced(device, reclaimed=isinstance(opening, Reclaim)))
        self._live[device] = session
        self.book.came(number, peer)
        log.info("phone %s is %s", peer, device)
        return session, protocol.welcome(token, device, number, name, lang)

    async def _refuse(self, ws: ServerConnection, peer: str, reason: str, bad: bool) -> None:
        log.warning("phone %s refused: %s", peer, reason)
        if bad:
            self.gate.bad.record(peer)
        await ws.send(protocol.refused(reason))
        await ws.close(CLOSE_REFUSED, reason)

    def _hand_over(self, old: Session, code: int) -> None:
        """The device connected again: the newest connection wins.

        The device stays; only what the old connection held down is let go. ``code`` tells
        the old page why: the same phone again (4001) or another device took over (4002).
        """
        old.replaced = True
        for action in sorted(old.held):
            self.out.put(Pressed(old.device, action, False, self.clock()))
        old.held.clear()
        self._spawn(old.ws.close(code, "taken" if code == CLOSE_TAKEN else "replaced"))

    def _end_session(self, session: Session) -> None:
        session.log_summary()
        if session.replaced or self._live.get(session.device) is not session:
            return
        del self._live[session.device]
        self.book.went(int(session.device.split(":")[1]))
        code = session.ws.close_code
        log.info("%s left (close code %s)", session.device, code)
        if code == 1009:
            log.warning("%s sent a frame over %d bytes", session.device, MAX_FRAME_BYTES)
        self.out.put(Left(session.device))
