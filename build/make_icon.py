"""Draw the window/app icon (a die in a box) and write ``assets/icon.png`` and ``assets/icon.ico``.

The .ico simply wraps the PNG (allowed since Windows Vista), so no image library is needed.
Run: ``python build/make_icon.py``.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

ASSETS = Path(__file__).resolve().parents[1] / "assets"
SIZE = 64


def draw_icon() -> pygame.Surface:
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    box = pygame.Rect(6, 30, 52, 30)
    pygame.draw.rect(icon, (24, 20, 37), box.move(2, 2), border_radius=4)
    pygame.draw.rect(icon, (194, 133, 105), box, border_radius=4)
    for y in (40, 50):
        pygame.draw.line(icon, (116, 63, 57), (box.left + 3, y), (box.right - 4, y), 2)
    pygame.draw.rect(icon, (116, 63, 57), box, 3, border_radius=4)
    die = pygame.Rect(18, 4, 28, 28)
    pygame.draw.rect(icon, (24, 20, 37), die.move(2, 2), border_radius=6)
    pygame.draw.rect(icon, (228, 59, 68), die, border_radius=6)
    for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
        pygame.draw.circle(icon, (255, 255, 255), (die.centerx + dx * 7, die.centery + dy * 7), 3)
    return icon


def write_ico(png: bytes, path: Path) -> None:
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", SIZE, SIZE, 0, 0, 1, 32, len(png), 6 + 16)
    path.write_bytes(header + entry + png)


def main() -> None:
    pygame.display.init()
    png_path = ASSETS / "icon.png"
    pygame.image.save(draw_icon(), str(png_path))
    write_ico(png_path.read_bytes(), ASSETS / "icon.ico")
    print(f"wrote {png_path} and {ASSETS / 'icon.ico'}")


if __name__ == "__main__":
    main()
