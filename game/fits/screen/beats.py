"""The shared moments between placements: turning a card, a new board, scoring, game over.

The scene's ``Beats`` queues a beat for each such event the rules report on the match
kit's timeline, which runs them one after another once every falling piece has landed.
While a beat runs nobody can drop (they may already move and turn their next piece);
confirm skips what can be skipped.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.engine import palette as pal
from game.engine.particles import Particles
from game.fits.logic.events import CardTurned, GameOver, RoundScored, RoundStarted, SeatSkipped
from game.fits.logic.rules import FitsMatch
from game.fits.logic.scoring import BoardScore
from game.fits.screen.round_scoring import ScoringShow
from game.fits.screen.seat_view import SeatView
from game.fits.screen.tuning import (
    CPU_LOOK_FRAMES,
    FINALE_FRAMES,
    FINALE_MIN_FRAMES,
    FLIP_FRAMES,
    INTRO_FRAMES,
    SCORE_SKIP_AFTER,
    SKIP_HOLD_FRAMES,
)
from game.fits.screen.view import Shown
from game.shell.match.cpu import CpuDriver
from game.shell.match.timeline import Beat, Timeline


class BeatHost(Protocol):
    """What the beats show their moments on: the screen's seats and shown state."""

    app: Any
    match: FitsMatch
    views: list[SeatView]
    shown: Shown
    cpu: CpuDriver
    fx_rng: random.Random
    particles: Particles
    timeline: Timeline

    def held_for_learner(self) -> bool: ...

    def finish(self) -> None: ...


class Beats:
    """Queues the shared moments on the host's timeline: the opening banner (or the game-over
    show of a finished match), then one beat per event the rules report."""

    def __init__(self, host: BeatHost) -> None:
        self.host = host

    def open(self, resumed: bool) -> None:
        host = self.host
        match = host.match
        if match.is_over:
            host.timeline.add(Finale(host, tuple(match.winners())))
        elif resumed:
            for seat, view in enumerate(host.views):
                view.give(match.piece_for(seat))
            host.timeline.add(Intro(host, match.round_index, match.board_number, None))
        else:
            start_cards = tuple(match.start_cards)
            host.timeline.add(Intro(host, match.round_index, match.board_number, start_cards))

    def follow(self, events: list) -> None:
        host, timeline = self.host, self.host.timeline
        for index, event in enumerate(events):
            if isinstance(event, CardTurned):
                skipping = []
                for later in events[index + 1 :]:
                    if not isinstance(later, SeatSkipped):
                        break
                    skipping.append(later.seat)
                timeline.add(Flip(host, event.piece, event.cards_left, tuple(skipping)))
            elif isinstance(event, RoundScored):
                timeline.add(Scoring(host, event.scores))
            elif isinstance(event, RoundStarted):
                cards = event.start_cards
                timeline.add(Intro(host, event.round_index, event.board_number, cards))
            elif isinstance(event, GameOver):
                timeline.add(Finale(host, event.winners))


class FitsBeat(Beat):
    """A beat of the Fits screen; it knows the screen it plays on."""

    def __init__(self, scene: BeatHost) -> None:
        self.scene = scene

    def skippable(self) -> bool:
        """Would confirm skip something now? (If not, the press is answered as refused.)"""
        return False


def deal(scene: BeatHost, seat: int, piece: str | None) -> None:
    """Hand a seat its next piece (CPUs look at it for a moment first)."""
    view = scene.views[seat]
    view.give(piece)
    if scene.cpu.is_cpu(seat) and piece is not None:
        view.cpu_wait = scene.fx_rng.randint(*CPU_LOOK_FRAMES)


class Flip(FitsBeat):
    """The next build card turns over; seats whose start piece it shows skip it."""

    def __init__(
        self, scene: BeatHost, piece: str, cards_left: int, skipping: tuple[int, ...]
    ) -> None:
        super().__init__(scene)
        self.piece, self.cards_left, self.skipping = piece, cards_left, skipping

    def begin(self) -> None:
        scene = self.scene
        shown = scene.shown
        shown.previous_card, shown.card = shown.card, self.piece
        shown.cards_left = self.cards_left
        shown.flip_t = 0
        shown.acted = [seat in self.skipping for seat in range(len(scene.views))]
        shown.skipping = list(shown.acted)
        for seat in range(len(scene.views)):
            deal(scene, seat, None if seat in self.skipping else self.piece)
        scene.app.audio.play("ui_tick")

    def tick(self) -> bool:
        scene = self.scene
        scene.shown.flip_t = self.t
        hold = SKIP_HOLD_FRAMES if all(scene.shown.skipping) else 0
        if self.t >= FLIP_FRAMES + hold:
            scene.shown.flip_t = None
            return True
        return False


class Intro(FitsBeat):
    """A new board: the views switch to the fresh boards and every seat gets its start
    piece; a banner names the board and how it scores."""

    def __init__(
        self,
        scene: BeatHost,
        round_index: int,
        board_number: int,
        start_cards: tuple[str, ...] | None,
    ) -> None:
        super().__init__(scene)
        self.round_index, self.board_number = round_index, board_number
        # None: a resumed match, whose views already show the saved state; only the banner.
        self.start_cards = start_cards

    def begin(self) -> None:
        scene = self.scene
        shown = scene.shown
        shown.round_index, shown.board_number = self.round_index, self.board_number
        shown.banner_t = 0
        if self.start_cards is not None:
            self._fresh_board(scene)
        scene.app.audio.play("ui_go")

    def _fresh_board(self, scene: BeatHost) -> None:
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

    def tick(self) -> bool:
        scene = self.scene
        scene.shown.banner_t = self.t
        if self.t >= INTRO_FRAMES:
            scene.shown.banner_t = None
            return True
        return False

    def skippable(self) -> bool:
        return self.t < INTRO_FRAMES - 10

    def confirm(self) -> None:
        self.t = max(self.t, INTRO_FRAMES - 10)


class Scoring(FitsBeat):
    def __init__(self, scene: BeatHost, scores: tuple[BoardScore, ...]) -> None:
        super().__init__(scene)
        self.scores = scores

    def begin(self) -> None:
        scene = self.scene
        for view in scene.views:
            view.give(None)
        scene.shown.scoring = ScoringShow(self.scores, scene.app.audio.play)

    def tick(self) -> bool:
        scene = self.scene
        show = scene.shown.scoring
        if show is None:
            return True
        if show.stage == "summary" and scene.held_for_learner():
            return False  # a lesson's step reads this count out: it stays until they go on
        show.update()
        if show.done:
            for seat, score in enumerate(self.scores):
                scene.shown.totals[seat] += score.total
            return True
        return False

    def skippable(self) -> bool:
        # Not at once: a quick second press meant for the last drop must not skip it all.
        return self.scene.shown.scoring is not None and self.t >= SCORE_SKIP_AFTER

    def confirm(self) -> None:
        if self.skippable():
            self.scene.shown.scoring.skip()


class Finale(FitsBeat):
    """Final totals, the solo title, the winners' celebration; then the results screen."""

    def __init__(self, scene: BeatHost, winners: tuple[int, ...]) -> None:
        super().__init__(scene)
        self.winners = winners

    def begin(self) -> None:
        scene = self.scene
        scene.shown.finale_t = 0
        scene.shown.scoring = None
        scene.app.audio.play("fanfare")
        colours = [pal.seat_colour(w) for w in self.winners] + [pal.YELLOW, pal.SNOW]
        scene.particles.confetti(640, colours, 90)

    def tick(self) -> bool:
        scene = self.scene
        scene.shown.finale_t = self.t
        if self.t % 100 == 0:
            colours = [pal.seat_colour(w) for w in self.winners] + [pal.YELLOW]
            scene.particles.confetti(640, colours, 30)
        if self.t >= FINALE_FRAMES:
            scene.finish()
            return True
        return False

    def skippable(self) -> bool:
        return self.t >= FINALE_MIN_FRAMES

    def confirm(self) -> None:
        if self.skippable():
            self.t = FINALE_FRAMES - 1
