"""Würfelblitz in a game night with people new to it: its watch-together start (five beats
over a demo on the real board, under 45 s) and the first round's hints for the new people."""

from __future__ import annotations

import json

import pygame
import pytest

from game.engine.assets import asset_path
from game.shell.match import hints as hint_kit
from game.shell.tutorial.intro import LIMIT_FRAMES, beat_frames
from game.shell.tutorial.panel import covered, panel_rect
from game.shell.tutorial.steps import about
from game.wuerfelblitz.logic import COLOURS, Phase, RoundWon
from game.wuerfelblitz.screen import intro
from game.wuerfelblitz.screen.first_round import DOT_FACE, WHITE_DOTS, white_dice
from game.wuerfelblitz.screen.layout import (
    PICKERS_TOP,
    TIMER_RECT,
    colour_x,
    dice_area,
    picker_rect,
    white_x,
)
from game.wuerfelblitz.screen.picker import MARK_RIGHT, MARK_WRONG
from game.wuerfelblitz.screen.stages import (
    STAGE_COUNT,
    STAGE_EXPLAIN,
    STAGE_LIVE,
    STAGE_THROW,
)
from tests.driving import key, run, run_until
from tests.test_evening_strangers import _intro_guide, _options_for, _veteran

LANGS = ("en", "de", "fr", "it", "es", "nl")
BEATS = [step.say for step in intro.script().steps]


def _play(app, people) -> None:
    """A game night of Würfelblitz for ``people`` (a CPU beside them): Play on its options."""
    _options_for(app, "wuerfelblitz", people)
    key(app, "space")
    run_until(app, lambda: _intro_guide(app) is not None, 120)


def _watch(app, check) -> tuple[int, dict[int, tuple[int, int]]]:
    """Leave the start alone until it has gone; ``check(index, scene)`` runs on the frame each
    beat comes up. Returns the frames it took and per beat (frame up, frames it stayed)."""
    guide, scene = _intro_guide(app), app.scenes.top
    shown: dict[int, tuple[int, int]] = {}
    frames = 0
    while _intro_guide(app) is guide and frames <= LIMIT_FRAMES + 120:
        index = guide.index
        if guide.shown and index not in shown:
            shown[index] = (guide.frame, 0)
            check(index, scene)
        app.step()
        frames += 1
        if index in shown and guide.index != index:  # the beat just ended
            up = shown[index][0]
            shown[index] = (up, guide.frame - up)
    return frames, shown


# ----- the start ---------------------------------------------------------------------------------
def test_evening_strangers_wuerfelblitz_starts_with_its_five_beats_then_the_match(make_app):
    """Anna played Würfelblitz, the guest beside her never: Play shows its start. Left alone,
    every beat comes up when the board shows what it says, stays its time, and the demo does
    what it says: the box throws, the dice wait while the sum is explained, P1 calls wrong and
    P2 right (a white disc), the table explains green on its dot face. Within 45 s, the match."""
    app = make_app(scene="title", lang="en")
    anna = _veteran(app, "wuerfelblitz")
    _play(app, [anna, None])
    guide = _intro_guide(app)
    assert set(guide.voters) == {"kb_left", "kb_right"} and guide.count == 5
    seen: dict[str, object] = {}

    def check(index: int, scene) -> None:
        match, pickers = scene.match, scene.pickers
        name = BEATS[index]
        if name == "wuerfelblitz.intro.throw":  # the box is down, about to throw
            assert scene.stage in (STAGE_THROW, STAGE_COUNT)
            assert match.phase in (Phase.AWAIT_THROW, Phase.HIDDEN)
        elif name == "wuerfelblitz.intro.add":  # the dice lie there; nobody has called
            assert scene.stage == STAGE_LIVE and match.phase is Phase.LIVE
            assert match.throw == intro.THROW and match.throw.whites == ("orange", "yellow")
            assert all(p.called is None for p in pickers)
        elif name == "wuerfelblitz.intro.call":  # P1 blurted 13, P2 called 9 and has a disc
            assert pickers[intro.BLURTER].mark == MARK_WRONG
            assert pickers[intro.BLURTER].called == 13 and match.tallies[0].wrong == 1
            assert pickers[intro.CALLER].mark == MARK_RIGHT and pickers[intro.CALLER].called == 9
            assert match.tallies[intro.CALLER].whites == 1
        elif name == "wuerfelblitz.intro.dot_face":  # the table explains the sum
            assert scene.stage == STAGE_EXPLAIN
            verdict = scene.beats.verdict
            assert isinstance(verdict, RoundWon) and verdict.seats == (intro.CALLER,)
            why = match.explanation()
            green, red = (why.dice[COLOURS.index(c)] for c in ("green", "red"))
            assert green.dot == "red" and green.pips == 0 and green.counted
            assert red.knocked_out_by == ("green",) and not red.counted
            assert why.counted == ("blue", "black", "green") and why.answer == 9
        elif name == "wuerfelblitz.intro.discs":  # still on the explanation, discs on show
            assert scene.stage == STAGE_EXPLAIN
            assert [t.whites for t in match.tallies] == [0, 1]
        seen[name] = True

    frames, shown = _watch(app, check)
    assert frames <= LIMIT_FRAMES
    assert guide.finished and not guide.skipped and guide.index == guide.count
    assert [seen.get(name) for name in BEATS] == [True] * 5
    for index, step in enumerate(guide.script.steps):
        assert shown[index][1] == step.lasts, step.say  # each stayed its time, none cut short
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    match = app.scenes.top
    assert match.tutorial is None and match.setup.game_id == "wuerfelblitz"
    assert match.hints is not None and match.hints.seats == frozenset({1})  # the guest only


def test_evening_strangers_wuerfelblitz_beats_last_as_long_as_their_english_words():
    """How long a beat stays follows its English text, in every language."""
    with open(asset_path("i18n", "wuerfelblitz", "en.json"), encoding="utf-8") as file:
        english = json.load(file)
    for step in intro.script().steps:
        assert intro.WORDS[step.say] == english[step.say]
        assert step.lasts == beat_frames(english[step.say])


@pytest.mark.parametrize("lang", LANGS)
def test_evening_strangers_wuerfelblitz_beats_never_cover_what_they_talk_about(make_app, lang):
    """Each beat's panel keeps clear of its highlight and zones, in every language."""
    app = make_app(scene="title", lang=lang)
    _play(app, [None, None])
    covers: list[tuple[str, int]] = []

    def check(index: int, scene) -> None:
        guide, step = scene.tutorial, scene.tutorial.step
        rect = panel_rect(scene, guide, step)
        covers.append((step.say, covered(rect, about(step, scene))))

    _watch(app, check)
    assert covers == [(name, 0) for name in BEATS]


# ----- the first round's hints -------------------------------------------------------------------
def _skip_start(app) -> object:
    key(app, "space")
    key(app, "enter")
    run_until(app, lambda: getattr(app.scenes.top, "hints", None) is not None, 120)
    return app.scenes.top


def _drawn_hints(app, monkeypatch) -> list[pygame.Rect]:
    """The rects of the hints drawn on the next frame (after their rise)."""
    rects: list[pygame.Rect] = []
    real = hint_kit.panel
    monkeypatch.setattr(
        hint_kit,
        "panel",
        lambda canvas, rect, *a: (rects.append(pygame.Rect(rect)), real(canvas, rect, *a)),
    )
    run(app, 10)  # the hint has risen into its place
    monkeypatch.setattr(hint_kit, "panel", real)
    return rects


def _in_play(scene) -> list[pygame.Rect]:
    """What the race needs in sight while calls are open: every die, the timer, each picker."""
    whites = scene.match.options.whites
    dice = [dice_area(colour_x(c), colour_x(c)) for c in COLOURS]
    dice += [dice_area(white_x(i, whites), white_x(i, whites)) for i in range(whites)]
    pickers = [p.box(len(scene.pickers)) for p in scene.pickers]
    return [*dice, TIMER_RECT, *pickers]


def test_evening_strangers_wuerfelblitz_hints_the_new_person_at_the_first_reveal_and_explanation(
    make_app, monkeypatch
):
    """The guest is new, Ben knows the game. When the first dice land the guest is told that
    white dice show only dots, in the strip where nothing in play is; at the first explanation,
    that a die on its dot face counts 0 and knocks out a colour too, under the explanation.
    Nothing for Ben; after the first round, nothing more, and nothing left over the race."""
    app = make_app(scene="title", lang="en", seed=4)
    ben = _veteran(app, "wuerfelblitz", "Ben")
    _play(app, [None, ben])  # a guest (new), then Ben (knows it)
    match = _skip_start(app)
    hints = match.hints
    assert hints.seats == frozenset({0}) and not hints.shown
    run_until(app, lambda: match.stage == STAGE_LIVE, 600)
    assert [(h.seat, h.words) for h in hints.shown] == [(0, app.t(WHITE_DOTS))]
    rects = _drawn_hints(app, monkeypatch)
    assert len(rects) == 1 and match.stage == STAGE_LIVE
    assert not any(rects[0].colliderect(r) for r in _in_play(match))
    run_until(app, lambda: match.stage == STAGE_EXPLAIN, 2400)
    assert [(h.seat, h.words) for h in hints.shown] == [(0, app.t(DOT_FACE))]  # the first went
    rects = _drawn_hints(app, monkeypatch)
    assert len(rects) == 1 and rects[0].top >= PICKERS_TOP  # under the explanation's sum
    assert hints.over and hints.said == {(0, WHITE_DOTS), (0, DOT_FACE)}  # never for Ben
    run_until(app, lambda: match.match.round_index == 1 and match.stage == STAGE_LIVE, 3000)
    assert not hints.shown and hints.said == {(0, WHITE_DOTS), (0, DOT_FACE)}


def test_evening_strangers_wuerfelblitz_two_new_people_read_one_hint_together(make_app):
    """Everyone new reads the same dice at the same moment: one hint for the table."""
    app = make_app(scene="title", lang="en")
    _play(app, [None, None])
    match = _skip_start(app)
    run_until(app, lambda: match.stage == STAGE_LIVE, 600)
    assert [(h.seat, h.words) for h in match.hints.shown] == [(None, app.t(WHITE_DOTS))]


def test_evening_strangers_wuerfelblitz_nobody_new_means_no_start_and_no_hints(make_app):
    app = make_app(scene="title", lang="en")
    anna = app.people.add("Anna")
    anna.learned.append("wuerfelblitz")  # learned it in a lesson: not new
    _options_for(app, "wuerfelblitz", [anna])
    key(app, "space")
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    assert app.scenes.top.tutorial is None and app.scenes.top.hints is None


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("whites", (2, 3))
def test_evening_strangers_wuerfelblitz_the_reveal_hint_fits_between_the_dice_and_the_race(
    make_app, lang, whites
):
    """In every language, with two or three white dice and any number of seats, the reveal's
    hint stands in the strip under the dice: no die, no timer, no picker under it."""
    app = make_app(scene="title", lang=lang)
    words = app.t(WHITE_DOTS)
    lines = app.text.wrap(words, hint_kit.WIDTH - 2 * hint_kit.PAD - 10, "body")
    height = 2 * hint_kit.PAD + app.text.pitch(hint_kit.LINE) * len(lines)
    rect = hint_kit.place(white_dice(whites), (hint_kit.WIDTH, height))
    dice = [dice_area(colour_x(COLOURS[0]), colour_x(COLOURS[-1]))]
    dice.append(dice_area(white_x(0, whites), white_x(whites - 1, whites)))
    pickers = [picker_rect(s, n) for n in range(2, 8) for s in range(n)]
    assert hint_kit.SAFE.contains(rect)
    assert not any(rect.colliderect(r) for r in [*dice, TIMER_RECT, *pickers]), (lang, rect)
