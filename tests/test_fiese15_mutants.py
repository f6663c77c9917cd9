"""Fiese 15: the match stats (busts, doubled turns, awards) and other details that mutation
testing (build/mutation.py) found no focused test for."""

from __future__ import annotations

from game.core.setup import Award, Line
from game.fiese15.logic.stats import MAX_AWARDS, MatchStats, SeatStats
from game.fiese15.logic.strips import ROUNDS

# -- counting during a match ------------------------------------------------------------------


def test_each_roll_counts_once_and_boldest_keeps_the_highest_stake() -> None:
    stats = MatchStats(2)
    for stake in (0, 9, 4):
        stats.on_roll(1, stake)
    assert stats.seats[1].rolls == 3 and stats.seats[1].boldest == 9
    assert stats.seats[0] == SeatStats()


def test_placed_dice_add_up() -> None:
    stats = MatchStats(2)
    stats.on_place(0, 2)
    stats.on_place(0, 3)
    assert stats.seats[0].dice_placed == 5 and stats.seats[1].dice_placed == 0


def test_each_turn_end_reason_counts_in_its_own_column() -> None:
    stats = MatchStats(2)
    stats.on_turn_end(0, 0, 7, "stop")
    assert (stats.seats[0].busts, stats.seats[0].doubled, stats.seats[0].bonuses) == (0, 0, 0)
    stats.on_turn_end(0, 1, 12, "bust")
    stats.on_turn_end(0, 2, 30, "all_six")
    stats.on_turn_end(0, 3, 15, "stop_bonus")
    stats.on_turn_end(0, 4, 3, "bust")
    stats.on_turn_end(0, 5, 20, "all_six")
    stats.on_turn_end(0, 6, 14, "stop_bonus")
    seat = stats.seats[0]
    assert (seat.turns, seat.busts, seat.doubled, seat.bonuses) == (7, 2, 2, 2)
    assert seat.best_turn == 30
    assert stats.cells[0][:5] == ["stop", "bust", "all_six", "stop_bonus", "bust"]
    assert stats.cells[0][7:] == [""] * (ROUNDS - 7)
    assert stats.cells[1] == [""] * ROUNDS and stats.seats[1] == SeatStats()


# -- saving ----------------------------------------------------------------------------------


def test_from_dict_keeps_known_counts_and_repairs_the_rest() -> None:
    data = {
        "seats": [
            {"rolls": "4", "busts": 2, "unknown": 9},
            "not a row",
            {"doubled": 1},
            {"rolls": 99},  # a fourth seat in a three-seat match
        ],
        "cells": [
            ["bust"] * ROUNDS,
            ["stop"] * (ROUNDS - 1),  # the wrong length: left empty
            [1] * ROUNDS,
        ],
    }
    stats = MatchStats.from_dict(data, 3)
    assert stats.seats == [SeatStats(rolls=4, busts=2), SeatStats(), SeatStats(doubled=1)]
    assert stats.cells == [["bust"] * ROUNDS, [""] * ROUNDS, ["1"] * ROUNDS]
    assert MatchStats.from_dict({}, 2).to_dict() == MatchStats(2).to_dict()
    odd = {"seats": "x", "cells": {"a": 1}}
    assert MatchStats.from_dict(odd, 2).to_dict() == MatchStats(2).to_dict()


def test_a_save_keeps_how_each_score_came_about() -> None:
    stats = MatchStats(2)
    stats.on_turn_end(0, 0, 9, "bust")
    stats.on_turn_end(1, 0, 24, "all_six")
    again = MatchStats.from_dict(stats.to_dict(), 2)
    assert again.cells == stats.cells and again.cells[1][0] == "all_six"
    assert again.seats == stats.seats


def test_from_dict_reads_only_as_many_seats_as_the_match_has() -> None:
    full = MatchStats(3)
    for seat in range(3):
        full.on_roll(seat, 0)
        full.on_turn_end(seat, 0, seat + 1, "stop")
    two = MatchStats.from_dict(full.to_dict(), 2)
    assert len(two.seats) == 2 and len(two.cells) == 2
    assert [s.best_turn for s in two.seats] == [1, 2]


# -- the results screen ----------------------------------------------------------------------


def test_awards_go_to_single_leaders_in_a_fixed_order_and_stop_at_the_maximum() -> None:
    stats = MatchStats(3)
    stats.seats[0] = SeatStats(boldest=14, busts=1, best_turn=20)
    stats.seats[1] = SeatStats(doubled=2, bonuses=1, best_turn=25)
    stats.seats[2] = SeatStats(busts=3, bonuses=1)
    awards = stats.awards()
    assert len(awards) == MAX_AWARDS == 3
    assert awards == (
        Award("fiese15.award.boldest", "14", seat=0),
        Award("fiese15.award.doubled", "2", seat=1),
        Award("fiese15.award.busts", "3", seat=2),
    )
    # Without the first three the tied bonuses give nothing and best turn comes through.
    stats.seats[0] = SeatStats(best_turn=20)
    stats.seats[1] = SeatStats(bonuses=1, best_turn=25)
    stats.seats[2] = SeatStats(bonuses=1)
    assert stats.awards() == (Award("fiese15.award.best_turn", "25", seat=1),)


def test_no_award_for_nothing_or_a_tie() -> None:
    stats = MatchStats(2)
    assert stats.awards() == ()
    stats.seats[0].busts = stats.seats[1].busts = 2
    assert stats.awards() == ()
    stats.seats[1].busts = 1  # one clear leader, with a single point
    assert stats.awards() == (Award("fiese15.award.busts", "2", seat=0),)
    lone = MatchStats(2)
    lone.seats[1].bonuses = 1
    assert lone.awards() == (Award("fiese15.award.bonuses", "1", seat=1),)


def test_stat_lines_add_up_the_whole_table() -> None:
    stats = MatchStats(2)
    stats.seats[0] = SeatStats(rolls=5, busts=1, doubled=0, turns=3)
    stats.seats[1] = SeatStats(rolls=7, busts=2, doubled=1, turns=4)
    assert stats.stat_lines() == (
        Line("fiese15.stat.rolls", {"rolls": 12, "busts": 3}),
        Line("fiese15.stat.doubled", {"doubled": 1, "turns": 7}),
    )
