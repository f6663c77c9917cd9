"""Remapping on the controls screen: each device with itself, conflicts, reset, saved."""

from __future__ import annotations

import pygame

from tests.driving import key, run, run_until


def press_raw(app, code: int) -> None:
    """A key no default binding uses, straight from SDL."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    run(app, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    run(app, 2)


def select_row(app, action, down_key: str) -> None:
    from game.engine.input import Action

    scene = app.scenes.top
    target = list(Action).index(action)
    while scene.selected != target:
        key(app, down_key)


def test_a_keyboard_half_remaps_with_itself_saved_and_reloaded(make_app):
    from game.engine import widgets
    from game.engine.input import Action
    from game.engine.input.bindings import DEFAULT_BINDINGS, KEYBOARD_LEFT, KEYBOARD_RIGHT
    from game.engine.settings import load_settings
    from game.shell.controls import ControlsScene

    app = make_app(scene="controls")
    assert isinstance(app.scenes.top, ControlsScene)
    select_row(app, Action.CONFIRM, "s")
    key(app, "space")  # the left half listens …
    assert app.scenes.top.listening == (KEYBOARD_LEFT, Action.CONFIRM)
    press_raw(app, pygame.K_g)  # … and G confirms from now on
    assert app.input.bindings[KEYBOARD_LEFT]["confirm"] == ["g"]
    assert widgets.PROMPT_GLYPHS["confirm"][1] == "G"  # the prompt bar shows it
    assert load_settings()[0].bindings[KEYBOARD_LEFT]["confirm"] == ["g"]
    # A key another action holds: the two swap, nothing is lost.
    press_raw(app, pygame.K_g)  # G is confirm now: listen again for the same row
    press_raw(app, pygame.K_f)
    assert app.input.bindings[KEYBOARD_LEFT]["confirm"] == ["f"]
    assert app.input.bindings[KEYBOARD_LEFT]["flip"] == ["g"]
    # The right half takes a key of the left half: the left half gives it up.
    select_row(app, Action.FLIP, "down")
    key(app, "enter")
    press_raw(app, pygame.K_g)
    assert app.input.bindings[KEYBOARD_RIGHT]["flip"] == ["g"]
    assert "g" not in app.input.bindings[KEYBOARD_LEFT]["flip"]
    assert app.input.bindings[KEYBOARD_LEFT]["flip"]  # its default came back
    app.shutdown()

    again = make_app(scene="controls")  # a new start reads the saved bindings
    assert again.input.bindings[KEYBOARD_LEFT]["confirm"] == ["f"]
    assert again.input.bindings[KEYBOARD_RIGHT]["flip"] == ["g"]
    scene = again.scenes.top
    scene.selected = len(Action)  # reset, with the left half
    press_raw(again, pygame.K_f)  # F is the left half's confirm now
    assert again.input.bindings[KEYBOARD_LEFT] == DEFAULT_BINDINGS[KEYBOARD_LEFT]
    assert again.input.bindings[KEYBOARD_RIGHT]["flip"] == ["g"]  # the other half keeps it


def test_a_pad_remaps_with_itself_and_other_devices_wait(make_app, pads):
    from game.engine.input import Action
    from game.engine.input.bindings import KEYBOARD_LEFT, PAD
    from game.engine.settings import load_settings
    from tests.driving import button

    app = make_app(scene="controls")
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    select_row(app, Action.FLIP, "s")
    button(app, pad, "a")  # the pad listens
    scene = app.scenes.top
    assert scene.listening == (pad.device, Action.FLIP)
    press_raw(app, pygame.K_g)  # a keyboard meanwhile changes nothing
    assert scene.listening is not None
    assert app.input.bindings[KEYBOARD_LEFT]["confirm"] == ["space"]
    button(app, pad, "leftshoulder")
    assert app.input.bindings[PAD]["flip"] == ["leftshoulder"]
    assert app.input.bindings[PAD]["rotate_left"] == ["y"]  # swapped
    assert load_settings()[0].bindings[PAD]["flip"] == ["leftshoulder"]
    button(app, pad, "a")  # listen again …
    run(app, scene.listen_left + 1)  # … and press nothing: it gives up, nothing changes
    assert scene.listening is None and app.input.bindings[PAD]["flip"] == ["leftshoulder"]
    button(app, pad, "b")  # back leaves
    assert not isinstance(app.scenes.top, type(scene))


def test_prompts_name_the_arrow_keys_in_the_players_language(make_app):
    from game.engine import widgets

    make_app(lang="de")
    assert widgets.PROMPT_GLYPHS["move"][2] == "Pfeile"
    make_app(lang="fr")
    assert widgets.PROMPT_GLYPHS["move"][2] == "Flèches"
    make_app(lang="en")
    assert widgets.PROMPT_GLYPHS["move"][2] == "Arrows"


def test_with_a_and_b_swapped_a_pad_remaps_what_it_does(make_app, pads):
    from dataclasses import replace

    from game.engine.input import Action
    from game.engine.input.bindings import PAD
    from game.shell.controls import ControlsScene
    from tests.driving import button

    app = make_app(scene="controls")
    app.apply_settings(replace(app.settings, swap_confirm_back=True))
    pad = pads()
    run_until(app, lambda: pad.device in app.input.devices())
    scene = app.scenes.top
    assert isinstance(scene, ControlsScene)
    assert scene.cell(PAD, Action.CONFIRM) == "B"  # swapped: B confirms
    scene.selected = list(Action).index(Action.CONFIRM)
    button(app, pad, "b")  # B confirms: listen
    assert scene.listening == (pad.device, Action.CONFIRM)
    button(app, pad, "x")
    assert scene.cell(PAD, Action.CONFIRM) == "X"
    events = []
    real = scene.handle
    scene.handle = lambda event: events.append(event.action) or real(event)
    button(app, pad, "x")
    assert Action.CONFIRM in events  # X now confirms, as the screen says
