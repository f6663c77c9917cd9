"""What the Fischkopp screen shows each frame.

The frame's view (``FrameView`` and its parts) is plain data built by ``Views.build`` once
a frame, from the match, the beats (``Show``) and the shouting (``Voices``); the draw
modules draw it and read nothing else. ``Views`` keeps what changes only with the match
(the seats' rows), so a frame pays for it only when it changes. Nothing here imports the
scene.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.core.timing import FPS
from game.engine import palette as pal
from game.engine.input.labels import participant_mark
from game.engine.tween import ease_out_back
from game.engine.widgets import PROMPT_GLYPHS, glyphs_in_words, own_glyph, prompts_for
from game.fischkopp.logic import FischkoppMatch
from game.fischkopp.logic.events import StechenStarted
from game.fischkopp.screen.modes import (
    MODE_COVER,
    MODE_CPU,
    MODE_IDLE,
    MODE_ROLL,
    MODE_SEAT,
    MODE_SHOUT,
)
from game.fischkopp.screen.pieces import Banner, Callout, DicePair, Floater, Marker
from game.fischkopp.screen.tuning import BUBBLE_FRAMES, CROWN_FRAMES

Colour = tuple[int, int, int]

# What a voice's latest bubble means.
BUBBLE_SHOUT, BUBBLE_EARLY, BUBBLE_LATE = "shout", "early", "late"
CHEER_FRAMES = 40  # a cheer without a voice shows this long


@dataclass(frozen=True)
class RowState:
    """Everything one seat's row shows; a new state re-renders that row only."""

    seat: int
    seats: int
    name: str
    kind: str  # "" for a human, else "CPU hard" …
    score: int | None  # main game (None: not played, or still flying home)
    extra: str  # the latest Stechen score, e.g. "St 12"
    heads: int
    penalties: int
    crowns: int
    current: bool
    dimmed: bool  # out of the Stechen


@dataclass(frozen=True)
class BenchChair:
    """One chip on the bench: a chair (a voice) or someone cheering along."""

    label: str  # the participant's number (a phone's own), or "?" for a free chair
    voice: int | None
    present: bool
    penalties: int = 0
    crowns: int = 0
    participant: int | None = None  # who sits there (None: a chair nobody holds yet)


@dataclass(frozen=True)
class HeaderView:
    seat: int
    title: str  # whose turn
    tag: str  # the Stechen round, or the goal
    stechen: bool


@dataclass(frozen=True)
class BoardView:
    markers: tuple[Marker, ...]  # lying ones first, then those washed off
    covered: frozenset[int]
    choices: tuple[int, ...]  # highlighted (none while the dice still tumble)
    cursor: int | None
    colour: Colour  # the seat on turn's
    coach: dict[int, str] | None  # the coach's numbers, written for the reader
    best: int | None  # the coach's best field
    graete_age: int | None


@dataclass(frozen=True)
class PanelView:
    """What to press: a line and a button (roll, cover), or a wrapped line (seat, CPU)."""

    mode: str
    line: str
    button: str
    glyph: str
    nudge: bool


@dataclass(frozen=True)
class MiddleView:
    dice: DicePair
    symbols: bool
    choices: tuple[int, ...]
    cursor: int
    stuck: bool
    open_label: str
    open_sum: int | None  # None: not shown (a Gräte, or nothing left open)
    panel: PanelView | None


@dataclass(frozen=True)
class WindowView:
    """An open shout window: the ring in the middle and the panel under it."""

    left: int  # match frames until it closes
    title: str
    everyone: str
    nudge: bool
    keys: bool = True  # the shout keys under it (not in a replay: see ``App.watching``)


@dataclass(frozen=True)
class VoiceView:
    """A voice's loudness bar (None: not shown), bubble and crown right now."""

    presses: int | None
    crowned: bool
    bubble: tuple[str, float] | None  # (kind, pop 0..1)
    crown_age: int | None


@dataclass(frozen=True)
class BenchView:
    label: str
    chairs: tuple[BenchChair, ...]  # the chairs (voices) first, then who cheers along
    cheering: frozenset[int]  # participants whose cheer shows now
    cheer: str


@dataclass(frozen=True)
class ShoutsView:
    """Everything of the shouting on screen; its own group, so more of it (a timeline of
    the window) can be added beside the voices without touching the rest."""

    window: WindowView | None
    word: str  # what a bubble says
    voices: tuple[VoiceView, ...]  # by voice: seats first, then the bench's chairs
    bench: BenchView
    callouts: tuple[Callout, ...]


@dataclass(frozen=True)
class StechenView:
    age: int
    title: str
    rule: str
    why: str  # "" when nobody is out
    tied: tuple[tuple[int, str, bool], ...]  # (seat, name, out)
    out: str
    plays: str


class Drawn(Protocol):
    """Something that draws itself over the frame (the particles)."""

    def draw(self, canvas: Any) -> None: ...


class Overlay(Protocol):
    """Something that draws itself with the text renderer (the final tally)."""

    def draw(self, canvas: Any, text: Any) -> None: ...


@dataclass(frozen=True)
class FrameView:
    frame: int
    seats: int
    header: HeaderView | None
    board: BoardView
    middle: MiddleView | None  # None while a shout window shows the ring instead
    rows: tuple[RowState, ...]
    shouts: ShoutsView
    banners: tuple[Banner, ...]
    floaters: tuple[Floater, ...]
    stechen: StechenView | None
    particles: Drawn
    tally: Overlay | None  # the final tally
    prompts: tuple[tuple[str, str], ...]
    shake: int


# ----- building it ------------------------------------------------------------------------------
class Show(Protocol):
    """What the beats put on screen (``beats.Beats``)."""

    dice: DicePair
    markers: dict[int, Marker]
    leaving: list[Marker]
    banners: list[Banner]
    floaters: list[Floater]
    shown_seat: int
    shown_round: int
    shown_choices: tuple[int, ...]
    cursor: int
    coach_shown: dict[int, float] | None
    stuck: bool
    landed: set[tuple[int, int]]
    graete_age: int | None
    stechen: StechenStarted | None
    stechen_age: int
    shake: int

    @property
    def particles(self) -> Drawn: ...


class Voices(Protocol):
    """The live shouting on screen (``shouts.Shouts``)."""

    chairs: list[int | None]
    window_presses: list[int]
    bubbles: list[tuple[str, int] | None]
    cheers: dict[int, int]
    callouts: list[Callout]
    crowned: tuple[int, ...]
    crown_frame: int


@dataclass(frozen=True)
class Turn:
    """The controls of the seat on turn, as the scene holds them."""

    mode: str
    status: str
    nudge: bool
    turbo: bool


class Views:
    """Builds each frame's view; keeps what changes only with the match (the rows)."""

    def __init__(self) -> None:
        self._rows_key: object = None
        self._rows: tuple[RowState, ...] = ()

    def build(
        self,
        app,
        match: FischkoppMatch,
        frame: int,
        show: Show,
        voices: Voices,
        turn: Turn,
        *,
        attract: bool,
        tally: object | None,
        final: Overlay | None,
        levels: dict[int, str],
        is_cpu: Callable[..., bool],
        spectators: list[int],
        ring_left: int,
        invite: bool = True,
    ) -> FrameView:
        t = app.t
        window = match.window_open
        names = tuple(app.seat_name(s) for s in range(match.seat_count))  # once a frame
        stechen = show.stechen
        shouts = shouts_view(app, match, frame, voices, spectators, turn.nudge, ring_left, invite)
        # A person's roll or cover: the footer in their own device's keys (not a shout,
        # which is everyone's).
        own = turn.mode in (MODE_ROLL, MODE_COVER) and not window and tally is None
        own = own and not attract and not match.is_over and not is_cpu(match.current_seat)
        own_device = app.input.device_of(match.current_seat) if own else None
        return FrameView(
            frame,
            match.seat_count,
            None if match.is_over and tally is None else header_view(t, show, names),
            board_view(t, show, turn.mode),
            None if window else middle_view(app, match, show, turn, tally),
            self.rows(t, match, show, levels, names),
            shouts,
            tuple(show.banners),
            tuple(show.floaters),
            None if stechen is None else stechen_view(t, stechen, show.stechen_age, names),
            show.particles,
            final,
            tuple(prompts_for(prompt_items(t, match, turn, attract, tally, is_cpu), own_device)),
            show.shake,
        )

    def rows(self, t, match: FischkoppMatch, show: Show, levels: dict[int, str], names):
        """The rows change only with the match, a landed score, the seat shown on turn, a
        name or the language: rebuilt then, not every frame."""
        shouts = match.shouts
        key = (
            t.lang,
            len(show.landed),
            show.shown_seat,
            match.is_over,
            len(match.rounds),
            tuple(match.fischkoepfe),
            tuple(shouts.penalties),
            tuple(shouts.crowns),
            names,
        )
        if key != self._rows_key:
            self._rows_key, self._rows = key, row_states(t, match, show, levels, names)
        return self._rows


def header_view(t, show: Show, names: tuple[str, ...]) -> HeaderView:
    seat = show.shown_seat
    title = t("fischkopp.header.turn", name=names[seat])
    if show.shown_round:
        return HeaderView(seat, title, t("fischkopp.header.stechen", n=show.shown_round), True)
    return HeaderView(seat, title, t("fischkopp.header.goal"), False)


def board_view(t, show: Show, mode: str) -> BoardView:
    choices = show.shown_choices if not show.dice.moving else ()
    coach = show.coach_shown
    labels = None if coach is None else {f: t.decimal(v) for f, v in coach.items()}
    best = None if not coach else min(coach, key=lambda f: (coach[f], f))  # as the CPU
    return BoardView(
        (*show.markers.values(), *show.leaving),
        frozenset(show.markers),
        choices,
        show.cursor if mode in (MODE_COVER, MODE_CPU) else None,
        pal.seat_colour(show.shown_seat),
        labels,
        best,
        show.graete_age,
    )


def open_sum(show: Show) -> int:
    """What the turn would score if it got stuck now, as the board shows it."""
    return 78 - sum(show.markers)


def glyph_column(device: str | None) -> int:
    """Which column of ``PROMPT_GLYPHS`` matches the device (a CPU shows pad buttons)."""
    return {"kb_left": 1, "kb_right": 2}.get(device or "", 0)


def middle_view(app, match: FischkoppMatch, show: Show, turn: Turn, tally) -> MiddleView:
    left = open_sum(show)
    shown = left if show.graete_age is None and left > 0 else None  # a Gräte or a full board
    return MiddleView(
        show.dice,
        bool(app.settings.colour_symbols),
        show.shown_choices,
        show.cursor,
        show.stuck,
        app.t("fischkopp.open"),
        shown,
        None if tally is not None or match.is_over else panel_view(app, match, show, turn),
    )


def panel_view(app, match: FischkoppMatch, show: Show, turn: Turn) -> PanelView | None:
    """The turn's panel. In a replay the buttons carry no key (nobody in the room presses
    them) and the words say what the player does, not how to do it."""
    t, mode = app.t, turn.mode
    glyph = PROMPT_GLYPHS["confirm"][glyph_column(app.input.device_of(match.current_seat))]
    name = app.seat_name(match.current_seat) if match.current_seat is not None else ""
    if app.watching:
        glyph = ""
    if mode == MODE_ROLL:
        line = t("fischkopp.watch.roll", name=name) if app.watching else turn.status
        return PanelView(mode, line, t("fischkopp.button.roll"), glyph, turn.nudge)
    choices = show.shown_choices
    if mode == MODE_COVER and choices:
        hint = t("fischkopp.cover_hint") if len(choices) > 1 else turn.status
        if app.watching:
            hint = t("fischkopp.watch.cover", name=name)
        label = t("fischkopp.button.cover", field=choices[show.cursor])
        return PanelView(mode, hint, label, glyph, turn.nudge)
    if mode == MODE_SEAT or (mode == MODE_CPU and turn.status):
        return PanelView(mode, turn.status, "", glyph, turn.nudge)
    return None


def kind_label(t, seat: int, level: str | None, extra_frames: int) -> str:
    """Beside a name: a CPU's level, or a person's more time (so everyone knows)."""
    if level is not None:
        return t("fischkopp.row.cpu", level=t("level." + level))
    return t("option.more_time.row", seconds=round(extra_frames / FPS)) if extra_frames else ""


def row_states(t, match: FischkoppMatch, show: Show, levels: dict[int, str], names):
    seats = match.seat_count
    landed = show.landed  # scores show once they have flown home
    in_stechen = len(match.rounds) > 1
    heads, shouts = match.fischkoepfe, match.shouts
    states = []
    for s in range(seats):
        stechen = [r.scores[s] for r in match.rounds[1:] if (r.number, s) in landed]
        states.append(
            RowState(
                s,
                seats,
                names[s],
                kind_label(t, s, levels.get(s), shouts.extra[s]),
                match.rounds[0].scores.get(s) if (0, s) in landed else None,
                t("fischkopp.row.stechen", score=stechen[-1]) if stechen else "",
                heads[s],
                shouts.penalties[s],
                shouts.crowns[s],
                not match.is_over and s == show.shown_seat,
                in_stechen and s not in match.rounds[-1].players,
            )
        )
    return tuple(states)


def bench_chairs(
    match: FischkoppMatch, chairs: list[int | None], bench: list[int], devices: dict[str, int]
) -> tuple[BenchChair, ...]:
    """The chairs (voices) first, then anyone cheering along without one; ``devices`` is
    device -> participant (``InputManager.participant_of``)."""
    seats = match.seat_count
    shouts = match.shouts
    mark = lambda p: participant_mark(devices, p)  # noqa: E731
    found = [
        BenchChair(
            "?" if holder is None else mark(holder),
            seats + k,
            holder is not None and holder in bench,
            shouts.penalties[seats + k],
            shouts.crowns[seats + k],
            holder,
        )
        for k, holder in enumerate(chairs)
    ]
    found += [BenchChair(mark(p), None, True, participant=p) for p in bench if p not in chairs]
    return tuple(found)


def bubble_state(voices: Voices, voice: int, frame: int) -> tuple[str, float] | None:
    """(kind, pop 0..1) of a voice's bubble right now, or None."""
    bubble = voices.bubbles[voice]
    if bubble is None:
        return None
    kind, since = bubble
    age = frame - since
    if age > BUBBLE_FRAMES:
        return None
    return kind, ease_out_back(min(1.0, (age + 1) / 6))


def shouts_view(
    app,
    match: FischkoppMatch,
    frame: int,
    voices: Voices,
    spectators: list[int],
    nudge: bool,
    ring_left: int,
    invite: bool = True,
) -> ShoutsView:
    t = app.t
    window = None
    if match.window_open:
        title, everyone = t("fischkopp.ring.title"), t("fischkopp.ring.everyone")
        window = WindowView(ring_left, title, everyone, nudge, not app.watching)
    bars = match.window_open or frame - voices.crown_frame < BUBBLE_FRAMES * 2
    crown_age = frame - voices.crown_frame
    shown = tuple(
        VoiceView(
            voices.window_presses[v] if bars else None,
            v in voices.crowned,
            bubble_state(voices, v, frame),
            crown_age if v in voices.crowned and crown_age < CROWN_FRAMES else None,
        )
        for v in range(match.voice_count)
    )
    chairs = bench_chairs(match, voices.chairs, spectators, app.input.participant_of)
    cheers = voices.cheers
    cheering = frozenset(
        p
        for p in (c.participant for c in chairs if c.voice is None)
        if p is not None and p in cheers and frame - cheers[p] < CHEER_FRAMES
    )
    # A replay's watchers cannot sit down, nor can anyone during a start's demo; the keys
    # named are those of devices nobody holds (a seated player's shout key is their shout).
    keys = free_shout_keys(app.input) if invite and not app.watching and not chairs else ""
    label = (
        t("fischkopp.bench") if chairs else (t("fischkopp.bench_empty", keys=keys) if keys else "")
    )
    bench = BenchView(label, chairs, cheering, t("fischkopp.bubble.cheer"))
    return ShoutsView(window, t("fischkopp.bubble"), shown, bench, tuple(voices.callouts))


def free_shout_keys(inputs) -> str:
    """The shout keys of the devices nobody holds, as "Y / F": who could still sit on the
    bench. Empty when every device has its place: then nobody is invited."""
    bench = set(inputs.spectators())
    held = {*inputs.seat_of, *(d for d, p in inputs.participant_of.items() if p in bench)}
    caps = dict.fromkeys(own_glyph("flip", d) for d in inputs.devices() if d not in held)
    return glyphs_in_words(caps)


def stechen_view(t, event: StechenStarted, age: int, names: tuple[str, ...]) -> StechenView:
    return StechenView(
        age,
        t("fischkopp.stechen.title", n=event.round),
        t("fischkopp.stechen.rule"),
        t("fischkopp.stechen.why") if event.eliminated else "",
        tuple((seat, names[seat], seat in event.eliminated) for seat in event.tied),
        t("fischkopp.stechen.out"),
        t("fischkopp.stechen.plays"),
    )


def prompt_items(t, match: FischkoppMatch, turn: Turn, attract: bool, tally, is_cpu):
    """The prompt bar for what can be pressed right now."""
    if attract:
        return (("confirm", t("fischkopp.prompt.attract")),)
    if tally is not None:
        return (("confirm", t("fischkopp.prompt.continue")),)
    if match.is_over:
        return ()
    mode = turn.mode
    if mode == MODE_SHOUT or match.window_open:
        return (("flip", t("fischkopp.prompt.shout")),)
    if is_cpu(match.current_seat):
        return () if turn.turbo else (("confirm", t("fischkopp.prompt.faster")),)
    if mode == MODE_SEAT:
        return (("confirm", t("fischkopp.prompt.take_seat")),)
    if mode == MODE_ROLL:
        return (("confirm", t("fischkopp.prompt.roll")), ("pause", t("fischkopp.prompt.menu")))
    if mode == MODE_COVER:
        return (("move", t("fischkopp.prompt.choose")), ("confirm", t("fischkopp.prompt.cover")))
    if mode == MODE_IDLE:
        return (("confirm", t("fischkopp.prompt.skip")),)
    return ()
