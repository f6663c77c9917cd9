"""Command-line flags. A bad flag or value prints a clear usage error and exits with 2."""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence
from pathlib import Path

from game import __version__
from game.run_config import RunConfig

SHELL_SCENES = (
    "title",
    "select",
    "lobby",
    "options",
    "settings",
    "controls",
    "howto",
    "pause",
    "results",
    "tutorial",
    "evening",
    "people",
    "dice",
    "replays",
)


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number <= 0:
        raise argparse.ArgumentTypeError(f"{value!r} must be greater than 0")
    return number


def _seed(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None


def _screenshot(value: str) -> Path:
    """A PNG path that can be written: known before the run, so a typo costs no frames."""
    if not value.strip() or value.endswith(("/", os.sep)):
        raise argparse.ArgumentTypeError(f"{value!r} is not a file name")
    path = Path(value)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{value!r} is a folder; name a file such as shot.png")
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent  # the screenshot makes missing folders: check the nearest one
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{str(folder)!r} is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"cannot write into {str(folder)!r}")
    return path


def _seats(value: str) -> list[str]:
    seats = [s.strip().lower() for s in value.split(",") if s.strip()]
    allowed = {"human", "cpu", "cpu-easy", "cpu-normal", "cpu-hard"}
    bad = [s for s in seats if s not in allowed]
    if bad or not seats:
        raise argparse.ArgumentTypeError(
            f"seats must be a comma list of {', '.join(sorted(allowed))} (got {value!r})"
        )
    if len(seats) > 7:
        raise argparse.ArgumentTypeError("at most 7 seats")
    return seats


def build_parser(scene_names: list[str], languages: list[str]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="spielekiste",
        description="Spielekiste: Fits, Fiese 15, Fischkopp and Würfelblitz for the couch.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--headless",
        action="store_true",
        help="run without a window or sound device (tests, benchmarks)",
    )
    parser.add_argument(
        "--frames", type=_positive, metavar="N", help="stop after N frames (1/60 s each) and exit 0"
    )
    parser.add_argument("--seed", type=_seed, metavar="S", help="seed for every random choice")
    parser.add_argument(
        "--scene",
        choices=scene_names,
        metavar="NAME",
        help=f"start in this scene: {', '.join(scene_names)}",
    )
    parser.add_argument(
        "--game", metavar="ID", help="the game a shell scene shows (lobby, howto, tutorial)"
    )
    parser.add_argument(
        "--seats", type=_seats, metavar="LIST", help="seats for --scene, e.g. cpu,cpu-hard,human"
    )
    parser.add_argument(
        "--screenshot",
        type=_screenshot,
        metavar="FILE",
        help="save a PNG of the last frame to FILE",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    mode.add_argument("--fullscreen", action="store_true", help="start full-screen")
    parser.add_argument("--lang", choices=languages, help="language of all text")
    parser.add_argument(
        "--replay",
        type=Path,
        metavar="FILE",
        help="watch a kept replay (a .replay.json file, also one copied from another box)",
    )
    return parser


def parse_args(
    argv: list[str] | None,
    game_ids: list[str],
    languages: list[str],
    playable: Sequence[str] | None = None,
) -> RunConfig:
    """Parse the flags. ``game_ids`` are all games in the box; ``playable`` those built so far
    (by default the catalog's playable games). Naming one that is not built yet is a usage
    error, as is a number of seats the game cannot seat."""
    parser = build_parser([*SHELL_SCENES, *game_ids], languages)
    args = parser.parse_args(argv)
    if args.game is not None and args.game not in game_ids:
        parser.error(f"--game must be one of {', '.join(game_ids)}")
    built = _built_games(playable)
    for flag, value in (("--scene", args.scene), ("--game", args.game)):
        if value in game_ids and value not in built:
            parser.error(
                f"argument {flag}: {value!r} is not built yet; "
                f"playable games: {', '.join(built) or 'none'}"
            )
    if args.scene == "tutorial":
        learnable = _tutorial_games()
        if args.game not in learnable:
            parser.error(
                f"--scene tutorial needs --game with a tutorial: {', '.join(learnable) or 'none'}"
            )
    # A match starts for a game scene and for the pause screen (over the --game's match).
    match_game = args.scene if args.scene in built else None
    if args.scene == "pause" and built:
        match_game = args.game or built[0]
    if match_game is not None and args.seats:
        _check_seat_count(parser, match_game, len(args.seats))
    if args.replay is not None:
        _check_replay(parser, args.replay, built)
    fullscreen = True if args.fullscreen else False if args.windowed else None
    return RunConfig(
        headless=args.headless,
        frames=args.frames,
        seed=args.seed,
        scene=args.scene,
        seats=args.seats or [],
        screenshot=args.screenshot,
        fullscreen=fullscreen,
        lang=args.lang,
        game=args.game,
        replay=args.replay,
    )


def _check_replay(parser: argparse.ArgumentParser, path: Path, built: list[str]) -> None:
    """A replay that cannot be watched says why now, before a window opens."""
    from game.shell.replay.log import ReplayError, read

    try:
        read(path, set(built))
    except ReplayError as err:
        parser.error(f"argument --replay: {err}")


def _built_games(playable: Sequence[str] | None) -> list[str]:
    if playable is not None:
        return list(playable)
    from game import catalog

    return [info.id for info in catalog.playable_games()]


def _tutorial_games() -> list[str]:
    from game import catalog

    return [info.id for info in catalog.playable_games() if info.tutorial]


def _check_seat_count(parser: argparse.ArgumentParser, game_id: str, seats: int) -> None:
    from game import catalog

    for info in catalog.playable_games():
        if info.id == game_id and not info.min_seats <= seats <= info.max_seats:
            parser.error(
                f"argument --seats: {info.title} seats {info.min_seats}–{info.max_seats} "
                f"players (got {seats})"
            )
