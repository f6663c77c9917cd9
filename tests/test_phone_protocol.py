"""Phone protocol, room codes, tokens, limits and addresses: pure checks, no network."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from game.engine.net import protocol
from game.engine.net.addresses import host_header_ok, is_local_peer
from game.engine.net.codes import (
    ROOM_ALPHABET,
    TokenBook,
    is_token_shaped,
    new_room_code,
    new_token,
    normalise_room,
)
from game.engine.net.limits import BadPeers, TokenBucket
from game.engine.net.protocol import Button, Call, Hello, Join, Name, ProtocolError


def msg(**fields) -> str:
    return json.dumps(fields)


# ----- room codes and tokens ----------------------------------------------------------------
def test_room_codes_avoid_letters_that_look_alike():
    assert not set(ROOM_ALPHABET) & set("BGILOQSZUV0123456789")
    codes = {new_room_code(random.Random(seed)) for seed in range(50)}
    assert all(len(c) == 4 and set(c) <= set(ROOM_ALPHABET) for c in codes)
    assert len(codes) > 40


def test_a_new_room_code_differs_from_the_last():
    rng = random.Random(1)
    last = new_room_code(rng)
    for _ in range(200):
        code = new_room_code(rng, avoid=last)
        assert code != last
        last = code


def test_room_codes_are_read_in_any_case():
    assert normalise_room(" ktex ") == "KTEX"
    assert normalise_room("KTE") is None
    assert normalise_room("KTEXA") is None
    assert normalise_room("ABCD") is None  # B is not in the alphabet


def test_tokens_give_each_device_a_lasting_number():
    book = TokenBook(limit=2)
    first, one = book.issue()
    second, two = book.issue()
    assert (one, two) == (1, 2) and first != second
    assert is_token_shaped(first) and is_token_shaped(new_token())
    assert book.device_of(first) == 1 and book.device_of(second) == 2
    assert book.device_of(new_token()) is None
    assert book.issue() is None  # limit reached


@pytest.mark.parametrize("value", ["", "short", "x" * 24 + "y", "a" * 23 + "!", 5, None])
def test_malformed_tokens_are_not_token_shaped(value):
    assert not is_token_shaped(value)


# ----- phone -> server messages -------------------------------------------------------------
def test_valid_messages_parse():
    assert protocol.parse_opening(msg(type="join", room="ktex")) == Join("ktex")
    token = new_token()
    assert protocol.parse_opening(msg(type="hello", room="KTEX", token=token)) == Hello(
        "KTEX", token
    )
    press = msg(type="button", action="confirm", down=True)
    assert protocol.parse_play(press) == Button("confirm", True)
    assert protocol.parse_play(msg(type="call", number=17)) == Call(17)


@pytest.mark.parametrize(
    "raw",
    [
        b'{"type":"button","action":"up","down":true}',  # binary frame
        "not json",
        "[1, 2]",
        '"button"',
        "{}",
        msg(type="button", action="up"),  # missing field
        msg(type="button", action="up", down=True, extra=1),  # unknown field
        msg(type="button", action="jump", down=True),  # unknown action
        msg(type="button", action="up", down=1),  # int is not bool
        msg(type="button", action=["up"], down=True),
        msg(type="call", number=True),  # bool is not int
        msg(type="call", number=1.0),  # float is not int
        msg(type="call", number=-1),
        msg(type="call", number=100),
        msg(type="call", number=10**60),  # huge
        '{"type":"call","number":1e999}',
        '{"type":"call","number":NaN}',
        '{"type":"call","number":Infinity}',
        '{"type":"call","number":3,"number":4}',  # duplicate field
        msg(type="hello", room="KTEX", token="x"),  # not a play message
        msg(type="shutdown"),
        msg(type="button", action="up", down=True, pad="x" * 300),  # oversized
        "[" * 200 + "]" * 200,
    ],
)
def test_bad_play_messages_raise_protocol_errors(raw):
    with pytest.raises(ProtocolError):
        protocol.parse_play(raw)


@pytest.mark.parametrize("step", ["typing", "ok", "cancel"])
def test_name_messages_parse(step):
    assert protocol.parse_play(msg(type="name", text="Zoë", step=step)) == Name("Zoë", step)


def test_a_name_is_read_as_composed_characters_and_measured_trimmed():
    # "e" and a combining accent are one character, as the TV counts them.
    assert protocol.parse_play(msg(type="name", text="Zoe\u0308", step="ok")).text == "Zoë"
    twelve = "Annemarie Ko"
    typed = protocol.parse_play(msg(type="name", text=f" {twelve} ", step="typing"))
    assert typed.text == f" {twelve} "  # spaces are the TV keyboard's to drop
    assert protocol.parse_play(msg(type="name", text="", step="cancel")) == Name("", "cancel")


def test_the_longest_name_message_fits_a_frame():
    longest = json.dumps({"type": "name", "text": "\U0001d49c" * 12, "step": "cancel"})
    assert len(longest.encode()) <= protocol.MAX_MESSAGE_BYTES  # escaped as json.dumps does
    assert protocol.parse_play(longest).text == "\U0001d49c" * 12


def test_the_typed_name_limit_is_the_people_limit():
    from game.shell.people.person import MAX_NAME

    assert protocol.MAX_TYPED_CHARS == MAX_NAME


@pytest.mark.parametrize(
    "raw",
    [
        msg(type="name", text="Annemarie Kox", step="typing"),  # 13 characters
        msg(type="name", text="x" * 100, step="ok"),
        msg(type="name", text="Zo\u00eb\u0007", step="typing"),  # a bell
        msg(type="name", text="Zoë\n", step="ok"),
        msg(type="name", text="\u0000", step="typing"),
        msg(type="name", text="\u202eeoZ", step="typing"),  # right-to-left override
        msg(type="name", text="Zo\u200bë", step="typing"),  # zero-width space
        msg(type="name", text="Zoë\u2028", step="typing"),  # line separator
        '{"type":"name","text":"\\ud800","step":"typing"}',  # a lone surrogate
        msg(type="name", text=12, step="typing"),
        msg(type="name", text=None, step="typing"),
        msg(type="name", text=["Zoë"], step="typing"),
        msg(type="name", text="Zoë", step=True),
        msg(type="name", text="Zoë", step="done"),
        msg(type="name", text="Zoë"),
        msg(type="name", text="Zoë", step="ok", device="phone:2"),  # no naming for another
    ],
)
def test_bad_name_messages_raise_protocol_errors(raw):
    with pytest.raises(ProtocolError):
        protocol.parse_play(raw)


def test_a_name_is_no_opening_message():
    with pytest.raises(ProtocolError):
        protocol.parse_opening(msg(type="name", text="Zoë", step="ok"))


@pytest.mark.parametrize(
    "raw",
    [
        msg(type="button", action="up", down=True),
        msg(type="join"),
        msg(type="join", room=1234),
        msg(type="join", room="K" * 17),
        msg(type="hello", room="KTEX"),
        msg(type="hello", room="KTEX", token=None),
        msg(type="hello", room="KTEX", token="t" * 65),
        msg(type="join", room="KTEX", token="x"),
    ],
)
def test_bad_opening_messages_raise_protocol_errors(raw):
    with pytest.raises(ProtocolError):
        protocol.parse_opening(raw)


def test_action_names_match_the_input_layer():
    from game.engine.input.actions import Action

    assert set(protocol.ACTION_NAMES) == {a.value for a in Action}


def test_symbols_match_the_palette():
    from game.engine import palette

    assert set(palette.SEAT_SYMBOLS) <= set(protocol.SYMBOLS)


# ----- server -> phone messages -------------------------------------------------------------
def test_human_pace_verdict_and_nudge_messages():
    verdict = json.loads(protocol.verdict(7, "wrong", "Falsch"))
    assert verdict == {"type": "verdict", "number": 7, "mark": "wrong", "word": "Falsch"}
    assert json.loads(protocol.verdict(0, "tie", "x" * 40))["word"] == "x" * 24
    assert json.loads(protocol.nudge()) == {"type": "nudge"}
    for number, mark in ((7, "maybe"), (-1, "right"), (100, "right"), (True, "right")):
        with pytest.raises(ValueError):
            protocol.verdict(number, mark, "")


def test_look_and_layout_messages():
    look = json.loads(protocol.look((228, 59, 68), "star", "Player 1", "Phone 3"))
    assert look == {
        "type": "look",
        "colour": "#e43b44",
        "symbol": "star",
        "name": "Player 1",
        "phone": "Phone 3",
    }
    assert json.loads(protocol.look(None, None, "", "Phone 3"))["colour"] is None
    assert json.loads(protocol.layout("numbers")) == {"type": "layout", "name": "numbers"}
    with pytest.raises(ValueError):
        protocol.layout("piano")
    with pytest.raises(ValueError):
        protocol.look((300, 0, 0), "star", "", "")
    with pytest.raises(ValueError):
        protocol.look((1, 2, 3), "smiley", "", "")


def test_phone_context_welcome_names_the_phone_in_the_tvs_language():
    welcome = json.loads(protocol.welcome("t" * 24, "phone:3", 3, "Handy 3", "de"))
    assert welcome == {
        "type": "welcome",
        "token": "t" * 24,
        "device": "phone:3",
        "number": 3,
        "name": "Handy 3",
        "lang": "de",
    }
    for bad in ("deu", "DE", "", "d1", "\u00e9n"):
        with pytest.raises(ValueError):
            protocol.welcome("t" * 24, "phone:3", 3, "Phone 3", bad)


def test_phone_context_cue_messages_are_exact_and_bounded():
    cue = json.loads(
        protocol.cue("turn", "Your turn!", (("confirm", "Roll"), ("pause", "Menu")), (3, 5, 8))
    )
    assert cue == {
        "type": "cue",
        "mode": "turn",
        "say": "Your turn!",
        "verbs": {"confirm": "Roll", "pause": "Menu"},
        "choices": [3, 5, 8],
    }
    # Words past their bounds are cut; an action named twice keeps its first word.
    long = json.loads(protocol.cue("wait", "s" * 99, (("back", "b" * 99), ("back", "again")), ()))
    assert long["say"] == "s" * protocol.MAX_SAY_CHARS
    assert long["verbs"] == {"back": "b" * protocol.MAX_VERB_CHARS}
    for mode, verbs, choices in (
        ("dance", (), ()),
        ("play", (("jump", "Jump"),), ()),
        ("play", (), (1, 1)),
        ("play", (), (100,)),
        ("play", (), (True,)),
        ("play", (), tuple(range(protocol.MAX_CHOICES + 1))),
    ):
        with pytest.raises(ValueError):
            protocol.cue(mode, "", verbs, choices)
    # The largest cue there can be (every verb, the longest words in astral letters, every
    # choice) stays a small frame.
    astral = "\U0001f41f"
    biggest = protocol.cue(
        "join",
        astral * 99,
        tuple((a, astral * 99) for a in protocol.VERB_ACTIONS),
        tuple(range(90, 90 + protocol.MAX_CHOICES)),
    )
    assert len(biggest.encode()) <= protocol.MAX_CUE_BYTES


def test_phone_context_verb_actions_are_the_footers():
    from game.engine import footer, widgets

    assert protocol.VERB_ACTIONS == footer.VERB_ACTIONS
    assert set(footer.VERB_ACTIONS) == set(widgets.PROMPT_GLYPHS)


def test_the_holder_of_a_disputed_device_may_free_it():
    assert protocol.parse_play(msg(type="free")) == protocol.Free()
    assert json.loads(protocol.held(True)) == {"type": "held", "open": True}
    with pytest.raises(ProtocolError):
        protocol.parse_play(msg(type="free", device="phone:1"))


def test_field_and_buzz_messages():
    opened = json.loads(protocol.field(True, "Zoë"))
    assert opened == {"type": "field", "open": True, "text": "Zoë", "max": 12}
    assert json.loads(protocol.field(False))["open"] is False
    assert json.loads(protocol.buzz(180)) == {"type": "buzz", "ms": 180}
    for bad in (0, -5, protocol.MAX_BUZZ_MS + 1, True, 1.5):
        with pytest.raises(ValueError):
            protocol.buzz(bad)


# ----- limits and addresses ---------------------------------------------------------------------
def test_token_bucket_allows_bursts_then_the_rate():
    now = [0.0]
    bucket = TokenBucket(rate=10, burst=5, clock=lambda: now[0])
    assert [bucket.take() for _ in range(6)] == [True] * 5 + [False]
    now[0] += 0.25  # two and a half tokens back
    assert [bucket.take() for _ in range(3)] == [True, True, False]


def test_bad_peers_are_shut_out_for_a_while():
    now = [0.0]
    bad = BadPeers(limit=3, window=60, clock=lambda: now[0])
    for _ in range(3):
        assert not bad.blocked("10.0.0.5")
        bad.record("10.0.0.5")
    assert bad.blocked("10.0.0.5") and not bad.blocked("10.0.0.6")
    now[0] += 61
    assert not bad.blocked("10.0.0.5")


@pytest.mark.parametrize(
    ("address", "local"),
    [
        ("192.168.1.20", True),
        ("10.1.2.3", True),
        ("172.16.0.9", True),
        ("127.0.0.1", True),
        ("169.254.3.3", True),
        ("::1", True),
        ("fe80::1%wlan0", True),
        ("::ffff:192.168.0.7", True),
        ("8.8.8.8", False),
        ("2001:4860::8888", False),
        ("::ffff:8.8.8.8", False),
        ("not an address", False),
        ("", False),
    ],
)
def test_only_local_network_peers_are_allowed(address, local):
    assert is_local_peer(address) is local


@pytest.mark.parametrize(
    ("host", "ok"),
    [
        ("192.168.1.20:8765", True),
        ("127.0.0.1:8765", True),
        ("[::1]:8765", True),
        ("evil.example:8765", False),  # a host name: DNS rebinding
        ("192.168.1.20:80", False),
        ("192.168.1.20", False),
        (None, False),
    ],
)
def test_host_header_must_be_our_ip_and_port(host, ok):
    assert host_header_ok(host, 8765) is ok


def test_server_modules_do_not_import_pygame():
    code = (
        "import sys\n"
        "import game.engine.net.link, game.engine.net.server, game.engine.net.protocol\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=30)
