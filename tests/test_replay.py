"""Replays: a real match, played by a person at human pace against CPUs, plays back to the same
result and the same last frame at 1× and at 4×; the watchers change nothing; a replay that
this version would play into another match, or a damaged file, says so."""

from __future__ import annotations

import copy
import json
import os

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import catalog
from game.cli import parse_args
from game.engine.i18n import LANGUAGES
from game.engine.input import Action, InputEvent
from game.shell.match.scene import MatchScene
from game.shell.replay import log
from game.shell.replay.log import Replay, ReplayError, dumps, read
from game.shell.replay.player import ReplayScene
from tests.human_pace import Person, play_match
from tests.tutorial_driving import Learner

GAMES = {
    "fiese15": ["human", "cpu"],
    "fischkopp": ["human", "cpu", "cpu"],
    "fits": ["human", "cpu"],
    "wuerfelblitz": ["human", "cpu", "cpu"],
}
GAME_IDS = {info.id for info in catalog.GAMES}


def _frame(scene) -> bytes:
    canvas = pygame.Surface((640, 360))
    scene.draw_game(canvas)
    return pygame.image.tobytes(canvas, "RGB")


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """game -> (the replay of a real match, its last frame as the match ended): each game
    played once by a person at human pace (the replays are plain data, shared read-only)."""
    from game.app import App
    from game.cli import RunConfig

    found = {}
    before = os.environ.get("SPIELEKISTE_HOME")
    original = MatchScene.finish
    try:
        for game, seats in GAMES.items():
            os.environ["SPIELEKISTE_HOME"] = str(tmp_path_factory.mktemp(f"home-{game}"))
            last = []

            def finish(scene, last=last):
                if not scene.result_sent:
                    last.append(_frame(scene))
                original(scene)

            MatchScene.finish = finish
            app = App(RunConfig(headless=True, seed=5, scene=game, seats=seats))
            # The frames compared are the match's: a replay leaves out what invites the room
            # to join in (``App.watching``), so the live frame leaves it out too.
            app.watching = True
            scene = app.scenes.top
            pace = play_match(app, Person(app, Learner(app), 5), lambda s=scene: s.result_sent)
            assert not pace.stuck, pace.stuck
            found[game] = (app.replays.latest, last[0], scene.build_result())
            app.shutdown()
    finally:
        MatchScene.finish = original
        if before is None:
            os.environ.pop("SPIELEKISTE_HOME", None)
        else:
            os.environ["SPIELEKISTE_HOME"] = before
    return found


def _watch(app, replay: Replay, speed: int = 1, monkeypatch=None, limit: int = 200_000):
    """Play ``replay`` to its end; returns the scene and the match's frame as it ended."""
    last = []
    original = MatchScene.finish

    def finish(scene):
        if not scene.result_sent:
            last.append(_frame(scene))
        original(scene)

    monkeypatch.setattr(MatchScene, "finish", finish)
    scene = ReplayScene(replay)
    app.scenes.push(scene)
    scene.speed = speed
    for _ in range(limit):
        if scene.ended or scene.broken:
            break
        app.step()
    return scene, (last[0] if last else None)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("speed", [1, 4])
def test_a_replay_plays_back_to_the_same_result_and_last_frame(
    make_app, played, monkeypatch, game, speed
):
    replay, last_frame, result = played[game]
    assert replay is not None and replay.game_id == game
    assert replay.presses, "the person's presses were recorded"
    app = make_app(seed=99)
    scene, frame = _watch(app, replay, speed, monkeypatch)
    assert scene.ended and not scene.broken
    assert [m[2] for m in scene.match.recorder.moves] == [m[2] for m in replay.moves]
    assert tuple(scene.match.build_result().totals) == tuple(result.totals) == replay.totals
    assert frame == last_frame, "the replay's last frame is not the one the players saw"


@pytest.mark.parametrize("game", ["fischkopp"])
def test_the_replay_survives_its_file_and_the_watchers_change_nothing(
    make_app, played, monkeypatch, tmp_path, game
):
    replay, _, _ = played[game]
    path = tmp_path / "copied.replay.json"
    path.write_text(dumps(replay), encoding="utf-8")  # copied to another box
    again = read(path, GAME_IDS)
    app = make_app(seed=3)
    scene = ReplayScene(again)
    app.scenes.push(scene)
    presses = [Action.LEFT, Action.RIGHT, Action.FLIP, Action.UP, Action.CONFIRM, Action.DOWN]
    for frame in range(3000):  # watchers press everything now and then …
        if frame % 97 == 0:
            action = presses[(frame // 97) % len(presses)]
            app.scenes.handle(InputEvent("kb_left", action, True, False, 0, 0))
        app.step()
        assert not scene.broken
    scene.paused, scene.speed = False, 4  # … then watch it to the end
    for _ in range(40_000):
        if scene.ended or scene.broken:
            break
        app.step()
    assert scene.ended and not scene.broken
    assert tuple(scene.match.build_result().totals) == replay.totals


def test_a_replay_this_version_plays_differently_stops_and_says_so(make_app, played, monkeypatch):
    replay, _, _ = played["fischkopp"]
    changed = copy.deepcopy(replay)
    changed.app_version = "0.0.1"
    frame, number, move = changed.moves[3]
    name, fields = move
    fields = {**fields, **{k: v + 1 for k, v in fields.items() if k in ("field", "voice")}}
    if fields == move[1]:
        name = "Another" + name
    changed.moves[3] = (frame, number, [name, fields])
    app = make_app(seed=3)
    scene, _ = _watch(app, changed, 4, monkeypatch)
    assert scene.broken == "replay.differs" and not scene.ended
    assert scene.checked == 3, "it stops at the first move that differs"
    words = scene.bar().message
    assert "0.0.1" in words and changed.app_version != replay.app_version


def test_a_replay_whose_result_differs_says_so_at_its_end(make_app, played, monkeypatch):
    replay, _, _ = played["fits"]
    changed = copy.deepcopy(replay)
    changed.totals = tuple(t + 1 for t in replay.totals)
    scene, _ = _watch(make_app(seed=3), changed, 4, monkeypatch)
    assert scene.ended and scene.broken == "replay.differs"


def test_pause_speed_step_and_jump(make_app, played):
    replay, _, _ = played["wuerfelblitz"]
    assert len(replay.rounds) >= 3
    app = make_app(seed=3)
    scene = ReplayScene(replay)
    app.scenes.push(scene)
    for _ in range(30):
        app.step()
    press = lambda action: app.scenes.handle(InputEvent("kb_left", action, True))  # noqa: E731
    press(Action.CONFIRM)  # pause
    frame = scene.match_frame
    for _ in range(60):
        app.step()
    assert scene.match_frame == frame, "paused, the match stands still"
    press(Action.CONFIRM)
    press(Action.UP)
    press(Action.UP)
    assert scene.speed == 4
    frame = scene.match_frame
    app.step()
    assert scene.match_frame == frame + 4
    press(Action.UP)  # no faster speed: refused, nothing changes
    assert scene.speed == 4
    moves = scene.match.moves
    press(Action.FLIP)  # the next move, shown, then a pause
    for _ in range(400):
        app.step()
        if scene.paused:
            break
    assert scene.paused and scene.match.moves == moves + 1
    press(Action.RIGHT)  # the next round
    for _ in range(2000):
        app.step()
        if scene.wind_to is None:
            break
    second = replay.rounds[1]
    assert scene.match_frame == second[1] + 1 and scene.round_index() == second[0]
    press(Action.RIGHT)
    for _ in range(2000):
        app.step()
        if scene.wind_to is None:
            break
    assert scene.match_frame == replay.rounds[2][1] + 1
    press(Action.LEFT)  # back a round: from the start, wound on to it
    for _ in range(4000):
        app.step()
        if scene.wind_to is None:
            break
    assert scene.match_frame == replay.rounds[1][1] + 1


def test_the_results_offer_watch_again_for_the_match_just_played(make_app, played):
    from game.shell.results import ResultsScene

    app = make_app(scene="fischkopp", seats=["cpu", "cpu"], seed=4)
    match = app.scenes.top
    for _ in range(60_000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        app.step()
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    labels = [item.label() for item in results.items]
    assert app.t("results.watch") in labels
    assert results.replay().setup == match.setup
    results.selected = labels.index(app.t("results.watch"))
    while not results.takes_confirm():  # the results are read before a confirm chooses
        app.step()
    app.scenes.handle(InputEvent("kb_left", Action.CONFIRM, True))
    assert isinstance(app.scenes.top, ReplayScene)
    app.scenes.handle(InputEvent("kb_left", Action.BACK, True))
    assert app.scenes.top is results


def test_a_match_resumed_from_a_save_without_its_log_is_not_recorded(make_app):
    """A save written before saves kept the replay's log: the match goes on unrecorded (a
    save with it is recorded: ``test_replay_history``)."""
    app = make_app(scene="fischkopp", seats=["cpu", "cpu"], seed=4)
    scene = app.scenes.top
    for _ in range(200):
        app.step()
    assert scene.recorder is not None
    info = catalog.game_by_id("fischkopp")
    resumed = info.screen().create_scene(
        scene.setup, scene.save_state(), {"match_frame": scene.match_frame}
    )
    app.scenes.clear_to(resumed)
    app.step()
    assert resumed.recorder is None


# ----- files from the disk or from another box ---------------------------------------------


@pytest.fixture(scope="module")
def replay_text(played) -> str:
    return dumps(played["fischkopp"][0])


def _valid(played) -> dict:
    return json.loads(dumps(played["fischkopp"][0]))


@pytest.mark.parametrize(
    "content,words",
    [
        (b"", "not whole JSON"),
        (b'{"format": "spielekiste-replay", "version": 1, "pres', "not whole JSON"),
        (b"\xff\xfe garbage", "not text"),
        (b"[1, 2, 3]", "damaged"),
        (b'{"format": "something else"}', "not a Spielekiste replay"),
        (b'{"format": "spielekiste-replay", "version": 99}', "format this version cannot"),
        (b'{"format": "spielekiste-replay", "version": 1, "game": "chess"}', "does not have"),
        (b"[" * 100_000, "not whole JSON"),
    ],
)
def test_a_hostile_or_truncated_file_gives_a_clear_message(tmp_path, content, words):
    path = tmp_path / "bad.replay.json"
    path.write_bytes(content)
    with pytest.raises(ReplayError, match=words):
        read(path, GAME_IDS)


def test_missing_folders_and_huge_files_give_a_clear_message(tmp_path, monkeypatch):
    with pytest.raises(ReplayError, match="no file"):
        read(tmp_path / "nothing.json", GAME_IDS)
    with pytest.raises(ReplayError, match="folder"):
        read(tmp_path, GAME_IDS)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 16)
    monkeypatch.setattr(log, "MAX_BYTES", 8)
    with pytest.raises(ReplayError, match="too large"):
        read(big, GAME_IDS)


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d["presses"].append([-1, "kb_left", "confirm", True, False, 0, 0]),
        lambda d: d["presses"].append([1, "kb_left", "teleport", True, False, 0, 0]),
        lambda d: d["presses"].append([1, "kb_left", "confirm", "yes", False, 0, 0]),
        lambda d: d["presses"].insert(0, [10**9, "kb_left", "confirm", True, False, 0, 0]),
        lambda d: d["moves"].append([1, 0]),
        lambda d: d.update(totals=[1]),
        lambda d: d.update(winners=[9]),
        lambda d: d.update(frames=-5),
        lambda d: d["setup"].update(seats="two"),
        lambda d: d.update(setup=None),
        lambda d: d["room"].update(seats={"kb_left": "zero"}),
        lambda d: d.update(changes=[[0, {"seats": []}]]),
        lambda d: d["setup"].update(game_id="fits"),
    ],
)
def test_a_damaged_field_names_what_is_damaged(played, damage):
    data = _valid(played)
    damage(data)
    with pytest.raises(ReplayError):
        Replay.from_dict(data, GAME_IDS)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_mangled_replay_is_refused_with_words_or_read(replay_text, data):
    """Whatever a file holds, reading it raises ``ReplayError`` or gives a replay."""
    replay = json.loads(replay_text)
    for _ in range(data.draw(st.integers(1, 4))):
        key = data.draw(st.sampled_from(sorted(replay)))
        value = data.draw(
            st.one_of(
                st.none(),
                st.booleans(),
                st.integers(-(10**12), 10**12),
                st.text(max_size=5),
                st.lists(st.integers(-3, 3), max_size=4),
                st.dictionaries(st.text(max_size=3), st.integers(), max_size=3),
            )
        )
        replay[key] = value
    try:
        Replay.from_dict(replay, GAME_IDS)
    except ReplayError as err:
        assert str(err)


def test_replay_flag_is_in_the_help_and_refuses_a_bad_file(tmp_path, capsys):
    with pytest.raises(SystemExit):
        parse_args(["--help"], sorted(GAME_IDS), list(LANGUAGES))
    assert "--replay" in capsys.readouterr().out
    bad = tmp_path / "cut.replay.json"
    bad.write_text('{"format": "spielekiste-replay", "vers')
    with pytest.raises(SystemExit) as stop:
        parse_args(["--replay", str(bad)], sorted(GAME_IDS), list(LANGUAGES))
    assert stop.value.code == 2
    assert "not whole JSON" in capsys.readouterr().err


def test_the_replay_flag_opens_the_replay(tmp_path, played, make_app):
    path = tmp_path / "one.replay.json"
    path.write_text(dumps(played["fischkopp"][0]), encoding="utf-8")
    config = parse_args(["--replay", str(path)], sorted(GAME_IDS), list(LANGUAGES))
    app = make_app(replay=config.replay)
    app.step()
    assert isinstance(app.scenes.top, ReplayScene)
    assert app.scenes.top.replay.totals == played["fischkopp"][0].totals


def test_a_cut_replay_stops_with_words_instead_of_playing_forever(make_app, played, monkeypatch):
    replay, _, _ = played["fischkopp"]
    cut = copy.deepcopy(replay)
    cut.presses = cut.presses[:12]  # whole JSON, but most of the presses are gone
    scene, _ = _watch(make_app(seed=3), cut, 4, monkeypatch, limit=20_000)
    assert scene.broken in ("replay.cut", "replay.differs") and not scene.ended
    assert scene.bar().message


def test_the_end_panel_watches_again_on_confirm_and_leaves_on_pause(make_app, played, monkeypatch):
    replay, _, _ = played["fischkopp"]
    app = make_app(seed=3)
    below = app.scenes.top
    scene, _ = _watch(app, replay, 4, monkeypatch)
    assert scene.ended
    app.step()
    app.draw()  # the end shows the winner's moment, kept from before the last press
    app.scenes.handle(InputEvent("kb_left", Action.CONFIRM, True))
    assert not scene.ended and scene.match_frame == 0, "watched again from the start"
    scene.ended = True
    app.scenes.handle(InputEvent("kb_left", Action.PAUSE, True))
    assert app.scenes.top is below, "Esc / Start leave, as everywhere"


def test_a_confirm_mashed_into_the_results_does_not_start_a_rematch(make_app):
    from game.shell.calm import GRACE as CONFIRM_GRACE
    from game.shell.results import ResultsScene

    app = make_app(scene="fischkopp", seats=["cpu", "cpu"], seed=4)
    for _ in range(60_000):
        if isinstance(app.scenes.top, ResultsScene):
            break
        app.step()
    results = app.scenes.top
    heard = []
    monkeypatch_play = app.audio.play
    app.audio.play = lambda name, *a, **k: (heard.append(name), monkeypatch_play(name, *a, **k))
    app.scenes.handle(InputEvent("kb_left", Action.CONFIRM, True))
    assert app.scenes.top is results and heard == ["ui_error"]
    for _ in range(CONFIRM_GRACE):
        app.step()
    app.scenes.handle(InputEvent("kb_left", Action.CONFIRM, True))
    assert "ui_confirm" in heard, "after a moment confirm chooses again"


def test_a_fiese15_replay_says_what_the_player_does_not_how_to_do_it(make_app, played):
    """The recorded player's panel plays back, but its buttons carry no glyphs and the
    controls hint gives way to "P1 picks dice": the watchers have nothing to press there."""
    from game.fiese15.screen.action_panel import MODE_PLACE

    app = make_app(seed=99)
    scene = ReplayScene(played["fiese15"][0])
    app.scenes.push(scene)
    for _ in range(3000):
        app.step()
        match = scene.match
        if match is not None and match.controls.mode == MODE_PLACE and match.view().panel:
            break
    panel = scene.match.view().panel
    assert panel is not None and panel.mode == MODE_PLACE and panel.watching
    name = scene.match.seat_name(scene.match.match.current_seat)
    assert panel.status == app.t("fiese15.watch.place", name=name)
    live = make_app(seed=5, scene="fiese15", seats=["human", "cpu"])
    assert not live.watching
    for _ in range(600):
        live.step()
    shown = live.scenes.top.view().panel
    assert shown is not None and not shown.watching


def test_a_jump_back_says_where_it_goes_not_that_it_winds_on(make_app, played, drawn):
    """Left in a replay goes back a round: the panel says "To round 2 of N…", as a jump on
    says where it goes (a play-test read "Winding on…" while going back)."""
    records, canvases = drawn
    replay, _, _ = played["wuerfelblitz"]
    app = make_app(seed=3, lang="en")
    canvases.append(app.display.canvas)
    scene = ReplayScene(replay)
    app.scenes.push(scene)
    press = lambda action: app.scenes.handle(InputEvent("kb_left", action, True))  # noqa: E731
    for _ in range(2):
        press(Action.RIGHT)
        for _ in range(4000):
            app.step()
            if scene.wind_to is None:
                break
    assert scene.round_index() == replay.rounds[2][0]
    press(Action.LEFT)  # back to round 2
    app.step()
    records.clear()
    app.draw()
    said = [r.text for r in records]
    assert app.t("replay.to_round", n=2, of=len(replay.rounds)) in said, said


def test_a_fischkopp_replay_shows_its_buttons_without_keys(make_app, played):
    """The recorded turn's ROLL and COVER buttons play back without the key that pressed
    them, and the line says what the player does ("P1 rolls"): nobody watching presses."""
    from game.fischkopp.screen.modes import MODE_COVER, MODE_ROLL

    app = make_app(seed=99, lang="en")
    scene = ReplayScene(played["fischkopp"][0])
    app.scenes.push(scene)
    seen = set()
    for _ in range(6000):
        app.step()
        match = scene.match
        middle = match.view().middle if match is not None else None
        panel = middle.panel if middle is not None else None
        if panel is not None and panel.mode in (MODE_ROLL, MODE_COVER):
            assert panel.glyph == "", panel
            name = match.seat_name(match.match.current_seat)
            words = "fischkopp.watch.roll" if panel.mode == MODE_ROLL else "fischkopp.watch.cover"
            assert panel.line == app.t(words, name=name)
            seen.add(panel.mode)
        if seen == {MODE_ROLL, MODE_COVER}:
            break
    assert seen == {MODE_ROLL, MODE_COVER}


def test_a_wuerfelblitz_replay_never_asks_the_room_to_press(make_app, played):
    """The recorded thrower's "throws: press confirm!" plays back as "throws…": a replay's
    watchers have nothing to press on the table."""
    app = make_app(seed=3, lang="en")
    scene = ReplayScene(played["wuerfelblitz"][0])
    app.scenes.push(scene)
    asked, throws = app.t("wuerfelblitz.status.throw_human"), app.t("wuerfelblitz.status.throw_cpu")
    seen = []
    for _ in range(3000):
        app.step()
        if scene.match is not None:
            seen.append(scene.match.view().hud.status_words)
    assert asked not in seen and throws in seen


# ----- the one careful door: a setup the game can build, regular files, digits -------------

ODD_SETUPS = [
    ("fiese15", "options", "zocker", "yes"),
    ("fiese15", "options", "handicap", 1),
    ("fiese15", "options", "short", None),
    ("fits", "options", "edition", "giant"),
    ("fits", "options", "short", 1),
    ("wuerfelblitz", "options", "whites", 4),
    ("wuerfelblitz", "options", "whites", True),
    ("wuerfelblitz", "options", "brain_twister", "no"),
    ("fiese15", "seat_options", "coach", "on"),
    ("fischkopp", "seat_options", "more_time", -1),
    ("wuerfelblitz", "seat_options", "whites_per_black", 5),
]


def _odd(played, game, where, key, value) -> dict:
    data = json.loads(dumps(played[game][0]))
    if where == "options":
        data["setup"]["options"][key] = value
    else:
        seats = data["setup"]["seat_options"] or [{} for _ in data["setup"]["seats"]]
        seats[0][key] = value
        data["setup"]["seat_options"] = seats
    return data


@pytest.mark.parametrize("game,where,key,value", ODD_SETUPS)
def test_an_odd_setup_value_refuses_the_replay_with_a_sentence(played, game, where, key, value):
    """The same check the game's own start makes: a value the game cannot build from is no
    replay, said before any screen parses it (it used to crash the app there)."""
    with pytest.raises(ReplayError, match="cannot be played") as refused:
        Replay.from_dict(_odd(played, game, where, key, value), GAME_IDS)
    assert key in str(refused.value)


def test_the_replay_flag_refuses_an_odd_setup_without_a_traceback(tmp_path, played, capsys):
    path = tmp_path / "odd.replay.json"
    path.write_text(json.dumps(_odd(played, "fits", "options", "edition", "giant")))
    with pytest.raises(SystemExit) as stop:
        parse_args(["--replay", str(path)], sorted(GAME_IDS), list(LANGUAGES))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "cannot be played" in err and "Traceback" not in err


def test_a_seat_number_only_isdigit_can_read_is_damage(played):
    data = _valid(played)
    data["room"]["people"] = {"²": "anna"}  # a digit to ``isdigit``, no number to ``int``
    with pytest.raises(ReplayError, match="damaged"):
        Replay.from_dict(data, GAME_IDS)


def _read_within(path, seconds: float = 10.0):
    """``read`` in a thread: a read that would hang fails the test instead of the run."""
    import threading

    outcome = []

    def run():
        try:
            outcome.append(read(path, GAME_IDS))
        except ReplayError as err:
            outcome.append(err)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"reading {path} did not return within {seconds} s"
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_no_replay_and_does_not_hang(tmp_path):
    pipe = tmp_path / "pipe.replay.json"
    os.mkfifo(pipe)
    refused = _read_within(pipe)
    assert isinstance(refused, ReplayError) and "no replay file" in str(refused)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="a device without end")
def test_a_device_without_end_is_no_replay():
    refused = _read_within(__import__("pathlib").Path("/dev/zero"))
    assert isinstance(refused, ReplayError) and "no replay file" in str(refused)


# ----- fuzzing the format: whatever a file holds, reading and watching it never crash --------

VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.sampled_from([0, 1, 2, 3, -1, 10**12, "", "²", "kb_left", "confirm", "fits", "hard"]),
    st.text(max_size=4),
    st.lists(st.integers(-3, 3), max_size=3),
    st.dictionaries(st.sampled_from(["0", "1", "x", "²"]), st.integers(-2, 3), max_size=2),
)


def _spots(value, path=()):
    """Every place in the JSON tree (a key of an object, an index of a short list)."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _spots(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            yield from _spots(item, (*path, index))


def _put(tree, path, value):
    if not path:
        return value
    node = tree
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return tree


@pytest.fixture(scope="module")
def watcher(tmp_path_factory):
    """One app the fuzzed replays are watched in (a fresh one each time costs too much)."""
    from game.app import App
    from game.cli import RunConfig

    before = os.environ.get("SPIELEKISTE_HOME")
    os.environ["SPIELEKISTE_HOME"] = str(tmp_path_factory.mktemp("fuzz-home"))
    app = App(RunConfig(headless=True, seed=3, scene="title"))
    yield app
    app.shutdown()
    if before is None:
        os.environ.pop("SPIELEKISTE_HOME", None)
    else:
        os.environ["SPIELEKISTE_HOME"] = before


@settings(
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_replay_fuzz_any_file_is_refused_in_words_or_watched_without_a_crash(played, watcher, data):
    """Any value anywhere in a real replay's tree (the setup's options, the room, a press,
    a move, the resumes): reading it gives a replay or a sentence, and a replay that reads
    plays or stops with words on the screen, never an exception."""
    game = data.draw(st.sampled_from(sorted(GAMES)))
    tree = json.loads(dumps(played[game][0]))
    for _ in range(data.draw(st.integers(1, 3))):
        spots = list(_spots(tree))[1:]
        tree = _put(tree, data.draw(st.sampled_from(spots)), data.draw(VALUES))
    try:
        replay = Replay.from_dict(tree, GAME_IDS)
    except ReplayError as err:
        assert str(err).endswith(".")
        return
    scene = ReplayScene(replay)
    watcher.scenes.push(scene)
    scene.speed = 4
    for _ in range(240):
        if scene.ended or scene.broken:
            break
        watcher.step()
    watcher.draw()
    watcher.scenes.pop()
