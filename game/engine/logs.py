"""Logging to a file in the user data folder: a windowed build has no console to read."""

from __future__ import annotations

import logging
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pygame

from game import __version__
from game.engine import storage

LOG_NAME = "spielekiste.log"


def how_installed() -> str:
    """``release build`` (PyInstaller), ``source checkout`` (also editable) or ``installed``."""
    if getattr(sys, "frozen", False):
        return "release build"
    checkout = Path(__file__).resolve().parents[2]
    return "source checkout" if (checkout / "pyproject.toml").exists() else "installed"


def describe_run() -> str:
    """One line naming this build and where it runs: the first line of every run's log."""
    build = how_installed()
    sdl = ".".join(str(part) for part in pygame.get_sdl_version())
    return (
        f"Spielekiste {__version__} ({build}) on {platform.platform()} {platform.machine()}, "
        f"Python {platform.python_version()}, pygame-ce {pygame.version.ver}, SDL {sdl}"
    )


def setup_logging(verbose: bool = False) -> Path | None:
    """Log warnings to stderr and everything from INFO up to the log file; returns its path.

    The file's first line for each run says the version and platform (see ``describe_run``).
    """
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    for handler in list(root.handlers):
        root.removeHandler(handler)
    if sys.stderr is not None:  # a windowed build has no console: the file is all
        console = logging.StreamHandler()
        console.setLevel(logging.INFO if verbose else logging.WARNING)
        console.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
        root.addHandler(console)
    path = storage.data_dir() / LOG_NAME
    handler: logging.Handler | None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=512_000, backupCount=2, encoding="utf-8")
    except OSError:
        handler = None
    if handler is not None:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    logging.getLogger("game").info(describe_run())
    return path if handler is not None else None


def report_crash(log_path: Path | None) -> None:
    """Tell the player the game stopped: on the console, or in a message box where there is
    none (a windowed build started from the desktop has ``sys.stderr`` None, and a print
    would vanish)."""
    where = f" Details are in {log_path}." if log_path else ""
    message = f"Spielekiste stopped because of an unexpected error.{where}"
    if sys.stderr is not None:
        print(message, file=sys.stderr)
        return
    try:
        pygame.display.message_box("Spielekiste", message, message_type="error")
    except pygame.error as err:  # no way left to show it: the log holds it
        logging.getLogger(__name__).warning("crash message not shown: %s", err)
