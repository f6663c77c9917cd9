"""One phone's connection after it has joined: its messages become queue items.

Bad messages are dropped and logged (the first few one by one, then counted); a phone
that keeps sending them, or sends faster than the rate limit for long, is cut off.
"""

from __future__ import annotations

import logging
import queue
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection

from game.engine.net import protocol
from game.engine.net.events import Called, Pressed, QueueItem, Typed
from game.engine.net.limits import TokenBucket
from game.engine.net.protocol import Button, Call, Free, ProtocolError

log = logging.getLogger(__name__)

MESSAGE_RATE = 60.0  # per second per phone; mashing four buttons stays well below
MESSAGE_BURST = 60
FLOOD_CLOSE_AFTER = 300  # dropped messages before the connection is closed
LOGGED_DROPS = 5  # dropped messages logged one by one per connection, then a summary
CLOSE_FLOOD = 1008  # policy violation


@dataclass(eq=False)
class Session:
    device: str
    ws: ServerConnection
    peer: str
    held: set[str] = field(default_factory=set)
    replaced: bool = False  # the same phone connected again; this connection is done
    dropped: int = 0

    async def play(
        self,
        out: queue.SimpleQueue[QueueItem],
        clock: Callable[[], int],
        free: Callable[[str], None] = lambda device: None,
    ) -> None:
        """Turn messages into queue items until the connection ends or is cut off;
        ``free(device)`` hears this phone let its disputed device go (the server thread's
        own business: the game never waits on it)."""
        bucket = TokenBucket(MESSAGE_RATE, MESSAGE_BURST)
        async for raw in self.ws:
            if self.replaced:
                return
            try:
                message = protocol.parse_play(raw)
            except ProtocolError as err:
                if self.drop(str(err)):
                    break
                continue
            # A release of a held button always passes, so limits never leave one stuck.
            release = isinstance(message, Button) and not message.down
            if not (release and message.action in self.held) and not bucket.take():
                if self.drop("over the rate limit"):
                    break
                continue
            if isinstance(message, Button):
                if message.down:
                    self.held.add(message.action)
                else:
                    self.held.discard(message.action)
                out.put(Pressed(self.device, message.action, message.down, clock()))
            elif isinstance(message, Call):
                out.put(Called(self.device, message.number, clock()))
            elif isinstance(message, Free):
                free(self.device)
            else:
                out.put(Typed(self.device, message.text, message.step, clock()))
        if self.dropped >= FLOOD_CLOSE_AFTER:
            await self.ws.close(CLOSE_FLOOD, "too many messages")

    def drop(self, why: str) -> bool:
        """Count and log a dropped message; True if the phone should be cut off."""
        self.dropped += 1
        if self.dropped <= LOGGED_DROPS:
            log.warning("%s: message dropped: %s", self.device, why)
        if self.dropped == LOGGED_DROPS:
            log.warning("%s: further dropped messages are counted, not logged", self.device)
        if self.dropped >= FLOOD_CLOSE_AFTER:
            log.warning("%s: too many bad messages; disconnected", self.device)
            return True
        return False

    def log_summary(self) -> None:
        if self.dropped > LOGGED_DROPS:
            log.warning("%s: %d messages dropped in all", self.device, self.dropped)
