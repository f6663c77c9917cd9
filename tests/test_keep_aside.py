"""Kept-aside copies are never overwritten: two broken copies of one file within one second
each keep their own name."""

from __future__ import annotations

import time

from game.engine import storage


def freeze_the_clock(monkeypatch) -> None:
    """Every kept-aside name is stamped with the same second."""
    monkeypatch.setattr(time, "strftime", lambda *_args: "20260101-120000")


def test_two_broken_copies_in_one_second_are_both_kept(tmp_path, monkeypatch):
    freeze_the_clock(monkeypatch)
    path = tmp_path / "settings.json"
    path.write_bytes(b"first broken copy")
    first = storage.keep_aside(path, "garbage")
    path.write_bytes(b"second broken copy")
    second = storage.keep_aside(path, "garbage")
    assert first is not None and second is not None and first != second
    assert first.read_bytes() == b"first broken copy"
    assert second.read_bytes() == b"second broken copy"
    assert not path.exists()
    assert storage.take_notices() == [first.name, second.name]


def test_reads_of_a_file_broken_twice_in_one_second_keep_both(tmp_path, monkeypatch):
    freeze_the_clock(monkeypatch)
    path = tmp_path / "profiles.json"
    contents = [b"{broken one", b"{broken two", b"{broken three"]
    for content in contents:
        path.write_bytes(content)
        assert storage.read_json(path, 1) is None
    kept = sorted(tmp_path.glob("profiles.json.broken-*"))
    assert sorted(p.read_bytes() for p in kept) == sorted(contents)


def test_a_broken_file_that_cannot_be_moved_leaves_no_empty_copy(tmp_path, monkeypatch):
    freeze_the_clock(monkeypatch)
    path = tmp_path / "autosave.json"
    path.write_bytes(b"{broken")

    def refuse(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", refuse)
    assert storage.keep_aside(path, "garbage") is None
    assert path.read_bytes() == b"{broken"
    assert list(tmp_path.glob("autosave.json.broken-*")) == []
