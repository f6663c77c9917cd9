"""Each pad shows its own buttons (Xbox, PlayStation, Nintendo or a neutral set) and rumbles
on big moments when the setting allows: virtual pads of each model, real SDL events."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.engine import widgets
from game.engine.input.families import NEUTRAL, NINTENDO, PLAYSTATION, XBOX, family_of_type
from game.engine.input.virtual_pad import VirtualPad
from game.fiese15.screen.scene import create_scene
from game.shell.tutorial.panel import glyph_word
from tests.driving import button, run, run_until

MODELS = {"xbox": XBOX, "playstation": PLAYSTATION, "nintendo": NINTENDO, "unknown": NEUTRAL}


def plugged(app, pad: VirtualPad) -> VirtualPad:
    run_until(app, lambda: pad.device in app.input.devices())
    return pad


def test_sdl_types_map_to_families():
    assert [family_of_type(t) for t in (1, 2, 3, 4, 5, 7, 13)] == [
        XBOX,
        XBOX,
        PLAYSTATION,
        PLAYSTATION,
        NINTENDO,
        PLAYSTATION,
        NINTENDO,
    ]
    assert family_of_type(0) == family_of_type(6) == NEUTRAL  # unknown, a plain virtual pad


@pytest.mark.parametrize("model", MODELS)
def test_every_pad_model_gets_its_family(make_app, model_pads, model):
    app = make_app(scene="title")
    pad = plugged(app, model_pads(model))
    assert app.input.family_of(pad.device) == MODELS[model]
    assert app.input.family_of("kb_left") is None


def footer(app) -> bytes:
    canvas = pygame.Surface((640, 360))
    widgets.prompt_bar(canvas, app.text, [("confirm", "OK"), ("back", "Back")])
    return pygame.image.tobytes(canvas.subsurface((0, 320, 640, 40)), "RGB")


def test_shared_prompts_show_the_buttons_of_the_pad_that_pressed_last(make_app, model_pads):
    app = make_app(scene="title")
    xbox, ps = plugged(app, model_pads("xbox")), plugged(app, model_pads("playstation"))
    button(app, ps, "dpdown")
    assert widgets.PAD_FAMILY == PLAYSTATION
    shapes = footer(app)
    button(app, xbox, "dpdown")
    assert widgets.PAD_FAMILY == XBOX
    assert footer(app) != shapes  # ✕ ○ on dark discs, not A B on coloured ones


@pytest.mark.parametrize(
    "model,confirm,back",
    [("xbox", "A", "B"), ("nintendo", "B", "A"), ("playstation", "Cross", "Circle")],
)
def test_a_lesson_names_the_learners_own_buttons(make_app, model_pads, model, confirm, back):
    app = make_app(scene="title", lang="en")
    pad = plugged(app, model_pads(model))
    scene = app.scenes.top
    scene.app = app
    assert glyph_word(scene, "confirm", pad.device) == confirm
    assert glyph_word(scene, "back", pad.device) == back
    assert glyph_word(scene, "confirm", "kb_left") == "Space"
    assert glyph_word(scene, "rotate", "kb_right") == "[,/.]"  # never read as the text's commas
    assert glyph_word(scene, "rotate", "kb_left") == "Q/E"


def test_a_rumble_reaches_the_pad_only_while_vibration_is_on(make_app, model_pads):
    app = make_app(scene="title")
    pad = plugged(app, model_pads("playstation"))
    assert app.input.rumble(pad.device, 0.5)
    assert pad.rumbles and pad.rumbles[-1][1] > 0
    count = len(pad.rumbles)
    app.apply_settings(replace(app.settings, vibration=False))
    assert not app.input.rumble(pad.device, 0.5)
    assert len(pad.rumbles) == count
    assert not app.input.rumble("kb_left")  # a keyboard has no motors


def test_a_rumble_on_a_phone_queues_a_buzz_only_while_vibration_is_on(make_app):
    from game.engine.input.manager import BUZZ_GAP

    app = make_app(scene="title")
    manager = app.input
    manager.remote_added("phone:1", "Phone 1")
    manager.bind("phone:1", 0)
    assert manager.rumble_seat(0, 0.9, 400)
    assert manager.take_buzzes() == [("phone:1", 400)]
    assert not manager.rumble("phone:1")  # within the gap: every buzz is a network message
    manager.frame += BUZZ_GAP
    app.apply_settings(replace(app.settings, vibration=False))
    assert not manager.rumble("phone:1") and manager.take_buzzes() == []
    app.apply_settings(replace(app.settings, vibration=True))
    manager.rumble_all(0.5, 150)
    assert manager.take_buzzes() == [("phone:1", 150)]  # the keyboard halves feel nothing
    manager.remote_removed("phone:1")
    assert not manager.rumble("phone:1")  # gone


def test_a_turn_starting_nudges_the_players_pad(make_app, model_pads):
    app = make_app(scene="title")
    pad = plugged(app, model_pads("xbox"))
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "easy"))
    app.input.bind(pad.device, 0)
    scene = create_scene(MatchSetup("fiese15", seats, {}, 5))
    app.scenes.clear_to(scene)
    run_until(app, lambda: scene.awaiting_human, 3000)
    run(app, 2)
    assert len(pad.rumbles) == 1  # once as the turn starts, not every frame it waits
