import os

import pygame
import pytest

from game.engine.input import Action, InputManager
from game.engine.input.actions import REPEAT_DELAY, REPEAT_EVERY
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.engine.scenes import Scene
from tests.driving import button, key, run, run_until


def keydown(code):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0)


def keyup(code):
    return pygame.event.Event(pygame.KEYUP, key=code, mod=0)


@pytest.fixture
def manager():
    pygame.init()
    return InputManager()


def test_keyboard_halves_are_separate_devices(manager):
    (left,) = manager.process(keydown(pygame.K_SPACE))
    (right,) = manager.process(keydown(pygame.K_RETURN))
    assert (left.device, left.action) == (KEYBOARD_LEFT, Action.CONFIRM)
    assert (right.device, right.action) == (KEYBOARD_RIGHT, Action.CONFIRM)
    assert manager.held(KEYBOARD_LEFT, Action.CONFIRM)
    (released,) = manager.process(keyup(pygame.K_SPACE))
    assert not released.pressed and not manager.held(KEYBOARD_LEFT, Action.CONFIRM)


def test_escape_belongs_to_the_half_with_a_seat(manager):
    (event,) = manager.process(keydown(pygame.K_ESCAPE))
    assert event.device == KEYBOARD_LEFT
    manager.process(keyup(pygame.K_ESCAPE))
    manager.bind(KEYBOARD_RIGHT, 2)
    (event,) = manager.process(keydown(pygame.K_ESCAPE))
    assert (event.device, event.seat, event.action) == (KEYBOARD_RIGHT, 2, Action.PAUSE)


def test_held_direction_auto_repeats_after_a_delay(manager):
    manager.process(keydown(pygame.K_s))
    repeats = []
    for frame in range(1, 31):
        repeats += [frame for e in manager.update() if e.repeat and e.action is Action.DOWN]
    assert repeats == list(range(REPEAT_DELAY, 31, REPEAT_EVERY))
    manager.process(keyup(pygame.K_s))
    assert manager.update() == []


def test_a_device_drives_exactly_one_seat(manager):
    manager.bind(KEYBOARD_LEFT, 0)
    manager.bind(KEYBOARD_LEFT, 1)
    assert manager.seat_of == {KEYBOARD_LEFT: 1}
    manager.bind(KEYBOARD_RIGHT, 1)  # a seat has one device too
    assert manager.seat_of == {KEYBOARD_RIGHT: 1}
    assert manager.device_of(1) == KEYBOARD_RIGHT


def test_stick_has_a_dead_zone_with_hysteresis(manager):
    device = "pad:5"
    manager._held[device] = set()

    def axis(value):
        return manager.process(
            pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=0, value=value)
        )

    assert axis(int(32767 * 0.2)) == []  # inside the dead zone
    (event,) = axis(int(32767 * 0.6))
    assert event.action is Action.RIGHT and event.pressed
    assert axis(int(32767 * 0.3)) == []  # below the press threshold, above the release one
    (event,) = axis(0)
    assert event.action is Action.RIGHT and not event.pressed
    (event,) = axis(-32768)
    assert event.action is Action.LEFT and event.pressed


# ----- end to end through SDL virtual gamepads -------------------------------------------------


def test_pads_join_navigate_add_cpu_and_leave_in_the_lobby(make_app, pads):
    app = make_app(scene="lobby", game="fits")
    lobby = app.scenes.top
    first, second = pads(), pads()
    run_until(app, lambda: len(app.input.pads.ids()) == 2)
    button(app, first, "a")
    button(app, second, "a")  # joins while the first is asked who they are
    button(app, first, "a")  # a guest
    button(app, second, "a")  # then the second is asked: a guest too
    assert lobby.slots[0].device == first.device
    assert lobby.slots[1].device == second.device
    assert app.input.seat_of == {first.device: 0, second.device: 1}
    # Each device has its own cursor; after joining it waits on the next free slot, and
    # goes home to its own card when someone else sits down there.
    assert lobby.cursors == {first.device: 0, second.device: 2}
    button(app, first, "dpright")  # past the second player's card
    assert lobby.cursors == {first.device: 2, second.device: 2}
    button(app, first, "a")  # confirm on an empty slot adds a CPU
    assert lobby.slots[2].is_cpu and lobby.slots[2].level == "normal"
    button(app, second, "a")  # the second player's cursor is on the CPU: it steps up
    assert lobby.slots[2].level == "hard"
    button(app, second, "b")  # and leaves: the CPU moves up, seats stay without gaps
    assert lobby.slots[1].is_cpu and lobby.slots[2] is None
    assert second.device not in app.input.seat_of
    first.set_axis(0, 32000)  # the stick moves the cursor too
    run(app, 2)
    first.set_axis(0, 0)
    run(app, 2)
    assert lobby.cursors[first.device] == 3


def test_keyboard_halves_join_as_two_players(make_app):
    app = make_app(scene="lobby", game="fits")
    lobby = app.scenes.top
    key(app, "space")
    key(app, "enter")
    key(app, "space")  # guests, each asked in turn
    key(app, "enter")
    assert [s.device for s in lobby.slots[:2]] == [KEYBOARD_LEFT, KEYBOARD_RIGHT]
    key(app, "tab")  # the left half leaves: the right half becomes P1 (no gaps)
    assert lobby.slots[0].device == KEYBOARD_RIGHT and lobby.slots[1] is None


class FakeMatch(Scene):
    is_match = True
    game_id = "fits"

    def __init__(self):
        super().__init__()
        self.events = []

    def handle(self, event):
        self.events.append(event)


def match_with_pad(app, pads, seat):
    """A running match with a fresh virtual pad driving ``seat``."""
    match = app.scenes.push(FakeMatch())
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    app.input.bind(pad.device, seat)
    return match, pad


def test_unplugged_pad_pauses_the_match_until_another_device_takes_over(make_app, pads):
    app = make_app(scene="title")
    match, pad = match_with_pad(app, pads, 2)
    button(app, pad, "a")
    assert match.events[-1].seat == 2
    pad.detach()
    run_until(app, lambda: app.scenes.top is not match)
    overlay = app.scenes.top
    assert type(overlay).__name__ == "ReconnectScene" and overlay.seat == 2
    key(app, "enter")  # a free keyboard half takes the seat over
    assert app.scenes.top is match
    assert app.input.seat_of[KEYBOARD_RIGHT] == 2
    key(app, "enter")
    assert match.events[-1].seat == 2 and match.events[-1].device == KEYBOARD_RIGHT


def test_the_reconnect_question_answers_every_press_it_does_not_take(make_app, pads, monkeypatch):
    """Waiting for someone to take P3's seat: P1's confirm (seated already) and a free
    device's other keys are answered with the refusal sound; the free device's confirm
    takes the seat."""
    app = make_app(scene="title")
    match, pad = match_with_pad(app, pads, 2)
    app.input.bind(KEYBOARD_LEFT, 0)
    pad.detach()
    run_until(app, lambda: app.scenes.top is not match)
    sounds = []
    monkeypatch.setattr(app.audio, "play", lambda name, volume=1.0: sounds.append(name))
    key(app, "space")  # P1, seated: cannot take a second seat
    key(app, "left")  # the free right half: not confirm
    assert sounds == ["ui_error", "ui_error"] and app.scenes.top is not match
    key(app, "enter")
    assert app.scenes.top is match and app.input.seat_of[KEYBOARD_RIGHT] == 2
    assert sounds[-1] == "ui_confirm"


def test_a_reconnected_pad_takes_its_seat_back(make_app, pads):
    app = make_app(scene="title")
    match, pad = match_with_pad(app, pads, 0)
    pad.detach()
    run_until(app, lambda: app.scenes.top is not match)
    new_pad = pads()
    run_until(app, lambda: new_pad.device in app.input.devices())
    button(app, new_pad, "a")
    assert app.scenes.top is match and app.input.seat_of[new_pad.device] == 0


def test_start_on_a_pad_opens_the_pause_menu_and_resumes(make_app, pads):
    app = make_app(scene="title")
    match, pad = match_with_pad(app, pads, 0)
    button(app, pad, "start")
    assert type(app.scenes.top).__name__ == "PauseScene"
    button(app, pad, "a")  # "Resume" is the first item
    assert app.scenes.top is match


def test_a_user_gamecontrollerdb_is_handed_to_sdl(make_app, private_home, monkeypatch):
    monkeypatch.setenv("SDL_GAMECONTROLLERCONFIG_FILE", "")  # restored after the test
    db = private_home / "config" / "gamecontrollerdb.txt"
    db.parent.mkdir(parents=True)
    db.write_text("# the player's own mappings\n")
    make_app()
    assert os.environ["SDL_GAMECONTROLLERCONFIG_FILE"] == str(db)


def test_the_prompt_glyphs_name_the_keys_in_force():
    """What every footer shows, from the bindings: the defaults as players see them, full
    and short; a remapped half by its keys; a binding left empty as "?"."""
    import copy

    from game.engine.input.bindings import DEFAULT_BINDINGS, prompt_glyphs

    words = {"arrows": "Arrows", "dpad": "D-pad"}
    full, short = prompt_glyphs(copy.deepcopy(DEFAULT_BINDINGS), words)
    assert full == {
        "confirm": ("A", "Space", "Enter"),
        "back": ("B", "Tab", "Bksp"),
        "flip": ("Y", "F", "/"),
        "rotate": ("X", "Q/E", ",/."),
        "pause": ("Start", "Esc"),
        "move": ("D-pad", "WASD", "Arrows"),
        "sideways": ("D-pad", "A/D", "Arrows"),
    }
    assert short == {
        "confirm": ("A", "Spc", "Ent"),
        "back": ("B", "Tab", "Bksp"),
        "flip": ("Y", "F", "/"),
        "rotate": ("X", "Q", ","),
        "pause": ("Start", "Esc"),
        "move": ("WASD", "Arrows"),
        "sideways": ("D-pad", "A/D", "Arrows"),
    }
    table = copy.deepcopy(DEFAULT_BINDINGS)
    left, pad = table[KEYBOARD_LEFT], table["pad"]
    for action, name in zip(("up", "left", "down", "right"), "ijkl", strict=True):
        left[action] = [name]
    left["rotate_right"] = ["q"]  # both turns on one key: named once
    left["flip"] = []
    pad["left"], pad["right"] = ["x"], ["b"]
    full, short = prompt_glyphs(table, words)
    assert full["move"][1] == "IJKL" and full["sideways"][1] == "J/L"
    assert full["rotate"][1] == "Q" and full["flip"][1] == "?"
    assert full["sideways"][0] == "X/B"  # the pad's own buttons, once not the d-pad
    assert full["move"][0] == "Up/X/Down/B"  # the d-pad's own names, readable


def test_the_seat_book_seats_benches_and_forgets_people():
    """Participants are numbered as they join (never reused), a seat has one device, the
    bench and a seat exclude each other, and unknown devices change nothing."""
    from game.engine.input.seating import Seating

    book = Seating()
    assert [book.join("kb_left"), book.join("pad:3"), book.join("kb_left")] == [0, 1, 0]
    book.bind("kb_left", 0)
    book.bind("pad:3", 0)  # the seat goes over to the pad
    assert book.device_of(0) == "pad:3" and "kb_left" not in book.seat_of
    assert book.join_as_spectator("pad:3") == 1
    assert book.is_spectator("pad:3") and not book.is_spectator("kb_left")
    assert book.spectators() == [1] and book.device_of(0) is None
    book.bind("pad:3", 2)  # off the bench, onto a seat
    assert book.spectators() == [] and book.device_of(2) == "pad:3"
    assert book.join_as_spectator("kb_right") == 2  # straight onto the bench
    book.unbind("pad:3")
    book.unbind("nobody")
    assert book.device_of(2) is None and book.participant_of["pad:3"] == 1
    book.leave("kb_right")
    book.leave("ghost")
    assert book.spectators() == [] and "kb_right" not in book.participant_of
    assert book.join("pad:9") == 3
    book.bind("kb_left", 1)
    book.join_as_spectator("pad:9")
    book.unbind_all()
    assert book.seat_of == {} and book.spectators() == []
    assert book.participant_of == {"kb_left": 0, "pad:3": 1, "pad:9": 3}
