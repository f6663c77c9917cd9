"""Turn-based games answer a press on someone else's turn in words: the refusal's sound, and
a line saying whose turn it is (the play-test's Ben pressed Enter on Anna's turn and heard
nothing he could read)."""

from __future__ import annotations

import pytest

from game.engine.footer import OwnKeys
from game.engine.widgets import PROMPT_GLYPHS
from tests.driving import key, run, run_until


def two_halves_on_the_first_turn(make_app, game_id: str):
    """Two people on the keyboard's halves (left: seat 0, right: seat 1), at seat 0's turn."""
    app = make_app(scene=game_id, seats=["human", "human"], seed=3, lang="en")
    scene = app.scenes.top
    app.input.unbind_all()
    app.input.bind("kb_left", 0)
    app.input.bind("kb_right", 1)
    run_until(app, lambda: scene.match.current_seat == 0 and scene.frame > 240, 600)
    return app, scene


def in_left_keys(prompts) -> bool:
    """Every prompt in the left half's own key caps alone (Space, not Space / Enter)."""
    return bool(prompts) and all(
        isinstance(glyph, OwnKeys) and glyph == (PROMPT_GLYPHS[glyph.action][1],)
        for glyph, _ in prompts
    )


@pytest.mark.parametrize("game_id", ["fiese15", "fischkopp"])
def test_a_press_on_another_players_turn_says_whose_turn_it_is(make_app, game_id):
    app, scene = two_halves_on_the_first_turn(make_app, game_id)
    sounds = []
    play = app.audio.play
    app.audio.play = lambda name, *a, **k: (sounds.append(name), play(name, *a, **k))

    def state() -> dict:  # the rules' own clock (Fischkopp's) aside
        return {k: v for k, v in scene.save_state().items() if k != "frame"}

    before = state()
    key(app, "enter")  # the right half's confirm, on the left half's turn
    assert "ui_error" in sounds
    assert app.toasts.message == app.t("match.not_your_turn", name=app.seat_name(0))
    assert state() == before, "the turn's player is still to move"
    app.toasts.message = None
    key(app, "enter")  # at once again: the sound answers, the line is not repeated
    assert app.toasts.message is None and sounds.count("ui_error") == 2
    run(app, 200)
    key(app, "enter")
    assert app.toasts.message == app.t("match.not_your_turn", name=app.seat_name(0))


@pytest.mark.parametrize("game_id", ["fiese15", "fischkopp"])
def test_the_footer_on_a_persons_turn_shows_that_devices_keys_alone(make_app, game_id):
    """A newcomer on the left half read "Space / Enter Pick" and tried Enter, which belongs
    to the other seat: on a person's move the footer is in that device's keys only."""
    _app, scene = two_halves_on_the_first_turn(make_app, game_id)
    assert in_left_keys(scene.view().prompts)


def test_fiese15_placing_dice_keeps_the_footer_in_the_turns_keys(make_app):
    app, scene = two_halves_on_the_first_turn(make_app, "fiese15")
    key(app, "space")  # roll; then the dice to place
    run_until(app, lambda: scene.controls.mode == "place", 600)
    assert in_left_keys(scene.view().prompts)


def test_fiese15_the_footer_on_a_cpus_turn_is_everyones(make_app):
    app = make_app(scene="fiese15", seats=["cpu", "human"], seed=3, lang="en")
    scene = app.scenes.top
    run_until(app, lambda: scene.frame > 30 and scene.cpu_shown and scene.view().prompts, 600)
    assert all(isinstance(glyph, str) for glyph, _ in scene.view().prompts)
