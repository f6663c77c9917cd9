"""PhoneLink: what the App holds to let phones play, whether the server runs or not.

The App calls ``pump(input_manager)`` once per fixed step: queued phone input becomes
device changes and InputEvents exactly like a pad's. Calls typed on the number pad arrive
beside them in ``calls``, a name typed in a phone's own text field in ``typed``, and the
rumbles the input layer queued for phones go out as buzzes. Scenes dress phones with
``set_look`` / ``set_layout``, open a phone's name field with ``ask_name``, and the App
tells each phone what its buttons do now with ``set_cue`` (``cues.Cue``).

One name: the TV calls a phone by its number in its own language ("Phone 3", ``speak``),
and the phone is told that very name in its welcome and its look, so both say the same
from the first second.
"""

from __future__ import annotations

import logging
import queue
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.net import protocol
from game.engine.net.addresses import lan_address, parse_ip
from game.engine.net.codes import TokenBook, new_room_code, new_room_key
from game.engine.net.cues import Cue
from game.engine.net.events import (
    Called,
    Disputed,
    Joined,
    Left,
    NumberCall,
    PhoneNotice,
    Pressed,
    QueueItem,
    Replaced,
    RoomChanged,
    Typed,
    is_phone,
)
from game.engine.net.wardrobe import Wardrobe

if TYPE_CHECKING:
    import pygame

    from game.engine.input import InputEvent, InputManager
    from game.engine.net.server import PhoneServer

log = logging.getLogger(__name__)

BIND_ALL = "0.0.0.0"  # every interface; peers outside private ranges are refused
PORTS = (8765, 0)  # a fixed port keeps the typed address the same; else any free one
MAX_DRAIN = 2048  # items applied per step at most, so a backlog never stalls one frame
MAX_DEVICES = 64  # device numbers; past them, numbers of phones gone for good come back
PHONE_NAME = "Phone {n}"  # until the App says how its language writes it (``speak``)


class PhoneLink:
    def __init__(
        self,
        host: str = BIND_ALL,
        ports: tuple[int, ...] = PORTS,
        public_host: Callable[[], str] = lan_address,
    ) -> None:
        """``host``: where to listen (tests use "127.0.0.1"); ``public_host``: the address
        phones are told to open, looked up at each start (the Wi-Fi may have changed); a
        loopback answer means this computer is on no network (``no_network``)."""
        self.host = host
        self.ports = ports
        self.public_host = public_host
        self.room_code = ""
        self.room_key = ""  # the code and more letters: what the QR code carries
        self.no_network = False  # no LAN address: no phone can reach us, say so on screen
        self.notices: list[PhoneNotice] = []  # for the TV, taken with take_notices
        self.port = 0
        self.error = ""  # why the last start failed, for the settings screen
        self.devices: set[str] = set()  # phones connected, as seen by the game thread
        self.ever_joined = False  # a phone got in since the start: the network lets them
        self.calls: list[NumberCall] = []  # this step's number calls
        self.typed: list[Typed] = []  # this step's name field texts, from phones asked
        self._asked: set[str] = set()  # phones whose name field is open
        self._layouts: dict[str, str] = {}  # the layout each phone's screen asked for
        self._menu = False  # a menu is on top: every phone shows the pad
        # The TV's language and its name for phone n; read by the server thread for each
        # welcome, so it is replaced whole, never changed in place.
        self.speech: tuple[str, str] = ("en", PHONE_NAME)
        self._looks: dict[str, tuple] = {}  # device -> the last look's seat part
        self._turns: dict[str, object] = {}  # device -> the last turn it was buzzed for
        self._cues: dict[str, Cue] = {}  # device -> the last cue it was sent
        self._nudged: set[str] = set()  # phones given a soft sign this step
        self._book = TokenBook(MAX_DEVICES)
        self._wardrobe = Wardrobe()
        self._queue: queue.SimpleQueue[QueueItem] = queue.SimpleQueue()
        self._server: PhoneServer | None = None
        self._shown_host = ""
        self._qr_cache: tuple[str, int, pygame.Surface] | None = None

    # ----- running ------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._server is not None

    def start(self) -> bool:
        """Start serving with a new room code; False (and ``error`` set) if it cannot."""
        if self._server is not None:
            return True
        from game.engine.net.server import PhoneServer  # websockets + asyncio: only when on

        room = new_room_code(avoid=self.room_code)
        key = new_room_key(room)
        last_error: OSError | None = None
        for port in self.ports:
            try:  # a missing page asset is an OSError too
                server = PhoneServer(
                    room,
                    self._book,
                    self._wardrobe,
                    self._queue,
                    self.host,
                    port,
                    key=key,
                    speech=lambda: self.speech,
                )
                self.port = server.start()
            except OSError as err:
                last_error = err
                continue
            self._server, self.room_code, self.room_key, self.error = server, room, key, ""
            public = self.public_host()
            ip = parse_ip(public)
            self.no_network = ip is None or ip.is_loopback
            self._shown_host = self.host if self.host != BIND_ALL else public
            if self.no_network:
                log.warning("no local network found: phones cannot reach this computer")
            log.info("phones can join at %s", self.address)
            return True
        self.error = str(last_error)
        log.warning("phone server could not start: %s", last_error)
        return False

    def stop(self) -> None:
        """Stop serving; connected phones are removed at the next ``pump``."""
        server, self._server = self._server, None
        if server is not None:
            server.stop()

    @property
    def address(self) -> str:
        """The page to open, e.g. "http://192.168.1.20:8765/KTEX" ("" when stopped)."""
        if self._server is None:
            return ""
        return f"http://{self._shown_host}:{self.port}/{self.room_code}"

    @property
    def short_address(self) -> str:
        """The address as people type it: browsers add the http:// themselves."""
        return self.address.removeprefix("http://")

    @property
    def key_address(self) -> str:
        """What the QR code opens: the address with the room key, which is never slowed by
        the limit on wrong codes (a phone that scanned it saw the TV)."""
        if self._server is None:
            return ""
        return f"http://{self._shown_host}:{self.port}/{self.room_key}"

    def qr_surface(self, scale: int = 2) -> pygame.Surface | None:
        """The key address as a QR code, ``scale`` canvas pixels a module (None when
        stopped, or with no network: a code no phone can use is not shown)."""
        address = self.key_address
        if not address or self.no_network:
            return None
        cached = self._qr_cache
        if cached is None or cached[:2] != (address, scale):
            from game.engine.net.qr import qr_surface  # pygame only when drawn

            cached = (address, scale, qr_surface(address, scale))
            self._qr_cache = cached
        return cached[2]

    # ----- the game thread's side -----------------------------------------------------------
    def feed(self, item: QueueItem) -> None:
        """Hand ``item`` over as the server thread does (a benchmark's phones, no server)."""
        self._queue.put(item)

    def drain(self) -> list[QueueItem]:
        """Everything the phones sent since the last drain; never waits."""
        items: list[QueueItem] = []
        for _ in range(MAX_DRAIN):
            try:
                items.append(self._queue.get_nowait())
            except queue.Empty:
                break
        return items

    def apply(self, manager: InputManager, items: list[QueueItem]) -> list[InputEvent]:
        """Feed drained items to the input layer; returns the InputEvents, sets ``calls``."""
        from game.engine.input.actions import Action  # the input package imports pygame

        events: list[InputEvent] = []
        self.calls = []
        self.typed = []
        for item in items:
            if isinstance(item, Pressed):
                events += manager.remote_action(item.device, Action(item.action), item.down)
            elif isinstance(item, Called):
                if item.device in self.devices:
                    self.calls.append(self._stamp(manager, item))
            elif isinstance(item, Typed):
                # Only a phone showing the field may name anyone: others' texts are dropped.
                if item.device in self._asked and item.device in self.devices:
                    self.typed.append(item)
                    # A phone back from a lost connection finds what it had typed.
                    self._wardrobe.put(item.device, "field", protocol.field(True, item.text))
                else:  # also a text typed just as the TV closed the field: no warning
                    log.debug("%s: name text dropped: its field is not open", item.device)
            elif isinstance(item, Joined):
                self.devices.add(item.device)
                self.ever_joined = True
                if not self._wardrobe.of(item.device):
                    # A new phone under a number given out before: its game layout, look
                    # and turn are not the last phone's (the server forgot its clothes too).
                    self._layouts.pop(item.device, None)
                    self._looks.pop(item.device, None)
                    self._turns.pop(item.device, None)
                    self._cues.pop(item.device, None)
                manager.remote_added(item.device, item.name)
            elif isinstance(item, Left):
                self.devices.discard(item.device)
                # Nobody waits for a phone that left without a seat or a place among the
                # people: its number may go to a new phone once all are handed out.
                awaited = item.device in manager.participant_of or item.device in manager.seat_of
                manager.remote_removed(item.device)
                if not awaited:
                    self._idle(item.device)
            elif isinstance(item, (Replaced, Disputed)):
                # Said on the TV in a toast, never asked there: nothing stops for a phone.
                if isinstance(item, Disputed):
                    key = "toast.phone_held"
                else:
                    key = "toast.phone_reclaimed" if item.reclaimed else "toast.phone_replaced"
                number = int(item.device.split(":")[1])
                self.notices.append(PhoneNotice(key, manager.seat_of.get(item.device), number))
            elif isinstance(item, RoomChanged):
                self.room_code, self.room_key = item.code, item.key
        return events

    def take_notices(self) -> list[PhoneNotice]:
        """What the TV should say about phones since the last call (the App toasts it)."""
        notices, self.notices = self.notices, []
        return notices

    def _idle(self, device: str) -> None:
        number = int(device.split(":")[1])
        if self._server is not None:
            self._server.idle(device, number)
        else:  # no server thread: the book is the game thread's alone
            self._book.idle(number)

    @staticmethod
    def _stamp(manager: InputManager, item: Called) -> NumberCall:
        # participant_of and frame came with the input layer's second version; read them
        # softly so a call still arrives (unstamped) with a manager that lacks them.
        participants = getattr(manager, "participant_of", {})
        return NumberCall(
            item.device,
            item.number,
            manager.seat_of.get(item.device),
            participants.get(item.device),
            getattr(manager, "frame", 0),
        )

    def pump(self, manager: InputManager) -> list[InputEvent]:
        """Call once per fixed step: applies queued phone input, returns its InputEvents,
        and sends the buzzes the input layer queued for phones since the last step."""
        self._nudged.clear()
        for device, ms in manager.take_buzzes():
            self.buzz(device, ms)
        return self.apply(manager, self.drain())

    def buzz(self, device: str, ms: int) -> None:
        """Vibrate a phone for ``ms`` (where its browser can). Never kept for a phone that
        comes back: a buzz is for the moment it happens."""
        if is_phone(device) and self._server is not None:
            ms = max(1, min(int(ms), protocol.MAX_BUZZ_MS))
            self._server.send(device, protocol.buzz(ms))

    # ----- names ---------------------------------------------------------------------------
    def speak(self, lang: str, phone_name: str) -> None:
        """The TV's language and how it names a phone (``phone_name`` holds ``{n}``: "Handy
        {n}"). Phones connected get their names again in it."""
        speech = (lang, phone_name)
        if speech != self.speech:
            self.speech = speech
            for device in sorted(self.devices):
                self.set_look(device, *self._looks.get(device, (None, None, "")))

    def phone_name(self, device: str) -> str:
        """What the TV calls ``device`` (a phone): "Phone 3", in the TV's language."""
        return self.speech[1].replace("{n}", device.split(":", 1)[-1])

    # ----- dressing phones ----------------------------------------------------------------
    def set_look(
        self,
        device: str,
        colour: tuple[int, int, int] | None,
        symbol: str | None,
        name: str = "",
    ) -> None:
        """Dress a phone in its seat's colour and symbol (None, None: no seat) and the name of
        who holds it; its own name comes with it. Other devices are ignored, so callers may
        pass any device."""
        if is_phone(device):
            self._looks[device] = (colour, symbol, name)
            look = protocol.look(colour, symbol, name, self.phone_name(device))
            if self._wardrobe.get(device, "look") != look:  # sent once, not every step
                self._dress(device, "look", look)

    def set_cue(self, device: str, cue: Cue) -> bool:
        """Tell a phone what its buttons do now (sent only when it changed). True when the
        cue starts a turn this phone was not told of before: the caller buzzes it, once."""
        if not is_phone(device):
            return False
        if self._cues.get(device) != cue:  # asked every step: encoded only when it changed
            self._cues[device] = cue
            text = cue.message()
            if self._wardrobe.get(device, "cue") != text:
                self._dress(device, "cue", text)
        if cue.turn is None or self._turns.get(device) == cue.turn:
            return False
        self._turns[device] = cue.turn
        return True

    def set_layout(self, device: str, layout: str) -> None:
        """Switch a phone's buttons: "pad", "numbers" (Würfelblitz) or "shout" (Fischkopp).
        While a menu is on top the phone keeps the pad and gets this layout after it."""
        if is_phone(device):
            protocol.layout(layout)  # an unknown layout fails here, not when shown
            self._layouts[device] = layout
            self._show_layout(device)

    def show_menus(self, on: bool) -> None:
        """A menu-like screen is on top (``on``: pause, results, options, "who are you?"):
        every phone shows the pad, whose d-pad, OK and Back move through any menu, whatever
        layout its game asked for; off: each phone shows its game's layout again."""
        if on != self._menu:
            self._menu = on
            for device in list(self._layouts):
                self._show_layout(device)

    def _show_layout(self, device: str) -> None:
        text = protocol.layout("pad" if self._menu else self._layouts.get(device, "pad"))
        if self._wardrobe.get(device, "layout") != text:  # the phone shows it already
            self._dress(device, "layout", text)

    def calls_typed(self, device: str) -> bool:
        """Whether ``device`` is a phone showing its number pad: it calls numbers typed
        there (``calls``), so its OK must never call the TV's dial, which it never shows."""
        shown = self._wardrobe.get(device, "layout")
        return device in self.devices and shown == protocol.layout("numbers")

    def nudge(self, device: str | None) -> None:
        """A soft sign on a phone whose press or call did nothing just now (other devices
        are ignored); one a step, however many ways the refusal was said. Never kept for a
        phone that comes back: it is for the moment."""
        if device is None or not is_phone(device) or device in self._nudged:
            return
        self._nudged.add(device)
        if self._server is not None:
            self._server.send(device, protocol.nudge())

    def verdict(self, device: str | None, number: int, mark: str, word: str) -> None:
        """Tell a phone how the TV judged the number it called: ``mark`` "right", "tie" or
        "wrong", "late" or "early" (a call the round could not take), and the TV's ``word``
        for it (other devices are ignored)."""
        if device is not None and is_phone(device) and self._server is not None:
            self._server.send(device, protocol.verdict(number, mark, word))

    def ask_name(self, device: str, text: str = "") -> None:
        """Show the name field on ``device`` (if a phone), holding ``text``; what is typed
        there arrives in ``typed`` until ``end_name``."""
        if is_phone(device):
            self._asked.add(device)
            self._dress(device, "field", protocol.field(True, text))

    def end_name(self, device: str) -> None:
        """Hide the name field on ``device``: the phone is a controller again."""
        if device in self._asked:
            self._asked.discard(device)
            self._dress(device, "field", protocol.field(False))

    def _dress(self, device: str, kind: str, text: str) -> None:
        self._wardrobe.put(device, kind, text)  # also sent again when the phone returns
        if self._server is not None:
            self._server.send(device, text)
