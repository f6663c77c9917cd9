"""Packaging: what the wheel and the release build carry, and the checks that guard them.

Building and installing the wheel itself is ``build/check_install.py`` (run by ``.ci/run``);
the frozen build is ``build/build.py --smoke``. These tests cover the parts that need neither.
"""

from __future__ import annotations

import configparser
import importlib.util
import logging
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import game
from game.engine import assets

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"


def load_script(name: str) -> ModuleType:
    """A module of build/ (they import each other by name, so build/ goes on the path)."""
    if str(BUILD) not in sys.path:
        sys.path.insert(0, str(BUILD))
    return importlib.import_module(name)


@pytest.fixture(scope="module")
def release():
    return load_script("release")


@pytest.fixture(scope="module")
def notices():
    return load_script("notices")


@pytest.fixture
def pyproject():
    tomllib = pytest.importorskip("tomllib")
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


@pytest.fixture
def stripped_assets(tmp_path, monkeypatch):
    """A copy of the assets without the named parts, used by the game instead of the real one."""

    def strip(*parts: str) -> Path:
        copy = tmp_path / "assets"
        shutil.copytree(assets.ASSETS_DIR, copy)
        for part in parts:
            target = copy / part
            shutil.rmtree(target) if target.is_dir() else target.unlink()
        monkeypatch.setattr(assets, "ASSETS_DIR", copy)
        monkeypatch.setattr(assets, "_reported", set())
        return copy

    return strip


# ----- metadata -----------------------------------------------------------------------------
def test_the_version_is_written_once_and_read_by_pyproject(pyproject):
    assert "version" in pyproject["project"]["dynamic"]
    assert "version" not in pyproject["project"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "game.__version__"}
    assert game.__version__.count(".") == 2


def test_licence_is_an_spdx_expression_with_its_files(pyproject):
    project = pyproject["project"]
    assert project["license"] == "MIT AND OFL-1.1"
    for pattern in project["license-files"]:
        assert list(ROOT.glob(pattern)), pattern
    assert "Copyright (c) 2026 Spielekiste contributors" in (ROOT / "LICENSE").read_text()
    assert not any(c.startswith("License ::") for c in project["classifiers"])  # not with SPDX
    assert "setuptools>=77" in pyproject["build-system"]["requires"]


def test_classifiers_name_the_pythons_ci_plays_the_wheel_on(pyproject):
    project = pyproject["project"]
    oldest = project["requires-python"]
    assert oldest.startswith(">=3.")
    tested = [f"3.{minor}" for minor in range(int(oldest.split(".")[1]), 14)]
    assert tested[0] == "3.10"  # the README promises any Python from 3.10
    listed = {
        c.rsplit(" ", 1)[1] for c in project["classifiers"] if c.startswith("Programming Language")
    }
    assert {v for v in listed if "." in v} == set(tested)
    ci = (ROOT / ".ci" / "run").read_text()
    assert f"--pythons {','.join(tested)}" in ci


def test_dev_tools_are_pinned_to_ranges(pyproject):
    for requirement in pyproject["project"]["optional-dependencies"]["dev"]:
        assert ">=" in requirement and "<" in requirement, requirement


def test_only_the_game_package_is_packaged_and_setuptools_stages_outside_build(pyproject):
    setuptools = pyproject["tool"]["setuptools"]
    code = sorted(
        {
            ".".join(path.parent.relative_to(ROOT).parts)
            for path in (ROOT / "game").rglob("*.py")
            if "__pycache__" not in path.parts
        }
    )
    # A folder of modules without __init__.py imports from a checkout but is left out of a
    # wheel: every folder holding code is a package.
    assert all((ROOT / Path(*name.split("."))).joinpath("__init__.py").exists() for name in code)
    # Every package of the game (a new one must be added to the list), its assets, no more.
    assert sorted(setuptools["packages"]) == sorted([*code, "game.assets"])
    assert not (BUILD / "__init__.py").exists()
    staging = pyproject["tool"]["distutils"]["build"]["build_base"]
    assert Path(staging).parts[0] != "build"


def test_package_data_covers_every_file_the_game_loads(pyproject):
    setuptools = pyproject["tool"]["setuptools"]
    assert setuptools["package-dir"] == {"game.assets": "assets"}  # the top-level folder
    assert setuptools["package-data"] == {"game.assets": ["**/*"]}
    assert assets.ASSETS_DIR == ROOT / "assets"  # a checkout finds it beside the package
    loose = [
        path.relative_to(ROOT)
        for path in (ROOT / "game").rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc")
    ]
    assert not loose, f"files in game/ that the wheel would not carry: {loose}"


# ----- missing and broken assets --------------------------------------------------------------
def test_missing_language_files_are_logged_and_texts_fall_back_to_keys(stripped_assets, caplog):
    from game.engine.i18n import Translator

    stripped_assets("i18n")
    t = Translator("de")
    assert t("title.play") == "title.play"
    assert assets.MISSING_ASSET in caplog.text and "en.json" in caplog.text


def test_a_missing_translation_of_a_game_is_logged(stripped_assets, caplog):
    from game.engine.i18n import Translator

    stripped_assets("i18n/fits/de.json")
    t = Translator("de")
    assert t("title.play") == "Spielen"  # the shell's file is there
    where = str(Path("fits") / "de.json")
    assert any(
        assets.MISSING_ASSET in r.getMessage() and where in r.getMessage() for r in caplog.records
    )


def test_a_broken_language_file_is_logged(stripped_assets, caplog):
    from game.engine.i18n import load_strings

    copy = stripped_assets()
    (copy / "i18n" / "fr.json").write_text("{ not json", encoding="utf-8")
    load_strings("fr")
    assert assets.BROKEN_ASSET in caplog.text


def test_the_app_starts_without_any_asset_and_says_what_is_missing(
    stripped_assets, make_app, caplog
):
    stripped_assets("i18n", "sounds", "fonts", "icon.png")
    caplog.set_level(logging.WARNING)
    app = make_app()
    for _ in range(30):
        app.step()
    app.draw()
    missing = [r.getMessage() for r in caplog.records if assets.MISSING_ASSET in r.getMessage()]
    for part in ("i18n", "sounds", "fonts"):
        assert any(part in line for line in missing), part


def test_the_smoke_test_flags_missing_and_broken_assets(release):
    log = "\n".join(
        [
            "2026-01-01 INFO game: Spielekiste 0.2.0 (release build) on Linux",
            f"2026-01-01 WARNING game.engine.assets: {assets.MISSING_ASSET}: /x/i18n/en.json",
            f"2026-01-01 WARNING game.engine.assets: {assets.BROKEN_ASSET}: /x/a.wav (bad)",
            "2026-01-01 WARNING game.engine.i18n: missing text key 'title.play'",
            "2026-01-01 INFO game.shell: all fine",
        ]
    )
    assert len(release.log_problems(log)) == 3
    assert release.log_problems("2026-01-01 INFO game: Spielekiste 0.2.0") == []


def test_find_asset_reports_each_missing_file_once(monkeypatch, caplog):
    monkeypatch.setattr(assets, "_reported", set())
    assert assets.find_asset("sounds", "nope.wav", fallback="plays nothing") is None
    assert assets.find_asset("sounds", "nope.wav") is None
    assert caplog.text.count(assets.MISSING_ASSET) == 1 and "plays nothing" in caplog.text
    assert assets.find_asset("icon.png") == assets.ASSETS_DIR / "icon.png"


# ----- the release build ----------------------------------------------------------------------
def test_frozen_hidden_imports_and_smoke_games_come_from_the_catalog(release):
    from game import catalog

    spec = (BUILD / "spielekiste.spec").read_text()
    assert "catalog.playable_games()" in spec and "scene_module" in spec
    runs = release.match_runs()
    games = {run[run.index("--scene") + 1]: run for run in runs if "--scene" in run}
    playable = catalog.playable_games()
    assert set(games) == {info.id for info in playable}
    for info in playable:
        seats = games[info.id][games[info.id].index("--seats") + 1].split(",")
        assert info.min_seats <= len(seats) <= info.max_seats
        assert info.scene_module and importlib.util.find_spec(info.scene_module) is not None


def test_unused_standard_library_is_excluded_but_what_websockets_needs_is_kept(release):
    for module in ("tkinter", "unittest", "pydoc"):
        assert module in release.EXCLUDED_MODULES
    for module in ("asyncio", "email", "http", "ssl", "logging"):
        assert module not in release.EXCLUDED_MODULES
    assert release.is_system_library("lib/libstdc++.so.6")
    assert not release.is_system_library("libSDL2-2.0.so.0")


def test_archive_name_carries_version_and_platform(release):
    name = release.archive_name("0.2.0")
    assert name.startswith("spielekiste-0.2.0-") and "-" in name.removeprefix("spielekiste-0.2.0-")
    if sys.platform.startswith("linux"):
        assert name.startswith("spielekiste-0.2.0-linux-") and name.endswith(".tar.gz")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files are Linux's")
def test_glibc_versions_are_read_from_the_binaries(release):
    import pygame

    libraries = sorted((Path(pygame.__file__).parent.parent / "pygame_ce.libs").glob("*.so*"))
    needs = release.newest_versions([Path(pygame.base.__file__), *libraries])
    need, _ = needs["GLIBC"]
    assert need.startswith("GLIBC_2.")
    assert release.elf_version_needs(ROOT / "LICENSE") == set()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the wheel's Linux libraries")
def test_every_library_pygame_ce_bundles_has_a_licence_notice(notices):
    import pygame

    folder = Path(pygame.__file__).parent.parent / "pygame_ce.libs"
    if not folder.is_dir():
        pytest.skip("pygame-ce built from source: no bundled libraries")
    assert notices.uncovered(folder) == []
    names = {library.name for library in notices.bundled_libraries(folder)}
    assert {"SDL", "SDL_mixer", "FreeType"} <= names


def test_licence_texts_come_from_the_installed_packages(notices, tmp_path):
    written = notices.write_licenses(tmp_path / "licenses", tmp_path)
    for name in ("LGPL-2.1.txt", "Python-LICENSE.txt", "websockets-LICENSE.txt"):
        assert name in written and (tmp_path / "licenses" / name).stat().st_size > 500
    lgpl = (tmp_path / "licenses" / "LGPL-2.1.txt").read_text()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl
    notice = (tmp_path / "licenses" / notices.NOTICE).read_text()
    for name in ("pygame-ce", "platformdirs", "websockets", "segno", "Python", "OFL-1.1"):
        assert name in notice


def test_desktop_entry_is_complete():
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str
    entry.read(BUILD / "linux" / "spielekiste.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Name"] == "Spielekiste"
    assert section["Exec"] == "spielekiste" and section["Icon"] == "spielekiste"
    assert "Game" in section["Categories"].split(";")
    installer = BUILD / "linux" / "install-desktop-entry.sh"
    assert installer.read_text().startswith("#!/bin/sh")


def test_desktop_entry_passes_the_freedesktop_validator():
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (Debian: desktop-file-utils)")
    entry = BUILD / "linux" / "spielekiste.desktop"
    result = subprocess.run([validator, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
