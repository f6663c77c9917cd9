"""Reading a saved Fiese 15 match back: every field checked by type and range, and the parts
checked against each other, so a save that could not come from a real match is refused
(Continue keeps it aside) instead of stopping the game frames later."""

from __future__ import annotations

from game.core.rng import rng_from_dict
from game.core.savefile import items, maybe_whole, need, table, whole
from game.core.seats import Seat
from game.fiese15.logic.rules import (
    MAX_SEATS,
    MAX_TURN_SCORE,
    MIN_SEATS,
    Fiese15Match,
    Options,
    Phase,
)
from game.fiese15.logic.strips import COLOURS, STRIPS, strip_by_number


def match_from_dict(data: dict) -> Fiese15Match:
    """The match as saved; raises ``SaveFormatError`` (a ``ValueError``) on any field of the
    wrong type or range, and on parts that do not belong together (seat counts, the scores
    so far, the dice of the phase)."""
    table(data, "a Fiese 15 match")
    seats = [Seat.from_dict(seat) for seat in items(data["seats"], "the seats")]
    count = len(seats)
    need(MIN_SEATS <= count <= MAX_SEATS, f"{count} seats")
    need([s.index for s in seats] == list(range(count)), "seats out of order")
    options = Options.from_dict(table(data["options"], "the options"))
    rounds = options.rounds
    numbers = [whole(n, "a strip", 1, len(STRIPS)) for n in items(data["strips"], "strips")]
    need(len(numbers) == rounds and len(set(numbers)) == rounds, "not a strip for each round")
    tiles = data.get("tiles")
    if tiles is not None:
        tiles = [whole(t, "a tile", 1, MAX_SEATS) for t in items(tiles, "the tiles", count)]
    match = Fiese15Match(
        seats=seats,
        options=options,
        strips=[strip_by_number(n) for n in numbers],
        rng=rng_from_dict(data["rng"]),
        round_index=whole(data["round_index"], "the round", 0, rounds - 1),
        current_seat=whole(data["current_seat"], "the seat on turn", 0, count - 1),
        phase=Phase(_text(data["phase"], "the phase")),
        dice=_dice(data["dice"], "the dice"),
        placed=_dice(data["placed"], "the placed dice"),
        scores=[
            [maybe_whole(s, "a score", -MAX_TURN_SCORE, MAX_TURN_SCORE) for s in row]
            for row in items(data["scores"], "the scores", count)
        ],
        tiles=tiles,
    )
    need(tiles is None or match.options.handicap, "handicap tiles without the handicap")
    check_consistent(match)
    return match


def check_consistent(self: Fiese15Match) -> None:
    """Scores so far fit the round and the seat on turn; the dice fit the phase."""
    over = self.phase is Phase.GAME_OVER
    for seat, row in enumerate(self.scores):
        need(len(row) == self.options.rounds, "scores for other rounds than the match's")
        for number, score in enumerate(row):
            played = number < self.round_index or (
                number == self.round_index
                and (seat < self.current_seat or (over and seat == self.current_seat))
            )
            need((score is not None) == played, "scores do not fit the turn")
    if over:
        need(self.round_index == self.options.rounds - 1, "the match ended early")
        need(self.current_seat == len(self.seats) - 1, "the match ended mid-round")
    need(not set(self.dice) & set(self.placed), "a die both lying and placed")
    if self.phase is Phase.AWAIT_ROLL:
        need(not self.dice and not self.placed, "dice lying before the first roll")
    elif self.phase is Phase.AWAIT_PLACE:
        need(set(self.dice) == set(self.unplaced_colours()), "a roll of other dice")
        need(self.valid_colours(), "a roll without a die to place")
    elif self.phase is Phase.AWAIT_DECISION:
        need(0 < len(self.placed) < len(COLOURS), "a decision without dice placed")


def _text(value: object, name: str) -> str:
    need(isinstance(value, str), f"{name} is not text")
    return value


def _dice(value: object, name: str) -> dict[str, int]:
    """Colour -> pips, each colour a die of the game and each value a face."""
    dice = table(value, name)
    need(all(colour in COLOURS for colour in dice), f"{name}: a die of no colour")
    return {c: whole(p, f"{name}: pips", 1, 6) for c, p in dice.items()}
