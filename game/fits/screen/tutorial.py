"""Fits, learned by playing: board 1 of the 4-board edition, alone, with planned cards.

The learner drops the start piece U at the right edge (moving), stands the I5 up in the U's
notch (turning), mirrors the Z into the left corner (mirroring), sets the W aside because it
would leave a hole wherever it fell (holes, setting aside), and closes rows 1 and 2 with the
S4 (turning and mirroring; rows). The lesson then plays the other eleven cards for the
learner along a planned path that fills rows 1-11, and board 1's count stays up while its
result is read. The last card is the learner's own start piece: they skip it.

The second part teaches the compact box on its game 2, where symbols count as filled
cells: the U's notch keeps a symbol visible and the P closes two rows around symbols.

The board is drawn small, above the tallest instruction panel of the lesson (taller with
Large text), so the panel sits at the bottom edge and never covers the board or the piece.
"""

from __future__ import annotations

import pygame

from game.core.scripted import ScriptedRandom
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fits.logic import orient
from game.fits.logic.boards import COMPACT, FOUR_BOARDS
from game.fits.logic.pieces import orientations
from game.fits.logic.rules import Options, Place, SetAside, new_match
from game.fits.logic.scoring import score_board
from game.fits.screen.layout import TOP, Layout, plan
from game.fits.screen.overlays import summary_rect
from game.fits.screen.scene import FitsScene
from game.fits.screen.texts import summary_text
from game.shell.tutorial import panel
from game.shell.tutorial.steps import MORE, Script, Step

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
# The instruction panel holds at most this many lines of words (a test holds every language
# to it); the board ends above the tallest such panel, with its cursor and frame clear.
PANEL_LINES = 3
BOARD_GAP = 6

# The second part: the compact box, its game 1 played before the lesson starts (the start
# piece placed, every card set aside), so it opens on game 2 with the U in hand.
COMPACT_FIRST_START = "T5"
COMPACT_DECK = ("P", "L3", "O", "T4", "S4", "F", "L5", "N", "T5", "U", "V", "Y", "Z")
NOTCH_U = (0, 4)  # as dealt, two columns right: its notch leaves the blue symbol (5, 2) open
FILL_P = (7, 1)  # lying, mirrored: rows 1 and 2 full with the symbols (1, 2) and (5, 2)


def lesson_layout(scene: FitsScene) -> Layout:
    """The lesson's board, ending above the tallest panel its steps can show."""
    text = scene.app.text
    with text.scaled(scene.app.settings.large_text):
        height = (
            2 * panel.PAD_Y
            + text.pitch(panel.LINE)
            + panel.HEADER
            - panel.LINE
            + text.pitch(panel.LINE) * PANEL_LINES
            + text.pitch(panel.KEY_ROW)
        )
    bottom = panel.BOTTOM_Y - height - BOARD_GAP
    return plan(1, scene.match.options.edition, TOP, bottom)


def create_scene() -> FitsScene:
    setup = MatchSetup(GAME_ID, (Seat(LEARNER, SeatKind.HUMAN),), {"edition": FOUR_BOARDS}, SEED)
    rng = ScriptedRandom(SEED, sample=[[START], list(DECK)])
    scene = FitsScene(setup, rng=rng)
    scene.lesson_layout = lesson_layout
    scene.autoplay.pilot = _pilot
    return scene


def create_more_scene() -> FitsScene:
    """The compact box at the start of its game 2 (game 1 played through by the rules)."""
    setup = MatchSetup(GAME_ID, (Seat(LEARNER, SeatKind.HUMAN),), {"edition": COMPACT}, SEED)
    deck = list(COMPACT_DECK)
    rng = ScriptedRandom(SEED, sample=[[COMPACT_FIRST_START], deck, [START], deck])
    match = new_match(list(setup.seats), Options(COMPACT), rng)
    match.apply(Place(LEARNER, 0, 1))
    while match.round_index == 0:
        match.apply(SetAside(LEARNER))
    scene = FitsScene(setup, saved=match.to_dict())
    scene.lesson_layout = lesson_layout
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


def _turns(piece: str, start: int, target: int) -> str:
    """What brings ``piece`` from ``start`` to ``target``: "rotate", "flip", or "both"."""
    turned, orientation = {start}, start
    for _ in range(3):
        orientation = orient.step(piece, orientation, orient.CLOCKWISE)
        turned.add(orientation)
    if target in turned:
        return "rotate"
    if target == orient.step(piece, start, orient.MIRROR):
        return "flip"
    return "both"


def _why_drop(piece: str, target: tuple[int, int]):
    """A drop somewhere else: the fix first (turn it the way the lit cells need, or move it
    over them), with what the drop would have done."""

    def why(scene, action):
        if isinstance(action, SetAside):
            return "fits.tutorial.why_keep"
        if action.orientation != target[0]:
            fix = _turns(piece, action.orientation, target[0])
            if fix == "both":
                return "fits.tutorial.why_turned_both", {"piece": piece}
            return "fits.tutorial.why_turned", {
                "piece": piece,
                "fix": panel.glyph_word(scene, fix, _device(scene)),
            }
        holes = _holes_after(scene, action)
        if holes:
            key = "fits.tutorial.why_hole" if holes == 1 else "fits.tutorial.why_holes"
            return key, {"n": holes, "piece": piece}
        return "fits.tutorial.why_elsewhere"

    return why


def _why_aside(scene, action):
    """A drop of the piece to set aside: how many holes it leaves there (two or more)."""
    return "fits.tutorial.why_aside", {"n": _holes_after(scene, action)}


def _device(scene) -> str | None:
    return panel.learner_device(scene, scene.tutorial)


def _controls(scene) -> dict:
    """The words for the keys: a Fits piece moves only sideways (up turns it)."""
    return {"move": panel.glyph_word(scene, "sideways", _device(scene))}


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


def _piece(scene) -> pygame.Rect | None:
    """The piece in hand, waiting above the board."""
    view, lay = scene.views[LEARNER], scene.layout.boards[LEARNER]
    if view.piece is None:
        return None
    row = view.waiting_row(view.ghost()) or view.board.height + 1
    cells = orientations(view.piece)[view.orientation]
    rects = [lay.cell_rect(view.column + dx, row + dy) for dx, dy in cells]
    return rects[0].unionall(rects[1:])


def _board(scene) -> list[pygame.Rect]:
    """The learner's board with the piece waiting above it: what a drop is about."""
    lay = scene.layout.boards[LEARNER]
    return [lay.hover.union(lay.grid)]


def _card(scene) -> list[pygame.Rect]:
    """The card being played, with the pile of cards left."""
    return [scene.layout.card]


def _grid(scene) -> list[pygame.Rect]:
    return [scene.layout.boards[LEARNER].grid]


def _counted(scene) -> list[pygame.Rect]:
    """The counted board, its score and the line that says it was scored."""
    lay = scene.layout.boards[LEARNER]
    score = pygame.Rect(lay.side.left, lay.side.top, 40, 26)
    words = summary_text(scene.app.t, scene.match.options.edition, scene.shown.board_number)
    return [lay.grid, score, summary_rect(scene.app.text, words, scene.layout)]


def _rows(scene) -> pygame.Rect:
    """Rows 1 and 2, full."""
    lay = scene.layout.boards[LEARNER]
    return lay.cell_rect(1, 2).union(lay.cell_rect(6, 1))


def _summary_up(scene) -> bool:
    """Board 1's count is done and its total shown (the count waits there while a step
    reads it out)."""
    show = scene.shown.scoring
    return show is not None and show.stage == "summary"


def _board_one(scene) -> dict:
    """Board 1's score as the rules counted it."""
    board = scene.match.finished_boards[LEARNER]
    score = score_board(board, FOUR_BOARDS, 1)
    return {"total": score.total, "rows": score.rows, "empty": -score.empty}


U_CELLS = _cells(START, MOVE_U, 1)
I5_CELLS = _cells("I5", TURN_I5, 2)
Z_CELLS = _cells("Z", MIRROR_Z, 1)
S4_CELLS = _cells("S4", ROWS_S4, 1)
NOTCH_CELLS = _cells(START, NOTCH_U, 1)
FILL_CELLS = _cells("P", FILL_P, 1)

DROP = ("confirm", "fits.prompt.drop")
MOVE = ("sideways", "fits.prompt.move")
ROTATE = ("rotate", "fits.prompt.rotate")
FLIP = ("flip", "fits.prompt.flip")


def _act(say: str, piece: str, target: tuple[int, int], cells, keys) -> Step:
    """A drop the learner makes onto the lit cells; any other is explained with its fix."""
    return Step(
        say,
        keys=keys,
        expect=_drop(piece, target),
        why=_why_drop(piece, target),
        highlight=_light(cells),
        values=_controls,
        zones=_board,
    )


def script() -> Script:
    return Script(
        GAME_ID,
        (
            Step("fits.tutorial.welcome", zones=_board),
            _act("fits.tutorial.move", START, MOVE_U, U_CELLS, (MOVE, DROP)),
            _act("fits.tutorial.turn", "I5", TURN_I5, I5_CELLS, (ROTATE, MOVE, DROP)),
            _act("fits.tutorial.mirror", "Z", MIRROR_Z, Z_CELLS, (FLIP, DROP)),
            Step(
                "fits.tutorial.aside",
                keys=(("back", "fits.prompt.aside"),),
                expect=_set_aside,
                why=_why_aside,
                highlight=_piece,
                values=_controls,
                zones=_board,
            ),
            _act("fits.tutorial.rows", "S4", ROWS_S4, S4_CELLS, (ROTATE, FLIP, DROP)),
            Step("fits.tutorial.row_points", highlight=_rows, zones=_grid),
            Step(REST_STEP, until=_summary_up, zones=lambda scene: _board(scene) + _card(scene)),
            Step(
                "fits.tutorial.result",
                ready=_summary_up,
                values=_board_one,
                zones=_counted,
            ),
        ),
        create_scene,
        minutes=2,
        more=more_script,
        topic="fits.tutorial.more_topic",
    )


def more_script() -> Script:
    """The second part: the compact box, on its game 2."""
    return Script(
        GAME_ID,
        (
            Step("fits.tutorial.compact", zones=_board),
            Step("fits.tutorial.symbols", zones=_grid),
            _act("fits.tutorial.notch", START, NOTCH_U, NOTCH_CELLS, (MOVE, DROP)),
            _act("fits.tutorial.fill", "P", FILL_P, FILL_CELLS, (ROTATE, FLIP, MOVE, DROP)),
            Step("fits.tutorial.compact_rows", highlight=_rows, zones=_grid),
        ),
        create_more_scene,
        minutes=1,
        part=MORE,
        topic="fits.tutorial.more_topic",
    )
