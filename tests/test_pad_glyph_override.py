"""A pad's buttons chosen by the player: SDL takes clones, adapters and pads in a
compatibility mode for other pads, so the controls screen lets each pad model show another
family's buttons. Virtual pads of each model, real SDL events, the settings file on disk."""

from __future__ import annotations

import json
import logging
from dataclasses import replace

import pygame
import pytest

from game.engine import widgets
from game.engine.input import Action
from game.engine.input.families import NEUTRAL, NINTENDO, PLAYSTATION, XBOX
from game.engine.settings import MAX_PAD_MODELS, Settings, load_settings, settings_path
from game.engine.storage import write_json
from game.shell.controls import RESET, ControlsScene
from game.shell.people.name_entry import NameEntryScene
from game.shell.tutorial.panel import glyph_word
from tests.driving import button, key, run
from tests.test_pad_families import footer, plugged


def choose(app, pad, family: str | None) -> None:
    """What the controls screen stores: the family for the pad's model, None for Auto."""
    families = dict(app.settings.pad_families)
    families.pop(app.input.guid_of(pad.device), None)
    if family:
        families[app.input.guid_of(pad.device)] = family
    app.apply_settings(replace(app.settings, pad_families=families))


def test_a_choice_changes_that_pad_only_and_auto_follows_sdl_again(make_app, model_pads):
    app = make_app(scene="title")
    xbox, ps = plugged(app, model_pads("xbox")), plugged(app, model_pads("playstation"))
    assert app.input.guid_of(xbox.device) != app.input.guid_of(ps.device)
    choose(app, xbox, PLAYSTATION)
    assert app.input.family_of(xbox.device) == PLAYSTATION
    assert app.input.family_of(ps.device) == PLAYSTATION  # its own, from SDL
    choose(app, ps, NINTENDO)
    assert app.input.family_of(xbox.device) == PLAYSTATION
    assert app.input.family_of(ps.device) == NINTENDO
    choose(app, xbox, None)  # Auto
    assert app.input.family_of(xbox.device) == XBOX
    assert app.input.sdl_family_of(ps.device) == PLAYSTATION  # what Auto would show
    assert app.input.family_of("kb_left") is None


def test_the_choice_survives_a_restart_under_the_pads_guid(make_app, model_pads):
    app = make_app(scene="controls")
    pad = plugged(app, model_pads("xbox"))
    guid = app.input.guid_of(pad.device)
    assert guid == pygame.joystick.Joystick(pad.device_index).get_guid() and len(guid) == 32
    app.scenes.top.cycle_family(pad.device, -1)  # Auto, back round to neutral
    assert app.input.family_of(pad.device) == NEUTRAL
    pad.detach()  # before SDL's joystick system goes down with the app
    app.shutdown()
    stored = json.loads(settings_path().read_text(encoding="utf-8"))["data"]["pad_families"]
    assert stored == {guid: NEUTRAL}

    again = make_app(scene="title")
    same_model = plugged(again, model_pads("xbox"))
    other_model = plugged(again, model_pads("nintendo"))
    assert again.input.guid_of(same_model.device) == guid
    assert again.input.family_of(same_model.device) == NEUTRAL
    assert again.input.family_of(other_model.device) == NINTENDO


@pytest.mark.parametrize(
    "stored",
    [
        "playstation",  # not a table at all
        ["xbox"],
        {"03000000": "sega"},  # a family the game does not know: Auto
        {"03000000": ["xbox"]},
        {"03000000": 7},
        {"g" * 500: "xbox"},  # no guid is that long
        {f"{n:032x}": "xbox" for n in range(10_000)},  # bounded: a real file holds a few
    ],
    ids=["string", "list", "unknown", "nested", "number", "long-guid", "huge"],
)
def test_a_hostile_stored_choice_is_ignored_with_a_warning(make_app, model_pads, caplog, stored):
    write_json(settings_path(), {"pad_families": stored, "sfx_volume": 30}, 1)
    with caplog.at_level(logging.WARNING, "game.engine.settings"):
        settings, had = load_settings()
    assert had and settings.sfx_volume == 30  # the rest of the file is kept
    assert "pad_families" in caplog.text
    assert len(settings.pad_families) <= MAX_PAD_MODELS
    assert all(f in (XBOX, PLAYSTATION, NINTENDO, NEUTRAL) for f in settings.pad_families.values())
    app = make_app(scene="controls")
    pad = plugged(app, model_pads("playstation"))
    run(app, 2)  # the screen draws the pad's row
    assert app.input.family_of(pad.device) == PLAYSTATION


def test_a_known_family_is_kept_beside_a_bad_one():
    settings = Settings.from_dict({"pad_families": {"a" * 32: "nintendo", "b" * 32: "sega"}})
    assert settings.pad_families == {"a" * 32: NINTENDO}


def pad_row(app, pad) -> int:
    scene = app.scenes.top
    return next(r for r in range(scene.rows) if scene.pad_at(r) == pad.device)


def test_the_controls_screen_cycles_a_pads_row_with_the_keyboard(make_app, model_pads):
    app = make_app(scene="controls", lang="en")
    pad = plugged(app, model_pads("xbox"))
    run(app, 2)
    scene = app.scenes.top
    assert isinstance(scene, ControlsScene) and scene.rows == RESET + 2
    while scene.selected != pad_row(app, pad):
        key(app, "s")
    assert scene.first > 0  # the list scrolled to show the pad's row
    assert scene.family_label(pad.device) == "Buttons:  < Auto (Xbox) >"
    key(app, "d")
    assert scene.family_label(pad.device) == "Buttons:  < Xbox >"
    key(app, "d")
    assert app.input.family_of(pad.device) == PLAYSTATION
    assert load_settings()[0].pad_families == {app.input.guid_of(pad.device): PLAYSTATION}
    key(app, "a")
    key(app, "a")
    assert app.input.family_of(pad.device) == XBOX and not app.settings.pad_families
    key(app, "a")  # round to the end
    assert scene.family_label(pad.device) == "Buttons:  < Neutral >"
    key(app, "space")  # confirm on a pad's row: the next choice, nothing to listen for
    assert scene.listening is None and not app.settings.pad_families
    key(app, "w")
    assert scene.selected == RESET
    key(app, "d")  # left/right on other rows change nothing
    assert not app.settings.pad_families


def test_the_controls_screen_cycles_a_pads_row_with_the_pad_alone(make_app, model_pads):
    app = make_app(scene="controls")
    app.apply_settings(replace(app.settings, language="de"))  # kept when settings change
    xbox = plugged(app, model_pads("xbox"))
    ps = plugged(app, model_pads("playstation"))
    run(app, 2)
    scene = app.scenes.top
    button(app, xbox, "dpup")  # from the top round to the last row: the second pad
    assert scene.pad_at(scene.selected) == ps.device
    assert scene.family_label(ps.device) == "Tasten:  < Automatisch (PlayStation) >"
    button(app, xbox, "dpright")
    button(app, xbox, "dpright")
    button(app, xbox, "a")  # confirm: one more
    assert app.input.family_of(ps.device) == NINTENDO
    assert scene.family_label(ps.device) == "Tasten:  < Nintendo >"
    assert app.input.family_of(xbox.device) == XBOX  # the other pad keeps its own
    button(app, xbox, "dpup")
    button(app, xbox, "dpleft")
    assert app.input.family_of(xbox.device) == NEUTRAL  # Auto, left round to neutral
    button(app, xbox, "b")
    assert not isinstance(app.scenes.top, ControlsScene)


def test_a_pad_pulled_out_takes_its_row_and_the_selection_stays_on_screen(make_app, model_pads):
    app = make_app(scene="controls")
    xbox, ps = plugged(app, model_pads("xbox")), plugged(app, model_pads("playstation"))
    run(app, 2)
    scene = app.scenes.top
    scene.selected = pad_row(app, ps)
    run(app, 2)
    ps.detach()
    run(app, 5)
    assert scene.rows == RESET + 2 and scene.pad_at(scene.selected) == xbox.device
    assert scene.first == scene.rows - len(Action) - 1


def test_prompts_show_the_chosen_buttons(make_app, model_pads):
    app = make_app(scene="controls", lang="en")
    ps, xbox = plugged(app, model_pads("playstation")), plugged(app, model_pads("xbox"))
    button(app, ps, "dpright")  # the PlayStation pad pressed: its shapes in the footer
    ps_footer = footer(app)
    button(app, xbox, "dpup")  # to the last row, the Xbox pad's
    assert widgets.PAD_FAMILY == XBOX
    xbox_footer = footer(app)
    assert xbox_footer != ps_footer
    key(app, "d")  # the keyboard chooses Xbox for the Xbox pad …
    key(app, "d")  # … then PlayStation: the footer follows before the pad presses again
    assert widgets.PAD_FAMILY == PLAYSTATION
    assert footer(app) == ps_footer
    scene = app.scenes.top
    scene.app = app
    assert glyph_word(scene, "confirm", xbox.device) == "Cross"  # a lesson's words too
    choose(app, xbox, NINTENDO)
    run(app, 1)
    assert widgets.PAD_FAMILY == NINTENDO
    assert glyph_word(scene, "confirm", xbox.device) == "B"  # Nintendo's B is south


def test_the_name_entry_shows_the_typing_pads_chosen_buttons(make_app, model_pads, monkeypatch):
    app = make_app(scene="title", lang="en")
    pad = plugged(app, model_pads("xbox"))
    app.scenes.push(NameEntryScene(pad.device, lambda name: None))
    button(app, pad, "dpright")
    pictures = {}
    for family in (None, PLAYSTATION):
        choose(app, pad, family)
        run(app, 1)
        pictures[family] = pygame.image.tobytes(
            app.display.canvas.subsurface((0, 320, 640, 40)), "RGB"
        )
    assert pictures[None] != pictures[PLAYSTATION]
    monkeypatch.setattr(widgets, "PAD_FAMILY", PLAYSTATION)  # a PlayStation pad's footer
    assert pictures[PLAYSTATION] == footer_of(app)


def footer_of(app) -> bytes:
    app.scenes.draw(app.display.canvas)
    return pygame.image.tobytes(app.display.canvas.subsurface((0, 320, 640, 40)), "RGB")
