"""The shell's one map: screens go somewhere by name (``flow.go``), only ``shell.screens``
knows the scene classes, and the shell's modules import each other without a circle.

Imports are read from the source (AST), those inside functions too: a late import hides a
circle from Python, not from the reader.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

from game.engine.scenes import Scene

ROOT = Path(__file__).resolve().parents[1]
SHELL = ROOT / "game" / "shell"
MAP = "game.shell.screens"
# The bases screens are built on, not screens one goes to.
BASES = {"game.shell.menu", "game.shell.match.scene"}


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in sorted(SHELL.rglob("*.py"))}


def _imports(name: str) -> set[str]:
    """The shell modules ``name`` imports, anywhere in its file."""
    found = set()
    for node in ast.walk(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {m for m in found if m in MODULES and MODULES[m].name != "__init__.py"}


def _screen_modules() -> set[str]:
    """Modules that define a scene of their own (a transition or a base aside)."""
    screens = set()
    for name in MODULES:
        module = importlib.import_module(name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, Scene) and cls.__module__ == name:
                screens.add(name)
    return screens - BASES - {MAP}


def test_the_shell_has_screens_to_check():
    screens = _screen_modules()
    assert {"game.shell.title", "game.shell.lobby", "game.shell.results"} <= screens
    assert "game.shell.flow" not in screens


@pytest.mark.parametrize("name", sorted(MODULES))
def test_only_the_map_imports_a_screen(name):
    if name == MAP:
        return
    assert not _imports(name) & _screen_modules(), f"{name} imports a screen: use flow.go"


def test_the_shell_has_no_import_circle():
    graph = {name: _imports(name) for name in MODULES}
    state: dict[str, int] = {}  # 1 on the path now, 2 done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for other in sorted(graph[name]):
            if state.get(other) == 1:
                circle = [*path[path.index(other) :], other]
                raise AssertionError("import circle: " + " -> ".join(circle))
            if other not in state:
                visit(other, [*path, other])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])


def test_every_screen_of_the_map_is_a_scene_and_named_once():
    from game.shell.screens import SCREENS

    assert all(isinstance(cls, type) and issubclass(cls, Scene) for cls in SCREENS.values())
    assert len(set(SCREENS.values())) == len(SCREENS)
    mapped = {cls.__module__ for cls in SCREENS.values()}
    assert mapped <= _screen_modules()


def _names_gone_to() -> list[tuple[str, str]]:
    """(module, name) of every ``go(app, "name", ...)`` in the shell."""
    found = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            target = node.args[1]
            if called == "go" and isinstance(target, ast.Constant):
                found.append((module, target.value))
    return found


def test_every_name_gone_to_is_on_the_map():
    from game.shell.screens import SCREENS

    gone = _names_gone_to()
    assert len(gone) > 20  # the scan sees the screens' moves
    assert [(m, n) for m, n in gone if n not in SCREENS] == []


def test_go_builds_the_scene_the_app_maps_the_name_to(make_app):
    from game.shell import flow
    from game.shell.settings_screen import SettingsScene

    app = make_app(scene="title")
    scene = flow.go(app, "settings")
    assert isinstance(scene, SettingsScene) and app.scenes.top is scene

    class Stand(Scene):
        def __init__(self, word: str) -> None:
            super().__init__()
            self.word = word

    app.screens = {**app.screens, "settings": Stand}
    flow.go(app, "settings", "hello", how="replace")
    assert isinstance(app.scenes.top, Stand) and app.scenes.top.word == "hello"
    assert len(app.scenes) == 2  # the settings' place, over the title


def test_go_with_a_fade_changes_the_stack_at_black(make_app):
    from game.engine.transitions import Fade
    from game.shell import flow
    from game.shell.game_select import GameSelectScene

    app = make_app(scene="settings")
    scene = flow.go(app, "select", 2, how="clear", fade=True)
    assert isinstance(app.scenes.top, Fade) and scene not in list(app.scenes)
    for _ in range(40):
        app.step()
    assert list(app.scenes) == [scene]
    assert isinstance(scene, GameSelectScene) and scene.selected == 2
