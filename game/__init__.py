"""Spielekiste: a couch-party collection of four tabletop games."""

import os

# The one place the version is written: pyproject.toml, the log and --version read it here.
__version__ = "0.2.0"

# Set before anything imports pygame: no banner on stdout, and "south" is confirm on every
# pad whatever letter is printed on it (SDL would swap A/B on Nintendo-style pads).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["SDL_GAMECONTROLLER_USE_BUTTON_LABELS"] = "0"
