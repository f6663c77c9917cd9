"""Pieces of the Fits screen on their own: turning and mirroring, the layout plan, the CPU's
thinking budget, the scoring show, and the solo high-score table."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from game.core.seats import Seat, SeatKind
from game.engine.widgets import SHORT_GLYPHS
from game.fits.logic import orient
from game.fits.logic.boards import EDITIONS, edition_spec
from game.fits.logic.grid import Board
from game.fits.logic.pieces import PIECE_NAMES, orientations
from game.fits.logic.rules import Options, Place, new_match
from game.fits.logic.scoring import score_board
from game.fits.screen import highscores
from game.fits.screen.cpu_moves import CpuMoves, card_key
from game.fits.screen.draw import draw
from game.fits.screen.layout import SAFE, hover_rows, plan
from game.fits.screen.round_scoring import ScoringShow, item_frames
from game.fits.screen.seat_view import SeatView
from game.shell.match.cpu import CpuDriver


@pytest.mark.parametrize("piece", PIECE_NAMES)
def test_turns_and_mirror_move_between_the_rules_orientations(piece):
    count = len(orientations(piece))
    for index in range(count):
        assert orient.step(piece, orient.step(piece, index, "cw"), "ccw") == index
        assert orient.step(piece, orient.step(piece, index, "flip"), "flip") == index
        four = index
        for _ in range(4):
            four = orient.step(piece, four, "cw")
        assert four == index  # four quarter turns are a full turn
        for target in range(count):
            here = index
            for move in orient.path(piece, index, target):
                here = orient.step(piece, here, move)
            assert here == target


def test_a_clockwise_turn_of_an_l_points_its_foot_down():
    # L4 as drawn: a column with the foot to the right at the bottom.
    turned = orientations("L4")[orient.step("L4", 0, "cw")]
    assert sorted(turned) == sorted(((0, 0), (0, 1), (1, 1), (2, 1)))


def test_turning_keeps_the_piece_inside_and_does_not_drift():
    view = SeatView(0, Board(6, 12))
    view.give("I5")
    assert view.column == 1  # a lying I5 fills columns 1-5
    start = view.column
    for _ in range(6):
        view.turn("cw")
        view.turn("ccw")
    assert view.column == start
    view.turn("cw")
    assert view.column == 3  # standing up in the middle of where it lay
    for _ in range(9):
        view.move(1)
    assert view.column == 6
    view.turn("cw")  # lying down again at the right edge must stay inside
    assert view.column == 2


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_layout_fits_the_canvas_without_overlap(edition, seats):
    layout = plan(seats, edition)
    spec = edition_spec(edition)
    canvas = SAFE.inflate(2 * SAFE.left, 2 * SAFE.top)
    areas = []
    for lay in layout.boards:
        assert lay.grid.size == (spec.width * lay.cell, spec.height * lay.cell)
        assert lay.hover.height == hover_rows(edition) * lay.cell
        assert lay.cell >= (15 if seats > 2 else 18)
        assert SAFE.contains(lay.header) and SAFE.contains(lay.side)  # text stays inside
        area = lay.grid.union(lay.hover).union(lay.side).union(lay.header)
        assert canvas.contains(area) and area.bottom <= 336  # the prompt bar stays free
        areas.append(area)
    for i, area in enumerate(areas):
        assert area.collidelist(areas[i + 1 :]) == -1
        assert not area.colliderect(layout.card)
    assert SAFE.contains(layout.card) and SAFE.contains(layout.info)


def test_cpu_thinking_runs_a_fixed_share_per_frame_and_decides_per_card():
    seats = [Seat(i, SeatKind.CPU, "hard") for i in range(2)]
    match = new_match(seats, Options(), 3)
    driver = CpuDriver(tuple(seats), 3, steps_per_frame=2)
    cpu = CpuMoves(driver)
    cpu.think(match)
    driver.run_frame(0)
    assert driver.jobs.steps == 2  # a frame's share, whatever the machine
    for frame in range(1, 5000):
        if all(cpu.decision(match, seat) for seat in range(2)):
            break
        cpu.think(match)
        driver.run_frame(frame)
    assert driver.jobs.steps == 2 * frame  # never more than the share
    for seat in range(2):
        action = cpu.decision(match, seat)
        assert isinstance(action, Place) and action in match.legal_actions(seat)
    key = card_key(match)
    match.apply(cpu.decision(match, 0))
    cpu.done(0)
    assert card_key(match) == key and cpu.decision(match, 1) is not None
    match.apply(cpu.decision(match, 1))  # the next card: old decisions no longer count
    assert card_key(match) != key
    assert cpu.decision(match, 1) is None


def test_the_scoring_show_counts_item_by_item_then_skips_to_the_summary():
    board = Board(6, 12)
    board.place("I5", 0, 1)
    board.place("I3", 0, 4)  # row 1 is not complete: column 6 is free
    board.place("O", 0, 5)
    score = score_board(board, "four_boards", 1)
    played: list[str] = []
    show = ScoringShow((score, score), played.append)
    for _ in range(20_000):
        if show.active_seat == 1:
            break
        show.update()
    assert show.running[0] == score.total and show.counted[0] == len(score.items)
    assert played[: len(score.items)] == ["score_tick"] * score.rows + ["minus"]
    show.skip()
    assert show.running == [score.total, score.total] and show.stage == "summary"
    assert played[-1] == "round_end"
    show.skip()
    assert show.done
    assert item_frames(100) < item_frames(3)


def test_high_scores_keep_the_best_ten_per_edition():
    assert highscores.table("compact") == []
    assert highscores.record("compact", 10, "Lucky gap") == 0
    assert highscores.record("compact", 10, "Lucky gap") == 1  # a tie is not a new best
    assert highscores.record("compact", 17, "Fits master") == 0
    for score in range(11):
        highscores.record("compact", score, "Little fit")
    table = highscores.table("compact")
    assert len(table) == highscores.KEEP
    assert [e.score for e in table] == sorted((e.score for e in table), reverse=True)
    assert table[0] == highscores.Entry(17, "Fits master")
    assert highscores.record("compact", 0, "Little fit") is None  # too low for the table
    assert highscores.table("four_boards") == []  # editions are kept apart


# ----- the screen's shape: scene -> view -> draw ---------------------------------------------
SCREEN = Path(__file__).parent.parent / "game" / "fits" / "screen"
# Above the scene: the package's face, the lesson and the game night's start, which build scenes.
SCENE_USERS = {"scene.py", "__init__.py", "tutorial.py", "intro.py"}


def imported_modules(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names |= {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def test_no_part_of_the_screen_imports_the_scene():
    """The scene's parts, the view and the draw modules reach the scene only through what
    they are handed, so nothing below it imports it back (not even for a type)."""
    parts = sorted(p for p in SCREEN.glob("*.py") if p.name not in SCENE_USERS)
    assert {"view.py", "draw.py", "hud.py", "controls.py", "beats.py"} <= {p.name for p in parts}
    for path in parts:
        assert "game.fits.screen.scene" not in imported_modules(path), path.name


def test_a_frame_is_drawn_from_its_view_and_the_look_alone(make_app):
    """The draw modules need the frame's view and the look services (text, words,
    settings), nothing else of the app or the scene: the same picture as the scene's."""
    app = make_app(scene="fits", seats=["cpu-hard", "cpu-easy", "human"], seed=3)
    scene = app.scenes.top
    for _ in range(400):
        app.step()
    scene.draw_game(app.display.canvas)
    expected = pygame.image.tobytes(app.display.canvas, "RGB")
    look = SimpleNamespace(text=app.text, t=app.t, settings=app.settings)
    canvas = pygame.Surface(app.display.canvas.get_size())
    view = scene.view()
    draw(canvas, view, look)
    assert pygame.image.tobytes(canvas, "RGB") == expected
    assert [seat.cpu for seat in view.seats] == [True, True, False]
    assert not any(seat.needs_player for seat in view.seats)
    app.input.unbind_all()  # the person's device is gone: the board offers the seat
    assert [seat.needs_player for seat in scene.view().seats] == [False, False, True]
    app.input.bind("kb_right", 2)
    scene.views[2].arm()  # "set it aside?": the bubble names the key that says yes
    assert scene.view().seats[2].glyph == SHORT_GLYPHS["back"][2]


def test_fits_results_name_a_best_board_only_when_it_stands_out():
    """Four tied boards of one round gave four "Best board: X with 0" lines and four "X per
    round: 0" lines beside a table saying the same: a best board is named only when not
    every board is one, and points per round only when there was more than one round."""
    from types import SimpleNamespace

    from game.fits.screen.results import awards, build_result

    def host(rounds):
        match = SimpleNamespace(round_scores=rounds, totals=[sum(r) for r in rounds])
        match.titled = False
        return SimpleNamespace(match=match, setup=None, app=None, attract=False)

    assert awards(host([[0], [0], [0], [0]])) == ()
    assert [a.seat for a in awards(host([[3], [5], [5], [1]]))] == [1, 2]
    assert build_result(host([[0], [0], [0], [0]])).stats == ()
    assert len(build_result(host([[1, 2], [0, 4], [2, 2], [3, 0]])).stats) == 4


def test_results_banner_of_a_shared_win_fits_the_ribbon(make_app, monkeypatch):
    """ "Anna, Ben, Clara, David share the win" ran off both sides of the screen: names that
    do not fit give way to their count."""
    from game.core.setup import MatchResult
    from game.shell.menu import SAFE_WIDTH
    from game.shell.results import ResultsScene

    app = make_app(scene="results", seats=["cpu"] * 4, game="fits", lang="en")
    monkeypatch.setattr(app, "seat_name", lambda seat: f"Maximiliane{seat}")
    setup = app.scenes.top.result.setup
    scene = ResultsScene(MatchResult(setup, (0, 0, 0, 0)))
    scene.app = app
    label = scene.banner_text()
    assert label == app.t("results.tie_all", n=4)
    assert scene._banner_width(label) <= SAFE_WIDTH
    two = ResultsScene(MatchResult(setup, (5, 5, 1, 0)))
    two.app = app
    assert two.banner_text() == app.t("results.tie_count", n=2)
    monkeypatch.setattr(app, "seat_name", lambda seat: ["Anna", "Ben", "Cleo", "Dan"][seat])
    assert two.banner_text() == app.t("results.tie", seats="Anna, Ben"), "names where they fit"
