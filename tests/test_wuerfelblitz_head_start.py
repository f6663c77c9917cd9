"""A Würfelblitz head start for a person who wants one: their calls are judged that many
frames earlier, so they share rounds they would miss; the round waits for them, nobody
else; it is saved with the match, shown beside their name, and a CPU never gets it."""

from __future__ import annotations

import json
import random

import pytest

from game import catalog
from game.core.errors import IllegalAction
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.core.timing import frames
from game.wuerfelblitz.cpu import CpuCallers
from game.wuerfelblitz.logic import (
    TIE_WINDOW_FRAMES,
    Call,
    CallMade,
    DiscWon,
    MatchWon,
    Options,
    RoundStarted,
    RoundWon,
    WuerfelblitzMatch,
)
from game.wuerfelblitz.logic.options import HEAD_START_SECONDS, MAX_HEAD_START
from tests.test_wuerfelblitz_rules import RIGHT, WRONG, live_round, new_match

SECOND = frames(1)  # 60


def test_a_slow_seat_with_a_head_start_shares_a_round_it_would_miss() -> None:
    plain, helped = new_match(), new_match(head_start=(0, SECOND, 0))
    for match in (plain, helped):
        reveal = live_round(match, reveal=100)
        match.apply(Call(0, RIGHT, reveal + 40))
    late = 100 + 40 + 30  # half a second after the first: judged 30 frames before it
    assert not plain.can_call(1, late)
    with pytest.raises(IllegalAction):
        plain.apply(Call(1, RIGHT, late))
    assert helped.can_call(1, late)
    events = helped.apply(Call(1, RIGHT, late))
    assert events == [CallMade(1, RIGHT, late, True), DiscWon(1, 1, 0)]  # paid at the call
    settled = helped.advance(helped.closes_at())
    # Seat 1's call counts as the earlier one: it is named first and throws next.
    assert settled == [RoundWon((1, 0), RIGHT, 140), RoundStarted(1, 1)]
    assert [t.whites for t in helped.tallies] == [1, 1, 0]
    assert helped.round_winners == [0, 1]  # in call order


@pytest.mark.parametrize(
    "offset, calls", [(TIE_WINDOW_FRAMES - 1, True), (TIE_WINDOW_FRAMES, False)]
)
def test_a_seat_past_its_own_window_is_refused_while_the_round_waits(
    offset: int, calls: bool
) -> None:
    match = new_match(head_start=(0, SECOND, 0))
    first = live_round(match) + 200
    match.apply(Call(0, RIGHT, first))
    assert match.seat_window_end(2) == first + TIE_WINDOW_FRAMES
    assert match.seat_window_end(1) == match.closes_at() == first + TIE_WINDOW_FRAMES + SECOND
    frame = first + offset
    assert match.can_call(2, frame) is calls
    if not calls:
        before = match.to_dict()
        for number in (RIGHT, WRONG):  # a wrong call is refused as well: no disc lost
            with pytest.raises(IllegalAction, match="seat 2's tie window"):
                match.apply(Call(2, number, frame))
        assert match.to_dict() == before
        assert match.advance(frame) == []  # still open: for seat 1
    assert match.can_call(1, first + TIE_WINDOW_FRAMES + SECOND - 1)
    assert not match.can_call(1, first + TIE_WINDOW_FRAMES + SECOND)


def test_the_round_closes_when_the_longest_waiting_window_ends() -> None:
    match = new_match(head_start=(0, SECOND, 2 * SECOND))
    first = live_round(match) + 50
    match.apply(Call(0, RIGHT, first))
    assert match.closes_at() == first + TIE_WINDOW_FRAMES + 2 * SECOND
    match.apply(Call(2, RIGHT, first + 30))  # the longest one is in: seat 1's end is next
    assert match.closes_at() == first + TIE_WINDOW_FRAMES + SECOND
    assert match.advance(first + TIE_WINDOW_FRAMES + SECOND - 1) == []
    won = match.advance(first + TIE_WINDOW_FRAMES + SECOND)
    assert won[0] == RoundWon((2, 0), RIGHT, first)


def test_a_head_start_caller_first_can_leave_no_window_for_the_rest() -> None:
    match = new_match(head_start=(SECOND, 0, 3 * SECOND))
    first = live_round(match) + 300
    match.apply(Call(0, RIGHT, first))  # judged a second earlier
    assert match.seat_window_end(1) == first - SECOND + TIE_WINDOW_FRAMES
    assert not match.can_call(1, first)  # seat 1 would have had to call a second ago
    assert match.closes_at() == first + 2 * SECOND + TIE_WINDOW_FRAMES  # seat 2's end
    match.apply(Call(2, RIGHT, first + 5))  # nobody left to wait for: it ends with this call
    assert match.closes_at() == first + 5
    assert match.advance(first + 5)[0] == RoundWon((2, 0), RIGHT, first)


def test_the_round_never_closes_before_its_first_correct_call() -> None:
    match = new_match(head_start=(2 * SECOND, 0, 0))
    first = live_round(match) + 300
    match.apply(Call(0, RIGHT, first))
    assert match.closes_at() == first and not match.can_call(2, first)
    assert match.advance(first)[0] == RoundWon((0,), RIGHT, first)


def test_without_head_starts_every_window_is_the_usual_nine_frames() -> None:
    match = new_match(head_start=(0, 0, 0))
    assert match.options.head_start == ()  # nobody has one: saved as before
    first = live_round(match) + 20
    match.apply(Call(1, RIGHT, first))
    match.apply(Call(0, RIGHT, first + 3))
    match.apply(Call(2, RIGHT, first + 8))  # everyone is in: the window still runs its course
    assert match.closes_at() == first + TIE_WINDOW_FRAMES
    assert [match.seat_window_end(s) for s in range(3)] == [first + TIE_WINDOW_FRAMES] * 3


@pytest.mark.parametrize("late, order", [(SECOND, (0, 1, 2)), (SECOND - 1, (1, 0, 2))])
def test_the_earliest_judged_call_throws_next_and_a_tie_goes_to_the_earlier_call(
    late: int, order: tuple[int, ...]
) -> None:
    match = new_match(head_start=(0, SECOND, 0))
    first = live_round(match) + 10
    match.apply(Call(0, RIGHT, first))
    match.apply(Call(2, RIGHT, first + 5))
    match.apply(Call(1, RIGHT, first + late))  # judged at first + late - 60
    events = match.advance(match.closes_at())
    assert events == [RoundWon(order, RIGHT, first), RoundStarted(1, order[0])]
    assert match.thrower == order[0]


@pytest.mark.parametrize("late, champion", [(SECOND + 4, 1), (SECOND + 5, 0)])
def test_the_match_goes_to_the_earliest_judged_call_when_two_reach_three_blacks(
    late: int, champion: int
) -> None:
    match = new_match(2, whites_per_black=(1, 1), head_start=(0, SECOND))
    for _ in range(2):
        reveal = live_round(match)
        match.apply(Call(0, RIGHT, reveal + 5))
        match.apply(Call(1, RIGHT, reveal + 6))
        match.advance(match.closes_at())
    reveal = live_round(match)
    match.apply(Call(0, RIGHT, reveal + 5))
    match.apply(Call(1, RIGHT, reveal + late))  # judged at reveal + 4 or + 5 (a tie)
    assert match.totals == [3, 3]
    assert match.advance(match.closes_at())[-1] == MatchWon(champion)
    assert match.winner == champion and match.standings()[0] == champion


# -- saves ----------------------------------------------------------------------------------


def _mid_round() -> WuerfelblitzMatch:
    """A live round with two winners and seat 2 still inside its head start."""
    match = new_match(head_start=(0, SECOND, 3 * SECOND))
    first = live_round(match, reveal=40) + 60
    match.apply(Call(0, RIGHT, first))
    match.apply(Call(1, RIGHT, first + 20))  # judged 40 frames before the first
    return match


def test_the_head_start_survives_a_save_and_the_round_goes_on_alike() -> None:
    match = _mid_round()
    data = json.loads(json.dumps(match.to_dict()))
    assert data["options"]["head_start"] == [0, SECOND, 3 * SECOND]
    again = WuerfelblitzMatch.from_dict(data)
    assert again.to_dict() == match.to_dict()
    assert again.options.head_start == (0, SECOND, 3 * SECOND)
    assert [again.seat_window_end(s) for s in range(3)] == [
        match.seat_window_end(s) for s in range(3)
    ]
    assert again.closes_at() == match.closes_at()
    assert again.advance(again.closes_at()) == match.advance(match.closes_at())


def test_a_save_from_before_head_starts_loads_with_none() -> None:
    match = new_match()
    first = live_round(match) + 7
    match.apply(Call(2, RIGHT, first))
    match.apply(Call(0, RIGHT, first + 4))
    old = match.to_dict()
    del old["options"]["head_start"], old["winner_frames"]
    loaded = WuerfelblitzMatch.from_dict(old)
    assert loaded.options.head_start == () and loaded.options.head_start_of(1) == 0
    assert loaded.closes_at() == first + TIE_WINDOW_FRAMES
    assert not loaded.can_call(1, first + TIE_WINDOW_FRAMES)
    # The winners rank in call order, as they did before head starts.
    assert loaded.advance(first + TIE_WINDOW_FRAMES)[0] == RoundWon((2, 0), RIGHT, first)


@pytest.mark.parametrize(
    "head_start",
    [
        [-1, 0, 0],  # negative
        [0, MAX_HEAD_START + 1, 0],  # too big
        [0, SECOND],  # one seat short
        [0, 0, 0, 0],  # one seat too many
        [0, "60", 0],  # text
        [0, 1.5, 0],  # not whole
        [0, True, 0],  # a flag is not a number
        SECOND,  # not a list
        {"1": SECOND},
    ],
)
def test_a_head_start_that_does_not_fit_is_refused_on_load(head_start: object) -> None:
    data = _mid_round().to_dict()
    data["options"]["head_start"] = head_start
    with pytest.raises(ValueError):
        WuerfelblitzMatch.from_dict(data)


@pytest.mark.parametrize(
    "winner_frames",
    [
        [],  # winners without their calls
        [100],
        [101, 150],  # the first is not the first call
        [100, 90],  # out of order (and before the first)
        [100, "120"],
        None,
    ],
)
def test_winning_calls_that_do_not_fit_are_refused_on_load(winner_frames: object) -> None:
    data = _mid_round().to_dict()
    assert data["winner_frames"] == [100, 120]
    data["winner_frames"] = winner_frames
    with pytest.raises(ValueError):
        WuerfelblitzMatch.from_dict(data)


def test_a_saved_win_after_its_own_window_is_refused() -> None:
    data = _mid_round().to_dict()
    data["round_winners"] = [1, 2]  # seat 2 could have called that late; seat 0 could not
    WuerfelblitzMatch.from_dict(data)
    data["round_winners"] = [2, 0]
    data["winner_frames"] = [100, 100 + 3 * SECOND]
    data["frame"] = 100 + 3 * SECOND
    with pytest.raises(ValueError, match="late"):
        WuerfelblitzMatch.from_dict(data)


@pytest.mark.parametrize("head_start", [(0, -1), (0, MAX_HEAD_START + 1), (0, 0, 0), (0.5, 0)])
def test_a_new_match_refuses_a_head_start_that_does_not_fit(head_start: tuple) -> None:
    with pytest.raises(ValueError):
        WuerfelblitzMatch.new(2, Options(head_start=head_start), random.Random(1))


# -- CPUs and the screen --------------------------------------------------------------------


def test_a_cpu_drops_a_planned_call_once_its_own_window_has_passed() -> None:
    match = new_match(head_start=(0, SECOND, 0))
    first = live_round(match) + 100
    match.apply(Call(0, RIGHT, first))
    callers = CpuCallers({2: "normal"})
    callers.pending = [Call(2, RIGHT, first + TIE_WINDOW_FRAMES)]
    assert callers.due(match, first + TIE_WINDOW_FRAMES) == []  # the round is open: not for it
    assert match.closes_at() > first + TIE_WINDOW_FRAMES


def test_the_options_offer_whole_seconds_to_people_only() -> None:
    info = catalog.game_by_id("wuerfelblitz")
    (spec,) = [s for s in info.seat_options if s.key == "head_start"]
    assert spec.humans_only and spec.default == 0
    assert tuple(value for value, _ in spec.choices) == HEAD_START_SECONDS
    assert frames(HEAD_START_SECONDS[-1]) == MAX_HEAD_START


def _setup(options: tuple[dict, ...]) -> MatchSetup:
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "easy"), Seat(2, SeatKind.HUMAN))
    return MatchSetup("wuerfelblitz", seats, {}, 4, seat_options=options)


def test_a_person_gets_the_head_start_a_cpu_never_and_it_shows_beside_the_name(make_app):
    from game.wuerfelblitz.screen.scene import create_scene, head_start_frames

    setup = _setup(({"head_start": 2}, {"head_start": 3}, {}))
    assert head_start_frames(setup) == (2 * SECOND, 0, 0)
    app = make_app(scene="title", lang="en")
    app.input.bind("kb_left", 0)
    app.input.bind("kb_right", 2)
    scene = create_scene(setup)
    app.scenes.clear_to(scene)
    assert scene.match.options.head_start == (2 * SECOND, 0, 0)
    # The band's tag on each picker: the head start, the CPU's tag, nothing.
    assert [p.tag for p in scene.view().pickers] == ["+2 s", app.t("lobby.cpu"), ""]


def test_a_save_that_gives_a_cpu_a_head_start_is_refused(make_app):
    from game.wuerfelblitz.screen.scene import create_scene

    make_app(scene="title", lang="en")
    match = new_match(head_start=(0, SECOND, 0))
    with pytest.raises(ValueError):
        create_scene(_setup(({}, {}, {})), match.to_dict())
    create_scene(_setup(({}, {}, {})), new_match(head_start=(SECOND, 0, 0)).to_dict())


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it", "es", "nl"])
def test_the_head_start_is_drawn_beside_each_name_even_seven_seats_wide(make_app, drawn, lang):
    from game.wuerfelblitz.screen.layout import picker_rect
    from game.wuerfelblitz.screen.scene import create_scene
    from game.wuerfelblitz.screen.stages import STAGE_LIVE, STAGE_THROW
    from tests.driving import run_until
    from tests.test_safe_area import SAFE_AREA, _outside, _overlapping

    records, canvases = drawn
    seats = tuple(
        Seat(i, SeatKind.CPU, "easy") if i == 1 else Seat(i, SeatKind.HUMAN) for i in range(7)
    )
    # Seat 0 throws first: its band has the die to make room for too.
    options = ({"head_start": 3}, *({"head_start": i % 4} for i in range(1, 7)))
    app = make_app(scene="title", lang=lang)
    canvases.append(app.display.canvas)
    for seat in seats:
        if not seat.is_cpu:
            app.input.bind(f"pad:{seat.index}", seat.index)
    scene = create_scene(MatchSetup("wuerfelblitz", seats, {}, 4, seat_options=options))
    app.scenes.clear_to(scene)
    expected = {0: "+3 s", 2: "+2 s", 3: "+3 s", 5: "+1 s", 6: "+2 s"}  # seat 1 is a CPU
    for stage in (STAGE_THROW, STAGE_LIVE):
        run_until(app, lambda stage=stage: scene.stage == stage, 600)
        records.clear()
        app.draw()
        assert not _outside(records) and not _overlapping(records), stage
        for seat in range(7):
            band = picker_rect(seat, 7)
            band.height = 19
            inside = [r for r in records if band.contains(r.ink)]
            name = next(r for r in inside if r.text == app.seat_name(seat))
            tags = [r for r in inside if r.text.startswith("+")]
            if seat not in expected:
                assert tags == []
                continue
            (tag,) = tags
            assert tag.text == expected[seat], (stage, seat)
            assert tag.ink.left > name.ink.right and SAFE_AREA.contains(tag.ink)
            assert tag.ink.height >= 9
        if stage == STAGE_THROW:
            scene.throw_dice()
