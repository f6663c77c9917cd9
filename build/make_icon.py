"""Draw the window/app icon (a die over a crate) and write it in every form a desktop wants.

    python build/make_icon.py

- ``assets/icon.png``: the 64 px drawing; the window icon, and the source of the big sizes.
- ``assets/icon.ico``: Windows (the .exe, Explorer, the taskbar): 16, 24, 32, 48, 64, 128
  and 256 px, one PNG each (allowed in .ico files since Windows Vista).
- ``assets/icon.icns``: macOS (the .app in Finder and the Dock): 16 to 1024 px, PNG entries.

Pixel art stays sharp at every size: sizes from 64 px up are the 64 px drawing scaled by a
whole number without smoothing; the small ones are drawn again at their own size, where a
scaled-down copy would lose the pips. No image library is needed.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

ASSETS = Path(__file__).resolve().parents[1] / "assets"
SIZE = 64
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The .icns types with PNG data, and their size in pixels (the @2x types are the doubled
# sizes of the one below them, which is how Finder picks them on a Retina screen).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),  # 16 @2x
    (b"icp6", 64),
    (b"ic12", 64),  # 32 @2x
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),  # 128 @2x
    (b"ic09", 512),
    (b"ic14", 512),  # 256 @2x
    (b"ic10", 1024),  # 512 @2x
)

INK = (24, 20, 37)
WOOD = (194, 133, 105)
WOOD_DARK = (116, 63, 57)
RED = (228, 59, 68)
WHITE = (255, 255, 255)
PIPS = ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1))


def draw_icon() -> pygame.Surface:
    """The 64 px drawing: ``assets/icon.png``."""
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    box = pygame.Rect(6, 30, 52, 30)
    pygame.draw.rect(icon, INK, box.move(2, 2), border_radius=4)
    pygame.draw.rect(icon, WOOD, box, border_radius=4)
    for y in (40, 50):
        pygame.draw.line(icon, WOOD_DARK, (box.left + 3, y), (box.right - 4, y), 2)
    pygame.draw.rect(icon, WOOD_DARK, box, 3, border_radius=4)
    die = pygame.Rect(18, 4, 28, 28)
    pygame.draw.rect(icon, INK, die.move(2, 2), border_radius=6)
    pygame.draw.rect(icon, RED, die, border_radius=6)
    for dx, dy in PIPS:
        pygame.draw.circle(icon, WHITE, (die.centerx + dx * 7, die.centery + dy * 7), 3)
    return icon


def draw_small(size: int) -> pygame.Surface:
    """The same picture drawn at ``size`` (below 64 px), pixel by pixel: the die's five pips
    stay five, the crate keeps its two boards, the shadow stays one pixel at least."""
    unit = size / SIZE

    def px(value: float) -> int:
        return round(value * unit)

    def line(width: float) -> int:
        return max(1, px(width))

    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    shadow = line(2)
    box = pygame.Rect(px(6), px(30), px(52), size - px(30) - shadow)
    radius = px(4) if size >= 24 else 0
    pygame.draw.rect(icon, INK, box.move(shadow, shadow), border_radius=radius)
    pygame.draw.rect(icon, WOOD, box, border_radius=radius)
    border = line(3)
    for y in (px(40), px(50)):
        board = pygame.Rect(box.left + border, y - line(2) // 2, box.width - 2 * border, line(2))
        icon.fill(WOOD_DARK, board)
    pygame.draw.rect(icon, WOOD_DARK, box, border, border_radius=radius)
    side = px(28) | 1  # odd: the middle pip sits on a pixel
    die = pygame.Rect((size - side) // 2 - shadow // 2, px(4), side, side)
    pygame.draw.rect(icon, INK, die.move(shadow, shadow), border_radius=px(6))
    pygame.draw.rect(icon, RED, die, border_radius=px(6))
    pip = max(1, px(5))  # a square pip: a circle this small is a blot
    step = max(pip + 1, px(7))
    for dx, dy in PIPS:
        centre_x, centre_y = die.centerx + dx * step, die.centery + dy * step
        icon.fill(WHITE, pygame.Rect(centre_x - pip // 2, centre_y - pip // 2, pip, pip))
    return icon


def icon_at(size: int, drawing: pygame.Surface | None = None) -> pygame.Surface:
    """The icon at ``size`` px: drawn again below 64, scaled by a whole number from 64 up."""
    if size < SIZE:
        return draw_small(size)
    if size % SIZE:
        raise ValueError(f"{size} px is no whole multiple of the {SIZE} px drawing")
    drawing = drawing if drawing is not None else draw_icon()
    return pygame.transform.scale_by(drawing, size // SIZE)  # nearest neighbour: no blur


def png_bytes(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An .ico file holding one PNG per size. In the directory a width or height of 256 is
    written as 0 (the field is one byte)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(entries: list[tuple[bytes, bytes]]) -> bytes:
    """An .icns file: ``icns`` and the file's length, then per entry its four-letter type,
    its length (with these 8 bytes) and its PNG; every number big-endian."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    pygame.display.init()
    drawing = draw_icon()
    png_path = ASSETS / "icon.png"
    pygame.image.save(drawing, str(png_path))
    sizes = sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: png_bytes(icon_at(size, drawing)) for size in sizes}
    (ASSETS / "icon.ico").write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    (ASSETS / "icon.icns").write_bytes(icns_bytes([(kind, pngs[n]) for kind, n in ICNS_TYPES]))
    print(f"wrote {png_path}, icon.ico ({len(ICO_SIZES)} sizes), icon.icns ({len(ICNS_TYPES)})")


if __name__ == "__main__":
    main()
