"""The Fits screen: split-screen boards, falling pieces, scoring shows.

What the shell uses (``catalog.GameScreen``): ``create_scene``, ``draw_howto``,
``draw_preview``, ``notable`` (what makes a match worth keeping).
"""

from game.fits.screen.howto import draw_howto
from game.fits.screen.notable import notable
from game.fits.screen.preview import draw_preview
from game.fits.screen.scene import create_scene

__all__ = ["create_scene", "draw_howto", "draw_preview", "notable"]
