"""A head start must never pay for copying: a player who does no arithmetic and dials the
number a right call shows (half a second later) plays the hard CPU with every head start.
While anybody may still call, a right call's number is hidden (RULES.md §4), so the
copier has nothing to copy and never wins; it answers to what the pickers show everyone
(the numbers the scene's view gives its pickers: what the screen draws)."""

from __future__ import annotations

import pytest

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.wuerfelblitz.logic import Phase
from game.wuerfelblitz.screen.picker import MARK_RIGHT, MARK_TIE
from game.wuerfelblitz.screen.scene import create_scene
from tests.driving import key

REACTION = 30  # frames: half a second from seeing a number to dialling it
MATCH_FRAMES = 60 * 60 * 6  # six minutes of game time: far more than a match takes


def shown_on_screen(scene, seat: int) -> int | None:
    """The number the seat's picker shows everyone in this frame (None: a check mark)."""
    number = scene.view().pickers[seat].number
    return None if number is None else int(number)


def play_copier(make_app, head_start: int, seed: int) -> tuple[bool, int]:
    """(the copier won the match, the right calls it made)."""
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "hard"))
    setup = MatchSetup(
        "wuerfelblitz", seats, {}, seed, seat_options=({"head_start": head_start}, {})
    )
    app = make_app(scene="title", seed=seed, lang="en")
    app.input.unbind_all()
    app.input.bind("kb_left", 0)
    scene = create_scene(setup)
    app.scenes.clear_to(scene)
    seen_at: int | None = None
    for _ in range(MATCH_FRAMES):
        if scene.match.is_over:
            break
        app.step()
        if scene.match.phase is Phase.AWAIT_THROW and scene.match.thrower == 0:
            key(app, "space")  # the copier throws when it is theirs to throw
            continue
        cpu = scene.pickers[1]
        shown = shown_on_screen(scene, 1) if cpu.mark in (MARK_RIGHT, MARK_TIE) else None
        mine = scene.pickers[0]
        if shown is None or mine.called is not None or scene.match.phase is not Phase.LIVE:
            seen_at = None
            continue
        seen_at = app.frame if seen_at is None else seen_at
        if app.frame - seen_at < REACTION:
            continue
        while mine.value != shown:  # dial what the screen shows, five at a time where it can
            gap = shown - mine.value
            key(app, ("d" if gap > 0 else "a") if abs(gap) >= 5 else ("w" if gap > 0 else "s"))
        key(app, "space")
    assert scene.match.is_over, "the match did not end"
    return scene.match.winner == 0, scene.match.tallies[0].correct


@pytest.mark.parametrize("head_start", [0, 1, 2, 3])
def test_a_copier_never_wins_whatever_its_head_start(make_app, head_start):
    for seed in (1, 2):
        won, rounds = play_copier(make_app, head_start, seed)
        assert not won, f"a copier with +{head_start} s won the match (seed {seed})"
        assert rounds == 0, f"a copier with +{head_start} s shared {rounds} rounds"
