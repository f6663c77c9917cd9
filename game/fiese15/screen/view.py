"""What one frame of the Fiese 15 screen shows, as plain data: the scene builds it, the draw
modules paint it.

The scene calls ``Fiese15Scene.view()`` once a frame; each piece below is built from the
shown state (the beats), the controls and the coach, never from the rules' own state
where the screen lags behind it. Pieces that only change with the match (the card's
texts, the prompt bar) are kept in a ``Memo`` and rebuilt only when their key changes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine import palette as pal
from game.fiese15.logic.events import REASON_ALL_SIX, REASON_BUST, REASON_STOP_BONUS
from game.fiese15.logic.strips import COLOURS
from game.fiese15.screen.action_panel import MODE_DECIDE, MODE_PLACE, MODE_ROLL, PanelView
from game.fiese15.screen.coach import ROLL as COACH_ROLL
from game.fiese15.screen.coach import Advice
from game.fiese15.screen.dice_view import TRAY, DieSprite
from game.fiese15.screen.hud import REASON_COLOURS, SheetState, sheet_cell, sheet_column
from game.fiese15.screen.picker import ROLL, STOP, PlacePicker
from game.fiese15.screen.stakes import card_values, open_limits

Colour = tuple[int, int, int]
CardLine = tuple[str, str, Colour, str]  # (label, value, colour, note)


class Memo:
    """Values rebuilt only when their key changes (texts, surfaces): no game state."""

    def __init__(self) -> None:
        self.entries: dict[str, tuple[object, Any]] = {}

    def get(self, name: str, key: object, build: Callable[[], Any]) -> Any:
        entry = self.entries.get(name)
        if entry is None or entry[0] != key:
            entry = (key, build())
            self.entries[name] = entry
        return entry[1]


@dataclass(frozen=True)
class DieShown:
    """One die as it is drawn this frame."""

    colour: str
    x: float
    y: float
    where: str  # dice_view's OFF, BEHIND, HIDDEN, TRAY or STRIP
    value: int  # the value it was rolled
    face: int  # the face on top now: a tumbling die flickers
    tumbling: bool
    resting: bool


@dataclass(frozen=True)
class StripView:
    round_index: int
    rounds: int  # of the match: ten, or the short game's four
    targets: tuple[int, ...]
    handicap: bool  # the back side: white's target is the player's tile
    seat: int  # whose strip (on the back side, whose tile)
    reveal: float  # 0..1: how far a new strip has slid in
    cursor: str | None  # the colour whose target the cursor's die is measured against


@dataclass(frozen=True)
class SheetView:
    state: SheetState
    mark: tuple[int, int, int] | None  # (x, y, half width) of the cell this turn fills


@dataclass(frozen=True)
class TrayView:
    dice: tuple[DieShown, ...]  # lying in the tray, back to front
    state: str  # dice_view's TRAY_ROLLING, TRAY_CHOOSE, TRAY_STALE or TRAY_BUST
    valid: tuple[str, ...]
    picked: frozenset[str]
    cursor: str | None  # the die under a player's (or a CPU's) cursor
    cursor_colour: Colour
    best: tuple[str, ...]  # the coach's star
    targets: tuple[int, ...]
    shaking: bool  # a bust shakes the table


@dataclass(frozen=True)
class CardView:
    seat: int
    name: str
    kind: str  # "CPU (hard)" or nothing
    lines: tuple[CardLine, ...]


@dataclass(frozen=True)
class BubbleView:
    """A CPU on turn: what it says, or ``waiting`` with dots."""

    thought: str
    waiting: str


@dataclass
class Fiese15View:
    frame: int
    dice: tuple[DieShown, ...]  # all six, in colour order
    strip: StripView
    sheet: SheetView
    tray: TrayView
    card: CardView
    panel: PanelView | None  # a human's buttons (None under a tally or on a CPU's turn)
    bubble: BubbleView | None  # a CPU's thought bubble
    nudge: bool  # an ignored press: the panel shakes its head
    turbo: bool
    banners: Sequence[Any]  # hud.Banner: each draws itself
    floaters: Sequence[Any]  # hud.Floater
    particles: Any  # engine Particles
    tally: Any  # the shell's RoundTally or FinalTally, or None
    prompts: tuple[tuple[str, str], ...]
    shake: int


def dice_shown(sprites: Mapping[str, DieSprite], frame: int) -> tuple[DieShown, ...]:
    return tuple(
        DieShown(
            s.colour, s.x, s.y, s.where, s.value, s.shown_value(frame), s.tumbling, not s.moving
        )
        for s in sprites.values()
    )


def strip_view(
    round_index: int,
    rounds: int,
    targets: tuple[int, ...],
    tiles: tuple[int, ...] | None,
    seat: int,
    reveal: float,
    cursor: str | None,
) -> StripView:
    return StripView(round_index, rounds, targets, tiles is not None, seat, reveal, cursor)


def sheet_view(
    names: tuple[str, ...],
    scores: Sequence[Sequence[int | None]],
    cells: Sequence[Sequence[str]],
    seat: int,
    round_index: int,
    tiles: tuple[int, ...] | None,
    over: bool,
    hidden_cell: tuple[int, int] | None,
) -> SheetView:
    """The sheet as shown: a score appears when its flying number lands, never before; the
    cell the turn on screen will fill is marked until its number is on its way."""
    state = SheetState(
        names,
        tuple(tuple(row) for row in scores),
        tuple(tuple(row) for row in cells),
        None if over else seat,
        round_index,
        tiles,
    )
    seats = len(names)
    empty = 0 <= round_index < len(scores[seat]) and scores[seat][round_index] is None
    mark = None
    if not over and hidden_cell is None and empty:
        x, y = sheet_cell(seat, seats, round_index)
        mark = (x, y, min(14, sheet_column(seat, seats)[1] // 2 - 2))
    return SheetView(state, mark)


def cursor_of(picker: PlacePicker | None) -> str | None:
    """The die the cursor stands on (None on the Place button or with no picker)."""
    if picker is None or picker.on_place:
        return None
    return picker.current


def tray_view(
    dice: tuple[DieShown, ...],
    state: str,
    valid: tuple[str, ...],
    picker: PlacePicker | None,
    seat: int,
    best: tuple[str, ...],
    targets: tuple[int, ...],
    shaking: bool,
) -> TrayView:
    lying = tuple(sorted((d for d in dice if d.where == TRAY), key=lambda d: d.y))
    picked = frozenset(picker.picked) if picker is not None else frozenset()
    colour = pal.seat_colour(seat)
    return TrayView(lying, state, valid, picked, cursor_of(picker), colour, best, targets, shaking)


def card_view(
    t,
    seat: int,
    name: str,
    cpu_level: str | None,
    result: tuple[int, str] | None,
    placed: Mapping[str, int],
    targets: tuple[int, ...],
    zocker: bool,
) -> CardView:
    """The turn card: whose turn, then what it scored, or what stopping and a bust pay."""
    kind = t("fiese15.card.cpu", level=t("level." + cpu_level)) if cpu_level else ""
    if result is not None:
        score, reason = result
        note = {
            REASON_BUST: t("fiese15.card.note_bust"),
            REASON_ALL_SIX: t("fiese15.card.note_all_six"),
            REASON_STOP_BONUS: t("fiese15.card.note_bonus"),
        }.get(reason, "")
        colour = REASON_COLOURS.get(reason, pal.SNOW)
        lines: tuple[CardLine, ...] = ((t("fiese15.card.scored"), str(score), colour, note),)
    else:
        stop, bust, bonus = card_values(placed, targets, zocker)
        # What a bust is made of: the limits of the colours still open (a placed die's
        # limit leaves the sum), or the Zocker variant's 0.
        bust_note = t("fiese15.card.zocker") if zocker else ""
        if not bust_note and len(placed) < len(COLOURS):
            bust_note = "+".join(str(n) for n in open_limits(placed, targets))
        lines = (
            (
                t("fiese15.card.stop"),
                "-" if stop is None else str(stop),
                pal.YELLOW,
                t("fiese15.card.with_bonus") if bonus else "",
            ),
            (t("fiese15.card.bust"), str(bust), pal.PINK, bust_note),
        )
    return CardView(seat, name, kind, lines)


def coach_marked(advice: Advice | None, mode: str) -> tuple[str, ...]:
    """The dice the coach would place now (marked in the tray with a gold star)."""
    if advice is None or mode != MODE_PLACE or not isinstance(advice.best, tuple):
        return ()
    return advice.best


def panel_view(
    t,
    mode: str,
    glyphs: int,
    status: str,
    picker: PlacePicker | None,
    dice: Mapping[str, int],
    decision: int,
    placed: Mapping[str, int],
    targets: tuple[int, ...],
    zocker: bool,
    error: bool,
    advice: Advice | None,
    watching: str = "",
) -> PanelView:
    """A human's buttons, with the coach's numbers when it has advice for the choice.

    ``watching`` names the player on turn when a replay plays back their choices: the
    panel then says what they do instead of how to do it."""
    stop, bust, _ = card_values(placed, targets, zocker)
    if watching and mode == MODE_ROLL:
        status = t("fiese15.watch.turn", name=watching)
    elif watching and mode == MODE_PLACE:
        status = t("fiese15.watch.place", name=watching)
    view = PanelView(
        mode,
        glyphs,
        status,
        picker,
        picker.picked_pips(dice) if picker is not None else 0,
        decision,
        len(COLOURS) - len(placed),
        stop or 0,
        bust,
        error,
        watching=bool(watching),
    )
    if advice is not None and mode in (MODE_PLACE, MODE_DECIDE):
        _coach(view, advice, t)
    return view


def _coach(view: PanelView, advice: Advice, t) -> None:
    """The coach's numbers for the panel, in expected points: the best placing's and the
    picked one's (the best dice are marked in the tray), or rolling on's and which of roll
    and stop is best."""
    decimal = t.decimal
    view.coach_tag = t("fiese15.coach.tag")
    if view.mode == MODE_DECIDE:
        view.roll_expect = decimal(advice.values[COACH_ROLL])
        view.roll_unit = t("fiese15.coach.unit")
        view.coach_best = ROLL if advice.best == COACH_ROLL else STOP
        return
    picked = tuple(c for c in COLOURS if view.picker is not None and c in view.picker.picked)
    mine = decimal(advice.values[picked]) if picked in advice.values else "-"
    view.coach_lines = (t("fiese15.coach.line", best=decimal(advice.best_value), mine=mine),)
