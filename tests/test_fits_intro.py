"""Fits in a game night for people new to it: its watch-together start (six beats over a demo
of the compact box's game 1, under 45 s) and the first round's hints for the new people."""

from __future__ import annotations

import pygame
import pytest

from game.engine.widgets import FOOTER_TOP
from game.fits.logic.rules import START, Place
from game.fits.logic.scoring import complete_rows
from game.fits.screen import first_round, intro
from game.fits.screen.hud import skip_bubble_rect
from game.shell.tutorial import panel
from game.shell.tutorial.intro import LIMIT_FRAMES
from game.shell.tutorial.steps import about
from tests.driving import key, past_the_start, run_until
from tests.test_evening_strangers import _intro_guide, _options_for, _veteran
from tests.test_safe_area import LANGUAGES, SAFE_AREA


def _is_match(app) -> bool:
    top = app.scenes.top
    return getattr(top, "is_match", False) and top.tutorial is None


def _rows(board) -> set[int]:
    return complete_rows(board, "compact", 1)


def _pieces(board) -> list[str]:
    return [placement.piece for placement in board.placements]


# ----- the start ---------------------------------------------------------------------------------
def _covered(app, scene, guide) -> list[pygame.Rect]:
    """What the beat's panel covers of the places the beat is about (none, if all is well)."""
    step = guide.step
    with app.text.scaled(app.settings.large_text):  # the panel's size, as it is drawn
        rect = panel.panel_rect(scene, guide, step)
    return [zone for zone in about(step, scene) if panel.covered(rect, [zone])]


def _watch(app, guide, look=None) -> tuple[int, dict[int, dict]]:
    """Leave the start alone to its end: the frames it took, and per beat what the board held
    when the beat came up (and how long it stayed); ``look()`` at each beat's first frame."""
    seen: dict[int, dict] = {}
    frames = 0
    while _intro_guide(app) is guide:
        scene = app.scenes.top
        if guide.shown and guide.index not in seen:
            if look is not None:
                look(guide.index)
            match, views = scene.match, scene.views
            seen[guide.index] = {
                "at": guide.frame,
                "phase": match.phase,
                "card": scene.shown.card,
                "held": [(v.piece, v.orientation, v.column, v.armed) for v in views],
                "boards": [_pieces(b) for b in match.boards],
                "rows": [_rows(b) for b in match.boards],
                "aside": [list(a) for a in match.set_aside],
                "skips": [match.skips(seat) for seat in range(len(views))],
                "covered": _covered(app, scene, guide),
            }
        if guide.shown:
            seen[guide.index]["stayed"] = guide.frame - seen[guide.index]["at"] + 1
        app.step()
        frames += 1
        assert frames <= LIMIT_FRAMES + 10, "the start did not end in time"
    return frames, seen


def test_evening_strangers_fits_starts_with_its_demo_and_every_beat_shows_what_it_says(
    make_app,
):
    """Anna played Fits before, the guest beside her never: Play shows Fits's start. Left
    alone it ends within 45 s after all six beats, each up its whole time when the board
    showed what it says; then the game night's match itself, compact game 1."""
    app = make_app(scene="title", lang="en")
    anna = _veteran(app, "fits")
    _options_for(app, "fits", [anna, None])
    key(app, "space")  # Play
    run_until(app, lambda: _intro_guide(app) is not None, 120)
    guide = _intro_guide(app)
    demo = app.scenes.top
    assert set(guide.voters) == {"kb_left", "kb_right"}
    assert [step.say for step in guide.script.steps] == list(intro.WORDS)
    assert demo.match.options.edition == "compact" and demo.match.options.short
    frames, seen = _watch(app, guide)
    assert frames <= LIMIT_FRAMES
    assert guide.finished and not guide.skipped and guide.index == guide.count
    assert sorted(seen) == list(range(guide.count)), "a beat never came up"
    for index, step in enumerate(guide.script.steps):
        assert seen[index]["stayed"] >= step.lasts, f"{step.say} was cut short"
        assert not seen[index]["covered"], f"{step.say}: the panel covers what it is about"
    start, card, drop, skip, aside, rows = (seen[i] for i in range(6))
    # Each player holds its own start piece; nothing is on the boards yet.
    assert start["phase"] == START and start["card"] is None
    assert [h[0] for h in start["held"]] == list(intro.START_CARDS)
    assert start["boards"] == [[], []]
    # A card is up: both start pieces are down, and both players hold the card's piece.
    assert card["card"] == "Y" and card["boards"] == [["L5"], ["P"]]
    assert [h[0] for h in card["held"]] == ["Y", "Y"]
    # Moved, turned and mirrored: each Y waits over its planned drop, not dropped yet ...
    assert [(h[1], h[2]) for h in drop["held"]] == [
        intro.PLAN[seat]["Y"].drop for seat in (intro.LEFT, intro.RIGHT)
    ]
    assert drop["boards"] == [["L5"], ["P"]]
    # ... then it fell straight down where it waited (row 1 full on the left); the next card
    # is the left player's own start piece: it sits that card out.
    assert skip["card"] == "L5" and skip["skips"] == [True, False]
    placed = demo.match.boards[intro.LEFT].placements[1]
    assert (placed.piece, placed.orientation, placed.column) == ("Y", 5, 3)
    assert skip["rows"][intro.LEFT] == {1} and skip["held"][intro.LEFT][0] is None
    # The V would leave holes on the left: its player asks to set it aside.
    assert aside["card"] == "V" and aside["held"][intro.LEFT][3] and aside["aside"] == [[], []]
    # Set aside (gone for the round), while the right player closed rows 1 and 2.
    assert rows["aside"] == [["V"], []]
    assert rows["rows"] == [{1}, {1, 2}] and "V" in rows["boards"][intro.RIGHT]
    run_until(app, lambda: _is_match(app), 120)
    match = app.scenes.top
    assert match.setup.game_id == "fits" and match.match.options.edition == "compact"
    assert match.hints is not None and match.hints.seats == frozenset({1})  # the guest only


@pytest.mark.parametrize(("lang", "large"), [(lang, False) for lang in LANGUAGES] + [("de", True)])
def test_evening_strangers_fits_start_fits_every_language_and_large_text(
    make_app, drawn, monkeypatch, lang, large
):
    """The demo's boards end above the tallest beat panel in every language, with Large text
    too: the panel covers no board, no card and no piece it talks about, and its words stay
    inside the TV's safe area, clear of every text of the table under it."""
    records, canvases = drawn
    start = [0]  # where the start's own texts (its panel, its footer) begin in the records
    draw_guide = panel.draw_guide

    def mark(*args) -> None:
        start[0] = len(records)
        draw_guide(*args)

    monkeypatch.setattr(panel, "draw_guide", mark)
    app = make_app(scene="title", lang=lang)
    app.settings.large_text = large
    canvases.append(app.display.canvas)
    _options_for(app, "fits", [None])
    key(app, "space")
    run_until(app, lambda: _intro_guide(app) is not None, 120)
    guide = _intro_guide(app)
    problems: list[str] = []

    def look(index: int) -> None:
        records.clear()
        app.draw()
        table, mine = records[: start[0]], records[start[0] :]
        assert mine, f"beat {index}: the panel drew no words"
        problems.extend(
            f"{index}: {r.text!r} outside" for r in records if not SAFE_AREA.contains(r.ink)
        )
        # (the game's own footer lies under the start's, which paints its band over it)
        table = [r for r in table if r.ink.top < FOOTER_TOP]
        problems.extend(
            f"{index}: {a.text!r} over {b.text!r}"
            for a in mine
            for b in table
            if a.ink.colliderect(b.ink)
        )

    frames, seen = _watch(app, guide, look)
    assert sorted(seen) == list(range(guide.count))
    assert [i for i, beat in seen.items() if beat["covered"]] == []
    assert not problems, problems
    assert frames <= LIMIT_FRAMES


# ----- the first round's hints -------------------------------------------------------------------
def _play_fits(app, people, short=True):
    """A game night's Fits with ``people`` (a guest: None) and a CPU, past its start; every
    seat in a person's hands is played by the first of its legal moves, walked like a CPU's."""
    _options_for(app, "fits", people, short)
    key(app, "space")
    past_the_start(app)
    match = app.scenes.top
    match.autoplay.pilot = lambda scene, seat: next(iter(scene.match.legal_actions(seat)), None)
    return match


def _said(match, seat, key) -> bool:
    return (seat, key) in match.hints.said


def test_evening_strangers_fits_start_pieces_hint_for_the_table_once_the_banner_is_gone(
    make_app,
):
    app = make_app(scene="title", lang="en", seed=4)
    match = _play_fits(app, [None, _veteran(app, "fits", "Ben")])
    assert match.hints.seats == frozenset({0})
    run_until(app, lambda: match.shown.banner_t is not None, 60)
    assert not match.hints.said  # the game's banner first
    run_until(app, lambda: _said(match, None, first_round.START), 200)
    assert match.shown.card is None and match.shown.banner_t is None  # the start pieces
    [hint] = match.hints.shown
    assert hint.words == app.t(first_round.START) and hint.seat is None
    assert hint.anchor == first_round.table_anchor(match.layout)


def test_evening_strangers_fits_skip_hint_for_the_new_seat_only(make_app):
    """The card showing the guest's start piece: the guest gets the word beside their board;
    Ben's own skip says nothing (he knows the game)."""
    app = make_app(scene="title", lang="de", seed=4)
    match = _play_fits(app, [None, _veteran(app, "fits", "Ben")])
    shown = match.shown
    skipped = {0: False, 1: False}
    for _ in range(60 * 60):
        app.step()
        if not skipped[0]:  # not a moment early
            assert not _said(match, 0, first_round.SKIP) or shown.skipping[0]
        for seat in skipped:
            if shown.skipping[seat] and shown.scoring is None and not skipped[seat]:
                skipped[seat] = True
                words = [(h.seat, h.words) for h in match.hints.shown]
                if seat == 0:  # said the frame the card shows it
                    assert (0, app.t(first_round.SKIP)) in words
                    hint = next(h for h in match.hints.shown if h.seat == 0)
                    assert hint.anchor == skip_bubble_rect(app, match.layout.boards[0])
                else:
                    assert all(s != 1 for s, _ in words)
        if all(skipped.values()):
            break
    assert all(skipped.values()), "a start piece's card never came"
    assert _said(match, 0, first_round.SKIP) and not _said(match, 1, first_round.SKIP)
    assert all(seat in (None, 0) for seat, _ in match.hints.said)


def test_evening_strangers_fits_game_two_hint_then_no_more(make_app):
    """Full games play the compact box's games 1 and 2: game 2's start tells the table that
    symbols count as filled; then the hints are over (game 2's skip says nothing)."""
    app = make_app(scene="title", lang="en", seed=5)
    match = _play_fits(app, [None], short=False)
    shown = match.shown
    run_until(app, lambda: shown.round_index == 1, 60 * 60)
    assert not _said(match, None, first_round.SYMBOLS)  # its banner first
    run_until(app, lambda: _said(match, None, first_round.SYMBOLS), 200)
    assert shown.card is None and shown.board_number == 2
    assert app.t(first_round.SYMBOLS) in [h.words for h in match.hints.shown]
    assert match.hints.over
    said = set(match.hints.said)
    run_until(app, lambda: shown.skipping[0], 60 * 60)  # game 2's start piece card
    run_until(app, lambda: match.match.is_over, 60 * 60)
    assert match.hints.said == said


def test_evening_strangers_fits_short_evening_has_no_game_two_hint(make_app):
    app = make_app(scene="title", lang="en", seed=5)
    match = _play_fits(app, [None])
    assert len(match.match.options.board_numbers) == 1
    run_until(app, lambda: match.match.is_over, 60 * 60)
    assert _said(match, None, first_round.START) and _said(match, 0, first_round.SKIP)
    assert not _said(match, None, first_round.SYMBOLS)


def test_evening_strangers_fits_nobody_new_means_no_start_and_no_hints(make_app):
    app = make_app(scene="title", lang="en")
    _options_for(app, "fits", [_veteran(app, "fits")])
    key(app, "space")
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    match = app.scenes.top
    assert match.tutorial is None and match.hints is None
    match.act(Place(0, 0, 1))  # the start piece down: the game goes on with no word
    run_until(app, lambda: match.shown.card is not None, 600)
    assert match.hints is None


def test_evening_strangers_fits_demo_scene_plays_its_plan_without_a_guide(make_app):
    """The demo's seats play the script's moves by themselves (a CPU's own plan never runs),
    the way the start's beats show them."""
    app = make_app(scene="title", lang="en")
    scene = intro.create_scene()
    app.scenes.clear_to(scene)
    run_until(app, lambda: "V" in scene.views[intro.LEFT].aside, 60 * 30)
    assert _pieces(scene.match.boards[intro.LEFT]) == ["L5", "Y"]
    assert _pieces(scene.match.boards[intro.RIGHT]) == ["P", "Y", "L5", "V"]
    for seat, plan in intro.PLAN.items():
        for placement in scene.match.boards[seat].placements:
            move = plan[placement.piece]
            assert (placement.orientation, placement.column) == move.drop
    # Where the plan ends the seats wait: the next card (the L3) stays in their hands.
    run_until(app, lambda: scene.shown.card == "L3", 120)
    app.scenes.top.update()
    assert [view.piece for view in scene.views] == ["L3", "L3"]
