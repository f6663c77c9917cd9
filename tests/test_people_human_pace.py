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
from tests.driving import button, key, past_the_start, run, run_until


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
    key(app, "tab")  # … and a seated one leaves
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


def test_human_pace_who_are_you_left_unanswered_for_minutes_plays_on_as_a_guest(make_app):
    app, lobby = lobby_app(make_app)
    app.people.add("Anna")  # a box that knows someone: the cursor waits on her, not on guest
    key(app, "space")
    picker = app.scenes.top
    assert isinstance(picker, WhoAreYouScene)
    for _ in range(IDLE_FRAMES - 60):
        app.step()
    assert app.scenes.top is picker
    run_until(app, lambda: app.scenes.top is lobby, 120)
    assert lobby.slot_of(KEYBOARD_LEFT) == 0 and lobby.slots[0].person is None
    key(app, "enter")  # the right half is asked at once, not after someone else's answer
    assert isinstance(app.scenes.top, WhoAreYouScene) and app.scenes.top.device == KEYBOARD_RIGHT


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
    assert not {"Space", "Enter", "Tab", "Bksp", "WASD"} & set(footer), footer


def test_human_pace_who_are_you_shows_the_asked_devices_keys_only(make_app, drawn):
    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvases.append(app.display.canvas)
    app.scenes.push(WhoAreYouScene(KEYBOARD_RIGHT, lambda person: None))
    run(app, 2)
    records.clear()
    app.draw()
    heading = next(i for i, r in enumerate(records) if r.text == app.t("people.who"))
    footer = [r.text for r in records[heading:] if r.ink.top >= widgets.FOOTER_TOP]
    assert "Enter" in footer and "Bksp" in footer  # the right half's own keys …
    assert not {"Space", "Tab", "WASD"} & set(footer), footer  # … not the left half's


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


# ----- a person is their look -------------------------------------------------------------------
def _avatars_drawn(monkeypatch) -> list[tuple[int, tuple[int, int, int]]]:
    """Every avatar a frame draws: (avatar, colour)."""
    from game.engine import avatars

    calls: list[tuple[int, tuple[int, int, int]]] = []
    original = avatars.draw_avatar

    def spy(canvas, index, colour, center, pixel=3):
        calls.append((index, tuple(colour)))
        return original(canvas, index, colour, center, pixel)

    monkeypatch.setattr(widgets, "draw_avatar", spy, raising=False)
    return calls


def _pick(app, name: str, down: str) -> None:
    """The picker open for a keyboard half: move down to ``name`` and take it."""
    picker = app.scenes.top
    assert isinstance(picker, WhoAreYouScene)
    while getattr(picker.choices[picker.selected], "name", None) != name:
        key(app, down)
    key(app, "space" if down == "s" else "enter")


def _mia_and_tom(app):
    """Mia chose blue and the robot, Tom blue too and the fish; both sit down."""
    from game.engine import palette as pal

    blue = pal.SEAT_COLOURS.index(pal.BLUE)
    mia = app.people.add("Mia", colour=blue, avatar=5)
    tom = app.people.add("Tom", colour=blue, avatar=1)
    toasts: list[str] = []
    show = app.toast
    app.toast = lambda message, *a: (toasts.append(message), show(message, *a))
    key(app, "space")  # the left half joins …
    _pick(app, "Mia", "s")
    key(app, "enter")  # … then the right half
    _pick(app, "Tom", "down")
    return mia, tom, toasts


def test_human_pace_a_person_wears_their_colour_and_avatar_on_the_lobby_card(make_app, monkeypatch):
    from game.engine import palette as pal

    app, lobby = lobby_app(make_app)
    mia, tom, toasts = _mia_and_tom(app)
    assert app.scenes.top is lobby and [s.person for _, s in lobby.filled] == [mia.id, tom.id]
    blue = pal.SEAT_COLOURS[mia.colour]
    assert pal.seat_colour(0) == blue  # Mia sits in P1 and wears her blue, not P1's red
    assert pal.seat_colour(1) != blue  # Tom chose blue too: he sat down later …
    assert pal.seat_symbol(0) != pal.seat_symbol(1)  # (and their symbols differ)
    given = app.t(f"colour.{pal.SEAT_COLOURS.index(pal.seat_colour(1))}")
    taken = app.t(f"colour.{mia.colour}")
    told = app.t("people.colour_taken", name="Tom", colour=given, taken=taken)
    assert toasts == [told]  # … and is told which colour he plays in
    calls = _avatars_drawn(monkeypatch)
    app.draw()
    assert (mia.avatar, blue) in calls and (tom.avatar, pal.seat_colour(1)) in calls


def test_human_pace_a_person_wears_their_look_in_the_match(make_app, monkeypatch):
    from game.engine import palette as pal
    from game.fiese15.screen.scene import Fiese15Scene

    app, _lobby = lobby_app(make_app)
    mia, _tom, _ = _mia_and_tom(app)
    key(app, "s")  # the start button …
    key(app, "space")  # … the options …
    key(app, "w")  # … wrap round to Play
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, Fiese15Scene), 200)
    run(app, 30)
    assert pal.seat_colour(0) == pal.SEAT_COLOURS[mia.colour]
    assert pal.seat_colour(1) != pal.seat_colour(0)  # Tom's clash holds in the match too
    calls = _avatars_drawn(monkeypatch)
    app.draw()
    assert (mia.avatar, pal.SEAT_COLOURS[mia.colour]) in calls  # Mia's turn card wears her look


def test_human_pace_a_later_person_with_a_taken_colour_gets_the_nearest_free_one():
    from game.engine import palette as pal
    from game.shell.people.looks import assign

    red, blue = pal.SEAT_COLOURS.index(pal.RED), pal.SEAT_COLOURS.index(pal.BLUE)
    looks = assign({0: blue, 2: blue, 3: red})  # seat 1 a guest, seat 2 chose blue too
    assert looks[0] == blue and looks[3] == red  # the earlier blue keeps it, red is free
    nearest = min(
        (c for c in range(pal.MAX_SEATS) if c not in (blue, red)),
        key=lambda c: sum((x - y) ** 2 for x, y in zip(pal.SEAT_COLOURS[c], pal.BLUE)),
    )
    assert looks[2] == nearest == pal.SEAT_COLOURS.index(pal.CYAN)
    assert sorted(looks.values()) == list(range(pal.MAX_SEATS))  # no two seats alike
    assert assign({}) == {seat: seat for seat in range(pal.MAX_SEATS)}  # nobody: seat colours


# ----- people on a fresh box, where the evening is, what a free seat's key does -----------------
def test_human_pace_the_people_screen_makes_a_person_on_a_fresh_box(make_app):
    from game.shell.people.stats_screen import PeopleStatsScene

    app = make_app(scene="title", lang="en")
    screen = app.scenes.push(PeopleStatsScene())
    run(app, 2)
    assert not app.people.people and screen.person is None
    key(app, "space")  # "new person": the name entry, as in the lobby
    entry = app.scenes.top
    assert isinstance(entry, NameEntryScene) and entry.device == KEYBOARD_LEFT
    for ch in "Ida":
        _type(app, ch)
    _post(app, "return")
    for _ in range(3):  # avatar, colour, let's go
        key(app, "space")
    assert app.scenes.top is screen
    ida = app.people.by_name("Ida")
    assert ida is not None and screen.person == ida  # the new person's page is shown
    key(app, "space")  # and another one can be made from there, then thought better of
    assert isinstance(app.scenes.top, NameEntryScene)
    _post(app, "escape")
    assert app.scenes.top is screen and len(app.people.people) == 1


def test_human_pace_the_lobby_and_the_match_say_which_game_of_the_evening_it_is(make_app, drawn):
    from game import catalog
    from game.shell.lobby import LobbyScene

    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvases.append(app.display.canvas)
    games = ["fiese15", "fits"]
    lobby = app.scenes.push(LobbyScene(catalog.game_by_id(games[0]), evening_games=games))
    run(app, 2)
    from game.shell.evening.estimate import evening_minutes

    records.clear()
    app.draw()  # nobody joined yet: no length promised for anyone
    assert app.t("evening.lobby_start", total=2) in [r.text for r in records]
    key(app, "space")  # the left half joins as a guest …
    key(app, "space")
    minutes = evening_minutes(games, 1, False)
    where = app.t("evening.lobby", total=2, minutes=minutes, people=1)
    records.clear()
    app.draw()
    assert where in [r.text for r in records]  # in the lobby …
    key(app, "space")  # … adds a CPU …
    key(app, "s")  # … and starts
    key(app, "space")
    assert lobby.evening_games == games
    from game.shell.game_options import GameOptionsScene

    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 200)
    key(app, "space")  # the game's options, the focus on Play
    past_the_start(app)
    run(app, 2)
    assert app.toasts.message == app.t("evening.game_of", n=1, total=2)  # … and as it begins


def _card_texts(records, lobby, i: int) -> list[str]:
    """The texts drawn inside free seat ``i``'s card."""
    from game.shell import lobby_view

    count = len(lobby.slots)
    width = min(84, (lobby_view.FULL_SPAN - (count - 1) * lobby_view.SLOT_GAP) // count)
    left = 320 - (count * width + (count - 1) * lobby_view.SLOT_GAP) // 2
    card = pygame.Rect(left + i * (width + lobby_view.SLOT_GAP), lobby_view.SLOT_TOP, width, 122)
    return [r.text for r in records if card.contains(r.ink)]


def test_human_pace_a_free_seat_says_what_each_device_does_there(make_app, drawn):
    records, canvases = drawn
    app, lobby = lobby_app(make_app)
    canvases.append(app.display.canvas)
    key(app, "space")
    key(app, "space")  # the left half sits down as a guest: its cursor waits on seat 2
    assert lobby.slots[1] is None and lobby.cursors[KEYBOARD_LEFT] == 1
    records.clear()
    app.draw()
    here, further = _card_texts(records, lobby, 1), _card_texts(records, lobby, 2)
    # Space on seat 2 adds a CPU (the hint says so): the card says it with that key …
    assert "Space" in here and app.t("lobby.add_cpu") in here and app.t("lobby.join") not in here
    # … and a free seat names the keys that join there: not the seated left half's Space
    assert app.t("lobby.join") in further and "Enter" in further and "Space" not in further
    key(app, "space")  # what the card said: a CPU sits down
    assert lobby.slots[1] is not None and lobby.slots[1].is_cpu


def test_human_pace_a_free_seats_words_fit_its_card_in_every_language(make_app):
    from game.engine.i18n import Translator

    app, lobby = lobby_app(make_app)
    count = len(lobby.slots)
    width = min(84, (576 - (count - 1) * 6) // count) - 6
    for lang in ("en", "de", "fr", "it", "es", "nl"):
        for words in ("lobby.add_cpu", "lobby.join", "evening.game_of"):
            lines = app.text.wrap(Translator(lang)(words, n=1, total=4), width, "body")
            assert len(lines) <= 2 or words == "evening.game_of", (lang, lines)
        line = Translator(lang)("evening.game_of", n=1, total=4)
        assert app.text.size(line, "body")[0] <= 576, (lang, line)
        line = Translator(lang)("evening.lobby", total=4, minutes=99, people=7)
        assert app.text.size(line, "body")[0] <= 576, (lang, line)
        line = Translator(lang)("evening.lobby_start", total=4)
        assert app.text.size(line, "body")[0] <= 576, (lang, line)


def test_human_pace_a_seat_without_a_person_takes_a_colour_far_from_a_persons():
    """Kai chose red and sits at P2: P1 (a CPU) cannot keep red and takes the first free
    colour (blue), not the one nearest to red (pink reads as red across a room)."""
    from game.engine import palette as pal
    from game.shell.people.looks import assign

    looks = assign({1: pal.SEAT_COLOURS.index(pal.RED)})
    assert looks[1] == pal.SEAT_COLOURS.index(pal.RED)
    assert looks[0] == pal.SEAT_COLOURS.index(pal.BLUE)
    assert len(set(looks.values())) == len(looks)  # every seat its own colour


def test_human_pace_a_lesson_after_a_game_night_wears_nobodys_looks(make_app):
    """The evening's people sat on seats 0 and 1: a lesson afterwards names and dresses its
    seats as its own (the learner is not shown as a CPU, nor a person as the CPU)."""
    from game.shell.tutorial.start import create_tutorial

    app = make_app(scene="title")
    kai = app.people.add("Kai")
    app.seat_people = {1: kai.id}
    assert app.seat_name(1) == "Kai"
    scene = create_tutorial(app, "fiese15")
    app.scenes.clear_to(scene)
    assert app.seat_people == {}
    assert app.seat_name(1) != "Kai"
