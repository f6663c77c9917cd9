"""Build the release of Spielekiste with PyInstaller, prove that it works, and pack it.

    python build/build.py              # -> dist/spielekiste/ and dist/spielekiste-<v>-<platform>.*
    python build/build.py --smoke      # the same, then run the build headless (see smoke())
    python build/build.py --smoke --no-archive

The folder holds the program, ``licenses/`` (third-party notices and licence texts) and, on
Linux, a desktop entry, its icon and ``install-desktop-entry.sh``; on macOS PyInstaller also
wraps it as ``dist/Spielekiste.app``, which is what the smoke test runs and the archive holds.
The archive is a .tar.gz on Linux and a .zip on Windows and macOS, named after the version
and platform, e.g. ``spielekiste-0.2.0-linux-x86_64.tar.gz``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import urllib.request
import zipfile
from pathlib import Path

BUILD_DIR = Path(__file__).resolve().parent
if str(BUILD_DIR) not in sys.path:
    sys.path.insert(0, str(BUILD_DIR))

import macos  # noqa: E402
import notices  # noqa: E402
import release  # noqa: E402
from files import remove_tree, scratch_folder  # noqa: E402
from release import ROOT  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
NAME = "spielekiste"
ICON_SCALE = 4  # the 64 px pixel-art icon, scaled without smoothing for menus and docks
# The run with phones on: frames in real time (60 a second), enough to open the phone page
# and say hello over the WebSocket; then the game ends by itself as after any --frames run.
PHONE_FRAMES = 360
PHONE_WAIT = 60.0  # seconds for the frozen game to start and its phone server to listen
PHONE_LINE = re.compile(r"phones can join at http://[^\s/]+:(\d+)/([A-Z0-9]+)")


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
    """The program in a build: in the folder, or inside the .app on macOS."""
    if folder.suffix == ".app":
        return folder / "Contents" / "MacOS" / NAME
    return folder / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def product(folder: Path) -> Path:
    """What players get: the folder, or on macOS the app PyInstaller made beside it."""
    return DIST / macos.APP_NAME if sys.platform == "darwin" else folder


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
    every playable game, headless, plus a window when a display (or xvfb-run) is there, and
    a run with phones on. Its log must start with the version and show no missing or broken
    asset. Then prove the check itself: a copy of the build without its language files must
    be caught."""
    with scratch_folder("spielekiste-smoke-") as home:
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
    with scratch_folder("spielekiste-phones-") as home:
        phones_on([str(program)], home)
    check_detection(program)
    games = ", ".join(info.id for info in release.playable_games())
    print(f"smoke test ok: {program} starts, plays {games}, serves phones, finds every asset")


def phones_on(command: list[str], home: Path) -> None:
    """Start the game as a player does, phones on (the first start's setting; ``--headless``
    never starts the phone server, so this run goes without it, on SDL's dummy screen). When
    its log says where phones join, fetch the phone page and join as a phone over the
    WebSocket; then the game must end by itself, exit 0 and stop its server."""
    env = {
        **os.environ,
        "SPIELEKISTE_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    errors_path = home / "stderr.txt"
    started = time.monotonic()
    with errors_path.open("w", encoding="utf-8") as errors:
        game = subprocess.Popen(
            [*command, "--windowed", "--frames", str(PHONE_FRAMES)],
            env=env,
            cwd=home,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        try:
            port, room = wait_for_phones(game, home, errors_path)
            page = fetch_phone_page(port, room)
            welcome = join_as_phone(port, room)
            code = game.wait(timeout=PHONE_FRAMES / 60 + PHONE_WAIT)
        finally:
            if game.poll() is None:
                game.kill()
                game.wait()
    stderr = errors_path.read_text(encoding="utf-8", errors="replace")
    if code != 0:
        sys.exit(f"the game with phones on exited {code}:\n{stderr}")
    log = read_log(home)
    problems = release.log_problems(log)
    if problems:
        sys.exit("the run with phones on logged problems:\n" + "\n".join(problems))
    if "phone server stopped" not in log:
        sys.exit("the game with phones on ended without stopping its phone server")
    seconds = time.monotonic() - started
    print(
        f"phones on: page of {len(page)} bytes on port {port}, room {room}, joined as "
        f"{welcome['device']}, quit cleanly ({seconds:.1f} s)"
    )


def wait_for_phones(game: subprocess.Popen, home: Path, errors: Path) -> tuple[int, str]:
    """The port and room code the game's log gives, once its phone server listens."""
    deadline = time.monotonic() + PHONE_WAIT
    while time.monotonic() < deadline:
        found = PHONE_LINE.search(read_log(home))
        if found:
            return int(found.group(1)), found.group(2)
        if game.poll() is not None:
            stderr = errors.read_text(encoding="utf-8", errors="replace")
            sys.exit(f"the game ended ({game.returncode}) before phones could join:\n{stderr}")
        time.sleep(0.1)
    log = read_log(home)
    sys.exit(f"no phone server after {PHONE_WAIT:.0f} s; the log says:\n{log}")


def fetch_phone_page(port: int, room: str) -> bytes:
    """The page a phone opens from the QR code (over loopback: only this machine's traffic)."""
    url = f"http://127.0.0.1:{port}/{room}"
    with urllib.request.urlopen(url, timeout=10) as answer:
        page = answer.read()
        status = answer.status
    if status != 200 or b"phone.js" not in page:
        sys.exit(f"GET {url} answered {status} without the phone page")
    return page


def join_as_phone(port: int, room: str) -> dict:
    """Join as a new phone does: the opening message, then the server's welcome."""
    from websockets.sync.client import connect

    with connect(f"ws://127.0.0.1:{port}/ws", open_timeout=10, close_timeout=2) as phone:
        phone.send(json.dumps({"type": "join", "room": room}))
        welcome = json.loads(phone.recv(timeout=10))
    if welcome.get("type") != "welcome" or not welcome.get("device"):
        sys.exit(f"joining as a phone was answered with {welcome!r}")
    return welcome


def check_detection(program: Path) -> None:
    """The smoke test must fail for a build without language files: strip them from a copy
    and expect the log to name them as missing."""
    build = product_of(program)
    with scratch_folder("spielekiste-detect-") as scratch:
        copy = scratch / build.name
        shutil.copytree(build, copy, symlinks=True)
        removed = [path for path in copy.rglob("i18n") if path.parent.name == "assets"]
        if not removed:
            sys.exit("no game/assets/i18n folder in the build")
        for path in removed:
            if path.is_symlink():  # the .app links some folders into Contents/Frameworks
                path.unlink()
            elif path.exists():
                shutil.rmtree(path)
        home = scratch / "home"
        home.mkdir()
        run_game(copy / program.relative_to(build), ["--frames", "60"], home)
        problems = release.log_problems(read_log(home))
        if not any("i18n" in line for line in problems):
            sys.exit("the smoke test did not notice a build without language files")
    print(f"smoke test catches missing language files ({len(problems)} log lines)")


def product_of(program: Path) -> Path:
    """The folder or .app that holds ``program``."""
    for parent in program.parents:
        if parent.suffix == ".app":
            return parent
    return program.parent


# ----- the archive -------------------------------------------------------------------------
def archive(folder: Path) -> Path:
    """Pack the build as players download it: on macOS the app and ``licenses/`` side by
    side, elsewhere the folder, all under ``spielekiste-<version>/``."""
    target = DIST / release.archive_name(version())
    top = f"{NAME}-{version()}"
    target.unlink(missing_ok=True)
    if sys.platform == "darwin":
        pack_app(folder, target, top)
    elif target.suffix == ".zip":
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as pack:
            for path in sorted(folder.rglob("*")):
                pack.write(path, f"{top}/{path.relative_to(folder).as_posix()}")
    else:
        with tarfile.open(target, "w:gz") as pack:
            pack.add(folder, arcname=top)  # keeps symlinks and the executable bits
    print(f"archive: {target} ({target.stat().st_size / 2**20:.1f} MiB)")
    return target


def pack_app(folder: Path, target: Path, top: str) -> None:
    """macOS: ``ditto`` copies and zips the app as Finder does, keeping its symlinks, modes
    and signatures (a zip of resolved symlinks would break the app's code seal)."""
    staging = DIST / top
    remove_tree(staging)
    staging.mkdir()
    try:
        subprocess.run(
            ["ditto", str(DIST / macos.APP_NAME), str(staging / macos.APP_NAME)], check=True
        )
        shutil.copytree(folder / "licenses", staging / "licenses")
        subprocess.run(
            ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(staging), str(target)],
            check=True,
        )
    finally:
        remove_tree(staging)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--smoke", action="store_true", help="run the build headless after")
    parser.add_argument("--no-archive", action="store_true", help="do not pack the archive")
    args = parser.parse_args()
    folder = build()
    program = executable(product(folder))
    print(f"built {program}")
    report(folder)
    if args.smoke:
        smoke(program)
    if not args.no_archive:
        archive(folder)


if __name__ == "__main__":
    main()
