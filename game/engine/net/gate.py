"""The front door: who may connect at all, and the plain HTTP answers (the page).

Runs as websockets' ``process_request`` for every incoming connection, before any
WebSocket exists, so strangers are turned away as cheaply as possible.
"""

from __future__ import annotations

import logging
import time

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from game.engine.net.addresses import host_header_ok, is_local_peer
from game.engine.net.limits import BadPeers, Clock
from game.engine.net.pages import Pages, plain

log = logging.getLogger(__name__)

WS_PATH = "/ws"
BAD_JOIN_LIMIT = 10  # failed joins per address per window before it is shut out
BAD_JOIN_WINDOW = 60.0


def peer_of(ws: ServerConnection) -> str:
    return str(ws.remote_address[0]) if ws.remote_address else ""


class Gate:
    def __init__(self, pages: Pages, clock: Clock = time.monotonic) -> None:
        self.pages = pages
        self.port = 0  # known once bound
        self.open_sockets = 0  # kept by the server: every WebSocket past its handshake
        self.max_sockets = 0  # a last stop; the server keeps phones and strangers apart
        self.bad = BadPeers(BAD_JOIN_LIMIT, BAD_JOIN_WINDOW, clock)

    def __call__(self, ws: ServerConnection, request: Request) -> Response | None:
        """Plain HTTP for the page, or None to let a WebSocket handshake go on."""
        peer = peer_of(ws)
        if not is_local_peer(peer):
            log.warning("refused %s: not on the local network", peer)
            return plain(403, "Forbidden")
        if self.bad.blocked(peer):
            return plain(429, "Too Many Requests")
        host = request.headers.get("Host")
        if not host_header_ok(host, self.port):
            return plain(403, "Forbidden")
        path = request.path.split("?", 1)[0]
        if path == WS_PATH:
            origin = request.headers.get("Origin")
            # Browsers always send Origin: it must be our own page, not some other site.
            if origin is not None and origin != f"http://{host}":
                log.warning("refused %s: WebSocket from foreign page %r", peer, origin[:80])
                return plain(403, "Forbidden")
            if self.open_sockets >= self.max_sockets:
                return plain(503, "Service Unavailable")
            return None
        if getattr(request, "method", "GET") != "GET":  # websockets < 17 has GET only
            return plain(405, "Method Not Allowed")
        return self.pages.find(path) or plain(404, "Not Found")
