"""The tutorials' planned generator: planned draws first, in order, then the seed's."""

from __future__ import annotations

import random

import pytest

from game.core.dice import roll
from game.core.rng import make_rng
from game.core.scripted import ScriptedRandom, ScriptError


def test_planned_draws_come_first_then_the_seed():
    rng = ScriptedRandom(3, randint=[6, 1], choice=["x"], sample=[[2, 1]])
    assert roll(rng, 2) == [6, 1]
    assert rng.choice(["w", "x"]) == "x"
    assert rng.sample([1, 2, 3], 2) == [2, 1]
    assert rng.left == 0
    plain = random.Random(3)
    assert [rng.randint(1, 6) for _ in range(5)] == [plain.randint(1, 6) for _ in range(5)]


def test_more_can_be_planned_later():
    rng = ScriptedRandom(1, randint=[2])
    rng.plan("randint", [5, 5])
    assert roll(rng, 3) == [2, 5, 5]


@pytest.mark.parametrize(
    "plan,call",
    [
        ({"randint": [7]}, lambda r: r.randint(1, 6)),  # no die shows a 7
        ({"choice": ["z"]}, lambda r: r.choice(["a", "b"])),
        ({"sample": [[4, 1]]}, lambda r: r.sample([1, 2, 3], 2)),  # 4 is not there
        ({"sample": [[1, 1]]}, lambda r: r.sample([1, 2, 3], 2)),  # 1 is there once
        ({"sample": [[1, 2]]}, lambda r: r.sample([1, 2, 3], 3)),  # two for three
    ],
)
def test_a_draw_the_rules_could_not_make_is_a_script_error(plan, call):
    with pytest.raises(ScriptError):
        call(ScriptedRandom(1, **plan))


def test_make_rng_takes_a_planned_generator_as_it_is():
    rng = ScriptedRandom(1)
    assert make_rng(rng) is rng
    assert make_rng(5).random() == random.Random(5).random()
