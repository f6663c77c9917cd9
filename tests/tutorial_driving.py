"""Driving a tutorial as a learner would: one device, real presses, step after step."""

from __future__ import annotations

from collections.abc import Callable

from game.shell.tutorial.guide import Guide
from game.shell.tutorial.start import create_tutorial
from tests.driving import button, key, run, run_until

KEYS = {
    "confirm": "space",
    "back": "tab",
    "left": "a",
    "right": "d",
    "up": "w",
    "down": "s",
    "rotate": "q",
    "flip": "f",
    "pause": "esc",
}
BUTTONS = {
    "confirm": "a",
    "back": "b",
    "left": "dpleft",
    "right": "dpright",
    "up": "dpup",
    "down": "dpdown",
    "rotate": "x",
    "flip": "y",
    "pause": "start",
}
STEP_LIMIT = 6000  # frames a step may take to come up (a CPU turn, a round's tally)
MAX_WATCH_PRESSES = 10  # a watch step's planned presses repeat until it ends (a tally)
WAITS = 45  # frames a shown step is left alone: it must not go on by itself


class Learner:
    """A person at the keyboard's left half or at a virtual pad."""

    def __init__(self, app, pads=None) -> None:
        self.app = app
        self.pad = pads() if pads is not None else None
        if self.pad is not None:
            run_until(app, lambda: self.pad.device in app.input.devices())
            self.device = self.pad.device
        else:
            self.device = "kb_left"

    def press(self, action: str) -> None:
        if self.pad is not None:
            button(self.app, self.pad, BUTTONS[action])
        else:
            key(self.app, KEYS[action])


def open_tutorial(app, game_id: str, learner: Learner):
    scene = create_tutorial(app, game_id, learner.device)
    app.scenes.clear_to(scene)
    run(app, 1)
    return scene


def wait_for_step(app, guide: Guide, index: int) -> None:
    """Until step ``index`` is on screen (or already over: a watch step may end at once)."""
    run_until(
        app,
        lambda: guide.finished or guide.index > index or (guide.index == index and guide.shown),
        STEP_LIMIT,
    )


def play_through(
    app,
    guide: Guide,
    learner: Learner,
    plan: dict[int, list[str]],
    on_step: Callable[[int], None] | None = None,
) -> list[int]:
    """Every step in order: a read step gets confirm, an act step the planned presses, a
    watch step nothing. Before pressing, each read or act step is left alone for a while
    and must still be waiting; ``on_step(index)`` then looks at it (reference frames).
    Returns the frames each step took to come up."""
    frames = []
    for index, step in enumerate(guide.script.steps):
        start = app.frame
        wait_for_step(app, guide, index)
        frames.append(app.frame - start)
        if step.kind != "watch":
            assert guide.index == index, f"step {index} ({step.say}) was passed by itself"
        if step.kind == "watch":
            if on_step is not None and guide.index == index:
                on_step(index)
            for _ in range(MAX_WATCH_PRESSES if index in plan else 0):
                if guide.index != index:
                    break
                for action in plan[index]:
                    learner.press(action)
            continue
        run(app, WAITS)
        assert guide.index == index and not guide.finished, f"step {step.say} did not wait"
        if on_step is not None:
            on_step(index)
        for action in plan.get(index, ["confirm"] if step.kind == "read" else []):
            learner.press(action)
        run_until(app, lambda i=index: guide.index > i, STEP_LIMIT)
    return frames


def play_through_to(app, guide: Guide, learner: Learner, plan: dict, index: int) -> None:
    """Play the planned steps before ``index`` (a watch step just waits), then wait for that
    step to come up."""
    steps = guide.script.steps
    for i in range(index):
        wait_for_step(app, guide, i)
        if steps[i].kind != "watch":
            for action in plan.get(i, ["confirm"] if steps[i].kind == "read" else []):
                learner.press(action)
        run_until(app, lambda i=i: guide.index > i, STEP_LIMIT)
    wait_for_step(app, guide, index)


def leave_through_pause(app, learner: Learner, game_id: str) -> None:
    """Pause, choose "leave the lesson" (the last item): back on the game select screen, on
    the game just left, with nothing saved, nothing learned and no device holding a seat."""
    from game.shell import autosave
    from game.shell.game_select import GameSelectScene
    from game.shell.pause import PauseScene

    learner.press("pause")
    assert isinstance(app.scenes.top, PauseScene)
    learner.press("up")  # the list wraps round to its last item
    learner.press("confirm")
    run_until(app, lambda: isinstance(app.scenes.top, GameSelectScene))
    assert app.scenes.top.game.id == game_id  # the cursor waits on the game just left
    run(app, 30)
    autosave.flush()
    assert not autosave.autosave_path().exists()
    assert game_id not in app.people.box.learned
    assert app.input.device_of(0) is None
