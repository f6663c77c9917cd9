"""The Fits coach: a coached person's board shows the hard CPU's own plan for the piece in
hand (never played for them); nobody else's does."""

from __future__ import annotations

import random

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fits.cpu.player import choose
from game.fits.screen.cpu_moves import target_of
from game.fits.screen.scene import create_scene
from tests.driving import run, run_until


def coached_match(app, coach: tuple[bool, bool]):
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.HUMAN))
    options = tuple({"coach": on} for on in coach)
    setup = MatchSetup("fits", seats, {}, 5, seat_options=options)
    app.input.bind("kb_left", 0)
    app.input.bind("kb_right", 1)
    scene = create_scene(setup)
    app.scenes.clear_to(scene)
    return scene


def test_the_coach_shows_the_hard_plan_and_leaves_the_drop_to_the_player(make_app):
    app = make_app(scene="title")
    scene = coached_match(app, (True, False))
    view = scene.views[0]
    run_until(app, lambda: view.coach is not None or view.coach_aside, 3000)
    expected = choose(scene.match, 0, "hard", random.Random(0))
    assert view.coach == target_of(expected)
    assert scene.views[1].coach is None and not scene.views[1].coach_aside
    piece = view.piece
    run(app, 300)
    assert view.piece == piece and scene.match.piece_for(0) == piece  # nothing was played


def test_no_coach_no_plan(make_app):
    app = make_app(scene="title")
    scene = coached_match(app, (False, False))
    run(app, 300)
    assert not scene.coach.seats and all(v.coach is None for v in scene.views)
    assert not scene.cpu.jobs.busy
