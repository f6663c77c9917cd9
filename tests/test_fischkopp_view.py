"""The Fischkopp screen's shape: scene -> view -> draw.

The draw modules take a frame's view and never the scene; the parts the scene owns reach
it only through what they are handed. A frame drawn from its view alone is the frame the
screen shows.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pygame
import pytest

from game.fischkopp.screen import draw
from game.fischkopp.screen.view import FrameView
from tests.test_fischkopp_scene import start

SCREEN = Path(__file__).parent.parent / "game" / "fischkopp" / "screen"
SCENE_MODULE = "game.fischkopp.screen.scene"
# Everything but the scene itself, the lesson and the start (which build their scene).
MAY_IMPORT_SCENE = {"scene.py", "tutorial.py", "intro.py", "__init__.py"}
NOT_THE_SCENE = sorted(p.name for p in SCREEN.glob("*.py") if p.name not in MAY_IMPORT_SCENE)


def imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("name", NOT_THE_SCENE)
def test_no_part_view_or_draw_module_imports_the_scene(name):
    assert "draw.py" in NOT_THE_SCENE and "beats.py" in NOT_THE_SCENE  # the list is the folder
    assert SCENE_MODULE not in imported_modules(SCREEN / name)


def test_the_scene_owns_its_parts_and_inherits_no_mixin(make_app):
    from game.fischkopp.screen.scene import FischkoppScene
    from game.shell.match.scene import MatchScene

    assert FischkoppScene.__bases__ == (MatchScene,)
    scene = start(make_app(), ["normal", "easy"], seed=4)
    for part in (scene.beats, scene.shouts, scene.controls, scene.cpu_moves):
        assert part.host is scene


def test_a_frame_drawn_from_its_view_alone_is_the_frame_on_screen(make_app):
    app = make_app()
    scene = start(app, ["normal", "easy", "normal"], seed=9)
    shown = set()
    for _ in range(900):
        app.step()
        if app.frame % 150:
            continue
        app.scenes.draw(app.display.canvas)
        on_screen = pygame.image.tobytes(app.display.canvas, "RGB")
        view = scene.view()
        assert isinstance(view, FrameView)
        alone = pygame.Surface(app.display.canvas.get_size())
        draw.draw(alone, view, app, scene.art)
        assert pygame.image.tobytes(alone, "RGB") == on_screen
        shown.add(on_screen)
    assert len(shown) > 3  # the frames compared show different moments of the match


def test_a_view_is_frozen_and_its_rows_are_kept_until_the_match_changes_them(make_app):
    app = make_app()
    scene = start(app, ["normal", "easy"], seed=4)
    app.step()
    first = scene.view()
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.shake = 3  # type: ignore[misc]
    assert scene.view().rows is first.rows  # nothing changed: the same rows, not rebuilt
    for _ in range(3000):
        app.step()
        if scene.beats.landed:
            break
    assert scene.beats.landed, "no score landed"
    landed = scene.view().rows
    assert landed is not first.rows
    assert [row.score for row in landed] != [row.score for row in first.rows]


def test_the_bench_invites_only_with_the_keys_of_devices_nobody_holds(make_app):
    """A seated player's shout key is their own shout: the invite names only keys of devices
    without a place (a seated Ben pressing "-" because the screen said so cost him a
    point), and with every device seated there is no invite at all."""
    from game.fischkopp.screen.view import shouts_view

    app = make_app(scene="fischkopp", seats=["human", "human"], seed=3)
    scene = app.scenes.top
    app.input.unbind_all()
    app.input.bind("kb_left", 0)

    def label() -> str:
        view = shouts_view(app, scene.match, scene.match_frame, scene.shouts, [], False, 0)
        return view.bench.label

    assert label() == app.t("fischkopp.bench_empty", keys="[/]")
    assert "F" not in label().replace("Fischkopp", "")
    app.input.bind("kb_right", 1)
    assert label() == "", "everyone has a place: nobody is invited"
