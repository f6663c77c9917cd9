"""The Fiese 15 screen: strip, dice tower, tray, score sheet and the staged turns.

What the shell uses (``catalog.GameScreen``): ``create_scene``, ``draw_howto``,
``draw_preview``.
"""

from game.fiese15.screen.howto import draw_howto
from game.fiese15.screen.preview import draw_preview
from game.fiese15.screen.scene import create_scene

__all__ = ["create_scene", "draw_howto", "draw_preview"]
