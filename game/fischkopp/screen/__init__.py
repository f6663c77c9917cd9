"""The Fischkopp screen: the board, the dice, the shout window and the staged turns.

What the shell uses (``catalog.GameScreen``): ``create_scene``, ``draw_howto``,
``draw_preview``, ``notable`` (what makes a match worth keeping), and the shout timeline
(``timeline_pages``, ``timeline_at``, ``timeline_height``, ``draw_timeline``).
"""

from game.fischkopp.screen.howto import draw_howto
from game.fischkopp.screen.notable import notable
from game.fischkopp.screen.preview import draw_preview
from game.fischkopp.screen.scene import create_scene
from game.fischkopp.screen.timeline import draw_timeline
from game.fischkopp.screen.timeline import height_of as timeline_height
from game.fischkopp.screen.timeline import page_at as timeline_at
from game.fischkopp.screen.timeline import pages as timeline_pages

__all__ = [
    "create_scene",
    "draw_howto",
    "draw_preview",
    "draw_timeline",
    "notable",
    "timeline_at",
    "timeline_height",
    "timeline_pages",
]
