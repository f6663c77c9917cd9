"""More time in the Fischkopp shout window for a person who wants it: their own deadline,
the window open until the longest ends, shown beside their name; CPUs never get it."""

from __future__ import annotations

import random

import pytest

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.core.timing import frames
from game.fischkopp.logic import FischkoppMatch
from game.fischkopp.logic.events import LateShout, Shouted, ShoutPenalty
from game.fischkopp.logic.shout_log import more_time
from game.fischkopp.logic.shouting import WINDOW_FRAMES, ShoutBox
from game.fischkopp.screen.scene import create_scene

EXTRA = frames(5.0)


def test_each_voice_shouts_within_its_own_time_and_the_window_waits_for_the_longest():
    box = ShoutBox(3, extra=[EXTRA, 0, 0])
    box.open(100)
    assert box.closes_at == 100 + WINDOW_FRAMES + EXTRA
    late = 100 + WINDOW_FRAMES + 10  # after the usual 10 s, inside the longer time
    assert isinstance(box.shout(0, late)[0], Shouted)  # more time: still counts
    assert box.shout(1, late) == [LateShout(1, late, True)]  # the usual time is over
    assert box.close_due(late) == []  # still open for the one with more time
    events = box.close_due(box.closes_at)
    missed = [e.voice for e in events if isinstance(e, ShoutPenalty)]
    assert missed == [1, 2] and box.penalties == [0, 1, 1]


def test_without_more_time_the_window_is_the_usual_ten_seconds():
    box = ShoutBox(2)
    box.open(0)
    assert box.closes_at == WINDOW_FRAMES and box.deadline(0) == box.deadline(1) == WINDOW_FRAMES


def test_more_time_survives_a_save_and_an_old_save_has_none():
    match = FischkoppMatch.new(2, 1, random.Random(1), (EXTRA,))
    assert match.shouts.extra == [EXTRA, 0, 0]
    again = FischkoppMatch.from_dict(match.to_dict())
    assert again.shouts.extra == [EXTRA, 0, 0]
    old = match.to_dict()
    del old["shouts"]["extra"]
    assert FischkoppMatch.from_dict(old).shouts.extra == [0, 0, 0]


@pytest.mark.parametrize("more_time", [(1, 2, 3), (-1,), (frames(60.0),)])
def test_more_time_that_does_not_fit_is_refused(more_time):
    with pytest.raises(ValueError):
        FischkoppMatch.new(2, 0, random.Random(1), more_time)


def test_a_person_gets_the_time_a_cpu_never_and_the_row_says_so(make_app):
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "easy"), Seat(2, SeatKind.HUMAN))
    options = ({"more_time": 10}, {"more_time": 10}, {})
    setup = MatchSetup("fischkopp", seats, {}, 4, seat_options=options)
    assert more_time(setup) == (frames(10.0), 0, 0)
    app = make_app(scene="title", lang="en")
    app.input.bind("kb_left", 0)
    app.input.bind("kb_right", 2)
    scene = create_scene(setup)
    app.scenes.clear_to(scene)
    assert scene.match.shouts.extra[:3] == [frames(10.0), 0, 0]
    from game.fischkopp.screen.view import kind_label as _kind

    assert _kind(app.t, 0, None, frames(10.0)) == "+10 s"
    assert _kind(app.t, 2, None, 0) == ""
