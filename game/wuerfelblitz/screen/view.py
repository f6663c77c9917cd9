"""What one frame of the Würfelblitz match shows, as plain values: scene → view → draw.

The scene builds a ``FrameView`` once per frame (``WuerfelblitzScene.view``) from the rules,
its parts and its beats; the drawing modules take it and never see the scene. The builders
here are pure: what a frame depends on is in their arguments. ``Memo`` keeps what changes
only with the match (words, the explanation of a throw) from one frame to the next.

Fairness lives here too: a right call's number stays hidden while anybody may still call
(``call_hidden``), and a picker shows everyone only ``shown_number``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.core.seats import Seat
from game.core.timing import FPS
from game.engine import motion
from game.engine import palette as pal
from game.engine.input.labels import device_label as phone_label
from game.engine.net.events import is_phone
from game.engine.widgets import PROMPT_GLYPHS, own_prompts, pulse
from game.shell.match.tally import FinalTally
from game.wuerfelblitz.logic import COLOURS, Explanation
from game.wuerfelblitz.screen.dice_view import BOX_TRAVEL, DiceView
from game.wuerfelblitz.screen.layout import picker_rect
from game.wuerfelblitz.screen.picker import MARK_RIGHT, MARK_TIE, MARK_WRONG, SeatPicker
from game.wuerfelblitz.screen.stages import (
    STAGE_COUNT,
    STAGE_DROP,
    STAGE_EXPLAIN,
    STAGE_INTRO,
    STAGE_LIVE,
    STAGE_THROW,
)

Colour = tuple[int, int, int]
Prompt = tuple[str, str]


class Drawable(Protocol):
    """What the kit draws by itself (particles)."""

    def draw(self, canvas: pygame.Surface) -> None: ...


@dataclass(frozen=True)
class HudView:
    round_label: str  # "Round 3"
    seconds_left: int | None  # frames until the round times out (None unless calls are open)
    status_seats: tuple[int, ...]  # the seats the status line names (badge and name)
    status_names: tuple[str, ...]
    status_words: str
    seconds_unit: str = " s"  # after the seconds left: a bare number read as a score


@dataclass(frozen=True)
class DieFrame:
    x: int
    y: int
    colour: str  # what it is made of: a colour or "white"
    face: int
    tilt: int
    dot: str | None
    dim: bool  # it does not count (the explanation, or a lesson's hint)


@dataclass(frozen=True)
class LidView:
    offset: int  # how far it has risen
    jitter: int  # px left/right while the box rattles
    count: int  # "1", "2", "3!" over it (0: the title)


@dataclass(frozen=True)
class ExplainView:
    why: Explanation
    age: int  # frames since the explanation came up: its marks appear one after another
    winners: tuple[int, ...]  # the round's winners (none: time ran out)
    winner_name: str  # the single winner's name ("" for a tie or a timeout)


@dataclass(frozen=True)
class PickerView:
    seat: int
    rect: pygame.Rect  # where it is drawn now (raised in a lesson, shaken after a refusal)
    name: str
    tag: str  # at the band's right: CPU, or a person's head start ("" for none)
    throwing: bool  # the thrower's die in the band
    mark: str  # what the last call did (picker.MARK_*)
    flash: int  # frames the right call's flash has left
    number: str | None  # the digits shown; None: a check mark (a right call kept hidden)
    number_colour: Colour
    rise: int  # px the digits bob after a dial
    thinking: bool  # a CPU's three dots instead of a number
    arrows: Colour | None  # the dial's arrows, while its player may dial
    word: str  # under the discs: a refused press, the last call, "throw!" or the device
    word_colour: Colour
    per_black: int
    blacks_to_win: int
    whites: int
    blacks: int
    pop: int
    black_pop: int
    drops: tuple[int, ...]


@dataclass(frozen=True)
class FrameView:
    frame: int  # the scene's frame: what blinks and tumbles follows it
    whites: int  # white dice on the table
    hud: HudView
    dice: tuple[DieFrame, ...]  # empty while the box is down
    explain: ExplainView | None
    hint: Explanation | None  # a lesson's hint after a refused call
    lid: LidView | None  # None once it has left the screen
    timer_left: int | None  # the timer bar, while calls are open (never in a lesson)
    pickers: tuple[PickerView, ...]
    particles: Drawable
    tally: FinalTally | None
    prompts: tuple[Prompt, ...]
    shake: int
    # Frames until the next round comes by itself, while the answer is explained (a quiet
    # bar where the round's timer ran: the table sees it will not wait for ever).
    next_left: int | None = None


class Memo:
    """Values rebuilt only when their key changes (words, explanations): kept per name."""

    def __init__(self) -> None:
        self._entries: dict[str, tuple[Hashable, object]] = {}

    def get(self, name: str, key: Hashable, build: Callable[[], object]):
        entry = self._entries.get(name)
        if entry is None or entry[0] != key:
            entry = (key, build())
            self._entries[name] = entry
        return entry[1]


# ----- fairness ------------------------------------------------------------------------------
def call_hidden(picker: SeatPicker, live: bool) -> bool:
    """A right call's number stays hidden while anybody may still call (``live``: the rules'
    round is open): a head start keeps someone's window open after the first right call, and
    a number seen could be copied (RULES.md §4). The picker shows a check mark until the
    round closes."""
    return picker.won_round and live


def shown_number(picker: SeatPicker, is_cpu: bool, live: bool) -> int | None:
    """The number a picker shows everyone now: a CPU's call, a person's dial; None while a
    CPU thinks or a right call is hidden."""
    if call_hidden(picker, live):
        return None
    return picker.called if is_cpu else picker.value


# ----- words ---------------------------------------------------------------------------------
def head_start_tag(t, head: int) -> str:
    """Beside a name: a person's head start of ``head`` frames ("+1 s"); "" for none."""
    return t("wuerfelblitz.head_start.row", seconds=round(head / FPS)) if head else ""


def device_label(t, text_width: Callable[[str], int], seat: Seat, device: str | None, seats: int):
    """A picker's device (the name band says CPU for a CPU: here goes its level)."""
    if seat.is_cpu:
        return t("level." + seat.level)
    if device is None:
        return t("wuerfelblitz.device.none")
    keys = PROMPT_GLYPHS["move"][1]
    if device == "kb_left" and len(keys) <= len("WASD"):  # as printed: ZQSD on AZERTY
        return str(keys)
    if device in ("kb_left", "kb_right"):
        return t(f"wuerfelblitz.device.{device}")
    if is_phone(device):  # one name everywhere: as in the lobby and on its own page
        room = picker_rect(seat.index, seats).width - 6
        return phone_label(t, device, lambda name: text_width(name) <= room)
    return t("wuerfelblitz.device.pad", n=device.split(":")[-1])


def status_parts(
    t,
    stage: str,
    missing: tuple[int, ...],
    thrower: int,
    thrower_is_cpu: bool,
    brain_twister: bool,
    why: Explanation | None,
    box_threw: bool = False,
) -> tuple[tuple[int, ...], str]:
    """The status line: the seats it is about (drawn as badge and name) and the words.
    ``missing``: human seats without a device; ``why``: the throw's explanation;
    ``box_threw``: the box threw by itself (its thrower waited), not a player's press."""
    if stage in (STAGE_INTRO, STAGE_THROW) and missing:
        return missing, t("wuerfelblitz.status.take_seat")
    if stage in (STAGE_INTRO, STAGE_THROW):
        key = "throw_cpu" if thrower_is_cpu else "throw_human"
        return (thrower,), t(f"wuerfelblitz.status.{key}")
    if stage in (STAGE_COUNT, STAGE_DROP):
        return (), t("wuerfelblitz.status.ready_box" if box_threw else "wuerfelblitz.status.ready")
    if stage == STAGE_LIVE:
        key = "live_twister" if brain_twister else "live"
        return (), t(f"wuerfelblitz.status.{key}")
    if stage != STAGE_EXPLAIN or why is None:
        return (), ""
    if why.twisted:
        colours = ", ".join(t(f"wuerfelblitz.colour.{c}") for c in why.doubled)
        colours = colours[:1].upper() + colours[1:]  # they open the sentence
        return (), t("wuerfelblitz.status.explain_twister", colours=colours)
    if not why.terms:
        return (), t("wuerfelblitz.status.explain_zero")
    return (), t("wuerfelblitz.status.explain")


def prompt_items(
    t,
    attract: bool,
    tally_open: bool,
    stage: str,
    missing: bool,
    thrower_is_cpu: bool,
    match_over: bool,
    thrower_device: str | None = None,
) -> tuple[Prompt, ...]:
    """The prompt bar for what can be pressed right now. A person's throw shows their own
    key (``thrower_device``): nobody else's confirm throws."""
    if attract:
        return (("confirm", t("wuerfelblitz.prompt.attract")),)
    if tally_open:
        return (("confirm", t("wuerfelblitz.prompt.continue")),)
    if stage in (STAGE_INTRO, STAGE_THROW) and missing:
        return (("confirm", t("wuerfelblitz.prompt.take_seat")),)
    if stage == STAGE_THROW and not thrower_is_cpu:
        throw = [("confirm", t("wuerfelblitz.prompt.throw"))]
        if thrower_device is not None:
            throw = own_prompts(throw, thrower_device)
        return (*throw, ("pause", t("wuerfelblitz.prompt.menu")))
    if stage in (STAGE_COUNT, STAGE_DROP, STAGE_LIVE):
        return (("move", t("wuerfelblitz.prompt.dial")), ("confirm", t("wuerfelblitz.prompt.call")))
    if stage == STAGE_EXPLAIN:  # after the winning round no round follows: the results do
        key = "results" if match_over else "next"
        return (("confirm", t(f"wuerfelblitz.prompt.{key}")),)
    return ()


# ----- the table -----------------------------------------------------------------------------
def dice_frames(dice: DiceView, frame: int, counted: tuple[str, ...] | None):
    """Each die where it is now; tumbling faces flicker past. ``counted``: the colours that
    count, while the table shows which (else None: nothing is dimmed)."""
    if not dice.visible:
        return ()
    shown = []
    for index, sprite in enumerate(dice.dice):
        x, y = dice.position(sprite)
        if dice.fall(sprite) < 1:  # tumbling: faces flicker past
            spin = frame // 3 + index
            tilt = spin % 4
            if sprite.colour == "white":
                face, dot = 0, COLOURS[spin % len(COLOURS)]
            else:
                face, dot = spin % 6 + 1, None
        else:
            tilt, face, dot = 0, sprite.face, sprite.dot
        dim = counted is not None and sprite.colour != "white" and sprite.colour not in counted
        shown.append(DieFrame(x, y, sprite.colour, face, tilt, dot, dim))
    return tuple(shown)


def lid_view(dice: DiceView, frame: int, count: int) -> LidView | None:
    offset = dice.box_offset()
    if offset >= BOX_TRAVEL:
        return None
    jitter = ((frame * 7) % 5 - 2) if dice.shaking and not motion.calm() else 0
    return LidView(offset, jitter, count)


# ----- the pickers ---------------------------------------------------------------------------
def picker_view(
    picker: SeatPicker,
    seats: int,
    *,
    frame: int,
    match_frame: int,
    stage: str,
    live: bool,
    is_cpu: bool,
    name: str,
    tag: str,
    throwing: bool,
    dialing: bool,
    device: str,
    free: bool,
    t,
) -> PickerView:
    """One seat's picker as everyone sees it. ``live``: the rules' round is open; ``dialing``:
    its player may turn it now; ``device``: its device's name; ``free``: nobody holds it."""
    rect = picker.box(seats)
    if picker.shake and not motion.calm():
        rect = rect.move(round(3 * math.sin(picker.shake * 1.7)), 0)
    number, colour, rise, thinking, arrows = _number(
        picker, frame, match_frame, stage, live, is_cpu, dialing
    )
    key, word_colour = _word(picker, frame, is_cpu, throwing)
    word = t(key) if key else device
    if not key:
        word_colour = pal.YELLOW if free and pulse(frame, 40) > 0.3 else pal.MIST
    return PickerView(
        picker.seat,
        rect,
        name,
        tag,
        throwing,
        picker.mark,
        picker.flash,
        number,
        colour,
        rise,
        thinking,
        arrows,
        word,
        word_colour,
        picker.per_black,
        picker.blacks_to_win,
        picker.whites,
        picker.blacks,
        picker.pop,
        picker.black_pop,
        tuple(picker.drops),
    )


def _number(picker, frame, match_frame, stage, live, is_cpu, dialing):
    """(digits or None for a check mark, their colour, bob, thinking, arrows)."""
    if call_hidden(picker, live):
        return None, pal.SNOW, 0, False, None
    shown = shown_number(picker, is_cpu, live)
    if is_cpu:
        if shown is not None:
            colour = pal.RED if picker.mark == MARK_WRONG else pal.SNOW
            return str(shown), colour, 0, False, None
        if stage == STAGE_LIVE:
            return "", pal.CLOUD, 0, True, None
        return "-", pal.MIST, 0, False, None
    resting = picker.resting(match_frame)
    if picker.mark == MARK_WRONG and (picker.shake or resting):
        colour = pal.RED
    elif picker.won_round or (dialing and not resting):
        colour = pal.SNOW
    else:
        colour = pal.MIST
    arrows = None
    if dialing:
        arrows = pal.YELLOW if stage == STAGE_LIVE and not resting else pal.SLATE
    return str(shown), colour, picker.nudge // 3, False, arrows


def _word(picker: SeatPicker, frame: int, is_cpu: bool, throwing: bool):
    """The key of the word for a press just refused, the last call or "throw!", and its
    colour ("" for none: the device's name goes there)."""
    if picker.hint:
        return picker.hint, pal.AMBER
    if picker.mark == MARK_TIE:
        return "wuerfelblitz.picker.tie", pal.YELLOW
    if picker.mark == MARK_RIGHT:
        return "wuerfelblitz.picker.right", pal.LIME
    if picker.mark == MARK_WRONG:
        return "wuerfelblitz.picker.wrong", pal.PINK
    if throwing and not is_cpu and pulse(frame, 40) >= 0.3:
        return "wuerfelblitz.picker.throw", pal.YELLOW
    return "", pal.MIST
