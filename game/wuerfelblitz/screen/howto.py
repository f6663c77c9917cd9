"""Illustrations for the seven Würfelblitz how-to pages (dice, numbers and pictures only).

1: each coloured die's dot face, and the white dot dice; 2 and 3: the rules' first two
worked examples (8, and 0 when every pip die is knocked out); 4: the picker, a right call,
a tie and a wrong call; 5: white discs, black discs and balancing; 6: the brain-twister
example (8; the normal rule would give 11); 7: our house rules (30 s a round, a shared
moment scores for both, pickers start at 10, the box throws itself).
"""

from __future__ import annotations

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.dice_art import blit_die
from game.engine.text import Text
from game.engine.widgets import pulse, seat_badge
from game.wuerfelblitz.logic import COLOURS, DOT_COLOURS, DOT_FACES, Throw, explain

EXAMPLE_8 = Throw.of(["black", "green"], orange=4, blue=2, black=6, yellow=3, green=2, red=1)
EXAMPLE_0 = Throw.of(
    ["orange", "yellow", "green"], orange=5, blue=2, black=3, yellow=2, green=5, red=3
)
TWISTER = Throw.of(["green", "green", "black"], orange=2, blue=3, black=4, yellow=1, green=4, red=5)
CYCLE = 360


def _cross(canvas: pygame.Surface, x: int, y: int, r: int) -> None:
    pygame.draw.line(canvas, pal.RED, (x - r, y - r), (x + r, y + r), 3)
    pygame.draw.line(canvas, pal.RED, (x - r, y + r), (x + r, y - r), 3)


def _page_dice(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    for i, colour in enumerate(COLOURS):
        x = rect.left + 24 + (i % 2) * 112
        y = rect.top + 26 + (i // 2) * 52
        blit_die(canvas, (x, y), colour, DOT_FACES[colour], 22)
        pygame.draw.polygon(canvas, pal.MIST, [(x + 18, y - 5), (x + 26, y), (x + 18, y + 5)])
        blit_die(canvas, (x + 50, y), colour, 0, 32, dot=DOT_COLOURS[colour])
    dot = COLOURS[(frame // 40) % len(COLOURS)]
    y = rect.bottom - 40
    for k in range(3):
        blit_die(
            canvas,
            (rect.centerx - 40 + k * 40, y),
            "white",
            0,
            30,
            dot=COLOURS[(COLOURS.index(dot) + k * 2) % 6],
        )
    text.draw(canvas, "×2/3", (rect.right - 6, y + 26), "body", pal.CLOUD, "midright")


def _table(
    canvas: pygame.Surface, rect: pygame.Rect, throw: Throw, twister: bool, frame: int, text: Text
) -> None:
    """A throw, then its knocked-out dice crossed one by one, then the sum."""
    why = explain(throw, twister)
    cycle = frame % CYCLE
    marks = (cycle - 70) // 25  # how many dice are judged so far
    for i, verdict in enumerate(why.dice):
        # Each die with its pips to the right of it ("+4" in the numbers' font), and the
        # dice that knocked it out under it: the columns sit left of centre to make room.
        x = rect.left + 24 + (i % 3) * 74
        y = rect.top + 26 + (i // 3) * 66
        judged = i < marks
        blit_die(
            canvas,
            (x, y),
            verdict.colour,
            verdict.face,
            32,
            dim=judged and not verdict.counted,
            dot=verdict.dot,
        )
        if not judged:
            continue
        for j, die in enumerate(verdict.knocked_out_by):
            kx = x + (j - (len(verdict.knocked_out_by) - 1) / 2) * 18
            blit_die(
                canvas,
                (round(kx), y + 28),
                "white" if die.startswith("white") else die,
                0,
                14,
                dot=verdict.colour,
            )
        if verdict.counted:
            colour = pal.LIME if verdict.pips else pal.MIST
            text.draw(canvas, f"+{verdict.pips}", (x + 19, y + 1), "title", colour, "midleft")
        else:
            _cross(canvas, x, y, 12)
    for j, white in enumerate(throw.whites):
        x = rect.centerx + round((j - (len(throw.whites) - 1) / 2) * 42)
        blit_die(canvas, (x, rect.top + 160), "white", 0, 30, dot=white)
    if marks >= len(COLOURS) + 1:
        terms = "+".join(str(n) for n in why.terms)
        line = f"{terms} = {why.answer}" if terms else f"= {why.answer}"
        text.draw(canvas, line, (rect.centerx, rect.bottom - 22), "big", pal.YELLOW, "center")


def _page_example(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    _table(canvas, rect, EXAMPLE_8, False, frame, text)


def _page_zero(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    _table(canvas, rect, EXAMPLE_0, False, frame, text)


def _picker(
    canvas: pygame.Surface, text: Text, rect: pygame.Rect, seat: int, value: str, fill, dx: int = 0
) -> None:
    box = rect.move(dx, 0)
    pygame.draw.rect(canvas, fill, box, border_radius=4)
    pygame.draw.rect(canvas, pal.seat_colour(seat), box, 2, border_radius=4)
    seat_badge(canvas, seat, (box.left + 11, box.top + 11), 14)
    style = "huge" if box.height >= 70 else "big"  # small boxes: the number clears the badge
    text.draw(canvas, value, (box.centerx + 2, box.centery + 6), style, pal.SNOW, "center")


def _page_calling(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    cycle = frame % CYCLE
    dial = (10, 15, 16, 17)[min(3, cycle // 30)]
    called = cycle >= 120
    top = pygame.Rect(rect.left + 12, rect.top + 12, 92, 80)
    fill = pal.darker(pal.LIME, 0.35) if called and (cycle // 6) % 2 else pal.DUSK
    _picker(canvas, text, top, 0, str(dial), fill)
    x, y = rect.right - 80, rect.top + 30
    pygame.draw.polygon(canvas, pal.MIST, [(x - 7, y + 5), (x + 7, y + 5), (x, y - 7)])  # up
    text.draw(canvas, "+1", (x + 16, y), "title", pal.YELLOW, "midleft")
    y += 34
    pygame.draw.polygon(canvas, pal.MIST, [(x - 5, y - 7), (x + 7, y), (x - 5, y + 7)])  # right
    text.draw(canvas, "+5", (x + 16, y), "title", pal.YELLOW, "midleft")
    # A tie: two pickers flash together; a wrong call shakes and drops a disc.
    flash = pal.darker(pal.YELLOW, 0.35) if (frame // 8) % 2 else pal.DUSK
    for k, seat in enumerate((1, 2)):
        box = pygame.Rect(rect.left + 12 + k * 72, rect.top + 110, 64, 56)
        _picker(canvas, text, box, seat, "8", flash)
    shake = round(3 * pulse(frame, 6)) - 1 if (frame // 60) % 2 and not motion.calm() else 0
    wrong = pygame.Rect(rect.right - 60, rect.top + 110, 52, 56)
    _picker(canvas, text, wrong, 3, "9", pal.darker(pal.RED, 0.4), shake)
    fall = (frame % 60) * 2
    if fall < 50:
        pygame.draw.circle(canvas, pal.SNOW, (wrong.centerx + 10, wrong.bottom + fall // 2), 5)


def _page_discs(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    for row, per_black in enumerate((3, 2, 1)):
        y = rect.top + 30 + row * 50
        filled = (frame // 30 + row) % (per_black + 1)
        seat_badge(canvas, row, (rect.left + 16, y), 16)
        for i in range(per_black):
            x = rect.left + 40 + i * 20
            if i < filled:
                pygame.draw.circle(canvas, pal.SNOW, (x, y), 7)
            pygame.draw.circle(canvas, pal.MIST, (x, y), 7, 1)
        text.draw(canvas, "=", (rect.left + 112, y), "title", pal.CLOUD, "center")
        _black_disc(canvas, (rect.left + 140, y), 9)
    y = rect.bottom - 40
    for i in range(3):
        _black_disc(canvas, (rect.centerx - 36 + i * 36, y), 13)
    crown = [(rect.centerx - 12, y - 18), (rect.centerx - 12, y - 30), (rect.centerx - 5, y - 22)]
    crown += [(rect.centerx, y - 34), (rect.centerx + 5, y - 22), (rect.centerx + 12, y - 30)]
    crown.append((rect.centerx + 12, y - 18))
    if pulse(frame, 40) > 0.3:
        pygame.draw.polygon(canvas, pal.YELLOW, crown)


def _black_disc(canvas: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    pygame.draw.circle(canvas, pal.MIST, centre, radius + 1)
    pygame.draw.circle(canvas, pal.BLACK, centre, radius - 1)
    pygame.draw.circle(canvas, pal.SLATE, (centre[0] - radius // 3, centre[1] - radius // 3), 2)


def _page_house(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    """30 s per round; two right calls in one moment both score; pickers start at 10."""
    centre = (rect.left + 58, rect.top + 58)
    pygame.draw.circle(canvas, pal.SLATE, centre, 38, 5)
    left = 1 - (frame % 300) / 300
    box = pygame.Rect(0, 0, 76, 76)
    box.center = centre
    pygame.draw.arc(
        canvas, pal.LIME if left > 0.33 else pal.RED, box, 1.571, 1.571 + 6.283 * left, 5
    )
    text.draw(canvas, "30", (centre[0] + 1, centre[1] + 1), "big", pal.SNOW, "center")
    flash = (frame // 10) % 2
    for k, seat in enumerate((1, 4)):
        x = rect.right - 76 + k * 44
        seat_badge(canvas, seat, (x, rect.top + 40), 24)
        if flash:
            pygame.draw.circle(canvas, pal.YELLOW, (x, rect.top + 40), 15, 2)
        pygame.draw.circle(canvas, pal.SNOW, (x, rect.top + 76), 7)
        pygame.draw.circle(canvas, pal.MIST, (x, rect.top + 76), 7, 1)
    _picker(canvas, text, pygame.Rect(rect.left + 14, rect.bottom - 100, 92, 80), 2, "10", pal.DUSK)
    lid = pygame.Rect(rect.right - 104, rect.bottom - 84, 88, 44)
    rattle = (frame * 7) % 5 - 2 if frame % 120 < 60 else 0
    pygame.draw.rect(canvas, pal.BROWN, lid.move(rattle, 0), border_radius=5)
    pygame.draw.rect(canvas, pal.TAN, lid.move(rattle, 0).inflate(-6, -6), border_radius=4)


def _page_twister(canvas: pygame.Surface, rect: pygame.Rect, frame: int, text: Text) -> None:
    _table(canvas, rect, TWISTER, True, frame, text)
    if frame % CYCLE >= 70 and (frame // 20) % 2:
        for j in range(2):  # the doubled dot
            x = rect.centerx + round((j - 1) * 42)
            pygame.draw.rect(
                canvas, pal.YELLOW, (x - 19, rect.top + 141, 38, 38), 2, border_radius=6
            )


PAGES = (
    _page_dice,
    _page_example,
    _page_zero,
    _page_calling,
    _page_discs,
    _page_twister,
    _page_house,
)


def draw_howto(
    canvas: pygame.Surface, rect: pygame.Rect, page: int, frame: int, text: Text
) -> None:
    """Draw the illustration for how-to page ``page`` (0-based) inside ``rect``, with the
    App's ``text``."""
    PAGES[max(0, min(len(PAGES) - 1, page))](canvas, rect, frame, text)
