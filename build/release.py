"""Facts and checks for the release build, shared by ``spielekiste.spec`` and ``build.py``.

Standard library only (the spec imports it inside PyInstaller), and importable by tests.
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import catalog  # noqa: E402
from game.engine.assets import BROKEN_ASSET, MISSING_ASSET  # noqa: E402

# Standard-library parts the game never imports. What stays is what something needs:
# email and http (websockets' server), ssl and asyncio (websockets), logging.handlers.
EXCLUDED_MODULES = [
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "unittest",
    "doctest",
    "pydoc",
    "pydoc_data",
    "pdb",
    "idlelib",
    "lib2to3",
    "ensurepip",
    "venv",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "sqlite3",
    "_sqlite3",
    "dbm",
    "curses",
    "_curses",
    "readline",
    "xmlrpc",
    "test",
    # development tools and optional pygame extras that would drag large packages in
    "numpy",
    "PIL",
    "pytest",
    "hypothesis",
    "playwright",
]

# Runtimes every Linux desktop has and the pygame-ce wheel itself expects from the system
# (the manylinux policy): a copy from the build machine would shadow a newer system one.
SYSTEM_LIBRARIES = ("libstdc++.so", "libgcc_s.so")

# What the smoke test treats as a failed run when it appears in the game's log.
LOG_PROBLEMS = (MISSING_ASSET, BROKEN_ASSET, "missing text key", "unexpected error", "Traceback")


def playable_games() -> list[catalog.GameInfo]:
    return catalog.playable_games()


def cpu_seats(info: catalog.GameInfo) -> str:
    """Two CPU seats, or as many as the game needs (and no more than it takes)."""
    return ",".join(["cpu"] * min(max(2, info.min_seats), info.max_seats))


def match_runs(frames: int = 600, screenshot: Path | None = None) -> list[list[str]]:
    """The flags for a run on the title, then a CPU match of every playable game."""
    title = ["--frames", str(frames)]
    if screenshot is not None:
        title += ["--screenshot", str(screenshot)]
    games = [
        ["--frames", str(frames), "--scene", info.id, "--seats", cpu_seats(info)]
        for info in playable_games()
    ]
    return [title, *games]


def display_wrapper() -> list[str] | None:
    """What runs a windowed program here: nothing extra on a desktop, ``xvfb-run`` on a
    machine without a screen, ``None`` when neither is there."""
    if sys.platform in ("win32", "darwin") or os.environ.get("DISPLAY"):
        return []
    if shutil.which("xvfb-run"):
        return ["xvfb-run", "--auto-servernum", "--server-args=-screen 0 1280x720x24"]
    return None


def is_system_library(name: str) -> bool:
    return Path(name).name.startswith(SYSTEM_LIBRARIES)


def log_problems(log_text: str) -> list[str]:
    """The lines of a game log that show a missing or broken asset or a crash."""
    return [line for line in log_text.splitlines() if any(p in line for p in LOG_PROBLEMS)]


def platform_tag(system: str = sys.platform, machine: str | None = None) -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64``: the archive's platform part."""
    name = {"win32": "windows", "darwin": "macos"}.get(system, system)
    if name.startswith("linux"):
        name = "linux"
    machine = (machine or platform.machine()).lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{name}-{machine}"


def archive_name(version: str, system: str = sys.platform, machine: str | None = None) -> str:
    """A .zip for Windows and macOS (what their file managers open; on macOS it holds the
    .app), a .tar.gz for Linux (it keeps the executable bits and symlinks)."""
    extension = "zip" if system in ("win32", "darwin") else "tar.gz"
    return f"spielekiste-{version}-{platform_tag(system, machine)}.{extension}"


def folder_size(folder: Path) -> int:
    """Bytes of every file under ``folder`` (symlinks counted as links, not targets)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())


# ----- which C library versions the bundled ELF files need ----------------------------------
SHT_GNU_VERNEED = 0x6FFFFFFE
_VERSION = re.compile(r"^(GLIBC|GLIBCXX|CXXABI)_(\d+(?:\.\d+)*)$")


def elf_version_needs(path: Path) -> set[str]:
    """Symbol versions an ELF file needs from other libraries (``GLIBC_2.34`` …).

    Reads the ``.gnu.version_r`` section directly; a file that is not a 64- or 32-bit
    little-endian ELF gives an empty set."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[5] != 1:
        return set()
    if data[4] == 2:  # 64-bit
        (shoff,) = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
        layout = "<IIQQQQIIQQ"
    else:
        (shoff,) = struct.unpack_from("<I", data, 0x20)
        shentsize, shnum = struct.unpack_from("<HH", data, 0x2E)
        layout = "<IIIIIIIIII"
    headers = [struct.unpack_from(layout, data, shoff + i * shentsize) for i in range(shnum)]
    needs: set[str] = set()
    for header in headers:
        if header[1] != SHT_GNU_VERNEED:
            continue
        offset, link, count = header[4], header[6], header[7]  # sh_info: entries
        strings = headers[link][4]
        entry = offset
        for _ in range(count):
            _, aux_count, _, aux, following = struct.unpack_from("<HHIII", data, entry)
            at = entry + aux
            for _ in range(aux_count):
                _, _, _, name, aux_next = struct.unpack_from("<IHHII", data, at)
                end = data.index(b"\0", strings + name)
                needs.add(data[strings + name : end].decode("ascii", "replace"))
                at += aux_next
            entry += following
    return needs


def newest_versions(files: Iterable[Path]) -> dict[str, tuple[str, Path]]:
    """The highest GLIBC, GLIBCXX and CXXABI version any of ``files`` needs, and which file."""
    best: dict[str, tuple[tuple[int, ...], str, Path]] = {}
    for path in files:
        for need in elf_version_needs(path):
            match = _VERSION.match(need)
            if not match:
                continue
            family, number = match.groups()
            key = tuple(int(part) for part in number.split("."))
            if family not in best or key > best[family][0]:
                best[family] = (key, need, path)
    return {family: (need, path) for family, (_, need, path) in best.items()}


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


# ----- the Windows version resource ----------------------------------------------------------
def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``0.2.0`` -> (0, 2, 0, 0): the four numbers of a Windows file version (a suffix such as
    ``rc1`` is left out)."""
    numbers = [int(re.match(r"\d*", part).group() or 0) for part in version.split(".")[:4]]
    return tuple([*numbers, 0, 0, 0, 0][:4])  # type: ignore[return-value]


def windows_version_info(version: str) -> str:
    """The version resource of ``spielekiste.exe`` (Explorer's Details tab), in the text form
    PyInstaller reads for ``EXE(version=...)``."""
    numbers = version_numbers(version)
    strings = {
        "CompanyName": "Spielekiste contributors",
        "FileDescription": "Spielekiste",
        "FileVersion": version,
        "InternalName": "spielekiste",
        "LegalCopyright": "MIT licence; see licenses/",
        "OriginalFilename": "spielekiste.exe",
        "ProductName": "Spielekiste",
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3F, flags=0x0,\n"
        "    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"{table}\n"
        "      ])\n"
        "    ]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])\n"
        "  ]\n"
        ")\n"
    )
