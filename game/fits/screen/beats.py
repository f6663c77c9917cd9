"""The shared moments between placements: turning a card, a new board, scoring, game over.

The scene queues a beat for each such event the rules report and runs them one after
another once every falling piece has landed. While a beat runs nobody can drop (they may
already move and turn their next piece); confirm skips what can be skipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import palette as pal
from game.fits.logic.scoring import BoardScore
from game.fits.screen.round_scoring import ScoringShow
from game.fits.screen.tuning import (
    CPU_LOOK_FRAMES,
    FINALE_FRAMES,
    FINALE_MIN_FRAMES,
    FLIP_FRAMES,
    INTRO_FRAMES,
    SCORE_SKIP_AFTER,
    SKIP_HOLD_FRAMES,
)

if TYPE_CHECKING:
    from game.fits.screen.scene import FitsScene


class Beat:
    t = 0  # frames since the beat came up (each instance counts its own)

    def begin(self, scene: FitsScene) -> None:
        """Runs once when the beat comes up."""

    def update(self, scene: FitsScene) -> bool:
        """One frame; True when the beat is over."""
        return True

    def confirm(self, scene: FitsScene) -> None:
        """A seated human pressed confirm while this beat runs."""


def deal(scene: FitsScene, seat: int, piece: str | None) -> None:
    """Hand a seat its next piece (CPUs look at it for a moment first)."""
    view = scene.views[seat]
    view.give(piece)
    if scene.cpu.is_cpu(seat) and piece is not None:
        view.cpu_wait = scene.rng.randint(*CPU_LOOK_FRAMES)


class Flip(Beat):
    """The next build card turns over; seats whose start piece it shows skip it."""

    def __init__(self, piece: str, cards_left: int, skipping: tuple[int, ...]) -> None:
        self.piece, self.cards_left, self.skipping = piece, cards_left, skipping

    def begin(self, scene: FitsScene) -> None:
        shown = scene.shown
        shown.previous_card, shown.card = shown.card, self.piece
        shown.cards_left = self.cards_left
        shown.flip_t = 0
        shown.acted = [seat in self.skipping for seat in range(len(scene.views))]
        shown.skipping = list(shown.acted)
        for seat in range(len(scene.views)):
            deal(scene, seat, None if seat in self.skipping else self.piece)
        scene.app.audio.play("ui_tick")

    def update(self, scene: FitsScene) -> bool:
        self.t += 1
        scene.shown.flip_t = self.t
        hold = SKIP_HOLD_FRAMES if all(scene.shown.skipping) else 0
        if self.t >= FLIP_FRAMES + hold:
            scene.shown.flip_t = None
            return True
        return False


class Intro(Beat):
    """A new board: the views switch to the fresh boards and every seat gets its start
    piece; a banner names the board and how it scores."""

    def __init__(
        self, round_index: int, board_number: int, start_cards: tuple[str, ...] | None
    ) -> None:
        self.round_index, self.board_number = round_index, board_number
        # None: a resumed match, whose views already show the saved state; only the banner.
        self.start_cards = start_cards

    def begin(self, scene: FitsScene) -> None:
        shown = scene.shown
        shown.round_index, shown.board_number = self.round_index, self.board_number
        shown.banner_t = 0
        if self.start_cards is not None:
            self._fresh_board(scene)
        scene.app.audio.play("ui_go")

    def _fresh_board(self, scene: FitsScene) -> None:
        shown = scene.shown
        shown.card, shown.previous_card = None, None
        shown.cards_left = len(scene.match.spec.pieces)
        shown.acted = [False] * len(scene.views)
        shown.skipping = [False] * len(scene.views)
        shown.scoring = None
        for seat, view in enumerate(scene.views):
            # Nobody acts while a beat waits, so the match is at this board's start now.
            view.board = scene.match.boards[seat]
            view.aside = []
            deal(scene, seat, self.start_cards[seat])

    def update(self, scene: FitsScene) -> bool:
        self.t += 1
        scene.shown.banner_t = self.t
        if self.t >= INTRO_FRAMES:
            scene.shown.banner_t = None
            return True
        return False

    def confirm(self, scene: FitsScene) -> None:
        self.t = max(self.t, INTRO_FRAMES - 10)


class Scoring(Beat):
    def __init__(self, scores: tuple[BoardScore, ...]) -> None:
        self.scores = scores

    def begin(self, scene: FitsScene) -> None:
        for view in scene.views:
            view.give(None)
        scene.shown.scoring = ScoringShow(self.scores, scene.app.audio.play)

    def update(self, scene: FitsScene) -> bool:
        self.t += 1
        show = scene.shown.scoring
        if show is None:
            return True
        show.update()
        if show.done:
            for seat, score in enumerate(self.scores):
                scene.shown.totals[seat] += score.total
            return True
        return False

    def confirm(self, scene: FitsScene) -> None:
        # Not at once: a quick second press meant for the last drop must not skip it all.
        if scene.shown.scoring is not None and self.t >= SCORE_SKIP_AFTER:
            scene.shown.scoring.skip()


class Finale(Beat):
    """Final totals, the solo title, the winners' celebration; then the results screen."""

    def __init__(self, winners: tuple[int, ...]) -> None:
        self.winners = winners

    def begin(self, scene: FitsScene) -> None:
        scene.shown.finale_t = 0
        scene.shown.scoring = None
        scene.app.audio.play("fanfare")
        colours = [pal.seat_colour(w) for w in self.winners] + [pal.YELLOW, pal.SNOW]
        scene.particles.confetti(640, colours, 90)

    def update(self, scene: FitsScene) -> bool:
        self.t += 1
        scene.shown.finale_t = self.t
        if self.t % 100 == 0:
            colours = [pal.seat_colour(w) for w in self.winners] + [pal.YELLOW]
            scene.particles.confetti(640, colours, 30)
        if self.t >= FINALE_FRAMES:
            scene.finish()
            return True
        return False

    def confirm(self, scene: FitsScene) -> None:
        if self.t >= FINALE_MIN_FRAMES:
            self.t = FINALE_FRAMES - 1
