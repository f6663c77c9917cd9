"""Fits, learned by playing: board 1 of the 4-board edition, alone, with planned cards.

The learner drops the start piece U at the right edge (moving), stands the I5 up in the U's
notch (turning), mirrors the Z into the left corner (mirroring), sets the W aside because it
would leave a hole wherever it fell (holes, setting aside), and closes rows 1 and 2 with the
S4 (turning and mirroring; rows). The lesson then plays the other eleven cards for the
learner along a planned path that fills rows 1-11, so board 1's scoring shows full rows
and empty cells; board 2 comes up to show its coins, and the steps tell what boards 3 and 4
and the compact edition add. The last card is the learner's own start piece: they skip it.
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fits.logic.boards import FOUR_BOARDS
from game.fits.logic.pieces import orientations
from game.fits.logic.rules import Place, SetAside
from game.fits.logic.scoring import score_board
from game.fits.screen.layout import plan
from game.fits.screen.scene import FitsScene
from game.fits.screen.solo import panel_rect
from game.shell.tutorial.steps import Script, Step

GAME_ID = "fits"
SEED = 12
LEARNER = 0
START = "U"
SET_ASIDE = "W"
# Build cards in the order they turn: four taught ones, eleven the lesson plays, the U.
DECK = (
    "I5", "Z", SET_ASIDE, "S4",
    "I3", "L5", "V", "F", "T5", "Y", "T4", "L4", "O", "N", "P",
    START,
)  # fmt: skip
# What each taught drop must be, as (orientation, column): the one drop on the lit cells.
MOVE_U = (0, 4)  # as dealt, two columns right: the right edge
TURN_I5 = (1, 5)  # stood up, into the U's notch
MIRROR_Z = (2, 2)  # mirrored, into the left corner
ROWS_S4 = (3, 1)  # turned and mirrored: rows 1 and 2 are full
# The rest of board 1 as the lesson plays it: rows 1-11 full, three cells of row 12 empty.
REST = {
    "I3": (1, 6),
    "L5": (3, 1),
    "V": (0, 1),
    "F": (3, 2),
    "T5": (3, 4),
    "Y": (1, 1),
    "T4": (0, 4),
    "L4": (1, 1),
    "O": (0, 1),
    "N": (3, 3),
    "P": (3, 4),
}
REST_STEP = "fits.tutorial.rest"
# The board starts this low, a little smaller than in a match, so the instructions above it
# never hide the piece waiting to drop (the cells it will fill are lit lower down).
BOARD_TOP = 90


def create_scene() -> FitsScene:
    setup = MatchSetup(GAME_ID, (Seat(LEARNER, SeatKind.HUMAN),), {"edition": FOUR_BOARDS}, SEED)
    rng = ScriptedRandom(SEED, sample=[[START], list(DECK)])
    scene = FitsScene(setup, rng=rng)
    scene.layout = plan(1, FOUR_BOARDS, BOARD_TOP)
    scene.pilot = _pilot
    return scene


def _pilot(scene: FitsScene, seat: int) -> Place | None:
    """While the rest of board 1 plays by itself, its planned drop for the card in hand."""
    guide = scene.tutorial
    step = guide.step if guide is not None else None
    piece = scene.match.piece_for(seat)
    if step is None or step.say != REST_STEP or piece not in REST:
        return None
    return Place(seat, *REST[piece])


# ----- what the steps wait for, explain and look at ------------------------------------------
def _drop(piece: str, target: tuple[int, int]):
    def check(action) -> bool:
        return isinstance(action, Place) and (action.orientation, action.column) == target

    return check


def _set_aside(action) -> bool:
    return isinstance(action, SetAside)


def _holes_after(scene, action: Place) -> int:
    """Holes the drop would add to the learner's board (the rules' own landing)."""
    board = scene.match.boards[action.seat]
    before = len(board.holes())
    trial = board.copy()
    trial.place(scene.match.piece_for(action.seat), action.orientation, action.column)
    return len(trial.holes()) - before


def _why_drop(piece: str):
    """A drop somewhere else: what it would do there, and where the lesson wants it."""

    def why(scene, action):
        if isinstance(action, SetAside):
            return "fits.tutorial.why_keep"
        holes = _holes_after(scene, action)
        if holes:
            key = "fits.tutorial.why_hole" if holes == 1 else "fits.tutorial.why_holes"
            return key, {"n": holes, "piece": piece}
        return "fits.tutorial.why_elsewhere"

    return why


def _why_aside(scene, action):
    """A drop of the piece to set aside: how many holes it leaves there (two or more)."""
    return "fits.tutorial.why_aside", {"n": _holes_after(scene, action)}


def _cells(piece: str, target: tuple[int, int], base_row: int):
    """The lit cells: where the piece lands when dropped as the step asks."""
    orientation, column = target
    return [(column + dx, base_row + dy) for dx, dy in orientations(piece)[orientation]]


def _light(cells):
    def rect(scene) -> pygame.Rect:
        lay = scene.layout.boards[LEARNER]
        area = lay.cell_rect(*cells[0])
        for cell in cells[1:]:
            area = area.union(lay.cell_rect(*cell))
        return area

    return rect


def _hover(scene) -> pygame.Rect:
    return scene.layout.boards[LEARNER].hover


def _grid(scene) -> pygame.Rect:
    return scene.layout.boards[LEARNER].grid


def _card(scene) -> pygame.Rect:
    return scene.layout.card


def _tray(scene) -> pygame.Rect:
    return scene.layout.boards[LEARNER].side


def _score(scene) -> pygame.Rect:
    side = scene.layout.boards[LEARNER].side
    return pygame.Rect(side.left, side.top, 40, 26)


def _full_rows(scene) -> pygame.Rect:
    lay = scene.layout.boards[LEARNER]
    return lay.cell_rect(1, 2).union(lay.cell_rect(6, 1))


def _board_two(scene) -> bool:
    return scene.shown.board_number == 2 and not scene.timeline.busy


def _board_one(scene) -> dict:
    """Board 1's score as the rules counted it."""
    board = scene.match.finished_boards[LEARNER]
    score = score_board(board, FOUR_BOARDS, 1)
    return {"total": score.total, "rows": score.rows, "empty": -score.empty}


U_CELLS = _cells(START, MOVE_U, 1)
I5_CELLS = _cells("I5", TURN_I5, 2)
Z_CELLS = _cells("Z", MIRROR_Z, 1)
S4_CELLS = _cells("S4", ROWS_S4, 1)


def script() -> Script:
    drop = ("confirm", "fits.prompt.drop")
    move = ("move", "fits.prompt.move")
    return Script(
        GAME_ID,
        (
            Step("fits.tutorial.welcome"),
            Step("fits.tutorial.start", highlight=_hover, place="bottom"),
            Step(
                "fits.tutorial.move",
                keys=(move, drop),
                expect=_drop(START, MOVE_U),
                why=_why_drop(START),
                highlight=_light(U_CELLS),
                place="top",
            ),
            Step(
                "fits.tutorial.turn",
                keys=(("rotate", "fits.prompt.rotate"), move, drop),
                expect=_drop("I5", TURN_I5),
                why=_why_drop("I5"),
                highlight=_light(I5_CELLS),
                place="top",
            ),
            Step(
                "fits.tutorial.mirror",
                keys=(("flip", "fits.prompt.flip"), move, drop),
                expect=_drop("Z", MIRROR_Z),
                why=_why_drop("Z"),
                highlight=_light(Z_CELLS),
                place="top",
            ),
            Step("fits.tutorial.holes", highlight=_grid, place="top"),
            Step(
                "fits.tutorial.aside",
                keys=(("back", "fits.prompt.aside"),),
                expect=_set_aside,
                why=_why_aside,
                highlight=_card,
                place="bottom",
            ),
            Step("fits.tutorial.aside_cost", highlight=_tray, place="top"),
            Step(
                "fits.tutorial.rows",
                keys=(("rotate", "fits.prompt.rotate"), ("flip", "fits.prompt.flip"), drop),
                expect=_drop("S4", ROWS_S4),
                why=_why_drop("S4"),
                highlight=_light(S4_CELLS),
                place="top",
            ),
            Step("fits.tutorial.row_points", highlight=_full_rows, place="top"),
            Step(REST_STEP, until=_board_two, place="top"),
            Step("fits.tutorial.result", values=_board_one, highlight=_score, place="bottom"),
            Step("fits.tutorial.board_2", highlight=_grid, place="top"),
            Step("fits.tutorial.board_3", place="top"),
            Step("fits.tutorial.board_4", place="top"),
            Step("fits.tutorial.compact", place="top"),
            Step("fits.tutorial.end", highlight=panel_rect, place="top"),
        ),
        create_scene,
    )
