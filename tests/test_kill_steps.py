"""Kill -9 at every file step: of the end of a game night's match (the evening's record and
the box's count written as one change, the autosave gone last) and of a single write (the
old file copied to ``.bak``, the new one moved in). A test hook (``storage.test_step``)
lets the child kill itself exactly at step k, for every k. After each kill a new start
finds all of the change or none of it: never the match counted in one file and not the
other, never a match both finished and offered again, never a file missing or half there.

Run as a script, this module is the child: ``end <home>`` plays an evening's match of CPUs
to its end; ``write <file>`` writes a file over an older one.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME, SEATS, SEED = "fischkopp", ["cpu-easy"], 4  # a match of half a second
END_STEPS = 14  # the journal (2), two files each copied and written (4 + 4), two deletions
LIMIT = 120.0  # seconds a child may take on a slow, shared CI

figures: Counter[str] = Counter()


@pytest.fixture(scope="module", autouse=True)
def report_figures():
    yield
    print(f"\nkill steps: {dict(figures)}")


def end_child(home: Path) -> None:
    """An evening's match of CPUs played to its end; the hook kills it somewhere there."""
    sys.path.insert(0, str(ROOT))
    from game.app import App
    from game.cli import RunConfig
    from game.engine import storage
    from game.shell.evening import store
    from game.shell.evening.flow import new_evening

    app = App(RunConfig(headless=True, scene=GAME, seats=SEATS, seed=SEED))
    match = app.scenes.top
    evening = new_evening([GAME, "fiese15"], [("cpu:1", "cpu", "easy")])
    evening.match_seed = match.setup.seed
    store.save(evening)
    app.people.save()  # a people file already there: its write copies it to .bak first
    storage.writer.flush()
    while not match.result_sent:
        app.step()
    storage.writer.flush(timeout=30.0)
    app.shutdown()


def write_child(path: Path) -> None:
    sys.path.insert(0, str(ROOT))
    from game.engine import storage

    storage.write_json(path, {"turn": 2}, 1)


def run_child(args: list[str], home: Path, step: str) -> int:
    env = {**os.environ, "SPIELEKISTE_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    env["SDL_AUDIODRIVER"] = "dummy"
    env["SPIELEKISTE_TEST_DIE_AT_STEP"] = step
    done = subprocess.run(
        [sys.executable, __file__, *args], env=env, capture_output=True, timeout=LIMIT
    )
    assert done.returncode in (0, -9), done.stderr.decode()[-800:]
    return done.returncode


def the_box_after_a_start(make_app) -> tuple[bool, int, int]:
    """A new start (which settles what a kill left): (an autosave waits, the evening's games
    played, the box's count of the game's matches)."""
    from game.shell import autosave
    from game.shell.evening import store

    app = make_app(scene="title")
    assert app.scenes.top.has_save, "Continue is offered: the match or the evening"
    data = Path(os.environ["SPIELEKISTE_HOME"]) / "data"
    assert not list(data.rglob("*.tmp")) and not (data / "journal.json").exists()
    evening = store.load()
    assert evening is not None
    finished = app.people.box.finished.get(GAME, 0)
    return autosave.load_match() is not None, evening.played, finished


@pytest.mark.parametrize("step", range(1, END_STEPS + 2))
def test_kill_steps_the_end_of_a_match_is_counted_once_or_offered_again(
    make_app, tmp_path, monkeypatch, step
):
    home = tmp_path / "home"
    monkeypatch.setenv("SPIELEKISTE_HOME", str(home))
    code = run_child(["end", str(home)], home, f"end:{step}")
    waiting, played, finished = the_box_after_a_start(make_app)
    if step > END_STEPS:
        assert code == 0, "past the last step the match ends as always"
    else:
        assert code == -9, f"step {step} is a step of the end"
    if waiting:  # none of the change: the match waits at its last turn
        figures["none"] += 1
        assert (played, finished) == (0, 0), f"step {step}: resumable and counted"
    else:  # all of it: counted once in the evening and in the box
        figures["all"] += 1
        assert (played, finished) == (1, 1), f"step {step}: half a change"
    # Step 1: the journal's temp file is written, not yet in place; step 2: it is in place.
    if step == 1:
        assert waiting, "a kill before the journal is whole changes nothing"
    else:
        assert not waiting, "once the journal is whole the change is made, at the latest at start"


@pytest.mark.parametrize("step", range(1, 6))
def test_kill_steps_a_write_leaves_the_old_file_or_the_new(tmp_path, monkeypatch, step):
    from game.engine import storage

    path = tmp_path / "data" / "x.json"
    storage.write_json(path, {"turn": 1}, 1)
    storage.write_json(path, {"turn": 1}, 1)  # a backup as well, as after a second turn
    code = run_child(["write", str(path)], tmp_path, str(step))
    assert code == (0 if step > 4 else -9)
    monkeypatch.setenv("SPIELEKISTE_HOME", str(tmp_path))
    storage.clean_temp_files()
    assert not list(path.parent.glob("*.tmp"))
    wrapper = storage.read_json(path, 1)  # the file itself, never only the backup
    assert wrapper in ({"turn": 1}, {"turn": 2}) and path.exists()
    assert storage.read_json(path.with_suffix(".json.bak"), 1) == {"turn": 1}
    figures["write old" if wrapper == {"turn": 1} else "write new"] += 1


if __name__ == "__main__":
    {"end": end_child, "write": write_child}[sys.argv[1]](Path(sys.argv[2]))
