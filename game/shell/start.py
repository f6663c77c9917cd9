"""The first scenes on the stack: the title, or what ``--scene`` asks for (tests, screenshots)."""

from __future__ import annotations

from string import Formatter

from game import catalog
from game.core.seats import Seat, SeatKind
from game.core.setup import Award, Line, MatchResult, MatchSetup
from game.engine.i18n import PLURAL
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT
from game.run_config import RunConfig
from game.shell.evening.example import example_evening
from game.shell.flow import create_match_scene, go
from game.shell.people.example import example_people
from game.shell.tutorial.start import create_tutorial

EXAMPLE_SEATS = ["human", "cpu-easy", "cpu-normal", "cpu-hard"]  # --scene results/options
EXAMPLE_TOTAL = 40  # example totals are drawn below this


def seats_from_flags(flags: list[str], info: catalog.GameInfo) -> tuple[Seat, ...]:
    if not flags:
        flags = ["cpu"] * max(info.min_seats, min(2, info.max_seats))
    seats = []
    for i, flag in enumerate(flags[: info.max_seats]):
        if flag == "human":
            seats.append(Seat(i, SeatKind.HUMAN))
        else:
            level = flag.split("-")[1] if "-" in flag else "normal"
            seats.append(Seat(i, SeatKind.CPU, level))
    return tuple(seats)


def _game(config: RunConfig, fallback_playable: bool = True) -> catalog.GameInfo:
    if config.game:
        return catalog.game_by_id(config.game)
    playable = catalog.playable_games()
    return playable[0] if playable and fallback_playable else catalog.GAMES[0]


def push_initial_scenes(app, config: RunConfig) -> None:
    name = config.scene or "title"
    go(app, "title")
    if config.replay is not None:
        _watch(app, config)
        return
    if name == "title":
        return
    if name == "select":
        go(app, "select", how="replace")
    elif name in ("lobby", "options"):
        _lobby(app, config, with_options=name == "options")
    elif name in ("settings", "dice", "controls", "replays"):
        go(app, name)
    elif name == "howto":
        go(app, "howto", _game(config))
    elif name == "pause":
        match = _start_game(app, config, _game(config))
        go(app, "pause", match)
    elif name == "tutorial":
        app.scenes.replace(create_tutorial(app, _game(config).id))
    elif name in ("evening", "people"):
        _example_people_scene(app, name)
    elif name == "results":
        info = _game(config, fallback_playable=False)
        seats = seats_from_flags(config.seats or _example_flags(info), info)
        go(app, "results", example_result(app, info, seats), how="replace")
    else:
        _start_game(app, config, catalog.game_by_id(name))


def _watch(app, config: RunConfig) -> None:
    """``--replay FILE``: the replay (checked by the flags already), then the title."""
    from game.shell.replay.log import ReplayError, read

    try:
        replay = read(config.replay, {info.id for info in catalog.playable_games()})
    except ReplayError as err:  # changed on the disk since the flags were read
        app.toast(str(err))
        return
    go(app, "replay", replay)


def _example_people_scene(app, name: str) -> None:
    """A seeded example evening's table, or an example person's stats (kept in memory)."""
    if name == "evening":
        app.people, evening = example_evening()
        go(app, "evening_table", evening, how="replace")
    else:
        app.people = example_people()
        go(app, "people", how="replace")


def _example_flags(info: catalog.GameInfo) -> list[str]:
    """A human and CPUs of every level, as many as the game seats (at least its minimum)."""
    count = max(info.min_seats, min(len(EXAMPLE_SEATS), info.max_seats))
    return (EXAMPLE_SEATS * 2)[:count]


def _placeholders(text: str) -> list[str]:
    # A counted noun ({n|one|other}) names a value the text also writes as {n}.
    return [name for _, name, _, _ in Formatter().parse(PLURAL.sub("", text)) if name]


def example_result(app, info: catalog.GameInfo, seats: tuple[Seat, ...]) -> MatchResult:
    """A filled results screen to look at: the game's own award, stat and column texts
    (every key its strings define) with made-up numbers."""
    strings = app.t._reference
    prefix = f"{info.id}."
    keys = sorted(k for k in strings if k.startswith(prefix))
    rng = app.rng
    awards = tuple(
        Award(k, str(rng.randrange(1, 20)), seat=rng.randrange(len(seats)))
        for k in keys
        if ".award." in k
    )
    stats = tuple(
        Line(
            k,
            {
                name: rng.randrange(len(seats)) if name == "seat" else rng.randrange(1, 30)
                for name in _placeholders(strings[k])
            },
        )
        for k in keys
        if ".stat." in k
    )
    columns = tuple((k, tuple(rng.randrange(10) for _ in seats)) for k in keys if ".col." in k)[:2]
    totals = tuple(rng.randrange(EXAMPLE_TOTAL) for _ in seats)
    setup = MatchSetup(info.id, seats, info.default_options())
    return MatchResult(
        setup, totals, info.lowest_wins, awards=awards[:4], stats=stats[:3], columns=columns
    )


def _lobby(app, config: RunConfig, with_options: bool) -> None:
    info = _game(config)
    lobby = go(app, "lobby", info, how="replace")
    devices = iter((KEYBOARD_LEFT, KEYBOARD_RIGHT))
    flags = config.seats or (_example_flags(info) if with_options else [])
    for flag in flags[: info.max_seats]:
        if flag == "human":
            device = next(devices, None)
            if device is not None:
                lobby.join(device)
        else:
            lobby.add_cpu(level=flag.split("-")[1] if "-" in flag else "normal")
    if with_options:
        lobby.start()


def _start_game(app, config: RunConfig, info: catalog.GameInfo):
    if not info.playable:
        raise SystemExit(f"spielekiste: {info.title} cannot be started yet")
    seats = seats_from_flags(config.seats, info)
    humans = [s.index for s in seats if not s.is_cpu]
    for device, seat in zip((KEYBOARD_LEFT, KEYBOARD_RIGHT), humans):
        app.input.bind(device, seat)
    seed = config.seed if config.seed is not None else app.rng.randrange(1 << 31)
    setup = MatchSetup(info.id, seats, info.default_options(), seed)
    return app.scenes.replace(create_match_scene(setup))
