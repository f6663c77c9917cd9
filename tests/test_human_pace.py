"""Every lesson at human pace, with a keyboard half and with a pad: a full minute on every
step, slips, visits to the menu; each lesson must reach its end and every slip must answer.

The CI set is a fixed seed per lesson and device; ``SPIELEKISTE_HUMAN_PACE=long`` runs the
long sweep (ten seeds each, longer waits) and prints its figures:

    SPIELEKISTE_HUMAN_PACE=long .venv/bin/python -m pytest -q -s tests/test_human_pace.py
"""

from __future__ import annotations

import pytest

from tests.human_pace import LONG_SWEEP, Person, play_lesson
from tests.test_tutorials import TUTORIALS, plan_of
from tests.tutorial_driving import Learner, open_tutorial

SEEDS = range(10) if LONG_SWEEP else (1,)
DEVICES = ("keyboard", "pad")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("game_id", TUTORIALS)
def test_human_pace_every_lesson_reaches_its_end(make_app, pads, game_id, device, seed):
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app, pads if device == "pad" else None)
    guide = open_tutorial(app, game_id, learner).tutorial
    person = Person(app, learner, seed)
    pace = play_lesson(app, guide, person, plan_of(game_id), game_id)
    print(
        f"{game_id} {device} seed {seed}: finished {guide.finished}, "
        f"{pace.minutes:.1f} min of game time, {pace.presses} presses, {pace.slips} slips, "
        f"{pace.long_waits} long waits, stuck {len(pace.stuck)}, "
        f"unanswered {len(pace.unanswered)}"
    )
    assert not pace.stuck, pace.stuck
    assert guide.finished
    assert not pace.unanswered, f"slips that got no answer: {pace.unanswered}"
