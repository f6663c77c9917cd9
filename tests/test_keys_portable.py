"""Keyboards of every country: the halves go by key position, caps show the player's own
keyboard, and back stays off the keys Windows watches (Sticky Keys)."""

from __future__ import annotations

import copy

import pygame
import pytest

from game.engine.input import Action, InputManager, keymap
from game.engine.input.bindings import (
    DEFAULT_BINDINGS,
    KEYBOARD_LEFT,
    KEYBOARD_RIGHT,
    positional,
    prompt_glyphs,
)
from tests.driving import run

# What SDL reports on a French AZERTY keyboard (X11 "fr", as tried under Xvfb): the key
# code at each US position that differs from a US keyboard.
AZERTY = {
    pygame.KSCAN_Q: ord("a"),
    pygame.KSCAN_W: ord("z"),
    pygame.KSCAN_A: ord("q"),
    pygame.KSCAN_Z: ord("w"),
    pygame.KSCAN_M: ord(","),
    pygame.KSCAN_SEMICOLON: ord("m"),
    pygame.KSCAN_COMMA: ord(";"),
    pygame.KSCAN_PERIOD: ord(":"),
    pygame.KSCAN_SLASH: ord("!"),
    pygame.KSCAN_MINUS: ord(")"),
    pygame.KSCAN_BACKSLASH: ord("*"),
}
# German QWERTZ (X11 "de").
QWERTZ = {
    pygame.KSCAN_Y: ord("z"),
    pygame.KSCAN_Z: ord("y"),
    pygame.KSCAN_SLASH: ord("-"),
    pygame.KSCAN_MINUS: 0xDF,  # ß
    pygame.KSCAN_BACKSLASH: ord("#"),
    pygame.KSCAN_SEMICOLON: 0xF6,  # ö
    pygame.KSCAN_APOSTROPHE: 0xE4,  # ä
    pygame.KSCAN_LEFTBRACKET: 0xFC,  # ü
    pygame.KSCAN_RIGHTBRACKET: ord("+"),
}
WORDS = {"arrows": "Arrows", "dpad": "D-pad"}


@pytest.fixture(autouse=True)
def us_keyboard():
    """Each test starts on a US keyboard and leaves the layout as it found it."""
    with keymap.using(None):
        yield


def key_event(kind: int, scancode: int, key: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=key, scancode=scancode, mod=0, unicode="")


def actions(manager: InputManager, scancode: int, key: int) -> list[tuple[str, Action]]:
    pressed = manager.process(key_event(pygame.KEYDOWN, scancode, key))
    manager.process(key_event(pygame.KEYUP, scancode, key))
    return [(e.device, e.action) for e in pressed]


@pytest.mark.parametrize(
    ("scancode", "key", "expected"),
    [
        (pygame.KSCAN_W, ord("z"), (KEYBOARD_LEFT, Action.UP)),
        (pygame.KSCAN_A, ord("q"), (KEYBOARD_LEFT, Action.LEFT)),
        (pygame.KSCAN_Q, ord("a"), (KEYBOARD_LEFT, Action.ROTATE_LEFT)),
        (pygame.KSCAN_COMMA, ord(";"), (KEYBOARD_RIGHT, Action.ROTATE_LEFT)),
        (pygame.KSCAN_PERIOD, ord(":"), (KEYBOARD_RIGHT, Action.ROTATE_RIGHT)),
        (pygame.KSCAN_SLASH, ord("!"), (KEYBOARD_RIGHT, Action.FLIP)),
    ],
)
def test_portable_an_azerty_press_acts_by_its_place(scancode, key, expected):
    """The key at W's place (Z on AZERTY) moves up; the keys right of M still turn and flip."""
    assert actions(InputManager(), scancode, key) == [expected]


def test_portable_a_qwertz_press_at_the_flip_keys_flips():
    """Right of "." ("-" on QWERTZ), the top row's ß and the # by Enter all flip."""
    manager = InputManager()
    for scancode, key in (
        (pygame.KSCAN_SLASH, ord("-")),
        (pygame.KSCAN_MINUS, 0xDF),  # ß
        (pygame.KSCAN_BACKSLASH, ord("#")),
    ):
        assert actions(manager, scancode, key) == [(KEYBOARD_RIGHT, Action.FLIP)], chr(key)


def test_portable_the_letter_alone_no_longer_moves_a_piece():
    """On AZERTY the W key sits at Z's place: pressing it is no move."""
    assert actions(InputManager(), pygame.KSCAN_Z, ord("w")) == []


def test_portable_an_event_without_a_scancode_is_placed_by_its_key():
    """Tests and the pace bots post key codes only: on the layout in use they find their place."""
    assert actions(InputManager(), 0, pygame.K_w) == [(KEYBOARD_LEFT, Action.UP)]
    with keymap.using(AZERTY):
        assert actions(InputManager(), 0, ord("z")) == [(KEYBOARD_LEFT, Action.UP)]


def test_portable_caps_show_what_the_keyboard_prints():
    """The mapping given is what the caps and prompts show: ZQSD and A/E on AZERTY."""
    with keymap.using(AZERTY):
        full, short = prompt_glyphs(copy.deepcopy(DEFAULT_BINDINGS), WORDS)
    assert full["move"] == ("D-pad", "ZQSD", "Arrows")
    assert full["sideways"] == ("D-pad", "Q/D", "Arrows")
    assert full["rotate"] == ("X", "A/E", ";/:")
    assert full["flip"] == ("Y", "F", "!")
    assert short["rotate"] == ("X", "A", ";")
    with keymap.using(QWERTZ):
        full, _ = prompt_glyphs(copy.deepcopy(DEFAULT_BINDINGS), WORDS)
    assert full["rotate"] == ("X", "Q/E", ",/.")
    assert full["flip"] == ("Y", "F", "-")
    full, _ = prompt_glyphs(copy.deepcopy(DEFAULT_BINDINGS), WORDS)
    assert full["move"][1] == "WASD" and full["flip"][2] == "/"


def test_portable_caps_keep_what_the_fonts_draw():
    """ß stays ß (not "SS"); a letter the pixel fonts lack shows the US name instead."""
    with keymap.using({pygame.KSCAN_MINUS: 0xDF, pygame.KSCAN_E: 0x11B}):  # ě (Czech)
        assert keymap.current().printed("-") == "ß"
        assert keymap.current().printed("e") is None
        from game.engine.input.bindings import key_cap

        assert key_cap("e") == "E"


def test_portable_a_keyboard_a_is_drawn_as_a_key_not_as_the_pad_button(make_app):
    """On AZERTY rotate's short cap is "A": a key cap, not the pad's green A."""
    from game.engine import palette as pal
    from game.engine import widgets

    app = make_app(scene="title")
    with keymap.using(AZERTY):
        app.refresh_prompts()
        cap = widgets.SHORT_GLYPHS["rotate"][1]
    assert cap == "A"

    def drawn(label: str) -> pygame.Surface:
        surface = pygame.Surface((40, 24))
        widgets.button_glyph(surface, app.text, label, (4, 12))
        return surface

    key, pad = drawn(cap), drawn("A")
    assert key.get_at((6, 6))[:3] == pal.CLOUD  # a key cap's face, square at its corner
    assert pad.get_at((6, 6))[:3] != pal.CLOUD  # the pad's disc leaves the corner dark


def test_portable_a_press_teaches_the_caps_its_key(make_app):
    """Without SDL's keymap a press shows the layout: after Z at W's place, up reads Z."""
    from game.engine import widgets

    app = make_app(scene="title")
    assert widgets.PROMPT_GLYPHS["move"][1] == "WASD"
    pygame.event.post(key_event(pygame.KEYDOWN, pygame.KSCAN_W, ord("z")))
    pygame.event.post(key_event(pygame.KEYUP, pygame.KSCAN_W, ord("z")))
    run(app, 2)
    assert widgets.PROMPT_GLYPHS["move"][1].startswith("Z")


def test_portable_back_is_on_no_key_windows_watches():
    """Shift x5 asks about Sticky Keys (right Shift held: Filter Keys, Num Lock held: Toggle
    Keys); no default of either half is such a key, and Shift does nothing by default."""
    watched = {"left shift", "right shift", "numlock"}
    for half in (KEYBOARD_LEFT, KEYBOARD_RIGHT):
        assert not watched & {n for names in DEFAULT_BINDINGS[half].values() for n in names}
    assert DEFAULT_BINDINGS[KEYBOARD_LEFT]["back"] == ["tab"]
    assert DEFAULT_BINDINGS[KEYBOARD_RIGHT]["back"][0] == "backspace"
    manager = InputManager()
    for shift in (pygame.KSCAN_LSHIFT, pygame.KSCAN_RSHIFT):
        assert actions(manager, shift, pygame.K_LSHIFT) == []
    assert actions(manager, pygame.KSCAN_TAB, pygame.K_TAB) == [(KEYBOARD_LEFT, Action.BACK)]
    assert actions(manager, pygame.KSCAN_BACKSPACE, pygame.K_BACKSPACE) == [
        (KEYBOARD_RIGHT, Action.BACK)
    ]


def old_table() -> dict:
    """The bindings a settings file from before held: every table in full (the controls
    screen saved it so), key names as the keys' own, the old defaults with Shift."""
    table = copy.deepcopy(DEFAULT_BINDINGS)
    table[KEYBOARD_LEFT]["back"] = ["left shift"]
    table[KEYBOARD_RIGHT]["back"] = ["right shift", "backspace"]
    table[KEYBOARD_RIGHT]["flip"] = ["-", "#"]
    return table


def test_portable_an_old_settings_file_with_shift_loads(make_app):
    """Old defaults become today's (back on Tab, Backspace); a Shift the player chose stays."""
    from game.engine import storage
    from game.engine.settings import SETTINGS_VERSION, load_settings, settings_path

    table = old_table()
    table[KEYBOARD_LEFT]["rotate_left"] = ["left shift"]  # the player's own choice
    old = {"fullscreen": False, "sfx_volume": 40, "bindings": table}
    storage.write_json(settings_path(), old, SETTINGS_VERSION)
    settings, _ = load_settings()
    assert not settings.key_positions  # a file from before: names were key codes

    app = make_app(scene="title")
    bindings = app.input.bindings
    assert app.settings.sfx_volume == 40  # the rest of the file as it was
    assert bindings[KEYBOARD_LEFT]["back"] == ["tab"]
    assert bindings[KEYBOARD_RIGHT]["back"] == DEFAULT_BINDINGS[KEYBOARD_RIGHT]["back"]
    assert bindings[KEYBOARD_RIGHT]["flip"] == DEFAULT_BINDINGS[KEYBOARD_RIGHT]["flip"]
    assert bindings[KEYBOARD_LEFT]["rotate_left"] == ["left shift"]  # chosen: kept
    assert bindings[KEYBOARD_LEFT]["up"] == ["w"]
    manager = app.input
    assert actions(manager, pygame.KSCAN_LSHIFT, pygame.K_LSHIFT) == [
        (KEYBOARD_LEFT, Action.ROTATE_LEFT)
    ]
    assert actions(manager, pygame.KSCAN_TAB, pygame.K_TAB) == [(KEYBOARD_LEFT, Action.BACK)]
    saved, _ = load_settings()
    assert saved.key_positions and saved.bindings[KEYBOARD_LEFT]["back"] == ["tab"]


def test_portable_an_old_files_own_keys_stay_under_the_players_fingers():
    """A French player who had moved up to "z" (the key code) keeps that key: it is at W's
    place, so it becomes "w"; old defaults mean today's defaults."""
    table = old_table()
    for action, name in (("up", "z"), ("left", "q"), ("rotate_left", "a")):
        table[KEYBOARD_LEFT][action] = [name]
    with keymap.using(AZERTY):
        moved = positional(table)
    assert moved[KEYBOARD_LEFT]["up"] == ["w"]
    assert moved[KEYBOARD_LEFT]["left"] == ["a"]
    assert moved[KEYBOARD_LEFT]["rotate_left"] == ["q"]
    assert moved[KEYBOARD_LEFT]["back"] == ["tab"]
    assert moved[KEYBOARD_RIGHT]["flip"] == DEFAULT_BINDINGS[KEYBOARD_RIGHT]["flip"]
    assert moved["pad"] == table["pad"]
    assert positional(copy.deepcopy(DEFAULT_BINDINGS)) == DEFAULT_BINDINGS  # US: as it was


def test_a_file_written_with_positions_is_not_moved_again(make_app):
    from game.engine import storage
    from game.engine.settings import SETTINGS_VERSION, settings_path

    table = copy.deepcopy(DEFAULT_BINDINGS)
    table[KEYBOARD_LEFT]["up"] = ["z"]  # a position: the key at Z's place
    new = {"bindings": table, "key_positions": True}
    storage.write_json(settings_path(), new, SETTINGS_VERSION)
    with keymap.using(AZERTY):
        app = make_app(scene="title")
    assert app.input.bindings[KEYBOARD_LEFT]["up"] == ["z"]


def test_portable_remapping_records_the_keys_place(make_app):
    """On AZERTY the key printed Z sits at W's place: the binding says "w", the screen "Z"."""
    from game.shell.controls import ControlsScene

    app = make_app(scene="controls")
    scene = app.scenes.top
    assert isinstance(scene, ControlsScene)
    with keymap.using(AZERTY):
        app.refresh_prompts()
        scene.selected = list(Action).index(Action.ROTATE_LEFT)
        scene.listening, scene.listen_left = (KEYBOARD_LEFT, Action.ROTATE_LEFT), 300
        pygame.event.post(key_event(pygame.KEYDOWN, pygame.KSCAN_W, ord("z")))
        pygame.event.post(key_event(pygame.KEYUP, pygame.KSCAN_W, ord("z")))
        run(app, 2)
        assert app.input.bindings[KEYBOARD_LEFT]["rotate_left"] == ["w"]
        assert scene.cell(KEYBOARD_LEFT, Action.ROTATE_LEFT) == "Z"
        assert scene.cell(KEYBOARD_LEFT, Action.UP) == "A"  # swapped: up has rotate's key
        app.draw()
    assert actions(app.input, pygame.KSCAN_W, ord("z")) == [(KEYBOARD_LEFT, Action.ROTATE_LEFT)]


def test_portable_the_sdl_keymap_reads_as_us_on_the_dummy_driver(make_app):
    """Where SDL knows no layout (dummy video), keys show their US names."""
    make_app(scene="title")
    found = keymap.read_sdl()
    assert found.get(pygame.KSCAN_W) == ord("w") and found.get(pygame.KSCAN_SLASH) == ord("/")
    keymap.load()
    assert keymap.current().printed("w") == "W"
