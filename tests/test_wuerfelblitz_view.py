"""The Würfelblitz screen's shape: the scene builds a view each frame, the draw code paints
only that view, and no part, view or draw module reaches back into the scene."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame

from game.shell.match.scene import MatchScene
from game.wuerfelblitz.screen import draw as scene_draw
from game.wuerfelblitz.screen.beats import RoundBeats
from game.wuerfelblitz.screen.controls import Controls
from game.wuerfelblitz.screen.cpu_moves import CpuMoves
from game.wuerfelblitz.screen.feedback import Feedback
from game.wuerfelblitz.screen.picker import SeatPicker
from game.wuerfelblitz.screen.scene import WuerfelblitzScene
from game.wuerfelblitz.screen.stages import STAGE_EXPLAIN, STAGE_LIVE
from game.wuerfelblitz.screen.view import Memo, call_hidden, shown_number
from tests.driving import run_until

SCREEN = Path(__file__).parent.parent / "game" / "wuerfelblitz" / "screen"
SCENE_MODULE = "game.wuerfelblitz.screen.scene"
PARTS = ("beats.py", "controls.py", "cpu_moves.py", "feedback.py")
SEATS = ["human", "cpu-normal", "cpu-easy"]


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_no_part_view_or_draw_module_imports_the_scene():
    checked = [SCREEN / name for name in (*PARTS, "view.py")] + sorted(SCREEN.glob("draw*.py"))
    assert {"draw.py", "draw_pickers.py", "draw_explain.py"} <= {p.name for p in checked}
    offenders = [p.name for p in checked if SCENE_MODULE in imported_modules(p)]
    assert offenders == []


def test_the_scene_is_composed_of_parts_not_mixins(make_app):
    assert WuerfelblitzScene.__bases__ == (MatchScene,)
    app = make_app(scene="wuerfelblitz", seats=SEATS, seed=4, lang="en")
    scene = app.scenes.top
    assert isinstance(scene.controls, Controls)
    assert isinstance(scene.cpu_moves, CpuMoves)
    assert isinstance(scene.beats, RoundBeats)
    assert isinstance(scene.feedback, Feedback)


def picture(app, view, surfaces: Memo) -> bytes:
    canvas = pygame.Surface((640, 360))
    scene_draw.draw(canvas, view, app, surfaces)
    return pygame.image.tobytes(canvas, "RGB")


def test_a_frame_is_drawn_from_its_view_alone(make_app):
    """Changing the scene after its view was built changes nothing that view draws; the
    next view shows the change."""
    app = make_app(scene="wuerfelblitz", seats=SEATS, seed=4, lang="en")
    scene = app.scenes.top
    run_until(app, lambda: scene.stage == STAGE_LIVE, 600)
    surfaces = Memo()
    view = scene.view()
    before = picture(app, view, surfaces)
    scene.beats.shown_round = 7
    scene.pickers[0].value = 33
    scene.pickers[0].whites = 2
    scene.stage = STAGE_EXPLAIN
    assert picture(app, view, surfaces) == before
    assert picture(app, scene.view(), surfaces) != before


def test_the_words_are_kept_until_what_they_say_changes(make_app):
    app = make_app(scene="wuerfelblitz", seats=SEATS, seed=4, lang="en")
    scene = app.scenes.top
    run_until(app, lambda: scene.stage == STAGE_LIVE, 600)
    first, again = scene.view(), scene.view()
    assert again.prompts is first.prompts and again.hud.status_words is first.hud.status_words
    scene.stage = STAGE_EXPLAIN
    later = scene.view()
    assert later.prompts is not first.prompts
    assert later.prompts == ((("confirm", app.t("wuerfelblitz.prompt.next")),))


def test_a_right_call_shows_no_number_while_anybody_may_still_call():
    picker = SeatPicker(1, 3)
    picker.called_right(12, tie=False)
    assert call_hidden(picker, live=True) and not call_hidden(picker, live=False)
    assert shown_number(picker, is_cpu=True, live=True) is None
    assert shown_number(picker, is_cpu=True, live=False) == 12
    wrong = SeatPicker(2, 3)
    wrong.called_wrong(9, frame=0)
    assert shown_number(wrong, is_cpu=True, live=True) == 9  # a wrong number copies nothing
