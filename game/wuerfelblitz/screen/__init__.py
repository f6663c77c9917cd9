"""The Würfelblitz screen: the box, nine dice, one number picker per seat.

What the shell uses (``catalog.GameScreen``): ``create_scene``, ``draw_howto``,
``draw_preview``, ``notable`` (what makes a match worth keeping).
"""

from game.wuerfelblitz.screen.howto import draw_howto
from game.wuerfelblitz.screen.notable import notable
from game.wuerfelblitz.screen.preview import draw_preview
from game.wuerfelblitz.screen.scene import create_scene

__all__ = ["create_scene", "draw_howto", "draw_preview", "notable"]
