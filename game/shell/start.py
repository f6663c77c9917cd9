"""The first scenes on the stack: the title, or what ``--scene`` asks for (tests, screenshots)."""

from __future__ import annotations

from game import catalog
from game.cli import RunConfig
from game.core.seats import Seat, SeatKind
from game.core.setup import MatchResult, MatchSetup
from game.engine.input.bindings import KEYBOARD_LEFT, KEYBOARD_RIGHT


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
    from game.shell.title import TitleScene

    name = config.scene or "title"
    app.scenes.push(TitleScene())
    if name == "title":
        return
    if name == "select":
        from game.shell.game_select import GameSelectScene

        app.scenes.replace(GameSelectScene())
    elif name in ("lobby", "options"):
        _lobby(app, config, with_options=name == "options")
    elif name == "settings":
        from game.shell.settings_screen import SettingsScene

        app.scenes.push(SettingsScene())
    elif name == "controls":
        from game.shell.controls import ControlsScene

        app.scenes.push(ControlsScene())
    elif name == "howto":
        from game.shell.howto import HowToScene

        app.scenes.push(HowToScene(_game(config)))
    elif name == "pause":
        from game.shell.pause import PauseScene

        match = _start_game(app, config, _game(config))
        app.scenes.push(PauseScene(match))
    elif name == "results":
        from game.shell.results import ResultsScene

        info = _game(config, fallback_playable=False)
        seats = seats_from_flags(config.seats, info)
        totals = tuple(app.rng.randrange(40) for _ in seats)
        result = MatchResult(MatchSetup(info.id, seats), totals, info.lowest_wins)
        app.scenes.replace(ResultsScene(result))
    else:
        _start_game(app, config, catalog.game_by_id(name))


def _lobby(app, config: RunConfig, with_options: bool) -> None:
    from game.shell.lobby import LobbyScene

    info = _game(config)
    lobby = app.scenes.replace(LobbyScene(info))
    devices = iter((KEYBOARD_LEFT, KEYBOARD_RIGHT))
    for flag in config.seats[: info.max_seats]:
        if flag == "human":
            device = next(devices, None)
            if device is not None:
                lobby.join(device)
        else:
            free = [i for i, s in enumerate(lobby.slots) if s is None]
            lobby.add_cpu(free[0], flag.split("-")[1] if "-" in flag else "normal")
    if with_options:
        lobby.start()


def _start_game(app, config: RunConfig, info: catalog.GameInfo):
    from game.shell.flow import create_match_scene

    if not info.playable:
        raise SystemExit(f"spielekiste: {info.title} cannot be started yet")
    seats = seats_from_flags(config.seats, info)
    humans = [s.index for s in seats if not s.is_cpu]
    for device, seat in zip((KEYBOARD_LEFT, KEYBOARD_RIGHT), humans):
        app.input.bind(device, seat)
    seed = config.seed if config.seed is not None else app.rng.randrange(1 << 31)
    setup = MatchSetup(info.id, seats, info.default_options(), seed)
    return app.scenes.replace(create_match_scene(setup))
