"""Build the sdist and the wheel, check that they carry every file of the game, then install the
wheel into fresh virtual environments outside the checkout and play it as a player would.

    python build/check_install.py                           # with this Python
    python build/check_install.py --pythons 3.10,3.11,3.12,3.13

For each Python: ``spielekiste --version`` and ``--help``, an import of every module, the title
and a CPU match of every playable game headless from a scratch folder (their log must show no
missing asset), and a short windowed run when a display or xvfb-run is there. Needs the
``build`` package (in the dev extra) and the package index for the game's dependencies.
"""

from __future__ import annotations

import argparse
import glob
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Callable, Mapping
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
if str(BUILD_DIR) not in sys.path:
    sys.path.insert(0, str(BUILD_DIR))

import release  # noqa: E402
from files import scratch_folder  # noqa: E402
from release import ROOT  # noqa: E402

IMPORT_ALL = """
import importlib, pkgutil, game
names = [m.name for m in pkgutil.walk_packages(game.__path__, "game.")]
for name in names:
    if not name.endswith("__main__"):
        importlib.import_module(name)
print(len(names))
"""


def fail(message: str) -> None:
    sys.exit(f"check_install: {message}")


def checkout_files() -> set[str]:
    """Every file of the game in the checkout, its code and its assets (as git knows them,
    if it can), by their paths in the checkout."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "game", "assets"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        listed = [
            str(p.relative_to(ROOT))
            for folder in ("game", "assets")
            for p in (ROOT / folder).rglob("*")
            if p.is_file()
        ]
    return {name for name in listed if "__pycache__" not in name and (ROOT / name).exists()}


def in_package(name: str) -> str:
    """Where a checkout file lies in the installed package: assets/ is carried as game/assets."""
    return f"game/{name}" if name.startswith("assets/") else name


def build_distributions(out: Path) -> tuple[Path, Path]:
    before = sorted(p.name for p in BUILD_DIR.iterdir())
    run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)])
    after = sorted(p.name for p in BUILD_DIR.iterdir())
    if before != after:
        fail(f"building the package left files in build/: {sorted(set(after) - set(before))}")
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return wheel, sdist


def check_contents(wheel: Path, sdist: Path) -> None:
    files = checkout_files()
    expected = {in_package(name) for name in files}
    with zipfile.ZipFile(wheel) as pack:
        in_wheel = set(pack.namelist())
    missing = sorted(expected - in_wheel)
    if missing:
        fail(f"the wheel lacks {len(missing)} files: {missing[:10]}")
    top = {name.split("/")[0] for name in in_wheel}
    stray = sorted(t for t in top if t != "game" and not t.endswith(".dist-info"))
    if stray:
        fail(f"the wheel holds more than the game package: {stray}")
    if not any(name.endswith(".dist-info/licenses/LICENSE") for name in in_wheel):
        fail("the wheel carries no LICENSE")
    with tarfile.open(sdist) as pack:
        in_sdist = {name.split("/", 1)[1] for name in pack.getnames() if "/" in name}
    missing = sorted((files | {"LICENSE", "README.md", "pyproject.toml"}) - in_sdist)
    if missing:
        fail(f"the sdist lacks {len(missing)} files: {missing[:10]}")
    print(f"wheel and sdist carry all {len(files)} files of the game and its assets")


def python_candidates(
    version: str,
    platform: str = sys.platform,
    which: Callable[[str], str | None] = shutil.which,
    home: Path | None = None,
    environ: Mapping[str, str] = os.environ,
) -> list[list[str]]:
    """The commands that may start Python ``3.X`` here, most likely first.

    Windows: the ``py -3.X`` launcher (python.org's installers and setup-python put it on
    PATH), then ``python3.X`` on PATH, then pyenv-win's versions. Elsewhere: pyenv's
    versions, ``python3.X`` on PATH, and on macOS the python.org framework and Homebrew."""
    home = Path.home() if home is None else home
    name = f"python{version}"
    found: list[list[str]] = []
    if platform == "win32":
        launcher = which("py")
        if launcher:
            found.append([launcher, f"-{version}"])
        on_path = which(name)
        if on_path:
            found.append([on_path])
        root = Path(environ.get("PYENV", home / ".pyenv" / "pyenv-win"))
        found += [
            [path]
            for path in sorted(glob.glob(str(root / "versions" / f"{version}.*" / "python.exe")))
        ]
        return found
    root = Path(environ.get("PYENV_ROOT", home / ".pyenv"))
    found += [
        [path]
        for path in sorted(glob.glob(str(root / "versions" / f"{version}.*" / "bin" / "python3")))
    ]
    on_path = which(name)
    if on_path:
        found.append([on_path])
    if platform == "darwin":
        found += [
            [f"/Library/Frameworks/Python.framework/Versions/{version}/bin/{name}"],
            [f"/opt/homebrew/bin/{name}"],  # Homebrew on Apple silicon
            [f"/usr/local/bin/{name}"],  # Homebrew on Intel
        ]
    return found


def find_python(version: str) -> list[str]:
    """A command that starts a working Python ``3.X`` (see ``python_candidates``)."""
    candidates = python_candidates(version)
    for command in candidates:
        try:
            probe = subprocess.run(
                [*command, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
                capture_output=True,
                text=True,
                timeout=60,
            )
        except (OSError, subprocess.TimeoutExpired):
            continue  # a path that is not there, or a launcher without that version
        if probe.returncode == 0 and probe.stdout.strip() == version:
            return command
    tried = ", ".join(" ".join(command) for command in candidates) or "nothing found"
    fail(f"no Python {version} here (tried: {tried})")
    raise AssertionError


def run(command: list[str], **options) -> subprocess.CompletedProcess:
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, **options)
    if result.returncode != 0:
        fail(f"{' '.join(command)} exited {result.returncode}:\n{result.stdout}{result.stderr}")
    return result


def play(python: list[str], wheel: Path, scratch: Path) -> None:
    venv = scratch / "venv"
    run([*python, "-m", "venv", str(venv)])
    windows = sys.platform == "win32"
    bindir = venv / ("Scripts" if windows else "bin")
    suffix = ".exe" if windows else ""
    venv_python = str(bindir / f"python{suffix}")
    run([venv_python, "-m", "pip", "install", "-q", str(wheel)])
    game = str(bindir / f"spielekiste{suffix}")
    where = scratch / "elsewhere"  # not the checkout: the game must not find assets there
    where.mkdir()
    home = scratch / "home"
    env = {
        **os.environ,
        "SPIELEKISTE_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    env.pop("PYTHONPATH", None)
    options = {"cwd": where, "env": env}
    from game import __version__

    shown = run([game, "--version"], **options).stdout.strip()
    if shown != f"spielekiste {__version__}":
        fail(f"--version says {shown!r}")
    if "--headless" not in run([game, "--help"], **options).stdout:
        fail("--help does not list the flags")
    count = run([venv_python, "-c", IMPORT_ALL], **options).stdout.strip()
    for args in release.match_runs(screenshot=home / "title.png"):
        run([game, "--headless", *args], **options)
    wrapper = release.display_wrapper()
    if wrapper is not None:
        windowed = {**env}
        windowed.pop("SDL_VIDEODRIVER")
        run([*wrapper, game, "--windowed", "--frames", "120"], cwd=where, env=windowed)
    log = (home / "data" / "spielekiste.log").read_text(encoding="utf-8")
    problems = release.log_problems(log)
    if problems:
        fail("the installed game misses assets:\n" + "\n".join(problems))
    if f"Spielekiste {__version__} (installed)" not in log.splitlines()[0]:
        fail(f"the log does not start with the version: {log.splitlines()[0]}")
    version = run([venv_python, "-V"]).stdout.strip()
    games = ", ".join(info.id for info in release.playable_games())
    mode = "headless and windowed" if wrapper is not None else "headless (no display here)"
    print(f"{version}: installed, imports {count} modules, plays title, {games} {mode}: ok")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--pythons", default="", help="versions to test, e.g. 3.11,3.13 (default: this Python)"
    )
    args = parser.parse_args()
    pythons = [find_python(v) for v in args.pythons.split(",") if v] or [[sys.executable]]
    with scratch_folder("spielekiste-install-") as scratch:
        out = scratch / "dist"
        wheel, sdist = build_distributions(out)
        check_contents(wheel, sdist)
        print(f"wheel {wheel.name}: {wheel.stat().st_size / 1024:.0f} KiB")
        print(f"sdist {sdist.name}: {sdist.stat().st_size / 1024:.0f} KiB")
        for index, python in enumerate(pythons):
            place = scratch / f"python-{index}"
            place.mkdir()
            play(python, wheel, place)


if __name__ == "__main__":
    main()
