"""The messages between the controller page and the server, and their validation.

Every message is one JSON object in one text frame. A message is accepted only if it has
exactly the fields its type names, each of exactly the right JSON type (``true`` is not a
number, ``1.0`` is not an integer), with values in range; anything else is a
``ProtocolError`` that the server logs and drops. Phone -> server:

    {"type": "join",   "room": "KTEX"}                     a new phone asks for a device
    {"type": "hello",  "room": "KTEX", "token": "<24>"}    a known phone comes back
    {"type": "reclaim", "room": "KTEX", "token": "<24>"}   takes its device back from the
                                                           device that took it over, with
                                                           the room code typed off the TV
    {"type": "button", "action": "confirm", "down": true}  press / release of one action
    {"type": "call",   "number": 17}                       Würfelblitz: a number called
    {"type": "name",   "text": "Zoë", "step": "typing"}     the name field's whole text, as
                                                           typed ("typing"), or "ok" / "cancel"
    {"type": "free"}                                       the phone holding a disputed device
                                                           lets another phone take it (held)

Server -> phone:

    {"type": "welcome", "token": "<24>", "device": "phone:3", "number": 3,
     "name": "Phone 3", "lang": "en"}      the phone's name as the TV writes it, in the TV's
                                           language (the page speaks it too from then on)
    {"type": "refused", "reason": "room" | "token" | "full" | "busy" | "taken" | "held"}
    {"type": "look", "colour": "#e43b44" | null, "symbol": "circle" | null, "name": "P1",
     "phone": "Phone 3"}                   who holds it (seat or person) and the phone's name
    {"type": "layout", "name": "pad" | "numbers" | "shout"}
    {"type": "cue", "mode": "play" | "turn" | "wait" | "join", "say": "Your turn!",
     "verbs": {"confirm": "Roll", "pause": "Menu"}, "choices": [3, 5, 8]}
                                     what the buttons do now, in the TV's words (the verbs of
                                     the TV's footer for this phone), a line to show ("P2's
                                     turn", "Press A to join") and numbers to offer as buttons
                                     (sent as calls); "turn": it is this phone's move
    {"type": "held", "open": true}   this device changed hands too often and stays on this
                                     phone for a while: it may let it go ("free")
    {"type": "field", "open": true, "text": "Zo", "max": 12}  show the name field (false: hide)
    {"type": "buzz", "ms": 180}                            vibrate, where the phone can
    {"type": "verdict", "number": 7, "mark": "wrong", "word": "Wrong"}
                                     how the TV judged the number this phone called: "right",
                                     "tie" or "wrong", or "late" / "early" for a call the
                                     round could not take; and the TV's own word for it
    {"type": "nudge"}                a press or call that did nothing now: a soft sign
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass

# The longest message a page sends is a name of 12 astral characters, each escaped as two
# \uXXXX: under 190 bytes.
MAX_MESSAGE_BYTES = 256
MAX_ROOM_CHARS = 16
MAX_TOKEN_CHARS = 64
MAX_CALL = 99  # Würfelblitz answers are at most 36
MAX_NAME_CHARS = 24
MAX_TYPED_CHARS = 12  # a typed name, trimmed: people.person.MAX_NAME (a test checks)
NAME_STEPS = ("typing", "ok", "cancel")
# Control and format characters (and lone surrogates, unassigned code points, line and
# paragraph separators) can reorder or hide text on the TV: a name holding one is refused.
REFUSED_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")
MAX_BUZZ_MS = 1000
# A cue's bounds: the TV's footer words are short (the footer holds one row of them).
MAX_VERB_CHARS = 32  # "up/down ±1, left/right ±5" and its German
MAX_SAY_CHARS = 60
MAX_CHOICES = 6
MAX_CUE_BYTES = 1600  # the largest cue these bounds allow (every word in 4-byte letters)
CUE_MODES = ("play", "turn", "wait", "join")
# The prompt actions a cue may label (game.engine.footer.VERB_ACTIONS, kept here so this
# module needs nothing of the engine; a test checks the two agree): "rotate" is X and the
# shoulders, "move" and "sideways" the d-pad.
VERB_ACTIONS = ("confirm", "back", "flip", "rotate", "pause", "move", "sideways")
# The action names of game.engine.input.actions.Action, kept as plain strings so this module
# needs no pygame; a test checks the two lists agree.
ACTION_NAMES = (
    "up",
    "down",
    "left",
    "right",
    "confirm",
    "back",
    "rotate_left",
    "rotate_right",
    "flip",
    "pause",
)
LAYOUTS = ("pad", "numbers", "shout")
# A call's verdict, as the TV marks its picker; "late" and "early": a call the TV could not
# take (the round was over, the dice were not down yet), with the picker's word for it.
MARKS = ("right", "tie", "wrong", "late", "early")
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "heart", "ring", "stripes")
# busy: too many wrong room codes in the room just now, try again in a moment;
# taken: another device took this phone's place, the room code takes it back (reclaim).
REFUSALS = ("room", "token", "full", "busy", "taken", "held")

# type -> the exact set of fields and the exact Python type json gives each.
FIELDS: dict[str, dict[str, type]] = {
    "join": {"type": str, "room": str},
    "hello": {"type": str, "room": str, "token": str},
    "reclaim": {"type": str, "room": str, "token": str},
    "button": {"type": str, "action": str, "down": bool},
    "call": {"type": str, "number": int},
    "name": {"type": str, "text": str, "step": str},
    "free": {"type": str},
}
OPENING = ("join", "hello", "reclaim")
PLAY = ("button", "call", "name", "free")


class ProtocolError(ValueError):
    """A message that breaks the rules above; the text says which rule, for the log."""


@dataclass(frozen=True)
class Join:
    room: str


@dataclass(frozen=True)
class Hello:
    room: str
    token: str


@dataclass(frozen=True)
class Reclaim:
    room: str
    token: str


@dataclass(frozen=True)
class Button:
    action: str
    down: bool


@dataclass(frozen=True)
class Call:
    number: int


@dataclass(frozen=True)
class Free:
    """The phone holding a disputed device lets another phone take it."""


@dataclass(frozen=True)
class Name:
    """The name field's text (NFC) and what the person did: typed, pressed OK or cancel."""

    text: str
    step: str


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict:
    data = dict(pairs)
    if len(data) != len(pairs):
        raise ProtocolError("duplicate field")
    return data


def _no_floats(text: str) -> float:
    raise ProtocolError("numbers must be whole")


def _no_constants(text: str) -> float:
    raise ProtocolError(f"{text} is not allowed")


def decode(raw: str | bytes, allowed: tuple[str, ...]) -> dict:
    """The checked JSON object of a frame whose type is one of ``allowed``."""
    if not isinstance(raw, str):
        raise ProtocolError("binary frame")
    # Cheap length test first, so a huge frame is never encoded or parsed.
    if len(raw) > MAX_MESSAGE_BYTES or len(raw.encode()) > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"message over {MAX_MESSAGE_BYTES} bytes")
    try:
        data = json.loads(
            raw,
            object_pairs_hook=_no_duplicates,
            parse_float=_no_floats,
            parse_constant=_no_constants,
        )
    except ValueError as err:  # JSONDecodeError and ProtocolError are both ValueErrors
        raise ProtocolError(str(err) if isinstance(err, ProtocolError) else "not JSON") from None
    except RecursionError:
        raise ProtocolError("nested too deeply") from None
    if not isinstance(data, dict):
        raise ProtocolError("not an object")
    kind = data.get("type")
    if kind not in allowed:
        raise ProtocolError(f"unexpected type {str(kind)[:20]!r}")
    fields = FIELDS[kind]
    if data.keys() != fields.keys():
        extra = sorted(data.keys() - fields.keys())
        missing = sorted(fields.keys() - data.keys())
        raise ProtocolError(f"{kind}: unknown fields {extra[:3]} / missing {missing}")
    for name, wanted in fields.items():
        if type(data[name]) is not wanted:
            raise ProtocolError(f"{kind}.{name} must be {wanted.__name__}")
    return data


def parse_opening(raw: str | bytes) -> Join | Hello | Reclaim:
    """The first message of a connection."""
    data = decode(raw, OPENING)
    if len(data["room"]) > MAX_ROOM_CHARS:
        raise ProtocolError("room too long")
    if data["type"] == "join":
        return Join(data["room"])
    if len(data["token"]) > MAX_TOKEN_CHARS:
        raise ProtocolError("token too long")
    if data["type"] == "reclaim":
        return Reclaim(data["room"], data["token"])
    return Hello(data["room"], data["token"])


def parse_play(raw: str | bytes) -> Button | Call | Name | Free:
    """Any later message."""
    data = decode(raw, PLAY)
    if data["type"] == "free":
        return Free()
    if data["type"] == "button":
        if data["action"] not in ACTION_NAMES:
            raise ProtocolError(f"unknown action {data['action'][:20]!r}")
        return Button(data["action"], data["down"])
    if data["type"] == "name":
        return parse_name(data)
    if not 0 <= data["number"] <= MAX_CALL:
        raise ProtocolError(f"call.number outside 0..{MAX_CALL}")
    return Call(data["number"])


def parse_name(data: dict) -> Name:
    if data["step"] not in NAME_STEPS:
        raise ProtocolError(f"unknown name.step {data['step'][:20]!r}")
    # NFC first: an accent typed as a combining mark is one character, as on the TV.
    text = unicodedata.normalize("NFC", data["text"])
    if len(text.strip()) > MAX_TYPED_CHARS:
        raise ProtocolError(f"name.text over {MAX_TYPED_CHARS} characters")
    if any(unicodedata.category(ch) in REFUSED_CATEGORIES for ch in text):
        raise ProtocolError("name.text holds a control character")
    return Name(text, data["step"])


# ----- server -> phone -------------------------------------------------------------------------
def encode(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def welcome(token: str, device: str, number: int, name: str, lang: str) -> str:
    """``name``: the phone's name as the TV writes it; ``lang``: the TV's language."""
    if not (len(lang) == 2 and lang.isascii() and lang.isalpha() and lang.islower()):
        raise ValueError(f"bad language {lang!r}")
    return encode(
        {
            "type": "welcome",
            "token": token,
            "device": device,
            "number": number,
            "name": name[:MAX_NAME_CHARS],
            "lang": lang,
        }
    )


def refused(reason: str) -> str:
    if reason not in REFUSALS:
        raise ValueError(f"unknown refusal {reason!r}")
    return encode({"type": "refused", "reason": reason})


def look(colour: tuple[int, int, int] | None, symbol: str | None, name: str, phone: str) -> str:
    """How a phone should dress: its seat's colour and symbol, the name of who holds it
    (or none) and the phone's own name, both as the TV writes them."""
    if colour is not None:
        if len(colour) != 3 or not all(isinstance(c, int) and 0 <= c <= 255 for c in colour):
            raise ValueError(f"bad colour {colour!r}")
        hex_colour: str | None = "#{:02x}{:02x}{:02x}".format(*colour)
    else:
        hex_colour = None
    if symbol is not None and symbol not in SYMBOLS:
        raise ValueError(f"unknown symbol {symbol!r}")
    return encode(
        {
            "type": "look",
            "colour": hex_colour,
            "symbol": symbol,
            "name": name[:MAX_NAME_CHARS],
            "phone": phone[:MAX_NAME_CHARS],
        }
    )


def layout(name: str) -> str:
    if name not in LAYOUTS:
        raise ValueError(f"unknown layout {name!r}")
    return encode({"type": "layout", "name": name})


def field(open_: bool, text: str = "") -> str:
    """Show the name field holding ``text`` (``open_``), or hide it."""
    return encode(
        {"type": "field", "open": open_, "text": text[:MAX_TYPED_CHARS], "max": MAX_TYPED_CHARS}
    )


def buzz(ms: int) -> str:
    if not isinstance(ms, int) or isinstance(ms, bool) or not 0 < ms <= MAX_BUZZ_MS:
        raise ValueError(f"buzz of {ms!r} ms")
    return encode({"type": "buzz", "ms": ms})


def verdict(number: int, mark: str, word: str) -> str:
    """How the TV judged a number the phone called (or why it could not take it: "late",
    "early"), with the word the TV shows for it."""
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= MAX_CALL:
        raise ValueError(f"bad number {number!r}")
    if mark not in MARKS:
        raise ValueError(f"unknown mark {mark!r}")
    return encode(
        {"type": "verdict", "number": number, "mark": mark, "word": word[:MAX_NAME_CHARS]}
    )


def nudge() -> str:
    """A press or a call that did nothing just now: the phone answers with a soft sign."""
    return encode({"type": "nudge"})


def cue(mode: str, say: str, verbs: tuple[tuple[str, str], ...], choices: tuple[int, ...]) -> str:
    """What a phone's buttons do now (``verbs``: action -> the TV's word for it), a line to
    show and numbers to offer. Words past their bound are cut, never sent whole."""
    if mode not in CUE_MODES:
        raise ValueError(f"unknown cue mode {mode!r}")
    labels: dict[str, str] = {}
    for action, label in verbs:
        if action not in VERB_ACTIONS:
            raise ValueError(f"unknown verb action {action!r}")
        labels.setdefault(action, label[:MAX_VERB_CHARS])
    if len(choices) > MAX_CHOICES or len(set(choices)) != len(choices):
        raise ValueError(f"bad choices {choices!r}")
    for number in choices:
        if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= MAX_CALL:
            raise ValueError(f"bad choice {number!r}")
    return encode(
        {
            "type": "cue",
            "mode": mode,
            "say": say[:MAX_SAY_CHARS],
            "verbs": labels,
            "choices": list(choices),
        }
    )


def held(open_: bool) -> str:
    """Show (``open_``) or hide the notice that this phone keeps a disputed device."""
    return encode({"type": "held", "open": open_})
