"""The build on every desktop: the icons Windows and macOS read, the macOS app's Info.plist,
finding Pythons the Windows and the Unix way, removing folders Windows still holds, the
line endings git keeps, and the release workflow that .ci/run checks.

Each test reads files or calls plain functions; none builds anything."""

from __future__ import annotations

import importlib
import io
import re
import struct
import sys
from pathlib import Path
from types import ModuleType

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
ASSETS = ROOT / "assets"


def load_script(name: str) -> ModuleType:
    if str(BUILD) not in sys.path:
        sys.path.insert(0, str(BUILD))
    return importlib.import_module(name)


def decode(png: bytes) -> pygame.Surface:
    return pygame.image.load(io.BytesIO(png), "entry.png")


def read_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image bytes) of every entry of an .ico file."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "not an icon file"
    entries = []
    for index in range(count):
        width, height, _, _, _, _, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert offset + size <= len(data)
        entries.append((width or 256, height or 256, data[offset : offset + size]))
    return entries


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of every entry of an .icns file, checking every length on the way."""
    assert data[:4] == b"icns"
    (total,) = struct.unpack_from(">I", data, 4)
    assert total == len(data), "the header's length is the file's"
    entries, at = [], 8
    while at < total:
        kind, length = data[at : at + 4], struct.unpack_from(">I", data, at + 4)[0]
        assert length > 8 and at + length <= total, kind
        entries.append((kind, data[at + 8 : at + length]))
        at += length
    assert at == total
    return entries


# ----- icons ---------------------------------------------------------------------------------
def test_portable_ico_holds_every_size_each_decoding_at_its_size():
    data = (ASSETS / "icon.ico").read_bytes()
    entries = read_ico(data)
    assert sorted(w for w, _, _ in entries) == [16, 24, 32, 48, 64, 128, 256]
    header_256 = struct.unpack_from("<BB", data, 6 + 16 * (len(entries) - 1))
    assert header_256 == (0, 0), "256 px is written as 0 in the one-byte fields"
    for width, height, png in entries:
        assert width == height
        assert decode(png).get_size() == (width, height)


def test_portable_icns_entries_parse_and_decode_to_their_sizes():
    sizes = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512}
    sizes |= {b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
    entries = read_icns((ASSETS / "icon.icns").read_bytes())
    kinds = [kind for kind, _ in entries]
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds) and len(kinds) == len(set(kinds))
    for kind, png in entries:
        assert png[:8] == b"\x89PNG\r\n\x1a\n", kind
        side = sizes[kind]
        assert decode(png).get_size() == (side, side), kind


def test_portable_big_icons_are_the_drawing_scaled_without_smoothing():
    """Sharp, not blurred: every pixel of the 256 px entry is one of the 64 px drawing's,
    4 × 4 times over, and the drawing is the kept icon.png."""
    make_icon = load_script("make_icon")
    small = pygame.image.load(str(ASSETS / "icon.png"))
    drawn = make_icon.draw_icon()
    assert pygame.image.tobytes(small, "RGBA") == pygame.image.tobytes(drawn, "RGBA")
    entries = read_ico((ASSETS / "icon.ico").read_bytes())
    big = next(decode(png) for width, _, png in entries if width == 256)
    for x, y in ((0, 0), (100, 20), (130, 50), (128, 200), (255, 255), (77, 150)):
        assert big.get_at((x, y)) == small.get_at((x // 4, y // 4)), (x, y)


def test_portable_small_icons_keep_five_pips_and_few_colours():
    """Drawn again per size: a 16 px icon still shows the die's five white pips, and no
    smoothing made in-between colours."""
    make_icon = load_script("make_icon")
    palette = {make_icon.INK, make_icon.WOOD, make_icon.WOOD_DARK, make_icon.RED, make_icon.WHITE}
    for size in (16, 24, 32, 48):
        icon = make_icon.icon_at(size)
        colours = {tuple(icon.get_at((x, y))) for x in range(size) for y in range(size)}
        opaque = {c[:3] for c in colours if c[3] == 255}
        assert opaque <= palette and all(c[3] in (0, 255) for c in colours), size
        white = pygame.mask.from_threshold(icon, (*make_icon.WHITE, 255), (1, 1, 1, 1))
        assert len(white.get_bounding_rects()) == 5, size


def test_portable_icon_files_are_what_make_icon_writes_now(tmp_path):
    make_icon = load_script("make_icon")
    pngs = {size: make_icon.png_bytes(make_icon.icon_at(size)) for size in make_icon.ICO_SIZES}
    ico = make_icon.ico_bytes(pngs)
    assert [(w, decode(p).get_size()) for w, _, p in read_ico(ico)] == [
        (w, decode(p).get_size()) for w, _, p in read_ico((ASSETS / "icon.ico").read_bytes())
    ], "python build/make_icon.py"
    kept = [kind for kind, _ in read_icns((ASSETS / "icon.icns").read_bytes())]
    assert kept == [kind for kind, _ in make_icon.ICNS_TYPES], "python build/make_icon.py"


# ----- removing folders Windows still holds ---------------------------------------------------
def test_portable_remove_tree_retries_a_held_folder_then_succeeds(tmp_path):
    files = load_script("files")
    folder = tmp_path / "build"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "spielekiste.exe").write_bytes(b"MZ")
    tries, pauses = [], []

    def remove(path: Path) -> None:
        tries.append(path)
        if len(tries) <= 3:
            raise PermissionError(32, "The process cannot access the file", str(path))
        files._rmtree(path)

    assert files.remove_tree(folder, remove=remove, sleep=pauses.append) == 4
    assert not folder.exists() and len(tries) == 4
    assert len(pauses) == 3 and pauses == sorted(pauses) and 0 < pauses[0] <= 1


def test_portable_remove_tree_gives_up_after_its_tries():
    files = load_script("files")
    tries = []

    def remove(path: Path) -> None:
        tries.append(path)
        raise PermissionError(32, "held", str(path))

    with pytest.raises(PermissionError):
        files.remove_tree(Path("held"), attempts=3, remove=remove, sleep=lambda _: None)
    assert len(tries) == 3


def test_portable_remove_tree_clears_read_only_files(tmp_path):
    files = load_script("files")
    folder = tmp_path / "made"
    folder.mkdir()
    locked = folder / "read-only.txt"
    locked.write_text("x")
    locked.chmod(0o444)
    assert files.remove_tree(folder) == 1 and not folder.exists()


def test_portable_scratch_folder_is_removed_after_use():
    files = load_script("files")
    with files.scratch_folder() as scratch:
        (scratch / "log.txt").write_text("x")
        assert scratch.is_dir()
    assert not scratch.exists()


# ----- finding Pythons ------------------------------------------------------------------------
def test_portable_python_finder_uses_the_py_launcher_on_windows():
    check_install = load_script("check_install")
    found = check_install.python_candidates(
        "3.12",
        platform="win32",
        which=lambda name: rf"C:\Windows\{name}.exe",
        home=Path("C:/"),
        environ={},
    )
    assert found[0] == [r"C:\Windows\py.exe", "-3.12"]
    assert all("/bin/" not in " ".join(command) for command in found)


def test_portable_python_finder_looks_on_path_pyenv_and_macos_frameworks(tmp_path):
    check_install = load_script("check_install")
    pyenv = tmp_path / ".pyenv" / "versions" / "3.11.9" / "bin"
    pyenv.mkdir(parents=True)
    (pyenv / "python3").write_text("")
    on_path = {"python3.11": "/usr/bin/python3.11"}
    linux = check_install.python_candidates(
        "3.11", platform="linux", which=on_path.get, home=tmp_path, environ={}
    )
    assert [str(pyenv / "python3")] in linux and ["/usr/bin/python3.11"] in linux
    assert not any(Path(command[0]).stem == "py" for command in linux)
    mac = check_install.python_candidates(
        "3.11", platform="darwin", which=on_path.get, home=tmp_path, environ={}
    )
    framework = "/Library/Frameworks/Python.framework/Versions/3.11/bin/python3.11"
    assert [framework] in mac and ["/opt/homebrew/bin/python3.11"] in mac
    assert all(len(command) == 1 for command in mac)


def test_portable_python_finder_without_a_launcher_on_windows_tries_path():
    check_install = load_script("check_install")
    found = check_install.python_candidates(
        "3.13",
        platform="win32",
        which={"python3.13": r"C:\py\python3.13.exe"}.get,
        home=Path(),
        environ={},
    )
    assert found == [[r"C:\py\python3.13.exe"]]


# ----- the macOS app --------------------------------------------------------------------------
def test_portable_macos_info_plist_has_every_key_and_the_project_version():
    macos = load_script("macos")
    source = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    version = re.search(r'__version__ = "([^"]+)"', source).group(1)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'version = { attr = "game.__version__" }' in pyproject
    plist = macos.info_plist(version)
    assert plist["CFBundleShortVersionString"] == version == plist["CFBundleVersion"]
    assert plist["CFBundleIdentifier"] == macos.BUNDLE_ID
    assert re.fullmatch(r"[a-z]+(\.[a-z0-9-]+){2,}", macos.BUNDLE_ID)
    assert plist["NSHighResolutionCapable"] is True
    assert "Wi-Fi" in plist["NSLocalNetworkUsageDescription"]
    assert plist["LSApplicationCategoryType"] == "public.app-category.games"
    major, minor = (int(part) for part in plist["LSMinimumSystemVersion"].split("."))
    assert (major, minor) >= (11, 0)
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Spielekiste"


def test_portable_spec_bundles_the_app_and_strips_only_on_linux():
    spec = (BUILD / "spielekiste.spec").read_text(encoding="utf-8")
    assert re.search(r"BUNDLE\(", spec) and "macos.info_plist(" in spec
    assert "icon.icns" in spec and "icon.ico" in spec
    assert 'STRIP = sys.platform.startswith("linux")' in spec
    assert "strip=STRIP" in spec and "strip=True" not in spec
    assert load_script("macos").APP_NAME == "Spielekiste.app"


# ----- git and the workflow -------------------------------------------------------------------
def test_portable_gitattributes_keep_pictures_and_icons_binary():
    rules = {}
    for line in (ROOT / ".gitattributes").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            pattern, *attributes = line.split()
            rules[pattern] = attributes
    assert "text=auto" in rules["*"] and "eol=lf" in rules["*"]
    for kind in ("png", "ico", "icns", "ogg", "wav", "ttf", "otf"):
        assert "binary" in rules[f"*.{kind}"], kind


def test_portable_ci_checks_the_release_workflow_with_actionlint():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    workflow = ROOT / ".github" / "workflows" / "release.yml"
    assert workflow.is_file()
    calls = [line for line in ci if re.match(r"\s*\S*actionlint\s", line)]
    assert calls and any(".github/workflows/release.yml" in line for line in calls)
    ruff = next(i for i, line in enumerate(ci) if "ruff format --check" in line)
    assert ci.index(calls[0]) == ruff + 1, "right after the lint"


def test_portable_release_workflow_builds_on_three_desktops_and_smokes_with_phones():
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "\t" not in text
    for runner in ("os: windows-latest", "os: macos-latest", "os: ubuntu-"):
        assert runner in text
    for step in ("build/build.py --smoke", "SDL_VIDEODRIVER: dummy", "actions/upload-artifact"):
        assert step in text
    assert re.search(r"tags:\s*(\[\s*|\n\s*- )['\"]?v\*", text) and "workflow_dispatch" in text
    assert "startsWith(github.ref, 'refs/tags/v')" in text
    assert "python -m pytest" in text and "playwright install" in text


# ----- the Windows version resource -------------------------------------------------------------
def test_portable_windows_version_resource_is_what_pyinstaller_reads(tmp_path, monkeypatch):
    release = load_script("release")
    assert release.version_numbers("0.2.0") == (0, 2, 0, 0)
    assert release.version_numbers("1.10.3rc2") == (1, 10, 3, 0)
    compat = pytest.importorskip("PyInstaller.compat")
    if sys.platform != "win32":  # what the module imports for writing into an .exe only
        monkeypatch.setitem(sys.modules, "pefile", ModuleType("pefile"))
        monkeypatch.setattr(compat, "win32api", None, raising=False)
    name = "PyInstaller.utils.win32.versioninfo"
    versioninfo = importlib.import_module(name)
    monkeypatch.setitem(sys.modules, name, versioninfo)  # forgotten again after the test
    path = tmp_path / "version_info.txt"
    path.write_text(release.windows_version_info("0.2.0"), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    assert info.ffi.fileVersionMS == 2 and info.ffi.fileVersionLS == 0
    raw = info.toRaw()
    for text in ("Spielekiste", "spielekiste.exe", "0.2.0"):
        assert text.encode("utf-16-le") in raw
    spec = (BUILD / "spielekiste.spec").read_text(encoding="utf-8")
    assert "version=VERSION_FILE" in spec and "windows_version_info(__version__)" in spec


# ----- the smoke test and the archive ---------------------------------------------------------
def test_portable_archives_are_zips_on_windows_and_macos_and_tarballs_on_linux():
    release = load_script("release")
    assert release.archive_name("0.2.0", "win32", "AMD64") == "spielekiste-0.2.0-windows-x86_64.zip"
    assert release.archive_name("0.2.0", "darwin", "arm64") == "spielekiste-0.2.0-macos-arm64.zip"
    assert release.archive_name("0.2.0", "darwin", "x86_64").endswith("macos-x86_64.zip")
    linux = release.archive_name("0.2.0", "linux", "aarch64")
    assert linux == "spielekiste-0.2.0-linux-arm64.tar.gz"


def test_portable_smoke_runs_the_program_inside_the_app():
    build = load_script("build")
    app = Path("dist") / "Spielekiste.app"
    program = build.executable(app)
    assert program == app / "Contents" / "MacOS" / "spielekiste"
    assert build.product_of(program) == app
    folder = Path("dist") / "spielekiste"
    assert build.product_of(build.executable(folder)) == folder


def test_portable_smoke_reads_the_phone_address_the_game_logs():
    """The phone run finds port and room in the line the game logs when phones can join."""
    build = load_script("build")
    link = (ROOT / "game" / "engine" / "net" / "link.py").read_text(encoding="utf-8")
    assert 'log.info("phones can join at %s", self.address)' in link
    line = "2026-01-01 12:00:00,000 INFO game.engine.net.link: phones can join at {}"
    for address, port in (
        ("http://192.168.1.20:8765/KTEX", 8765),
        ("http://[fd00::2]:51234/ACDE", 51234),
    ):
        found = build.PHONE_LINE.search(line.format(address))
        assert found and (int(found.group(1)), found.group(2)) == (port, address[-4:])
    assert build.PHONE_LINE.search(line.format("")) is None
    assert 60 * 3 <= build.PHONE_FRAMES <= 60 * 10, "seconds enough to join, and a quick smoke"
