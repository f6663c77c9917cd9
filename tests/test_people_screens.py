"""People on screen: the on-screen keyboard with a pad, a keyboard and a phone; "who are
you?" in the lobby; reference frames and the safe area of the new screens in en/de/fr."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine.input import Action
from game.engine.input.bindings import KEYBOARD_LEFT
from game.shell.people.name_entry import NameEntryScene
from tests.driving import button, key, run, run_until
from tests.test_golden import matches_reference
from tests.test_safe_area import _outside, _overlapping

GOLDEN = Path(__file__).parent / "golden"
LANGUAGES = ("en", "de", "fr")


def _type(app, ch: str, code: int = 0) -> None:
    event = dict(key=code or pygame.K_a, mod=0, unicode=ch, scancode=0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **event))
    run(app, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, **event))
    run(app, 1)


def _entry(app, device: str) -> tuple[NameEntryScene, list[str]]:
    names: list[str] = []
    scene = app.scenes.push(NameEntryScene(device, names.append))
    run(app, 2)
    return scene, names


def test_a_keyboard_types_the_name_straight_in(make_app):
    app = make_app(scene="title")
    scene, names = _entry(app, KEYBOARD_LEFT)
    _type(app, "", pygame.K_LSHIFT)  # shift for a capital must not leave the screen
    for ch in "Zoë!x":
        _type(app, ch)
    _type(app, "", pygame.K_BACKSPACE)
    _type(app, " ", pygame.K_SPACE)
    _type(app, "K")
    assert app.scenes.top is scene and scene.keyboard.text == "Zoë K"
    _type(app, "\r", pygame.K_RETURN)
    assert names == ["Zoë K"] and app.scenes.top is not scene


def test_typed_names_start_each_word_with_a_capital_as_the_keys_show(make_app):
    """The keys on screen show capitals at a word's start; a keyboard typing "mia van dijk"
    without shift gets the same: the name reads "Mia Van Dijk"."""
    app = make_app(scene="title")
    scene, _names = _entry(app, KEYBOARD_LEFT)
    for ch in "mia van dijk":
        _type(app, ch, pygame.K_SPACE if ch == " " else 0)
    assert scene.keyboard.text == "Mia Van Dijk"
    _type(app, "", pygame.K_BACKSPACE)
    _type(app, "", pygame.K_BACKSPACE)
    _type(app, "J")  # typed with shift: stays a capital; and the next letter is small
    _type(app, "k")
    assert scene.keyboard.text == "Mia Van DiJk"


def test_a_pad_moves_over_the_keys_and_presses_them(make_app, pads):
    app = make_app(scene="title")
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    scene, names = _entry(app, pad.device)
    button(app, pad, "a")  # A
    button(app, pad, "dpright")
    button(app, pad, "a")  # b
    button(app, pad, "dpdown")
    button(app, pad, "a")  # l
    button(app, pad, "b")  # deletes it
    assert scene.keyboard.text == "Ab"
    button(app, pad, "start")
    assert names == ["Ab"]


def test_a_phone_drives_the_keyboard_like_a_pad(make_app):
    app = make_app(scene="title")
    app.input.remote_added("phone:1", "Phone")
    run(app, 2)
    _scene, names = _entry(app, "phone:1")

    def press(action: Action) -> None:
        for down in (True, False):
            for event in app.input.remote_action("phone:1", action, down):
                app.scenes.handle(event)
        run(app, 1)

    press(Action.CONFIRM)  # A
    press(Action.UP)  # the bottom row: shift …
    for _ in range(3):
        press(Action.RIGHT)  # … space, delete, done
    press(Action.CONFIRM)
    assert names == ["A"]


def _field(app, device: str) -> dict | None:
    """The name field message a phone would be dressed with now (None: never asked)."""
    import json

    sent = [json.loads(m) for m in app.phones._wardrobe.of(device)]
    return next((m for m in sent if m["type"] == "field"), None)


def test_a_phone_types_in_its_own_field_and_only_it(make_app):
    from game.engine.net.events import Joined, Typed

    app = make_app(scene="title")
    app.phones.apply(app.input, [Joined("phone:1", "Phone 1"), Joined("phone:2", "Phone 2")])
    run(app, 1)
    cancelled: list[bool] = []
    names: list[str] = []
    scene = app.scenes.push(NameEntryScene("phone:1", names.append, lambda: cancelled.append(1)))
    assert _field(app, "phone:1")["open"] and _field(app, "phone:2") is None

    def arrive(*typed: Typed) -> None:
        app.phones.apply(app.input, list(typed))  # what a step's pump does
        app.scenes.update()

    arrive(Typed("phone:1", "Zo", "typing", 0), Typed("phone:2", "Mallory", "typing", 0))
    assert scene.keyboard.text == "Zo"  # the TV shows it as it is typed
    app.phones.typed = [Typed("phone:2", "Eve", "typing", 0)]  # past the link: the scene too
    app.scenes.update()
    assert scene.keyboard.text == "Zo"
    arrive(Typed("phone:1", "  zoë  k!\u00e9", "typing", 0))
    assert scene.keyboard.text == "zoë ké"  # the TV keyboard's own rules
    arrive(Typed("phone:1", "   ", "ok", 0))  # no name: nothing to finish
    assert app.scenes.top is scene and names == []
    arrive(Typed("phone:1", "Zoë", "ok", 0), Typed("phone:1", "Late", "typing", 0))
    assert names == ["Zoë"] and app.scenes.top is not scene
    assert not _field(app, "phone:1")["open"]  # the phone is a controller again
    again = app.scenes.push(NameEntryScene("phone:1", names.append, lambda: cancelled.append(1)))
    arrive(Typed("phone:1", "Bo", "cancel", 0))
    assert cancelled == [1] and app.scenes.top is not again and names == ["Zoë"]


def test_the_phone_hint_fits_the_name_field_in_every_language(make_app):
    from game.engine.i18n import Translator

    app = make_app(scene="title")
    for lang in ("en", "de", "fr", "it", "es", "nl"):
        hint = Translator(lang)("name.hint_phone")
        assert app.text.size(hint, "body")[0] <= 240 - 2 * 16, (lang, hint)


def test_who_are_you_puts_a_known_person_on_the_seat(make_app):
    app = make_app(scene="lobby", game="fiese15", seats=[])
    anna = app.people.add("Anna")
    app.people.add("Ben")
    run(app, 2)
    lobby = app.scenes.top
    key(app, "space")  # join: the box knows people, so it asks
    picker = app.scenes.top
    assert type(picker).__name__ == "WhoAreYouScene"
    assert [getattr(c, "name", c) for c in picker.choices] == ["Ben", "Anna", "new", "guest"]
    key(app, "s")
    key(app, "space")
    assert app.scenes.top is lobby and lobby.slots[0].person == anna.id
    run(app, 2)
    assert app.seat_name(0) == "Anna"


def test_a_new_person_is_named_and_dressed(make_app):
    app = make_app(scene="lobby", game="fiese15", seats=["human"])
    lobby = app.scenes.top
    lobby.ask_who(KEYBOARD_LEFT)  # what Y does on a joined device
    picker = app.scenes.top
    picker.choose("new")
    entry = app.scenes.top
    entry.type_text("Mo")
    entry.finish()
    assert picker.look == ("Mo", 0, 0)
    key(app, "d")  # the next avatar
    key(app, "space")
    key(app, "space")
    key(app, "space")
    assert lobby.slots[0].person == app.people.by_name("Mo").id
    assert app.people.by_name("Mo").avatar == 1


# ----- reference frames and the safe area ----------------------------------------------------
def _screen(app, which: str) -> None:
    from game.shell.evening.example import example_evening
    from game.shell.evening.podium import EveningPodiumScene
    from game.shell.evening.table import EveningTableScene
    from game.shell.people.example import example_people
    from game.shell.people.picker import WhoAreYouScene
    from game.shell.people.stats_screen import PeopleStatsScene

    if which == "who":
        app.people = example_people()
        app.scenes.push(WhoAreYouScene(KEYBOARD_LEFT, lambda person: None))
    elif which == "keys":
        app.people = example_people()
        app.scenes.push(WhoAreYouScene(KEYBOARD_LEFT, lambda person: None))
        app.scenes.push(NameEntryScene(KEYBOARD_LEFT, lambda name: None)).type_text("Jürgen")
    elif which == "people":
        app.scenes.push(PeopleStatsScene(example_people()))
    elif which == "evening":
        app.people, evening = example_evening()
        app.scenes.push(EveningTableScene(evening))
    else:
        app.people, evening = example_evening(finished=True)
        app.scenes.push(EveningPodiumScene(evening))


SCREENS = ("who", "keys", "people", "evening", "podium")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", SCREENS)
def test_people_screens_draw_their_reference_frames(make_app, which, lang):
    app = make_app(scene="title", seed=11, lang=lang)
    _screen(app, which)
    for _ in range(120):
        app.step()
    app.scenes.draw(app.display.canvas)
    matches_reference(f"people-{which}-{lang}", pygame.image.tobytes(app.display.canvas, "RGB"))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", SCREENS)
def test_people_screens_keep_text_inside_the_safe_area(make_app, drawn, which, lang):
    records, canvases = drawn
    app = make_app(scene="title", seed=11, lang=lang)
    canvases.append(app.display.canvas)
    _screen(app, which)
    for _ in range(120):
        app.step()
    records.clear()
    app.draw()
    top = [r for r in records if which in ("people", "evening", "podium") or r.ink.top >= 0]
    assert top
    assert not _outside(top), _outside(top)
    if which in ("people", "evening", "podium"):  # overlays are drawn over the title's text
        assert not _overlapping(top), _overlapping(top)
