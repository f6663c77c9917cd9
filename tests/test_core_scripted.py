"""The tutorials' planned generator: planned draws first, in order, then the seed's."""

from __future__ import annotations

import json
import random

import pytest

from game.core.dice import roll
from game.core.rng import make_rng, rng_from_dict, rng_to_dict
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


def test_dice_have_six_faces_unless_told():
    plain = random.Random(4)
    assert roll(random.Random(4), 60) == [plain.randint(1, 6) for _ in range(60)]
    assert set(roll(random.Random(4), 200)) == {1, 2, 3, 4, 5, 6}


def test_with_nothing_planned_choice_and_sample_draw_like_the_seed():
    rng, plain = ScriptedRandom(8), random.Random(8)
    assert rng.choice("abcdef") == plain.choice("abcdef")
    assert rng.sample(range(20), 5) == plain.sample(range(20), 5)
    assert rng.sample("xy", 3, counts=[2, 1]) == plain.sample("xy", 3, counts=[2, 1])


@pytest.mark.parametrize(
    "plan,call,message",
    [
        ({"randint": [7]}, lambda r: r.randint(1, 6), r"planned 7 for randint\(1, 6\)"),
        ({"choice": ["z"]}, lambda r: r.choice("ab"), r"planned 'z' is not one of \['a', 'b'\]"),
        ({"sample": [[4]]}, lambda r: r.sample([1, 2], 1), "planned 4 is not left"),
        ({"sample": [[1]]}, lambda r: r.sample([1, 2], 2), "planned 1 items for a sample of 2"),
    ],
)
def test_a_script_error_names_the_planned_draw(plan, call, message):
    with pytest.raises(ScriptError, match=message):
        call(ScriptedRandom(1, **plan))


def test_a_generator_saved_as_json_goes_on_where_it_was():
    rng = random.Random(9)
    rng.random()
    again = rng_from_dict(json.loads(json.dumps(rng_to_dict(rng))))
    assert [again.random() for _ in range(3)] == [rng.random() for _ in range(3)]
