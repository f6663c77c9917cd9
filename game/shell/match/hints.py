"""First-round hints for the people new to a game: a few words at the moment that needs them.

A game night's match knows which seats are new (``hints.seats``, from the evening's memory
of who played what). Its game says, at each moment worth a word ("a bust still scores",
"your start piece: you sit this card out"), ``scene.hint(seat, key, anchor)``: the hint
shows beside ``anchor`` in the seat's colour for as long as it takes to read, once per seat
and moment, and never for someone who knows the game. Nothing waits for a hint: it is
drawn over the board while the game goes on. ``to_everyone`` hints (a shout window in
Fischkopp) speak to the whole table once when any new person is seated.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import palette as pal
from game.engine.text import Text
from game.engine.widgets import panel

SAFE = pygame.Rect(32, 18, 576, 300)  # the TV's inner area, above the footer band
WIDTH = 236
PAD = 6
LINE = 16
READING = 2.5  # words a second …
SETTLE = 90  # … and a moment more before a hint goes
MAX_SHOWN = 2  # at most this many on the board at once: the oldest goes first
GAP = 6  # between the anchor and the hint


def hint_frames(words: str) -> int:
    return round(len(words.split()) / READING * 60) + SETTLE


@dataclass
class Shown:
    seat: int | None  # None: for the whole table
    words: str
    anchor: pygame.Rect
    frames: int  # how long it stays
    age: int = 0
    key: str = ""  # the moment it speaks of (``answered``)


@dataclass
class Hints:
    seats: frozenset[int]  # the seats new to the game
    said: set[tuple[int | None, str]] = field(default_factory=set)
    shown: list[Shown] = field(default_factory=list)
    over: bool = False  # the first round is over: no more hints

    def wants(self, seat: int | None, key: str) -> bool:
        """Would a hint ``key`` for ``seat`` (None: the whole table) show now?"""
        if self.over or not self.seats or (seat is not None and seat not in self.seats):
            return False
        return (seat, key) not in self.said

    def say(self, seat: int | None, key: str, words: str, anchor: pygame.Rect) -> bool:
        """Show ``words`` (the translated ``key``) beside ``anchor``; True if it shows."""
        if not self.wants(seat, key):
            return False
        self.said.add((seat, key))
        self.shown.append(Shown(seat, words, pygame.Rect(anchor), hint_frames(words), key=key))
        del self.shown[:-MAX_SHOWN]
        return True

    def end_round(self) -> None:
        """The first round is done: what still shows fades by itself, nothing new comes."""
        self.over = True

    def answered(self, key: str) -> None:
        """The moment a hint spoke of has passed (the player chose): it goes at once rather
        than stand beside the next moment as if it spoke of that one."""
        self.shown = [h for h in self.shown if h.key != key]

    def put_away(self) -> None:
        """What shows goes at once: the board moved on under it (a race's next stage draws
        where a hint stood, or opens calls where it would cover what is in play)."""
        self.shown.clear()

    def update(self) -> None:
        for hint in self.shown:
            hint.age += 1
        self.shown = [h for h in self.shown if h.age < h.frames]

    def draw(self, canvas: pygame.Surface, text: Text) -> None:
        for hint in self.shown:
            _draw(canvas, text, hint)


def place(anchor: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """Below the anchor where there is room, else above, else beside it; in the safe area."""
    width, height = size
    rect = pygame.Rect(0, 0, width, height)
    rect.centerx = anchor.centerx
    if anchor.bottom + GAP + height <= SAFE.bottom:
        rect.top = anchor.bottom + GAP
    elif anchor.top - GAP - height >= SAFE.top:
        rect.bottom = anchor.top - GAP
    else:
        rect.centery = anchor.centery
        rect.left = anchor.right + GAP
        if rect.right > SAFE.right:
            rect.right = anchor.left - GAP
    return rect.clamp(SAFE)


def _draw(canvas: pygame.Surface, text: Text, hint: Shown) -> None:
    lines = text.wrap(hint.words, WIDTH - 2 * PAD - 10, "body")
    height = 2 * PAD + text.pitch(LINE) * len(lines)
    rect = place(hint.anchor, (WIDTH, height))
    rise = min(1.0, hint.age / 8)  # it pops up over a few frames
    rect.y += int((1 - rise) * 6)
    edge = pal.seat_colour(hint.seat) if hint.seat is not None else pal.YELLOW
    panel(canvas, rect, pal.NIGHT, edge)
    # A bulb-yellow tab on the left: the same sign on every hint, whoever it is for.
    canvas.fill(pal.YELLOW, (rect.left + 3, rect.top + 3, 4, rect.height - 6))
    y = rect.top + PAD
    for line in lines:
        text.draw(canvas, line, (rect.left + PAD + 8, y), "body", pal.SNOW)
        y += text.pitch(LINE)
    left = max(0.0, 1 - hint.age / hint.frames)  # how long it stays: a thin line shrinks
    canvas.fill(edge, (rect.left + 10, rect.bottom - 3, int((rect.width - 20) * left), 1))
