"""The ``licenses/`` folder of the release build: whose code ships in it, under which licence,
and the licence texts themselves.

Texts are copied from where the installed packages keep them (their dist-info, pygame-ce's
own copy of the LGPL, CPython's LICENSE.txt, the fonts' OFL files); for libraries that ship
no text in the installed wheel, the notice names the licence and where its text comes from.
``uncovered()`` lists every shared library in the build that no entry below accounts for,
so a new library cannot slip into a release without its notice.
"""

from __future__ import annotations

import importlib.metadata
import re
import shutil
import ssl
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FONTS = ROOT / "assets" / "fonts"
LGPL_TEXT = "LGPL-2.1.txt"
NOTICE = "THIRD-PARTY-NOTICES.txt"


@dataclass(frozen=True)
class Library:
    """A native library bundled in the build (by pygame-ce's wheel or the Python runtime)."""

    name: str
    licence: str
    pattern: str  # matched against the file name, lower case, without a leading "lib"


def _openssl_licence() -> str:
    major = ssl.OPENSSL_VERSION_INFO[0]
    return "Apache-2.0" if major >= 3 else "OpenSSL AND SSLeay (OpenSSL 1.x licence)"


# Bundled by the pygame-ce wheel (Linux: pygame_ce.libs/; Windows and macOS: beside pygame).
PYGAME_LIBRARIES = (
    Library("SDL", "Zlib", r"sdl2[-.]"),
    Library("SDL_image", "Zlib", r"sdl2_image"),
    Library("SDL_mixer", "Zlib", r"sdl2_mixer"),
    Library("SDL_ttf", "Zlib", r"sdl2_ttf"),
    Library("FreeType", "FTL (FreeType is dual-licensed FTL or GPL-2.0-or-later)", r"freetype"),
    Library("HarfBuzz", "MIT-Modern-Variant (HarfBuzz's 'Old MIT' licence)", r"harfbuzz"),
    Library("libpng", "libpng-2.0 (PNG Reference Library License version 2)", r"png"),
    Library("libjpeg-turbo", "IJG AND BSD-3-Clause AND Zlib", r"(turbo)?jpeg"),
    Library("libtiff", "libtiff", r"tiff"),
    Library("libwebp (with libwebpdemux, libsharpyuv)", "BSD-3-Clause", r"webp|sharpyuv"),
    Library("Brotli", "MIT", r"brotli"),
    Library("libogg", "BSD-3-Clause", r"ogg"),
    Library("libvorbis (with vorbisfile, vorbisenc)", "BSD-3-Clause", r"vorbis"),
    Library("Opus", "BSD-3-Clause", r"opus[-.]"),
    Library("opusfile", "BSD-3-Clause", r"opusfile"),
    Library("libFLAC", "BSD-3-Clause", r"flac"),
    Library("mpg123 (libmpg123)", "LGPL-2.1", r"mpg123"),
    Library("libxmp", "MIT", r"xmp"),
    Library("WavPack", "BSD-3-Clause", r"wavpack"),
    Library("FluidSynth", "LGPL-2.1-or-later", r"fluidsynth"),
    Library("libsndfile", "LGPL-2.1-or-later", r"sndfile"),
    Library("PortMidi", "MIT", r"portmidi"),
    Library("alsa-lib (libasound)", "LGPL-2.1-or-later", r"asound"),
)
# The Python runtime and the system libraries its modules link to, copied from the build machine.
RUNTIME_LIBRARIES = (
    Library("Python", "PSF-2.0 (see Python-LICENSE.txt)", r"python\d"),
    Library("zlib", "Zlib", r"z[-.]|zlib"),
    Library("libffi", "MIT", r"ffi"),
    Library("bzip2 (libbz2)", "bzip2-1.0.6", r"bz2"),
    Library("xz (liblzma)", "0BSD from xz 5.6 on; public domain in 5.4 and older", r"lzma"),
    Library("OpenSSL (libssl, libcrypto)", _openssl_licence(), r"ssl|crypto"),
    Library("Expat", "MIT", r"expat"),
    Library("mpdecimal", "BSD-2-Clause", r"mpdec"),
    Library("libuuid", "BSD-3-Clause", r"uuid"),
    Library("Microsoft Visual C++ runtime", "Microsoft Visual C++ Redistributable", r"vcruntime"),
)
LGPL_LIBRARIES = [lib.name for lib in PYGAME_LIBRARIES if lib.licence.startswith("LGPL")]

# Python packages inside the build: (distribution, licence, what the copied files are named).
PACKAGES = (
    ("pygame-ce", "LGPL-2.1", LGPL_TEXT),
    ("platformdirs", "MIT", "platformdirs-LICENSE.txt"),
    ("websockets", "BSD-3-Clause", "websockets-LICENSE.txt"),
    ("segno", "BSD-3-Clause", "segno-LICENSE.txt"),
    ("pyinstaller", "GPL-2.0-or-later WITH Bootloader-exception", "PyInstaller-COPYING.txt"),
)


def is_shared_library(path: Path) -> bool:
    """A native library, not a Python extension module (those belong to their package)."""
    name = path.name.lower()
    if ".cpython-" in name or name.endswith(".pyd") or ".abi3." in name:
        return False
    return bool(re.search(r"\.so(\.\d+)*$|\.dll$|\.dylib$", name)) or ".so." in name


def library_for(path: Path) -> Library | None:
    name = path.name.lower().removeprefix("lib")
    for library in (*PYGAME_LIBRARIES, *RUNTIME_LIBRARIES):
        if re.match(library.pattern, name):
            return library
    return None


def bundled_libraries(bundle: Path) -> dict[Library, list[Path]]:
    found: dict[Library, list[Path]] = {}
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() or not path.is_file() or not is_shared_library(path):
            continue
        library = library_for(path)
        if library is not None:
            found.setdefault(library, []).append(path)
    return found


def uncovered(bundle: Path) -> list[Path]:
    """Shared libraries in ``bundle`` that no notice accounts for."""
    return [
        path
        for path in sorted(bundle.rglob("*"))
        if path.is_file()
        and not path.is_symlink()
        and is_shared_library(path)
        and library_for(path) is None
    ]


# ----- the licence texts -------------------------------------------------------------------
def _dist_licence_file(distribution: str) -> Path:
    """The licence file a package's dist-info carries (or pygame-ce's LGPL copy)."""
    dist = importlib.metadata.distribution(distribution)
    if distribution == "pygame-ce":
        path = Path(dist.locate_file("pygame/docs/generated/LGPL.txt"))
        if path.exists():
            return path
    for file in dist.files or ():
        name = file.name.upper()
        if ".dist-info" in str(file) and name.startswith(("LICENSE", "LICENCE", "COPYING")):
            return Path(dist.locate_file(file))
    raise FileNotFoundError(f"no licence file in the installed {distribution} package")


def python_licence_file() -> Path:
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    base = Path(sys.base_prefix)
    candidates = [
        base / "lib" / f"python{version}" / "LICENSE.txt",
        base / "LICENSE.txt",
        base / "Lib" / "LICENSE.txt",
        Path("/usr/share/doc") / f"python{version}" / "copyright",
    ]
    for path in candidates:
        if path.exists():
            return path
    raise FileNotFoundError("CPython's LICENSE.txt not found under " + str(base))


def _versions() -> dict[str, str]:
    import pygame

    def dotted(parts: tuple[int, ...]) -> str:
        return ".".join(str(part) for part in parts)

    return {
        "SDL": dotted(pygame.get_sdl_version()),
        "SDL_image": dotted(pygame.image.get_sdl_image_version() or ()),
        "SDL_mixer": dotted(pygame.mixer.get_sdl_mixer_version()),
        "SDL_ttf": dotted(pygame.font.get_sdl_ttf_version()),
        "FreeType": dotted(pygame.freetype.get_version()) if _has_freetype() else "",
        "Python": sys.version.split()[0],
        "OpenSSL (libssl, libcrypto)": ssl.OPENSSL_VERSION.split()[1],
    }


def _has_freetype() -> bool:
    try:
        import pygame.freetype  # noqa: F401
    except ImportError:
        return False
    return True


def write_licenses(dest: Path, bundle: Path) -> list[str]:
    """Fill ``dest`` with the notice and the licence texts; returns the files written."""
    from game import __version__

    dest.mkdir(parents=True, exist_ok=True)
    written = []

    def copy(source: Path, name: str) -> None:
        shutil.copyfile(source, dest / name)
        written.append(name)

    copy(ROOT / "LICENSE", "Spielekiste-LICENSE.txt")
    for font in sorted(FONTS.glob("*-OFL.txt")):
        copy(font, font.name)
    copy(python_licence_file(), "Python-LICENSE.txt")
    for distribution, _, name in PACKAGES:
        copy(_dist_licence_file(distribution), name)

    versions = _versions()
    found = bundled_libraries(bundle)

    def versioned(name: str) -> str:
        version = versions.get(name, "")
        return f"{name} {version}" if version else name

    lines = [
        f"Spielekiste {__version__}: third-party software in this build",
        "=" * 66,
        "",
        "Spielekiste itself is MIT licensed (Spielekiste-LICENSE.txt). This folder holds the",
        "licences of everything else the build contains. Files named here are in this folder.",
        "",
        "Python packages",
        "---------------",
    ]
    for distribution, licence, name in PACKAGES:
        version = importlib.metadata.version(distribution)
        part = ": its bootloader (the spielekiste program)" if distribution == "pyinstaller" else ""
        lines.append(f"- {distribution} {version}{part}")
        lines.append(f"  licence: {licence}; text: {name}")
    lines += [
        f"- {versioned('Python')}: the interpreter and its standard library",
        "  licence: PSF-2.0; text (with the licences of code inside CPython): Python-LICENSE.txt",
        "",
        "Fonts",
        "-----",
    ]
    for font in sorted(FONTS.glob("*-OFL.txt")):
        family = font.name.removesuffix("-OFL.txt")
        lines.append(f"- {family}: SIL Open Font License 1.1 (OFL-1.1); text: {font.name}")
    lines += [
        "",
        "Native libraries",
        "----------------",
        "Shipped as separate shared library files inside this build. pygame-ce's wheel brings",
        "the first group, the Python runtime the second. The full text of each licence is in",
        "the library's own source release; the LGPL text is in this folder.",
        "",
    ]
    for group in (PYGAME_LIBRARIES, RUNTIME_LIBRARIES):
        for library in group:
            if library in found:
                files = ", ".join(sorted({p.name for p in found[library]}))
                lines.append(f"- {versioned(library.name)}: {library.licence}")
                lines.append(f"  files: {files}")
        lines.append("")
    lgpl_here = [name for name in LGPL_LIBRARIES if any(lib.name == name for lib in found)]
    lines += [
        "LGPL libraries",
        "--------------",
        f"pygame-ce and {', '.join(lgpl_here) or 'no other library'} are under the GNU Lesser",
        f"General Public License version 2.1 (some of them 'or later'; text: {LGPL_TEXT}).",
        "Each is a separate shared library file in _internal/ that you may replace with your",
        "own build of it. Their source code: pygame-ce's source distribution of the version",
        "named above (on PyPI) and each library's own source release.",
        "",
    ]
    (dest / NOTICE).write_text("\n".join(lines), encoding="utf-8")
    written.append(NOTICE)
    return written
