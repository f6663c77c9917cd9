from game.engine.loop import MAX_STEPS_PER_PASS, STEP_HZ, STEP_SECONDS, FixedStepLoop, FrameLimiter


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_counts_whole_steps_and_keeps_the_remainder():
    clock = FakeClock()
    loop = FixedStepLoop(clock)
    assert loop.steps_due() == 0  # first call only starts the clock
    clock.now += STEP_SECONDS * 2.5
    assert loop.steps_due() == 2
    clock.now += STEP_SECONDS * 0.6  # 0.5 left over + 0.6 = one more step
    assert loop.steps_due() == 1
    assert loop.frames == 3


def test_one_second_is_exactly_sixty_steps_in_small_slices():
    clock = FakeClock()
    loop = FixedStepLoop(clock)
    loop.steps_due()
    total = 0
    for _ in range(1000):
        clock.now += 0.001
        total += loop.steps_due()
    assert total == 60


def test_backlog_is_clamped_and_dropped():
    clock = FakeClock()
    loop = FixedStepLoop(clock)
    loop.steps_due()
    clock.now += 2.0  # a two-second stall
    assert loop.steps_due() == MAX_STEPS_PER_PASS
    assert loop.dropped_steps == 120 - MAX_STEPS_PER_PASS
    clock.now += STEP_SECONDS
    assert loop.steps_due() == 1  # no catching up afterwards


def test_clock_going_backwards_runs_nothing():
    clock = FakeClock()
    loop = FixedStepLoop(clock)
    loop.steps_due()
    clock.now -= 1.0
    assert loop.steps_due() == 0


def test_run_draws_once_per_pass_and_stops():
    clock = FakeClock()
    loop = FixedStepLoop(clock)
    log = []
    passes = iter(range(10))

    def limit():
        clock.now += STEP_SECONDS * 2
        next(passes, None)

    def update():
        log.append("u")

    def draw():
        log.append("d")

    loop.run(update, draw, limit, lambda: log.count("d") < 4)
    # the first pass has no elapsed time yet; each later one runs two steps before its draw
    assert "".join(log) == "duuduuduud"


class SleepyClock(FakeClock):
    """Time passes when slept and a little at every look (so a spin ends)."""

    TICK = 0.0001

    def __init__(self) -> None:
        super().__init__()
        self.sleeps: list[float] = []
        self.looks = 0

    def __call__(self) -> float:
        self.looks += 1
        self.now += self.TICK
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


def test_the_limiter_sleeps_most_of_a_frame_and_spins_only_the_end():
    clock = SleepyClock()
    limiter = FrameLimiter(clock, clock.sleep, spin_seconds=0.001)
    start = clock.now
    slept = limiter.wait(STEP_HZ)
    assert abs(slept - (STEP_SECONDS - 0.001)) < 0.001
    assert clock.now >= start + STEP_SECONDS  # never early
    assert clock.looks < 30  # the spin is short: no busy-wait over the whole frame


def test_the_limiter_keeps_a_steady_period_after_a_slow_pass():
    clock = SleepyClock()
    limiter = FrameLimiter(clock, clock.sleep, spin_seconds=0.0)
    limiter.wait(STEP_HZ)
    first_deadline = clock.now
    clock.now += STEP_SECONDS * 0.75  # a slow draw
    limiter.wait(STEP_HZ)
    assert abs(clock.now - (first_deadline + STEP_SECONDS)) < 0.001  # only the rest is waited


def test_the_limiter_does_not_race_to_catch_up_after_a_stall():
    clock = SleepyClock()
    limiter = FrameLimiter(clock, clock.sleep, spin_seconds=0.0)
    limiter.wait(STEP_HZ)
    clock.now += 1.0  # a window drag
    before = clock.now
    limiter.wait(STEP_HZ)
    assert clock.now - before >= STEP_SECONDS * 0.9  # a whole frame again, not a burst
    clock.sleeps.clear()
    clock.now += STEP_SECONDS * 2  # two frames late
    limiter.wait(STEP_HZ)
    assert clock.sleeps  # it waits again instead of running passes back to back


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, float]] = []

    def wait(self, fps: float) -> None:
        self.calls.append(("sleep", fps))

    def tick(self, fps: float) -> None:
        self.calls.append(("tick", fps))

    def tick_busy_loop(self, fps: float) -> None:
        self.calls.append(("busy", fps))


def test_the_app_never_busy_waits(make_app, monkeypatch):
    from game import app as app_module

    app = make_app()
    recorder = Recorder()
    app.limiter = recorder
    app.clock = recorder
    monkeypatch.setattr(type(app.display), "vsync_active", property(lambda _self: False))
    app._limit()
    assert recorder.calls == [("sleep", STEP_HZ)]  # no vsync: sleep to the next frame
    monkeypatch.setattr(type(app.phones), "running", property(lambda _self: True))
    app._limit()
    assert recorder.calls[-1] == ("tick", STEP_HZ)  # phones: Clock.tick as before
    monkeypatch.setattr(type(app.display), "vsync_active", property(lambda _self: True))
    app._limit()
    assert recorder.calls[-1] == ("sleep", app_module.VSYNC_CAP_FPS)  # vsync paces; a cap
    assert all(kind != "busy" for kind, _ in recorder.calls)
