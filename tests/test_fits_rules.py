"""Fits match flow: start cards, shared build cards, skips, set-asides, rounds and saves."""

from __future__ import annotations

import copy
import json
import re

import pytest

from game.core.errors import IllegalAction
from game.core.savefile import SaveFormatError
from game.core.seats import Seat, SeatKind
from game.fits.logic.events import (
    CardTurned,
    GameOver,
    PiecePlaced,
    PieceSetAside,
    RoundScored,
    RoundStarted,
    RowsCompleted,
    SeatSkipped,
)
from game.fits.logic.rules import BUILD, START, FitsMatch, Options, Place, SetAside, new_match
from game.fits.logic.saved import match_from_dict


def seats(count: int) -> list[Seat]:
    return [Seat(i, SeatKind.HUMAN) for i in range(count)]


def place_first_legal(match: FitsMatch, seat: int) -> list:
    place = next(a for a in match.legal_actions(seat) if isinstance(a, Place))
    return match.apply(place)


def finish_start_phase(match: FitsMatch) -> list:
    events = []
    for seat in range(len(match.seats)):
        events += place_first_legal(match, seat)
    return events


@pytest.mark.parametrize("edition", ["four_boards", "compact"])
def test_start_cards_are_distinct_start_pieces(edition: str) -> None:
    options = Options(edition)
    for seed in range(30):
        match = new_match(seats(4), options, seed)
        assert len(set(match.start_cards)) == 4
        assert set(match.start_cards) == set(match.spec.start_pieces)
        assert sorted(match.deck) == sorted(match.spec.pieces)
    dealt = {tuple(new_match(seats(2), options, seed).start_cards) for seed in range(30)}
    assert len(dealt) > 3  # the deal depends on the seed


def test_start_phase_each_seat_places_its_own_start_piece() -> None:
    match = new_match(seats(3), Options(), 11)
    assert match.phase == START and match.current_piece is None
    assert match.board_number == 1 and match.cards_left == 16
    for seat in range(3):
        assert match.piece_for(seat) == match.start_cards[seat]
        assert match.waiting_for(seat)
        with pytest.raises(IllegalAction):
            match.apply(SetAside(seat))  # the start piece must be placed
    events = finish_start_phase(match)
    assert [type(e) for e in events[:3]] == [PiecePlaced] * 3
    assert isinstance(events[3], CardTurned)
    assert match.phase == BUILD
    assert match.current_piece == match.deck[0] == events[3].piece
    assert match.cards_left == 15 == events[3].cards_left


def test_next_card_turns_only_when_all_seats_acted() -> None:
    match = new_match(seats(3), Options(), 5)
    finish_start_phase(match)
    first = match.current_piece
    acting = [s for s in range(3) if match.waiting_for(s)]
    for seat in acting[:-1]:
        events = match.apply(SetAside(seat))
        assert events == [PieceSetAside(seat, first)]
        assert match.current_piece == first
        assert not match.waiting_for(seat)
        with pytest.raises(IllegalAction, match="already acted on this card"):
            match.apply(SetAside(seat))
    events = match.apply(SetAside(acting[-1]))
    assert any(isinstance(e, CardTurned) for e in events)
    assert match.current_piece == match.deck[1]


def test_seat_skips_its_own_start_piece() -> None:
    match = new_match(seats(2), Options(), 3)
    # Put seat 1's start piece on top of the build deck.
    own = match.start_cards[1]
    match.deck.remove(own)
    match.deck.insert(0, own)
    events = finish_start_phase(match)
    assert events[-2:] == [CardTurned(own, 15), SeatSkipped(1, own)]
    assert not match.waiting_for(1) and match.piece_for(1) is None
    assert match.legal_actions(1) == []
    before = match.to_dict()
    with pytest.raises(IllegalAction, match="sits out its own start piece"):
        match.apply(SetAside(1))
    with pytest.raises(IllegalAction, match="sits out its own start piece"):
        match.apply(Place(1, 0, 1))
    assert match.to_dict() == before
    assert match.waiting_for(0)
    events = match.apply(SetAside(0))
    assert events[1] == CardTurned(match.deck[1], 14)


def test_solo_skip_turns_the_next_card_by_itself() -> None:
    match = new_match(seats(1), Options("compact"), 8)
    own = match.start_cards[0]
    match.deck.remove(own)
    match.deck.insert(0, own)
    events = place_first_legal(match, 0)
    kinds = [type(e) for e in events]
    assert kinds == [PiecePlaced, CardTurned, SeatSkipped, CardTurned]
    assert match.current_piece == match.deck[1]
    assert own not in match.pieces_to_come(0)


def test_set_aside_leaves_the_board_alone() -> None:
    match = new_match(seats(1), Options(), 2)
    finish_start_phase(match)
    board_before = match.boards[0].to_dict()
    piece = match.current_piece
    events = match.apply(SetAside(0))
    assert events[0] == PieceSetAside(0, piece)
    assert match.boards[0].to_dict() == board_before
    assert match.set_aside[0] == [piece]


def test_illegal_actions_change_nothing() -> None:
    match = new_match(seats(2), Options(), 4)
    before = match.to_dict()
    for action in (Place(0, 0, 0), Place(0, 0, 9), Place(0, 99, 1), Place(5, 0, 1), SetAside(-1)):
        with pytest.raises(IllegalAction):
            match.apply(action)
        assert match.to_dict() == before
    with pytest.raises(IllegalAction):
        match.apply("drop it")  # type: ignore[arg-type]


def test_legal_actions_are_all_accepted() -> None:
    match = new_match(seats(1), Options(), 9)
    finish_start_phase(match)
    actions = match.legal_actions(0)
    assert SetAside(0) in actions
    for action in actions:
        probe = match_from_dict(match.to_dict())
        probe.apply(action)
    widths = {len({a.column for a in actions if isinstance(a, Place) and a.orientation == o})
              for o in range(2)}  # fmt: skip
    assert widths  # every orientation offers at least one column


def test_a_whole_solo_match_runs_through_all_boards() -> None:
    match = new_match(seats(1), Options(), 21)
    starts, scored = [], []
    while not match.is_over:
        starting = match.phase == START
        events = place_first_legal(match, 0) if starting else match.apply(SetAside(0))
        for event in events:
            if isinstance(event, RoundStarted):
                starts.append(event.board_number)
            if isinstance(event, RoundScored):
                scored.append(event)
            if isinstance(event, GameOver):
                assert event.totals == tuple(match.totals)
                assert event.winners == (0,)
    assert starts == [2, 3, 4]
    assert [event.board_number for event in scored] == [1, 2, 3, 4]
    assert [s.scores[0].total for s in scored] == match.round_scores[0]
    assert match.cards_left == 0 and match.legal_actions(0) == []
    assert match.solo_title() == "Hole plugger"
    with pytest.raises(IllegalAction):
        match.apply(SetAside(0))


@pytest.mark.parametrize(("edition", "boards"), [("compact", [1]), ("four_boards", [1, 2])])
def test_evening_strangers_the_short_game_plays_the_first_rounds_only(edition, boards) -> None:
    """The house rule's short game: compact game 1 alone, the big box boards 1 and 2; no
    solo title or high score (a short total is no whole game's)."""
    match = new_match(seats(1), Options(edition, short=True), 21)
    scored = []
    while not match.is_over:
        starting = match.phase == START
        events = place_first_legal(match, 0) if starting else match.apply(SetAside(0))
        scored += [e.board_number for e in events if isinstance(e, RoundScored)]
    assert scored == boards
    assert not match.titled and Options(edition).board_numbers[: len(boards)] == tuple(boards)
    assert Options.from_dict(match.options.to_dict()) == match.options
    assert new_match(seats(1), Options(edition), 21).titled


def test_round_end_keeps_the_finished_boards_and_starts_fresh() -> None:
    match = new_match(seats(2), Options("compact"), 6)
    finish_start_phase(match)
    while match.round_index == 0:
        seat = next(s for s in range(2) if match.waiting_for(s))
        match.apply(SetAside(seat))
    assert match.board_number == 2 and match.phase == START
    assert [len(board.placements) for board in match.finished_boards] == [1, 1]
    assert all(board.placements == [] for board in match.boards)
    assert match.round_scores == [[0], [0]]


def test_rows_completed_event_on_scoring_boards() -> None:
    match = new_match(seats(1), Options(), 1)
    match.start_cards = ["U"]
    match.deck = ["I5", "I3", *[p for p in match.spec.pieces if p not in ("I5", "I3")]]
    flat_u = 0  # U as drawn: #.# over ### fills row 1 of columns 1-3
    events = match.apply(Place(0, flat_u, 1))
    assert not any(isinstance(e, RowsCompleted) for e in events)
    events = match.apply(SetAside(0))  # I5
    events = match.apply(Place(0, 0, 4))  # I3 flat: columns 4-6, row 1 now full
    assert RowsCompleted(0, (1,)) in events


def test_winners_share_ties() -> None:
    match = new_match(seats(3), Options("compact"), 0)
    match.round_scores = [[3, 4], [7, 0], [2, 2]]
    assert match.totals == [7, 7, 4]
    assert match.winners() == [0, 1]


def test_seat_count_and_options_are_checked() -> None:
    with pytest.raises(ValueError):
        new_match([], Options(), 0)
    with pytest.raises(ValueError):
        new_match(seats(5), Options(), 0)
    with pytest.raises(ValueError):
        Options("huge")
    assert Options.from_dict(Options("compact").to_dict()) == Options("compact")


def test_special_cells_for_drawing() -> None:
    board3 = FitsMatch.special_cells(3, "four_boards")
    assert sum(1 for s in board3 if s.kind == "minus") == 4
    assert all(s.value == -5 for s in board3 if s.kind == "minus")
    game2 = FitsMatch.special_cells(2, "compact")
    assert sorted({s.symbol for s in game2}) == ["blue", "green", "red"]
    # A symbol cell is worth nothing by itself: its points come from its group.
    board4 = FitsMatch.special_cells(4, "four_boards")
    symbols = [s for s in (*game2, *board4) if s.kind == "symbol"]
    assert len(symbols) > 6 and all(s.value == 0 for s in symbols)
    match = new_match(seats(1), Options("compact"), 0)
    assert match.current_special_cells == ()


def test_save_round_trip_through_json_mid_match() -> None:
    match = new_match(seats(2), Options(), 13)
    finish_start_phase(match)
    if match.waiting_for(0):
        match.apply(SetAside(0))
    data = json.loads(json.dumps(match.to_dict()))
    again = match_from_dict(data)
    assert again.to_dict() == match.to_dict()
    # Both go on identically, randomness included.
    for game in (match, again):
        while not game.is_over:
            seat = next(s for s in range(2) if game.waiting_for(s))
            if game.phase == BUILD:
                game.apply(SetAside(seat))
            else:
                place_first_legal(game, seat)
    assert again.to_dict() == match.to_dict()


def test_options_saved_without_an_edition_play_the_four_boards() -> None:
    assert Options.from_dict({}) == Options()
    assert Options.from_dict(Options("compact").to_dict()) == Options("compact")


# -- reading a match back from a save ------------------------------------------------------


def building() -> dict:
    """Two seats, four boards, seed 13: both start pieces placed, the first card turned."""
    match = new_match(seats(2), Options(), 13)
    finish_start_phase(match)
    return json.loads(json.dumps(match.to_dict()))


def starting() -> dict:
    return json.loads(json.dumps(new_match(seats(2), Options(), 13).to_dict()))


def finished() -> dict:
    """One seat, compact: every build card set aside, both rounds scored."""
    match = new_match(seats(1), Options("compact"), 3)
    while not match.is_over:
        if match.phase == BUILD:
            match.apply(SetAside(0))
        else:
            place_first_legal(match, 0)
    return json.loads(json.dumps(match.to_dict()))


def refused(data: object, reason: str, error: type[Exception] = SaveFormatError) -> None:
    with pytest.raises(error, match=f"^{re.escape(reason)}$"):
        match_from_dict(data)


def test_the_saves_are_what_the_tests_say() -> None:
    data = building()
    assert (data["phase"], data["cards_turned"], data["acted"]) == ("build", 1, [False, False])
    assert data["start_cards"] == ["T5", "U"] and len(data["finished_boards"]) == 0
    assert (finished()["phase"], finished()["round_index"], finished()["round_scores"]) == (
        "over",
        1,
        [[0, 6]],
    )


@pytest.mark.parametrize("base", [starting, building, finished])
def test_a_save_reads_back_as_it_was(base) -> None:
    data = base()
    assert match_from_dict(copy.deepcopy(data)).to_dict() == data


def test_values_on_the_edges_read_back() -> None:
    data = building()
    data.update(cards_turned=16, acted=[True, False], round_index=3)
    data["round_scores"] = [[1000, -1000, 0], [5, 6, 7]]
    data["finished_boards"] = copy.deepcopy(data["boards"])
    data["set_aside"] = [["I5", "F"], []]
    assert match_from_dict(copy.deepcopy(data)).to_dict() == data


def _edit(*path: object, value: object):
    def edit(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


MATCH_FIELDS = [
    (_edit("seats", value={}), "the seats is not a list"),
    (lambda d: d["seats"].reverse(), "seats out of order"),
    (_edit("options", value=[]), "the options is not an object"),
    (_edit("options", "edition", value=4), "the edition is not named"),
    (_edit("round_index", value=-1), "the round -1 is below 0"),
    (_edit("round_index", value=4), "the round 4 is above 3"),
    (_edit("phase", value="scoring"), "no phase 'scoring'"),
    (_edit("start_cards", value=["T5"]), "the start cards has 1 items, not 2"),
    (_edit("start_cards", value=["T5", "O"]), "a start card not in the box"),
    (_edit("start_cards", value=["U", "U"]), "a start card dealt twice"),
    (_edit("deck", value="F"), "the deck is not a list"),
    (lambda d: d["deck"].pop(), "the deck is not the edition's"),
    (lambda d: d["deck"].__setitem__(0, "L3"), "the deck is not the edition's"),
    (lambda d: d["deck"].append("F"), "the deck is not the edition's"),
    (lambda d: d["deck"].__setitem__(0, 5), "the deck is not the edition's"),  # no TypeError
    (_edit("cards_turned", value=-1), "cards turned -1 is below 0"),
    (_edit("cards_turned", value=17), "cards turned 17 is above 16"),
    (_edit("cards_turned", value=0), "cards turned in the wrong phase"),
    (_edit("acted", value=[False]), "who acted has 1 items, not 2"),
    (_edit("acted", value=[False, 0]), "acted is not true or false"),
    (_edit("acted", value=[True, True]), "everyone acted, yet the card stays"),
    (_edit("set_aside", value=[[]]), "the set-aside pieces has 1 items, not 2"),
    (_edit("set_aside", value=[[], "F"]), "set-aside pieces is not a list"),
    (_edit("set_aside", value=[[], ["L3"]]), "a set-aside piece not in the box"),
    (_edit("boards", value={}), "the boards is not a list"),
    (_edit("finished_boards", value=None), "the boards is not a list"),
    (lambda d: d["boards"].pop(), "1 boards"),
    (lambda d: d.update(finished_boards=d["boards"][:1]), "1 boards"),
    (lambda d: d["boards"][1].update(height=10), "a board of another size"),
    (
        lambda d: d["boards"][0].update(width=5, column_tops=[3, 3, 3, 0, 0]),
        "a board of another size",
    ),
    (_edit("round_scores", value=[[]]), "the round scores has 1 items, not 2"),
    (_edit("round_scores", value=[[1001], [0]]), "a round's score 1001 is above 1000"),
    (_edit("round_scores", value=[[-1001], [0]]), "a round's score -1001 is below -1000"),
    (_edit("round_scores", value=[[], [0]]), "round scores for other rounds than played"),
]


@pytest.mark.parametrize(("edit", "reason"), MATCH_FIELDS)
def test_a_save_that_cannot_be_is_refused(edit, reason: str) -> None:
    data = building()
    edit(data)
    refused(data, reason)


def test_a_save_of_no_table_or_an_unknown_edition_is_refused() -> None:
    refused(7, "a Fits match is not an object")
    data = building()
    data["options"]["edition"] = "huge"
    refused(data, "unknown Fits edition 'huge'", ValueError)


def test_the_start_phase_has_turned_no_card_and_the_end_may_have_any() -> None:
    data = starting()
    data["cards_turned"] = 1
    refused(data, "cards turned in the wrong phase")
    data = finished()
    data["cards_turned"] = 0
    assert match_from_dict(data).cards_turned == 0
    data["round_index"] = 0
    refused(data, "round scores for other rounds than played")
    data = finished()
    data["round_index"] = 2
    refused(data, "the round 2 is above 1")


def test_the_first_number_past_the_last_orientation_or_seat_is_refused() -> None:
    """The bounds themselves: orientation == how many the piece has, seat == how many seats."""
    from game.fits.logic.pieces import orientations

    match = new_match(seats(2), Options(), 4)
    piece = match.piece_for(0)
    count = len(orientations(piece))
    before = match.to_dict()
    for action in (Place(0, count, 0), Place(2, 0, 0), Place(0, -1, 0), SetAside(2)):
        with pytest.raises(IllegalAction):
            match.apply(action)
        assert match.to_dict() == before
    last = next(
        a for a in match.legal_actions(0) if isinstance(a, Place) and a.orientation == count - 1
    )
    match.apply(last)  # the last orientation itself is fine


def test_a_placed_piece_reports_where_it_went() -> None:
    """The event carries the seat, piece, orientation, column and the index of the placement
    on the board, and its cells are that placement's (the screen draws from these alone)."""
    match = new_match(seats(2), Options(), 4)
    piece = match.piece_for(1)
    place = next(a for a in match.legal_actions(1) if isinstance(a, Place))
    events = match.apply(place)
    placed = next(e for e in events if isinstance(e, PiecePlaced))
    board = match.boards[1]
    assert (placed.seat, placed.piece) == (1, piece)
    assert (placed.orientation, placed.column) == (place.orientation, place.column)
    assert placed.placement_id == len(board.placements) - 1 == 0
    assert placed.cells and all(board.placement_id(c, r) == 0 for c, r in placed.cells)
    assert all(board.piece_at(c, r) == piece for c, r in placed.cells)
    assert match.boards[0].placements == []  # the other seat's board is untouched


def test_round_and_game_events_name_their_round_board_and_winners() -> None:
    match = new_match(seats(1), Options(), 21)
    seen = finish_start_phase(match)
    while not match.is_over:
        if match.piece_for(0) is not None and SetAside(0) in match.legal_actions(0):
            seen += match.apply(SetAside(0))
        else:
            seen += place_first_legal(match, 0)
    rounds = [e for e in seen if isinstance(e, RoundStarted)]
    scored = [e for e in seen if isinstance(e, RoundScored)]
    assert [e.round_index for e in scored] == list(range(len(scored)))
    assert [e.round_index for e in rounds] == list(range(1, len(scored)))
    assert [e.board_number for e in scored[1:]] == [e.board_number for e in rounds]
    assert all(len(e.start_cards) == 1 for e in rounds)
    over = next(e for e in seen if isinstance(e, GameOver))
    assert over.totals == tuple(match.totals) and over.winners == (0,)
