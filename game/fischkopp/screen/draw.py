"""Drawing one frame of the Fischkopp scene from its view (``view.FrameView``).

Nothing here reads the scene: each frame's view holds what it shows. Static layers (the
board, the seats' rows) come from the render cache (``Art``) keyed by what they show; the
per-frame work is blits, outlines and cached text.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from game.engine import motion
from game.engine import palette as pal
from game.engine.text import Text
from game.engine.widgets import prompt_bar, seat_badge
from game.fischkopp.screen import draw_board as board
from game.fischkopp.screen.draw_middle import draw_middle, draw_window
from game.fischkopp.screen.draw_shout import (
    VoiceSpot,
    draw_callouts,
    draw_seat_voices,
    draw_voice,
)
from game.fischkopp.screen.draw_side import draw_chip, render_row
from game.fischkopp.screen.draw_stage import draw_banner, draw_stechen
from game.fischkopp.screen.layout import (
    BENCH_LEFT,
    BENCH_Y,
    BOARD_FRAME,
    HEADER_Y,
    bench_spot,
    seat_row,
)
from game.fischkopp.screen.view import BenchView, BoardView, FrameView, HeaderView, RowState


class Art:
    """Surfaces rendered once and kept while what they show stays the same: a render
    cache the scene holds for its drawing, never game state."""

    def __init__(self) -> None:
        self.surfaces: dict[str, tuple[object, pygame.Surface]] = {}

    def get(self, name: str, key: object, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface ``name``, rebuilt only when ``key`` changes."""
        entry = self.surfaces.get(name)
        if entry is None or entry[0] != key:
            entry = (key, build())
            self.surfaces[name] = entry
        return entry[1]

    def __getitem__(self, name: str) -> pygame.Surface:
        return self.surfaces[name][1]


def prepare(art: Art, text: Text) -> None:
    """Render the static layers up front, so the first frame costs no more than the rest."""
    art.get("board", 0, lambda: board.render_board(text))
    art.get("veil", 0, board.make_veil)
    art.get("board_veil", 0, board.make_board_veil)
    for field in range(1, 13):
        art.get(f"marker{field}", 0, functools.partial(board.render_marker, text, field))


def draw(canvas: pygame.Surface, view: FrameView, look, art: Art) -> None:
    """One frame from its view; ``look`` gives the text renderer and the language."""
    text = look.text
    frame = view.frame
    canvas.fill(pal.NIGHT)
    if view.header is not None:
        _draw_header(canvas, text, view.header)
    _draw_board(canvas, text, art, view.board, frame)
    window = view.shouts.window
    if window is not None:  # the ring takes the dice's place
        draw_window(canvas, text, window, view.shouts.word, frame)
    elif view.middle is not None:
        draw_middle(canvas, text, view.middle, frame)
    _draw_rows(canvas, text, art, view.rows, look.t.lang)
    draw_seat_voices(canvas, text, view.shouts, view.seats, frame)
    bench = view.shouts.bench
    _draw_bench(canvas, text, view, bench)
    draw_callouts(canvas, text, view.shouts.callouts, lambda voice: _anchor(text, view, voice))
    for banner in view.banners:
        draw_banner(canvas, text, banner)
    for floater in view.floaters:
        text.draw(canvas, floater.text, floater.position(), "big", floater.colour, "center")
    if view.stechen is not None:
        draw_stechen(canvas, text, view.stechen)
    view.particles.draw(canvas)
    if view.tally is not None:
        view.tally.draw(canvas, text)
    prompt_bar(canvas, text, list(view.prompts))
    motion.shake_canvas(canvas, view.shake, frame)


def _draw_header(canvas: pygame.Surface, text: Text, header: HeaderView) -> None:
    seat = header.seat
    seat_badge(canvas, seat, (40, HEADER_Y), 16)
    ink = pal.seat_ink(seat, pal.NIGHT)
    text.draw(canvas, header.title, (54, HEADER_Y + 1), "title", ink, "midleft")
    if header.stechen:
        text.draw(canvas, header.tag, (608, HEADER_Y + 1), "title", pal.ORANGE, "midright")
    else:
        text.draw(canvas, header.tag, (608, HEADER_Y + 1), "body", pal.MIST, "midright")


def _draw_board(canvas: pygame.Surface, text: Text, art: Art, view: BoardView, frame: int) -> None:
    canvas.blit(art["board"], BOARD_FRAME.topleft)
    board.draw_markers(canvas, view.markers, lambda f: art[f"marker{f}"])
    if view.choices:
        board.dim_others(canvas, art["veil"], view.choices, view.covered)
        board.draw_choices(
            canvas, text, view.choices, view.cursor, view.colour, frame, view.coach, view.best
        )
    if view.graete_age is not None and view.graete_age < 400:
        board.draw_graete(canvas, art["board_veil"], view.graete_age)


def _draw_rows(
    canvas: pygame.Surface, text: Text, art: Art, rows: tuple[RowState, ...], lang: str
) -> None:
    for state in rows:
        build = functools.partial(render_row, text, state)
        surface = art.get(f"row{state.seat}", (state, lang), build)
        canvas.blit(surface, seat_row(state.seat, state.seats))


def _draw_bench(canvas: pygame.Surface, text: Text, view: FrameView, bench: BenchView) -> None:
    chairs = bench.chairs
    label = bench.label
    width = text.draw(canvas, label, (BENCH_LEFT, BENCH_Y + 1), "body", pal.CLOUD, "midleft").width
    for k, chair in enumerate(chairs):
        x, y = bench_spot(k, len(chairs), width)
        draw_chip(canvas, text, chair, (x, y))
        if chair.voice is not None:
            bar = pygame.Rect(x - 14, y + 14, 28, 3)  # ends by y 317, above the footer
            spot = VoiceSpot((x, y - 24), bar, (x, y - 17))
            draw_voice(canvas, text, view.shouts, chair.voice, spot, view.frame)
        elif chair.participant in bench.cheering:
            word = bench.cheer
            w = text.size(word, "body")[0] + 8
            box = pygame.Rect(x - w // 2, y - 34, w, 16)
            pygame.draw.rect(canvas, pal.LIME, box, border_radius=5)
            text.draw(
                canvas,
                word,
                (box.centerx + 1, box.centery + 1),
                "body",
                pal.INK,
                "center",
                None,
            )


def _anchor(text: Text, view: FrameView, voice: int) -> tuple[int, int, bool] | None:
    """Where a voice's call-outs appear: left of its row (True), or above its bench chip and
    its bubble (False: the point is the call-out's bottom middle)."""
    seats = view.seats
    if voice < seats:
        row = seat_row(voice, seats)
        return row.left - 4, row.centery, True
    chairs = view.shouts.bench.chairs
    index = next((k for k, c in enumerate(chairs) if c.voice == voice), None)
    if index is None:
        return None
    width = text.size(view.shouts.bench.label, "body")[0]
    x, y = bench_spot(index, len(chairs), width)
    return x, y - 40, False
