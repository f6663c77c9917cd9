"""Every tutorial, every step, in every language: the reference frame, and every text inside
the TV's safe area with the panel's own lines apart.

Each game's tutorial test module holds the presses that play it (``PLAN``); this file plays
each tutorial once per language with them. When a tutorial changes on purpose, look at the
new pictures and store them:

    SPIELEKISTE_REFRESH_GOLDEN=1 .venv/bin/python -m pytest tests/test_tutorials.py
"""

from __future__ import annotations

import importlib
import math
import os
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.shell.tutorial import panel
from game.shell.tutorial.start import create_tutorial, script_of
from game.shell.tutorial.steps import CORE, MORE, about
from tests.test_safe_area import LANGUAGES, SAFE_AREA
from tests.text_spy import DrawnText
from tests.tutorial_driving import Learner, open_tutorial, play_through

GOLDEN = Path(__file__).parent / "golden" / "tutorial"
REFRESH = os.environ.get("SPIELEKISTE_REFRESH_GOLDEN") == "1"
GOLDEN_LANGUAGES = ("en", "de", "fr")  # every step's picture; the others keep to the safe area
TUTORIALS = [info.id for info in catalog.playable_games() if info.tutorial]


def plan_of(game_id: str) -> dict[int, list[str]]:
    return importlib.import_module(f"tests.test_{game_id}_tutorial").PLAN


def check_reference(name: str, canvas: pygame.Surface) -> str | None:
    """None when the frame matches ``name``.png (or was stored), else what differs."""
    path = GOLDEN / f"{name}.png"
    if REFRESH or not path.exists():
        if not REFRESH:
            return f"no reference frame {path.name}: refresh them (see this file's doc)"
        GOLDEN.mkdir(parents=True, exist_ok=True)
        pygame.image.save(canvas, str(path))
        return None
    frame = pygame.image.tobytes(canvas, "RGB")
    reference = pygame.image.tobytes(pygame.image.load(str(path)), "RGB")
    wrong = sum(1 for i in range(0, len(frame), 3) if frame[i : i + 3] != reference[i : i + 3])
    return f"{name}: {wrong} pixels differ" if wrong else None


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_step_draws_its_reference_frame_inside_the_safe_area(
    make_app, drawn, monkeypatch, game_id, lang
):
    records, canvases = drawn
    start = [0]  # where the panel's own texts begin in the records
    draw_guide = panel.draw_guide

    def mark(*args) -> None:
        start[0] = len(records)
        draw_guide(*args)

    monkeypatch.setattr(panel, "draw_guide", mark)
    app = make_app(scene="title", seed=11, lang=lang)
    canvases.append(app.display.canvas)
    learner = Learner(app)
    scene = open_tutorial(app, game_id, learner)
    guide = scene.tutorial
    problems: list[str] = []

    def look(index: int) -> None:
        records.clear()
        app.draw()
        mine = records[start[0] :]
        assert mine, f"step {index}: the panel drew no text"
        problems.extend(f"step {index}: {r.text!r} outside" for r in records if not inside(r))
        for i, a in enumerate(mine):
            problems.extend(
                f"step {index}: {a.text!r} × {b.text!r}"
                for b in mine[i + 1 :]
                if a.ink.colliderect(b.ink)
            )
        if lang in GOLDEN_LANGUAGES:
            wrong = check_reference(f"{game_id}-{lang}-{index:02d}", app.display.canvas)
            if wrong:
                problems.append(wrong)

    play_through(app, guide, learner, plan_of(game_id), on_step=look)
    assert not problems, f"{game_id} tutorial [{lang}]: {problems}"


def inside(record: DrawnText) -> bool:
    return SAFE_AREA.contains(record.ink)


def covering(scene, guide, index: int) -> list[str]:
    """What the step's panel covers of the places the step is about (its highlight and the
    zones its text names): nothing, or a problem per place."""
    step = guide.script.steps[index]
    rect = panel.panel_rect(scene, guide, step)
    return [
        f"step {index} ({step.say}): the panel {tuple(rect)} covers {tuple(zone)}"
        for zone in about(step, scene)
        if panel.covered(rect, [zone])
    ]


READ_WORDS_PER_SECOND = 2.5  # 150 words a minute: read aloud together, or slowly alone
SECONDS_PER_PRESS = 1.5  # finding the button, on a pad new to the hand (a second or two)
CORE_LIMIT_SECONDS = 120  # what the offer promises at most: "2 min"
CORE_STEP_LIMIT = 12  # more than this is a second part or a lesson of its own


def plan_of_part(game_id: str, part: str) -> dict[int, list[str]]:
    module = importlib.import_module(f"tests.test_{game_id}_tutorial")
    return module.PLAN if part == CORE else module.MORE_PLAN


def lesson_parts() -> list[tuple[str, str]]:
    parts = [(game_id, CORE) for game_id in TUTORIALS]
    parts += [(game_id, MORE) for game_id in TUTORIALS if script_of(game_id).more is not None]
    return parts


@pytest.mark.parametrize(("game_id", "part"), lesson_parts())
def test_human_pace_every_lesson_keeps_the_time_it_promises(make_app, game_id, part):
    """The screen's own time (animations, CPU turns: frames, so exact) plus reading every
    step at a relaxed pace and a second for each press it asks for: the core of a lesson
    takes at most two minutes in at most twelve steps, and every part promises the minutes
    it takes."""
    app = make_app(scene="title", seed=11, lang="en")
    learner = Learner(app)
    scene = create_tutorial(app, game_id, learner.device, part)
    app.scenes.clear_to(scene)
    guide = scene.tutorial
    plan = plan_of_part(game_id, part)
    frames = sum(play_through(app, guide, learner, plan))
    assert guide.finished
    words = sum(len(app.t(step.say).split()) for step in guide.script.steps)
    presses = sum(len(presses) for presses in plan.values()) + sum(
        step.kind == "read" for step in guide.script.steps
    )
    seconds = frames / 60 + words / READ_WORDS_PER_SECOND + presses * SECONDS_PER_PRESS
    figures = (
        f"{seconds:.0f} s ({frames / 60:.0f} s on screen, {words} words, {presses} presses, "
        f"{guide.count} steps)"
    )
    print(f"{game_id} {part}: {figures}")
    assert guide.script.minutes == math.ceil(seconds / 60), (
        f"promises {guide.script.minutes} min: {figures}"
    )
    if part == CORE:
        assert seconds <= CORE_LIMIT_SECONDS, figures
        assert guide.count <= CORE_STEP_LIMIT, figures
