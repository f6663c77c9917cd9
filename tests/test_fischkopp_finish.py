"""The end of a Fischkopp match: lowest score, more Fischköpfe, and every Stechen branch
(penalty elimination, single survivor, played rounds, repeated ties), with the standings
the shell ranks by."""

from __future__ import annotations

from game.core.standings import order, ranks
from game.fischkopp.logic import Roll, Shout, summarise
from game.fischkopp.logic.board import FULL_MASK, mask_of
from game.fischkopp.logic.events import GameOver, StechenStarted, TurnEnded, TurnStarted
from game.fischkopp.logic.rules import FischkoppMatch
from tests.test_fischkopp_rules import scripted

STUCK_ROLL = [6, 6]  # fits no board with 6 and 12 covered
ODD_FIELDS_FIRST = (11, 10, 9, 8, 7, 5, 4, 3, 2, 1)


def finish_turn(match: FischkoppMatch, score: int, fischkoepfe: int = 0) -> list:
    """End the current turn with ``score`` on a hand-built board that gets stuck."""
    left, uncovered = score, []
    for field in ODD_FIELDS_FIRST:
        if field <= left:
            uncovered.append(field)
            left -= field
    assert left == 0
    match.board = FULL_MASK & ~mask_of(uncovered)
    match.turn_fischkoepfe = fischkoepfe
    seat, number = match.current_seat, match.round.number
    events = match.apply(Roll(seat))
    assert events[1] == TurnEnded(seat, number, score, "stuck", fischkoepfe)
    return events


def play(seats: int, results: list[tuple[int, int]], spectators: int = 0) -> tuple:
    match = scripted(STUCK_ROLL * 40, seats, spectators)
    events: list = []
    for score, fischkoepfe in results:
        events = finish_turn(match, score, fischkoepfe)
    return match, events


def test_lowest_score_wins() -> None:
    match, events = play(3, [(20, 0), (10, 0), (30, 2)])
    assert events[-1] == GameOver(1, (2, 1, 3))
    assert match.winner == 1 and len(match.rounds) == 1


def test_equal_scores_go_to_more_fischkoepfe() -> None:
    match, events = play(3, [(10, 1), (10, 2), (10, 0)])
    assert events[-1] == GameOver(1, (2, 1, 3))
    summary = summarise(match)
    assert summary.fischkoepfe == (1, 2, 0) and summary.tiebreaks[1] == (2, 0)


def test_ties_behind_the_winner_share_a_place_without_stechen() -> None:
    _, events = play(3, [(5, 0), (10, 0), (10, 0)])
    assert events[-1] == GameOver(0, (1, 2, 2))


def penalise(match: FischkoppMatch, voice: int, times: int = 1) -> None:
    for _ in range(times):
        match.apply(Shout(voice, match.frame))
        match.advance(match.frame + 60)


def test_stechen_removes_those_with_more_penalties_and_the_rest_play() -> None:
    match = scripted(STUCK_ROLL * 10, 3, 1)
    penalise(match, 0)
    penalise(match, 3, times=2)  # a spectator's points do not matter
    finish_turn(match, 10)
    finish_turn(match, 10)
    events = finish_turn(match, 10)
    assert events[-2:] == [StechenStarted(1, (0, 1, 2), (0,), (1, 2)), TurnStarted(1, 1)]
    assert match.current_seat == 1
    finish_turn(match, 12)
    events = finish_turn(match, 8)
    assert isinstance(events[-1], GameOver) and match.winner == 2
    summary = summarise(match)
    assert summary.scores == (10, 10, 10)
    assert summary.stechen_scores == ((None, 12, 8),)
    assert summary.seat_penalties == (1, 0, 0) and summary.voice_penalties == (1, 0, 0, 2)
    assert summary.places == (3, 2, 1)
    assert ranks(summary.totals, True, summary.tiebreaks) == [3, 2, 1]
    assert order(summary.totals, True, summary.tiebreaks) == [2, 1, 0]


def test_a_single_survivor_of_the_penalty_check_wins_without_rolling() -> None:
    match = scripted(STUCK_ROLL * 10, 3)
    penalise(match, 1)
    finish_turn(match, 10)
    finish_turn(match, 10)
    events = finish_turn(match, 40)
    assert events[-2:] == [StechenStarted(1, (0, 1), (1,), (0,)), GameOver(0, (1, 2, 3))]
    assert summarise(match).stechen_scores == ((None, None, None),)


def test_stechen_rounds_repeat_while_tied_and_check_penalties_again() -> None:
    match = scripted(STUCK_ROLL * 20, 3)
    for _ in range(3):
        finish_turn(match, 15, 1)
    assert match.rounds[-1].players == (0, 1, 2)
    finish_turn(match, 9)
    finish_turn(match, 9)
    penalise(match, 2)  # during the Stechen: counts for the next check
    events = finish_turn(match, 9)
    assert events[-2:] == [StechenStarted(2, (0, 1, 2), (2,), (0, 1)), TurnStarted(0, 2)]
    finish_turn(match, 4, 0)
    events = finish_turn(match, 4, 1)  # more Fischköpfe in the Stechen turn wins it
    assert events[-1] == GameOver(1, (2, 1, 3))
    summary = summarise(match)
    assert summary.stechen_scores == ((9, 9, 9), (4, 4, None))
    assert summary.fischkoepfe == (1, 1, 1)  # the game's own, not the Stechen's


def test_stechen_of_two_after_a_bigger_table() -> None:
    match, events = play(4, [(30, 0), (3, 0), (40, 1), (3, 0)])
    assert events[-2:] == [StechenStarted(1, (1, 3), (), (1, 3)), TurnStarted(1, 1)]
    finish_turn(match, 20)
    events = finish_turn(match, 2)
    assert events[-1] == GameOver(3, (3, 2, 4, 1))


def test_solo_game_wins_itself() -> None:
    _, events = play(1, [(33, 0)])
    assert events[-1] == GameOver(0, (1,))
