"""The Fits screen end to end: real input (keyboard halves, SDL virtual pads), CPU seats,
round scoring, results, autosave/resume, attract mode and the landing ghost."""

from __future__ import annotations

import pytest

from game.core.seats import Seat, SeatKind
from game.core.setup import Line, MatchSetup
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.fits.logic.pieces import orientations
from game.fits.screen import highscores
from game.fits.screen.scene import FitsScene, create_scene
from game.shell import autosave, flow
from game.shell.lines import say
from game.shell.results import ResultsScene
from game.shell.title import TitleScene
from tests.driving import button, key, run, run_until

GAME_FRAMES = 20000  # generous: a 4-seat game of the big box takes about 9000 frames


def top_name(app) -> str:
    return type(app.scenes.top).__name__


def start(app, seats: list[str], edition: str, seed: int) -> FitsScene:
    """Swap the scene ``make_app`` started for one with the wanted edition."""
    kinds = [
        Seat(i, SeatKind.HUMAN) if s == "human" else Seat(i, SeatKind.CPU, s.split("-")[1])
        for i, s in enumerate(seats)
    ]
    setup = MatchSetup("fits", tuple(kinds), {"edition": edition}, seed)
    scene = create_scene(setup, None)
    app.scenes.replace(scene)
    return scene


def play_to_results(app, scene: FitsScene, press) -> int:
    """Run the game; whenever a human seat may act, ``press(seat, names)`` presses buttons:
    a drop, or back twice to set aside every fourth build card (always when it cannot fit).
    Returns how many pieces the humans set aside."""
    humans = [s for s in range(len(scene.views)) if not scene.match.seats[s].is_cpu]
    asides = 0
    for _ in range(GAME_FRAMES):
        if isinstance(app.scenes.top, ResultsScene):
            return asides
        acted = False
        for seat in humans:
            if app.scenes.top is not scene or not scene.can_act(seat):
                continue
            view = scene.views[seat]
            card = scene.match.cards_turned
            aside = scene.shown.card is not None and (card % 4 == seat or view.ghost() is None)
            if aside:
                press(seat, ["back", "back"])
                asides += 1
            else:
                press(seat, ["confirm"])
            acted = True
        if not acted:
            run(app)
    raise AssertionError(f"no results after {GAME_FRAMES} frames; top is {top_name(app)}")


def check_result(app, scene: FitsScene) -> None:
    result = app.scenes.top.result
    assert scene.match.is_over
    assert result.totals == tuple(scene.match.totals)
    assert result.winners == tuple(scene.match.winners())
    assert [sum(r) for r in scene.match.round_scores] == list(result.totals)


def test_four_seats_two_pads_two_cpus_play_to_the_results(make_app, pads, sounds):
    app = make_app(scene="fits", seats=["human", "human", "cpu-easy", "cpu-easy"], seed=11)
    scene = app.scenes.top
    first, second = pads(), pads()
    run_until(app, lambda: {first.device, second.device} <= set(app.input.devices()))
    app.input.bind(first.device, 0)
    app.input.bind(second.device, 1)
    names = {"confirm": "a", "back": "b"}
    by_seat = {0: first, 1: second}

    def press(seat, actions):
        for action in actions:
            button(app, by_seat[seat], names[action])

    asides = play_to_results(app, scene, press)
    check_result(app, scene)
    assert asides > 0
    assert len(scene.match.round_scores[0]) == 4  # four boards were played and scored
    for effect in ("piece_drop", "piece_land", "set_aside", "score_tick", "round_end"):
        assert effect in sounds, effect
    assert "fanfare" in sounds
    assert autosave.load_match() is None  # the finished match leaves no save behind


@pytest.mark.parametrize("edition", ["four_boards", "compact"])
def test_a_solo_game_of_each_edition_reaches_the_results(make_app, edition):
    app = make_app(scene="fits", seats=["human"], seed=4)
    scene = start(app, ["human"], edition, 21)
    keys = {"confirm": "space", "back": "tab"}

    def press(seat, actions):
        for action in actions:
            key(app, keys[action])

    play_to_results(app, scene, press)
    check_result(app, scene)
    result = app.scenes.top.result
    rounds = {"four_boards": 4, "compact": 2}[edition]
    assert len(scene.match.round_scores[0]) == rounds
    assert say(app, result.title) == scene.solo_title_text()
    assert Line("fits.stat.new_high") in result.stats  # the first solo game is the best yet
    assert highscores.table(edition)[0].score == result.totals[0]


def wait_to_act(app, scene: FitsScene, seat: int = 0) -> None:
    run_until(app, lambda: scene.can_act(seat), 2000)


def test_the_ghost_shows_exactly_where_the_piece_lands(make_app):
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    moves = [["d", "e"], ["a", "a", "f"], ["q", "d", "d", "d"], ["e", "e", "a"], ["f", "w"]]
    checked = 0
    for keys in moves:
        wait_to_act(app, scene)
        for name in keys:
            key(app, name)
        ghost = view.ghost()
        if ghost is None:
            continue
        board = view.board
        key(app, "space")
        assert board.placements[-1].cells == ghost.cells
        run_until(app, lambda: view.fall is None, 200)
        checked += 1
    assert checked >= 4


def test_moving_turning_and_mirroring_change_the_drop(make_app):
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    wait_to_act(app, scene)
    piece, column = view.piece, view.column
    key(app, "a")
    assert view.column == column - 1
    key(app, "d")
    key(app, "d")
    assert view.column == column + 1
    before = view.orientation
    key(app, "e")  # rotate right, then left again
    key(app, "q")
    assert view.orientation == before and view.piece == piece
    key(app, "f")
    key(app, "f")  # mirroring twice is the same shape again
    assert view.orientation == before


def test_setting_aside_needs_a_second_press_and_never_the_start_piece(make_app):
    app = make_app(scene="fits", seats=["human", "human"], seed=5)
    scene = app.scenes.top
    wait_to_act(app, scene)
    key(app, "tab")  # the start piece cannot be set aside
    assert scene.views[0].message == "fits.msg.start_piece"
    assert scene.views[0].piece is not None and not scene.views[0].armed
    key(app, "space")
    key(app, "enter")
    run_until(app, lambda: scene.shown.card is not None and scene.can_act(0), 600)
    key(app, "tab")
    assert scene.views[0].armed and not scene.match.set_aside[0]
    key(app, "a")  # anything else calls it off
    assert not scene.views[0].armed
    key(app, "tab")
    key(app, "tab")
    assert scene.match.set_aside[0] == [scene.shown.card]
    assert scene.shown.acted[0] and not scene.shown.acted[1]


def test_autosave_after_a_drop_and_resume_restore_the_card_and_who_placed(make_app):
    app = make_app(scene="fits", seats=["human", "human", "cpu-easy"], seed=9)
    scene = app.scenes.top
    for _ in range(3):  # three cards in: both humans drop on each
        wait_to_act(app, scene, 0)
        key(app, "space")
        wait_to_act(app, scene, 1)
        key(app, "enter")
    wait_to_act(app, scene, 0)
    key(app, "space")  # seat 0 places the current card, seat 1 has not yet
    run_until(app, lambda: scene.match.acted[2], 600)
    run(app, 2)
    setup, state, _extra = autosave.load_match()
    assert setup == scene.setup
    assert state == scene.match.to_dict()
    assert state["acted"] == [True, False, True]
    card = scene.match.current_piece

    resumed_app = make_app()
    assert flow.resume_autosave(resumed_app)
    run_until(resumed_app, lambda: isinstance(resumed_app.scenes.top, FitsScene), 120)
    resumed = resumed_app.scenes.top
    assert resumed.match.to_dict() == state
    assert resumed.shown.card == card and resumed.shown.acted == [True, False, True]
    assert [v.piece for v in resumed.views] == [None, card, None]
    assert resumed.needs_player(0) and resumed.needs_player(1)
    key(resumed_app, "space")  # a free device takes the first free human seat
    assert resumed_app.input.device_of(0) == KEYBOARD_LEFT
    key(resumed_app, "enter")  # and the other keyboard half the second
    assert resumed_app.input.device_of(1) == KEYBOARD_RIGHT
    placed = len(resumed.match.boards[1].placements)
    wait_to_act(resumed_app, resumed, 1)
    key(resumed_app, "enter")
    assert len(resumed.match.boards[1].placements) == placed + 1
    assert resumed.match.cards_turned == state["cards_turned"] + 1  # everyone placed: next card


def test_attract_mode_returns_to_the_title_on_any_key(make_app):
    app = make_app()
    seats = tuple(Seat(i, SeatKind.CPU, "easy") for i in range(3))
    setup = MatchSetup("fits", seats, {"edition": "compact"}, 3, attract=True)
    app.scenes.push(create_scene(setup, None))
    run(app, 400)
    assert isinstance(app.scenes.top, FitsScene)
    assert any(len(v.board.placements) for v in app.scenes.top.views)  # the CPUs play
    assert autosave.load_match() is None  # a demo is never saved
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, TitleScene), 120)


def test_held_left_and_right_repeat_to_the_edge(make_app):
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    wait_to_act(app, scene)
    key(app, "d", hold_frames=60)  # held: the input layer repeats the press
    right_edge = 7 - len({col for col, _ in view.ghost().cells})
    assert view.column == right_edge
    key(app, "a", hold_frames=60)
    assert view.column == 1


@pytest.mark.parametrize(
    ("seats", "edition"),
    [
        (["cpu-easy"], "compact"),
        (["cpu-easy"] * 2, "four_boards"),
        (["cpu-easy"] * 3, "compact"),
        (["cpu-easy"] * 4, "four_boards"),
    ],
)
def test_every_layout_draws_a_whole_game_with_colour_symbols(make_app, seats, edition):
    app = make_app(scene="fits", seats=["cpu"], seed=2)
    app.settings.colour_symbols = True
    scene = start(app, seats, edition, 17)
    seen = set()
    for frame in range(GAME_FRAMES):
        if isinstance(app.scenes.top, ResultsScene):
            break
        app.step()
        if frame % 7 == 0 and app.scenes.top is scene:
            scene.draw(app.display.canvas)
            shown = scene.shown
            overlays = ("flip_t", "banner_t", "scoring", "finale_t")
            seen |= {name for name in overlays if getattr(shown, name) is not None}
    assert isinstance(app.scenes.top, ResultsScene)
    assert seen == {"flip_t", "banner_t", "scoring", "finale_t"}  # every overlay was drawn


# ----- every ignored press answers (a soft sound and a small sign) ----------------------------
def test_human_pace_a_move_against_the_wall_answers(make_app, sounds):
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    wait_to_act(app, scene)
    for _ in range(view.board.width):
        key(app, "a")  # the left half's left: up to the wall
    assert view.column == 1
    sounds.clear()
    key(app, "a")  # against the wall: nothing moves
    assert view.column == 1
    assert sounds == ["ui_error"]
    assert view.nudge > 0  # the piece bumps against the wall


def test_human_pace_a_turn_that_changes_nothing_answers(make_app, sounds):
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    wait_to_act(app, scene)
    view.give("O")  # a square looks the same however it turns
    sounds.clear()
    key(app, "q")
    assert view.orientation == 0
    assert sounds == ["ui_error"] and view.nudge > 0


def test_human_pace_a_press_with_no_piece_in_hand_answers(make_app, sounds):
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    for name in ("a", "q", "space"):
        wait_to_act(app, scene)
        key(app, "space")  # the piece drops; the next card is not up while it falls
        assert view.piece is None
        sounds.clear()
        key(app, name)
        assert "ui_error" in sounds, f"{name}: no answer while nothing is in hand"


def test_human_pace_a_drop_while_the_card_still_turns_answers(make_app, sounds):
    """The next card turns over for a moment (nothing to skip there): a drop pressed then is
    refused with the sound and the bump, and the piece stays in hand."""
    from game.fits.screen.beats import Flip

    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    wait_to_act(app, scene)
    key(app, "space")  # the start piece; then the first build card turns
    run_until(app, lambda: isinstance(scene.timeline.current, Flip), 200)
    placed = len(view.board.placements)
    sounds.clear()
    key(app, "space")
    assert "ui_error" in sounds and view.nudge > 0
    assert len(view.board.placements) == placed


def test_human_pace_down_does_nothing_in_fits_and_says_so(make_app, sounds):
    """A piece drops with confirm only: down (S on the left half) is answered, not lost."""
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene = app.scenes.top
    view = scene.views[0]
    wait_to_act(app, scene)
    before = (view.orientation, view.column, len(view.board.placements))
    sounds.clear()
    key(app, "s")
    assert sounds == ["ui_error"] and view.nudge > 0
    assert (view.orientation, view.column, len(view.board.placements)) == before


def _piece_that_fits_nowhere(app):
    """The start piece dropped, then every column filled to the top: the build card's piece
    lands nowhere. Returns the scene, the seat's view and that piece."""
    scene = app.scenes.top
    wait_to_act(app, scene)
    key(app, "space")  # the start piece
    wait_to_act(app, scene)
    board = scene.match.boards[0]
    for column in range(1, board.width + 1):  # every column full to the top and above
        while board.drop_row(orientations("I3")[1], column) <= board.height:
            board.place("I3", 1, column)
    return scene, scene.views[0], scene.match.piece_for(0)


def test_human_pace_a_drop_that_fits_nowhere_here_asks_and_the_same_button_answers(
    make_app, sounds
):
    """Dropped where it cannot land, a build card asks "set it aside?" with the drop button
    shown: pressing it again sets the piece aside (a newcomer needs no second button)."""
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene, view, piece = _piece_that_fits_nowhere(app)
    assert view.ghost() is None
    sounds.clear()
    key(app, "space")
    assert view.armed and "ui_back" in sounds  # asked, not dropped
    assert scene.match.piece_for(0) == piece
    key(app, "space")  # yes
    assert scene.match.set_aside[0] == [piece]


def test_a_cpu_setting_aside_says_so_and_asks_nobody(make_app):
    """The CPU shows its set-aside on its board for a moment: a statement, not the question
    a person answers with a second press."""
    app = make_app(scene="fits", seats=["cpu-easy", "cpu-easy"], seed=3)
    scene = app.scenes.top
    for _ in range(40_000):
        app.step()
        if any(view.armed for view in scene.views):
            break
    else:
        raise AssertionError("no CPU set a piece aside")
    drawn = []
    draw = app.text.draw

    def spy(canvas, words, *args, **kwargs):
        drawn.append(words)
        return draw(canvas, words, *args, **kwargs)

    app.text.draw = spy
    try:
        app.scenes.draw(app.display.canvas)
    finally:
        app.text.draw = draw
    assert app.t("fits.aside_cpu") in drawn
    assert app.t("fits.aside_confirm") not in drawn and app.t("fits.again") not in drawn


def test_the_footer_offers_piece_controls_only_while_a_person_holds_a_piece(make_app):
    app = make_app(scene="fits", seats=["human", "cpu"], seed=3)
    run(app, 30)
    assert not app.scenes.top.view().watching
    cpus = make_app(scene="fits", seats=["cpu", "cpu"], seed=3)
    run(cpus, 30)
    assert cpus.scenes.top.view().watching  # the golden frames show its footer: Menu only


def test_set_it_aside_waits_while_the_player_reads_it(make_app):
    """A person reads "set it aside?", thinks for a minute, and presses drop again: yes.
    The question stays until it is answered or another press calls it off."""
    app = make_app(scene="fits", seats=["human"], seed=8)
    scene, view, piece = _piece_that_fits_nowhere(app)
    key(app, "space")
    for _ in range(3600):  # a minute
        app.step()
    assert view.armed, "the question went away while it was being read"
    key(app, "space")
    assert scene.match.set_aside[0] == [piece]


@pytest.mark.parametrize("edition", ["four_boards", "compact"])
def test_four_boards_show_their_peoples_names_uncut(make_app, edition):
    """Four boards side by side: each person's name heads their board whole ("Annabelle",
    not "Ann": a name is up to 12 letters), over the board's hover zone, inside its panel."""
    from game.fits.screen.hud import NAME_X
    from game.fits.screen.layout import plan

    app = make_app(scene="title", seed=5, lang="de")
    longest = app.text.size("Annabelle-Jo", "body")[0]  # twelve letters, wide ones
    for lay in plan(4, edition).boards:
        assert NAME_X + longest <= lay.header.width, f"{lay.header.width} px for a name"
        assert lay.panel.contains(lay.header) and lay.header.bottom <= lay.grid.top
