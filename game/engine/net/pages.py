"""The only files the server hands out: the controller page and its style and script.

They are read into memory once when the server starts; requests never reach the disk, so
no path a phone sends can name a file.
"""

from __future__ import annotations

import email.utils
from pathlib import Path

from websockets.datastructures import Headers
from websockets.http11 import Response

from game.engine.assets import ASSETS_DIR, MissingAsset
from game.engine.net.codes import normalise_room

PHONE_DIR = ASSETS_DIR / "phone"
PAGE_FILE = ("index.html", "text/html; charset=utf-8")
# URL path -> (file name, content type). The page itself lives at "/<ROOM CODE>".
SIBLINGS = {
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
    "/cue.js": ("cue.js", "text/javascript; charset=utf-8"),
}
# The page needs its own script and style, inline SVG and a WebSocket back to us: nothing else.
POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; "
    "connect-src 'self' ws:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


def response(status: int, reason: str, body: bytes, content_type: str) -> Response:
    headers = Headers(
        [
            ("Date", email.utils.formatdate(usegmt=True)),
            ("Connection", "close"),
            ("Content-Length", str(len(body))),
            ("Content-Type", content_type),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("Content-Security-Policy", POLICY),
        ]
    )
    return Response(status, reason, headers, body)


def plain(status: int, reason: str) -> Response:
    return response(status, reason, f"{status} {reason}\n".encode(), "text/plain; charset=utf-8")


class Pages:
    def __init__(self, folder: Path = PHONE_DIR) -> None:
        self._files: dict[str, tuple[bytes, str]] = {}
        for url, (name, content_type) in {"": PAGE_FILE, **SIBLINGS}.items():
            path = folder / name
            try:
                self._files[url] = (path.read_bytes(), content_type)
            except OSError as err:
                raise MissingAsset(f"missing asset: {path} ({err})") from None

    def find(self, path: str) -> Response | None:
        """The response for a GET of ``path`` (query string removed), or None if unknown.

        The page is the same for every room-shaped path, and holds no secret: the room
        code is checked when the page joins. A phone that reloads an old room's page is
        then told to scan the new code, rather than shown a bare "not found".
        """
        if path in SIBLINGS:
            body, content_type = self._files[path]
        elif path.count("/") == 1 and normalise_room(path[1:]) is not None:
            body, content_type = self._files[""]
        else:
            return None
        return response(200, "OK", body, content_type)
