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
    from game.shell.calm import CALM as CALM_FRAMES
    from game.shell.evening.table import EveningTableScene
    from game.shell.results import ResultsScene

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


def test_evening_strangers_a_steady_tapper_does_not_walk_the_room_past_the_standings(make_app):
    """A phone tapped once a second after its owner's turn went on through the results and
    the table to the next game's options before anyone read who won. The shared screens
    take a confirm only once nobody has pressed one for a moment: a steady tapper is held
    on each (and hears each refusal) until they stop."""
    from game.shell.calm import CALM
    from game.shell.evening.table import EveningTableScene
    from game.shell.results import ResultsScene

    app = make_app(scene="title", lang="en", seed=3)
    match = _evening_match(app, "fischkopp")
    run_until(app, lambda: match.result_sent, 60 * 60 * 20)
    run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 600)
    for screen in (ResultsScene, EveningTableScene):
        for _ in range(12):  # a tap a second, twelve seconds long
            key(app, "space")
            run(app, 57)
            assert isinstance(app.scenes.top, screen), type(app.scenes.top).__name__
        run(app, CALM)  # they stop, read, and press once
        key(app, "space")
        if screen is ResultsScene:
            run_until(app, lambda: isinstance(app.scenes.top, EveningTableScene), 120)


# ----- the watch-together start and the first round's hints -----------------------------------
def _options_for(app, game_id: str, people: list, short: bool = True):
    """A game night of ``game_id`` (and one more) whose seats are ``people`` (Person or None
    for a guest) on the keyboard halves, then a CPU; its options screen is on top."""
    from game.core.setup import Participant
    from game.shell.evening import flow as evening_flow

    devices = ["kb_left", "kb_right"]
    seats = [
        (p.id, "person", "") if p is not None else (f"guest:{i + 1}", "guest", "")
        for i, p in enumerate(people)
    ]
    seats.append(("cpu:9", "cpu", "easy"))
    games = [game_id, *[g for g in ALL if g != game_id][:1]]
    evening = new_evening(games, seats, short)

    def bind():
        app.input.unbind_all()
        found = []
        for seat in range(len(people)):
            app.input.bind(devices[seat], seat)
            found.append(Participant(app.input.join(devices[seat]), seat))
        return tuple(found)

    evening_flow.ask_options(app, evening, bind)
    run_until(app, lambda: type(app.scenes.top).__name__ == "GameOptionsScene", 120)
    return evening


def _veteran(app, game_id: str, name: str = "Anna"):
    """A person who has played ``game_id`` once."""
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchResult, MatchSetup

    person = app.people.add(name)
    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "easy"))
    setup = MatchSetup(game_id, seats, {}, 1, seat_options=({"person": person.id}, {}))
    app.people.record(MatchResult(setup, (10, 5)))
    assert person.played(game_id)
    return person


def _intro_guide(app):
    guide = getattr(app.scenes.top, "tutorial", None)
    return guide if getattr(guide, "watch_together", False) else None


def test_evening_strangers_a_game_new_to_someone_starts_with_a_watch_together_explanation(
    make_app,
):
    """Anna played Fiese 15 before, the guest beside her never: Play shows the game's start
    first (its beats go on by themselves, under 45 s), then the match itself."""
    from game.shell.tutorial.intro import LIMIT_FRAMES

    app = make_app(scene="title", lang="en")
    anna = _veteran(app, "fiese15")
    _options_for(app, "fiese15", [anna, None])
    key(app, "space")  # Play
    run_until(app, lambda: _intro_guide(app) is not None, 120)
    guide = _intro_guide(app)
    assert set(guide.voters) == {"kb_left", "kb_right"}
    frames = run_until(app, lambda: _intro_guide(app) is None, LIMIT_FRAMES + 120)
    assert frames <= LIMIT_FRAMES
    assert guide.finished and not guide.skipped and guide.index == guide.count
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    match = app.scenes.top
    assert match.tutorial is None and match.setup.game_id == "fiese15"
    assert match.hints is not None and match.hints.seats == frozenset({1})  # the guest only


def test_evening_strangers_the_start_is_skipped_when_everyone_seated_presses(make_app):
    """Each seated person's confirm counts once (a second press from the same hands does not
    count twice); other presses answer with a blink; when all have pressed, the match."""
    app = make_app(scene="title", lang="en")
    sounds: list[str] = []
    play = app.audio.play
    app.audio.play = lambda name, volume=1.0: (sounds.append(name), play(name, volume))
    _options_for(app, "fiese15", [None, None])
    key(app, "space")
    run_until(app, lambda: _intro_guide(app) is not None, 120)
    guide = _intro_guide(app)
    run(app, 120)
    key(app, "space")  # the left half: we know it
    key(app, "space")  # again: still one of two
    assert guide.ready == ["kb_left"] and not guide.finished
    heard = len(sounds)
    key(app, "f")  # a key that does nothing here answers
    assert sounds[heard:] == ["ui_error"] and guide.nudge > 0
    key(app, "enter")  # the right half too: the match starts at once
    assert guide.skipped
    run_until(
        app,
        lambda: getattr(app.scenes.top, "is_match", False) and app.scenes.top.tutorial is None,
        120,
    )


def test_evening_strangers_nobody_new_means_no_start_and_no_hints(make_app):
    app = make_app(scene="title", lang="en")
    anna = app.people.add("Anna")
    anna.learned.append("fiese15")  # learned it in a lesson: not new
    _options_for(app, "fiese15", [anna])
    key(app, "space")
    run_until(app, lambda: getattr(app.scenes.top, "is_match", False), 120)
    assert app.scenes.top.tutorial is None and app.scenes.top.hints is None


def test_evening_strangers_first_round_hints_for_the_new_person_only(make_app):
    """Fiese 15's first round tells a new person what a first-roll bust pays (the whole
    strip) and, at stop-or-roll, what each pays; nothing for someone who knows the game,
    nothing after the first round."""
    from game.fiese15.logic.rules import Phase, Place, Roll

    app = make_app(scene="title", lang="en", seed=4)
    ben = _veteran(app, "fiese15", "Ben")
    _options_for(app, "fiese15", [None, ben])  # a guest (new), then Ben (knows it)
    key(app, "space")
    run_until(app, lambda: _intro_guide(app) is not None, 120)
    key(app, "space")
    key(app, "enter")  # skip the start
    run_until(app, lambda: getattr(app.scenes.top, "hints", None) is not None, 120)
    match = app.scenes.top
    assert match.hints.seats == frozenset({0})
    run_until(app, lambda: match.controls.live, 600)
    words = [h.words for h in match.hints.shown]
    whole = sum(match.match.targets())
    assert words == [app.t("fiese15.hint.first_roll", whole=whole)]
    match.act(Roll(0))
    run_until(app, lambda: match.controls.live or match.match.current_seat != 0, 600)
    if match.match.phase is Phase.AWAIT_PLACE:
        match.act(Place(0, match.match.valid_colours()[:1]))
        run_until(app, lambda: match.controls.live or match.match.current_seat != 0, 600)
    if match.match.phase is Phase.AWAIT_DECISION and match.match.current_seat == 0:
        stop, bust = match.match.running_score(), match.match.bust_value()
        said = app.t("fiese15.hint.stop_or_bust", stop=stop, bust=bust)
        assert said in [h.words for h in match.hints.shown]
        match.act(Roll(0))  # chosen: the words of that moment go with it
        assert said not in [h.words for h in match.hints.shown]
        run_until(app, lambda: match.controls.live, 600)
    assert all(seat == 0 for seat, _ in match.hints.said)  # never for seat 1
    match.match.round_index = 1  # the first round is over: no more words
    match.hints.said.clear()
    match._teach(0)
    assert match.hints.over and not match.hints.wants(0, "fiese15.hint.first_roll")


def test_evening_strangers_a_podium_with_two_winners_leaves_no_step_empty(make_app, drawn):
    """Two share first and one is third: the winners stand side by side on the top step and
    the third beside it, labelled 3; no step shows a place nobody holds (a play-test saw an
    empty silver step)."""
    from game.shell.evening.podium import EveningPodiumScene

    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    seats = [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy"), ("cpu:3", "cpu", "easy")]
    evening = new_evening(ALL[:2], seats, True)
    evening.record([1, 1, 3])  # 2.5, 2.5 and 1 evening points
    podium = app.scenes.push(EveningPodiumScene(evening))
    canvases.append(app.display.canvas)
    run(app, 60)
    records.clear()
    app.draw()
    said = [r.text for r in records]
    assert "1" in said and "3" in said and "2" not in said
    assert [(place, [e.key for e in who]) for place, who in podium.steps()] == [
        (1, ["cpu:1", "cpu:2"]),
        (3, ["cpu:3"]),
    ]


def test_evening_strangers_the_table_after_the_last_game_offers_no_later(make_app, drawn):
    """All games played: the table leads to the podium; it offers no "Later" (back goes to
    the podium too), while between games "Later" waits for another day."""
    from game.shell.evening.podium import EveningPodiumScene
    from game.shell.evening.table import EveningTableScene

    records, canvases = drawn
    app = make_app(scene="title", lang="en")
    canvases.append(app.display.canvas)
    seats = [("cpu:1", "cpu", "easy"), ("cpu:2", "cpu", "easy")]
    between = new_evening(ALL[:2], seats, True)
    between.record([1, 2])
    app.scenes.push(EveningTableScene(between))
    run(app, 30)
    records.clear()
    app.draw()
    assert app.t("evening.later") in [r.text for r in records]
    over = new_evening(ALL[:2], seats, True)
    over.record([1, 2])
    over.record([2, 1])
    app.scenes.push(EveningTableScene(over))
    run(app, 30)
    records.clear()
    app.draw()
    assert app.t("evening.later") not in [r.text for r in records]
    key(app, "tab")
    run_until(app, lambda: isinstance(app.scenes.top, EveningPodiumScene), 120)


def test_evening_strangers_newcomers_at_human_pace_reach_the_podium_near_the_estimate():
    """Two newcomers (the keyboard's halves) play a short evening of Fits and Würfelblitz
    at human pace, title to podium: each game starts with its explanation, and the evening
    takes about what the chooser promised."""
    from game.pace.evening import play_evening

    run = play_evening(seed=2, count=2, games=["fits", "wuerfelblitz"])
    parts = {part.name: part for part in run.parts}
    assert set(parts) == {"people", "Fits", "Würfelblitz"}
    assert all(parts[g].intro > 20 * 60 and parts[g].match > 0 for g in ("Fits", "Würfelblitz"))
    promised = estimate.evening_minutes(["fits", "wuerfelblitz"], 2, short=True)
    assert 0.6 * promised <= run.minutes <= 1.4 * promised, (run.minutes, promised)
