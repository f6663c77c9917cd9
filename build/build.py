"""Build the packaged game with PyInstaller and, with ``--smoke``, prove that it starts.

    python build/build.py            # -> dist/spielekiste/spielekiste(.exe)
    python build/build.py --smoke    # build, then run it headless for 120 frames

The frozen app runs headless on the title and in each game; it must exit 0 and write its log.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"


def build() -> Path:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--distpath",
            str(DIST),
            "--workpath",
            str(WORK),
            str(ROOT / "build" / "spielekiste.spec"),
        ],
        check=True,
        cwd=ROOT,
    )
    name = "spielekiste.exe" if sys.platform == "win32" else "spielekiste"
    return DIST / "spielekiste" / name


def smoke(executable: Path) -> None:
    """Start the frozen build headless in a scratch home, from another folder: the title,
    then each game (they are imported by name when they start, so each must be in the build)."""
    with tempfile.TemporaryDirectory() as home:
        env = {
            **os.environ,
            "SPIELEKISTE_HOME": home,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
        }
        shot = Path(home) / "frozen.png"
        runs = [["--frames", "120", "--screenshot", str(shot)]]
        runs += [
            ["--frames", "300", "--scene", game, "--seats", "cpu,cpu"]
            for game in ("fits", "fiese15")
        ]
        for extra in runs:
            result = subprocess.run(
                [str(executable), "--headless", *extra],
                env=env,
                cwd=home,
                capture_output=True,
                text=True,
                timeout=120,
            )
            if result.returncode != 0:
                sys.exit(
                    f"frozen build failed {extra} (exit {result.returncode}):\n{result.stderr}"
                )
        log = Path(home) / "data" / "spielekiste.log"
        if not shot.exists() or not log.exists():
            sys.exit("frozen build ran but wrote no screenshot or log")
        problems = [
            line
            for line in log.read_text().splitlines()
            if "unavailable" in line or "missing asset" in line
        ]
        if problems:
            sys.exit("frozen build misses assets:\n" + "\n".join(problems))
        print(f"frozen build ok: {executable} starts, plays both games, writes its log")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--smoke", action="store_true", help="run the build headless after")
    args = parser.parse_args()
    executable = build()
    print(f"built {executable}")
    if args.smoke:
        smoke(executable)


if __name__ == "__main__":
    main()
