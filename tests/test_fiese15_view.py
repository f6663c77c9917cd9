"""The Fiese 15 screen's shape: the scene builds a view each frame, the draw code paints only
that view, and no part or draw module reaches back into the scene."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame

from game.fiese15.screen import draw as scene_draw
from game.fiese15.screen.beats import Beats
from game.fiese15.screen.controls import Controls
from game.fiese15.screen.cpu_moves import CpuMoves
from game.fiese15.screen.scene import Fiese15Scene
from game.fiese15.screen.view import Memo
from game.shell.match.scene import MatchScene
from tests.driving import run, run_until

SCREEN = Path(__file__).parent.parent / "game" / "fiese15" / "screen"
SCENE_MODULE = "game.fiese15.screen.scene"
# Modules that may name the scene: the scene itself, the lesson that builds one, the face.
MAY_IMPORT_SCENE = {"scene.py", "tutorial.py", "intro.py", "__init__.py"}


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
    checked = [p for p in sorted(SCREEN.glob("*.py")) if p.name not in MAY_IMPORT_SCENE]
    assert {"draw.py", "view.py", "beats.py", "controls.py", "cpu_moves.py"} <= {
        p.name for p in checked
    }
    offenders = [p.name for p in checked if SCENE_MODULE in imported_modules(p)]
    assert offenders == []


def test_the_scene_is_composed_of_parts_not_mixins(make_app):
    assert Fiese15Scene.__bases__ == (MatchScene,)
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=4, lang="en")
    scene = app.scenes.top
    assert isinstance(scene.controls, Controls)
    assert isinstance(scene.cpu_moves, CpuMoves)
    assert isinstance(scene.beats, Beats)


def picture(app, view, layers: Memo) -> bytes:
    canvas = pygame.Surface((640, 360))
    scene_draw.draw(canvas, view, app, layers)
    return pygame.image.tobytes(canvas, "RGB")


def test_a_frame_is_drawn_from_its_view_alone(make_app):
    """Changing the scene after its view was built changes nothing that view draws; the
    next view shows the change."""
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=4, lang="en")
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 400)
    layers = Memo()
    view = scene.view()
    before = picture(app, view, layers)
    scene.beats.shown_round = 7
    scene.beats.shown_seat = 1
    scene.beats.placed = {"red": 1, "white": 2}
    scene.controls.status = "somebody else's words"
    assert picture(app, view, layers) == before
    assert picture(app, scene.view(), layers) != before


def test_the_view_shows_the_turn_on_screen_while_the_rules_moved_on(make_app):
    """The card and the strip follow the beats: after a turn ends the rules are at the next
    seat at once, the view only when that seat's banner comes."""
    app = make_app(scene="fiese15", seats=["cpu", "cpu"], seed=3, lang="en")
    scene = app.scenes.top
    run_until(app, lambda: scene.match.current_seat != scene.beats.shown_seat, 6000)
    view = scene.view()
    assert view.card.seat == view.strip.seat == scene.beats.shown_seat
    assert view.card.seat != scene.match.current_seat


def test_the_cards_texts_are_rebuilt_only_when_what_they_show_changes(make_app):
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=4, lang="en")
    scene = app.scenes.top
    run_until(app, lambda: scene.awaiting_human, 400)
    run(app, 3)
    first, again = scene.view(), scene.view()
    assert again.card is first.card and again.prompts is first.prompts
    targets = scene.beats.shown_targets
    scene.beats.placed = {"red": 1}
    placed = scene.view().card
    assert placed is not first.card
    bust = next(line for line in placed.lines if line[0] == app.t("fiese15.card.bust"))
    assert bust[1] == str(sum(targets[1:]))  # red's limit left what a bust pays
