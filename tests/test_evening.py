"""Game night: points per placing, late joiners, the store (crash, corrupt, hostile), and a
scripted three-game evening of two people and two CPUs run to its podium."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core.setup import MatchResult
from game.engine import storage
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.shell.evening import store
from game.shell.evening.flow import new_evening
from game.shell.evening.model import Evening, points_for_places
from game.shell.evening.podium import EveningPodiumScene
from game.shell.evening.table import EveningTableScene
from game.shell.people.store import PERSON_KEY
from tests.driving import key, past_the_start, read, run, run_until
from tests.test_safe_area import LANGUAGES

GAMES = ["fiese15", "fischkopp", "wuerfelblitz"]


def test_first_gets_as_many_points_as_players_and_ties_share():
    assert points_for_places([1, 2, 3, 4]) == [4, 3, 2, 1]
    assert points_for_places([1, 1, 3]) == [2.5, 2.5, 1]
    assert points_for_places([2, 1, 2, 2]) == [2, 4, 2, 2]


def test_a_late_joiner_starts_with_the_last_place_and_a_leaver_keeps_points():
    evening = new_evening(GAMES, [("a", "person", ""), ("cpu:2", "cpu", "hard")])
    evening.match_seed = 5
    assert evening.owns("fiese15", 5) and not evening.owns("fiese15", 6)
    evening.record([1, 2])
    late = evening.join("guest:3", "guest")
    assert late.points == 1 and evening.entrant("a").points == 2
    evening.leave("cpu:2")
    assert evening.entrant("cpu:2").points == 1 and not evening.entrant("cpu:2").active
    assert evening.seating == ["a"]
    assert evening.is_rematch("fiese15") and not evening.is_rematch("fits")


def test_evening_awards_only_for_a_clear_leader():
    evening = new_evening(GAMES, [("a", "person", ""), ("b", "person", "")])
    evening.record([1, 2], {"busts": (0, 3)})
    evening.record([2, 1], {"graeten": (1, 1)})
    evening.record([1, 2], {"call": (90, 150)})
    keys = {(key, who) for key, who, _ in evening.awards()}
    assert keys == {("evening.award.coolest", "a"), ("evening.award.fastest", "a")}
    assert evening.over and evening.places() == {"a": 1, "b": 2}


def test_the_evening_survives_a_crash_exactly():
    evening = new_evening(GAMES, [("a", "person", ""), ("cpu:2", "cpu", "easy")])
    evening.record([2, 1], {"busts": (1, 0)})
    evening.match_seed = 77
    store.save(evening)
    storage.writer.flush()  # written; the process may now die at any moment
    again = store.load()
    assert again.to_dict() == evening.to_dict()
    assert again.owns("fischkopp", 77)


def test_a_corrupt_evening_falls_back_to_the_backup_and_is_kept_aside():
    evening = new_evening(GAMES, [("a", "person", ""), ("b", "person", "")])
    store.save(evening)
    storage.writer.flush()
    evening.record([1, 2])
    store.save(evening)
    storage.writer.flush()
    store.path().write_text('{"version": 1, "data": {"games": ', encoding="utf-8")
    again = store.load()
    assert again is not None and again.played == 0  # the backup, one game earlier
    assert storage.take_notices()


def test_a_hostile_evening_file_is_bounded_or_refused_never_a_crash():
    hostile = {
        "games": ["fits", "nope", 3, "fiese15", "fischkopp", "wuerfelblitz", "fits"] * 50,
        "entrants": [
            {
                "key": f"k{i}",
                "kind": "cpu",
                "level": "x" * 500,
                "points": 1e308,
                "measures": {"call": [1, 2, "x"], "busts": [1e400, 1, 1]},
            }
            for i in range(200)
        ]
        + ["junk", {"key": "", "kind": "person"}],
        "played": 10**12,
        "seating": ["k1", "zzz", 5] * 100,
        "match_seed": True,
        "gained": {"k1": "lots", "k2": 2},
    }
    storage.write_json(store.path(), hostile, 1)
    evening = store.load()
    assert len(evening.games) == 4 and len(evening.entrants) == 16
    assert evening.played == 4 and evening.match_seed is None
    assert evening.entrants[0].level == "" and evening.entrants[0].points == 0
    assert evening.seating == ["k1"]
    assert evening.gained == {"k2": 2.0}
    for garbage in ({"games": "fits"}, {"games": ["fits"]}, {"games": GAMES, "entrants": []}):
        storage.write_json(store.path(), garbage, 1)
        assert store.load() is None
    store.path().write_text(json.dumps({"version": 1, "data": {"x": "y" * 2_000_000}}))
    assert store.load().played == 4  # too big: kept aside, the (bounded) backup is read


def _result(setup, places_to_totals: list[int], measures=()) -> MatchResult:
    return MatchResult(setup, tuple(places_to_totals), measures=measures)


def test_a_scripted_three_game_evening_with_two_people_and_two_cpus(make_app):
    app = make_app(scene="title")
    anna, ben = app.people.add("Anna"), app.people.add("Ben")
    from game.shell.lobby import LobbyScene

    choose = _choose(app)
    for game in GAMES:
        choose.toggle(game)
    assert choose.ready()
    choose.join()
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)
    lobby = app.scenes.top
    assert len(lobby.slots) == 6  # as many as the smallest of the three games seats
    for device, person in ((KEYBOARD_LEFT, anna), (KEYBOARD_RIGHT, ben)):
        key(app, "space" if device == KEYBOARD_LEFT else "enter")  # join: who are you?
        picker = app.scenes.top
        picker.choose(person)
    lobby.add_cpu(level="hard")
    lobby.add_cpu(level="easy")
    lobby.start()
    totals = {
        "fiese15": (30, 50, 40, 10),
        "fischkopp": (20, 5, 30, 40),
        "wuerfelblitz": (3, 2, 3, 1),
    }
    from game.shell.game_options import GameOptionsScene

    for number, game in enumerate(GAMES):
        run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 200)
        key(app, "space")  # the game's options first: Play has the focus
        past_the_start(app)  # new to the game: its start, skipped by everyone
        match = app.scenes.top
        assert match.setup.game_id == game
        assert [o.get(PERSON_KEY) for o in match.setup.seat_options] == [
            anna.id,
            ben.id,
            None,
            None,
        ]
        assert app.seat_name(0) == "Anna" and app.seat_name(1) == "Ben"
        lowest = game == "fischkopp"
        from game.shell import flow

        result = MatchResult(match.setup, totals[game], lowest, measures=(("busts", (1, 2, 0, 3)),))
        flow.finish_match(app, result)
        run_until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 120)
        results = app.scenes.top
        assert results.evening is not None and results.evening.played == number + 1
        results.items[0].activate()  # Next game: the evening's table
        run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
        read(app)
        run(app, 80)
        key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, EveningPodiumScene), 200)
    podium = app.scenes.top
    storage.writer.flush()
    assert store.load().over, "the final table stays on disk until the podium is confirmed"
    table = {e.key: e.points for e in podium.evening.entrants}
    # fiese15: Ben 4, CPU hard 3, Anna 2, CPU easy 1; fischkopp (lowest): Ben, Anna, hard, easy;
    # wuerfelblitz: Anna and CPU hard share first (3.5 each), Ben 2, CPU easy 1.
    assert table == {anna.id: 8.5, ben.id: 10.0, "cpu:3": 8.5, "cpu:4": 3.0}
    assert podium.award_lines()  # the coolest head at least
    assert anna.stats_of("fiese15").played == 1 and ben.stats_of("fischkopp").won == 1
    run(app, 130)
    key(app, "space")  # seen: the evening is over
    storage.writer.flush()
    assert store.load() is None


def test_continue_between_games_opens_the_table_and_mid_match_resumes_the_match(make_app):
    evening = new_evening(GAMES, [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy")])
    evening.record([1, 2])
    store.save(evening)
    storage.writer.flush()
    app = make_app(scene="title")
    title = app.scenes.top
    assert title.has_save
    title._continue()
    run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
    read(app)
    assert app.scenes.top.evening.to_dict() == evening.to_dict()


def test_table_and_podium_draw_in_every_language(make_app):
    from game.shell.evening.example import example_evening

    for lang in ("en", "de", "fr"):
        app = make_app(scene="title", lang=lang)
        app.people, evening = example_evening(finished=True)
        app.scenes.push(EveningPodiumScene(evening))
        run(app, 60)
        app.scenes.push(EveningTableScene(Evening.from_dict(evening.to_dict(), set(GAMES))))
        run(app, 80)
        assert isinstance(app.display.canvas, pygame.Surface)


# ----- human pace: a game night a new group can shape (issue 26, case 15) ----------------------
def _choose(app):
    """The game night's chooser with nothing ticked and full games: the test picks."""
    from game.shell.evening.choose import EveningChooseScene

    choose = app.scenes.push(EveningChooseScene())
    run(app, 2)
    for game in list(choose.chosen):
        choose.toggle(game)
    choose.short = False
    return choose


def test_human_pace_the_box_fills_only_the_empty_picks(make_app):
    app = make_app(scene="title")
    for seed in range(8):
        app.rng.seed(seed)
        choose = _choose(app)
        choose.toggle("fischkopp")
        choose.box_picks()
        assert choose.chosen[0] == "fischkopp", f"seed {seed}: {choose.chosen}"
        assert len(set(choose.chosen)) == len(choose.chosen) == 3
        assert choose.items[choose.selected].label() == app.t("evening.join", n=3)
        app.scenes.pop()


def test_human_pace_the_box_replaces_nothing_when_the_picks_are_made(make_app):
    app = make_app(scene="title")
    choose = _choose(app)
    for game in ("wuerfelblitz", "fits", "fiese15"):
        choose.toggle(game)
    choose.box_picks()
    assert choose.chosen == ["wuerfelblitz", "fits", "fiese15"]
    assert app.toasts.message == app.t("evening.box_full")
    # With some picks made, the item says it fills the rest.
    choose.toggle("fits")
    labels = [item.label() for item in choose.items]
    assert app.t("evening.box_fills") in labels and app.t("evening.box_picks") not in labels


@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_the_evening_table_explains_its_points(make_app, drawn, lang):
    """A one-line legend under the table: how many points each place of a game gives."""
    from game.shell.evening.example import example_evening
    from tests.test_safe_area import _draw, _outside, _overlapping

    records, canvases = drawn
    app = make_app(scene="title", lang=lang)
    canvases.append(app.display.canvas)
    app.people, evening = example_evening()
    app.scenes.push(EveningTableScene(evening))
    run(app, 80)
    seen = _draw(app, records)
    legend = app.t("evening.legend", n=4, points="4,\u00a03,\u00a02,\u00a01")
    assert legend in [r.text for r in seen]
    assert not _outside(seen) and not _overlapping(seen), _outside(seen) + _overlapping(seen)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_the_legend_counts_the_next_games_seats(make_app, lang):
    from game.shell.evening.table import points_legend
    from tests.test_safe_area import SAFE_AREA

    app = make_app(scene="title", lang=lang)
    evening = new_evening(GAMES, [(f"cpu:{n}", "cpu", "easy") for n in (1, 2, 3)])
    three = app.t("evening.legend", n=3, points="3,\u00a02,\u00a01")
    assert points_legend(app.t, evening) == three
    for n in range(4, 8):  # up to the couch's seven seats it stays one line on the screen
        evening.sit_down(f"cpu:{n}", "cpu", "easy")
    assert len(evening.seating) == 7
    assert app.text.size(points_legend(app.t, evening), "body")[0] <= SAFE_AREA.width


def test_human_pace_results_after_the_last_game_lead_to_the_final_standings(make_app):
    from game import catalog
    from game.shell.evening.example import example_evening
    from game.shell.results import ResultsScene
    from game.shell.start import example_result, seats_from_flags

    app = make_app(scene="title")
    app.people, evening = example_evening(finished=True)
    info = catalog.game_by_id("wuerfelblitz")
    result = example_result(app, info, seats_from_flags(["cpu", "cpu"], info))
    results = app.scenes.push(ResultsScene(result, evening))
    assert results.items[0].label() == app.t("results.evening_final")
    app.people, going_on = example_evening()
    results = app.scenes.push(ResultsScene(result, going_on))
    assert results.items[0].label() == app.t("results.next")


def test_human_pace_each_evening_game_opens_its_options_with_the_shorter_match(make_app):
    """Before each game the evening's people see its options (focus on Play: one press plays
    on); Fits offers its compact edition, the shorter match, first; back returns to the table."""
    from game.shell import flow
    from game.shell.game_options import GameOptionsScene
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title")
    anna = app.people.add("Anna")
    choose = _choose(app)
    for game in ("fits", "fiese15"):
        choose.toggle(game)
    choose.join()
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)
    lobby = app.scenes.top
    key(app, "space")
    app.scenes.top.choose(anna)
    lobby.add_cpu(level="easy")
    lobby.start()
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    options = app.scenes.top
    assert options.game.id == "fits" and options.values["edition"] == "compact"
    assert options.items[options.selected].label() == app.t("options.play")
    assert [s.is_cpu for s in options.seats] == [False, True]
    key(app, "space")  # Play
    past_the_start(app)
    match = app.scenes.top
    assert match.setup.options["edition"] == "compact"
    assert match.setup.seat_options[0].get(PERSON_KEY) == anna.id
    storage.writer.flush()
    assert store.load().owns("fits", match.setup.seed)  # the evening counts this match
    flow.finish_match(app, MatchResult(match.setup, (12, 7)))
    run_until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 120)
    app.scenes.top.items[0].activate()
    run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
    read(app)
    run(app, 30)
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    key(app, "tab")  # back: the table again, nothing started
    run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
    read(app)
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, GameOptionsScene), 120)
    options = app.scenes.top
    assert options.game.id == "fiese15"
    options.values["zocker"] = True
    key(app, "space")
    past_the_start(app)
    assert app.scenes.top.setup.options["zocker"] is True
    assert app.scenes.top.setup.game_id == "fiese15"


def test_back_from_an_empty_game_night_lobby_returns_to_the_choice_as_it_was(make_app):
    """Nobody joined yet and back: the game night's choice comes back with its games ticked
    (a plain lobby goes back to game select, its cursor on the game)."""
    from game.shell.game_select import GameSelectScene
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title")
    choose = _choose(app)
    for game in ("fits", "fiese15"):
        choose.toggle(game)
    choose.join()
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)
    key(app, "tab")
    run_until(app, lambda: app.scenes.top is choose, 120)
    assert choose.chosen == ["fits", "fiese15"]
    app = make_app(scene="lobby", game="fischkopp")
    key(app, "tab")
    run_until(app, lambda: isinstance(app.scenes.top, GameSelectScene), 120)
    assert app.scenes.top.game.id == "fischkopp"


def test_game_night_from_the_title_offers_the_running_one_first(make_app):
    """A game night left between games: choosing Game night again offers to continue it
    (which game of how many), before the games for a new one."""
    from game.shell.evening.choose import EveningChooseScene

    evening = new_evening(GAMES, [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy")])
    evening.record([1, 2])
    store.save(evening)
    storage.writer.flush()
    app = make_app(scene="title")
    choose = _choose(app)
    first = choose.items[0].label()
    assert first == app.t("evening.continue", n=2, of=len(GAMES))
    assert choose.hint() == app.t("evening.running")
    choose.items[0].activate()
    run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
    read(app)
    assert app.scenes.top.evening.to_dict() == evening.to_dict()
    store.clear()
    storage.writer.flush()
    fresh = EveningChooseScene()
    app.scenes.push(fresh)
    assert fresh.running is None and fresh.items[0].label() != first


def _evening_match(app, seed: int = 77):
    """A saved evening of two easy CPUs whose first match (``seed``) is on the stack."""
    from game.shell import flow
    from game.shell.evening.flow import setup_for

    evening = new_evening(GAMES, [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy")])
    evening.match_seed = seed
    store.save(evening)
    match = flow.create_match_scene(setup_for(evening, evening.current_game, seed))
    app.scenes.push(match)
    return evening, match


def test_continuing_game_night_from_its_chooser_resumes_its_saved_match(make_app):
    """Left mid-match, the evening's own match waits in the autosave: Continue game night
    brings that match back, not the table."""
    from game.shell.evening.choose import EveningChooseScene

    app = make_app(scene="title")
    _, match = _evening_match(app)
    run(app, 30)
    match.autosave()
    storage.writer.flush()
    app.scenes.clear_to(EveningChooseScene())
    run(app, 2)
    app.scenes.top.items[0].activate()
    run_until(app, lambda: getattr(app.scenes.top, "game_id", "") == GAMES[0], 120)
    back = app.scenes.top
    assert back.resumed and back.setup.seed == 77


def test_an_evenings_match_says_which_game_of_the_night_it_is_when_paused(make_app):
    from game.shell import flow
    from game.shell.evening.flow import setup_for
    from game.shell.pause import PauseScene

    app = make_app(scene="title")
    evening, match = _evening_match(app)
    run(app, 5)
    paused = app.scenes.push(PauseScene(match))
    assert paused.hint() == app.t("pause.evening", n=1, of=len(GAMES))
    app.scenes.pop()
    other = flow.create_match_scene(setup_for(evening, evening.current_game, 78))
    app.scenes.clear_to(other)  # the same game, not the evening's match (a quick one)
    assert app.scenes.push(PauseScene(other)).hint() == ""


def test_an_evening_left_only_as_its_backup_is_offered_under_continue(make_app):
    """An older version's write moved the file to ``.bak`` before moving the new one in; a
    kill between left only the backup, which the reader uses: Continue offers it too."""
    evening = new_evening(GAMES, [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy")])
    evening.record([1, 2])
    store.save(evening)
    storage.writer.flush()
    store.path().replace(store.path().with_suffix(".json.bak"))
    app = make_app(scene="title")
    title = app.scenes.top
    assert title.has_save
    title._continue()
    run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
    read(app)
    assert app.scenes.top.evening.played == 1
