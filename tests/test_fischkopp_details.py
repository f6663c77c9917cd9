"""Fischkopp details the results screen, the dice ledger and replays read: the summary of
a match, the dice of a roll, covered fields and actions read back from a replay."""

from __future__ import annotations

import pytest

from game.fischkopp.logic import WINDOW_FRAMES, Cover, Roll, Shout, summarise
from game.fischkopp.logic.actions import action_from_dict
from game.fischkopp.logic.board import is_covered, mask_of
from game.fischkopp.logic.events import DiceRolled, TurnStarted, dice_shown
from tests.test_fischkopp_finish import finish_turn
from tests.test_fischkopp_rules import on_board, scripted


def test_the_summary_names_the_winner_and_the_crowns() -> None:
    match = on_board(scripted([1, 2] + [6, 6] * 4, seats=2, spectators=1), [1, 2])
    match.apply(Roll(0, frame=0))
    match.apply(Cover(0, 3, frame=0))  # a Fischkopp: everybody shouts
    for voice in (2, 2, 0, 1, 2):
        match.apply(Shout(voice, 5))
    match.advance(WINDOW_FRAMES)
    finish_turn(match, 9, fischkoepfe=1)
    finish_turn(match, 4)
    summary = summarise(match)
    assert summary.winner == 1 and summary.places == (2, 1)
    assert summary.voice_crowns == (0, 0, 1)
    assert summary.voice_penalties == (0, 0, 0) and summary.fischkoepfe == (1, 0)
    assert summary.scores == (9, 4) and summary.totals == (9, 4)
    assert summary.tiebreaks == ((1, 0), (0, 0)) and summary.stechen_scores == ()


def test_a_summary_before_the_end_counts_seats_still_to_play_as_zero() -> None:
    match = scripted([6, 6] * 3, seats=3)
    finish_turn(match, 12)
    summary = summarise(match)
    assert summary.winner is None
    assert summary.scores == (12, 0, 0) and summary.totals == (12, 0, 0)


def test_the_dice_of_a_roll_are_named_first_and_second() -> None:
    assert dice_shown(DiceRolled(0, (5, 2), (2, 5, 7))) == (("first", 5), ("second", 2))
    assert dice_shown(TurnStarted(0, 0)) == ()
    with pytest.raises(ValueError):
        dice_shown(DiceRolled(0, (5,), (5,)))  # a die lost on the way is no roll


def test_a_field_is_covered_only_when_its_bit_is_set() -> None:
    mask = mask_of([1, 12])
    assert is_covered(mask, 1) and is_covered(mask, 12)
    assert not is_covered(mask, 2) and not is_covered(0, 1)
    with pytest.raises(ValueError, match=r"^there is no field 13$"):
        mask_of([13])


def test_a_replay_refuses_a_shout_without_its_frame_and_unknown_actions() -> None:
    with pytest.raises(ValueError, match=r"^a shout needs its frame$"):
        action_from_dict({"kind": "Shout", "voice": 1})
    with pytest.raises(ValueError, match=r"^unknown Fischkopp action 'Pass'$"):
        action_from_dict({"kind": "Pass", "seat": 0})


def test_a_seat_without_a_fischkopp_counts_zero_in_the_tie_break():
    """Tied on points: a seat with no Fischkopp on record ranks as one with 0 recorded."""
    from game.fischkopp.logic.finish import RoundRecord, places, standing_keys

    absent = RoundRecord(
        0, (0, 1, 2), players=(0, 1, 2), scores={0: 9, 1: 9, 2: 9}, fischkoepfe={0: 1}
    )
    zero = RoundRecord(
        0, (0, 1, 2), players=(0, 1, 2), scores={0: 9, 1: 9, 2: 9}, fischkoepfe={0: 1, 1: 0, 2: 0}
    )
    assert standing_keys([absent], None, 3) == standing_keys([zero], None, 3)
    assert places([absent], None, 3) == places([zero], None, 3)
    assert standing_keys([absent], None, 3)[1][1][0] == 0
