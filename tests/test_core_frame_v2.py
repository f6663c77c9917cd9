"""Core contracts of frame v2: standings with tie-breaks, frame-counted jobs, people."""

from __future__ import annotations

import pytest

from game.core.jobs import Jobs, finish
from game.core.seats import Seat, SeatKind
from game.core.setup import Line, MatchResult, MatchSetup, Participant
from game.core.standings import order, ranks, winners
from game.core.timing import FPS, frames, seconds


def test_highest_total_wins_and_ties_share_a_place():
    assert ranks([10, 30, 30, 5]) == [3, 1, 1, 4]
    assert winners([10, 30, 30, 5]) == [1, 2]
    assert order([10, 30, 30, 5]) == [1, 2, 0, 3]


def test_lowest_wins_counts_down():
    assert ranks([12, 3, 7], lowest_wins=True) == [3, 1, 2]
    assert winners([12, 3, 3], lowest_wins=True) == [1, 2]


def test_tie_breaks_separate_equal_totals_in_order_and_count_up():
    # Fischkopp: lowest score, then more Fischköpfe, then the play-off (1 = won it).
    totals = [5, 5, 5, 9]
    tiebreaks = [(1, 0), (2, 0), (2, 1), (4, 1)]
    assert ranks(totals, True, tiebreaks) == [3, 2, 1, 4]
    assert winners(totals, True, tiebreaks) == [2]
    assert order(totals, True, tiebreaks) == [2, 1, 0, 3]


def test_a_full_tie_on_every_key_still_shares():
    assert winners([4, 4], True, [(1,), (1,)]) == [0, 1]
    with pytest.raises(ValueError):
        ranks([1, 2], tiebreaks=[(1,)])


def test_a_result_ranks_with_its_game_rules():
    setup = MatchSetup("fischkopp", (Seat(0), Seat(1, SeatKind.CPU)))
    result = MatchResult(setup, (7, 7), lowest_wins=True, tiebreaks=((1,), (0,)))
    assert result.winners == (0,) and result.places == [1, 2] and result.order == [0, 1]
    plain = MatchResult(setup, (7, 7))
    assert plain.winners == (0, 1)


def test_time_converts_between_seconds_and_frames():
    assert FPS == 60 and frames(10) == 600 and frames(0.15) == 9 and seconds(1800) == 30.0


def counting_job(n: int, log: list):
    for i in range(n):
        log.append(i)
        yield
    return n * 10


def test_jobs_run_a_fixed_share_per_frame_round_robin():
    log_a, log_b = [], []
    jobs = Jobs(steps_per_frame=3)
    jobs.start("a", counting_job(4, log_a))
    jobs.start("b", counting_job(2, log_b))
    jobs.run_frame()
    assert jobs.steps == 3 and len(log_a) + len(log_b) == 3
    for _ in range(5):
        jobs.run_frame()
    assert jobs.result("a") == 40 and jobs.take("b") == 20
    assert not jobs.busy and not jobs.is_done("b")
    jobs.start("a", counting_job(1, log_a))  # a finished key is not started again
    assert not jobs.busy


def test_jobs_can_be_cancelled_and_replaced():
    jobs = Jobs(1)
    log: list = []
    jobs.start("x", counting_job(100, log))
    jobs.run_frame()
    jobs.replace("x", counting_job(1, log))
    jobs.run_all()
    assert jobs.result("x") == 10 and finish(counting_job(3, [])) == 30
    with pytest.raises(ValueError):
        Jobs(0)


def test_the_setup_keeps_people_and_per_seat_options_through_a_save():
    setup = MatchSetup(
        "wuerfelblitz",
        (Seat(0), Seat(1), Seat(2, SeatKind.CPU, "hard")),
        {"whites": 3},
        5,
        participants=(Participant(4, 0), Participant(7, 1), Participant(9)),
        seat_options=({"whites_per_black": 1}, {}, {"whites_per_black": 2}),
    )
    again = MatchSetup.from_dict(setup.to_dict())
    assert again == setup
    assert [p.id for p in again.spectators] == [9]
    assert again.participant_of(1) == Participant(7, 1) and again.participant_of(2) is None
    assert again.option_of(0, "whites_per_black", 3) == 1
    assert again.option_of(1, "whites_per_black", 3) == 3
    assert again.option_of(5, "whites_per_black", 3) == 3


def test_lines_carry_keys_and_values_never_text():
    line = Line("fits.stat.rounds", {"seat": 1, "rounds": "3 / 4"})
    assert line.key == "fits.stat.rounds" and line.values["seat"] == 1


def test_a_tie_break_list_of_the_wrong_length_says_so():
    with pytest.raises(ValueError, match=r"^one tie-break tuple per seat$"):
        order([1, 2, 3], tiebreaks=[(1,), (2,)])


def test_jobs_take_turns_in_start_order_one_step_each():
    log: list = []

    def job(name: str):
        for _ in range(3):
            log.append(name)
            yield

    jobs = Jobs(steps_per_frame=1)
    for name in "abc":
        jobs.start(name, job(name))
    for _ in range(7):
        jobs.run_frame()
    assert "".join(log) == "abcabca"
    with pytest.raises(ValueError, match=r"^a job queue must make progress every frame$"):
        Jobs(0)


def test_cancelling_closes_the_running_job_and_forgets_its_result():
    closed: list = []

    def job():
        try:
            while True:
                yield
        finally:
            closed.append(True)

    jobs = Jobs(1)
    jobs.start("x", job())
    jobs.run_frame()
    assert jobs.is_running("x") and not jobs.is_running("y")
    jobs.cancel("x")
    assert closed == [True] and not jobs.is_running("x") and not jobs.busy
    jobs.cancel("never started")  # nothing to cancel is fine
    jobs.start("done", counting_job(1, []))
    jobs.run_all()
    jobs.cancel("done")
    assert not jobs.is_done("done")


def test_replacing_a_finished_job_drops_its_result_until_the_new_one_ends():
    jobs = Jobs(1)
    jobs.start("x", counting_job(1, []))
    jobs.run_all()
    jobs.replace("x", counting_job(2, []))
    assert not jobs.is_done("x") and jobs.is_running("x")
    jobs.run_all()
    assert jobs.result("x") == 20
