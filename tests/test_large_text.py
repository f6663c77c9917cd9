"""Large text: menus, how-to pages, lessons and results in the large style, in every
language, still inside the TV's safe area with no text over text and nothing cut.

The footer keeps its size (one row of key caps in a fixed band); everything above it on
these screens is body text in the large style.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import catalog
from game.engine.text import STYLES
from game.engine.widgets import FOOTER_TOP
from tests.test_safe_area import LANGUAGES, _draw, _outside, _overlapping
from tests.test_tutorials import TUTORIALS, covering, plan_of
from tests.tutorial_driving import Learner, open_tutorial, play_through

LARGE_MIN_HEIGHT = 13  # canvas px from ascender to descender (38 px on a 1080p TV)
# (scene, game, seats, frames)
SCREENS = [
    ("title", None, [], 60),
    ("settings", None, [], 30),
    ("options", "fits", ["human", "cpu"], 30),
    ("options", "fiese15", ["human", "cpu", "human"], 30),
    ("options", "fischkopp", ["human", "cpu"], 30),
    ("options", "wuerfelblitz", ["human", "cpu"], 30),
    ("pause", "fiese15", ["human", "cpu"], 30),
    *[("results", g.id, [], 90) for g in catalog.playable_games()],
]


def large(app):
    app.settings = replace(app.settings, large_text=True)  # read each frame it is drawn
    return app


def _small_body(records) -> list[str]:
    """Texts above the footer still drawn in the normal body style."""
    return [f"{r.text!r}" for r in records if r.style == "body" and r.ink.bottom < FOOTER_TOP]


def test_the_large_style_is_large_enough(make_app) -> None:
    app = make_app(scene="settings", seed=11)
    assert STYLES["large"][1] > STYLES["body"][1]
    with app.text.scaled(True):
        face = app.text.render("dgÄ", "body", (255, 255, 255), None)
    import pygame

    rects = pygame.mask.from_surface(face, 127).get_bounding_rects()
    ink = rects[0].unionall(rects[1:])
    assert ink.height >= LARGE_MIN_HEIGHT


def test_the_setting_changes_only_the_screens_that_allow_it(make_app, drawn) -> None:
    records, canvases = drawn
    app = large(make_app(scene="fiese15", seats=["human", "cpu"], seed=11, lang="en"))
    canvases.append(app.display.canvas)
    for _ in range(60):
        app.step()
    seen = _draw(app, records)
    assert seen and all(r.style != "large" for r in seen), "a game screen grew"
    app.apply_settings(replace(app.settings, large_text=False))
    settings = make_app(scene="settings", seed=11, lang="en")
    canvases.append(settings.display.canvas)
    settings.step()
    assert all(r.style != "large" for r in _draw(settings, records)), "large with the setting off"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    "scene,game,seats,frames", SCREENS, ids=[f"{s[0]}-{s[1] or ''}" for s in SCREENS]
)
def test_large_menus_and_results_fit(make_app, drawn, scene, game, seats, frames, lang):
    records, canvases = drawn
    app = large(make_app(scene=scene, game=game, seats=seats, seed=11, lang=lang))
    canvases.append(app.display.canvas)
    for _ in range(frames):
        app.step()
    menu = app.scenes.top
    problems: list[str] = []
    # Every row of a menu, each chosen in turn: a long menu scrolls to show it.
    for index in range(len(getattr(menu, "items", [])) or 1):
        if hasattr(menu, "selected"):
            menu.selected = index
        app.step()
        seen = _draw(app, records)
        assert seen, f"{scene} drew no text"
        assert any(r.style == "large" for r in seen), f"{scene}: no large text"
        problems += _outside(seen)
        if scene != "pause":  # drawn over the game: its text lies underneath
            problems += _overlapping(seen) + _small_body(seen)
        if hasattr(menu, "items"):
            label = menu.items[index].label()
            # A seat's row shows its value beside the seat's badge and name.
            shown = any(r.text == label or label.endswith(f"  {r.text}") for r in seen)
            assert shown, f"{scene}: row {label!r} not shown"
    if scene == "results":  # awards and stats past the side panel's edge scroll into view
        shown: set[str] = set()
        for scroll in range(menu._last_scroll_at_size() + 1):
            menu.side_scroll = scroll
            shown |= {r.text for r in _draw(app, records)}
        with app.text.scaled(True):
            wanted = [w for line in menu.side_lines() for w in line.split()]
        words = {w for line in shown for w in line.split()}
        assert not [w for w in wanted if w not in words], f"[{lang}] side lines never shown"
    assert not problems, f"{scene} {game or ''} [{lang}] large text: {sorted(set(problems))}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", [g.id for g in catalog.playable_games()])
def test_large_how_to_pages_fit_and_show_every_word(make_app, drawn, game_id, lang):
    records, canvases = drawn
    app = large(make_app(scene="howto", game=game_id, seed=11, lang=lang))
    canvases.append(app.display.canvas)
    app.step()
    howto = app.scenes.top
    problems: list[str] = []
    for page in range(howto.pages):
        words: list[str] = []
        for part in range(howto.parts(page)):
            howto.page, howto.part = page, part
            for _ in range(3):
                app.step()
            seen = _draw(app, records)
            problems += _outside(seen) + _overlapping(seen) + _small_body(seen)
            words += [w for r in seen if r.style == "large" for w in r.text.split()]
        body = howto.page_texts(page)[1].split()
        missing = [w for w in body if w not in words]
        assert not missing, f"page {page + 1} [{lang}] never shows {missing[:5]}"
    assert not problems, f"how to play {game_id} [{lang}] large text: {problems}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", TUTORIALS)
def test_large_lesson_panels_fit(make_app, drawn, game_id, lang):
    records, canvases = drawn
    app = large(make_app(scene="title", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    learner = Learner(app)
    scene = open_tutorial(app, game_id, learner)
    guide = scene.tutorial
    problems: list[str] = []

    def look(index: int) -> None:
        with app.text.scaled(True):  # the panel measures its words in the large style
            problems.extend(covering(scene, guide, index))
        seen = [r for r in _draw(app, records) if r.style == "large"]
        assert seen, f"step {index}: no large text"
        problems.extend(f"step {index}: {p}" for p in _outside(seen) + _overlapping(seen))
        shown = " ".join(r.text for r in seen)
        said = app.t(guide.script.steps[index].say)
        cut = [w for w in said.split() if w not in shown and "{" not in w]
        problems.extend(f"step {index}: {w!r} not shown" for w in cut[:3])

    play_through(app, guide, learner, plan_of(game_id), on_step=look)
    assert not problems, f"{game_id} lesson [{lang}] large text: {problems}"


def test_a_long_page_pages_through_its_parts_before_the_next_page(make_app) -> None:
    """Right (and confirm) shows the rest of a page first; left goes back part by part."""
    from tests.driving import key

    app = large(make_app(scene="howto", game="fiese15", seed=11, lang="de"))
    app.step()
    howto = app.scenes.top
    long_page = max(range(howto.pages), key=howto.parts)
    assert howto.parts(long_page) > 1, "no page needs a second part in large text"
    app.settings = replace(app.settings, large_text=False)
    assert howto.parts(long_page) == 1  # the normal size shows the page at once
    large(app)
    howto.page, howto.part = long_page, 0
    key(app, "d")  # the left half's right
    assert (howto.page, howto.part) == (long_page, 1)
    key(app, "a")
    assert (howto.page, howto.part) == (long_page, 0)
    if long_page:
        key(app, "a")
        assert (howto.page, howto.part) == (long_page - 1, howto.parts(long_page - 1) - 1)


def test_results_scroll_their_awards_with_up_and_down(make_app) -> None:
    from tests.driving import key

    app = large(make_app(scene="results", game="fischkopp", seed=11, lang="de"))
    for _ in range(90):
        app.step()
    results = app.scenes.top
    last = results._last_scroll_at_size()
    assert last > 0, "the example's awards fit: nothing to scroll"
    chosen = results.selected
    for _ in range(last + 3):
        key(app, "s")
    assert results.side_scroll == last and results.selected == chosen
    key(app, "w")
    assert results.side_scroll == last - 1
    app.settings = replace(app.settings, large_text=False)
    results.side_scroll = 0
    if not results._last_scroll_at_size():  # all fit: up and down choose again
        key(app, "s")
        assert results.selected != chosen


def test_the_setting_is_kept_and_a_wrong_value_falls_back(make_app) -> None:
    from game.engine.settings import Settings, load_settings

    app = make_app(scene="settings", seed=11)
    app.apply_settings(replace(app.settings, large_text=True))
    assert load_settings()[0].large_text
    assert not Settings.from_dict({"large_text": "big"}).large_text


def test_key_caps_and_pad_buttons_keep_their_size_beside_large_words(make_app) -> None:
    from game.engine.widgets import button_glyph

    app = make_app(scene="settings", seed=11)
    canvas, text = app.display.canvas, app.text
    for label in ("Space", "L-Shift", "A", "Start"):
        normal = button_glyph(canvas, text, label, (100, 100))
        with text.scaled(True):
            assert button_glyph(canvas, text, label, (100, 100)) == normal, label
            assert text.large  # the words after the cap are large again


# ----- human pace: large text reaches every body text (issue 26, case 17) ---------------------
def _words_shown(seen) -> set[str]:
    return {word for r in seen for word in r.text.split()}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", ["large", "normal"])
@pytest.mark.parametrize("game_id", [g.id for g in catalog.playable_games()])
def test_human_pace_option_help_texts_are_never_cut(make_app, drawn, game_id, size, lang):
    """Every option's help under the panel shows all its words (the coach's help was cut at
    "…best one;" in large text)."""
    records, canvases = drawn
    app = make_app(scene="options", game=game_id, seats=["human", "cpu"], seed=11, lang=lang)
    if size == "large":
        large(app)
    canvases.append(app.display.canvas)
    app.step()
    menu = app.scenes.top
    cut = []
    for index in range(len(menu.items)):
        menu.selected = index
        app.step()
        seen = _draw(app, records)
        missing = [w for w in menu.hint().split() if w not in _words_shown(seen)]
        if missing:
            cut.append(f"row {index}: {missing}")
        cut += _outside(seen) + _overlapping(seen)
    assert not cut, f"{game_id} [{lang}] {size}: {cut}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_settings_help_texts_are_never_cut(make_app, drawn, lang):
    records, canvases = drawn
    app = large(make_app(scene="settings", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    app.step()
    menu = app.scenes.top
    cut = []
    for index in range(len(menu.items)):
        menu.selected = index
        app.step()
        seen = _draw(app, records)
        missing = [w for w in menu.hint().split() if w not in _words_shown(seen)]
        if missing:
            cut.append(f"row {index}: {missing}")
    assert not cut, f"settings [{lang}]: {cut}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("fresh", [True, False])
def test_human_pace_who_are_you_is_large_with_large_text(make_app, drawn, fresh, lang):
    """ "Who are you?" draws its rows (and the note on a fresh box) in the large style, inside
    its panel, the safe area and apart."""
    from game.engine.input.bindings import KEYBOARD_LEFT
    from game.shell.people.example import example_people
    from game.shell.people.picker import PANEL, WhoAreYouScene

    records, canvases = drawn
    app = large(make_app(scene="title", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    if not fresh:
        app.people = example_people()
    picker = app.scenes.push(WhoAreYouScene(KEYBOARD_LEFT, lambda person: None))
    app.step()
    _draw(app, records)
    records.clear()  # the picker's own words, not the title's under its veil
    with app.text.scaled(app.settings.large_text and picker.large_text):  # as the stack does
        picker.draw(app.display.canvas)
    seen = list(records)
    inside = [r for r in seen if r.ink.top < FOOTER_TOP]
    assert all(PANEL.contains(r.ink) for r in inside), [r for r in inside]
    assert any(r.style == "large" for r in inside), "no large text"
    assert not _small_body(inside), _small_body(inside)
    assert not _outside(seen) and not _overlapping(inside), _outside(seen) + _overlapping(inside)
    texts = " ".join(r.text for r in records)
    assert app.t("people.guest") in texts


def _game_night(app, which: str):
    from game.shell.evening.example import example_evening
    from game.shell.evening.flow import new_evening
    from game.shell.evening.podium import EveningPodiumScene
    from game.shell.evening.table import EveningTableScene

    if which == "podium":
        app.people, evening = example_evening(finished=True)
        return EveningPodiumScene(evening)
    if which == "table":
        app.people, evening = example_evening()
        return EveningTableScene(evening)
    # A long evening: seven at the table and three who came and went.
    evening = new_evening(["fiese15", "fischkopp"], [(f"cpu:{n}", "cpu", "hard") for n in range(7)])
    evening.record([1, 2, 3, 4, 5, 6, 7])
    for n in range(7, 10):
        evening.sit_down(f"guest:{n}", "guest")
        evening.leave(f"guest:{n}")
    return EveningTableScene(evening)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("which", ["table", "long-table", "podium"])
def test_human_pace_game_night_screens_are_large_with_large_text(make_app, drawn, which, lang):
    """The evening's table (its legend too) and podium are body text: large with the setting,
    still inside the safe area with no text over text."""
    records, canvases = drawn
    app = large(make_app(scene="title", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    app.scenes.push(_game_night(app, which))
    for _ in range(120):
        app.step()
    seen = _draw(app, records)
    assert any(r.style == "large" for r in seen), "no large text"
    problems = _small_body(seen) + _outside(seen) + _overlapping(seen)
    assert not problems, f"{which} [{lang}]: {problems}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_game_select_is_large_and_shows_every_tagline_word(make_app, drawn, lang):
    records, canvases = drawn
    app = large(make_app(scene="select", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    for _ in range(60):
        app.step()
    select = app.scenes.top
    problems: list[str] = []
    for index, info in enumerate(catalog.GAMES):  # each card chosen in turn: its tagline shows
        select.selected = index
        app.step()
        seen = _draw(app, records)
        assert any(r.style == "large" for r in seen), "no large text"
        problems += _small_body(seen) + _outside(seen) + _overlapping(seen)
        shown = _words_shown(seen)
        problems += [
            f"{info.id}: {w!r} cut" for w in app.t(info.tagline_key).split() if w not in shown
        ]
    assert not problems, f"[{lang}]: {sorted(set(problems))}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_human_pace_the_reconnect_notice_is_large_with_large_text(make_app, drawn, lang):
    """ "P2 — reconnect a controller …" over a paused match: its words in the large style."""
    from game.shell.reconnect import ReconnectScene

    records, canvases = drawn
    app = large(make_app(scene="fiese15", seats=["human", "human"], seed=11, lang=lang))
    canvases.append(app.display.canvas)
    notice = app.scenes.push(ReconnectScene(1))
    app.step()
    _draw(app, records)
    records.clear()  # the notice's own words, not the match's under its veil
    with app.text.scaled(app.settings.large_text and notice.large_text):  # as the stack does
        notice.draw(app.display.canvas)
    seen = list(records)
    assert any(r.style == "large" for r in seen), "no large text"
    problems = _small_body(seen) + _outside(seen) + _overlapping(seen)
    assert not problems, f"[{lang}]: {problems}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_large_evening_results_keep_their_choices_on_the_screen(make_app, drawn, monkeypatch, lang):
    """A game night's Fischkopp results offer four choices (next, watch again, shouts,
    title): with Large text, German above all, the row stays inside the TV's safe area (a
    play-test saw it run to both screen edges)."""
    from game.shell.evening.example import example_evening
    from game.shell.results import ResultsScene
    from game.shell.start import example_result, seats_from_flags

    records, canvases = drawn
    app = large(make_app(scene="title", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    monkeypatch.setattr(ResultsScene, "replay", lambda self: object())  # a match to watch
    info = catalog.game_by_id("fischkopp")
    result = example_result(app, info, seats_from_flags(["human", "cpu", "cpu"], info))
    app.people, evening = example_evening()
    results = app.scenes.push(ResultsScene(result, evening))
    for _ in range(90):
        app.step()
    assert len(results.items) == 4
    seen = _draw(app, records)
    labels = [item.label() for item in results.items]
    assert all(any(r.text == label for r in seen) for label in labels), labels
    assert not _outside(seen) and not _overlapping(seen), (_outside(seen), _overlapping(seen))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_large_title_keeps_quick_plays_tag_clear_of_the_line_above(make_app, drawn, lang):
    """Large text on a first start (the line on getting a window shows): Quick Play's tag
    ("You + CPU") touches no other text (a play-test saw it sit on the line above)."""
    from game.core.seats import Seat, SeatKind
    from game.core.setup import MatchSetup
    from game.engine import storage
    from game.shell import quick_play

    seats = (Seat(0, SeatKind.HUMAN), Seat(1, SeatKind.CPU, "normal"))
    quick_play.remember(MatchSetup("fiese15", seats, {}))
    storage.writer.flush()
    records, canvases = drawn
    app = large(make_app(scene="title", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    app.window_hint = True
    app.display.fullscreen = True  # as on a first start
    for _ in range(60):
        app.step()
    title = app.scenes.top
    seen = _draw(app, records)
    top = FOOTER_TOP - 6 - len(title.items) * 26
    tag = title.quick_tag(top)
    assert tag is not None
    hint = title.quick_hint()
    touching = [r.text for r in seen if r.text != hint and r.ink.colliderect(tag.inflate(0, 2))]
    assert not touching, f"[{lang}] Quick Play's tag touches {touching}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", ["fits", "fischkopp"])
def test_large_lobby_is_large_and_keeps_its_cards_apart(make_app, drawn, game_id, lang):
    """The lobby follows Large text (a play-test found it small): the start button and what
    fits in the large style; cards too narrow for large words keep the normal size, all of
    them alike; nothing overlaps or leaves the safe area."""
    from game.shell.lobby import LobbyScene
    from tests.driving import as_guests, key

    records, canvases = drawn
    app = large(make_app(scene="title", seed=11, lang=lang))
    canvases.append(app.display.canvas)
    lobby = app.scenes.push(LobbyScene(catalog.game_by_id(game_id)))
    app.step()
    key(app, "space")  # the left half joins (a guest)
    as_guests(app)
    lobby.add_cpu(level="easy")
    lobby.add_cpu(level="hard")
    for _ in range(20):
        app.step()
    seen = _draw(app, records)
    large_texts = {r.text for r in seen if r.style == "large"}
    assert app.t("lobby.start") in large_texts and lobby.game.title in {r.text for r in seen}
    assert not _outside(seen), f"[{lang}] {_outside(seen)}"
    assert not _overlapping(seen), f"[{lang}] {_overlapping(seen)}"
