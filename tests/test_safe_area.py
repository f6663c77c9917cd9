"""Every text on every screen, in every language, stays inside the TV's safe area.

A TV may crop the edges of the picture (overscan); console guidelines keep text inside the
inner 90 %. These tests draw each screen in English, German and French with a spy on
``Text.draw`` and check where the letters' pixels landed on the canvas.
"""

from __future__ import annotations

import pygame
import pytest

from game import catalog
from game.engine import widgets
from tests.text_spy import DrawnText

SAFE_AREA = pygame.Rect(32, 18, 576, 324)  # the inner 90 % of 640×360: x 32..608, y 18..342
LANGUAGES = ("en", "de", "fr", "it", "es", "nl")
SEATS4 = ["cpu", "cpu-easy", "cpu", "cpu-easy"]
# (scene, game, seats, frames at which the screen is checked)
SCREENS = [
    ("title", None, [], (60, 400)),
    ("select", None, [], (60,)),
    ("lobby", "fiese15", ["human", "human", "cpu"], (40,)),
    ("lobby", "fischkopp", ["human", "cpu"], (40,)),
    ("options", "fits", ["human", "cpu"], (40,)),
    ("options", "wuerfelblitz", ["human", "cpu"], (40,)),
    ("options", "fiese15", ["human", "cpu", "human"], (40,)),  # the coach rows, people only
    ("settings", None, [], (40,)),
    ("controls", None, [], (40,)),
    ("pause", "fiese15", ["human", "cpu"], (40,)),
    ("results", "fiese15", ["cpu", "cpu", "cpu"], (90,)),
    ("results", "fischkopp", ["cpu", "cpu", "cpu"], (90,)),
    ("fits", None, SEATS4, (200, 900)),
    ("fiese15", None, SEATS4, (200, 900)),
    ("fischkopp", None, SEATS4, (300, 900)),
    ("wuerfelblitz", None, SEATS4, (300, 900)),
    # A human's turn: the action panels, key caps and hints a CPU table never shows.
    ("fits", None, ["human", "cpu"], (240,)),
    ("fiese15", None, ["human", "cpu-easy", "cpu"], (240,)),
    ("fischkopp", None, ["human", "cpu-easy", "cpu"], (240,)),
    ("wuerfelblitz", None, ["human", "cpu-easy", "cpu"], (420,)),
]

OVERLAYS = {"pause"}  # drawn over a dimmed game: the game's own text lies underneath


def _outside(records: list[DrawnText]) -> list[str]:
    return [f"{r.text!r} ({r.style}) at {r.ink}" for r in records if not SAFE_AREA.contains(r.ink)]


def _overlapping(records: list[DrawnText]) -> list[str]:
    """Pairs of texts whose letters touch: a layout that has no room for its words."""
    found = []
    for i, a in enumerate(records):
        for b in records[i + 1 :]:
            if a.ink.colliderect(b.ink) and (a.text, a.ink) != (b.text, b.ink):
                found.append(f"{a.text!r} ({a.style}) at {a.ink} × {b.text!r} at {b.ink}")
    return found


def _draw(app, records: list[DrawnText]) -> list[DrawnText]:
    records.clear()
    app.draw()
    return list(records)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    "scene,game,seats,frames", SCREENS, ids=[f"{s[0]}-{s[1] or ''}" for s in SCREENS]
)
def test_text_stays_inside_the_safe_area_and_apart(
    make_app, drawn, scene, game, seats, frames, lang
):
    records, canvases = drawn
    app = make_app(scene=scene, game=game, seats=seats, seed=11, lang=lang)
    canvases.append(app.display.canvas)
    outside: list[str] = []
    overlapping: list[str] = []
    done = 0
    for frame in frames:
        for _ in range(frame - done):
            app.step()
        done = frame
        seen = _draw(app, records)
        assert seen, f"{scene} drew no text at frame {frame}"
        outside += [f"@{frame} {p}" for p in _outside(seen)]
        if scene not in OVERLAYS:
            overlapping += [f"@{frame} {p}" for p in _overlapping(seen)]
    assert not outside, f"{scene} {game or ''} [{lang}] text outside the safe area: {outside}"
    assert not overlapping, f"{scene} {game or ''} [{lang}] text over text: {overlapping}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", [g.id for g in catalog.playable_games()])
def test_every_how_to_page_stays_inside_the_safe_area(make_app, drawn, game_id, lang):
    records, canvases = drawn
    app = make_app(scene="howto", game=game_id, seed=11, lang=lang)
    canvases.append(app.display.canvas)
    for _ in range(10):
        app.step()
    howto = app.scenes.top
    problems: list[str] = []
    for page in range(howto.pages):
        howto.page = page
        for _ in range(30):
            app.step()
        seen = _draw(app, records)
        assert seen, f"page {page + 1} drew no text"
        problems += [f"page {page + 1}: {p}" for p in _outside(seen) + _overlapping(seen)]
    assert not problems, f"how to play {game_id} [{lang}]: {problems}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_controls_screens_pad_rows_stay_inside_the_safe_area(make_app, drawn, model_pads, lang):
    """A row per pad, of each family, with every choice of buttons and the hint under them."""
    from dataclasses import replace

    from game.engine.toast import FRAMES as TOAST_FRAMES
    from game.shell.controls import CHOICES, RESET

    records, canvases = drawn
    app = make_app(scene="controls", seed=11)
    app.apply_settings(replace(app.settings, language=lang))
    canvases.append(app.display.canvas)
    models = ("xbox", "playstation", "nintendo", "unknown")
    for model in models:
        model_pads(model)
    for _ in range(TOAST_FRAMES + 30):  # "pad connected" toasts gone: they cover any screen
        app.step()
    scene = app.scenes.top
    assert scene.rows == RESET + 1 + len(models)
    problems: list[str] = []
    for row in range(RESET + 1, scene.rows):
        scene.selected = row
        pad = scene.pad_at(row)
        for _ in CHOICES:
            app.step()
            seen = _draw(app, records)
            assert scene.family_label(pad) in {r.text for r in seen}
            problems += [f"{pad} {scene.family_label(pad)}: {p}" for p in _outside(seen)]
            problems += [f"{pad}: {p}" for p in _overlapping(seen)]
            scene.cycle_family(pad, 1)
    hint_lines = app.text.wrap(app.t("controls.buttons_hint"), 560, "body")
    assert len(hint_lines) <= 2, f"[{lang}] the pad rows' hint is cut: {hint_lines}"
    assert not problems, f"controls [{lang}]: {problems}"


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("game_id", ["wuerfelblitz", "fischkopp"])
def test_seven_people_with_two_options_each_scroll_inside_the_safe_area(
    make_app, drawn, game_id, lang
):
    """Two per-seat options for seven people are more rows than the panel holds: the rows
    scroll so the chosen one, its hint and Play all show, above the footer, apart."""
    from game.core.seats import Seat, SeatKind
    from game.engine.widgets import FOOTER_TOP
    from game.shell.game_options import GameOptionsScene

    records, canvases = drawn
    app = make_app(scene="title", seed=11, lang=lang)
    canvases.append(app.display.canvas)
    seats = tuple(Seat(i, SeatKind.HUMAN) for i in range(7))
    options = GameOptionsScene(catalog.game_by_id(game_id), seats)
    app.scenes.clear_to(options)
    app.step()
    problems: list[str] = []
    for chosen in range(len(options.rows)):
        options.selected = chosen
        seen = _draw(app, records)
        row = options.rows[chosen]
        # A seat's row shows its name; an option for the whole table (or Play) its label.
        label = options.items[chosen].label() if row.seat is None else app.seat_name(row.seat)
        hint = options.hint().split()[0]
        assert any(r.text == label for r in seen), f"row {chosen}: {label!r} is not shown"
        assert any(r.text.startswith(hint) and r.ink.bottom < FOOTER_TOP for r in seen)
        problems += [f"row {chosen}: {p}" for p in _outside(seen) + _overlapping(seen)]
    assert not problems, f"{game_id} options [{lang}]: {problems}"


def test_the_spy_catches_text_outside_the_safe_area(make_app, drawn):
    """The check is real: a text drawn at the edge of the canvas is reported."""
    records, canvases = drawn
    app = make_app(scene="settings", seed=11, lang="en")
    canvases.append(app.display.canvas)
    app.step()
    app.text.draw(app.display.canvas, "Overscan", (636, 200), anchor="midright")
    sub = app.display.canvas.subsurface((0, 330, 640, 30))
    app.text.draw(sub, "Footer", (320, 10), "body", anchor="center")
    outside = _outside(records)
    assert any("Overscan" in p for p in outside) and any("Footer" in p for p in outside)


def test_the_spy_catches_text_over_text(make_app, drawn):
    records, canvases = drawn
    app = make_app(scene="settings", seed=11, lang="en")
    canvases.append(app.display.canvas)
    app.step()
    seen = _draw(app, records)
    assert not _overlapping(seen)
    app.text.draw(app.display.canvas, "Crowded", seen[0].ink.center, anchor="center")
    assert any("Crowded" in p for p in _overlapping(records))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_kept_prompt_row_draws_the_same_pixels(make_app, monkeypatch, lang):
    """Footers keep their rows as pictures; a kept row must look exactly like a drawn one."""
    app = make_app(scene="settings", seed=11, lang=lang)
    t = app.t
    rows = [
        [],  # a moment with nothing to press: the band alone
        [("confirm", t("prompt.ok")), ("back", t("prompt.back"))],
        [("move", t("prompt.choose")), ("confirm", t("prompt.ok")), ("flip", "Réglages")],
        [
            ("move", "Move"),
            ("rotate", "Turn"),
            ("flip", "Mirror"),
            ("confirm", "Drop"),
            ("back", "Set aside and a label long enough to need the short key caps"),
        ],
    ]
    for items in rows:
        pictures = []
        for cached in (False, True, True):  # drawn, kept for the first time, reused
            monkeypatch.setattr(widgets, "CACHE_ROWS", cached)
            canvas = pygame.Surface((640, 360))
            canvas.fill((40, 80, 120))
            widgets.prompt_bar(canvas, app.text, items)
            pictures.append(pygame.image.tobytes(canvas, "RGB"))
        assert pictures[0] == pictures[1] == pictures[2], items


# Where a screen cuts wrapped text after a number of lines, the text must fit in them.
TAGLINE_LINES = 4  # game select: a card shows this many lines of the game's tagline
HOWTO_LINES = 14  # how to play: lines of a page's text beside its illustration
HOWTO_TEXT_WIDTH = 332  # the text column left of the illustration


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_wrapped_text_is_cut_off(make_app, lang):
    from game.shell.game_select import CARD_W

    app = make_app(scene="select", seed=11, lang=lang)
    text, t = app.text, app.t
    cut = []
    for info in catalog.GAMES:
        lines = text.wrap(t(info.tagline_key), CARD_W - 14, "body")
        if len(lines) > TAGLINE_LINES:
            cut.append(f"{info.id} tagline: {lines}")
        for page in range(1, info.howto_pages + 1 if info.playable else 1):
            lines = text.wrap(t(f"howto.{info.id}.{page}.text"), HOWTO_TEXT_WIDTH, "body")
            if len(lines) > HOWTO_LINES:
                cut.append(f"how to play {info.id} page {page}: {len(lines)} lines")
    assert not cut, f"[{lang}] cut off: {cut}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_learn_now_question_stays_inside_the_safe_area(make_app, drawn, lang):
    """Asked over the paused match (whose own text lies underneath, veiled)."""
    from game.shell.pause import LearnNowScene

    records, canvases = drawn
    app = make_app(scene="pause", game="fiese15", seats=["human", "cpu"], seed=11, lang=lang)
    canvases.append(app.display.canvas)
    for _ in range(40):
        app.step()
    app.scenes.push(LearnNowScene("fiese15", app.scenes.top))
    app.step()
    seen = _draw(app, records)
    heading = app.t("pause.learn_title", game="Fiese 15")
    assert any(r.text == heading for r in seen)
    assert not _outside(seen), f"[{lang}] outside the safe area: {_outside(seen)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_reconnect_notice_keeps_a_long_name_on_screen(make_app, drawn, lang):
    """ "Annabelle-Jo lost their controller": a long name takes the title onto a second line
    instead of off the panel and the screen (a play-test met it at 1080p)."""
    from game.shell.reconnect import ReconnectScene

    records, canvases = drawn
    app = make_app(scene="fiese15", seats=["human", "human"], seed=11, lang=lang)
    canvases.append(app.display.canvas)
    person = app.people.add("Annabelle-Jo")
    app.seat_people = {1: person.id}
    notice = app.scenes.push(ReconnectScene(1))
    app.step()
    _draw(app, records)
    records.clear()
    notice.draw(app.display.canvas)
    seen = list(records)
    assert any("Annabelle" in r.text for r in seen)
    assert not _outside(seen), f"[{lang}] {_outside(seen)}"
    assert not _overlapping(seen), f"[{lang}] {_overlapping(seen)}"
