"""Fits in a nutshell: a game night's watch-together start, six beats in under 45 s.

Two demo players play the compact box's game 1 (what a game night plays) side by side. Each
drops its own start piece (left: the L5, moved to the left edge; right: the P, turned). The
first card is the Y: the left player turns it, mirrors it and moves it, the right one turns
it its own way; both drop it straight down, and the left board's row 1 is full. The second
card is the L5, the left player's start piece: it sits that card out while the right one
fills its row 1. The third card is the V, which would leave holes on the left board: that
player sets it aside, and the right one closes its row 2 with it. Each beat comes up when the
board shows what it says, and the demo holds while it is read.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fits.logic.boards import COMPACT
from game.fits.logic.pieces import orientations
from game.fits.logic.rules import BUILD, Place, SetAside
from game.fits.logic.rules import Action as FitsAction
from game.fits.screen.layout import TOP, Layout, plan
from game.fits.screen.scene import FitsScene
from game.shell.tutorial import panel
from game.shell.tutorial.intro import beat_frames
from game.shell.tutorial.steps import Script, Step

GAME_ID = "fits"
SEED = 9
LEFT, RIGHT = 0, 1
START_CARDS = ("L5", "P")  # the left seat's, the right seat's
# Build cards in the order they turn: the Y, the left seat's own L5, the V the left seat sets
# aside; the rest is never reached (the start ends before).
DECK = ("Y", "L5", "V", "L3", "O", "T4", "S4", "F", "N", "P", "T5", "U", "Z")


@dataclass(frozen=True)
class Move:
    """A demo seat's move for one piece: where it drops (None: set aside), the beat read
    before its cursor starts to walk, and the beat read before it drops (or sets aside):
    the board shows each moment a beat talks about, and nothing runs ahead of it."""

    drop: tuple[int, int] | None  # (orientation, column)
    walk_after: str
    drop_after: str = ""  # "": as soon as the cursor is there

    @property
    def last(self) -> str:
        return self.drop_after or self.walk_after


START, CARD, DROP, SKIP, SET_ASIDE, ROWS = (
    f"fits.intro.{name}" for name in ("start", "card", "drop", "skip", "aside", "rows")
)
PLAN: dict[int, dict[str, Move]] = {
    LEFT: {
        "L5": Move((0, 1), START),  # as dealt, moved to the left edge
        "Y": Move((5, 3), CARD, DROP),  # turned and mirrored: row 1 full
        "V": Move(None, SKIP, SET_ASIDE),  # holes wherever it falls: aside
    },
    RIGHT: {
        "P": Move((2, 5), START),
        "Y": Move((2, 5), CARD, DROP),
        "L5": Move((1, 1), SKIP),  # row 1 full
        "V": Move((0, 1), SET_ASIDE),  # row 2 full
    },
}
BOARD_GAP = 6  # between the boards' lowest edge and the panel
# Words of each beat in English (their length sets how long a beat stays, in any language).
WORDS = {
    START: "All play at once, each on their own board. First, everyone drops their own "
    "start piece.",
    CARD: "Then a card turns: everyone places that piece.",
    DROP: "Move it, turn it, mirror it. It drops straight down: no sliding after.",
    SKIP: "The card shows your own start piece? Then you sit it out.",
    SET_ASIDE: "A piece that won't fit can be set aside: it's gone for this round.",
    ROWS: "At the end, each full row scores 1 point. Most points wins!",
}


def demo_layout(scene: FitsScene) -> Layout:
    """The two boards end above the tallest panel the beats show (in this language and text
    size), so the panel sits under them and never covers a piece."""
    app = scene.app
    text = app.text
    with text.scaled(app.settings.large_text):
        width = panel.PANEL_WIDTH - 2 * panel.PAD_X
        lines = max(len(text.wrap(app.t(key), width)) for key in WORDS)
        height = (
            2 * panel.PAD_Y
            + text.pitch(panel.LINE)
            + panel.HEADER
            - panel.LINE
            + text.pitch(panel.LINE) * lines
        )
    return plan(2, COMPACT, TOP, panel.BOTTOM_Y - height - BOARD_GAP)


def create_scene() -> FitsScene:
    seats = (Seat(LEFT, SeatKind.CPU, "easy"), Seat(RIGHT, SeatKind.CPU, "easy"))
    setup = MatchSetup(GAME_ID, seats, {"edition": COMPACT, "short": True}, SEED)
    rng = ScriptedRandom(SEED, sample=[list(START_CARDS), list(DECK)])
    scene = FitsScene(setup, rng=rng)
    scene.lesson_layout = demo_layout
    scene.autoplay.planned = planned
    return scene


def planned(scene: FitsScene, seat: int) -> FitsAction | None:
    """The seat's move for the piece in hand, or None: wait (a beat is being read, or the
    one about this move has not come yet)."""
    move = PLAN[seat].get(scene.match.piece_for(seat) or "")
    if move is None or scene.held_for_learner():
        return None
    read = _read(scene)
    if move.walk_after not in read:
        return None
    view = scene.views[seat]
    there = view.armed if move.drop is None else (view.orientation, view.column) == move.drop
    if there and move.last not in read:
        return None
    return SetAside(seat) if move.drop is None else Place(seat, *move.drop)


def _read(scene: FitsScene) -> set[str]:
    """The beats read so far (all of them without a guide: the demo plays straight on)."""
    guide = scene.tutorial
    steps = guide.script.steps[: guide.index] if guide is not None else script().steps
    return {step.say for step in steps}


# ----- when each beat comes up ------------------------------------------------------------------
def _quiet(scene) -> bool:
    """Nothing moves on the table: no banner, no card turning, no piece falling."""
    return not scene.timeline.busy and not any(view.busy for view in scene.views)


def _holding_start_pieces(scene) -> bool:
    match = scene.match
    return (
        _quiet(scene)
        and match.phase != BUILD
        and all(view.piece == card for view, card in zip(scene.views, match.start_cards))
    )


def _card_up(piece: str):
    def ready(scene) -> bool:
        return _quiet(scene) and scene.shown.card == piece

    return ready


def _lined_up(scene) -> bool:
    """Every seat's cursor has walked its Y to the planned drop (turned, mirrored, moved);
    the drops wait for this beat."""
    return _card_up("Y")(scene) and all(
        view.piece == "Y" and (view.orientation, view.column) == PLAN[seat]["Y"].drop
        for seat, view in enumerate(scene.views)
    )


def _skipping(scene) -> bool:
    return _card_up("L5")(scene) and scene.shown.skipping[LEFT]


def _asking_aside(scene) -> bool:
    """The left seat shows its "sets it aside" on the board."""
    return scene.shown.card == "V" and scene.views[LEFT].armed


def _rows_full(scene) -> bool:
    """The V is aside on the left and has closed row 2 on the right; the next card is up
    (the game goes on: everyone has acted on the V)."""
    left, right = scene.views
    placed = [placement.piece for placement in right.board.placements]
    return _quiet(scene) and "V" in left.aside and "V" in placed


# ----- what each beat is about ----------------------------------------------------------------
def _boards(scene) -> list[pygame.Rect]:
    return [lay.hover.union(lay.grid) for lay in scene.layout.boards]


def _card(scene) -> pygame.Rect:
    return scene.layout.card


def _piece_path(scene) -> pygame.Rect:
    """The left piece waiting and the column it drops down to its landing."""
    view, lay = scene.views[LEFT], scene.layout.boards[LEFT]
    ghost = view.ghost()
    if view.piece is None or ghost is None:
        return lay.hover.union(lay.grid)
    cells = orientations(view.piece)[view.orientation]
    top = max(dy for _, dy in cells) + (view.waiting_row(ghost) or ghost.row)
    rects = [lay.cell_rect(col, row) for col, row in ghost.cells]
    rects += [lay.cell_rect(view.column + dx, top) for dx, _ in cells]
    return rects[0].unionall(rects[1:])


def _left_board(scene) -> pygame.Rect:
    lay = scene.layout.boards[LEFT]
    return lay.grid.union(lay.side)


def _rows(scene) -> pygame.Rect:
    """The right board's full rows 1 and 2."""
    lay = scene.layout.boards[RIGHT]
    return lay.cell_rect(1, 2).union(lay.cell_rect(6, 1))


def _grids(scene) -> list[pygame.Rect]:
    return [lay.grid for lay in scene.layout.boards]


def _beat(say: str, **parts) -> Step:
    return Step(say, lasts=beat_frames(WORDS[say]), place="bottom", **parts)


def script() -> Script:
    return Script(
        GAME_ID,
        (
            _beat(START, ready=_holding_start_pieces, zones=_boards),
            _beat(CARD, ready=_card_up("Y"), highlight=_card, zones=_boards),
            _beat(DROP, ready=_lined_up, highlight=_piece_path, zones=_boards),
            _beat(SKIP, ready=_skipping, highlight=_left_board, zones=lambda s: [_card(s)]),
            _beat(SET_ASIDE, ready=_asking_aside, highlight=_left_board, zones=_boards),
            _beat(ROWS, ready=_rows_full, highlight=_rows, zones=_grids),
        ),
        create_scene,
        minutes=1,
    )
