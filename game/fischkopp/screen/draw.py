"""Drawing one frame of the Fischkopp scene from its view state (never changing it).

Static layers (the board, the seats' rows) come from caches keyed by what they show; the
per-frame work is blits, outlines and cached text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.timing import FPS
from game.engine import motion
from game.engine import palette as pal
from game.engine.input.labels import participant_mark
from game.engine.text import Text
from game.engine.widgets import prompt_bar, seat_badge
from game.fischkopp.screen import draw_board as board
from game.fischkopp.screen.draw_middle import draw_middle
from game.fischkopp.screen.draw_shout import (
    VoiceSpot,
    draw_callouts,
    draw_seat_voices,
    draw_voice,
)
from game.fischkopp.screen.draw_side import BenchChair, RowState, draw_chip, render_row
from game.fischkopp.screen.draw_stage import draw_banner, draw_stechen
from game.fischkopp.screen.layout import (
    BENCH_LEFT,
    BENCH_Y,
    BOARD_FRAME,
    HEADER_Y,
    bench_spot,
    seat_row,
)
from game.fischkopp.screen.modes import (
    MODE_COVER,
    MODE_CPU,
    MODE_IDLE,
    MODE_ROLL,
    MODE_SEAT,
    MODE_SHOUT,
)
from game.shell.match.tally import FinalTally

if TYPE_CHECKING:
    from game.fischkopp.screen.scene import FischkoppScene


def _cached(scene: FischkoppScene, name: str, key: object, build: Callable[[], pygame.Surface]):
    """A surface rebuilt only when ``key`` changes (a render cache, not game state)."""
    entry = scene.caches.get(name)
    if entry is None or entry[0] != key:
        entry = (key, build())
        scene.caches[name] = entry
    return entry[1]


def prepare(scene: FischkoppScene) -> None:
    """Render the static layers up front, so the first frame costs no more than the rest."""
    text = scene.app.text
    _cached(scene, "board", 0, lambda: board.render_board(text))
    _cached(scene, "veil", 0, board.make_veil)
    _cached(scene, "board_veil", 0, board.make_board_veil)
    for field in range(1, 13):
        _cached(scene, f"marker{field}", 0, lambda f=field: board.render_marker(text, f))


def draw(scene: FischkoppScene, canvas: pygame.Surface) -> None:
    text = scene.app.text
    frame = scene.frame
    canvas.fill(pal.NIGHT)
    _draw_header(scene, canvas, text)
    _draw_board(scene, canvas, text, frame)
    draw_middle(scene, canvas, text, frame)
    _draw_rows(scene, canvas, text)
    draw_seat_voices(scene, canvas, text)
    _draw_bench(scene, canvas, text)
    draw_callouts(scene, canvas, text, lambda voice: _anchor(scene, voice))
    for banner in scene.banners:
        draw_banner(canvas, text, banner)
    for floater in scene.floaters:
        text.draw(canvas, floater.text, floater.position(), "big", floater.colour, "center")
    if scene.stechen is not None:
        draw_stechen(scene, canvas, text)
    scene.particles.draw(canvas)
    if isinstance(scene.tally, FinalTally):
        scene.tally.draw(canvas, text)
    prompt_bar(canvas, text, list(prompt_items(scene)))
    motion.shake_canvas(canvas, scene.shake, frame)


def _draw_header(scene: FischkoppScene, canvas: pygame.Surface, text: Text) -> None:
    t = scene.app.t
    if scene.match.is_over and scene.tally is None:
        return
    seat = scene.shown_seat
    seat_badge(canvas, seat, (40, HEADER_Y), 16)
    name = t("fischkopp.header.turn", name=scene.seat_name(seat))
    text.draw(canvas, name, (54, HEADER_Y + 1), "title", pal.seat_ink(seat, pal.NIGHT), "midleft")
    if scene.shown_round:
        tag = t("fischkopp.header.stechen", n=scene.shown_round)
        text.draw(canvas, tag, (608, HEADER_Y + 1), "title", pal.ORANGE, "midright")
    else:
        text.draw(
            canvas, t("fischkopp.header.goal"), (608, HEADER_Y + 1), "body", pal.MIST, "midright"
        )


def _draw_board(scene: FischkoppScene, canvas: pygame.Surface, text: Text, frame: int) -> None:
    canvas.blit(scene.caches["board"][1], BOARD_FRAME.topleft)
    markers = [*scene.markers.values(), *scene.leaving]
    board.draw_markers(canvas, markers, lambda f: scene.caches[f"marker{f}"][1])
    choices = scene.shown_choices
    if choices and not scene.dice.moving:
        board.dim_others(canvas, scene.caches["veil"][1], choices, set(scene.markers))
        cursor = scene.cursor if scene.mode in (MODE_COVER, MODE_CPU) else None
        colour = pal.seat_colour(scene.shown_seat)
        coach = scene.coach_shown
        labels = None if coach is None else {f: scene.app.t.decimal(v) for f, v in coach.items()}
        best = None if not coach else min(coach, key=lambda f: (coach[f], f))  # as the CPU
        board.draw_choices(canvas, text, choices, cursor, colour, frame, labels, best)
    if scene.graete_age is not None and scene.graete_age < 400:
        board.draw_graete(canvas, scene.caches["board_veil"][1], scene.graete_age)


def row_states(scene: FischkoppScene) -> list[RowState]:
    match, t = scene.match, scene.app.t
    seats = match.seat_count
    landed = scene.landed  # scores show once they have flown home
    levels = scene.cpu.levels
    in_stechen = len(match.rounds) > 1
    heads, shouts = match.fischkoepfe, match.shouts
    states = []
    for s in range(seats):
        stechen = [r.scores[s] for r in match.rounds[1:] if (r.number, s) in landed]
        states.append(
            RowState(
                s,
                seats,
                scene.seat_name(s),
                _kind(t, s, levels.get(s), shouts.extra[s]),
                match.rounds[0].scores.get(s) if (0, s) in landed else None,
                t("fischkopp.row.stechen", score=stechen[-1]) if stechen else "",
                heads[s],
                shouts.penalties[s],
                shouts.crowns[s],
                not match.is_over and s == scene.shown_seat,
                in_stechen and s not in match.rounds[-1].players,
            )
        )
    return states


def _draw_rows(scene: FischkoppScene, canvas: pygame.Surface, text: Text) -> None:
    lang = scene.app.t.lang
    for state in row_states(scene):
        build = lambda state=state: render_row(text, state)  # noqa: E731
        surface = _cached(scene, f"row{state.seat}", (state, lang), build)
        canvas.blit(surface, seat_row(state.seat, state.seats))


def bench_chairs(scene: FischkoppScene) -> list[BenchChair]:
    """The chairs (voices) first, then anyone cheering along without one."""
    bench = scene.spectators()
    seats = scene.match.seat_count
    shouts = scene.match.shouts
    mark = lambda p: participant_mark(scene.app.input.participant_of, p)  # noqa: E731
    chairs = [
        BenchChair(
            "?" if holder is None else mark(holder),
            seats + k,
            holder is not None and holder in bench,
            shouts.penalties[seats + k],
            shouts.crowns[seats + k],
            holder,
        )
        for k, holder in enumerate(scene.chairs)
    ]
    chairs += [
        BenchChair(mark(p), None, True, participant=p) for p in bench if p not in scene.chairs
    ]
    return chairs


def _bench_label(scene: FischkoppScene, chairs: list[BenchChair]) -> str:
    return scene.app.t("fischkopp.bench") if chairs else scene.app.t("fischkopp.bench_empty")


def _draw_bench(scene: FischkoppScene, canvas: pygame.Surface, text: Text) -> None:
    chairs = bench_chairs(scene)
    label = _bench_label(scene, chairs)
    width = text.draw(canvas, label, (BENCH_LEFT, BENCH_Y + 1), "body", pal.CLOUD, "midleft").width
    t = scene.app.t
    for k, chair in enumerate(chairs):
        x, y = bench_spot(k, len(chairs), width)
        draw_chip(canvas, text, chair, (x, y))
        if chair.voice is not None:
            bar = pygame.Rect(x - 14, y + 14, 28, 3)  # ends by y 317, above the footer
            spot = VoiceSpot((x, y - 24), bar, (x, y - 17))
            draw_voice(scene, canvas, text, chair.voice, spot)
        else:
            cheered = scene.cheers.get(chair.participant)
            if cheered is not None and scene.frame - cheered < 40:
                word = t("fischkopp.bubble.cheer")
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


def _anchor(scene: FischkoppScene, voice: int) -> tuple[int, int, bool] | None:
    """Where a voice's call-outs appear: left of its row (True), or above its bench chip and
    its bubble (False: the point is the call-out's bottom middle)."""
    seats = scene.match.seat_count
    if voice < seats:
        row = seat_row(voice, seats)
        return row.left - 4, row.centery, True
    chairs = bench_chairs(scene)
    index = next((k for k, c in enumerate(chairs) if c.voice == voice), None)
    if index is None:
        return None
    width = scene.app.text.size(_bench_label(scene, chairs), "body")[0]
    x, y = bench_spot(index, len(chairs), width)
    return x, y - 40, False


def prompt_items(scene: FischkoppScene) -> tuple[tuple[str, str], ...]:
    """The prompt bar for what can be pressed right now."""
    t = scene.app.t
    if scene.attract:
        return (("confirm", t("fischkopp.prompt.attract")),)
    if scene.tally is not None:
        return (("confirm", t("fischkopp.prompt.continue")),)
    match = scene.match
    if match.is_over:
        return ()
    if scene.mode == MODE_SHOUT or match.window_open:
        return (("flip", t("fischkopp.prompt.shout")),)
    mode = scene.mode
    if scene.cpu.is_cpu(match.current_seat):
        return () if scene.turbo else (("confirm", t("fischkopp.prompt.faster")),)
    if mode == MODE_SEAT:
        return (("confirm", t("fischkopp.prompt.take_seat")),)
    if mode == MODE_ROLL:
        return (("confirm", t("fischkopp.prompt.roll")), ("pause", t("fischkopp.prompt.menu")))
    if mode == MODE_COVER:
        return (("move", t("fischkopp.prompt.choose")), ("confirm", t("fischkopp.prompt.cover")))
    if mode == MODE_IDLE:
        return (("confirm", t("fischkopp.prompt.skip")),)
    return ()


def _kind(t, seat: int, level: str | None, extra_frames: int) -> str:
    """Beside a name: a CPU's level, or a person's more time (so everyone knows)."""
    if level is not None:
        return t("fischkopp.row.cpu", level=t("level." + level))
    return t("option.more_time.row", seconds=round(extra_frames / FPS)) if extra_frames else ""
