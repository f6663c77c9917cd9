"""Every screen shape a couch may have: 16:9 at 720p, 1080p and 4K, a Steam Deck's 16:10,
4:3 and 21:9. The game fills what it can (a whole-number scale where that shows most of the
screen, else filled with its aspect kept), cuts nothing, letterboxes cleanly: the title, a
match of each game and the results, scaled into a window of each shape, show the whole
canvas, bars only outside it, and every text inside the TV's safe area.

``SPIELEKISTE_SHAPES=<folder>`` saves each picture there to look at.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game import catalog
from game.engine.display import CANVAS_SIZE
from game.engine.geometry import fill_rect
from game.engine.presenters import BAR_COLOUR
from tests.test_safe_area import _outside

SHAPES = {
    "720p": (1280, 720),
    "1080p": (1920, 1080),
    "4k": (3840, 2160),
    "deck-16x10": (1280, 800),
    "4x3": (1024, 768),
    "21x9": (2560, 1080),
}
SEATS = ["cpu", "cpu-easy", "cpu", "cpu-easy"]
SCREENS = [
    ("title", None, [], 120),
    *((g.id, None, SEATS, 600) for g in catalog.playable_games()),
    ("results", "fischkopp", ["cpu", "cpu", "cpu"], 150),
]


@pytest.mark.parametrize("shape", SHAPES)
def test_every_screen_the_picture_fills_what_it_can_and_cuts_nothing(shape):
    """Where the canvas goes in a window of this shape: inside it, centred, its aspect kept,
    and at least four fifths as wide as filling would make it."""
    from game.engine.geometry import canvas_rect

    window = SHAPES[shape]
    rect = canvas_rect(window)
    bounds = pygame.Rect((0, 0), window)
    assert bounds.contains(rect)
    assert rect.width * CANVAS_SIZE[1] == rect.height * CANVAS_SIZE[0], "aspect kept"
    assert abs(rect.centerx - bounds.centerx) <= 1 and abs(rect.centery - bounds.centery) <= 1
    assert rect.width >= 0.8 * fill_rect(window).width, "the screen is used, not a stamp"


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("scene,game,seats,frames", SCREENS, ids=[s[0] for s in SCREENS])
def test_every_screen_shows_whole_on_each_shape(make_app, drawn, scene, game, seats, frames, shape):
    records, canvases = drawn
    app = make_app(scene=scene, game=game, seats=seats, seed=11, lang="en")
    canvases.append(app.display.canvas)
    for _ in range(frames):
        app.step()
    records.clear()
    app.draw()
    assert records, "the screen drew text"
    assert not _outside(records), f"text outside the safe area: {_outside(records)}"
    window = pygame.Surface(SHAPES[shape])
    rect = app.display.scale_into(window)
    canvas = app.display.canvas
    # The whole canvas is shown: its four corner pixels land in the window's picture …
    for cx, cy in ((0, 0), (639, 0), (0, 359), (639, 359)):
        x = rect.x + (cx * rect.width) // CANVAS_SIZE[0]
        y = rect.y + (cy * rect.height) // CANVAS_SIZE[1]
        assert window.get_at((x, y))[:3] == canvas.get_at((cx, cy))[:3], (cx, cy)
    # … and outside it there are only the bars.
    for x, y in ((0, 0), (window.get_width() - 1, window.get_height() - 1)):
        if not rect.collidepoint(x, y):
            assert window.get_at((x, y))[:3] == BAR_COLOUR[:3]
    folder = os.environ.get("SPIELEKISTE_SHAPES")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(window, str(Path(folder) / f"{shape}-{scene}.png"))
