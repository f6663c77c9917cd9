"""Round end and game end: the scores counted up on a panel, then the winner celebrated.

Shared by every game of the match kit. Both overlays count frames on their own, call
``play`` for their sounds, and can be hurried by a press: the first press jumps to the end
of the counting, the next moves on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.text import Text
from game.engine.tween import ease_out_back, ease_out_cubic
from game.engine.widgets import panel, pulse, seat_badge

Play = Callable[[str], None]
DrawBadge = Callable[[pygame.Surface, Text, pygame.Rect], None]

ROUND_ROW_DELAY = 10
ROUND_COUNT = 24
ROUND_FRAMES = 170
FINAL_COUNT = 100
FINAL_REVEAL = FINAL_COUNT + 16
FINAL_FRAMES = 540  # moves on by itself after 9 s
FINAL_PITCH = 32  # a ranked row of the final tally, less when seven must fit …
FINAL_MIN_PITCH = 26
FINAL_SPACE = (14, 317)  # … between the top of the screen and the footer band
FINAL_HEAD, FINAL_FOOT = 36, 52  # the title above the rows; the verdict and prompt below
FINAL_SORT = 18  # frames the rows take to move from seat order into their ranks


@dataclass(frozen=True)
class TallyRow:
    seat: int
    name: str
    score: int  # this round's score (round tally) or the final total
    total: int
    colour: tuple[int, int, int] = pal.SNOW  # of the round score (e.g. a bust in pink)
    badge: DrawBadge | None = None  # a game's mark in the last column (e.g. a handicap tile)


def signed(score: int) -> str:
    return f"+{score}" if score >= 0 else str(score)


def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size)
    veil.fill(pal.INK)
    veil.set_alpha(alpha)
    return veil


class RoundTally:
    """The round's scores counted up over the play area; new handicap tiles slide in."""

    def __init__(
        self, title: str, headings: tuple[str, str, str], rows: list[TallyRow], play: Play
    ) -> None:
        self.title, self.headings, self.rows, self.play = title, headings, rows, play
        self.age = 0
        self._veil: pygame.Surface | None = None

    @property
    def done(self) -> bool:
        return self.age >= ROUND_FRAMES

    def update(self) -> None:
        self.age += 1
        if self.age == 1:
            self.play("round_end")
        for i in range(len(self.rows)):
            if self.age == 16 + i * ROUND_ROW_DELAY:
                self.play("score_tick")

    def press(self) -> None:
        counted = 16 + len(self.rows) * ROUND_ROW_DELAY + ROUND_COUNT
        self.age = max(self.age, ROUND_FRAMES - 30) if self.age >= counted else counted

    def draw(self, canvas: pygame.Surface, text: Text, area: pygame.Rect) -> None:
        if self._veil is None:
            self._veil = _veil(area.size, 150)
        canvas.blit(self._veil, area.topleft)
        slide = ease_out_back(motion.settled(min(1.0, self.age / 16)))
        box = pygame.Rect(0, 0, area.width - 40, 70 + 30 * len(self.rows))
        box.center = (area.centerx, area.centery + int((1 - slide) * 260))
        panel(canvas, box, pal.DUSK, pal.YELLOW)
        text.draw(canvas, self.title, (box.centerx, box.top + 12), "title", pal.YELLOW, "midtop")
        score_x, total_x, tile_x = box.left + 160, box.left + 222, box.right - 42
        handicap = any(row.badge is not None for row in self.rows)
        for x, heading, shown in zip(
            (score_x, total_x, box.right - 12), self.headings, (True, True, handicap), strict=True
        ):
            if shown:
                text.draw(canvas, heading, (x, box.top + 40), "body", pal.MIST, "midright")
        for i, row in enumerate(self.rows):
            y = box.top + 64 + i * 30
            p = min(1.0, max(0.0, (self.age - 16 - i * ROUND_ROW_DELAY) / ROUND_COUNT))
            if p <= 0:
                continue
            x = box.left + 16 - int((1 - ease_out_cubic(motion.settled(min(1.0, p * 2)))) * 60)
            seat_badge(canvas, row.seat, (x + 6, y), 14)
            text.draw(canvas, row.name, (x + 18, y), "body", pal.SNOW, "midleft")
            shown = round(row.score * ease_out_cubic(p))
            text.draw(canvas, signed(shown), (score_x, y), "title", row.colour, "midright")
            text.draw(canvas, str(row.total), (total_x, y), "title", pal.CLOUD, "midright")
            if row.badge is not None:
                badge = pygame.Rect(0, 0, 22, 22)
                badge.center = (tile_x, y + int((1 - ease_out_back(motion.settled(p))) * -20))
                row.badge(canvas, text, badge)


class FinalTally:
    """Totals count up in seat order; then the rows move into their ranks, and the winners
    get a crown, confetti and a fanfare (no rank shows before the count is done).

    ``rows`` come in seat order; ``places`` (competition ranks per seat, from the game's
    standings with its tie-breaks) decide the order they end in.
    """

    def __init__(
        self,
        title: str,
        verdict: str,
        prompt: str,
        rows: list[TallyRow],
        places: list[int],
        winners: tuple[int, ...],
        play: Play,
        celebrate: Callable[[], None],
    ) -> None:
        self.title, self.verdict, self.prompt = title, verdict, prompt
        order = sorted(range(len(rows)), key=lambda i: (places[i], i))
        self.rows = [rows[i] for i in order]  # ranked
        self.places = [places[i] for i in order]
        self.counted_at = order  # the seat-order line each ranked row is counted on
        self.winners = winners
        self.play, self.celebrate = play, celebrate
        self.age = 0
        self.finished = False
        self._veil: pygame.Surface | None = None

    @property
    def revealed(self) -> bool:
        return self.age >= FINAL_REVEAL

    @property
    def done(self) -> bool:
        return self.finished or self.age >= FINAL_FRAMES

    def line(self, rank: int) -> float:
        """Where the ``rank``-th row stands now, in lines from the top: on its seat's line
        while the totals count, then moving to its rank's."""
        if not self.revealed:
            return float(self.counted_at[rank])
        sort = ease_out_cubic(motion.settled(min(1.0, (self.age - FINAL_REVEAL) / FINAL_SORT)))
        return self.counted_at[rank] + (rank - self.counted_at[rank]) * sort

    def update(self) -> None:
        self.age += 1
        if self.age == 1:
            self.play("round_end")
        if self.age < FINAL_COUNT and self.age % 6 == 0:
            self.play("score_tick")
        if self.age == FINAL_REVEAL:
            self.play("fanfare")
            self.play("win")
            self.celebrate()

    def press(self) -> None:
        if self.age < FINAL_REVEAL - 1:
            self.age = FINAL_REVEAL - 1
        elif self.age > FINAL_REVEAL + 20:
            self.finished = True

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        if self._veil is None:
            self._veil = _veil(canvas.get_size(), 170)
        canvas.blit(self._veil, (0, 0))
        top, bottom = FINAL_SPACE
        room = (bottom - top - FINAL_HEAD - FINAL_FOOT) // max(1, len(self.rows))
        pitch = max(FINAL_MIN_PITCH, min(FINAL_PITCH, room))
        box = pygame.Rect(0, 0, 420, FINAL_HEAD + FINAL_FOOT + pitch * len(self.rows))
        box.center = (320, 172)
        box.bottom = min(box.bottom, bottom)
        box.top = max(box.top, top)
        panel(canvas, box, pal.DUSK, pal.YELLOW)
        text.draw(canvas, self.title, (320, box.top + 10), "title", pal.YELLOW, "midtop")
        count = ease_out_cubic(min(1.0, self.age / FINAL_COUNT))
        rows_end = box.top + FINAL_HEAD + pitch * len(self.rows)
        first = box.top + FINAL_HEAD + pitch // 2
        for i, (row, place) in enumerate(zip(self.rows, self.places, strict=True)):
            y = first + round(self.line(i) * pitch)
            winner = self.revealed and row.seat in self.winners
            if winner:
                glow = pygame.Rect(box.left + 10, y - (pitch - 4) // 2, box.width - 20, pitch - 4)
                pygame.draw.rect(canvas, pal.darker(pal.YELLOW, 0.6), glow, border_radius=4)
            colour = pal.YELLOW if winner else pal.SNOW
            if self.revealed:
                text.draw(canvas, f"{place}.", (box.left + 22, y), "title", colour, "midleft")
            seat_badge(canvas, row.seat, (box.left + 70, y), 18)
            if winner:
                _crown(canvas, box.left + 70, y - 15 - int(2 * pulse(self.age, 30)))
            text.draw(canvas, row.name, (box.left + 88, y), "title", colour, "midleft")
            text.draw(
                canvas,
                str(round(row.total * count)),
                (box.right - 22, y),
                "big",
                colour,
                "midright",
            )
        if self.revealed:
            pop = ease_out_back(motion.settled(min(1.0, (self.age - FINAL_REVEAL) / 18)))
            y = rows_end + 18 + int((1 - pop) * 20)
            text.draw(canvas, self.verdict, (320, y), "title", pal.YELLOW, "center")
            if self.age > FINAL_REVEAL + 20:
                text.draw(canvas, self.prompt, (320, rows_end + 40), "body", pal.CLOUD, "center")


def _crown(canvas: pygame.Surface, x: int, y: int) -> None:
    points = [(x - 7, y + 4), (x - 7, y - 3), (x - 3, y + 1), (x, y - 5), (x + 3, y + 1)]
    points += [(x + 7, y - 3), (x + 7, y + 4)]
    pygame.draw.polygon(canvas, pal.YELLOW, points)
    pygame.draw.polygon(canvas, pal.INK, points, 1)
