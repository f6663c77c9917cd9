"""Fiese 15 stages every turn: the sheet never runs ahead of the show, CPUs play briskly.

Run as a script to print the frames per CPU turn of a few seeded all-CPU matches:
``python -m tests.test_fiese15_staging``. Frames are deterministic, so the tests below
may bound them; they never measure time.
"""

from __future__ import annotations

import statistics
from itertools import pairwise

import pygame

from game.core.seats import Seat, SeatKind
from game.core.setup import MatchSetup
from game.fiese15.logic.events import TurnEnded
from game.fiese15.screen import draw as scene_draw
from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, MODE_ROLL
from game.fiese15.screen.hud import MAX_BANNER, Banner
from game.fiese15.screen.scene import Fiese15Scene, create_scene
from game.shell.match.tally import FinalTally, RoundTally
from tests.driving import run
from tests.test_fiese15_scene import LEFT_KEYS, human_move

MATCH_LIMIT = 40000  # frames
# A CPU turn takes 2-4 s; 4.5 s (270 frames) leaves room for a CPU that rolls a bit more.
CPU_TURN_MAX = 270
CPU_TURN_MEDIAN = (120, 240)
BANNER_READ = 30  # frames a turn banner stands still, fully on screen, at the least
BENCH_MATCHES = (
    (("easy", "normal", "hard"), 3),
    (("normal", "normal"), 5),
    (("hard", "hard", "hard", "hard"), 11),
)


def start(app, kinds: tuple[str, ...], seed: int, options=None) -> Fiese15Scene:
    seats = tuple(
        Seat(i, SeatKind.HUMAN) if kind == "human" else Seat(i, SeatKind.CPU, kind)
        for i, kind in enumerate(kinds)
    )
    scene = create_scene(MatchSetup("fiese15", seats, options or {}, seed, False), None)
    app.scenes.clear_to(scene)
    return scene


def cpu_turn_frames(app, levels: tuple[str, ...], seed: int) -> list[int]:
    """Frames from each turn's banner to the next one's, in an all-CPU match (no one
    hurries it); frames under a round's tally belong to no turn."""
    scene = start(app, levels, seed)
    starts: list[int] = []
    tally_frames: list[int] = []
    shown = object()
    for _ in range(MATCH_LIMIT):
        app.step()
        if scene.tally is not None:
            tally_frames.append(scene.frame)
        banner = next((b for b in scene.beats.banners if b.seat is not None), None)
        if banner is not None and banner is not shown:
            shown = banner
            starts.append(scene.frame)
        if isinstance(scene.tally, FinalTally):
            starts.append(scene.frame)
            break
    else:
        raise AssertionError("the match did not end")
    return [b - a - sum(1 for f in tally_frames if a < f <= b) for a, b in pairwise(starts)]


def test_the_sheet_never_shows_a_score_before_its_number_lands(make_app):
    app = make_app()
    scene = start(app, ("easy", "hard", "normal"), seed=9, options={"handicap": True})
    seats = len(scene.match.seats)
    # The model: a turn's score goes on the sheet when the number flying there is gone.
    model = [[None] * 10 for _ in range(seats)]
    reasons = [[""] * 10 for _ in range(seats)]
    pending: list[TurnEnded] = []
    flying: dict[int, TurnEnded] = {}
    apply = scene.match.apply

    def recording_apply(action):
        events = apply(action)
        pending.extend(e for e in events if isinstance(e, TurnEnded))
        return events

    scene.match.apply = recording_apply
    ahead = tallies = 0
    for _ in range(MATCH_LIMIT):
        run(app)
        now = {id(f): f for f in scene.beats.floaters}
        for key in list(flying):
            if key not in now:  # landed this frame
                event = flying.pop(key)
                model[event.seat][event.round_index] = event.score
                reasons[event.seat][event.round_index] = event.reason
        for key, floater in now.items():
            if key not in flying:
                event = pending.pop(0)
                assert floater.text == f"+{event.score}"
                flying[key] = event
        drawn = scene.layers.entries["sheet"][0]  # the state the sheet on screen was drawn from
        assert drawn.scores == tuple(tuple(row) for row in model)
        assert drawn.cells == tuple(tuple(row) for row in reasons)
        assert drawn.totals == tuple(sum(s or 0 for s in row) for row in model)
        ahead += [list(r) for r in scene.match.scores] != model
        if isinstance(scene.tally, RoundTally) and scene.tally.rows:
            tallies += 1
            for row in scene.tally.rows:
                assert row.total == sum(s or 0 for s in model[row.seat])
        if isinstance(scene.tally, FinalTally):
            break
    else:
        raise AssertionError("the match did not end")
    assert ahead > 100  # the rules ran ahead of the show, and the sheet waited
    assert tallies and not pending and not flying
    assert drawn.totals == tuple(scene.match.totals)


def test_cpu_turns_take_two_to_four_seconds(make_app):
    app = make_app()
    turns = cpu_turn_frames(app, ("normal", "hard", "easy"), seed=4)
    assert len(turns) == 30
    assert max(turns) <= CPU_TURN_MAX
    low, high = CPU_TURN_MEDIAN
    assert low <= statistics.median(turns) <= high


def test_a_cpu_turn_shows_its_bubble_and_no_human_controls(make_app, monkeypatch):
    panels: list[str] = []
    bubbles: list[str] = []
    monkeypatch.setattr(scene_draw, "draw_panel", lambda c, x, t, view, f: panels.append(view.mode))
    monkeypatch.setattr(
        scene_draw, "draw_cpu_bubble", lambda c, x, thought, wait, f: bubbles.append(thought)
    )
    app = make_app(scene="fiese15", seats=["human", "cpu"], seed=6)
    scene = app.scenes.top
    said: set[str] = set()
    turn = 0
    for _ in range(MATCH_LIMIT):
        if scene.match.round_index >= 2:
            break
        was_cpu = scene.cpu_shown
        panels.clear()
        bubbles.clear()
        if scene.awaiting_human:
            human_move(app, scene, LEFT_KEYS, turn)
            turn += 1
        else:
            run(app)
        said.update(bubbles)
        if scene.tally is not None:
            continue
        if was_cpu and scene.cpu_shown:
            assert bubbles and not panels, "a CPU turn drew a human's panel"
        elif scene.awaiting_human:
            assert panels and not bubbles
            assert set(panels) <= {MODE_ROLL, MODE_PLACE, MODE_DECIDE}
    assert turn >= 2 and scene.match.round_index >= 2
    # The CPU thought out loud: thinking (dots), rolling, what it kept, and how it ended.
    t = app.t
    assert "" in said
    assert t("fiese15.status.rolling", name=scene.seat_name(1)) in said
    assert said & {t("fiese15.cpu.keeps", n=n) for n in range(1, 7)}
    endings = {t("fiese15.cpu.rolls"), t("fiese15.cpu.bust")}
    endings |= {t("fiese15.cpu.stops", score=s) for s in range(100)}
    assert said & endings


def test_the_cpu_bubble_speaks_every_language(make_app):
    app = make_app()
    for lang in ("en", "de", "fr"):
        app.t.set_language(lang)
        for key in ("thinking", "keeps", "rolls", "stops", "bust"):
            text = app.t(f"fiese15.cpu.{key}", name="P2", n=2, score=9)
            assert text != f"fiese15.cpu.{key}" and "{" not in text
            assert app.text.size(text, "title")[0] <= 300  # fits the bubble


def test_every_seat_gets_a_readable_turn_banner(make_app):
    app = make_app(scene="fiese15", seats=["human", "cpu", "cpu-hard"], seed=5)
    scene = app.scenes.top
    seen: dict[int, Banner] = {}
    still: dict[int, int] = {}
    turn = 0
    while scene.match.round_index < 1 or scene.tally is not None:
        if scene.awaiting_human:
            human_move(app, scene, LEFT_KEYS, turn)
            turn += 1
        else:
            run(app)
        assert len(scene.beats.banners) <= 1, "two banners on top of each other"
        for banner in scene.beats.banners:
            if banner.seat is not None:
                seen.setdefault(banner.seat, banner)
                if (
                    banner is seen[banner.seat]
                    and Banner.IN <= banner.age < banner.frames - Banner.OUT
                ):
                    still[banner.seat] = still.get(banner.seat, 0) + 1
    assert sorted(seen) == [0, 1, 2]
    for seat, banner in seen.items():
        assert scene.seat_name(seat) in banner.text
        assert app.text.size(banner.text, "big")[0] <= MAX_BANNER  # the big style fits
        assert still[seat] >= BANNER_READ, f"seat {seat}'s banner stood {still[seat]} frames"


def bench() -> None:
    """Print frames per CPU turn (median, max) of the seeded benchmark matches."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("SPIELEKISTE_HOME", tempfile.mkdtemp())
    from game.app import App
    from game.cli import RunConfig

    for levels, seed in BENCH_MATCHES:
        app = App(RunConfig(headless=True, seed=seed))
        turns = cpu_turn_frames(app, levels, seed)
        app.shutdown()
        median, longest = statistics.median(turns), max(turns)
        print(
            f"{'/'.join(levels):24} seed {seed:2}: {len(turns)} turns, frames per turn "
            f"median {median:.0f} ({median / 60:.1f} s), max {longest} ({longest / 60:.1f} s)"
        )
    pygame.quit()


if __name__ == "__main__":
    bench()
