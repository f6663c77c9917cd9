"""Property tests: cells are never lost or doubled, and seed + actions replay exactly."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.seats import Seat
from game.fits.logic.grid import Board
from game.fits.logic.pieces import piece_size
from game.fits.logic.rules import FitsMatch, Options, new_match
from game.fits.logic.saved import match_from_dict

games = st.tuples(
    st.integers(min_value=0, max_value=2**32),
    st.sampled_from(["four_boards", "compact"]),
    st.integers(min_value=1, max_value=4),
    st.lists(st.integers(min_value=0, max_value=10_000), min_size=10, max_size=300),
)


def play(seed: int, edition: str, seat_count: int, choices: list[int], check=None):
    """Play ``choices`` (each picks a waiting seat and one of its legal actions)."""
    match = new_match([Seat(i) for i in range(seat_count)], Options(edition), seed)
    actions = []
    for choice in choices:
        if match.is_over:
            break
        waiting = [s for s in range(seat_count) if match.waiting_for(s)]
        seat = waiting[choice % len(waiting)]
        legal = match.legal_actions(seat)
        action = legal[(choice // 7) % len(legal)]
        match.apply(action)
        actions.append(action)
        if check:
            check(match)
    return match, actions


def assert_cells_conserved(board: Board) -> None:
    placed = sum(piece_size(p.piece) for p in board.placements)
    covered = board.covered_cells()
    assert len(covered) + board.lost_above == placed
    # No cell is claimed by two placements, and the grid agrees with every placement.
    claimed = [cell for p in board.placements for cell in p.cells]
    assert len(claimed) == len(set(claimed)) == len(covered)
    for placement_id, placement in enumerate(board.placements):
        for col, row in placement.cells:
            assert board.placement_id(col, row) == placement_id
    assert board.lost_above == sum(p.lost_above for p in board.placements)


def check_match(match: FitsMatch) -> None:
    for board in match.boards + match.finished_boards:
        assert_cells_conserved(board)
    for seat, board in enumerate(match.boards):
        # Every piece dealt to the seat so far is on the board or set aside, once.
        dealt = [p.piece for p in board.placements] + match.set_aside[seat]
        assert len(dealt) == len(set(dealt))


@settings(max_examples=40, deadline=None)
@given(games)
def test_cells_are_never_lost_or_doubled(game) -> None:
    match, _ = play(*game, check=check_match)
    check_match(match)


@settings(max_examples=30, deadline=None)
@given(games)
def test_replay_from_seed_and_actions_is_exact(game) -> None:
    seed, edition, seat_count, choices = game
    match, actions = play(seed, edition, seat_count, choices)
    again = new_match([Seat(i) for i in range(seat_count)], Options(edition), seed)
    for action in actions:
        again.apply(action)
    assert again.to_dict() == match.to_dict()
    assert again.totals == match.totals


@settings(max_examples=30, deadline=None)
@given(games)
def test_save_round_trip_through_json(game) -> None:
    match, _ = play(*game)
    data = json.loads(json.dumps(match.to_dict()))
    loaded = match_from_dict(data)
    assert loaded.to_dict() == match.to_dict()
    for seat in range(len(match.seats)):
        assert loaded.legal_actions(seat) == match.legal_actions(seat)
        assert loaded.holes(seat) == match.holes(seat)
    assert loaded.cards_left == match.cards_left
