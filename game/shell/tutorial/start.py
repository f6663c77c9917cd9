"""Starting, ending and remembering tutorials, and offering one the first time.

Each game's tutorial lives in ``game.<id>.screen.tutorial`` as ``script() -> Script``; the
kit starts it like a match (fade, the learner's device on seat 0), never autosaves it, and
ends it in a small menu (``menus``): play the game for real, or back to the games. Finishing
one, and the offer on first choosing a game (made once), are remembered for whoever plays:
the person the device last picked in "Who are you?", else the box (``PeopleStore.player``).
"""

from __future__ import annotations

import importlib

from game import catalog
from game.engine.input.bindings import KEYBOARD_LEFT
from game.shell import flow
from game.shell.tutorial.guide import Guide
from game.shell.tutorial.steps import CORE, MORE, Script


def has_tutorial(game_id: str) -> bool:
    info = catalog.game_by_id(game_id)
    return info.playable and info.tutorial


def script_of(game_id: str, part: str = CORE) -> Script:
    module = importlib.import_module(f"{catalog.game_by_id(game_id).scene_module}.tutorial")
    script = module.script()
    if part == MORE and script.more is not None:
        return script.more()
    return script


def create_tutorial(app, game_id: str, device: str | None = None, part: str = CORE, then=None):
    """The tutorial's match scene with its guide, the learner's device on seat 0; ``then``:
    what its Play goes on to (the way the lesson was offered on, e.g. Quick Play's match)."""
    script = script_of(game_id, part)
    app.seat_people = {}  # a lesson's seats are nobody's (not the last evening's people)
    scene = script.create_scene()
    scene.tutorial = Guide(script, ended=lambda scene: finish_tutorial(app, game_id, script, then))
    app.input.unbind_all()
    app.input.bind(device or KEYBOARD_LEFT, 0)
    return scene


def start_tutorial(
    app, game_id: str, device: str | None = None, part: str = CORE, then=None
) -> None:
    """Leave whatever runs (a paused match stays in its autosave) for the tutorial."""

    def change() -> None:
        app.scenes.clear_to(create_tutorial(app, game_id, device, part, then))

    app.audio.music("music_game")
    flow.fade_to(app, change)


def finish_tutorial(app, game_id: str, script: Script | None = None, then=None) -> None:
    app.people.remember(app.input.device_of(0), "learned", game_id)  # the learner's seat
    app.audio.play("win")
    flow.go(app, "tutorial_done", game_id, script, then)


def should_offer(app, game_id: str, device: str | None = None) -> bool:
    """The first time a game is chosen by someone who never played or learned it, nor was
    offered it: ``device``'s person, else the box."""
    player = app.people.player(device)
    return (
        has_tutorial(game_id)
        and game_id not in player.offered
        and game_id not in player.learned
        and not player.played(game_id)
    )
