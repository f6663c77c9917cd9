"""Every string the player reads comes from ``assets/i18n/<lang>.json``.

English is the reference: a key missing elsewhere falls back to English, and a key missing
in English shows the key itself, so a gap is visible but never a crash. A missing or broken
language file is logged as a missing asset (the release build's smoke test looks for that).

A count's noun follows it: ``{n|crown|crowns}`` in a text is the first word when ``n`` is
one in the language's way of counting (``one``), else the second.
"""

from __future__ import annotations

import json
import locale
import logging
import os
import re
from collections.abc import Mapping
from pathlib import Path

import pygame

from game.engine.assets import asset_dir, report_broken, report_missing

log = logging.getLogger(__name__)

LANGUAGES = ("en", "de", "fr", "it", "es", "nl")
REFERENCE = "en"
DECIMAL = re.compile(r"-?\d+\.\d+")  # a number with a fraction, as the rules write it
PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")  # {count|one|other}
# French counts 0 and 1, also with a fraction, as one; the others only a plain 1.
FRENCH_ONE = re.compile(r"[01]([.,]\d+)?")
# Windows names its locales in English words ("German_Austria", "Dutch_Netherlands").
LANGUAGE_NAMES = {
    "english": "en",
    "german": "de",
    "french": "fr",
    "italian": "it",
    "spanish": "es",
    "dutch": "nl",
}


def one(lang: str, count: object) -> bool:
    """Is ``count`` (as the player reads it) singular in ``lang``?"""
    written = str(count)
    return bool(FRENCH_ONE.fullmatch(written)) if lang == "fr" else written == "1"


def language_files(lang: str) -> list[Path]:
    """The shell's file and each game's own (``assets/i18n/<game>/<lang>.json``).

    A game's folder is known by its English file, so a translation missing there is listed
    too (and reported when loaded); English itself is always expected in the root folder.
    """
    root = asset_dir("i18n")
    games = sorted(path.parent for path in root.glob(f"*/{REFERENCE}.json"))
    return [root / f"{lang}.json", *(folder / f"{lang}.json" for folder in games)]


def load_strings(lang: str) -> dict[str, str]:
    strings: dict[str, str] = {}
    for path in language_files(lang):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            fallback = "texts show their keys" if lang == REFERENCE else "English texts instead"
            report_missing(path, fallback)
            continue
        except (OSError, ValueError) as err:
            report_broken(path, err, "texts from it are missing")
            continue
        if isinstance(data, dict):
            strings.update({str(k): str(v) for k, v in data.items()})
        else:
            report_broken(path, "not a JSON object", "texts from it are missing")
    return strings


def available_languages() -> list[str]:
    return [lang for lang in LANGUAGES if asset_dir("i18n", f"{lang}.json").exists()]


def system_language(
    preferred: list[dict] | None = None,
    environ: Mapping[str, str] = os.environ,
    os_locale: str | None = None,
) -> str:
    """The player's language if we have it, else English: the first of SDL's preferred
    locales we have (Windows' display language, the Mac's language list, also for an app
    started from the Finder, which has no LANG), then the environment, then Python's locale
    (on Windows a name such as ``German_Austria``). Arguments stand in for the system."""
    if preferred is None:
        preferred = _sdl_locales()
    candidates = [str(entry.get("language") or "") for entry in preferred]
    candidates += environ.get("LANGUAGE", "").split(":")
    candidates += [environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    if os_locale is None:
        try:
            os_locale = locale.getlocale()[0] or ""
        except ValueError:
            os_locale = ""
    candidates.append(os_locale)
    for value in candidates:
        code = language_code(value)
        if code:
            return code
    return REFERENCE


def language_code(name: str) -> str | None:
    """Our code for a locale name ("de_AT.UTF-8", "fr-BE", "Italian_Italy"), None if none."""
    word = re.split(r"[_.@-]", name.strip(), maxsplit=1)[0].lower()
    code = LANGUAGE_NAMES.get(word, word)
    return code if code in LANGUAGES else None


def _sdl_locales() -> list[dict]:
    try:
        return list(pygame.system.get_pref_locales())
    except (AttributeError, pygame.error):  # an SDL before 2.0.14, or none to ask
        return []


class Translator:
    def __init__(self, lang: str = REFERENCE) -> None:
        self._reference = load_strings(REFERENCE)
        self.lang = REFERENCE
        self._strings = self._reference
        self._warned: set[str] = set()
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            log.warning("unknown language %r; using English", lang)
            lang = REFERENCE
        self.lang = lang
        self._strings = self._reference if lang == REFERENCE else load_strings(lang)

    def decimal(self, value: float | str, places: int = 1) -> str:
        """A decimal number as this language writes it: 1.25 in English, 1,25 in German."""
        written = f"{value:.{places}f}" if isinstance(value, float) else value
        mark = self("number.decimal_mark")
        if mark != "." and DECIMAL.fullmatch(written):
            return written.replace(".", mark)
        return written

    def __call__(self, key: str, **values: object) -> str:
        text = self._strings.get(key) or self._reference.get(key)
        if text is None:
            if key not in self._warned:
                self._warned.add(key)
                log.warning("missing text key %r", key)
            return key
        if values:
            if "|" in text:
                lang = self.lang if key in self._strings else REFERENCE
                text = PLURAL.sub(lambda m: m[2] if one(lang, values.get(m[1], "")) else m[3], text)
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                log.warning("bad placeholders in %r for %s", key, self.lang)
        return text
