"""The README opens for a player: what the box is, its picture (kept current), the two
commands within its first 30 lines, and no developer tables; the developer material is in
``docs/``."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_the_first_30_lines_hold_the_picture_and_both_commands():
    head = "\n".join(README.splitlines()[:30])
    assert "docs/spielekiste.png" in head
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    test_command = next(line for line in ci.splitlines() if "pytest" in line)
    assert test_command.strip() in head, "the test command .ci/run runs, word for word"
    assert re.search(r"pip install -q \. && \.venv/bin/spielekiste", head), "the play command"


def test_readme_holds_no_developer_tables_and_points_to_docs():
    assert "mutants" not in README and "| package |" not in README
    for doc in re.findall(r"\(docs/([\w.-]+)\)", README):
        assert (ROOT / "docs" / doc).exists(), doc


def test_readme_picture_is_what_the_screenshot_makes_now(tmp_path):
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from make_readme_picture import PICTURE, make
    finally:
        sys.path.pop(0)
    fresh = make(tmp_path / "now.png")
    kept, now = pygame.image.load(str(PICTURE)), pygame.image.load(str(fresh))
    assert kept.get_size() == now.get_size()
    same = pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(now, "RGB")
    assert same, "the game's screen changed: python build/make_readme_picture.py"
