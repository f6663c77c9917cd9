"""The Fits CPU: legal choices at every level, chunked planning, no peeking, hard > easy."""

from __future__ import annotations

import random
import statistics

import pytest

from game.core.seats import Seat, SeatKind
from game.fits.cpu.model import Model, Weights, encode, model_for
from game.fits.cpu.player import EVALS_PER_CHUNK, WEIGHTS, _best_reply, choose, plan
from game.fits.logic.grid import Board
from game.fits.logic.pieces import orientations, shape_width
from game.fits.logic.rules import Options, SetAside, new_match
from game.fits.logic.saved import match_from_dict
from game.fits.logic.scoring import score_board

LEVELS = ("easy", "normal", "hard")


def cpu_seats(count: int, level: str) -> list[Seat]:
    return [Seat(i, SeatKind.CPU, level) for i in range(count)]


def play_solo(edition: str, level: str, seed: int) -> int:
    match = new_match(cpu_seats(1, level), Options(edition), seed)
    rng = random.Random(seed)
    while not match.is_over:
        match.apply(choose(match, 0, level, rng))
    return match.totals[0]


@pytest.mark.parametrize("edition", ["four_boards", "compact"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_action(edition: str, level: str) -> None:
    match = new_match(cpu_seats(2, level), Options(edition), 17)
    rng = random.Random(1)
    for _ in range(12):  # start pieces and the first build cards
        for seat in range(2):
            if match.waiting_for(seat):
                action = choose(match, seat, level, rng)
                assert action in match.legal_actions(seat)
                match.apply(action)
    assert match.cards_turned > 1


def test_nothing_to_do_gives_none() -> None:
    match = new_match(cpu_seats(1, "hard"), Options(), 3)
    match.apply(choose(match, 0, "hard", random.Random(0)))
    match.acted[0] = True  # as if the seat sat this card out
    assert choose(match, 0, "hard", random.Random(0)) is None


@pytest.mark.parametrize("level", LEVELS)
def test_plan_yields_and_ends_with_what_choose_picks(level: str) -> None:
    match = new_match(cpu_seats(1, level), Options(), 12)
    match.apply(choose(match, 0, level, random.Random(5)))  # the start piece
    thinking = plan(match, 0, level, random.Random(9))
    steps = 0
    while True:
        try:
            assert next(thinking) is None
            steps += 1
        except StopIteration as done:
            planned = done.value
            break
    assert steps >= 2
    assert planned == choose(match, 0, level, random.Random(9))


def test_cpu_does_not_read_the_order_of_the_deck() -> None:
    match = new_match(cpu_seats(1, "hard"), Options("compact"), 30)
    match.apply(choose(match, 0, "hard", random.Random(0)))
    choice = choose(match, 0, "hard", random.Random(0))
    shuffled = match_from_dict(match.to_dict())
    hidden = shuffled.deck[shuffled.cards_turned :]
    random.Random(4).shuffle(hidden)
    shuffled.deck[shuffled.cards_turned :] = hidden
    assert choose(shuffled, 0, "hard", random.Random(0)) == choice


def test_model_matches_the_rules_board() -> None:
    match = new_match(cpu_seats(1, "normal"), Options(), 8)
    rng = random.Random(2)
    for _ in range(8):
        match.apply(choose(match, 0, "normal", rng))
    board = match.boards[0]
    filled, heights = encode(board)
    assert filled.bit_count() == len(board.covered_cells())
    assert list(heights) == board.column_tops


@pytest.mark.parametrize(("edition", "number"), [("four_boards", n) for n in (1, 2, 3, 4)]
                         + [("compact", 1), ("compact", 2)])  # fmt: skip
def test_evaluation_with_nothing_to_come_is_the_exact_score(edition: str, number: int) -> None:
    model = model_for(edition, number)
    rng = random.Random(number)
    for _ in range(5):
        board = Board(model.width, model.height)
        for _ in range(rng.randrange(3, 14)):
            piece = rng.choice(["L3", "O", "T4", "S4", "F", "N", "U", "V", "W", "Z"])
            drops = [d for d in model.drops(piece) if model.drop(*encode(board), d) is not None]
            if drops:
                drop = rng.choice(drops)
                board.place(piece, drop.orientation, drop.column)
        exact = score_board(board, edition, number).total
        filled, heights = encode(board)
        assert model.evaluate(filled, heights, 0, Weights(bumpiness=0, well=0)) == exact
        assert model.evaluate(filled, heights, 0, Weights()) == exact


def test_set_aside_when_nothing_fits() -> None:
    match = new_match(cpu_seats(1, "hard"), Options("compact"), 0)
    match.apply(choose(match, 0, "hard", random.Random(0)))
    board = match.boards[0]
    board.column_tops = [10] * 6  # every column blocked to the top
    assert choose(match, 0, "hard", random.Random(0)) == SetAside(0)


def test_hard_beats_easy_on_average() -> None:
    seeds = range(3)
    easy = statistics.fmean(play_solo("compact", "easy", seed) for seed in seeds)
    hard = statistics.fmean(play_solo("compact", "hard", seed) for seed in seeds)
    assert hard > easy + 2
    easy_big = play_solo("four_boards", "easy", 0)
    hard_big = play_solo("four_boards", "hard", 0)
    assert hard_big > easy_big


# What easy is meant to be (DESIGN: "plausible mistakes"): about three moves in ten are
# taken from its four best instead of the best. Held here, not read from the player, so a
# changed rate in the player fails this test.
EASY_BLUNDERS = 0.3
EASY_PICKS_FROM = 4


def test_easy_blunders_now_and_then_not_mostly(monkeypatch) -> None:
    """Easy takes a worse move from its top few about three times in ten: the share of its
    moves that differ from its own best lies near 0.3 × (1 - 1/4)."""
    from game.fits.cpu import player

    rng = random.Random(12)
    differs = decisions = 0
    while decisions < 240:
        match = new_match(cpu_seats(1, "easy"), Options("four_boards"), rng.randrange(1 << 30))
        while not match.is_over and decisions < 240:
            seed = rng.randrange(1 << 30)
            chosen = choose(match, 0, "easy", random.Random(seed))
            with monkeypatch.context() as patched:
                patched.setattr(player, "EASY_BLUNDER_CHANCE", 0.0)
                best = choose(match, 0, "easy", random.Random(seed))
            differs += chosen != best
            decisions += 1
            match.apply(best)
    expected = EASY_BLUNDERS * (1 - 1 / EASY_PICKS_FROM)
    assert abs(differs / decisions - expected) < 0.08, (differs, decisions, expected)


BOARDS = [("four_boards", n) for n in (1, 2, 3, 4)] + [("compact", n) for n in (1, 2)]


@pytest.mark.parametrize(("edition", "number"), BOARDS)
def test_the_models_masks_cover_the_board_exactly(edition: str, number: int) -> None:
    model = Model(edition, number)
    cells = model.width * model.height
    assert model.full.bit_count() == cells and model.full.bit_length() == cells
    assert model.rows_score == (edition == "compact" or number == 1)  # RULES.md: row bonus
    for row in range(model.height):
        for col in range(model.width):
            assert model._row_of(1 << (row * model.width + col)) == row
    symbol_cells = sum(sum(group) for group in model.symbol_groups)
    assert model.row_safe == (symbol_cells if (edition, number) == ("compact", 2) else 0)


def test_drops_cover_every_orientation_at_every_column_inside_the_sides() -> None:
    model = Model("four_boards", 1)
    for piece in ("I5", "L4", "T4"):
        shapes = orientations(piece)
        drops = model.drops(piece)
        assert len(drops) == sum(model.width - shape_width(s) + 1 for s in shapes)
        last = model.width - shape_width(shapes[0]) + 1
        assert {d.column for d in drops if d.orientation == 0} == set(range(1, last + 1))
    t4 = next(d for d in model.drops("T4") if d.orientation == 0 and d.column == 1)
    # ### over .#.: the stem's column starts a row lower; every column tops out at row 2.
    assert t4.lows == (1, 0, 1) and t4.tops == (2, 2, 2)


def test_the_surface_penalty_counts_steps_and_clamps_columns_above_the_grid() -> None:
    model = Model("four_boards", 1)
    steps_only = Weights(bumpiness=1.0, well=0.0)
    rest = (0,) * (model.width - 1)
    assert model._surface_penalty((0, *rest), steps_only) == 0
    assert model._surface_penalty((2, *rest), steps_only) == 2
    assert model._surface_penalty((model.height + 3, *rest), steps_only) == model.height


def test_the_best_reply_is_the_best_drop_or_setting_aside_thought_in_chunks() -> None:
    model = model_for("four_boards", 1)
    weights = WEIGHTS[("four_boards", 1)]
    board = Board(model.width, model.height)
    board.place("O", 0, 1)
    filled, heights = encode(board)
    left = 20 - model.sizes["I5"]
    afters = [model.drop(filled, heights, d) for d in model.drops("I5")]
    afters = [a for a in afters if a is not None]
    best = max(model.evaluate(f, h, left, weights) for f, h in [(filled, heights), *afters])
    thinking = _best_reply(model, (filled, heights), "I5", 20, weights)
    pauses = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            assert done.value == best
            break
        pauses += 1
    assert pauses == len(afters) // EVALS_PER_CHUNK + 1
