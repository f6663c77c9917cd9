"""Würfelblitz's average call time is the average of a person's right calls, not of their
fastest call per match; saves and stats from before it was counted still load."""

from __future__ import annotations

import pytest

from game.core.savefile import SaveFormatError
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchResult, MatchSetup
from game.core.timing import seconds
from game.shell.people.person import Person
from game.shell.people.stats import GameStats, record_result
from game.shell.people.store import PeopleStore
from game.wuerfelblitz.logic import TIE_WINDOW_FRAMES, Call, SeatTally, WuerfelblitzMatch
from game.wuerfelblitz.screen.results import match_result
from game.wuerfelblitz.screen.stats import RoundStats
from tests.test_wuerfelblitz_rules import RIGHT, WRONG, live_round, new_match


def play_calls(match: WuerfelblitzMatch, seat: int, delays: list[int]) -> None:
    """``seat`` calls right ``delay`` frames after each reveal (a wrong call first)."""
    for delay in delays:
        reveal = live_round(match)
        match.apply(Call(seat, WRONG, reveal + 5))  # a wrong call has no time to count
        match.apply(Call(seat, RIGHT, reveal + delay))
        match.advance(reveal + delay + TIE_WINDOW_FRAMES)


def test_a_seat_sums_the_times_of_its_right_calls():
    match = new_match(2)
    play_calls(match, 1, [90, 30, 60])
    tally = match.tallies[1]
    assert (tally.reaction_sum, tally.reactions, tally.fastest) == (180, 3, 30)
    assert (tally.correct, tally.wrong) == (3, 3)
    assert match.tallies[0].reactions == 0


def test_the_counts_survive_a_save_and_an_old_save_starts_them_at_nothing():
    match = new_match(2)
    play_calls(match, 0, [50, 70])
    again = WuerfelblitzMatch.from_dict(match.to_dict())
    assert (again.tallies[0].reaction_sum, again.tallies[0].reactions) == (120, 2)
    old = match.to_dict()
    for tally in old["tallies"]:  # a save written before call times were counted
        del tally["reaction_sum"], tally["reactions"]
    resumed = WuerfelblitzMatch.from_dict(old)
    assert (resumed.tallies[0].reaction_sum, resumed.tallies[0].reactions) == (0, 0)
    assert resumed.tallies[0].correct == 2 and resumed.tallies[0].fastest == 50
    play_calls(resumed, 0, [40])  # from here on every right call counts
    assert (resumed.tallies[0].reaction_sum, resumed.tallies[0].reactions) == (40, 1)


@pytest.mark.parametrize("field", ["reaction_sum", "reactions"])
@pytest.mark.parametrize("value", [-1, 1.5, "3", True, None])
def test_a_hand_edited_call_time_is_refused(field, value):
    data = SeatTally(reaction_sum=10, reactions=1).to_dict()
    data[field] = value
    with pytest.raises(SaveFormatError):
        SeatTally.from_dict(data)


def test_the_match_result_reports_each_seats_sum_and_count():
    match = new_match(3)
    play_calls(match, 0, [60, 120])
    play_calls(match, 2, [90])
    setup = MatchSetup("wuerfelblitz", tuple(Seat(i, SeatKind.HUMAN) for i in range(3)))
    result = match_result(setup, match, RoundStats(3))
    measures = dict(result.measures)
    assert measures["call_time"] == ((180, 2), (0, 0), (90, 1))
    assert measures["call"] == (60, None, 90)  # the fastest: the evening's award


def test_a_persons_average_is_over_all_their_right_calls():
    anna = Person("p1", "Anna")
    setup = MatchSetup("wuerfelblitz", (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.HUMAN)))
    for fastest, calls in ((60, (180, 2)), (90, (90, 1))):  # calls of 60 + 120, then 90
        measures = (("call", (fastest, None)), ("call_time", (calls, (0, 0))))
        record_result({0: anna}, MatchResult(setup, (3, 0), measures=measures))
    stats = anna.stats_of("wuerfelblitz")
    assert stats.measure("call_time") == 90  # (60 + 120 + 90) / 3 …
    assert stats.measure("call") == 75  # … not (60 + 90) / 2, the average of the fastest
    assert GameStats.from_dict(stats.to_dict()).measures == stats.measures


def test_a_pair_from_nowhere_counts_for_nothing():
    anna = Person("p1", "Anna")
    setup = MatchSetup("wuerfelblitz", (Seat(0, SeatKind.HUMAN),))
    for bad in ((5, 0), (5, -2), ("5", 1), (5, 1.5), (float("nan"), 1), (5,), (5, 1, 1)):
        record_result({0: anna}, MatchResult(setup, (1,), measures=(("call_time", (bad,)),)))
    assert "call_time" not in anna.stats_of("wuerfelblitz").measures


def notes_of(app, person) -> list[str]:
    from game.catalog import game_by_id
    from game.shell.people.stats_screen import PeopleStatsScene

    scene = app.scenes.push(PeopleStatsScene(app.people))
    info = game_by_id("wuerfelblitz")
    return scene._notes(info, person.stats_of("wuerfelblitz"))


def test_the_stats_screen_shows_the_real_average_and_old_stats_as_they_were(make_app):
    app = make_app(scene="title", lang="en")
    old = {  # people.json from before call times: only the fastest call per match
        "people": [
            {
                "id": "p1",
                "name": "Old",
                "games": {"wuerfelblitz": {"measures": {"call": [150, 2]}}},
            },
            {
                "id": "p2",
                "name": "New",
                "games": {"wuerfelblitz": {"measures": {"call": [150, 2], "call_time": [540, 4]}}},
            },
        ]
    }
    app.people = PeopleStore.from_dict(old)
    fastest = app.t.decimal(seconds(75), 2)
    assert notes_of(app, app.people.get("p1")) == [
        app.t("people.note.call", game="Würfelblitz", s=fastest)
    ]
    average = app.t.decimal(seconds(135), 2)
    assert notes_of(app, app.people.get("p2")) == [
        app.t("people.note.call_time", game="Würfelblitz", s=average)
    ]
    assert average == "2.25"
