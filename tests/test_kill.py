"""Kill -9: a match of CPUs in a child process is killed at random moments, half of them while
an autosave is half-written (a test hook holds the write between the temp file and the
replace). Afterwards every file is valid or kept aside, and Continue resumes the match at
the last completed turn or the one before, never older (see ``game/shell/autosave.py``).

Run as a script, this module is the child: it plays the match and notes every turn it saved.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME, SEATS = "fiese15", ["cpu-easy"] * 6  # a long match: the kill always lands in it
KILLS = 8  # per test below; each costs a child start (about half a second)
SEED = 15
PAUSE_IN_WRITE = "0.04"  # seconds each write is held before its replace (the kill window)
KILL_AFTER = (0.0, 0.6)  # seconds after the first save: the match under way, not over
START_LIMIT = 60.0  # seconds a child may take to reach its first save (a slow, shared CI)

figures: Counter[str] = Counter()


@pytest.fixture(scope="module", autouse=True)
def report_figures():
    yield
    print(f"\nkill test: {dict(figures)}")


def child(journal: Path) -> None:
    """The match; each completed turn (its save handed to the writer) appends its frame."""
    sys.path.insert(0, str(ROOT))
    from game.app import App
    from game.cli import RunConfig

    app = App(RunConfig(headless=True, scene=GAME, seats=SEATS, seed=SEED))
    save = app.save_match

    def save_and_note(setup, state, screen=None) -> None:
        save(setup, state, screen)
        with journal.open("a", encoding="utf-8") as notes:  # the kernel keeps it past a kill
            notes.write(f"{(screen or {})['match_frame']}\n")

    app.save_match = save_and_note
    finish = app.finish_match

    def note_the_end(result) -> None:
        with journal.open("a", encoding="utf-8") as notes:
            notes.write("end\n")
        finish(result)

    app.finish_match = note_the_end
    while app.running:
        app.step()


def start(home: Path, journal: Path) -> subprocess.Popen:
    env = {**os.environ, "SPIELEKISTE_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
    env["SDL_AUDIODRIVER"] = "dummy"
    env["SPIELEKISTE_TEST_PAUSE_BEFORE_REPLACE"] = PAUSE_IN_WRITE
    return subprocess.Popen(
        [sys.executable, __file__, str(journal)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=(home / "child.log").open("w"),
    )


def wait_for(condition, limit: float) -> bool:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.002)
    return False


def kill_a_match(home: Path, rng: random.Random, mid_write: bool) -> list[int]:
    """Start, wait, kill -9; the frames of the turns saved before the kill."""
    home.mkdir(parents=True, exist_ok=True)
    journal = home / "journal.txt"
    data = home / "data"
    process = start(home, journal)
    try:
        # Two turns noted: the first turn's write has then finished (each save waits for the
        # one before), so there is always a completed save the kill can fall back to.
        saved = wait_for(
            lambda: (
                process.poll() is not None
                or (journal.exists() and len(journal.read_text().split()) >= 2)
            ),
            START_LIMIT,
        )
        assert saved and process.poll() is None, (home / "child.log").read_text()[-800:]
        time.sleep(rng.uniform(*KILL_AFTER))
        if mid_write:  # the next write holds between its temp file and its replace
            assert wait_for(lambda: any(data.glob("*.tmp")), 10.0)
        else:
            time.sleep(rng.uniform(0, 0.05))
        assert process.poll() is None, (home / "child.log").read_text()[-800:]
        process.kill()  # SIGKILL; TerminateProcess on Windows: no chance to clean up either way
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
    figures["kills mid-write" if mid_write else "kills"] += 1
    notes = journal.read_text().split()
    assert "end" not in notes, "the match ended before the kill"
    return [int(line) for line in notes]


def check_files(home: Path) -> None:
    """Every JSON file there is valid as it lies (a temp file may be left: cleaned at start)."""
    for path in home.rglob("*.json*"):
        if path.suffix in (".tmp", ".txt", ".log") or ".broken-" in path.name:
            continue
        wrapper = json.loads(path.read_text(encoding="utf-8"))
        assert isinstance(wrapper.get("data"), dict), path


def check_resume(make_app, home: Path, turns: list[int], monkeypatch) -> None:
    from game.shell import autosave, flow
    from tests.driving import run

    monkeypatch.setenv("SPIELEKISTE_HOME", str(home))
    saved = autosave.load_match()
    assert saved is not None, f"no save after {len(turns)} turns"
    frame = saved[2]["match_frame"]
    # The last completed turn or the one before; a turn whose note the kill cut off is newer.
    assert frame in turns[-2:] or frame > turns[-1], f"resumed {frame}, turns {turns[-4:]}"
    app = make_app(scene="title")
    assert not list((home / "data").glob("*.tmp"))  # the start cleaned the killed write
    assert flow.resume_autosave(app)
    run(app, 120)
    match = next(s for s in app.scenes if getattr(s, "is_match", False))
    assert match.match_frame >= frame and match.setup.game_id == GAME


@pytest.mark.parametrize("mid_write", [False, True], ids=["any-moment", "mid-write"])
def test_a_killed_match_leaves_valid_files_and_resumes_where_it_was(
    make_app, tmp_path, monkeypatch, mid_write
):
    rng = random.Random(SEED + mid_write)
    for kill in range(KILLS):
        home = tmp_path / f"home{kill}"
        turns = kill_a_match(home, rng, mid_write)
        check_files(home)
        check_resume(make_app, home, turns, monkeypatch)


@pytest.mark.parametrize("value", ["soon", "-1", ""])
def test_a_mistyped_write_hook_never_breaks_a_write(tmp_path, monkeypatch, value):
    from game.engine import storage

    monkeypatch.setenv(storage.PAUSE_BEFORE_REPLACE_ENV, value)
    storage.write_json(tmp_path / "x.json", {"a": 1}, 1)
    assert storage.read_json(tmp_path / "x.json", 1) == {"a": 1}


if __name__ == "__main__":
    child(Path(sys.argv[1]))
