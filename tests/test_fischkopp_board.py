"""Fischkopp board rules: choices of a roll, and what a cover leads to (RULES.md §3)."""

from __future__ import annotations

import pytest

from game.fischkopp.logic.board import (
    EVEN_MASK,
    FIELD_SUM,
    FULL_MASK,
    ROLL_WAYS,
    ROLLS,
    Outcome,
    choices,
    cover,
    covered_fields,
    is_resting,
    mask_of,
    uncovered_sum,
)


def test_fish_fields_are_the_even_ones() -> None:
    assert covered_fields(EVEN_MASK) == (2, 4, 6, 8, 10, 12)
    assert covered_fields(FULL_MASK) == tuple(range(1, 13))


def test_a_roll_offers_die_one_die_two_or_the_sum() -> None:
    assert choices(0, 2, 5) == (2, 5, 7)
    assert choices(mask_of([5]), 2, 5) == (2, 7)
    assert choices(mask_of([2, 5, 7]), 2, 5) == ()


def test_a_double_gives_two_choices() -> None:
    assert choices(0, 3, 3) == (3, 6)
    assert choices(0, 6, 6) == (6, 12)
    assert choices(mask_of([12]), 6, 6) == (6,)


def test_the_21_rolls_cover_all_36_ways() -> None:
    assert len(ROLLS) == 21 and sum(ways for _, _, ways in ROLLS) == ROLL_WAYS


def test_uncovered_sum_is_the_score_of_a_stuck_turn() -> None:
    assert uncovered_sum(0) == FIELD_SUM == 78
    assert uncovered_sum(mask_of([12, 11, 1])) == 78 - 24
    assert uncovered_sum(FULL_MASK) == 0


def test_plain_cover() -> None:
    assert cover(mask_of([4]), 9) == (Outcome.COVERED, mask_of([4, 9]))


def test_graete_when_every_fish_field_and_no_odd_one_is_covered() -> None:
    assert cover(mask_of([2, 4, 6, 8, 10]), 12) == (Outcome.GRAETE, EVEN_MASK)


def test_no_graete_with_an_odd_field_covered() -> None:
    outcome, _ = cover(mask_of([2, 4, 6, 8, 10, 5]), 12)
    assert outcome is Outcome.COVERED


def test_graete_is_judged_on_the_board_as_it_stands() -> None:
    # 1 and 3 were covered earlier and uncovered again by a Fischkopp: they do not count.
    _, after_fischkopp = cover(mask_of([1, 3, 4, 6, 8, 10, 12]), 2)
    assert after_fischkopp == mask_of([4, 6, 8, 10, 12])
    assert cover(after_fischkopp, 2) == (Outcome.GRAETE, EVEN_MASK)


def test_fischkopp_uncovers_one_two_three() -> None:
    assert cover(mask_of([1, 3, 9]), 2) == (Outcome.FISCHKOPP, mask_of([9]))


@pytest.mark.parametrize("last", [1, 2, 3])
def test_the_move_that_completes_the_board_is_no_fischkopp(last: int) -> None:
    before = FULL_MASK & ~mask_of([last])
    assert cover(before, last) == (Outcome.FULL, FULL_MASK)


def test_full_board_scores_before_a_fischkopp_would() -> None:
    assert cover(FULL_MASK & ~mask_of([12]), 12) == (Outcome.FULL, FULL_MASK)


def test_resting_boards() -> None:
    assert is_resting(0) and is_resting(mask_of([1, 2]))
    assert not is_resting(mask_of([1, 2, 3]))  # a Fischkopp resolves at once
    assert not is_resting(EVEN_MASK) and not is_resting(FULL_MASK)
    assert sum(is_resting(m) for m in range(FULL_MASK + 1)) == 4096 - 512 - 1
