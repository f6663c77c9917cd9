"""An evening for strangers: a short evening of all four games that four new people finish in
about 25 minutes, taught as they play, with one way after every match."""

from __future__ import annotations

import pytest

from game import catalog
from game.shell.evening import estimate
from game.shell.evening.flow import new_evening, setup_for
from tests.driving import key, run, run_until

ALL = [g.id for g in catalog.playable_games()]


def _chooser(app):
    from game.shell.evening.choose import EveningChooseScene

    choose = app.scenes.push(EveningChooseScene())
    run(app, 2)
    return choose


def test_evening_strangers_the_chooser_opens_on_a_short_evening_of_all_four_games(make_app):
    """Four strangers choose nothing: all four games are ticked in order, the short evening
    is chosen, and the cursor waits on Join, so one press opens the lobby."""
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title", lang="en")
    choose = _chooser(app)
    assert choose.chosen == ALL and choose.short
    assert choose.keys[choose.selected] == "join"
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)
    lobby = app.scenes.top
    assert lobby.evening_games == ALL and lobby.evening_short


def test_evening_strangers_the_box_offers_no_pick_when_all_four_are_ticked(make_app):
    app = make_app(scene="title", lang="en")
    choose = _chooser(app)
    labels = [item.label() for item in choose.items]
    assert app.t("evening.box_fills") not in labels and app.t("evening.box_picks") not in labels
    choose.toggle("fischkopp")  # a pick left to make: the box offers to make it
    labels = [item.label() for item in choose.items]
    assert app.t("evening.box_fills") in labels
    assert choose.keys[choose.selected] == "join"  # the cursor stayed where it was


def test_evening_strangers_the_estimate_follows_the_games_the_form_and_the_people(make_app):
    """The chooser's estimate: more people take longer, full games longer than short ones,
    fewer games less; the short evening of four games for four people is about 25 min."""
    four = estimate.evening_minutes(ALL, 4, short=True)
    assert 20 <= four <= 27
    assert estimate.evening_minutes(ALL, 6, short=True) > four
    assert estimate.evening_minutes(ALL, 2, short=True) < four
    assert estimate.evening_minutes(ALL, 4, short=False) > four + 8
    assert estimate.evening_minutes(ALL[:2], 4, short=True) < four
    app = make_app(scene="title", lang="en")
    choose = _chooser(app)
    assert (
        choose.items[choose.keys.index("length")]
        .label()
        .startswith(app.t("evening.length", minutes=four))
    )
    choose.selected = choose.keys.index("length")
    key(app, "d")  # right: one more person, but Fits seats four at most
    assert choose.people == 4
    key(app, "a")  # left: one fewer
    assert choose.people == 3 and choose.minutes() == estimate.evening_minutes(ALL, 3, True)
    choose.selected = choose.keys.index("form")
    key(app, "space")  # full games now
    assert not choose.short and choose.minutes() == estimate.evening_minutes(ALL, 3, False)


def test_evening_strangers_the_lobby_says_how_long_for_the_people_who_joined(make_app):
    from game.shell.lobby import LobbyScene

    app = make_app(scene="title", lang="en")
    choose = _chooser(app)
    choose.join()
    run_until(app, lambda: isinstance(app.scenes.top, LobbyScene), 120)
    lobby = app.scenes.top
    lobby.add_cpu(level="easy")
    lobby.add_cpu(level="easy")
    minutes = estimate.evening_minutes(ALL, 2, True)
    said = app.t("evening.lobby", total=4, minutes=minutes, people=2)
    drawn = []
    original = app.text.draw

    def spy(canvas, words, *args, **kwargs):
        drawn.append(words)
        return original(canvas, words, *args, **kwargs)

    app.text.draw = spy
    run(app, 1)
    assert said in drawn


def test_evening_strangers_a_short_evening_plays_each_games_short_form() -> None:
    """Each game's short form is a house rule its options screen shows; a short evening
    starts every game with it (Fits: the compact edition, game 1 alone), full games not."""
    seats = [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy")]
    short, full = new_evening(ALL, seats, short=True), new_evening(ALL, seats)
    for game in ALL:
        options = setup_for(short, game, 1).options
        assert options.get("short", False) is (game != "fischkopp"), game
        assert not setup_for(full, game, 1).options.get("short", False)
        info = catalog.game_by_id(game)
        if game != "fischkopp":
            spec = next(s for s in info.options if s.key == "short")
            assert spec.label_key == f"{game}.option.short" and not spec.default
    assert setup_for(short, "fits", 1).options["edition"] == "compact"
    again = type(short).from_dict(short.to_dict(), set(ALL))
    assert again.short and not type(full).from_dict(full.to_dict(), set(ALL)).short


# ----- one way after every match ----------------------------------------------------------------
def _evening_match(app, game_id: str, seed: int = 5):
    """A short evening of two easy CPUs whose running match is ``game_id``: started as the
    evening starts its matches."""
    from game.shell import flow
    from game.shell.evening import store

    games = [game_id, *[g for g in ALL if g != game_id][:1]]
    evening = new_evening(games, [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy")], True)
    evening.match_seed = seed
    store.save(evening)
    flow.start_match(app, setup_for(evening, game_id, seed))
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    return app.scenes.top


@pytest.mark.parametrize("game_id", ALL)
def test_evening_strangers_one_way_after_every_match_results_watch_again_then_the_table(
    make_app, game_id
):
    """Every game of the evening ends the same way: its results, with Watch again (and the
    Shouts in Fischkopp), then the table. A confirm mashed through the match's last panel
    does not skip the results: it is refused until it stops."""
    from game.shell.evening.table import EveningTableScene
    from game.shell.results import CALM_FRAMES, ResultsScene

    app = make_app(scene="title", lang="en", seed=3)
    match = _evening_match(app, game_id)
    run_until(app, lambda: match.result_sent, 60 * 60 * 20)
    for _ in range(40):  # someone mashes confirm through the end, for two seconds more
        key(app, "space")
    results = app.scenes.top
    assert isinstance(results, ResultsScene), type(results).__name__
    labels = [item.label() for item in results.items]
    watch = [app.t("results.watch")]
    if game_id == "fischkopp":
        watch.append(app.t("results.timeline"))
    assert labels == [app.t("results.next"), *watch, app.t("results.quit")]
    run(app, CALM_FRAMES)  # they stop, read, and press once
    key(app, "space")
    run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)
