"""Remapping keeps its promises whatever the players do: over any sequence of rebinds and
resets, every action keeps a key on each keyboard half and a button on the pad, no key means
two things, and pause and confirm can always be pressed."""

from __future__ import annotations

import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.input import Action
from game.engine.input.bindings import (
    DEFAULT_BINDINGS,
    KEYBOARD_LEFT,
    KEYBOARD_RIGHT,
    PAD,
    PAD_BUTTONS,
    SPARE_KEYS,
    key_table,
    merged_bindings,
    rebind,
    reset,
)

HALVES = (KEYBOARD_LEFT, KEYBOARD_RIGHT)
ACTIONS = [a.value for a in Action]
KEY_NAMES = sorted(
    {n for half in HALVES for names in DEFAULT_BINDINGS[half].values() for n in names}
    | {n for half in HALVES for n in SPARE_KEYS[half]}
    | {"g", "h", "y", "m", "n", "b", "u", "i"}
)

rebinds = st.one_of(
    st.tuples(
        st.just("rebind"),
        st.sampled_from(HALVES),
        st.sampled_from(ACTIONS),
        st.sampled_from(KEY_NAMES),
    ),
    st.tuples(
        st.just("rebind"),
        st.just(PAD),
        st.sampled_from(ACTIONS),
        st.sampled_from(sorted(PAD_BUTTONS)),
    ),
    st.tuples(st.just("reset"), st.sampled_from([*HALVES, PAD]), st.none(), st.none()),
)


def codes(half: dict[str, list[str]]) -> dict[int, Action]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # key names resolve without a display
        return key_table(half)


def check(table: dict[str, dict[str, list[str]]]) -> None:
    for kind in (*HALVES, PAD):
        assert set(table[kind]) == set(ACTIONS)
        for action, names in table[kind].items():
            assert names, f"{kind} {action} has no key"
        every = [n for names in table[kind].values() for n in names]
        assert len(every) == len(set(every)), f"{kind}: a key means two things"
    left, right = table[KEYBOARD_LEFT], table[KEYBOARD_RIGHT]
    for action, names in left.items():
        for name in names:
            where = [a for a, ns in right.items() if name in ns]
            assert where in ([], [action]) and (not where or action == "pause"), (
                f"{name} is {action} on the left and {where} on the right"
            )
    # Pressable: a key of the action's own half that the input turns into that action, also
    # when the key is on both halves (the manager gives it to one: both must mean the same).
    tables = {half: codes(table[half]) for half in HALVES}
    for half in HALVES:
        other = tables[KEYBOARD_RIGHT if half == KEYBOARD_LEFT else KEYBOARD_LEFT]
        for action in (Action.PAUSE, Action.CONFIRM):
            assert any(
                got is action and other.get(code, action) is action
                for code, got in tables[half].items()
            ), f"{action.value} cannot be pressed on {half}"


@settings(max_examples=400, deadline=None)
@given(steps=st.lists(rebinds, max_size=25))
def test_any_rebind_and_reset_sequence_keeps_every_promise(steps):
    table = merged_bindings({})
    check(table)
    for op, kind, action, name in steps:
        if op == "rebind":
            table = rebind(table, kind, action, name)
            assert table[kind][action] == [name]  # what the player pressed is what they get
        else:
            table = reset(table, kind)
            assert table[kind] == DEFAULT_BINDINGS[kind]
        check(table)
        assert merged_bindings(table) == table  # saved and read back unchanged


def test_esc_for_the_left_half_keeps_a_pause_key_on_the_right():
    table = rebind(merged_bindings({}), KEYBOARD_LEFT, "right", "escape")
    assert table[KEYBOARD_LEFT]["right"] == ["escape"]
    assert table[KEYBOARD_RIGHT]["pause"] and "escape" not in table[KEYBOARD_RIGHT]["pause"]
    assert table[KEYBOARD_LEFT]["pause"]
    check(table)


def test_resetting_the_right_half_takes_esc_back_from_the_left():
    table = rebind(merged_bindings({}), KEYBOARD_LEFT, "right", "escape")
    table = reset(table, KEYBOARD_RIGHT)
    assert table[KEYBOARD_RIGHT]["pause"] == ["escape"]
    assert "escape" not in table[KEYBOARD_LEFT]["right"] and table[KEYBOARD_LEFT]["right"]
    check(table)


@pytest.mark.parametrize(
    "saved",
    [
        {KEYBOARD_LEFT: {"confirm": ["escape"]}},
        {KEYBOARD_LEFT: {"pause": ["nonsense"], "confirm": ["f11"]}},
        {KEYBOARD_RIGHT: {"up": ["w"], "confirm": ["up"]}},
        {PAD: {"confirm": ["b"], "pause": ["turbo"]}},
    ],
)
def test_a_hand_edited_table_is_repaired_on_reading(saved):
    check(merged_bindings(saved))


def test_the_controls_screen_resets_a_half_without_a_clash(make_app):
    from game.shell.controls import ControlsScene

    app = make_app(scene="controls")
    scene = app.scenes.top
    assert isinstance(scene, ControlsScene)
    scene.bind(KEYBOARD_LEFT, Action.RIGHT, "escape")
    check(app.input.bindings)
    scene.reset(KEYBOARD_RIGHT)
    check(app.input.bindings)
    assert app.input.bindings[KEYBOARD_RIGHT] == DEFAULT_BINDINGS[KEYBOARD_RIGHT]
