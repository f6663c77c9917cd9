"""build/mutation.py: which functions run while a package is imported (their survivors get
every focused test, since mutmut credits an import-time call to whichever test came first)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _script():
    spec = importlib.util.spec_from_file_location("mutation_script", ROOT / "build" / "mutation.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_import_time_functions_follow_top_level_calls_across_modules(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "board.py").write_text(
        "def bit(f):\n    return 1 << f\n\ndef unused():\n    return 0\n"
    )
    (package / "tables.py").write_text(
        "from pkg.board import bit\n\n"
        "def _row(n):\n    return [_cell(i) for i in range(n)]\n\n"
        "def _cell(i):\n    return bit(i)\n\n"
        "def at_runtime():\n    return _late()\n\n"
        "def _late():\n    return 1\n\n"
        "ROWS = tuple(_row(n) for n in range(3))\n\n"
        "class Table:\n    SIZE = len(ROWS)\n\n    def later(self):\n        return at_runtime()\n"
    )
    found = _script().import_time_functions(
        [Path("pkg/board.py"), Path("pkg/tables.py")], root=tmp_path
    )
    assert found == {"pkg.tables.x__row", "pkg.tables.x__cell", "pkg.board.x_bit"}
