"""Dice you can trust: the box counts the dice it really threw (per game, die and face), keeps
the counts across starts, and its screen says in words whether they are even; a planted
loaded die is called uneven. In all six languages inside the safe area, reference frames in
en/de/fr."""

from __future__ import annotations

import json
import random
from collections import Counter

import pygame
import pytest

from game import catalog
from game.core.fairness import CHANCE, EVEN, UNEVEN
from game.engine import storage
from game.shell import dice_ledger
from game.shell.dice_ledger import DiceLedger
from game.shell.dice_screen import DiceScene
from tests.test_golden import matches_reference
from tests.test_safe_area import LANGUAGES, _draw, _outside, _overlapping

DICE_GAMES = [info.id for info in catalog.playable_games() if info.dice]
SEATS = {"fiese15": ["cpu"] * 4, "fischkopp": ["cpu"] * 3, "wuerfelblitz": ["cpu"] * 4}


def thrown_by_the_rules(scene) -> Counter:
    """Every (die, face) the rules' dice events show, read from the events themselves: a
    second count beside the box's, to hold it to."""
    module = dice_ledger.dice_module(scene.game_id)
    seen: Counter = Counter()
    apply = scene.match.apply

    def counted(action):
        events = apply(action)
        for event in events:
            seen.update(module.dice_shown(event))
        return events

    scene.match.apply = counted
    return seen


@pytest.mark.parametrize("game_id", DICE_GAMES)
def test_dice_fair_the_counts_are_the_dice_a_match_threw(make_app, game_id):
    app = make_app(scene=game_id, seats=SEATS[game_id], seed=5, lang="en")
    app.step()
    scene = app.scenes.top
    seen = thrown_by_the_rules(scene)
    for _ in range(3000):
        app.step()
    assert sum(seen.values()) > 20, "the match threw too few dice to check"
    counted = {
        (die, face + 1): n for die, faces in app.dice.dice(game_id) for face, n in enumerate(faces)
    }
    assert {k: v for k, v in counted.items() if v} == dict(seen)
    app.dice.save()
    storage.writer.flush()
    assert DiceLedger.load().counts == app.dice.counts  # kept for the next start


def test_dice_fair_a_lesson_throws_planned_dice_and_they_are_not_counted(make_app):
    from game.shell.tutorial.start import create_tutorial

    app = make_app(scene="title", seed=5)
    scene = create_tutorial(app, "fiese15")
    app.scenes.clear_to(scene)
    seen = thrown_by_the_rules(scene)
    for _ in range(600):
        app.step()
    from tests.driving import key

    for _ in range(4):  # read on and roll: the lesson's first planned dice
        key(app, "space")
        for _ in range(120):
            app.step()
    assert sum(seen.values()) > 0
    assert not any(any(faces) for _, faces in app.dice.dice("fiese15"))


def loaded_counts(rng: random.Random, throws: int, six: float) -> list[int]:
    faces = rng.choices(range(6), weights=(1, 1, 1, 1, 1, six), k=throws)
    return [faces.count(face) for face in range(6)]


def test_dice_fair_the_screen_calls_a_loaded_die_uneven_and_fair_dice_even(make_app):
    app = make_app(scene="dice", seed=5, lang="en")
    app.step()
    screen = app.scenes.top
    assert isinstance(screen, DiceScene) and screen.games[0].id == "fiese15"
    rng = random.Random(8)
    dice = dice_ledger.dice_module("fiese15").DICE
    app._dice = DiceLedger({"fiese15": {die: loaded_counts(rng, 4000, 1.0) for die in dice}})
    view = screen.view()
    assert view.kind in (EVEN, CHANCE) and view.verdict == app.t(f"dice.verdict.{view.kind}")
    app.dice.counts["fiese15"]["red"] = loaded_counts(rng, 4000, 1.4)  # a loaded red die
    view = screen.view()
    assert view.kind == UNEVEN and view.verdict == app.t("dice.verdict.uneven")
    assert view.rows[0].counts == tuple(app.dice.counts["fiese15"]["red"])


def test_dice_fair_a_file_with_counts_that_cannot_be_is_cleaned_said_and_kept_aside(make_app):
    storage.write_json(
        dice_ledger.path(),
        {
            "counts": {
                "fiese15": {"red": [1, 2, 3, 4, 5, 6], "blue": [1, -2, 3, 4, 5, 6]},
                "fits": {"red": [1] * 6},
                "nope": [],
                "fischkopp": {"first": [1.5, 2, 3, 4, 5, 6], "second": [7] * 6},
            }
        },
        dice_ledger.VERSION,
    )
    storage.take_notices()
    ledger = DiceLedger.load()
    assert ledger.counts == {
        "fiese15": {"red": [1, 2, 3, 4, 5, 6]},
        "fischkopp": {"second": [7] * 6},
    }
    assert storage.take_notices(), "the player hears that the file was kept aside"
    storage.writer.flush()
    kept = [p for p in dice_ledger.path().parent.iterdir() if p.name.startswith("dice.json.")]
    assert kept and "-2" in kept[0].read_text().replace(" ", "")  # the original, as it was
    assert json.loads(dice_ledger.path().read_text())["data"]["counts"] == ledger.counts


def example_ledger() -> DiceLedger:
    rng = random.Random(21)
    counts = {}
    for game_id in DICE_GAMES:
        dice = dice_ledger.dice_module(game_id).DICE
        counts[game_id] = {die: loaded_counts(rng, 1200, 1.0) for die in dice}
    return DiceLedger(counts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dice_fair_every_page_stays_inside_the_safe_area(make_app, drawn, lang):
    records, canvases = drawn
    app = make_app(scene="dice", seed=5, lang=lang)
    canvases.append(app.display.canvas)
    app._dice = example_ledger()
    app.step()
    screen = app.scenes.top
    problems = []
    for page, info in enumerate(screen.games):
        screen.page = page
        seen = _draw(app, records)
        words = " ".join(r.text for r in seen)
        source = app.t("dice.source").split()
        missing = [w for w in source if w not in words]
        problems += [f"{info.id}: {p}" for p in _outside(seen) + _overlapping(seen)]
        problems += [f"{info.id}: {w!r} not shown" for w in missing[:3]]
        if lang in ("en", "de", "fr"):
            matches_reference(
                f"dice-{info.id}-{lang}", pygame.image.tobytes(app.display.canvas, "RGB")
            )
    assert not problems, f"dice screen [{lang}]: {problems}"


def test_dice_fair_the_screen_opens_from_the_settings_and_moves_through_the_games(make_app):
    from game.shell.settings_screen import SettingsScene
    from tests.driving import key, run

    app = make_app(scene="settings", seed=5)
    run(app, 5)
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    labels = [item.label() for item in settings.items]
    settings.selected = labels.index(app.t("settings.dice"))
    key(app, "space")
    screen = app.scenes.top
    assert isinstance(screen, DiceScene)
    key(app, "d")
    assert screen.page == 1
    key(app, "a")
    key(app, "a")
    assert screen.page == len(DICE_GAMES) - 1
    key(app, "tab")
    assert app.scenes.top is settings


@pytest.mark.parametrize(
    "text",
    [
        '{"version": 1, "data": {"counts": {"fiese15": {"red": [1, 1, 1, 1, 1, 1],'
        ' "red": [9, 9, 9, 9, 9, 9]}}}}',  # a key twice: a parser keeps the last quietly
        '{"version": 1, "data": {"counts": null}}',  # null is not "nothing thrown yet"
    ],
)
def test_dice_fair_a_duplicate_key_or_null_counts_are_said_and_kept_aside(text):
    dice_ledger.path().parent.mkdir(parents=True, exist_ok=True)
    dice_ledger.path().write_text(text, encoding="utf-8")
    storage.take_notices()
    ledger = DiceLedger.load()
    assert ledger.counts == {}
    assert storage.take_notices(), "the player hears that the file was kept aside"
    kept = [p for p in dice_ledger.path().parent.iterdir() if ".broken-" in p.name]
    assert [p.read_text() for p in kept] == [text], "the original, as it was"
