"""An evening for strangers: a short evening of all four games that four new people finish in
about 25 minutes, taught as they play, with one way after every match."""

from __future__ import annotations

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
