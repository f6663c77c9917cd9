"""Fischkopp in a game night: its watch-together start (five beats over a demo, under 45 s)
and the first-round hints for the people new to it."""

from __future__ import annotations

import json
from pathlib import Path

from tests.driving import key, run_until
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
