"""People at human pace: a name entry or "who are you?" belongs to one device, and the room
goes on without it (a pad pulled out, a phone gone, a keyboard's player away for minutes);
other devices join and leave around it; a keyboard half's footer names its own keys, and
every press the screen has no use for answers."""

from __future__ import annotations

import pygame

from game.engine import widgets
from game.engine.input import Action
from game.engine.input.bindings import KEY_CAPS, KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.shell.people.name_entry import NameEntryScene
from game.shell.people.owner import IDLE_FRAMES
from game.shell.people.picker import WhoAreYouScene
from tests.driving import button, key, run, run_until


def lobby_app(make_app):
    app = make_app(scene="lobby", game="fiese15", seats=[])
    run(app, 2)
    return app, app.scenes.top


def plugged(app, pad):
    run_until(app, lambda: pad.device in app.input.devices())
    return pad


def typing_on_a_pad(app, lobby, pad) -> NameEntryScene:
    """The pad joins, picks "new person" and types a letter: the name entry is on top."""
    button(app, pad, "a")  # join: "who are you?" with "guest" under the cursor
    assert isinstance(app.scenes.top, WhoAreYouScene)
    button(app, pad, "dpup")  # "new person"
    button(app, pad, "a")
    entry = app.scenes.top
    assert isinstance(entry, NameEntryScene) and entry.device == pad.device
    button(app, pad, "a")  # "A"
    assert entry.keyboard.text == "A"
    return entry


def test_human_pace_a_pad_pulled_out_of_the_name_entry_lets_the_room_go_on(make_app, pads):
    app, lobby = lobby_app(make_app)
    pad = plugged(app, pads())
    typing_on_a_pad(app, lobby, pad)
    pad.detach()
    run_until(app, lambda: app.scenes.top is lobby, 30)
    run(app, 2)
    assert lobby.filled == []  # the seat is free again
    key(app, "space")  # and the keyboard joins: asked who it is
    assert isinstance(app.scenes.top, WhoAreYouScene)
    assert app.scenes.top.device == KEYBOARD_LEFT and lobby.slot_of(KEYBOARD_LEFT) == 0


def test_human_pace_a_phone_gone_while_typing_lets_the_room_go_on(make_app):
    from game.engine.net.events import Joined, Left, Typed

    app, lobby = lobby_app(make_app)
    app.phones.apply(app.input, [Joined("phone:1", "Phone 1")])
    run(app, 2)

    def press(action: Action) -> None:
        for down in (True, False):
            for event in app.input.remote_action("phone:1", action, down):
                app._dispatch_input(event)
            run(app, 1)

    press(Action.CONFIRM)  # join
    press(Action.UP)  # "new person"
    press(Action.CONFIRM)
    entry = app.scenes.top
    assert isinstance(entry, NameEntryScene) and entry.device == "phone:1"
    app.phones.apply(app.input, [Typed("phone:1", "Zo", "typing", 0)])
    app.scenes.update()
    assert entry.keyboard.text == "Zo"
    app.phones.apply(app.input, [Left("phone:1")])  # the phone's page closed mid-name
    run_until(app, lambda: app.scenes.top is lobby, 30)
    run(app, 2)
    assert lobby.filled == []
    key(app, "enter")  # the room goes on: the right half joins
    assert lobby.slot_of(KEYBOARD_RIGHT) == 0


def test_human_pace_others_join_and_leave_while_someone_types(make_app, pads):
    app, lobby = lobby_app(make_app)
    key(app, "space")  # the left half sits down as a guest first
    key(app, "space")
    assert app.scenes.top is lobby and lobby.slot_of(KEYBOARD_LEFT) == 0
    pad = plugged(app, pads())
    entry = typing_on_a_pad(app, lobby, pad)
    key(app, "enter")  # a free device joins meanwhile …
    assert lobby.slot_of(KEYBOARD_RIGHT) == 2 and app.scenes.top is entry
    key(app, "lshift")  # … and a seated one leaves
    assert lobby.slot_of(KEYBOARD_LEFT) is None and app.scenes.top is entry
    assert entry.keyboard.text == "A"  # nobody else's press typed
    button(app, pad, "start")  # the name is done: its look, then "let's go"
    for _ in range(3):
        button(app, pad, "a")
    asked = app.scenes.top  # the one who joined meanwhile is asked next
    assert isinstance(asked, WhoAreYouScene) and asked.device == KEYBOARD_RIGHT
    assert lobby.slots[0].person == app.people.by_name("A").id


def test_human_pace_a_keyboard_player_away_for_minutes_lets_the_room_go_on(make_app, pads):
    app, lobby = lobby_app(make_app)
    key(app, "space")  # join …
    key(app, "w")  # … as a new person
    key(app, "space")
    entry = app.scenes.top
    assert isinstance(entry, NameEntryScene) and entry.device == KEYBOARD_LEFT
    for _ in range(IDLE_FRAMES - 60):  # someone rang at the door: nobody types
        app.step()
    assert app.scenes.top is entry  # a minute and more to think of a name is fine
    run_until(app, lambda: app.scenes.top is lobby, 120)
    assert lobby.slot_of(KEYBOARD_LEFT) == 0 and lobby.slots[0].person is None  # a guest
    pad = plugged(app, pads())
    button(app, pad, "a")  # and nobody waits for them
    assert isinstance(app.scenes.top, WhoAreYouScene) and app.scenes.top.device == pad.device


# ----- a keyboard half's footer tells the truth -------------------------------------------------
KEY_NAMES = {cap: name for name, cap in KEY_CAPS.items()}


def _post(app, name: str) -> None:
    code = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
        run(app, 1)


def _type(app, ch: str) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        event = dict(key=pygame.key.key_code(ch.lower()), mod=0, unicode=ch, scancode=0)
        pygame.event.post(pygame.event.Event(kind, **event))
        run(app, 1)


def _footer(app, records) -> list[str]:
    """The name entry's own footer texts (not those of the screen under its veil)."""
    heading = next(i for i, r in enumerate(records) if r.text == app.t("name.title"))
    return [r.text for r in records[heading:] if r.ink.top >= widgets.FOOTER_TOP]


def _footer_key(app, records, label: str) -> str:
    """The key cap drawn just before ``label`` in the footer (the key that does it)."""
    footer = _footer(app, records)
    assert label in footer, footer
    return footer[footer.index(label) - 1]


def test_human_pace_a_keyboard_halfs_footer_names_keys_that_delete_and_finish(make_app, drawn):
    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvases.append(app.display.canvas)
    names: list[str] = []
    entry = app.scenes.push(NameEntryScene(KEYBOARD_LEFT, names.append))
    run(app, 2)
    for ch in "Mia":
        _type(app, ch)
    assert entry.keyboard.text == "Mia"
    records.clear()
    app.draw()
    delete = _footer_key(app, records, app.t("name.delete"))
    done = _footer_key(app, records, app.t("name.done"))
    assert "Shift" not in delete, delete  # a modifier: it makes capitals here
    _post(app, KEY_NAMES.get(delete, delete.lower()))
    assert entry.keyboard.text == "Mi"
    _post(app, KEY_NAMES.get(done, done.lower()))
    assert names == ["Mi"] and app.scenes.top is not entry


def test_human_pace_a_pads_footer_shows_its_own_buttons_only(make_app, pads, drawn):
    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvases.append(app.display.canvas)
    pad = plugged(app, pads())
    app.scenes.push(NameEntryScene(pad.device, lambda name: None))
    run(app, 2)
    records.clear()
    app.draw()
    footer = _footer(app, records)
    assert app.t("name.done") in footer  # Start finishes: the footer says so
    assert not {"Space", "Enter", "L-Shift", "R-Shift", "WASD"} & set(footer), footer


def test_human_pace_every_ignored_press_in_the_name_entry_answers(make_app, pads):
    app = make_app(scene="title", lang="en")
    sounds: list[str] = []
    play = app.audio.play
    app.audio.play = lambda name, *a, **k: (sounds.append(name), play(name, *a, **k))
    entry = app.scenes.push(NameEntryScene(KEYBOARD_LEFT, lambda name: None))
    run(app, 2)
    for press in (lambda: _post(app, "backspace"), lambda: _post(app, "return")):
        sounds.clear()
        press()  # nothing to delete, no name to finish
        assert sounds == ["ui_error"] and entry.shake > 0
        run(app, 60)
        assert entry.shake == 0
    pad = plugged(app, pads())
    app.scenes.pop()
    entry = app.scenes.push(NameEntryScene(pad.device, lambda name: None))
    run(app, 2)
    entry.keyboard.go_to_done()
    sounds.clear()
    button(app, pad, "a")  # "done" with no name
    assert sounds == ["ui_error"] and entry.shake > 0 and app.scenes.top is entry
