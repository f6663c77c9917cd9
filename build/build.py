"""Build the release of Spielekiste with PyInstaller, prove that it works, and pack it.

    python build/build.py              # -> dist/spielekiste/ and dist/spielekiste-<v>-<platform>.*
    python build/build.py --smoke      # the same, then run the build headless (see smoke())
    python build/build.py --smoke --no-archive

The folder holds the program, ``licenses/`` (third-party notices and licence texts) and, on
Linux, a desktop entry, its icon and ``install-desktop-entry.sh``. The archive is a .tar.gz
(a .zip on Windows) named after the version and platform, e.g.
``spielekiste-0.2.0-linux-x86_64.tar.gz``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
if str(BUILD_DIR) not in sys.path:
    sys.path.insert(0, str(BUILD_DIR))

import notices  # noqa: E402
import release  # noqa: E402
from release import ROOT  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
NAME = "spielekiste"
ICON_SCALE = 4  # the 64 px pixel-art icon, scaled without smoothing for menus and docks


def version() -> str:
    from game import __version__

    return __version__


def build() -> Path:
    """Run PyInstaller and finish the folder; returns the folder."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(WORK),
            str(BUILD_DIR / "spielekiste.spec"),
        ],
        check=True,
        cwd=ROOT,
    )
    folder = DIST / NAME
    written = notices.write_licenses(folder / "licenses", folder)
    print(f"licenses/: {len(written)} files")
    unlisted = notices.uncovered(folder)
    if unlisted:
        names = ", ".join(path.name for path in unlisted)
        message = f"no licence notice for these bundled libraries (add them to notices.py): {names}"
        if sys.platform.startswith("linux"):
            sys.exit(message)
        print(f"warning: {message}")
    if sys.platform.startswith("linux"):
        add_desktop_entry(folder)
    return folder


def add_desktop_entry(folder: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    shutil.copyfile(BUILD_DIR / "linux" / "spielekiste.desktop", folder / "spielekiste.desktop")
    installer = folder / "install-desktop-entry.sh"
    shutil.copyfile(BUILD_DIR / "linux" / "install-desktop-entry.sh", installer)
    installer.chmod(0o755)
    icon = pygame.image.load(str(ROOT / "assets" / "icon.png"))
    big = pygame.transform.scale_by(icon, ICON_SCALE)  # nearest neighbour: crisp pixels
    pygame.image.save(big, str(folder / "spielekiste.png"))


def executable(folder: Path) -> Path:
    return folder / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def report(folder: Path) -> None:
    size = release.folder_size(folder)
    print(f"size of {folder.name}/: {size / 2**20:.1f} MiB ({size:,} bytes)")
    if sys.platform.startswith("linux"):
        newest = release.newest_versions(release.elf_files(folder))
        for family in ("GLIBC", "GLIBCXX", "CXXABI"):
            if family in newest:
                need, path = newest[family]
                print(f"needs {need} (highest, from {path.relative_to(folder)})")


# ----- the smoke test ---------------------------------------------------------------------
def run_game(program: Path, args: list[str], home: Path, windowed: bool = False) -> None:
    """Run the build once from a scratch folder; exits with a message when it fails."""
    env = {**os.environ, "SPIELEKISTE_HOME": str(home), "SDL_AUDIODRIVER": "dummy"}
    command = [str(program), *args]
    if windowed:
        env.pop("SDL_VIDEODRIVER", None)
        command = release.display_wrapper() + command
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        command.insert(1, "--headless")
    result = subprocess.run(command, env=env, cwd=home, capture_output=True, text=True, timeout=180)
    if result.returncode != 0:
        sys.exit(f"{program.name} {' '.join(args)} exited {result.returncode}:\n{result.stderr}")


def read_log(home: Path) -> str:
    log = home / "data" / "spielekiste.log"
    return log.read_text(encoding="utf-8") if log.exists() else ""


def smoke(program: Path) -> None:
    """Run the build as a player would, from another folder: the title and a CPU match of
    every playable game, headless, plus a window when a display (or xvfb-run) is there. Its
    log must start with the version and show no missing or broken asset. Then prove the
    check itself: a copy of the build without its language files must be caught."""
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch)
        shot = home / "frozen.png"
        for args in release.match_runs(screenshot=shot):
            run_game(program, args, home)
        if release.display_wrapper() is not None:
            run_game(program, ["--windowed", "--frames", "120"], home, windowed=True)
        else:
            print("no display and no xvfb-run: the windowed run is skipped")
        log = read_log(home)
        if not shot.exists() or not log:
            sys.exit("the build ran but wrote no screenshot or log")
        if f"Spielekiste {version()} (release build)" not in log.splitlines()[0]:
            sys.exit(f"the log does not start with the version: {log.splitlines()[0]}")
        problems = release.log_problems(log)
        if problems:
            sys.exit("the build misses assets:\n" + "\n".join(problems))
    check_detection(program.parent)
    games = ", ".join(info.id for info in release.playable_games())
    print(f"smoke test ok: {program} starts, plays {games}, finds every asset")


def check_detection(folder: Path) -> None:
    """The smoke test must fail for a build without language files: strip them from a copy
    and expect the log to name them as missing."""
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / folder.name
        shutil.copytree(folder, copy, symlinks=True)
        removed = [path for path in copy.rglob("i18n") if path.parent.name == "assets"]
        if not removed:
            sys.exit("no game/assets/i18n folder in the build")
        for path in removed:
            shutil.rmtree(path)
        home = Path(scratch) / "home"
        home.mkdir()
        run_game(executable(copy), ["--frames", "60"], home)
        problems = release.log_problems(read_log(home))
        if not any("i18n" in line for line in problems):
            sys.exit("the smoke test did not notice a build without language files")
    print(f"smoke test catches missing language files ({len(problems)} log lines)")


# ----- the archive -------------------------------------------------------------------------
def archive(folder: Path) -> Path:
    target = DIST / release.archive_name(version())
    top = f"{NAME}-{version()}"
    if target.suffix == ".zip":
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as pack:
            for path in sorted(folder.rglob("*")):
                pack.write(path, f"{top}/{path.relative_to(folder).as_posix()}")
    else:
        with tarfile.open(target, "w:gz") as pack:
            pack.add(folder, arcname=top)  # keeps symlinks and the executable bits
    print(f"archive: {target} ({target.stat().st_size / 2**20:.1f} MiB)")
    return target


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--smoke", action="store_true", help="run the build headless after")
    parser.add_argument("--no-archive", action="store_true", help="do not pack the archive")
    args = parser.parse_args()
    folder = build()
    program = executable(folder)
    print(f"built {program}")
    report(folder)
    if args.smoke:
        smoke(program)
    if not args.no_archive:
        archive(folder)


if __name__ == "__main__":
    main()
