"""The layers stay apart: checked on the source (AST), so a stray import fails at once.

- core, each game's logic and CPU: pure Python (no pygame, engine, shell, clocks, I/O, global
  random, other games);
- the engine knows no game and no shell;
- no game package, the shell or core reads a clock (time is data: frames); only the
  benchmarks and the engine's loop/app may.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
GAMES = sorted(p.name for p in GAME.iterdir() if (p / "logic").is_dir())
PURE_BANNED = {"pygame", "game.engine", "game.shell", "time", "datetime", "os", "io", "threading"}
CLOCK_BANNED = {"time", "datetime"}
RANDOM_OK = {"Random"}  # a seeded generator object; never the module's shared one


def _imports(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.append(node.module or "")
    return found


def _banned(module: str, banned: set[str]) -> bool:
    return any(module == b or module.startswith(b + ".") for b in banned)


def _is_bench(path: Path) -> bool:
    return path.name == "bench.py" or path.name.startswith("bench_")


def _pure_files() -> list[Path]:
    files = list((GAME / "core").rglob("*.py"))
    for game in GAMES:
        files += (GAME / game / "logic").rglob("*.py")
        files += [p for p in (GAME / game / "cpu").rglob("*.py") if not _is_bench(p)]
    return files


def test_every_playable_game_has_the_three_layers() -> None:
    from game import catalog

    playable = {info.id for info in catalog.playable_games()}
    assert {"fits", "fiese15"} <= playable <= set(GAMES)
    for game in playable:
        for layer in ("logic", "cpu", "screen"):
            assert (GAME / game / layer / "__init__.py").exists(), (game, layer)


@pytest.mark.parametrize("path", _pure_files(), ids=lambda p: str(p.relative_to(GAME)))
def test_pure_layers_import_nothing_impure(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = path.relative_to(GAME).parts[0]
    others = {f"game.{g}" for g in GAMES if g != own}
    for module in _imports(tree):
        assert not _banned(module, PURE_BANNED | others), f"{path}: imports {module}"
    for node in ast.walk(tree):  # random.randint(...) and friends share one hidden state
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "random"
        ):
            assert node.attr in RANDOM_OK, f"{path}: uses the global random.{node.attr}"


def test_engine_imports_no_game_and_no_shell() -> None:
    banned = {"game.shell", "game.catalog", "game.app"} | {f"game.{g}" for g in GAMES}
    for path in (GAME / "engine").rglob("*.py"):
        for module in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            assert not _banned(module, banned), f"{path}: imports {module}"


def test_the_command_line_is_read_by_the_app_alone() -> None:
    """The shell, the engine and the games take a ``RunConfig`` (``game.run_config``); only
    the app and the entry points parse flags, so no import runs back up from a screen."""
    below = [*(GAME / "shell").rglob("*.py"), *(GAME / "engine").rglob("*.py")]
    for game in GAMES:
        below += (GAME / game).rglob("*.py")
    for path in below:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert "game.cli" not in _imports(tree), path.relative_to(ROOT)


def test_no_game_reads_a_clock() -> None:
    folders = [GAME / "core", GAME / "shell", *(GAME / g for g in GAMES)]
    checked = 0
    for folder in folders:
        for path in folder.rglob("*.py"):
            if _is_bench(path):
                continue
            source = path.read_text(encoding="utf-8")
            checked += 1
            for module in _imports(ast.parse(source)):
                assert not _banned(module, CLOCK_BANNED), f"{path}: imports {module}"
            assert "perf_counter" not in source and "monotonic" not in source, path
    assert checked > 50


def test_the_checks_catch_a_bad_module(tmp_path: Path) -> None:
    bad = "import pygame\nimport random\nx = random.randint(1, 6)\nfrom time import perf_counter\n"
    tree = ast.parse(bad)
    assert any(_banned(m, PURE_BANNED) for m in _imports(tree))
    attrs = [n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)]
    assert "randint" in attrs and "randint" not in RANDOM_OK
