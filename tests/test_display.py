import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.engine.display import CANVAS_SIZE, integer_scale, letterbox


def test_common_screens_get_the_expected_scale():
    assert integer_scale((1280, 720)) == 2
    assert integer_scale((1920, 1080)) == 3
    assert integer_scale((2560, 1440)) == 4
    assert integer_scale((3840, 2160)) == 6
    assert integer_scale((100, 100)) == 1  # never zero


@given(st.integers(1, 8000), st.integers(1, 5000))
def test_letterbox_keeps_square_pixels_and_stays_centred(w, h):
    rect = letterbox((w, h))
    scale = rect.width // CANVAS_SIZE[0]
    assert rect.width == CANVAS_SIZE[0] * scale and rect.height == CANVAS_SIZE[1] * scale
    if w >= CANVAS_SIZE[0] and h >= CANVAS_SIZE[1]:
        assert rect.left >= 0 and rect.top >= 0
        assert rect.right <= w and rect.bottom <= h
        assert abs(rect.left - (w - rect.right)) <= 1 and abs(rect.top - (h - rect.bottom)) <= 1


def test_scale_into_fills_bars_black_and_copies_pixels_exactly():
    from game.engine.display import Display, DisplayOptions

    pygame.display.init()
    display = Display(DisplayOptions(headless=True))
    display.canvas.fill((10, 20, 30))
    display.canvas.set_at((0, 0), (255, 0, 0))
    target = pygame.Surface((2000, 1100))
    rect = display.scale_into(target)
    assert rect.size == (1920, 1080)
    assert target.get_at((0, 0))[:3] == (0, 0, 0)  # bar
    for dx in range(3):
        for dy in range(3):
            assert target.get_at((rect.x + dx, rect.y + dy))[:3] == (255, 0, 0)
    assert target.get_at((rect.x + 3, rect.y))[:3] == (10, 20, 30)
