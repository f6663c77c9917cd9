"""Several files changed as one (``game.engine.journal``): written together in order, made
again whole at start when a kill left the journal, a crafted journal writes nothing."""

from __future__ import annotations

import json

import pytest

from game.engine import journal, storage


def test_a_change_writes_every_file_in_order_and_the_journal_goes():
    first, second = storage.data_dir() / "a.json", storage.config_dir() / "b.json"
    storage.write_json(second, {"n": 0}, 1)
    with journal.together():
        storage.writer.submit(first, {"n": 1}, 1)
        storage.writer.submit(second, {"n": 2}, 1)
        storage.writer.delete(second)
        assert not first.exists(), "nothing is written inside the block"
    storage.writer.flush()
    assert storage.read_json(first, 1) == {"n": 1}
    assert not second.exists() and not second.with_suffix(".json.bak").exists()
    assert not journal.path().exists()


def test_a_journal_a_kill_left_is_made_again_whole_at_start():
    target = storage.data_dir() / "people.json"
    storage.write_json(target, {"old": True}, 1)
    gone = storage.data_dir() / "autosave.json"
    storage.write_json(gone, {"turn": 9}, 1)
    changes = [["data", "people.json", {"new": True}, 1], ["data", "autosave.json", None, 0]]
    storage.write_json(journal.path(), {"changes": changes}, journal.VERSION)
    journal.settle()
    assert storage.read_json(target, 1) == {"new": True}
    assert not gone.exists() and not journal.path().exists()


@pytest.mark.parametrize(
    "changes",
    [
        [["data", "../escape.json", {"x": 1}, 1]],
        [["etc", "passwd.json", {"x": 1}, 1]],
        [["data", "journal.json", {"x": 1}, 1]],
        [["data", "a.json", [1, 2], 1]],
        [["data", "a.json", {"x": 1}, "1"]],
        [["data", "a.json"]],
        [],
        "everything",
    ],
)
def test_a_crafted_journal_writes_nothing_and_is_kept_aside(changes):
    storage.write_json(journal.path(), {"changes": changes}, journal.VERSION)
    journal.settle()
    assert not journal.path().exists()
    assert any(storage.data_dir().glob("journal.json.broken-*"))
    assert not (storage.data_dir().parent / "escape.json").exists()
    assert sorted(p.name for p in storage.data_dir().iterdir() if ".broken-" not in p.name) == []
    assert storage.take_notices()


def test_a_journal_cut_short_changes_nothing():
    target = storage.data_dir() / "people.json"
    storage.write_json(target, {"old": True}, 1)
    text = json.dumps({"version": 1, "data": {"changes": [["data", "people.json", {}, 1]]}})
    journal.path().write_text(text[: len(text) // 2])
    journal.settle()
    assert storage.read_json(target, 1) == {"old": True}
    assert not journal.path().exists()
