"""Fits' guided first game: played to its end with a keyboard and with a pad, every step
waiting for its move, the planned cards giving what the steps say, wrong drops explained
and retried with the piece where it was, and leaving it cleanly."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.engine.widgets import PROMPT_GLYPHS
from game.fits.logic.boards import FOUR_BOARDS
from game.fits.logic.grid import Board
from game.fits.logic.pieces import orientations, shape_width
from game.fits.logic.rules import BUILD, START, Place
from game.fits.logic.scoring import complete_rows, score_board
from game.fits.screen import tutorial
from game.shell import autosave
from game.shell.tutorial import panel
from game.shell.tutorial.guide import WATCH_WHY
from game.shell.tutorial.menus import TutorialDoneScene
from game.shell.tutorial.panel import PAD_X, PANEL_WIDTH
from game.shell.tutorial.start import create_tutorial
from game.shell.tutorial.steps import CORE, MORE
from tests.driving import run, run_until
from tests.test_safe_area import LANGUAGES
from tests.test_tutorials import covering
from tests.tutorial_driving import (
    STEP_LIMIT,
    Learner,
    leave_through_pause,
    open_tutorial,
    play_through,
    play_through_to,
    wait_for_step,
)

# The presses from the piece as dealt (centred, as drawn) to the drop each step asks for.
PLAN = {
    1: ["right", "right", "confirm"],  # the U: two columns right
    2: ["rotate", "right", "right", "confirm"],  # the I5 stood up, over column 5
    3: ["flip", "confirm"],  # the Z mirrored
    4: ["back", "back"],  # the W set aside
    5: ["rotate", "flip", "left", "confirm"],  # the S4 turned and mirrored, to column 1
}
# The second part, the compact box's game 2.
MORE_PLAN = {
    2: ["right", "right", "confirm"],  # the U: its notch over the blue symbol
    3: ["rotate", "flip", "left", "left", "confirm"],  # the P lying, mirrored, to column 1
}
# A pad's rotate button turns clockwise, the keyboard's Q anticlockwise: three quarter turns
# on a pad lay the P down the same way (the core's pieces lie the same either way round).
MORE_PAD_PLAN = {**MORE_PLAN, 3: ["rotate", "rotate", "rotate", "flip", "left", "left", "confirm"]}


def step_index(name: str) -> int:
    keys = [step.say for step in tutorial.script().steps]
    return keys.index(f"fits.tutorial.{name}")


def test_the_plan_names_the_steps_it_means():
    names = ("move", "turn", "mirror", "aside", "rows")
    assert [step_index(n) for n in names] == sorted(PLAN)


# ----- the planned cards give what the steps say ---------------------------------------------
def drop(board: Board, piece: str, target: tuple[int, int]) -> Board:
    after = board.copy()
    after.place(piece, *target)
    return after


def drops(board: Board, piece: str):
    for orientation, cells in enumerate(orientations(piece)):
        for column in range(1, board.width - shape_width(cells) + 2):
            if board.drop_row(cells, column) <= board.height:
                yield orientation, column


def lesson_boards() -> list[Board]:
    """The board before each taught drop: empty, after the U, the I5, the Z (and the W aside)."""
    boards = [Board(6, 12)]
    for piece, target in (
        (tutorial.START, tutorial.MOVE_U),
        ("I5", tutorial.TURN_I5),
        ("Z", tutorial.MIRROR_Z),
    ):
        boards.append(drop(boards[-1], piece, target))
    return boards


def test_each_taught_drop_fills_its_lit_cells_without_a_hole():
    empty, after_u, after_i5, after_z = lesson_boards()
    taught = (
        (empty, tutorial.START, tutorial.MOVE_U, tutorial.U_CELLS),
        (after_u, "I5", tutorial.TURN_I5, tutorial.I5_CELLS),
        (after_i5, "Z", tutorial.MIRROR_Z, tutorial.Z_CELLS),
        (after_z, "S4", tutorial.ROWS_S4, tutorial.S4_CELLS),
    )
    for board, piece, target, cells in taught:
        after = drop(board, piece, target)
        assert sorted(after.placements[-1].cells) == sorted(cells)
        assert not after.holes()


def test_the_cards_need_what_the_steps_teach():
    _, after_u, after_i5, after_z = lesson_boards()
    # The U is dealt two columns left of the right edge, as drawn (moving only).
    assert tutorial.MOVE_U[0] == 0
    # The I5 lying flat leaves a hole anywhere; standing, it fits.
    flat = [d for d in drops(after_u, "I5") if d[0] == 0]
    assert flat and all(drop(after_u, "I5", d).holes() for d in flat)
    # The Z fits without a hole only mirrored, in one place.
    clean = [d for d in drops(after_i5, "Z") if not drop(after_i5, "Z", d).holes()]
    assert clean == [tutorial.MIRROR_Z]
    # The W leaves a hole wherever it lands.
    assert all(drop(after_z, "W", d).holes() for d in drops(after_z, "W"))
    # Nothing is full before the S4, which fills rows 1 and 2.
    assert not complete_rows(after_z, FOUR_BOARDS, 1)
    assert complete_rows(drop(after_z, "S4", tutorial.ROWS_S4), FOUR_BOARDS, 1) == {1, 2}


def test_the_rest_of_the_board_fills_eleven_rows():
    board = drop(lesson_boards()[-1], "S4", tutorial.ROWS_S4)
    for piece in tutorial.DECK[4:]:
        if piece in tutorial.REST:
            board = drop(board, piece, tutorial.REST[piece])
    assert not board.holes() and board.lost_above == 0
    score = score_board(board, FOUR_BOARDS, 1)
    assert (score.rows, score.empty, score.total) == (11, -3, 8)


# ----- the words -------------------------------------------------------------------------------
LONGEST = {action: max(glyphs, key=len) for action, glyphs in PROMPT_GLYPHS.items()}
VALUES = {
    **LONGEST,
    "move": LONGEST["sideways"],
    "fix": LONGEST["rotate"],
    "n": 12,
    "piece": "I5",
    "total": -88,
    "rows": 11,
    "empty": 60,
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_every_instruction_fits_three_lines_of_the_panel(make_app, lang):
    app = make_app(scene="title", lang=lang)
    t, text = app.t, app.text
    width = PANEL_WIDTH - 2 * PAD_X
    parts = (tutorial.script(), tutorial.more_script())
    keys = [step.say for part in parts for step in part.steps]
    whys = ["why_hole", "why_holes", "why_elsewhere", "why_keep", "why_aside", "why_turned"]
    whys += ["why_turned_both", "why_no_turn"]
    for key in keys + [f"fits.tutorial.{why}" for why in whys]:
        words = t(key, **VALUES)
        assert words != key and "{" not in words, f"{lang}: {key} untranslated or unfilled"
        assert len(words) <= 200, f"{lang}: {key} is {len(words)} characters"
        assert len(text.wrap(words, width)) <= 3, f"{lang}: {key} wraps to more than 3 lines"


# ----- playing it -----------------------------------------------------------------------------
@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_a_learner_plays_the_tutorial_to_its_end(make_app, pads, device):
    app = make_app(scene="title")
    learner = Learner(app, pads if device == "pad" else None)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    steps = guide.script.steps

    def live(index: int) -> None:  # an act step is up only while a press is taken
        if steps[index].kind == "act":
            assert scene.can_act(0), f"step {index} came up before the piece could drop"

    play_through(app, guide, learner, PLAN, on_step=live)
    run_until(app, lambda: isinstance(app.scenes.top, TutorialDoneScene))
    match = scene.match
    # Board 1 as the steps told it: the W aside, rows 1-11 full, 3 empty cells: 8 points.
    assert match.round_scores[0] == [8]
    assert match.finished_boards[0].holes() == []
    assert match.board_number == 2 and match.phase == START  # board 2 is on screen
    assert guide.wrong_count == 0
    assert "fits" in app.people.box.learned
    autosave.flush()
    assert not autosave.autosave_path().exists()  # a tutorial is never saved


def test_a_wrong_drop_is_explained_and_can_be_retried(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    index = step_index("turn")
    play_through_to(app, guide, learner, PLAN, index)
    view = scene.views[0]
    learner.press("confirm")  # the I5 lying flat where it was dealt: resting on the U
    assert guide.index == index
    flat = drop(lesson_boards()[1], "I5", (0, 1))
    assert len(flat.holes()) == 7  # under it: rows 1-2 of columns 1-3, the U's notch
    assert guide.wrong[0] == "fits.tutorial.why_turned"  # first the fix: stand it up
    assert guide.wrong[1]["fix"] == "Q/E"
    assert len(scene.match.boards[0].placements) == 1 and scene.match.piece_for(0) == "I5"
    assert (view.piece, view.orientation, view.column) == ("I5", 0, 1)  # still in hand
    learner.press("rotate")
    learner.press("confirm")  # standing, but in column 3: it fits, not where the lesson wants
    assert guide.wrong[0] == "fits.tutorial.why_elsewhere"
    assert "A/D" in panel.wrong_text(scene, guide)  # the keys that move it there
    for action in ["right", "right", "confirm"]:
        learner.press(action)
    assert guide.index == index + 1 and guide.wrong is None
    assert scene.match.boards[0].placements[-1].piece == "I5"


def test_dropping_the_piece_to_set_aside_is_explained(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    index = step_index("aside")
    play_through_to(app, guide, learner, PLAN, index)
    learner.press("confirm")
    after_z = lesson_boards()[-1]
    view = scene.views[0]
    holes = len(drop(after_z, "W", (view.orientation, view.column)).holes())
    assert holes >= 2
    assert guide.wrong[0] == "fits.tutorial.why_aside" and guide.wrong[1]["n"] == holes
    assert scene.match.phase == BUILD and scene.match.piece_for(0) == "W"
    assert len(scene.match.boards[0].placements) == 3
    learner.press("back")
    learner.press("back")
    assert guide.index == index + 1
    assert scene.match.set_aside[0] == ["W"]


def test_a_drop_during_a_read_step_is_refused(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("welcome"))
    learner.press("confirm")  # goes on: a read step takes confirm
    assert guide.index == step_index("move")
    assert not scene.match.boards[0].placements


def test_the_learner_watches_while_the_lesson_plays_the_rest(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("rest"))
    placed = len(scene.match.boards[0].placements)
    for action in ["left", "left", "rotate", "confirm"]:  # answered: the lesson moves it
        learner.press(action)
    run_until(app, lambda: len(scene.match.boards[0].placements) > placed + 2, 2000)
    board = scene.match.boards[0]
    dropped = [(p.piece, p.orientation, p.column) for p in board.placements[placed:]]
    planned = [(piece, *tutorial.REST[piece]) for piece in tutorial.DECK[4:-1]]
    assert dropped == planned[: len(dropped)]  # the plan's drops, the presses changed nothing
    assert not board.holes()
    assert guide.wrong_count == 4  # each press was answered: watch for now


def test_leaving_through_the_pause_menu_saves_nothing(make_app):
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    play_through_to(app, scene.tutorial, learner, PLAN, step_index("mirror"))
    leave_through_pause(app, learner, "fits")


# ----- human pace: panels beside their subject, true control words, slips answered -----------
def piece_rect(scene) -> pygame.Rect | None:
    """The learner's waiting piece as drawn above the grid (None: nothing in hand)."""
    view, lay = scene.views[0], scene.layout.boards[0]
    if view.piece is None:
        return None
    row = view.waiting_row(view.ghost()) or view.board.height + 1
    cells = orientations(view.piece)[view.orientation]
    rects = [lay.cell_rect(view.column + dx, row + dy) for dx, dy in cells]
    return rects[0].unionall(rects[1:])


@pytest.mark.parametrize("part", [CORE, MORE])
@pytest.mark.parametrize("large", [False, True], ids=["normal", "large"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_fits_panels_leave_the_board_and_the_piece_clear(make_app, lang, large, part):
    """Every step is about the learner's board (and, in an act step, the piece in hand): the
    panel covers neither, nor any zone the step names, in either text size and both parts."""
    app = make_app(scene="title", seed=11, lang=lang)
    app.settings = replace(app.settings, large_text=large)
    learner = Learner(app)
    scene = create_tutorial(app, "fits", learner.device, part)
    app.scenes.clear_to(scene)
    guide = scene.tutorial
    problems: list[str] = []

    def look(index: int) -> None:
        step = guide.script.steps[index]
        with app.text.scaled(large):
            problems.extend(covering(scene, guide, index))
            rect = panel.panel_rect(scene, guide, step)
        subjects = {"board": scene.layout.boards[0].grid}
        if (piece := piece_rect(scene)) is not None:
            subjects["piece"] = piece
        for name, subject in subjects.items():
            if rect.colliderect(subject):
                problems.append(f"step {index} ({step.say}): the panel covers the {name}")

    play_through(app, guide, learner, PLAN if part == CORE else MORE_PLAN, on_step=look)
    assert guide.finished
    assert not problems, problems


def test_human_pace_fits_board_1_is_scored_while_its_result_is_read(make_app):
    """The step that counts board 1 shows board 1's count, and it stays while people read."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("result"))
    for _ in range(3):  # a minute of reading and talking
        assert scene.shown.board_number == 1 and scene.shown.scoring is not None
        assert scene.shown.scoring.stage == "summary"
        run(app, 1200)
    assert guide.index == step_index("result") and guide.shown


@pytest.mark.parametrize("device", ["kb_left", "kb_right", "pad"])
def test_human_pace_fits_move_names_the_keys_that_move_sideways(make_app, pads, device):
    """W and the up arrow turn a Fits piece: "move" names only what moves it left and right,
    in the words and on the key cap."""
    app = make_app(scene="title")
    if device == "pad":
        learner = Learner(app, pads)
    else:
        learner = Learner(app)
        learner.device = device
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("move"))
    guide.device = learner.device  # the half that pressed last (the driver presses the left)
    step = guide.step
    words = panel.step_text(scene, guide, step)
    caps = [glyph for glyph, _ in panel.key_items(scene, guide, step)]
    sideways = {"kb_left": "A/D", "kb_right": "Arrows"}.get(device, "D-pad")
    assert sideways in words and sideways in caps
    assert "WASD" not in words and "WASD" not in caps


SLIPS = [
    ("turn", "rotate", ["right", "right", "confirm"]),  # the I5 dropped lying flat
    ("mirror", "flip", ["confirm"]),  # the Z dropped without mirroring it
]


@pytest.mark.parametrize(("name", "fix", "then"), SLIPS, ids=["unturned", "unmirrored"])
def test_human_pace_fits_a_slip_before_the_drop_is_explained_with_its_fix(
    make_app, name, fix, then
):
    """A drop with the piece not turned the way the lit cells need: the refusal names the
    key that turns it, and pressing it as told, then the step's own keys, works."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    index = step_index(name)
    play_through_to(app, guide, learner, PLAN, index)
    learner.press("confirm")
    assert guide.index == index
    assert guide.wrong is not None and guide.wrong[0] == "fits.tutorial.why_turned"
    explained = panel.wrong_text(scene, guide)
    assert panel.glyph_word(scene, fix, learner.device) in explained
    view = scene.views[0]
    wanted = guide.step.expect
    for _ in range(4):
        if any(wanted(Place(0, view.orientation, c)) for c in range(1, 7)):
            break
        learner.press(fix)
    for action in then:
        learner.press(action)
    assert guide.index > index


def test_human_pace_fits_presses_while_the_lesson_plays_are_answered(make_app, monkeypatch):
    played: list[str] = []
    from game.engine.audio import Audio

    monkeypatch.setattr(Audio, "play", lambda self, name, volume=1.0: played.append(name))
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    play_through_to(app, guide, learner, PLAN, step_index("rest"))
    for action in ("left", "rotate", "confirm", "back"):
        played.clear()
        learner.press(action)
        assert "ui_error" in played, f"{action}: no answer while the lesson plays"
        assert guide.wrong is not None and guide.wrong[0] == WATCH_WHY


@pytest.mark.parametrize("slip", ["rotate", "flip", "up"])
def test_human_pace_fits_a_turn_the_step_does_not_ask_for_leaves_the_piece_as_it_is(make_app, slip):
    """Turning the U in the step that only moves it: the piece stays as dealt, the panel says
    why, and the step's own presses still work as written."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    index = step_index("move")
    play_through_to(app, guide, learner, PLAN, index)
    learner.press(slip)
    view = scene.views[0]
    assert view.orientation == 0
    assert guide.wrong is not None and guide.wrong[0] == "fits.tutorial.why_no_turn"
    for action in PLAN[index]:
        learner.press(action)
    assert guide.index > index


@pytest.mark.parametrize("part", [CORE, MORE])
@pytest.mark.parametrize("device", ["keyboard", "pad"])
def test_human_pace_fits_lesson_survives_long_waits_and_slips(make_app, pads, device, part):
    """A person who reads for a minute at every step, presses back and the turns a step has no
    use for, and pauses and comes back, still reaches the end with the planned presses (in
    both parts of the lesson)."""
    from game.shell.pause import PauseScene

    app = make_app(scene="title")
    learner = Learner(app, pads if device == "pad" else None)
    scene = create_tutorial(app, "fits", learner.device, part)
    app.scenes.clear_to(scene)
    guide = scene.tutorial
    plan = PLAN if part == CORE else MORE_PAD_PLAN if device == "pad" else MORE_PLAN
    steps = guide.script.steps
    for index, step in enumerate(steps):
        wait_for_step(app, guide, index)
        run(app, 3600)  # a minute of reading, talking, fetching a drink
        assert guide.index == index or step.kind == "watch", f"step {index} went on by itself"
        shown = {action for action, _ in step.keys} if step.kind == "act" else set()
        for slip in ["back", *(t for t in ("rotate", "flip") if t not in shown)]:
            learner.press(slip)
        learner.press("pause")
        assert isinstance(app.scenes.top, PauseScene)
        learner.press("pause")
        assert app.scenes.top is scene
        if step.kind != "watch":
            for action in plan.get(index, ["confirm"]):
                learner.press(action)
        run_until(app, lambda i=index: guide.index > i, STEP_LIMIT)
    assert guide.finished


def test_human_pace_fits_the_second_press_to_set_aside_may_come_after_a_while(make_app):
    """In a match the first press of back waits a moment for the second; in the lesson it
    waits as long as the step does, so "press back twice" holds for a slow pair of hands."""
    app = make_app(scene="title")
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    index = step_index("aside")
    play_through_to(app, guide, learner, PLAN, index)
    learner.press("back")
    run(app, 600)  # ten seconds: "twice? let me look at it again"
    assert scene.views[0].armed
    learner.press("back")
    assert guide.index == index + 1
    assert scene.match.set_aside[0] == ["W"]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_human_pace_fits_trying_again_puts_the_explanation_away(make_app, lang):
    """With Large text the explanation of a refused drop makes the panel taller than the room
    below the board; the first turn or move made to try again puts it away, so the lit cells
    and the outline are in sight while the learner follows it."""
    app = make_app(scene="title", lang=lang)
    app.settings = replace(app.settings, large_text=True)
    learner = Learner(app)
    scene = open_tutorial(app, "fits", learner)
    guide = scene.tutorial
    index = step_index("turn")
    play_through_to(app, guide, learner, PLAN, index)
    learner.press("confirm")  # the I5 lying flat: refused, and why
    assert guide.wrong is not None
    learner.press("rotate")  # as the explanation says
    assert guide.wrong is None
    with app.text.scaled(True):
        rect = panel.panel_rect(scene, guide, guide.step)
    assert not rect.colliderect(scene.layout.boards[0].grid)
    assert not rect.colliderect(piece_rect(scene))


def test_human_pace_fits_sideways_keys_follow_the_bindings_and_the_language():
    """The keys that move a Fits piece are named from the bindings in force, in the player's
    words (a right half's arrows in German), and a remapped half shows its own keys."""
    import copy

    from game.engine.input.bindings import (
        DEFAULT_BINDINGS,
        KEYBOARD_LEFT,
        PAD,
        prompt_glyphs,
    )

    words = {"arrows": "Pfeile", "dpad": "Steuerkreuz"}
    full, short = prompt_glyphs(DEFAULT_BINDINGS, words)
    assert full["sideways"] == ("Steuerkreuz", "A/D", "Pfeile")
    assert short["sideways"] == full["sideways"]
    table = copy.deepcopy(DEFAULT_BINDINGS)
    table[KEYBOARD_LEFT]["left"], table[KEYBOARD_LEFT]["right"] = ["j"], ["l"]
    table[PAD]["left"], table[PAD]["right"] = ["leftshoulder"], ["rightshoulder"]
    full, _ = prompt_glyphs(table, words)
    assert full["sideways"][1] == "J/L"
    assert full["sideways"][0] != "Steuerkreuz"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_offer_of_the_second_part_fits_the_screen_in_large_text(make_app, lang):
    """ "More: <topic> (1 min)" is one line of the done menu: inside the safe area."""
    from tests.test_safe_area import SAFE_AREA

    app = make_app(scene="title", seed=11, lang=lang)
    more = tutorial.more_script()
    words = app.t("tutorial.done_more", topic=app.t(more.topic), minutes=more.minutes)
    with app.text.scaled(True):
        assert app.text.size(words, "body")[0] <= SAFE_AREA.width, words
