"""The Fischkopp screen: the board, the dice, the shout window and the staged turns.

What the shell uses (``catalog.GameScreen``): ``create_scene``, ``draw_howto``,
``draw_preview``.
"""

from game.fischkopp.screen.howto import draw_howto
from game.fischkopp.screen.preview import draw_preview
from game.fischkopp.screen.scene import create_scene

__all__ = ["create_scene", "draw_howto", "draw_preview"]
