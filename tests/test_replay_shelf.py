"""The box's replays: the last 50 kept, each person's best and the notable matches for good;
what makes a match notable in each game; the shout log a Fischkopp replay rebuilds."""

from __future__ import annotations

from game import catalog
from game.core.rng import make_rng
from game.core.seats import Seat, SeatKind
from game.core.setup import Line, MatchResult, MatchSetup
from game.engine import storage
from game.shell.replay import shelf as shelf_module
from game.shell.replay.log import Replay, Room, plain
from game.shell.replay.shelf import Shelf

GAMES = {info.id for info in catalog.GAMES}


def _replay(
    game="fiese15",
    totals=(10, 5),
    people=("anna", None),
    made="2026-01-01T10:00:00",
    notable="",
    lowest_wins=False,
) -> Replay:
    seats = tuple(
        Seat(i, SeatKind.HUMAN if person else SeatKind.CPU) for i, person in enumerate(people)
    )
    options = tuple({"person": p} if p else {} for p in people)
    setup = MatchSetup(game, seats, {}, 7, seat_options=options)
    return Replay(
        game_id=game,
        setup=setup,
        app_version="1",
        made=made,
        room=Room(names=["A", "B"]),
        presses=[],
        moves=[],
        changes=[],
        frames=100,
        frame_offset=0,
        totals=tuple(totals),
        winners=(0,),
        lowest_wins=lowest_wins,
        notable=notable,
    )


def _made(n: int) -> str:
    return f"2026-01-01T{n // 60:02d}:{n % 60:02d}:00"


def test_the_last_fifty_are_kept_and_older_ordinary_ones_go():
    shelf = Shelf(GAMES)
    for n in range(55):
        shelf.keep(_replay(totals=(1, 5), people=(None, None), made=_made(n)))
    entries = shelf.entries()
    assert len(entries) == shelf_module.RECENT == 50
    assert entries[0].replay.made == _made(54) and entries[-1].replay.made == _made(5)


def test_a_persons_best_and_a_notable_match_stay_past_fifty():
    shelf = Shelf(GAMES)
    shelf.keep(_replay(totals=(30, 5), made=_made(0)))  # Anna's best so far
    shelf.keep(_replay(totals=(20, 5), made=_made(1)))  # worse: ordinary
    shelf.keep(_replay(totals=(2, 5), people=(None, None), made=_made(2), notable="x"))
    for n in range(3, 60):
        shelf.keep(_replay(totals=(1, 5), people=(None, None), made=_made(n)))
    kept = {e.replay.made: e.replay for e in shelf.entries()}
    assert kept[_made(0)].best_of == ["anna"]
    assert _made(1) not in kept
    assert kept[_made(2)].notable == "x"


def test_a_better_match_takes_the_best_over_and_a_tie_keeps_the_earlier():
    shelf = Shelf(GAMES)
    shelf.keep(_replay(totals=(30, 5), made=_made(0)))
    shelf.keep(_replay(totals=(30, 5), made=_made(1)))  # a tie: the earlier stays the best
    by_time = {e.replay.made: e.replay for e in shelf.entries()}
    assert by_time[_made(0)].best_of == ["anna"] and by_time[_made(1)].best_of == []
    shelf.keep(_replay(totals=(31, 5), made=_made(2)))
    by_time = {e.replay.made: e.replay for e in shelf.entries()}
    assert by_time[_made(2)].best_of == ["anna"]
    assert by_time[_made(0)].best_of == [] and not by_time[_made(0)].keep


def test_where_the_lowest_total_wins_the_best_is_the_lowest():
    shelf = Shelf(GAMES)
    shelf.keep(_replay("fischkopp", totals=(30, 5), made=_made(0), lowest_wins=True))
    shelf.keep(_replay("fischkopp", totals=(12, 5), made=_made(1), lowest_wins=True))
    by_time = {e.replay.made: e.replay for e in shelf.entries()}
    assert by_time[_made(1)].best_of == ["anna"] and by_time[_made(0)].best_of == []


def test_bests_are_per_game():
    shelf = Shelf(GAMES)
    shelf.keep(_replay("fiese15", totals=(30, 5), made=_made(0)))
    shelf.keep(_replay("fits", totals=(3, 5), made=_made(1)))
    assert all(e.replay.best_of == ["anna"] for e in shelf.entries())


def test_an_unreadable_replay_is_kept_aside_and_a_deleted_one_goes():
    shelf = Shelf(GAMES)
    shelf.keep(_replay(made=_made(0)))
    shelf.flush()
    broken = shelf_module.folder() / "broken.replay.json"
    broken.write_text("{not json")
    shelf.refresh()
    entries = shelf.entries()
    assert len(entries) == 1
    assert not broken.exists() and any(shelf_module.folder().glob("broken.replay.json.broken-*"))
    assert storage.take_notices()
    shelf.delete(entries[0])
    assert shelf.entries() == []


# ----- notable matches ---------------------------------------------------------------------


def _result(game, totals, **extra) -> MatchResult:
    seats = tuple(Seat(i, SeatKind.HUMAN) for i in range(len(totals)))
    return MatchResult(MatchSetup(game, seats, {}, 3), tuple(totals), **extra)


def test_a_graete_makes_a_fischkopp_replay_notable():
    notable = catalog.game_by_id("fischkopp").screen().notable
    assert notable(_result("fischkopp", (3, 4), measures=(("graeten", (0, 1)),)), []) != ""
    assert notable(_result("fischkopp", (3, 4), measures=(("graeten", (0, 0)),)), []) == ""


def test_a_new_solo_best_makes_a_fits_replay_notable():
    notable = catalog.game_by_id("fits").screen().notable
    best = _result("fits", (40,), stats=(Line("fits.stat.new_high"),))
    assert notable(best, []) == "replay.notable.solo_record"
    assert notable(_result("fits", (40,), stats=(Line("fits.stat.place", {"n": 2}),)), []) == ""
    two = _result("fits", (40, 3), stats=(Line("fits.stat.new_high"),))
    assert notable(two, []) == "", "only a solo game has a solo record"


def _wuerfelblitz_moves(order: list[int]) -> list:
    """A match where each round's right call comes from the next seat in ``order``."""
    from game.wuerfelblitz.logic.actions import Call, Reveal, ThrowDice
    from game.wuerfelblitz.logic.options import Options
    from game.wuerfelblitz.logic.rules import WuerfelblitzMatch

    match = WuerfelblitzMatch.new(2, Options.from_setup({}, (), 2, (0, 0)), make_rng(3))
    moves, frame = [], 10
    for seat in order:
        if match.is_over:
            break
        for action in (ThrowDice(match.thrower, frame), Reveal(frame + 1)):
            moves.append((action.frame, match.round_index, plain(action)))
            match.apply(action)
        call = Call(seat, match.answer, frame + 2)
        moves.append((call.frame, match.round_index, plain(call)))
        match.apply(call)
        frame = match.closes_at() + 1
        match.advance(frame)
        frame += 1
    assert match.is_over
    return moves, tuple(match.totals), match.winner


def test_a_late_comeback_makes_a_wuerfelblitz_replay_notable():
    notable = catalog.game_by_id("wuerfelblitz").screen().notable
    moves, totals, winner = _wuerfelblitz_moves([1] * 6 + [0] * 9)  # 0-2 behind, then 3-2
    assert winner == 0
    assert notable(_result("wuerfelblitz", totals), moves) == "replay.notable.comeback"
    moves, totals, winner = _wuerfelblitz_moves([0] * 9)  # never behind
    assert notable(_result("wuerfelblitz", totals), moves) == ""


def test_keeping_a_replay_reads_and_writes_off_the_frame(monkeypatch):
    import threading

    seen = []
    monkeypatch.setattr(
        Shelf, "_keep_now", lambda self, replay: seen.append(threading.current_thread())
    )
    shelf = Shelf(GAMES)
    replay = _replay()
    shelf.keep(replay)
    assert shelf.latest is replay, "Watch again has it at once"
    shelf.flush()
    assert seen and seen[0] is not threading.main_thread()


def test_the_list_holds_no_presses_and_a_replay_broken_since_is_refused():
    shelf = Shelf(GAMES)
    replay = _replay()
    replay.presses.append((1, "kb_left", "confirm", True, False, 0, 0))
    shelf.keep(replay)
    [entry] = shelf.entries()
    assert entry.replay.presses == [], "the list keeps headers only"
    assert shelf.load(entry).presses == [(1, "kb_left", "confirm", True, False, 0, 0)]
    entry.path.write_text('{"format": "spielekiste-replay"')
    assert shelf.load(entry) is None
    assert not entry.path.exists() and shelf.entries() == []


def test_deleting_from_the_list_waits_for_the_second_press_however_long_it_takes(make_app):
    from game.engine.input import Action, InputEvent
    from game.shell.replay.shelf_screen import ReplayShelfScene

    app = make_app(seed=3)
    app.replays.keep(_replay(made=_made(0)))
    app.replays.keep(_replay(made=_made(1), people=(None, None)))
    screen = ReplayShelfScene()
    app.scenes.push(screen)
    press = lambda action: app.scenes.handle(InputEvent("kb_left", action, True))  # noqa: E731
    press(Action.FLIP)
    for _ in range(60 * 30):  # half a minute to decide
        app.step()
    assert screen.view().asking
    press(Action.BACK)  # back: keep it
    assert not screen.view().asking and app.scenes.top is screen
    press(Action.FLIP)
    press(Action.FLIP)
    assert len(app.replays.entries()) == 1


def _kept_aside(name: str) -> bool:
    return any(shelf_module.folder().glob(f"{name}.broken-*"))


def test_the_replays_screen_keeps_odd_crafted_and_piped_files_aside_and_watches_the_rest(
    make_app,
):
    """Files no replay can be (a setup value the game cannot build from, a seat number
    ``int`` cannot read, a named pipe) are kept aside when the list is read; the screen
    opens, and Watch plays what is left."""
    import json
    import os

    from game.engine.input import Action, InputEvent
    from game.shell.replay.log import dumps
    from game.shell.replay.player import ReplayScene
    from game.shell.replay.shelf_screen import ReplayShelfScene

    app = make_app(seed=3)
    good = _replay(made=_made(9))
    app.replays.keep(good)
    app.replays.flush()
    odd = json.loads(dumps(_replay(made=_made(8))))
    odd["setup"]["options"]["zocker"] = "yes"
    crafted = json.loads(dumps(_replay(made=_made(7))))
    crafted["room"]["people"] = {"²": "anna"}
    folder = shelf_module.folder()
    (folder / "odd.replay.json").write_text(json.dumps(odd))
    (folder / "crafted.replay.json").write_text(json.dumps(crafted))
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.replay.json")
    app.replays.refresh()
    app.scenes.push(ReplayShelfScene())
    app.step()
    screen = app.scenes.top
    assert [e.replay.made for e in screen.entries] == [_made(9)]
    assert _kept_aside("odd.replay.json") and _kept_aside("crafted.replay.json")
    if hasattr(os, "mkfifo"):
        assert _kept_aside("pipe.replay.json")
    app.scenes.handle(InputEvent("kb_left", Action.CONFIRM, True))
    app.step()
    assert isinstance(app.scenes.top, ReplayScene)
