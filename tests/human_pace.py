"""A person at human pace: reads for a while, talks, fetches a drink, presses a wrong key,
opens the menu and comes back. Tests drive lessons and matches with it, not only at machine
pace, so a screen that waits for something a timer already passed by is found.

Waiting costs little: the app steps without drawing (one draw after each wait), so a full
minute of game time on every step of every lesson fits in CI. ``SPIELEKISTE_HUMAN_PACE=long``
runs the long sweep (more seeds, longer random waits).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field

from game.shell.pause import PauseScene
from game.shell.tutorial.guide import Guide
from game.shell.tutorial.menus import TutorialDoneScene
from tests.driving import run, run_until
from tests.tutorial_driving import STEP_LIMIT, Learner

SECOND = 60  # frames
MINUTE = 60 * SECOND
SHORT_WAIT = (SECOND // 5, 4 * SECOND)  # 0.2 s to 4 s: finding the next button
LONG_WAIT_ODDS = 0.15  # now and then someone talks, reads twice or fetches a drink
LONG_SWEEP = os.environ.get("SPIELEKISTE_HUMAN_PACE") == "long"
SLIP_ODDS = 0.35 if not LONG_SWEEP else 0.6
# Keys a learner presses by mistake, where the step has no use for them; a game may narrow
# them (none does: a Fits lesson leaves its piece as it is after a turn its step has no use
# for, so the plan's fixed presses still work).
SLIPS: dict[str, tuple[str, ...]] = {}
DEFAULT_SLIPS = ("back", "flip", "rotate")


@dataclass
class Pace:
    """What one run at human pace did: the figures a sweep prints."""

    frames: int = 0
    presses: int = 0
    slips: int = 0
    long_waits: int = 0
    stuck: list[str] = field(default_factory=list)
    unanswered: list[str] = field(default_factory=list)  # presses that changed nothing silently
    rescues: int = 0  # times random presses got nowhere and reading the screen helped

    @property
    def minutes(self) -> float:
        return self.frames / MINUTE


class Person:
    """One learner's hands (a keyboard half or a pad) and their pace, from a seed."""

    def __init__(self, app, learner: Learner, seed: int) -> None:
        self.app = app
        self.learner = learner
        self.rng = random.Random(f"human-pace:{seed}")
        self.pace = Pace()
        self.sounds: list[str] = []
        play = app.audio.play

        def heard(name: str, volume: float = 1.0) -> None:
            self.sounds.append(name)
            play(name, volume)

        app.audio.play = heard

    def wait(self, frames: int) -> None:
        """Leave the screen alone for ``frames`` (stepped without drawing), then look."""
        for _ in range(frames):
            self.app.step()
        self.app.draw()
        self.pace.frames += frames

    def think(self, long_odds: float = LONG_WAIT_ODDS) -> None:
        """The pause before a press: short mostly, now and then up to a minute."""
        if self.rng.random() < (0.5 if LONG_SWEEP else long_odds):
            self.pace.long_waits += 1
            self.wait(self.rng.randint(10 * SECOND, MINUTE))
        else:
            self.wait(self.rng.randint(*SHORT_WAIT))

    def press(self, action: str) -> None:
        self.learner.press(action)
        self.pace.presses += 1
        self.pace.frames += 3  # the press's own frames (held one, settled two)

    def answered(self, press) -> bool:
        """Did ``press()`` get an answer? A press that does something sounds (a move, a
        focus change); one that is refused sounds its refusal: silence means ignored."""
        before = len(self.sounds)
        press()
        return len(self.sounds) > before

    def visit_pause(self) -> None:
        """Open the menu, look at it for a while, and come back with pause again."""
        self.press("pause")
        assert isinstance(self.app.scenes.top, PauseScene), "pause opened no menu"
        self.wait(self.rng.randint(SECOND, 10 * SECOND))
        self.press("pause")
        assert not isinstance(self.app.scenes.top, PauseScene), "pause did not close the menu"


def play_lesson(
    app,
    guide: Guide,
    person: Person,
    plan: dict[int, list[str]],
    game_id: str,
    start: int = 0,
    stop: int | None = None,
) -> Pace:
    """Every step as a person takes it: a full minute on every step the learner ends (it must
    still be there after it), slips and visits to the menu on the way, then the planned
    presses with a pause before each. Returns the run's figures; a step that never comes up
    or never ends is recorded as stuck. ``start`` and ``stop`` play a stretch of the steps
    (``stop``: up to that step, shown and left alone)."""
    pace = person.pace
    slips = SLIPS.get(game_id, DEFAULT_SLIPS)
    steps = guide.script.steps
    for index, step in list(enumerate(steps))[start : None if stop is None else stop + 1]:
        try:
            run_until(
                app,
                lambda i=index: guide.finished or guide.index > i or guide.shown,
                STEP_LIMIT,
            )
        except AssertionError:
            pace.stuck.append(f"step {index} ({step.say}) never came up")
            return pace
        if guide.index != index:
            continue  # a watch step over at once
        if index == stop:
            return pace
        presses = plan.get(index, ["confirm"] if step.kind == "read" else [])
        if step.kind == "watch":
            for _ in range(10 if presses else 0):  # a tally's presses, until it ends
                if guide.index != index:
                    break
                for action in presses:
                    person.think()
                    person.press(action)
            _until_next(app, guide, index, step, pace)
            if pace.stuck:
                return pace
            continue
        person.wait(MINUTE)  # reading, talking, fetching a drink
        if guide.index != index or guide.finished:
            pace.stuck.append(f"step {index} ({step.say}) passed by itself")
            return pace
        if person.rng.random() < SLIP_ODDS:
            unused = [s for s in slips if s not in presses]
            if unused:
                slip = person.rng.choice(unused)
                pace.slips += 1
                if not person.answered(lambda s=slip: person.press(s)):
                    pace.unanswered.append(f"step {index} ({step.say}): {slip}")
                person.think()
        if person.rng.random() < SLIP_ODDS / 2:
            person.visit_pause()
        for action in presses:
            person.think()
            person.press(action)
        _until_next(app, guide, index, step, pace)
        if pace.stuck:
            return pace
    if stop is not None:
        return pace
    run(app, 30)
    if not isinstance(app.scenes.top, TutorialDoneScene):
        pace.stuck.append(f"the lesson ended on {type(app.scenes.top).__name__}")
    return pace


def _until_next(app, guide: Guide, index: int, step, pace: Pace) -> None:
    try:
        run_until(app, lambda: guide.index > index, STEP_LIMIT)
    except AssertionError:
        wrong = guide.wrong[0] if guide.wrong else None
        pace.stuck.append(f"step {index} ({step.say}) did not end (explained: {wrong})")


# ----- a match from the title's Quick Play ---------------------------------------------------
# What a person who half knows the game presses on their turn: mostly confirm and the
# directions, now and then back, turn, flip (a shout) or a look at the menu.
MATCH_PRESSES = (
    ("confirm", 6),
    ("left", 2),
    ("right", 2),
    ("up", 2),
    ("down", 2),
    ("back", 1),
    ("rotate", 1),
    ("flip", 1),
)
MATCH_LIMIT = (240 if LONG_SWEEP else 90) * MINUTE  # game time a match may take at this pace
MATCH_LONG_WAIT_ODDS = 0.03  # in a match the game keeps people busy: fewer long pauses
STILL_LIMIT = 8 * MINUTE  # game time the match may show no change at all under presses


def match_signature(scene) -> str:
    """What the rules hold now: it changes whenever anybody's move lands."""
    import json

    return json.dumps(scene.save_state(), sort_keys=True, default=str)


def play_match(app, person: Person, is_over) -> Pace:
    """Press like a person until ``is_over()``: a stuck match (no rules change for
    ``STILL_LIMIT`` of game time however the seated device presses) is recorded."""
    pace = person.pace
    actions = [a for a, weight in MATCH_PRESSES for _ in range(weight)]
    scene = app.scenes.top
    last, since = match_signature(scene), pace.frames
    while not is_over():
        if pace.frames > MATCH_LIMIT:
            pace.stuck.append(f"the match took over {MATCH_LIMIT // MINUTE} minutes")
            return pace
        person.think(MATCH_LONG_WAIT_ODDS)
        if is_over():
            break
        if person.rng.random() < 0.02:
            person.visit_pause()
            continue
        if app.scenes.top is not scene:  # an overlay the match put up: confirm goes on
            person.press("confirm")
            continue
        action = person.rng.choice(actions)
        heard = len(person.sounds)
        person.press(action)
        if "ui_back" in person.sounds[heard:] and person.rng.random() < 0.7:
            person.wait(person.rng.randint(10, 40))  # asked to press again to be sure: yes
            person.press(action)
        now = match_signature(scene)
        if now != last:
            last, since = now, pace.frames
        elif pace.frames - since > STILL_LIMIT:
            # Long lost: the person reads the screen and tries what it offers, one way
            # after another. A screen none of them moves on is stuck.
            if not rescue(app, person, scene, last):
                pace.stuck.append(f"no press moves the match on ({STILL_LIMIT // MINUTE} min)")
                return pace
            pace.rescues += 1
            last, since = match_signature(scene), pace.frames
    return pace


# Ways a person tries when random pressing got them nowhere: the confirm, the other buttons,
# a move then confirm, back twice (a question asked again).
RESCUES = (
    ("confirm",),
    ("flip",),
    ("down", "confirm"),
    ("up", "confirm"),
    ("right", "confirm"),
    ("left", "confirm"),
    ("back",),
    ("back", "back"),
    ("rotate", "confirm"),
)


def rescue(app, person: Person, scene, before: str) -> bool:
    """Try each way in turn, each from where the last left off; True once a move lands."""
    for presses in RESCUES:
        for action in presses:
            person.press(action)
            person.wait(SECOND // 2)
        person.wait(5 * SECOND)
        if app.scenes.top is not scene or match_signature(scene) != before:
            return True
    return False
