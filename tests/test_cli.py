import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import __version__, catalog
from game.cli import parse_args
from game.engine.assets import BROKEN_ASSET, MISSING_ASSET
from game.engine.i18n import LANGUAGES

PLAYABLE = [g.id for g in catalog.playable_games()]
# Every game in the box, built or not (the app passes the catalog's whole list).
GAME_IDS = [g.id for g in getattr(catalog, "GAMES", catalog.playable_games())]


def parse(argv, game_ids=GAME_IDS, playable=None):
    return parse_args(argv, game_ids, list(LANGUAGES), playable)


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


@pytest.mark.parametrize("flag", ["--scene", "--game"])
def test_a_game_not_built_yet_is_a_usage_error(flag, capsys):
    ids = [*PLAYABLE, "zukunft"]
    with pytest.raises(SystemExit) as exit_info:
        parse([flag, "zukunft"], game_ids=ids, playable=PLAYABLE)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "'zukunft' is not built yet" in err
    assert all(game_id in err for game_id in PLAYABLE)


def test_every_playable_game_is_accepted_with_its_seat_limits():
    for info in catalog.playable_games():
        seats = ",".join(["cpu"] * info.min_seats)
        assert parse(["--scene", info.id, "--seats", seats]).scene == info.id
        assert parse(["--game", info.id, "--scene", "howto"]).game == info.id
        for wrong in (info.min_seats - 1, info.max_seats + 1):
            if 1 <= wrong <= 7:
                with pytest.raises(SystemExit) as exit_info:
                    parse(["--scene", info.id, "--seats", ",".join(["cpu"] * wrong)])
                assert exit_info.value.code == 2


def test_version_and_help(capsys):
    with pytest.raises(SystemExit) as exit_info:
        parse(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"spielekiste {__version__}"
    with pytest.raises(SystemExit) as exit_info:
        parse(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "--headless" in out and "--version" in out


ROOT = Path(__file__).resolve().parents[1]


def run_main(*args, env_home):
    """Start the game as a program, from a folder that is not the checkout."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "SPIELEKISTE_HOME": str(env_home),
    }
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=env_home,
    )


def test_headless_600_frames_exits_0(tmp_path):
    shot = tmp_path / "shot.png"
    result = run_main("--headless", "--frames", "600", "--screenshot", str(shot), env_home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.exists() and shot.stat().st_size > 1000
    assert "Traceback" not in result.stderr
    log = (tmp_path / "data" / "spielekiste.log").read_text(encoding="utf-8")
    first = log.splitlines()[0]
    assert f"Spielekiste {__version__} (source checkout) on " in first and "Python" in first
    assert MISSING_ASSET not in log and BROKEN_ASSET not in log and "missing text key" not in log


def test_unknown_flag_exits_2_without_a_traceback(tmp_path):
    result = run_main("--no-such-flag", env_home=tmp_path)
    assert result.returncode == 2
    assert "unrecognized arguments" in result.stderr and "Traceback" not in result.stderr
