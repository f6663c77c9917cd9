from game.engine.loop import MAX_STEPS_PER_PASS, STEP_SECONDS, FixedStepLoop


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
