"""The README's picture of the game: a Fischkopp match of four CPUs, as ``--screenshot``
saves it. ``python build/make_readme_picture.py`` makes ``docs/spielekiste.png`` anew after
a change of the screen; ``tests/test_readme.py`` says when it is out of date."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PICTURE = ROOT / "docs" / "spielekiste.png"
# The moment shown: seeded, so the same picture comes out every time.
FLAGS = [
    "--headless",
    "--lang",
    "en",
    "--seed",
    "5",
    "--frames",
    "1100",
    "--scene",
    "fischkopp",
    "--seats",
    "cpu,cpu-hard,cpu,cpu-easy",
]


def make(path: Path = PICTURE) -> Path:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["SPIELEKISTE_HOME"] = tempfile.mkdtemp(prefix="spielekiste-picture-")
    command = [sys.executable, str(ROOT / "main.py"), *FLAGS, "--screenshot", str(path)]
    subprocess.run(command, check=True, env=env, cwd=ROOT)
    return path


if __name__ == "__main__":
    print(make())
