import pygame

from game.engine.scenes import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, transparent=False, updates_below=False):
        super().__init__()
        self.name, self.log = name, log
        self.transparent = transparent
        self.updates_below = updates_below

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle(self, event):
        self.log.append(f"{self.name}.handle")

    def update(self):
        self.log.append(f"{self.name}.update")

    def draw(self, canvas):
        self.log.append(f"{self.name}.draw")


def test_push_pop_replace_call_the_hooks_in_order():
    log = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.top is a


def test_only_the_top_scene_gets_input_and_updates():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.handle(object())
    stack.update()
    assert log == ["b.handle", "b.update"]


def test_an_updating_overlay_lets_the_scene_below_update():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("fade", log, transparent=True, updates_below=True))
    log.clear()
    stack.update()
    assert log == ["fade.update", "a.update"]


def test_drawing_starts_at_the_topmost_opaque_scene():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.push(Recorder("overlay", log, transparent=True))
    log.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert log == ["b.draw", "overlay.draw"]


def test_clear_to_exits_everything_then_enters_the_new_scene():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.clear_to(Recorder("c", log))
    assert log == ["b.exit", "a.exit", "c.enter"]
    assert len(stack) == 1


def test_remove_takes_a_scene_out_from_below_the_top():
    log = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    for scene in (a, b, c):
        stack.push(scene)
    log.clear()
    stack.remove(b)
    assert log == ["b.exit"]
    assert list(stack) == [a, c]


def test_fade_runs_the_change_at_black_and_removes_itself(make_app):
    from game.engine.transitions import Fade

    app = make_app(scene="title")
    log = []
    below = Recorder("below", log)
    app.scenes.push(below)
    fade = Fade(lambda: app.scenes.replace(Recorder("new", log)), frames=3)
    app.scenes.push(fade)
    for _ in range(10):
        app.scenes.update()
    assert "new.enter" in log and "below.exit" in log
    assert fade not in list(app.scenes)
    assert app.scenes.top.name == "new"


class _App:
    def __init__(self, stack):
        self.scenes = stack


def _run_fade(stack, change):
    from game.engine.transitions import Fade

    fade = Fade(change, frames=2)
    stack.push(fade)
    for _ in range(20):
        if fade not in list(stack):
            return
        stack.update()
    raise AssertionError("the fade never ended")


def test_a_fade_swap_calls_each_hook_once_and_no_pause_or_resume_of_its_own():
    log = []
    stack = SceneStack()
    stack.app = _App(stack)
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    _run_fade(stack, lambda: stack.push(b))  # push with a fade
    assert [e for e in log if not e.endswith(("update", "draw"))] == [
        "a.enter",
        "a.pause",
        "b.enter",
    ]
    log.clear()
    _run_fade(stack, lambda: stack.replace(c))  # replace with a fade
    _run_fade(stack, stack.pop)  # pop with a fade
    hooks = [e for e in log if not e.endswith(("update", "draw"))]
    assert hooks == ["b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.top is a


def test_a_press_as_the_new_screen_fades_in_reaches_it(make_app):
    """Fading out, presses are swallowed (the old screen is going); once the new screen shows
    through, a person who answers it at once is heard."""
    from game.engine.input import Action, InputEvent
    from game.engine.transitions import Fade

    app = make_app(scene="title")
    log = []

    class Listener(Recorder):
        def handle(self, event) -> None:
            log.append(f"{self.name}.{event.action.value}")

    app.scenes.push(Listener("old", log))
    fade = Fade(lambda: app.scenes.replace(Listener("new", log)), frames=4)
    app.scenes.push(fade)
    press = InputEvent("kb_left", Action.DOWN, True)
    app.scenes.handle(press)  # fading out: nobody
    for _ in range(5):
        app.scenes.update()
    assert fade.fading_in and app.scenes.top is fade
    app.scenes.handle(press)
    assert [entry for entry in log if entry.endswith(".down")] == ["new.down"]
