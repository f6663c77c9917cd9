"""Text that reads from the couch: fonts on their pixel grid, look-alike glyphs kept apart.

Players sit 3 m from a TV. A letter that differs from its look-alike by a pixel or two
(5/S, 3/8, B/8, 0/O) is misread at that distance, and a font drawn off its own pixel grid
smears exactly those pixels. These tests render the game's glyphs and compare bitmaps.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine.assets import find_asset
from game.engine.text import FONT_PIXEL, STYLES, Text

# Pairs (and a triple) that players misread when the font lets them come too close.
CONFUSABLE = ("5S", "38", "1l'", "BG8", "fP", "GQ", "0O")
# "Nearly alike": two glyphs whose bitmaps, laid over each other at the best of a few
# horizontal offsets, differ in fewer than this share of the pixels either one covers ...
MIN_DIFFERENT_SHARE = 0.15
# ... or in fewer canvas pixels than a 2×2 block (one pixel alone is lost at 3 m).
MIN_DIFFERENT_PIXELS = 4
MAX_SHIFT = 2  # px either way: a narrower glyph is not "different" just by its width
BODY_MIN_HEIGHT = 9  # canvas px from descender to ascender (26 px at 1080p)
# The body font players misread ("OPP", "1S", "+S"); kept with the tests, no longer shipped.
OLD_BODY = (Path(__file__).parent / "fonts" / "PixelifySans.woff", 16)


def _pairs() -> list[tuple[str, str]]:
    return [(g[i], g[j]) for g in CONFUSABLE for i in range(len(g)) for j in range(i + 1, len(g))]


def _mask(surface: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surface, 127)


def difference(a: pygame.mask.Mask, b: pygame.mask.Mask) -> tuple[int, float]:
    """Fewest differing pixels over small horizontal offsets, and their share of the union."""
    width = max(a.get_size()[0], b.get_size()[0]) + 2 * MAX_SHIFT
    height = max(a.get_size()[1], b.get_size()[1])
    best: tuple[int, float] | None = None
    for dx in range(-MAX_SHIFT, MAX_SHIFT + 1):
        ma = pygame.mask.Mask((width, height))
        ma.draw(a, (MAX_SHIFT, 0))
        mb = pygame.mask.Mask((width, height))
        mb.draw(b, (MAX_SHIFT + dx, 0))
        both = ma.overlap_area(mb, (0, 0))
        differing = ma.count() + mb.count() - 2 * both
        union = max(1, ma.count() + mb.count() - both)
        if best is None or differing < best[0]:
            best = (differing, differing / union)
    assert best is not None
    return best


def nearly_alike(a: pygame.mask.Mask, b: pygame.mask.Mask) -> bool:
    differing, share = difference(a, b)
    return differing < MIN_DIFFERENT_PIXELS or share < MIN_DIFFERENT_SHARE


def _alike_pairs(render) -> list[str]:
    return [
        f"{a}/{b} {difference(_mask(render(a)), _mask(render(b)))}"
        for a, b in _pairs()
        if nearly_alike(_mask(render(a)), _mask(render(b)))
    ]


@pytest.fixture(autouse=True)
def fonts_on() -> None:
    """Every test turns fonts on itself: an App in another test may have quit pygame."""
    pygame.font.init()


@pytest.fixture
def text(fonts_on) -> Text:
    return Text()


def _raw_font(file_name: str | Path, size: int) -> pygame.font.Font:
    path = file_name if isinstance(file_name, Path) else find_asset("fonts", file_name)
    assert path is not None, file_name
    return pygame.font.Font(str(path), size)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_confusable_glyphs_differ_in_every_style(text: Text, style: str) -> None:
    alike = _alike_pairs(lambda ch: text.render(ch, style, (255, 255, 255), None))
    assert not alike, f"{style}: these read alike from the couch: {alike}"


def test_the_old_body_font_fails_the_same_check() -> None:
    """The check catches the misreads players reported in Pixelify Sans at 16 px."""
    font = _raw_font(*OLD_BODY)
    alike = _alike_pairs(lambda ch: font.render(ch, False, (255, 255, 255)))
    assert any(p.startswith("0/O") for p in alike), alike
    assert any(p.startswith("3/8") for p in alike), alike


def _partial_pixels(font: pygame.font.Font) -> int:
    """Pixels a smoothing rasteriser only half covers: none when the font is on its grid."""
    sample = "AaBbGgQq0O5S38fP1l'()äöüßéèàç+-"
    surface = font.render(sample, True, (255, 255, 255), (0, 0, 0))
    reds = pygame.image.tobytes(surface, "RGB")[0::3]
    return sum(1 for value in reds if 0 < value < 255)


@pytest.mark.parametrize("style", sorted(STYLES))
def test_every_style_sits_on_its_fonts_pixel_grid(style: str) -> None:
    file_name, size = STYLES[style]
    assert size % FONT_PIXEL[file_name] == 0, f"{style}: {size} px is off {file_name}'s grid"
    assert _partial_pixels(_raw_font(file_name, size)) == 0


def test_the_old_body_size_was_off_the_grid() -> None:
    assert _partial_pixels(_raw_font(*OLD_BODY)) > 100


def _ink_rect(text: Text, sample: str, style: str) -> pygame.Rect:
    rects = _mask(text.render(sample, style, (255, 255, 255), None)).get_bounding_rects()
    return rects[0].unionall(rects[1:])


@pytest.mark.parametrize("style", sorted(STYLES))
def test_every_style_is_tall_enough(text: Text, style: str) -> None:
    """No text on any screen is smaller than body text may be: 9 px, ascender to descender."""
    assert _ink_rect(text, "dg", style).height >= BODY_MIN_HEIGHT


def test_key_numbers_are_bigger_than_body_text(text: Text) -> None:
    body_digits = _ink_rect(text, "0123456789", "body").height
    for style in ("title", "big", "huge"):  # scores, totals and dice values use these
        assert _ink_rect(text, "0123456789", style).height > body_digits, style


@pytest.mark.parametrize("style", sorted(STYLES))
def test_parentheses_are_real_glyphs(text: Text, style: str) -> None:
    """ "P3 (normal)" needs "(" and ")", not the font's box for a missing glyph."""
    missing = _mask(text.render("\ue000", style, (255, 255, 255), None))
    opening = _mask(text.render("(", style, (255, 255, 255), None))
    closing = _mask(text.render(")", style, (255, 255, 255), None))
    assert opening.count() and closing.count()
    assert difference(opening, missing)[0] > 0 and difference(closing, missing)[0] > 0
    assert not nearly_alike(opening, closing)
    shape = _ink_rect(text, "(", style)
    assert shape.height >= _ink_rect(text, "n", style).height, "parentheses span the letters"


def test_patched_glyphs_keep_the_monospaced_advance(text: Text) -> None:
    """The redrawn "l" of Press Start 2P sits in its own cell: words keep their width."""
    for style in ("title",):
        assert text.size("Roll", style)[0] == text.size("Roxx", style)[0]
        rendered = text.render("Roll", style, (255, 255, 255), None)
        assert rendered.get_width() == text.size("Roll", style)[0]


@pytest.mark.parametrize("style", sorted(STYLES))
def test_accented_capitals_keep_the_line_on_its_baseline(text: Text, style: str) -> None:
    """The font renderer makes a line with "É" taller at the top; drawn, it must not sink."""
    rows = []
    for sample in ("Ex", "Éx"):
        canvas = pygame.Surface((120, 60), pygame.SRCALPHA)
        rect = text.draw(canvas, sample, (10, 30), style, WHITE, "midleft", shadow=None)
        x_glyph = canvas.subsurface(
            (rect.right - text.size("x", style)[0], 0, text.size("x", style)[0], 60)
        )
        rows.append(_mask(x_glyph).get_bounding_rects()[0].bottom)
    assert rows[0] == rows[1], f"{style}: the x of 'Éx' sits {rows[1] - rows[0]} px lower"


# ----- colour-blind marks on dice ---------------------------------------------------------
DIE_SIZES = (18, 20, 22, 24, 26, 30, 32, 48)  # every size a game or how-to page draws
MIN_STICKER_SHAPE = 8  # px: a shape as tall as a capital letter reads from the couch


def _symbol_mask(name: str, size: int) -> pygame.mask.Mask:
    from game.engine.symbols import draw_symbol

    surface = pygame.Surface((size + 6, size + 6), pygame.SRCALPHA)
    draw_symbol(surface, name, (surface.get_width() // 2, surface.get_height() // 2), size, WHITE)
    return pygame.mask.from_surface(surface, 127)


WHITE = (255, 255, 255)


def test_die_stickers_are_big_enough_and_their_shapes_differ() -> None:
    from game.engine.dice_art import DIE_SYMBOLS, sticker_geometry

    smallest = min(2 * sticker_geometry(size)[0] - 4 for size in DIE_SIZES)
    assert smallest >= MIN_STICKER_SHAPE
    shapes = sorted(set(DIE_SYMBOLS.values()))
    alike = [
        f"{a}/{b}"
        for i, a in enumerate(shapes)
        for b in shapes[i + 1 :]
        if nearly_alike(_symbol_mask(a, smallest), _symbol_mask(b, smallest))
    ]
    assert not alike, f"colour-blind shapes that read alike at {smallest} px: {alike}"


def _pips(surface: pygame.Surface, blank: pygame.Surface) -> list[tuple[int, int]]:
    """Pixels where a face differs from the same die without pips: its pips."""
    w, h = surface.get_size()
    return [
        (x, y) for x in range(w) for y in range(h) if surface.get_at((x, y)) != blank.get_at((x, y))
    ]


def _centred(surface: pygame.Surface, side: int) -> pygame.Surface:
    out = pygame.Surface((side, side), pygame.SRCALPHA)
    out.blit(surface, ((side - surface.get_width()) // 2, (side - surface.get_height()) // 2))
    return out


@pytest.mark.parametrize("size", DIE_SIZES)
def test_die_stickers_never_cover_a_pip(size: int) -> None:
    from game.engine.dice_art import DIE_COLOURS, DIE_SYMBOLS, die_surface

    for colour in DIE_COLOURS:
        marked_blank = die_surface(colour, 0, size, symbol=True)
        side = marked_blank.get_width()
        blank = _centred(die_surface(colour, 0, size), side)
        sticker = _pips(_centred(marked_blank, side), blank)  # where the sticker went
        for value in range(1, 7):
            face = _centred(die_surface(colour, value, size), side)
            covered = set(_pips(face, blank)) & set(sticker)
            assert not covered, f"{colour} {value} at {size} px: sticker on pips {covered}"
        assert DIE_SYMBOLS[colour] and sticker, colour


@pytest.mark.parametrize("style", sorted(STYLES))
def test_no_two_letters_share_a_cell(text: Text, style: str) -> None:
    """Press Start 2P joins "fl" and "fi" into one cell: "réfléchit" lost a letter to it."""
    for word in ("fl", "fi", "réfléchit", "Griffin"):
        apart = sum(text.size(ch, style)[0] for ch in word)
        assert text.size(word, style)[0] == apart, f"{style}: {word!r} is narrower than its letters"
        drawn = _mask(text.render(word, style, WHITE, None))
        assert drawn.get_size()[0] == apart, f"{style}: {word!r} rendered {drawn.get_size()}"


def test_wrapped_french_keeps_its_marks_with_their_words(text: Text) -> None:
    """French puts a space before ":" "!" "?": a wrapped line may not start with one."""
    from game.engine.i18n import load_strings

    strays = []
    for key, value in load_strings("fr").items():
        for width in (120, 200, 332):
            lines = text.wrap(value, width, "body")
            strays += [f"{key} @{width}: {line!r}" for line in lines[1:] if line[:1] in ":;!?»"]
            strays += [f"{key} @{width}: {line!r}" for line in lines if line.endswith("«")]
    assert not strays, strays[:5]


def _runs(row: str) -> list[int]:
    return [len(run) for run in row.split(".") if run]


@pytest.mark.parametrize("style", ["title", "big", "huge"])
def test_an_eight_is_two_upright_loops_not_a_slanted_s(text: Text, style: str) -> None:
    """Press Start 2P's own 8 slants through its middle (strokes 3 and 1 pixels wide on one
    row, 1 and 4 on another), which players read as an S ("78" as "7S"). Every row of the
    game's 8 that crosses a loop has two strokes of equal width, and the loops are closed."""
    ink = _mask(text.render("8", style, (255, 255, 255), None))
    unit = STYLES[style][1] // FONT_PIXEL[STYLES[style][0]]
    width, height = ink.get_size()
    rows = [
        "".join("X" if ink.get_at((x, y)) else "." for x in range(0, width, unit))
        for y in range(0, height, unit)
    ]
    crossing = [_runs(row) for row in rows if len(_runs(row)) == 2]
    assert len(crossing) >= 4 and all(a == b for a, b in crossing), rows
    solid = [row for row in rows if len(_runs(row)) == 1]
    assert len(solid) == 3, rows  # top, waist and bottom close the two loops


@pytest.mark.parametrize("key", [",", ".", "-"])
def test_a_punctuation_key_cap_shows_a_mark_big_enough_for_a_tv(make_app, key):
    """A "," or "-" cap in body text was a speck at 3 m: its mark is now the title font's,
    at least 4 px across and centred in its cap."""
    from game.engine import palette as pal
    from game.engine.widgets import CAP_HALF, button_glyph

    app = make_app(scene="title")
    canvas = pygame.Surface((40, 24))
    canvas.fill(pal.NIGHT)
    width = button_glyph(canvas, app.text, key, (4, 12))
    cap = pygame.Rect(4, 12 - CAP_HALF, width, 2 * CAP_HALF)
    ink = [
        (x, y)
        for x in range(cap.left + 1, cap.right - 1)
        for y in range(cap.top + 1, cap.bottom - 1)
        if canvas.get_at((x, y))[:3] == pal.INK
    ]
    xs = [x for x, _ in ink]
    assert max(xs) - min(xs) + 1 >= 4, f"{key!r} is {max(xs) - min(xs) + 1} px across"
    assert abs((max(xs) + min(xs)) / 2 - cap.centerx) <= 1.5, f"{key!r} is off centre"
