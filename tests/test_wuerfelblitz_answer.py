"""Würfelblitz answers: the dice table, the RULES.md examples, an exhaustive brute-force
check, and the explanation the screen shows."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement, product, repeat

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.wuerfelblitz.logic import COLOURS, MAX_ANSWER, Throw, answer, answers, explain, throw_dice

# RULES.md §4, copied here rather than imported so the check is independent of the code:
# die → (face replaced by the dot, dot colour).
RULES_TABLE = {
    "orange": (1, "blue"),
    "blue": (2, "black"),
    "black": (3, "yellow"),
    "yellow": (4, "green"),
    "green": (5, "red"),
    "red": (6, "orange"),
}
ALL = (1 << 6) - 1


# -- the worked examples -------------------------------------------------------------------


def example_one() -> Throw:
    return Throw.of(["black", "green"], blue=2, black=6, green=2, yellow=3, orange=4, red=1)


def test_example_one_excludes_black_and_green() -> None:
    throw = example_one()
    assert answer(throw) == 3 + 4 + 1 == 8
    why = explain(throw)
    assert why.answer == 8 and why.terms == (4, 3, 1)
    assert why.excluded == ("black", "green")
    by_colour = {d.colour: d for d in why.dice}
    assert by_colour["blue"].dot == "black" and by_colour["blue"].pips == 0
    assert by_colour["black"].knocked_out_by == ("white1", "blue")
    assert by_colour["green"].knocked_out_by == ("white2",)


def test_example_two_every_pip_die_is_excluded() -> None:
    throw = Throw.of(
        ["orange", "yellow", "green"], orange=5, blue=2, black=3, yellow=2, green=5, red=3
    )
    assert answer(throw) == 0
    why = explain(throw)
    assert why.terms == () and why.answer == 0
    assert all(d.excluded or d.pips == 0 for d in why.dice)


def test_example_three_brain_twister_counts_the_excluded_dice() -> None:
    throw = Throw.of(
        ["green", "green", "black"], green=4, black=4, orange=2, blue=3, yellow=1, red=5
    )
    assert answer(throw) == 11
    assert answer(throw, brain_twister=True) == 8
    why = explain(throw, brain_twister=True)
    assert why.twisted and why.doubled == ("green",)
    assert why.counted == ("black", "green") and why.answer == 8


def test_brain_twister_needs_a_doubled_dot() -> None:
    throw = example_one()  # black shows twice: white die and blue's dot face
    assert answer(throw, brain_twister=True) == 6 + 2
    single = Throw.of(["black", "green"], blue=3, black=6, green=2, yellow=3, orange=4, red=1)
    assert answer(single, brain_twister=True) == answer(single) == 3 + 3 + 4 + 1
    assert not explain(single, brain_twister=True).twisted


# -- the dice --------------------------------------------------------------------------------


def test_each_coloured_die_has_the_rules_dot_face() -> None:
    for colour, (dot_face, dot) in RULES_TABLE.items():
        faces = {c: 6 if c != "red" else 5 for c in COLOURS}
        faces[colour] = dot_face
        throw = Throw.of(["orange", "orange"], **faces)
        assert throw.pips(colour) == 0
        assert (colour, dot) in throw.dots()


def test_throw_dice_uses_the_injected_generator() -> None:
    first = [throw_dice(random.Random(5), 3) for _ in range(3)]
    assert first[0] == first[1] == first[2]
    seen = {throw_dice(random.Random(s), 2) for s in range(40)}
    assert len(seen) > 30
    assert all(len(t.whites) == 2 for t in seen)
    assert {f for t in seen for f in t.faces} == {1, 2, 3, 4, 5, 6}
    with pytest.raises(ValueError, match="two or three white dice, not 4"):
        throw_dice(random.Random(1), 4)


@pytest.mark.parametrize(
    "faces, whites",
    [((1, 2, 3, 4, 5), ("red", "red")), ((1, 2, 3, 4, 5, 7), ("red", "red")), ((1,) * 6, ())],
)
def test_bad_throws_are_refused(faces: tuple[int, ...], whites: tuple[str, ...]) -> None:
    with pytest.raises(ValueError):
        Throw(faces, whites)


# -- exhaustive check against a brute-force formulation ----------------------------------


def white_states() -> list[tuple[tuple[str, ...], int, bool]]:
    """One white roll per distinct (colours shown, a colour shows twice) of two or three
    white dice: the answer sees nothing else of them, so order and weight do not matter.
    Returns (whites, colour mask, shows twice)."""
    states: dict[tuple[frozenset[str], bool], tuple[str, ...]] = {}
    for count in (2, 3):
        for whites in combinations_with_replacement(COLOURS, count):
            states.setdefault((frozenset(whites), len(set(whites)) < count), whites)
    return [
        (whites, sum(1 << COLOURS.index(c) for c in shown), twice)
        for (shown, twice), whites in states.items()
    ]


def coloured_brute_force(faces: tuple[int, ...]) -> tuple[list[int], int, bool]:
    """From the rules table: pips summed over every subset of dice (by colour mask), the
    colours the coloured dice show as dots, and whether those dots repeat a colour."""
    pips, dots = [], []
    for colour, face in zip(COLOURS, faces):
        dot_face, dot = RULES_TABLE[colour]
        pips.append(0 if face == dot_face else face)
        if face == dot_face:
            dots.append(dot)
    sums = [0] * (ALL + 1)
    for mask in range(1, ALL + 1):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + pips[low.bit_length() - 1]
    mask = sum(1 << COLOURS.index(d) for d in set(dots))
    return sums, mask, any(n > 1 for n in Counter(dots).values())


def test_every_throw_matches_the_brute_force() -> None:
    all_faces = list(product(range(1, 7), repeat=6))
    coloured = [coloured_brute_force(faces) for faces in all_faces]
    states = white_states()
    assert len(states) == 6 + 15 + 15 + 20  # {a}×2+, {a,b}, {a,b}+doubled, {a,b,c}
    for whites, white_mask, white_twice in states:
        expected = []
        for sums, dot_mask, dots_twice in coloured:
            shown = white_mask | dot_mask
            normal = sums[ALL ^ shown]
            doubled = white_twice or dots_twice or bool(white_mask & dot_mask)
            expected.append((normal, sums[shown] if doubled else normal))
        got = list(map(answers, all_faces, repeat(whites)))
        if got != expected:
            i = next(i for i, pair in enumerate(got) if pair != expected[i])
            pytest.fail(f"{all_faces[i]} {whites}: got {got[i]}, brute force {expected[i]}")


# -- the explanation -------------------------------------------------------------------------

throws = st.builds(
    Throw,
    st.tuples(*[st.integers(1, 6)] * 6),
    st.integers(2, 3).flatmap(lambda n: st.tuples(*[st.sampled_from(COLOURS)] * n)),
)


@given(throws, st.booleans())
def test_the_explanation_adds_up_to_the_answer(throw: Throw, brain_twister: bool) -> None:
    why = explain(throw, brain_twister)
    assert why.answer == answer(throw, brain_twister) == sum(why.terms)
    assert 0 <= why.answer <= MAX_ANSWER
    shown = Counter(colour for _, colour in why.dots)
    assert why.doubled == tuple(c for c in COLOURS if shown[c] > 1)
    assert why.twisted == (brain_twister and bool(why.doubled))
    for die in why.dice:
        assert len(die.knocked_out_by) == shown[die.colour]
        assert die.counted == (die.excluded == why.twisted)
        assert (die.dot is None) == (die.pips == die.face)
