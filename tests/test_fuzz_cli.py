"""Command lines as an attacker types them: every one ends in exit 0 or 2, never 1 and never a
traceback. Hypothesis builds the lists (unknown flags, bad values, unicode, negative and huge
numbers, every scene/game/seat combination); each runs in-process, headless, a few frames.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import catalog
from game.app import main
from game.cli import SHELL_SCENES

ROOT = Path(__file__).resolve().parent.parent
GAME_IDS = [g.id for g in catalog.GAMES]
SCENES = [*SHELL_SCENES, *GAME_IDS]
SEAT_WORDS = ["human", "cpu", "cpu-easy", "cpu-normal", "cpu-hard"]
MAIN_EXAMPLES = 60  # in-process runs of main(); each starts and quits pygame
PARSE_EXAMPLES = 300  # flag lists parsed only (cheap)
BOUND = ["--headless", "--frames", "2"]  # appended last: argparse keeps the last --frames

tried = {"argument lists": 0}


@pytest.fixture(scope="module", autouse=True)
def report_figures():
    """Printed for the note (``-s``): how many argument lists ran through this module."""
    yield
    print(f"\nCLI fuzz: {tried['argument lists']} argument lists tried")


numbers = st.one_of(
    st.integers(-(10**30), 10**30),
    st.sampled_from([0, -1, 1, 2**31, 2**63, 10**100]),
).map(str)
garbage = st.text(min_size=0, max_size=12)  # unicode, empty, control characters
seat_lists = st.lists(st.sampled_from([*SEAT_WORDS, "robot", "", " "]), max_size=9).map(",".join)
flag_value = st.one_of(
    st.tuples(st.just("--frames"), st.one_of(numbers, garbage)),
    st.tuples(st.just("--seed"), st.one_of(numbers, garbage)),
    st.tuples(st.just("--scene"), st.one_of(st.sampled_from(SCENES), garbage)),
    st.tuples(st.just("--game"), st.one_of(st.sampled_from(GAME_IDS), garbage)),
    st.tuples(st.just("--seats"), st.one_of(seat_lists, garbage)),
    st.tuples(st.just("--lang"), st.one_of(st.sampled_from(["en", "de", "fr", "xx"]), garbage)),
    st.tuples(st.just("--screenshot"), st.sampled_from(["", ".", "/", "shot.png", "a/b.png"])),
)
single = st.sampled_from(["--windowed", "--fullscreen", "--headless", "--bogus", "-x", "--", "-"])
argument_lists = st.lists(
    st.one_of(flag_value.map(list), single.map(lambda f: [f]), garbage.map(lambda g: [g])),
    max_size=6,
).map(lambda parts: [word for part in parts for word in part])


def run_main(argv: list[str], capsys) -> tuple[int, str]:
    """``main(argv)`` as the entry point runs it: its exit code and what it printed to stderr."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse: usage errors (2), --help and --version (0)
        code = stop.code if isinstance(stop.code, int) else 2
    finally:
        for handler in list(root.handlers):
            if handler not in handlers:
                root.removeHandler(handler)
                handler.close()
        for handler in handlers:
            if handler not in root.handlers:
                root.addHandler(handler)
        root.setLevel(level)
    tried["argument lists"] += 1
    return code, capsys.readouterr().err


def assert_clean(argv: list[str], code: int, err: str) -> None:
    assert code in (0, 2), f"{argv!r} exited {code}: {err[-600:]}"
    assert "Traceback" not in err, f"{argv!r} printed a traceback: {err[-600:]}"
    assert "unexpected error" not in err, f"{argv!r}: {err[-600:]}"


@settings(
    max_examples=MAIN_EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(argv=argument_lists)
def test_random_command_lines_exit_0_or_2_without_a_traceback(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # relative screenshots land in the test's folder
    full = [*argv, *BOUND]
    code, err = run_main(full, capsys)
    assert_clean(full, code, err)


@settings(max_examples=PARSE_EXAMPLES, deadline=None, derandomize=True)
@given(argv=argument_lists)
def test_random_flags_parse_or_are_a_usage_error(argv):
    from game.cli import parse_args
    from game.engine.i18n import LANGUAGES

    try:
        parse_args(argv, GAME_IDS, list(LANGUAGES))
    except SystemExit as stop:
        assert stop.code in (0, 2)
    tried["argument lists"] += 1


@pytest.mark.parametrize("scene", SCENES)
@pytest.mark.parametrize("game", [None, *GAME_IDS])
def test_every_scene_with_every_game_and_out_of_range_seats(scene, game, capsys, tmp_path):
    """The seat counts just outside and inside each game's range, for each scene."""
    info = catalog.game_by_id(scene if scene in GAME_IDS else game or GAME_IDS[0])
    for count in sorted({1, info.min_seats - 1, info.min_seats, info.max_seats + 1, 8} - {0}):
        argv = ["--scene", scene, "--seats", ",".join(["cpu"] * count), *BOUND]
        argv += ["--game", game] if game else []
        code, err = run_main(argv, capsys)
        assert_clean(argv, code, err)
        if count > 7:
            assert code == 2  # more than the box seats is always a usage error


@pytest.mark.parametrize("game", [g.id for g in catalog.GAMES if g.min_seats > 1])
def test_the_pause_screen_names_the_seat_range_of_its_game(game, capsys):
    info = catalog.game_by_id(game)
    code, err = run_main(["--scene", "pause", "--game", game, "--seats", "cpu", *BOUND], capsys)
    assert code == 2 and f"{info.min_seats}–{info.max_seats}" in err


@pytest.mark.parametrize("shot", ["", "   ", "{tmp}", "{tmp}/", "{file}/x.png", "{file}/a/b.png"])
def test_a_screenshot_path_that_cannot_be_written_is_a_usage_error(shot, capsys, tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x")
    argv = ["--screenshot", shot.format(tmp=tmp_path, file=afile), *BOUND]
    code, err = run_main(argv, capsys)
    assert code == 2 and "--screenshot" in err and "Traceback" not in err


def test_a_screenshot_that_fails_at_the_end_of_the_run_warns_and_exits_2(capsys, monkeypatch):
    """The folder check passed but the save failed (the disk filled, the folder went away)."""
    import pygame

    def refuse(*_args, **_kwargs):
        raise pygame.error("disk full")

    monkeypatch.setattr(pygame.image, "save", refuse)
    code, err = run_main(
        ["--screenshot", str(Path(os.environ["SPIELEKISTE_HOME"]) / "s.png"), *BOUND], capsys
    )
    assert code == 2 and "screenshot not saved" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["--scene", "fiese15", "--seats", "cpu"],
        [
            "--seed",
            "-99999999999999999999999",
            "--lang",
            "fr",
            "--scene",
            "howto",
            "--game",
            "fits",
        ],
        ["--screenshot", "", "--scene", "results"],
        ["--frames", "🎲"],
    ],
)
def test_a_sample_in_a_real_process_prints_no_traceback(argv, tmp_path):
    env = {**os.environ, "SPIELEKISTE_HOME": str(tmp_path / "home")}
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *argv, *BOUND],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    tried["argument lists"] += 1
    assert done.returncode in (0, 2) and "Traceback" not in done.stderr, done.stderr[-600:]
