import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import catalog
from game.cli import parse_args
from game.engine.i18n import LANGUAGES

GAME_IDS = [g.id for g in catalog.GAMES]


def parse(argv):
    return parse_args(argv, GAME_IDS, list(LANGUAGES))


def test_flags_parse():
    config = parse(
        [
            "--headless",
            "--frames",
            "10",
            "--seed",
            "3",
            "--scene",
            "lobby",
            "--seats",
            "cpu,human,cpu-hard",
            "--windowed",
            "--lang",
            "de",
        ]
    )
    assert config.headless and config.frames == 10 and config.seed == 3
    assert config.seats == ["cpu", "human", "cpu-hard"]
    assert config.fullscreen is False and config.lang == "de"


@pytest.mark.parametrize(
    "argv",
    [
        ["--bogus"],
        ["--frames", "0"],
        ["--frames", "ten"],
        ["--seed", "x"],
        ["--scene", "nope"],
        ["--seats", "cpu,robot"],
        ["--seats", ",".join(["cpu"] * 8)],
        ["--lang", "xx"],
        ["--windowed", "--fullscreen"],
        ["--game", "chess"],
    ],
)
def test_bad_flags_exit_2_with_a_message(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse(argv)
    assert exit_info.value.code == 2
    assert "error" in capsys.readouterr().err


def run_main(*args, env_home):
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "SPIELEKISTE_HOME": str(env_home),
    }
    return subprocess.run(
        [sys.executable, "main.py", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=Path(__file__).resolve().parents[1],
    )


def test_headless_600_frames_exits_0(tmp_path):
    shot = tmp_path / "shot.png"
    result = run_main("--headless", "--frames", "600", "--screenshot", str(shot), env_home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.exists() and shot.stat().st_size > 1000
    assert "Traceback" not in result.stderr


def test_unknown_flag_exits_2_without_a_traceback(tmp_path):
    result = run_main("--no-such-flag", env_home=tmp_path)
    assert result.returncode == 2
    assert "unrecognized arguments" in result.stderr and "Traceback" not in result.stderr
