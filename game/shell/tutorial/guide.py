"""``Guide``: runs a tutorial's steps over its match scene.

The match scene owns a guide while it is a tutorial (``scene.tutorial``) and consults it:
every input event passes ``handle`` first (a read step takes confirm; any device that holds
no seat acts for the learner, so friends can take turns on one lesson), and every rules
move a human makes passes ``allows`` (the gate: a move the step does not want is refused,
the rules never see it, and the panel explains what it would have done). ``update`` runs
once a frame after the match: it shows a step when the screen is ready for it and ends a
watch step when its condition holds.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from game.engine.input import Action, InputEvent
from game.shell.tutorial.steps import Script, Step

WRONG_FRAMES = 360  # an explanation stays this long, or until the next move
# A step that comes up while its learner is pressing away between steps (a press this soon
# before it, to hurry an animation) takes no press in its first moment: that one was meant
# for what was there before. It neither reads the step away nor makes its move; it is
# answered.
FRESH_FRAMES = 30
MASHING_FRAMES = 30
DEFAULT_WHY = "tutorial.not_now"
WATCH_WHY = "tutorial.watch"
READ_WHY = "tutorial.read_first"


class Guide:
    watch_together = False  # a game night's start (``intro.IntroGuide``): beats, no learner

    def __init__(
        self,
        script: Script,
        learner_seat: int = 0,
        ended: Callable[[Any], None] | None = None,
    ) -> None:
        self.script = script
        self.ended = ended
        self.learner_seat = learner_seat
        self.index = 0
        self.shown = False  # the current step's text is on screen
        self.shown_at = 0  # guide frame it came up (the panel slides in from there)
        self.frame = 0
        self.wrong: tuple[str, dict] | None = None  # (i18n key, values) of the explanation
        self.wrong_left = 0
        self.wrong_count = 0  # moves explained so far (tests, the end screen)
        self.device: str | None = None  # the device that pressed last: its glyphs are shown
        self.pressed_at = -MASHING_FRAMES - 1  # the learner's last press between steps
        self.hurried = False  # the step on screen came up while the learner was pressing
        self.finished = False

    # ----- where we are ------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        steps = self.script.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def waiting(self) -> bool:
        """A step is up that only the learner can end (read or act): anything a game would
        do by itself on a timer waits for them too."""
        step = self.step
        return self.shown and step is not None and step.kind != "watch"

    @property
    def count(self) -> int:
        return len(self.script.steps)

    def _advance(self) -> None:
        self.index += 1
        self.shown = False
        self.wrong = None
        self.wrong_left = 0
        if self.index >= self.count:
            self.finished = True

    # ----- the frame ---------------------------------------------------------------------------
    def update(self, scene: Any) -> None:
        self.frame += 1
        if self.wrong_left:
            self.wrong_left -= 1
            if not self.wrong_left:
                self.wrong = None
        step = self.step
        if step is None:
            return
        self._show_when_ready(scene)
        if self.shown and step.kind == "watch" and step.until(scene):
            self._advance()
        elif self.shown and step.lasts and self.frame - self.shown_at >= step.lasts:
            self._advance()  # a beat has been up its time
            self._show_when_ready(scene)

    def end(self, scene: Any) -> None:
        """The last step is done: what the kit that started it does next (a lesson: its
        menu, remembered as learned)."""
        if self.ended is not None:
            self.ended(scene)

    def _show_when_ready(self, scene: Any) -> None:
        step = self.step
        if step is None or self.shown:
            return
        if step.ready is not None:
            ready = step.ready(scene)
        elif step.kind == "act":
            ready = scene.takes_moves()
        else:
            ready = not scene.timeline.busy
        if ready:
            self.shown = True
            self.shown_at = self.frame
            self.hurried = self.frame - self.pressed_at <= MASHING_FRAMES
            scene.app.audio.play("ui_tick")

    # ----- input -------------------------------------------------------------------------------
    def handle(self, scene: Any, event: InputEvent) -> InputEvent | None:
        """The event as the match should see it, or None when the tutorial took it."""
        if event.pressed:
            self.device = event.device
        # A lesson has one learner: any free device in the room plays for them (the other
        # keyboard half, a pad picked up), except a spectator's or a shout that joins the bench.
        if event.seat is None and not self._watching(scene, event):
            event = dataclasses.replace(event, seat=self.learner_seat)
        step = self.step
        fresh = event.pressed and not event.repeat
        if fresh and event.seat == self.learner_seat and step is not None:
            if not self.shown:
                self.pressed_at = self.frame  # pressing on while the next step is awaited
            elif self.hurried and self.just_shown() and step.kind != "watch":
                scene.app.audio.play("ui_error")  # pressed for what came before: again
                return None
        reading = step is not None and self.shown and step.kind == "read"
        if reading and event.seat == self.learner_seat:
            if fresh and event.action is Action.CONFIRM:
                scene.app.audio.play("ui_confirm")
                self._advance()
                # Steps about the same moment follow at once: the match never runs a frame
                # between them, so no timer can pass by what the next one waits for.
                self._show_when_ready(scene)
            elif fresh:  # a slip while reading changes nothing, and says what goes on
                values = step.values(scene) if step.values is not None else {}
                self.explain(scene, READ_WHY, values)
            return None
        return event

    def _watching(self, scene: Any, event: InputEvent) -> bool:
        """On the bench, or a newcomer's shout in a game with a bench: that person joins it."""
        if scene.app.input.is_spectator(event.device):
            return True
        shout = scene.uses_spectators and event.action is Action.FLIP
        return shout and event.participant is None

    def allows(self, scene: Any, action: object) -> bool:
        """The gate for a human's rules move: True lets it through to the rules."""
        step = self.step
        if step is None:
            return True  # the lesson is over: the match plays on as it is
        if step.kind == "act" and self.shown and step.expect(action):
            self._advance()
            return True
        values = step.values(scene) if step.values is not None else {}
        if step.kind != "act":
            self.explain(scene, WATCH_WHY if step.kind == "watch" else READ_WHY, values)
            return False
        reason = step.why(scene, action) if step.why is not None else None
        if isinstance(reason, tuple):  # (key, values of its own)
            key, values = reason[0], {**values, **reason[1]}
        else:
            key = reason or DEFAULT_WHY
        self.explain(scene, key, values)
        return False

    def just_shown(self) -> bool:
        """The step came up a moment ago: a press now was meant for what came before."""
        return self.frame - self.shown_at < FRESH_FRAMES

    def dismiss(self) -> None:
        """Put the explanation away (the learner is trying again)."""
        self.wrong = None
        self.wrong_left = 0

    def explain(self, scene: Any, key: str, values: dict | None = None) -> None:
        """Show why a move was not taken (the step stays, so the learner tries again)."""
        self.wrong = (key, values or {})
        self.wrong_left = WRONG_FRAMES
        self.wrong_count += 1
        scene.app.audio.play("ui_error")
