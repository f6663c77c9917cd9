"""The shout on record, drawn: one shout window as a time axis in tenths of a second, a lane
per voice with a tick for each press (green in time, amber late, red early), the first
press's time, and who got a penalty point for what.

``pages`` turns a match's recorded moves into one view per window (the results' timeline);
``page_at`` the window open at a match frame (a replay's strip). Views are plain values;
``draw_timeline`` never reads a scene.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame

from game.core.setup import MatchSetup
from game.core.timing import frames
from game.engine import palette as pal
from game.engine.widgets import panel
from game.fischkopp.logic.shout_log import EARLY, LATE, LEAD_FRAMES, ShoutLog, Window, log_of

SPAN_AFTER = frames(1.0)  # the axis runs on a second after the window closed
LANE = 16
HEAD_GAP = 16  # the heading line, then the seconds over the axis: a lane's pitch each, and this
NAME_WIDTH = 92
RIGHT_WIDTH = 118
NOTE_GAP = 8  # between a lane's notes
MARK_INK = {EARLY: pal.RED, LATE: pal.AMBER}


@dataclass(frozen=True)
class Lane:
    name: str
    look: int | None  # the seat's look (colour), None for a spectator
    marks: tuple[tuple[int, str], ...]  # (frames from the window's opening, kind)
    notes: tuple[tuple[str, bool], ...]  # ("+0.6 s", False), ("early −1.2 s +1", True) …

    @property
    def penalised(self) -> bool:
        return any(penalty for _, penalty in self.notes)


@dataclass(frozen=True)
class TimelineView:
    heading: str  # "Shout window 2 of 3 · P3's Fischkopp"
    start: int  # first frame on the axis, from the opening (negative: before it)
    end: int  # last frame on the axis
    window: int  # frames the window was open (the longest time anybody had)
    lanes: tuple[Lane, ...]
    seconds: str  # the axis unit, "s"
    loudest: str  # "Loudest: P2"
    now: int | None = None  # a replay's present moment on the axis (frames from the opening)


def pages(setup: MatchSetup, moves: list, names: list[str], t) -> list[TimelineView]:
    log = log_of(setup, moves)
    return [_view(log, i, setup, names, t, whole=True) for i in range(len(log.windows))]


def page_at(
    setup: MatchSetup, moves: list, names: list[str], t, frame: int, linger: int
) -> TimelineView | None:
    """The window open at ``frame`` (or closed less than ``linger`` frames before it)."""
    log = log_of(setup, moves)
    window = log.window_at(frame, linger)
    if window is None:
        return None
    view = _view(log, log.windows.index(window), setup, names, t, whole=False)
    return dataclasses.replace(view, now=min(frame - window.opened, view.end))


def _view(
    log: ShoutLog, index: int, setup: MatchSetup, names: list[str], t, whole: bool
) -> TimelineView:
    """``whole``: the match is over, so the count of windows is known."""
    window: Window = log.windows[index]
    length = window.closes - window.opened
    lanes = []
    for voice, name in enumerate(names):
        marks = tuple((m.frame - window.opened, m.kind) for m in window.marks if m.voice == voice)
        first = next((f for f, kind in marks if kind != EARLY), None)
        notes = []
        if first is not None:
            notes.append((t("fischkopp.timeline.at", s=_tenths(t, first)), False))
        for mark in (m for m in window.marks if m.voice == voice and m.penalised):
            early = _tenths(t, mark.frame - window.opened)
            notes.append((t("fischkopp.timeline.early", s=early), True))
        if voice in window.missed:
            notes.append((t("fischkopp.timeline.missed"), True))
        look = voice if voice < len(setup.seats) else None
        lanes.append(Lane(name, look, marks, tuple(notes)))
    loudest = ", ".join(names[v] for v in window.loudest if v < len(names))
    seat = names[window.seat] if window.seat < len(names) else "?"
    if whole:
        heading = t("fischkopp.timeline.heading", n=index + 1, of=len(log.windows), name=seat)
    else:
        heading = t("fischkopp.timeline.heading_now", n=index + 1, name=seat)
    return TimelineView(
        heading=heading,
        start=-LEAD_FRAMES if any(k == EARLY for lane in lanes for _, k in lane.marks) else 0,
        end=length + SPAN_AFTER,
        window=length,
        lanes=tuple(lanes),
        seconds=t("fischkopp.timeline.seconds"),
        loudest=t("fischkopp.timeline.loudest", names=loudest) if loudest else "",
    )


def _tenths(t, frame_count: int) -> str:
    sign = "−" if frame_count < 0 else "+"
    return sign + t.decimal(abs(frame_count) / 60, 1)


def head_of(pitch: int) -> int:
    """The heading and the axis's seconds over the lanes: taller with Large text."""
    return 2 * pitch + HEAD_GAP


def height_of(view: TimelineView, pitch: int) -> int:
    return head_of(pitch) + 6 + pitch * len(view.lanes) + (pitch if view.loudest else 0)


def draw_timeline(canvas: pygame.Surface, text, view: TimelineView, rect: pygame.Rect) -> None:
    """The window in ``rect`` (its height from ``height_of``)."""
    panel(canvas, rect)
    pitch = text.pitch(LANE)
    text.draw(canvas, view.heading, (rect.left + 8, rect.top + 5), "body", pal.YELLOW)
    # The notes' column is as wide as its widest lane (an early press and a time side by
    # side), never less than RIGHT_WIDTH and never more than a third of the panel.
    widest = max((_notes_width(text, lane) for lane in view.lanes), default=0)
    right = max(RIGHT_WIDTH, min(rect.width // 3, widest + 16))
    axis = pygame.Rect(
        rect.left + 8 + NAME_WIDTH,
        rect.top + head_of(pitch) - 8,
        rect.width - 24 - NAME_WIDTH - right,
        0,
    )
    span = max(1, view.end - view.start)

    def x_of(frame: int) -> int:
        return axis.left + round(axis.width * (frame - view.start) / span)

    lanes_top = axis.top + 8
    lanes_bottom = lanes_top + pitch * len(view.lanes)
    open_rect = pygame.Rect(x_of(0), lanes_top - 4, x_of(view.window) - x_of(0), 0)
    open_rect.height = lanes_bottom - open_rect.top
    canvas.fill(pal.lighter(pal.DUSK, 0.12), open_rect)  # the window, open
    for second in range(view.start // 60, view.end // 60 + 1):
        x = x_of(second * 60)
        canvas.fill(pal.SLATE, (x, lanes_top - 4, 1, lanes_bottom - lanes_top + 4))
        if second % 2 == 0:
            label = f"{second}" + (view.seconds if second == 0 else "")
            text.draw(canvas, label, (x, axis.top - 1), "body", pal.MIST, "midbottom")
    y = lanes_top + pitch // 2
    for lane in view.lanes:
        ink = pal.seat_colour(lane.look) if lane.look is not None else pal.CLOUD
        name = _fit(text, lane.name, NAME_WIDTH - 8)
        text.draw(canvas, name, (rect.left + 8, y), "body", ink, "midleft")
        for frame, kind in lane.marks:
            x = max(axis.left, min(axis.right, x_of(frame)))
            canvas.fill(MARK_INK.get(kind, pal.LIME), (x, y - 6, 2, 12))
        x = axis.right + 8
        for words, penalty in lane.notes:
            words = _fit(text, words, rect.right - 8 - x)
            ink = pal.RED if penalty else pal.CLOUD
            x = text.draw(canvas, words, (x, y), "body", ink, "midleft").right + NOTE_GAP
        y += pitch
    if view.now is not None:  # a replay: where the match is now
        canvas.fill(pal.SNOW, (x_of(view.now), lanes_top - 6, 1, lanes_bottom - lanes_top + 6))
    if view.loudest:
        text.draw(canvas, view.loudest, (rect.left + 8, y), "body", pal.GOLD, "midleft")


def _notes_width(text, lane: Lane) -> int:
    widths = [text.size(words, "body")[0] for words, _ in lane.notes]
    return sum(widths) + NOTE_GAP * max(0, len(widths) - 1)


def _fit(text, words: str, width: int) -> str:
    if text.size(words, "body")[0] <= width:
        return words
    while words and text.size(words + "…", "body")[0] > width:
        words = words[:-1]
    return words + "…"
