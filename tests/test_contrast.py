"""Every text the game draws stands out from what it is drawn on: WCAG 2's 4.5:1.

A spy (``tests/contrast_spy.py``) reads the canvas under each text's letters just before
they are drawn, on every screen the safe-area tests visit, every how-to page, every results
screen, the people and evening screens and every step of every lesson. Texts drawn the same
way on every screen are judged once per colour pair, so a failure names each pair once with
an example text.
"""

from __future__ import annotations

import pytest

from game import catalog
from game.engine import palette as pal
from game.engine.palette import contrast
from tests.contrast_spy import MIN_RATIO, Pair
from tests.test_safe_area import SCREENS
from tests.test_tutorials import plan_of
from tests.tutorial_driving import Learner, open_tutorial, play_through

# Screens beyond the safe-area list: the ones people and evenings add, and every results.
MORE_SCREENS = [
    ("people", None, [], (30,)),
    ("evening", None, [], (30, 240)),
    *[("results", g.id, [], (90,)) for g in catalog.playable_games()],
]


def _look(app, records: list[Pair], canvases: list) -> None:
    """Draw the frame once with the spy on (reading pixels is slow: only where we look)."""
    canvases.append(app.display.canvas)
    app.draw()
    canvases.clear()


def _failing(records: list[Pair]) -> list[str]:
    worst: dict[tuple, Pair] = {}
    for pair in records:
        if pair.ratio < MIN_RATIO:
            worst.setdefault((pair.colour, pair.background), pair)
    return [str(p) for p in worst.values()]


def test_the_ratio_matches_wcag() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    assert contrast((255, 255, 255), (255, 255, 255)) == pytest.approx(1)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


GROUNDS = (pal.INK, pal.NIGHT, pal.DUSK, pal.lighter(pal.DUSK, 0.12), pal.SNOW, pal.YELLOW)
COLOURS = [v for k, v in vars(pal).items() if k.isupper() and isinstance(v, tuple) and len(v) == 3]


@pytest.mark.parametrize("ground", GROUNDS)
def test_legible_reaches_the_ratio_and_keeps_what_already_reads(ground) -> None:
    for colour in COLOURS:
        shifted = pal.legible(colour, ground)
        assert contrast(shifted, ground) >= MIN_RATIO, (colour, ground, shifted)
        if contrast(colour, ground) >= MIN_RATIO:
            assert shifted == colour


def test_seat_names_read_on_every_dark_ground_and_stay_apart() -> None:
    for ground in (pal.INK, pal.NIGHT, pal.DUSK):
        inks = [pal.seat_ink(i, ground) for i in range(pal.MAX_SEATS)]
        assert all(contrast(ink, ground) >= MIN_RATIO for ink in inks), ground
        for i, a in enumerate(inks):  # red and pink must not meet once lifted
            for b in inks[i + 1 :]:
                assert sum(abs(x - y) for x, y in zip(a, b)) >= 60, (a, b)


def test_the_spy_reads_what_the_letters_cover(make_app, pairs) -> None:
    """A grey text on a grey block is caught; the same text on the dark panel is not."""
    records, canvases = pairs
    app = make_app(scene="settings", seed=11, lang="en")
    canvases.append(app.display.canvas)
    app.step()
    canvas = app.display.canvas
    canvas.fill((120, 120, 120), (100, 100, 200, 40))
    app.text.draw(canvas, "Grey on grey", (110, 110), "body", (150, 150, 150))
    app.text.draw(canvas, "Snow on ink", (110, 200), "body", (232, 236, 242))
    assert [p.background for p in records] == [(120, 120, 120), tuple(canvas.get_at((5, 5)))[:3]]
    assert [p.text for p in records if p.ratio < MIN_RATIO] == ["Grey on grey"]


@pytest.mark.parametrize(
    "scene,game,seats,frames",
    SCREENS + MORE_SCREENS,
    ids=[f"{s[0]}-{s[1] or ''}-{i}" for i, s in enumerate(SCREENS + MORE_SCREENS)],
)
def test_every_screen_draws_its_texts_in_contrast(make_app, pairs, scene, game, seats, frames):
    records, canvases = pairs
    app = make_app(scene=scene, game=game, seats=seats, seed=11, lang="en")
    done = 0
    for frame in frames:
        for _ in range(frame - done):
            app.step()
        done = frame
        _look(app, records, canvases)
    assert records, f"{scene} drew no text"
    assert not _failing(records), f"{scene} {game or ''}: {_failing(records)}"


@pytest.mark.parametrize("game_id", [g.id for g in catalog.playable_games()])
def test_every_how_to_page_draws_its_texts_in_contrast(make_app, pairs, game_id):
    records, canvases = pairs
    app = make_app(scene="howto", game=game_id, seed=11, lang="en")
    howto = app.scenes.top
    for page in range(howto.pages):
        howto.page = page
        for _ in range(20):
            app.step()
        _look(app, records, canvases)
    assert not _failing(records), f"how to play {game_id}: {_failing(records)}"


@pytest.mark.parametrize("game_id", [g.id for g in catalog.playable_games() if g.tutorial])
def test_every_lesson_step_draws_its_texts_in_contrast(make_app, pairs, game_id):
    records, canvases = pairs
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app)
    guide = open_tutorial(app, game_id, learner).tutorial
    play_through(app, guide, learner, plan_of(game_id), lambda _: _look(app, records, canvases))
    assert records, "the lesson drew no text"
    assert not _failing(records), f"{game_id} lesson: {_failing(records)}"


def _who_fresh(app) -> None:
    from tests.test_people_join import fresh_question

    fresh_question(app)


def _who_plays_next(app) -> None:
    from tests.test_evening_seats import seats_screen

    seats_screen(app)


def _head_starts(app) -> None:
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup
    from game.wuerfelblitz.screen.scene import create_scene

    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "easy"), Seat(2, SeatKind.HUMAN))
    options = ({"head_start": 1}, {}, {"head_start": 3})
    app.scenes.clear_to(
        create_scene(MatchSetup("wuerfelblitz", seats, {}, 4, seat_options=options))
    )


def _people(which: str):
    def build(app) -> None:
        from tests.test_people_screens import _screen

        _screen(app, which)

    return build


OVERLAY_SCREENS = {
    "who-fresh": _who_fresh,
    "who-plays-next": _who_plays_next,
    "head-starts": _head_starts,
    **{f"people-{w}": _people(w) for w in ("who", "keys", "podium")},
}


@pytest.mark.parametrize("name", sorted(OVERLAY_SCREENS))
def test_the_people_and_evening_screens_draw_their_texts_in_contrast(make_app, pairs, name):
    records, canvases = pairs
    app = make_app(scene="title", seed=11, lang="en")
    OVERLAY_SCREENS[name](app)
    for frame in range(1, 481):
        app.step()
        if frame in (60, 480):
            _look(app, records, canvases)
    assert records, f"{name} drew no text"
    assert not _failing(records), f"{name}: {_failing(records)}"


def test_the_controls_screen_with_a_pad_of_each_family_draws_its_texts_in_contrast(
    make_app, pairs, model_pads
):
    records, canvases = pairs
    app = make_app(scene="controls", seed=11, lang="en")
    for model in ("xbox", "playstation", "nintendo", "unknown"):
        model_pads(model)
    for _ in range(240):
        app.step()
    scene = app.scenes.top
    for row in range(scene.rows):
        scene.selected = row
        app.step()
        _look(app, records, canvases)
    assert not _failing(records), f"controls: {_failing(records)}"
