"""The Würfelblitz card on game select: the lid lifts, nine dice drop, the dots knock out
their dice."""

from __future__ import annotations

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import blit_die
from game.engine.tween import ease_in_quad, ease_out_bounce
from game.wuerfelblitz.logic import COLOURS, DOT_COLOURS, Throw, explain

# The first worked example of the rules: black and green are knocked out, 3 + 4 + 1 = 8.
THROW = Throw.of(["black", "green"], orange=4, blue=2, black=6, yellow=3, green=2, red=1)
CYCLE = 240
LIFT_AT, DROP_AT, SUM_AT = 40, 52, 120
SIZE = 22
KNOCKED = explain(THROW).excluded


def _slots(rect: pygame.Rect) -> list[tuple[str, str, int, str | None, tuple[int, int]]]:
    """(die, made of, face, dot, centre) for the six coloured dice and the white ones."""
    step = (rect.width - 16) // 4
    slots = []
    for i, colour in enumerate(COLOURS):
        face = THROW.face(colour)
        dot = DOT_COLOURS[colour] if THROW.pips(colour) == 0 else None
        x = rect.left + 8 + step // 2 + (i % 4) * step
        y = rect.centery - 15 + (i // 4) * 30
        slots.append((colour, colour, face, dot, (x, y)))
    for j, white in enumerate(THROW.whites):
        x = rect.left + 8 + step // 2 + (2 + j) * step
        slots.append((f"white{j + 1}", "white", 0, white, (x, rect.centery + 15)))
    return slots


def draw_preview(canvas: pygame.Surface, rect: pygame.Rect, frame: int) -> None:
    cycle = frame % CYCLE
    for i, (_, made_of, face, dot, (x, y)) in enumerate(_slots(rect)):
        p = max(0.0, min(1.0, (cycle - DROP_AT - i * 2) / 16))
        if p <= 0:
            continue
        fall = round((1 - ease_out_bounce(p)) * 40)
        if p < 1:
            spin = frame // 3 + i
            face, dot = spin % 6 + 1, (COLOURS[spin % 6] if made_of == "white" else None)
        blit_die(canvas, (x, y - fall), made_of, face, SIZE, dot=dot)
    lid = pygame.Rect(rect.left + 6, rect.centery - 33, rect.width - 12, 66)  # centred on the card
    rise = 0 if cycle < LIFT_AT else round(90 * ease_in_quad(min(1.0, (cycle - LIFT_AT) / 14)))
    if rise < 90:
        shake = ((frame * 7) % 5 - 2) if cycle < LIFT_AT and not motion.calm() else 0
        box = lid.move(shake, -rise)
        pygame.draw.rect(canvas, pal.BROWN, box, border_radius=5)
        pygame.draw.rect(canvas, pal.TAN, box.inflate(-6, -6), border_radius=4)
        bolt = [(box.centerx + 4, box.top + 10), (box.centerx - 8, box.centery + 2)]
        bolt += [(box.centerx + 1, box.centery + 2), (box.centerx - 5, box.bottom - 8)]
        bolt += [(box.centerx + 10, box.centery - 4), (box.centerx + 2, box.centery - 4)]
        pygame.draw.polygon(canvas, pal.YELLOW, bolt)
    if cycle >= SUM_AT:  # the dice the dots knock out are crossed: black and green
        for _, made_of, _, _, (x, y) in _slots(rect):
            if made_of in KNOCKED and (cycle - SUM_AT) // 12 >= KNOCKED.index(made_of):
                pygame.draw.line(canvas, pal.RED, (x - 8, y - 8), (x + 8, y + 8), 3)
                pygame.draw.line(canvas, pal.RED, (x - 8, y + 8), (x + 8, y - 8), 3)
