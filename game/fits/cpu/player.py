"""The Fits CPU player: evaluates every drop and the set-aside, hard also looks one card ahead.

``plan`` is a generator that yields ``None`` between small chunks of work so the screen can
spread a decision over frames; ``choose`` runs it to the end. Nothing here reads the order of
the face-down build cards: only which pieces are still to come, which every player knows.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator

from game.fits.cpu.model import Model, Weights, encode, model_for
from game.fits.logic.boards import COMPACT, FOUR_BOARDS
from game.fits.logic.rules import BUILD, Action, FitsMatch, Place, SetAside

# Drops evaluated between two yields; one evaluation takes a few tens of microseconds.
EVALS_PER_CHUNK = 16
HARD_CANDIDATES = 6  # best first moves that get the look-ahead over the next card
EASY_BLUNDER_CHANCE = 0.3  # easy sometimes takes a worse move from its top few
EASY_TOP_CHOICES = 4

# Easy sees the board like a beginner: holes and a flat top count, special cells hardly.
EASY_WEIGHTS = Weights(
    fill_efficiency=1.0, row_chance=0.5, bonus_kept=0.2, symbol_kept=0.3, bumpiness=0.2, well=0.3
)
# Tuned per board with seeded solo games (see bench_cpu.py): each board rewards different
# things, e.g. board 2 pays to keep bonus cells open, board 4 to keep symbol pairs visible.
WEIGHTS: dict[tuple[str, int], Weights] = {
    (FOUR_BOARDS, 1): Weights(fill_efficiency=0.98, row_chance=0.9, bumpiness=0.25, well=0.6),
    (FOUR_BOARDS, 2): Weights(fill_efficiency=1.06, bonus_kept=0.65, bumpiness=0.15, well=0.6),
    (FOUR_BOARDS, 3): Weights(
        fill_efficiency=0.98, bonus_kept=0.5, bumpiness=0.25, well=0.1, surface_horizon=18.0
    ),
    (FOUR_BOARDS, 4): Weights(fill_efficiency=0.98, symbol_kept=0.65, bumpiness=0.25, well=0.35),
    (COMPACT, 1): Weights(fill_efficiency=0.98, row_chance=0.9, bumpiness=0.15, well=0.35),
    (COMPACT, 2): Weights(
        fill_efficiency=0.9, row_chance=0.9, symbol_kept=0.65, bumpiness=0.05, well=0.35
    ),
}

Board = tuple[int, tuple[int, ...]]
Plan = Generator[None, None, Action | None]


def plan(state: FitsMatch, seat: int, level: str, rng: random.Random) -> Plan:
    """Think in chunks (yielding ``None``), then return the chosen action (``None`` if the
    seat has nothing to do)."""
    piece = state.piece_for(seat)
    if piece is None:
        return None
    model = model_for(state.options.edition, state.board_number)
    weights = (
        EASY_WEIGHTS if level == "easy" else WEIGHTS[(state.options.edition, state.board_number)]
    )
    to_come_pieces = state.pieces_to_come(seat)
    to_come = sum(model.sizes[p] for p in to_come_pieces)
    board = encode(state.boards[seat])
    yield None  # building the model's tables on first use is a chunk of its own

    scored: list[tuple[float, int, Action, Board]] = []
    for order, (action, after) in enumerate(_moves(model, board, piece, seat)):
        value = model.evaluate(after[0], after[1], to_come, weights)
        scored.append((value, order, action, after))
        if order % EVALS_PER_CHUNK == EVALS_PER_CHUNK - 1:
            yield None
    if state.phase == BUILD:
        value = model.evaluate(board[0], board[1], to_come, weights)
        scored.append((value, len(scored), SetAside(seat), board))
    scored.sort(key=lambda item: (-item[0], item[1]))

    if level == "easy":
        if rng.random() < EASY_BLUNDER_CHANCE:
            return rng.choice(scored[:EASY_TOP_CHOICES])[2]
        return scored[0][2]
    if level != "hard" or not to_come_pieces:
        return scored[0][2]

    best_value, best_action = float("-inf"), scored[0][2]
    for _, _, action, after in scored[:HARD_CANDIDATES]:
        total = 0.0
        for next_piece in to_come_pieces:
            total += yield from _best_reply(model, after, next_piece, to_come, weights)
        value = total / len(to_come_pieces)
        if value > best_value:
            best_value, best_action = value, action
    return best_action


def choose(state: FitsMatch, seat: int, level: str, rng: random.Random) -> Action | None:
    """Run ``plan`` to the end in one go."""
    thinking = plan(state, seat, level, rng)
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


def _moves(model: Model, board: Board, piece: str, seat: int) -> Iterator[tuple[Place, Board]]:
    filled, heights = board
    for drop in model.drops(piece):
        after = model.drop(filled, heights, drop)
        if after is not None:
            yield Place(seat, drop.orientation, drop.column), after


def _best_reply(
    model: Model, board: Board, piece: str, to_come: int, weights: Weights
) -> Generator[None, None, float]:
    """Value of the best answer (a drop or the set-aside) if ``piece`` is the next card."""
    left = to_come - model.sizes[piece]
    filled, heights = board
    best = model.evaluate(filled, heights, left, weights)
    count = 0
    for drop in model.drops(piece):
        after = model.drop(filled, heights, drop)
        if after is None:
            continue
        value = model.evaluate(after[0], after[1], left, weights)
        if value > best:
            best = value
        count += 1
        if count % EVALS_PER_CHUNK == 0:
            yield None
    yield None
    return best
