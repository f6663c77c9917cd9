"""Reading a saved Fits match back: every field checked by type and range, and the parts
checked against each other (the deck, the phase, boards whose pieces lie where they landed),
so a save that could not come from a real match is refused instead of stopping the game."""

from __future__ import annotations

from game.core.rng import rng_from_dict
from game.core.savefile import flag, items, need, table, whole
from game.core.seats import Seat
from game.fits.logic.grid import Board
from game.fits.logic.rules import BUILD, MAX_SCORE, OVER, START, Edition, FitsMatch, Options


def match_from_dict(data: dict) -> FitsMatch:
    """The match as saved; raises ``SaveFormatError`` (a ``ValueError``) on any field of
    the wrong type or range, and on parts that do not belong together (seat counts, the
    deck, the phase, boards whose pieces do not land where they are)."""
    table(data, "a Fits match")
    seats = [Seat.from_dict(raw) for raw in items(data["seats"], "the seats")]
    need([s.index for s in seats] == list(range(len(seats))), "seats out of order")
    options = Options.from_dict(table(data["options"], "the options"))
    match = FitsMatch(seats, options, rng_from_dict(data["rng"]))
    count, spec = len(seats), match.spec
    rounds = len(options.board_numbers)
    match.round_index = whole(data["round_index"], "the round", 0, rounds - 1)
    phase = data["phase"]
    need(phase in (START, BUILD, OVER), f"no phase {phase!r:.20}")
    match.phase = phase
    starts = items(data["start_cards"], "the start cards", count)
    need(all(card in spec.start_pieces for card in starts), "a start card not in the box")
    need(len(set(starts)) == count, "a start card dealt twice")
    match.start_cards = list(starts)
    deck = items(data["deck"], "the deck")
    need(sorted(deck, key=str) == sorted(spec.pieces), "the deck is not the edition's")
    match.deck = list(deck)
    turned = whole(data["cards_turned"], "cards turned", 0, len(deck))
    need((turned == 0) == (phase == START) or phase == OVER, "cards turned in the wrong phase")
    match.cards_turned = turned
    acted = [flag(f, "acted") for f in items(data["acted"], "who acted", count)]
    need(phase == OVER or not all(acted), "everyone acted, yet the card stays")
    match.acted = acted
    match.set_aside = [
        list(items(pieces, "set-aside pieces"))
        for pieces in items(data["set_aside"], "the set-aside pieces", count)
    ]
    need(
        all(p in spec.pieces for pieces in match.set_aside for p in pieces),
        "a set-aside piece not in the box",
    )
    match.boards = _boards(data["boards"], spec, (count,))
    match.finished_boards = _boards(data["finished_boards"], spec, (0, count))
    rounds_scored = match.round_index + (phase == OVER)
    match.round_scores = [
        [whole(score, "a round's score", -MAX_SCORE, MAX_SCORE) for score in scores]
        for scores in items(data["round_scores"], "the round scores", count)
    ]
    need(
        all(len(scores) == rounds_scored for scores in match.round_scores),
        "round scores for other rounds than played",
    )
    return match


def _boards(raw: object, spec: Edition, counts: tuple[int, ...]) -> list[Board]:
    boards = [Board.from_dict(board) for board in items(raw, "the boards")]
    need(len(boards) in counts, f"{len(boards)} boards")
    need(
        all((b.width, b.height) == (spec.width, spec.height) for b in boards),
        "a board of another size",
    )
    return boards
