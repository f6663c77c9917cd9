import json
import re
from pathlib import Path

import pytest

from game import catalog
from game.engine.assets import ASSETS_DIR
from game.engine.i18n import PLURAL, Translator

LANGS = sorted(p.stem for p in (ASSETS_DIR / "i18n").glob("*.json"))
FOLDERS = [ASSETS_DIR / "i18n", *sorted(p for p in (ASSETS_DIR / "i18n").iterdir() if p.is_dir())]
SOURCE = Path(__file__).resolve().parents[1] / "game"
# Literal keys in code: t("key"...), t('key'...), *_key="key" and catalog label keys.
KEY_PATTERNS = (
    r"\bt\(\s*\"([a-z0-9_]+\.[a-z0-9_.]+)\"",
    r"\bt\(\s*'([a-z0-9_]+\.[a-z0-9_.]+)'",
    r"_key\s*=\s*\"([a-z0-9_]+\.[a-z0-9_.]+)\"",
)


def load(lang, folder=None):
    """One file (``folder`` given) or everything a language has, merged."""
    folders = [folder] if folder is not None else FOLDERS
    merged = {}
    for where in folders:
        path = where / f"{lang}.json"
        if path.exists():
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def keys_used_in_code() -> set[str]:
    keys = set()
    for path in SOURCE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for pattern in KEY_PATTERNS:
            keys.update(re.findall(pattern, text))
    for info in catalog.GAMES:
        keys.add(info.tagline_key)
        for spec in info.options:
            keys.add(spec.label_key)
            keys.update(label for _, label in spec.choices)
        if info.playable:
            for page in range(1, info.howto_pages + 1):
                keys.update({f"howto.{info.id}.{page}.title", f"howto.{info.id}.{page}.text"})
    return keys


def test_english_and_german_exist():
    assert {"en", "de"} <= set(LANGS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: p.name)
def test_every_language_file_has_exactly_the_english_keys(lang, folder):
    english, other = load("en", folder), load(lang, folder)
    missing, extra = set(english) - set(other), set(other) - set(english)
    assert not missing, f"{folder.name}/{lang}.json lacks {sorted(missing)}"
    assert not extra, f"{folder.name}/{lang}.json has keys English lacks: {sorted(extra)}"


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match_english(lang):
    english, other = load("en"), load(lang)
    for key, text in english.items():
        assert set(re.findall(r"{(\w+)}", text)) == set(re.findall(r"{(\w+)}", other[key])), key


@pytest.mark.parametrize("lang", LANGS)
def test_a_counted_noun_follows_a_count_the_text_shows(lang):
    """``{n|one|other}`` names a value the same text writes as ``{n}``, with two forms."""
    for key, text in load(lang).items():
        for name, one_form, other_form in PLURAL.findall(text):
            assert f"{{{name}}}" in text, (key, name)
            assert one_form and other_form, key
        assert "|" not in PLURAL.sub("", text), f"{key}: a broken {{count|one|other}}"


@pytest.mark.parametrize(
    ("lang", "count", "word"),
    [
        ("en", 1, "crown)"),
        ("en", 2, "crowns"),
        ("en", 0, "crowns"),
        ("en", "1.0", "crowns"),  # as CLDR: 1.0 is not one in English
        ("de", 1, "Krone)"),
        ("de", 3, "Kronen"),
        ("fr", 0, "couronne)"),  # French counts zero as one
        ("fr", "1,5", "couronne)"),
        ("fr", 2, "couronnes"),
        ("nl", 1, "kroon"),
        ("nl", 11, "kronen"),
    ],
)
def test_a_count_takes_the_languages_singular_or_plural(lang, count, word):
    said = Translator(lang)("fischkopp.award.loudest", seat="P1", value=count)
    assert f"{count} {word}" in said, said
    assert "|" not in said and "{" not in said


def test_each_count_in_a_text_takes_its_own_form():
    t = Translator("en")
    assert t("fischkopp.stat.windows", windows=1, presses=2) == "1 shout window, 2 shouts"
    assert t("fischkopp.stat.windows", windows=2, presses=1) == "2 shout windows, 1 shout"


@pytest.mark.parametrize(
    ("lang", "one"), [("en", "1 Gräte,"), ("de", "1 Gräte,"), ("nl", "1 graat,")]
)
def test_a_persons_numbers_count_one_graete_in_the_singular(lang, one):
    t = Translator(lang)
    assert one in t("people.note.fischkopp", game="Fischkopp", graeten=1, heads="1.5")
    assert one not in t("people.note.fischkopp", game="Fischkopp", graeten=2, heads="1.5")


@pytest.mark.parametrize(
    ("key", "values", "said"),
    [
        ("fiese15.stat.doubled", {"doubled": 1, "turns": 1}, "1 of 1 turn doubled"),
        ("wuerfelblitz.stat.ties", {"ties": 1}, "1 round ended in a tie"),
        ("fiese15.hint.stop_or_bust", {"stop": 1, "bust": 5}, "Stop now: 1 point."),
        ("fischkopp.stat.coach_cost", {"seat": "P1", "points": 1}, "cost 1 point against"),
        ("fits.tutorial.why_holes", {"piece": "W", "n": 1, "move": "A"}, "leave 1 hole."),
        ("people.note.busts", {"game": "Fiese 15", "n": 1}, "1 bust a match"),
        ("evening.award.coolest", {"name": "Ben", "value": 1}, "(1 bust a match)"),
    ],
)
def test_a_count_of_one_reads_in_the_singular(key, values, said):
    """A count that can be 1 says "1 turn", never "1 doubled turns" (a play-test found it)."""
    text = Translator("en")(key, **values)
    assert said in text, text


def test_a_count_missing_from_the_values_never_crashes(caplog):
    said = Translator("en")("fischkopp.stat.windows", windows=1)
    assert "shout window" in said and "shouts" in said  # presses unknown: the other form
    assert "bad placeholders" in caplog.text


def test_every_key_used_in_code_is_in_english():
    missing = keys_used_in_code() - set(load("en"))
    assert not missing, f"keys used in code but missing from en.json: {sorted(missing)}"


def test_translator_falls_back_and_formats():
    t = Translator("de")
    assert t("title.play") == "Spielen"
    assert t("seat.name", n=3) == "S3"
    assert t("no.such.key") == "no.such.key"
    assert Translator("xx").lang == "en"


def test_fonts_cover_german_and_french_letters():
    import pygame

    from game.engine.text import STYLES, Text

    pygame.font.init()
    text = Text()
    for style in STYLES:
        font = text.font(style)
        metrics = font.metrics("äöüÄÖÜßéèàçêëïôœÉ")
        assert all(m is not None for m in metrics), style


def test_decimals_are_written_the_languages_way():
    """1.25 s in English is 1,25 s in German and French: awards and coach numbers read right."""
    from game.core.setup import Award
    from game.shell.lines import say_award

    written = {}
    for lang in ("en", "de", "fr"):
        t = Translator(lang)
        assert t.decimal(30.25, 2) == ("30.25" if lang == "en" else "30,25")
        assert t.decimal("12") == "12" and t.decimal("v1.2.3") == "v1.2.3"  # not a decimal

        class App:
            def __init__(self, t):
                self.t = t

            def seat_name(self, seat):
                return f"S{seat + 1}"

        written[lang] = say_award(App(t), Award("wuerfelblitz.award.fastest", "1.25", seat=0))
    assert "1.25" in written["en"]
    assert "1,25" in written["de"] and "1,25" in written["fr"], written


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_nothing_is_left_in_english(lang):
    """A text with two or more English words in it is untranslated (proper names, symbols
    and numbers are the same everywhere)."""
    english, other = load("en"), load(lang)
    left = [
        key
        for key, text in english.items()
        if other.get(key) == text and len(re.findall(r"[a-z]{4,}", re.sub(r"{\w+}", "", text))) > 1
    ]
    assert not left, f"{lang}: still in English: {left}"


# ----- the phone page: its own TEXT table in phone.js ---------------------------------------------
PHONE_DIR = ASSETS_DIR / "phone"


def phone_texts() -> dict[str, set[str]]:
    """language -> the keys of phone.js's TEXT table (string values blanked first, so no
    text can look like a key)."""
    script = (PHONE_DIR / "phone.js").read_text(encoding="utf-8")
    table = re.search(r"const TEXT = \{(.*?)\n  \};", script, re.S).group(1)
    table = re.sub(r'"(?:[^"\\]|\\.)*"', '""', table)
    found = {}
    for lang, body in re.findall(r"\n    (\w+): \{(.*?)\n    \},", table, re.S):
        found[lang] = set(re.findall(r"(\w+):", body))
    return found


def test_the_phone_page_has_every_text_in_every_language():
    texts = phone_texts()
    assert set(texts) == set(LANGS)
    for lang, keys in texts.items():
        assert keys == texts["en"], (lang, sorted(keys ^ texts["en"]))
    # Every text the page asks for is in the table.
    page = (PHONE_DIR / "index.html").read_text(encoding="utf-8")
    script = (PHONE_DIR / "phone.js").read_text(encoding="utf-8")
    wanted = set(re.findall(r'data-text="(\w+)"', page)) | set(re.findall(r"\bt\.(\w+)", script))
    assert wanted and not wanted - texts["en"], sorted(wanted - texts["en"])


# One word for one thing: the strip's number per colour is a "limit" (the dice say "max")
# in every Fiese 15 text; a play-test met "unplaced targets" beside "limits".
OTHER_WORD_FOR_LIMIT = {
    "en": r"\btargets?\b",
    "de": r"Zielwert",
    "fr": r"\bcibles?\b",
    "it": r"obiettiv",
    "es": r"objetivo",
    "nl": r"doelwaarde",
}


@pytest.mark.parametrize("lang", LANGS)
def test_fiese15_names_the_strips_numbers_limits_everywhere(lang):
    texts = load(lang)  # every file of the language
    mixed = [
        key
        for key, text in texts.items()
        if "fiese15" in key and re.search(OTHER_WORD_FOR_LIMIT[lang], text)
    ]
    assert mixed == []


@pytest.mark.parametrize("lang", LANGS)
def test_wuerfelblitz_footer_says_which_direction_dials_what(make_app, lang):
    """The picker's footer names the directions (up/down ±1, left/right ±5; a play-test read
    "±1 / ±5" and could not tell which was which), and still fits beside the call's."""
    from game.engine import widgets

    app = make_app(scene="title", lang=lang)
    said = app.t("wuerfelblitz.prompt.dial")
    assert re.search(r"[^\W\d]{2,}\S* ±1\b", said), said
    assert re.search(r"[^\W\d]{2,}\S* ±5\b", said), said
    items = [("move", said), ("confirm", app.t("wuerfelblitz.prompt.call"))]
    with app.text.scaled(False):
        _, (shown, _widths, _short, _total) = widgets._prompt_layout(app.text, items)
    assert ("move", said) in shown, f"{lang}: the dial's prompt does not fit the footer"


@pytest.mark.parametrize("lang", LANGS)
def test_fischkopp_covers_with_one_verb_on_its_button_and_footer(lang):
    """The cover button and the footer say the same verb ("DECKEN" beside "Abdecken" read
    as two different things to a play-test)."""
    texts = load(lang)
    button = texts["fischkopp.button.cover"].replace("{field}", "").strip()
    assert button.casefold() == texts["fischkopp.prompt.cover"].casefold(), (button, lang)
