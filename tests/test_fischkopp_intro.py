"""Fischkopp in a game night: its watch-together start (five beats over a demo, under 45 s)
and the first-round hints for the people new to it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.driving import key, run, run_until
from tests.test_evening_strangers import _intro_guide, _options_for, _veteran

I18N = Path(__file__).parent.parent / "assets" / "i18n" / "fischkopp"


def _snapshot(scene) -> dict:
    """What the board and the rules show as a beat comes up."""
    match = scene.match
    return {
        "covered": tuple(f for f in range(1, 13) if match.board & (1 << (f - 1))),
        "dice": tuple(die.value for die in scene.beats.dice.dice),  # as they lie
        "choices": scene.beats.shown_choices,
        "window": match.window_open,
        "fischkoepfe": match.fischkoepfe[0],
        "score": match.scores[0],
        "stuck": scene.beats.stuck,
    }


def _watch_the_start(app) -> tuple[object, object, dict[int, dict], int]:
    """Play a game night of Fischkopp with a new guest and leave its start alone: (guide,
    demo scene, a snapshot as each beat came up, frames the start stayed)."""
    run_until(app, lambda: _intro_guide(app) is not None, 120)
    guide, demo = _intro_guide(app), app.scenes.top
    came_up: dict[int, dict] = {}
    frames = 0
    while _intro_guide(app) is not None:
        if guide.shown and guide.index not in came_up:
            came_up[guide.index] = _snapshot(demo)
        app.step()
        frames += 1
        assert frames <= 60 * 60, "the start never ended"
    return guide, demo, came_up, frames


def test_evening_strangers_fischkopp_starts_with_its_watch_together_explanation(make_app):
    """A guest new to Fischkopp: Play shows its start, five beats that come up when the demo
    shows what they say (a roll's three choices, two fish fields covered, the Fischkopp's
    shout window, 1-2-3 cleared again, a roll that fits nowhere); left alone it ends within
    45 s after its last beat and the match itself starts."""
    from game.shell.tutorial.intro import LIMIT_FRAMES

    app = make_app(scene="title", lang="en")
    anna = _veteran(app, "fischkopp")
    _options_for(app, "fischkopp", [anna, None])
    key(app, "space")  # Play
    guide, demo, came_up, frames = _watch_the_start(app)
    assert frames <= LIMIT_FRAMES
    assert guide.finished and not guide.skipped and guide.index == guide.count == 5
    assert sorted(came_up) == [0, 1, 2, 3, 4]  # every beat came up, none timed out unseen
    roll, fish, fischkopp, clear, end = (came_up[i] for i in range(5))
    # Roll two dice and cover one field: die 1, die 2 or the sum.
    assert roll["dice"] == (4, 2) and roll["choices"] == (4, 2, 6) and not roll["covered"]
    # The fish fields: two even ones covered, no odd one yet.
    assert fish["covered"] == (6, 12)
    # 1, 2 and 3 covered: a Fischkopp cleared them and the shout window is open.
    assert fischkopp["window"] and fischkopp["fischkoepfe"] == 1
    assert fischkopp["covered"] == (6, 12)
    # They are open again; the turn goes on.
    assert clear["covered"] == (6, 12) and clear["score"] is None
    # Nothing fits: the open numbers are the score.
    assert end["stuck"] and end["dice"] == (6, 6) and end["score"] == 78 - 6 - 12
    # The window closed while the beats were read, and both demo voices shouted in time.
    shouts = demo.match.shouts
    assert shouts.windows == 1 and not shouts.is_open
    assert shouts.missed == () and shouts.penalties == [0, 0]
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    match = app.scenes.top
    assert match.tutorial is None and match.setup.game_id == "fischkopp"
    assert match.hints is not None and match.hints.seats == frozenset({1})  # the guest only


def test_evening_strangers_fischkopp_start_beats_last_as_long_as_their_english_words():
    """A beat stays as long as its English words take to read (in every language), and each
    language has all five."""
    from game.fischkopp.screen import intro
    from game.shell.tutorial.intro import beat_frames

    english = json.loads((I18N / "en.json").read_text(encoding="utf-8"))
    steps = intro.script().steps
    assert [s.say for s in steps] == list(intro.WORDS)
    for step in steps:
        assert english[step.say] == intro.WORDS[step.say]
        assert step.lasts == beat_frames(intro.WORDS[step.say])
    for lang in ("de", "fr", "it", "es", "nl"):
        texts = json.loads((I18N / f"{lang}.json").read_text(encoding="utf-8"))
        assert all(texts.get(s.say) for s in steps), lang


# ----- the first round's hints --------------------------------------------------------------
ANNA_ROLLS = ((4, 4), (1, 2), (2, 2), (3, 4), (4, 4), (4, 4))  # 4 1 2 3: Fischkopp; 8; stuck
GUEST_ROLLS = ((5, 6), (1, 1), (2, 3), (3, 6), (5, 5), (5, 5))  # 5 1 2, then 3 completes


def _hinted_match(app):
    """A game night of Fischkopp: Anna (seat 0, left keyboard half) knows it, the guest
    (seat 1, right half) is new, then a CPU. The start is skipped; every die is planned so
    that each roll's first choice (die 1, where the cursor waits) is the field to cover."""
    from game.core.scripted import ScriptedRandom

    anna = _veteran(app, "fischkopp")
    _options_for(app, "fischkopp", [anna, None])
    key(app, "space")
    run_until(app, lambda: _intro_guide(app) is not None, 120)
    key(app, "space")
    key(app, "enter")  # both know enough: the match
    run_until(app, lambda: getattr(app.scenes.top, "hints", None) is not None, 120)
    scene = app.scenes.top
    dice = [pip for roll in (*ANNA_ROLLS, *GUEST_ROLLS) for pip in roll]
    scene.match.rng = ScriptedRandom(5, randint=dice)
    return scene


def _said(scene) -> list[tuple[int | None, str]]:
    return [(shown.seat, shown.words) for shown in scene.hints.shown]


def _play(app, scene, seat: int, press: str) -> None:
    """``seat`` rolls and covers die 1's field (the cursor's first choice)."""
    run_until(app, lambda: scene.awaiting_human and scene.match.current_seat == seat, 900)
    key(app, press)  # roll
    run_until(app, lambda: scene.awaiting_human or scene.match.current_seat != seat, 900)


def test_evening_strangers_fischkopp_hints_come_to_the_new_person_at_their_moments(make_app):
    """Anna knows Fischkopp, the guest does not. Anna's turn brings her no hint, but her
    Fischkopp's shout window tells the whole room to shout (the guest, not on turn, is new).
    The guest's first cover choice says what counts and what the fish fields are; a choice
    that would make a Fischkopp says what it does (once the first hint has been read); when
    the guest's turn is over, the hints end."""
    from game.fischkopp.screen.layout import HINT_HEAD, HINT_SEATS
    from game.fischkopp.screen.modes import MODE_COVER, MODE_SHOUT

    app = make_app(scene="title", lang="en", seed=4)
    scene = _hinted_match(app)
    hints = scene.hints
    assert hints.seats == frozenset({1})
    # Anna: 4, 1, 2 and, with 3 among her choices, no word for her; then 3: Fischkopp.
    for _ in range(3):
        _play(app, scene, 0, "space")
        assert scene.mode == MODE_COVER and not hints.shown
        key(app, "space")  # cover die 1's field
    _play(app, scene, 0, "space")
    assert 3 in scene.match.choices and not hints.shown  # she knows what 1-2-3 does
    key(app, "space")
    run_until(app, lambda: scene.mode == MODE_SHOUT, 300)
    run(app, 2)
    shout = app.t("fischkopp.hint.shout", keys="Y / F / [/]")
    assert _said(scene) == [(None, shout)]  # for everyone: the guest is new
    assert hints.shown[0].anchor == HINT_HEAD
    key(app, "f")  # Anna shouts …
    key(app, "minus")  # … and so does the guest
    run_until(app, lambda: not scene.match.window_open, 700)
    assert scene.match.shouts.penalties[:2] == [0, 0]
    run(app, 2)  # the window closed: the marks it leaves under the names, for everyone
    assert (None, app.t("fischkopp.hint.marks")) in _said(scene)
    run_until(app, lambda: not hints.shown, 900)  # read
    for _ in range(2):  # 8, then a roll that fits nowhere
        _play(app, scene, 0, "space")
        if scene.match.current_seat == 0:
            key(app, "space")
    assert scene.match.scores[0] == 66 and all(seat is None for seat, _ in hints.said)
    # The guest's first choice: what counts, the fish fields.
    _play(app, scene, 1, "enter")
    first = app.t("fischkopp.hint.first_cover")
    assert (1, first) in _said(scene)
    assert next(h for h in hints.shown if h.seat == 1).anchor == HINT_SEATS
    key(app, "enter")  # 5
    for _ in range(2):  # 1, then 2: quickly, the first hint still stands
        _play(app, scene, 1, "enter")
        key(app, "enter")
    _play(app, scene, 1, "enter")  # 3, 6 or 9: 3 would make a Fischkopp
    head = app.t("fischkopp.hint.fischkopp", field=3)
    assert scene.match.choices == (3, 6, 9) and (1, head) not in _said(scene)  # one at a time
    run_until(app, lambda: (1, head) in _said(scene), 900)  # the first one read: this one
    assert (1, first) not in _said(scene) and scene.mode == MODE_COVER
    key(app, "enter")  # 3: Fischkopp
    run_until(app, lambda: scene.mode == MODE_SHOUT, 300)
    key(app, "f")
    key(app, "minus")
    run_until(app, lambda: not scene.match.window_open, 700)
    assert {key for seat, key in hints.said if seat is None} == {
        "fischkopp.hint.shout",
        "fischkopp.hint.marks",
    }
    for _ in range(2):  # 10, then nothing fits
        _play(app, scene, 1, "enter")
        if scene.match.current_seat == 1:
            key(app, "enter")
    assert scene.match.scores[1] == 63
    assert hints.over  # every new person has had their turn: the first round is over
    said = set(hints.said)
    scene.hint(None, "fischkopp.hint.shout", HINT_HEAD, keys="Y")
    scene.hint(1, "fischkopp.hint.first_cover", HINT_SEATS)
    assert set(hints.said) == said


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it", "es", "nl"])
def test_evening_strangers_fischkopp_hints_stand_clear_of_what_the_moment_needs(
    make_app, monkeypatch, lang
):
    """A cover choice's hints stand at the foot of the seats' column: never over the board,
    the dice, their sum, the score if stuck or the cover button. The shout window's stands
    over the board, clear of the ring and the shout button. In every language."""
    import pygame

    from game.fischkopp.screen import layout
    from game.shell.match import hints as kit

    app = make_app(scene="title", lang=lang)
    dice = pygame.Rect(layout.DIE_X[0] - 24, layout.DIE_Y - 24, 0, layout.DIE_SIZE + 4)
    dice.width = layout.DIE_X[1] + 24 - dice.left
    sums = pygame.Rect(layout.MIDDLE.left, layout.SUM_Y - 10, layout.MIDDLE.width, 20)
    score = pygame.Rect(layout.MIDDLE.left, layout.OPEN_Y - 12, layout.MIDDLE.width, 24)
    panel = layout.PANEL_RECT
    button = pygame.Rect(panel.left + 4, panel.top + 26, panel.width - 8, 36)
    ring = pygame.Rect(0, 0, 2 * layout.RING_RADIUS - 8, 2 * layout.RING_RADIUS - 8)
    ring.center = layout.RING_CENTRE
    cover = [layout.BOARD_FRAME, dice, sums, score, button]
    moments = [
        (0, "fischkopp.hint.first_cover", {}, layout.HINT_SEATS, cover),
        (0, "fischkopp.hint.fischkopp", {"field": 3}, layout.HINT_SEATS, cover),
        (None, "fischkopp.hint.shout", {"keys": "Y / F / [/]"}, layout.HINT_HEAD, [panel, ring]),
    ]
    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(kit, "panel", lambda canvas, rect, *a: drawn.append(rect))
    for seat, key_, values, anchor, clear in moments:
        drawn.clear()
        hints = kit.Hints(frozenset({0}))
        assert hints.say(seat, key_, app.t(key_, **values), anchor)
        for _ in range(12):  # it has risen into place
            hints.update()
        hints.draw(app.display.canvas, app.text)
        (rect,) = drawn
        assert kit.SAFE.contains(rect), (lang, key_)
        assert not any(rect.colliderect(zone) for zone in clear), (lang, key_, rect)
