"""Watch-together starts: before a game night's match, when anyone seated is new to the game,
the game explains itself in under 45 seconds on its real board, one idea a beat.

A start is a lesson script whose steps are all beats (``Step.lasts``: each ends by itself) over
a demo of the game: its own match scene with planned dice, every seat a demo player whose
moves the script plans. Nobody's presses reach the demo. Each seated person's confirm says
"we know it"; when everyone seated has pressed, the real match starts at once, as it does
after the last beat. Learn stays for those who want a lesson of their own.

Each game's start lives in ``game.<id>.screen.intro`` as ``script() -> Script``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from game import catalog
from game.core.setup import MatchSetup
from game.engine.input import Action, InputEvent
from game.shell import flow
from game.shell.people.store import PERSON_KEY
from game.shell.tutorial.guide import Guide
from game.shell.tutorial.steps import Script

LIMIT_FRAMES = 45 * 60  # a start never runs longer (a test holds every game's to it)
READING = 2.5  # words a second, read aloud together …
SETTLE = 60  # … and a second to find one's bearings on each beat
NUDGE_FRAMES = 24  # a press that does nothing here makes the skip line blink this long


def beat_frames(words: str) -> int:
    """How long a beat stays: its words at a reader's pace, and a second more."""
    return round(len(words.split()) / READING * 60) + SETTLE


class IntroGuide(Guide):
    """Runs a start's beats over its demo; ``voters`` are the devices of the people seated for
    the coming match, ``then`` starts it."""

    watch_together = True

    def __init__(self, script: Script, voters: tuple[str, ...], then: Callable[[], None]) -> None:
        super().__init__(script)
        self.voters = voters
        self.ready: list[str] = []  # devices whose person pressed: "we know it"
        self.then = then
        self.skipped = False
        self.nudge = 0

    def present(self, scene: Any) -> list[str]:
        """The voters still in the room: a pad pulled out has no say (nobody waits on it)."""
        return [d for d in self.voters if scene.app.input.is_connected(d)]

    def update(self, scene: Any) -> None:
        super().update(scene)
        self.nudge = max(0, self.nudge - 1)
        if self.frame >= LIMIT_FRAMES and not self.finished:
            self.finished = True  # whatever the demo does, the match starts in time

    def handle(self, scene: Any, event: InputEvent) -> InputEvent | None:
        """Every press stays here. A voter's confirm counts once towards skipping; any
        other press gets a soft answer and the skip line blinks."""
        if not event.pressed or event.repeat:
            return None
        present = self.present(scene)
        if event.action is Action.CONFIRM and event.device in present:
            if event.device not in self.ready:
                self.ready.append(event.device)
                scene.app.audio.play("ui_confirm")
                if all(d in self.ready for d in present):
                    self.skipped = self.finished = True
            else:
                scene.app.audio.play("ui_tick")  # counted already
            return None
        self.nudge = NUDGE_FRAMES
        scene.app.audio.play("ui_error")
        return None

    def allows(self, scene: Any, action: object) -> bool:
        return False  # the demo's moves are the script's; nobody plays in a start

    def end(self, scene: Any) -> None:
        self.then()


# ----- who is new, and starting --------------------------------------------------------------
def has_intro(game_id: str) -> bool:
    info = catalog.game_by_id(game_id)
    return info.playable and info.intro


def script_of(game_id: str) -> Script:
    module = importlib.import_module(f"{catalog.game_by_id(game_id).scene_module}.intro")
    return module.script()


def newcomers(app, setup: MatchSetup) -> list[int]:
    """Human seats whose person never played nor learned the game (a guest is new)."""
    new = []
    for seat in setup.seats:
        if seat.is_cpu:
            continue
        values = setup.seat_options[seat.index] if seat.index < len(setup.seat_options) else {}
        person = app.people.get(values.get(PERSON_KEY))
        known = person is not None and (
            person.played(setup.game_id) or setup.game_id in person.learned
        )
        if not known:
            new.append(seat.index)
    return new


def create_intro(app, game_id: str, voters: tuple[str, ...], then: Callable[[], None]):
    """The start's demo scene with its guide."""
    script = script_of(game_id)
    scene = script.create_scene()
    scene.tutorial = IntroGuide(script, voters, then)
    # A demo, not a match: pause has nothing of anyone's to stop (the key answers like any
    # other), and phones keep the pad their menus use.
    scene.is_match = False
    return scene


def start_with_intro(app, setup: MatchSetup, start: Callable[[], None]) -> bool:
    """Show the game's start before ``start`` (the match) when anyone seated is new to it;
    False when nobody is (``start`` was not called: the caller starts the match)."""
    if not has_intro(setup.game_id) or not newcomers(app, setup):
        return False
    voters = tuple(
        device
        for seat in setup.seats
        if not seat.is_cpu and (device := app.input.device_of(seat.index)) is not None
    )

    def change() -> None:
        app.seat_people = {}  # the demo's players are nobody's
        app.scenes.clear_to(create_intro(app, setup.game_id, voters, start))

    app.audio.music("music_game")
    flow.fade_to(app, change)
    return True
