"""The round as beats on the kit's timeline: box down, throw, "1, 2, 3!", the dice land,
calls, the explanation, and at the end the final tally.

``RoundBeats`` is the scene's part for the round's show (``scene.beats``): ``animate`` turns
rules events into beats, and it owns what the screen shows of the round, which follows the
beats, not the rules state (the round and thrower on show, the count over the box, the
reveal, the verdict being explained). Calls and discs are answered at once instead
(``feedback``), because everyone plays at the same time.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from game.core.events import Event
from game.shell.match.cpu import CpuDriver
from game.shell.match.timeline import Beat, Timeline
from game.shell.tutorial.guide import Guide
from game.wuerfelblitz.logic import Phase, Reveal, WuerfelblitzMatch
from game.wuerfelblitz.logic.events import (
    DiceRevealed,
    DiceThrown,
    MatchWon,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
)
from game.wuerfelblitz.screen.dice_view import DiceView
from game.wuerfelblitz.screen.picker import SeatPicker
from game.wuerfelblitz.screen.stages import (
    STAGE_COUNT,
    STAGE_DROP,
    STAGE_EXPLAIN,
    STAGE_INTRO,
    STAGE_LIVE,
    STAGE_THROW,
)
from game.wuerfelblitz.screen.stats import RoundStats
from game.wuerfelblitz.screen.tuning import (
    COUNT_STEP,
    CPU_THROW_DELAY,
    DROP_FRAMES,
    EXPLAIN_FRAMES,
    EXPLAIN_SKIP_AFTER,
    HUMAN_THROW_AUTO,
    ROUND_INTRO,
    TIMER_WARN,
)


class BeatsHost(Protocol):
    """What the round's beats reach in their scene."""

    app: object
    match: WuerfelblitzMatch
    match_frame: int
    timeline: Timeline
    cpu: CpuDriver
    tutorial: Guide | None
    stats: RoundStats
    dice: DiceView
    pickers: list[SeatPicker]
    stage: str
    hinting: bool
    tally: object

    def act(self, action: object) -> list[Event]: ...
    def throw_dice(self, by_box: bool = False) -> None: ...
    def is_cpu(self, seat: int) -> bool: ...
    def missing_players(self) -> list[int]: ...
    def held_for_learner(self) -> bool: ...
    def autosave(self) -> None: ...
    def time_left(self) -> int | None: ...


class ThrowGate(Beat):
    """Holds until the thrower has thrown: a CPU after a moment, a human with confirm (or
    by itself after ``HUMAN_THROW_AUTO``). Waits while a human seat has no device."""

    def __init__(self, host: BeatsHost) -> None:
        self.host = host
        self.waited = 0
        self.scheduled = False

    def begin(self) -> None:
        self.host.stage = STAGE_THROW

    def tick(self) -> bool:
        host = self.host
        if host.match.phase is not Phase.AWAIT_THROW:
            return True
        if host.missing_players():
            self.waited = 0
            return False
        if host.is_cpu(host.match.thrower):
            if not self.scheduled:
                host.cpu.at(host.match_frame + CPU_THROW_DELAY, host.throw_dice)
                self.scheduled = True
        elif host.tutorial is None:  # a lesson waits for its learner's throw
            self.waited += 1
            if self.waited >= HUMAN_THROW_AUTO:
                host.throw_dice(by_box=True)
        return host.match.phase is not Phase.AWAIT_THROW


class LiveBeat(Beat):
    """Calls are open: holds until the rules end the round."""

    def __init__(self, beats: RoundBeats, event: DiceRevealed) -> None:
        self.beats, self.event = beats, event

    def begin(self) -> None:
        self.beats.go_live(self.event)

    def tick(self) -> bool:
        return self.beats.host.match.phase is not Phase.LIVE


class ExplainBeat(Beat):
    """The answer explained; any player's confirm moves on (not in the first moment, when a
    confirm is more likely a call that came too late)."""

    def __init__(self, beats: RoundBeats, event: RoundWon | RoundTimedOut) -> None:
        self.beats, self.event = beats, event
        self.skipped = False

    def begin(self) -> None:
        self.beats.explain(self.event)

    def tick(self) -> bool:
        # A lesson's words about this explanation keep it on the table while they are read.
        held = self.beats.host.held_for_learner()
        return self.skipped or (self.t >= EXPLAIN_FRAMES and not held)

    @property
    def skippable(self) -> bool:
        return self.t >= EXPLAIN_SKIP_AFTER

    def confirm(self) -> None:
        if self.skippable:
            self.skipped = True


def explanation_skippable(timeline: Timeline) -> bool:
    """A confirm now would move the explanation on (not in its first moment)."""
    beat = timeline.current
    return isinstance(beat, ExplainBeat) and beat.skippable


class RoundBeats:
    def __init__(
        self,
        host: BeatsHost,
        round_index: int,
        thrower: int,
        *,
        new_round: Callable[[], None],
        plan_cpu_calls: Callable[[], None],
        answer_at_once: Callable[[Event], None],
        open_final_tally: Callable[[MatchWon], None],
    ) -> None:
        """``new_round``: a round begins (phones get their number pad); ``plan_cpu_calls``:
        the dice are on show; ``answer_at_once``: a call or disc event; ``open_final_tally``:
        the match is won."""
        self.host = host
        self.new_round = new_round
        self.plan_cpu_calls = plan_cpu_calls
        self.answer_at_once = answer_at_once
        self.open_final_tally = open_final_tally
        self.shown_round = round_index
        self.shown_thrower = thrower
        self.count = 0  # "1", "2", "3!" over the box
        self.reveal_frame: int | None = None
        self.deadline: int | None = None
        self.verdict: RoundWon | RoundTimedOut | None = None  # the round being explained
        self.explain_age = 0

    def animate(self, events: list[Event], opening: bool = False) -> None:
        timeline = self.host.timeline
        for event in events:
            if isinstance(event, RoundStarted):
                timeline.add(ROUND_INTRO, partial(self._round_intro, event))
                timeline.add(ThrowGate(self.host))
            elif isinstance(event, DiceThrown):
                if opening and self.host.match.phase is Phase.LIVE:
                    timeline.add(0, partial(self._snap_dice, event))
                    continue
                timeline.add(COUNT_STEP, partial(self._count, 1, event))
                timeline.add(COUNT_STEP, partial(self._count, 2, None))
                timeline.add(COUNT_STEP, partial(self._count, 3, None))
                timeline.add(DROP_FRAMES, self._lift)
                timeline.add(0, self._reveal)
            elif isinstance(event, DiceRevealed):
                timeline.add(LiveBeat(self, event))
            elif isinstance(event, RoundWon | RoundTimedOut):
                self._round_over(event)
                timeline.add(ExplainBeat(self, event))
            elif isinstance(event, MatchWon):
                timeline.add(0, partial(self.open_final_tally, event), self._no_tally)
            else:
                self.answer_at_once(event)

    def _no_tally(self) -> bool:
        return self.host.tally is None

    def tick(self) -> None:
        """One presentation step: the explanation ages; the last seconds tick."""
        self.explain_age += 1
        left = self.host.time_left()
        if left is not None and 0 < left <= TIMER_WARN and left % 60 == 0:
            self.host.app.audio.play("ui_tick")

    # ----- the steps of a round ----------------------------------------------------------------
    def _round_intro(self, event: RoundStarted) -> None:
        host = self.host
        host.stage = STAGE_INTRO
        self.shown_round, self.shown_thrower = event.round_index, event.thrower
        self.verdict, self.count, host.hinting = None, 0, False
        host.dice.close()
        for picker in host.pickers:
            picker.new_round()
        self.new_round()

    def _count(self, number: int, event: DiceThrown | None) -> None:
        host = self.host
        host.stage, self.count = STAGE_COUNT, number
        audio = host.app.audio
        if event is not None:
            host.dice.load(event)
            host.dice.shake()
            audio.play("dice_roll")
        audio.play("ui_go" if number == 3 else "ui_tick")

    def _lift(self) -> None:
        self.host.stage = STAGE_DROP
        self.host.dice.lift()

    def _reveal(self) -> None:
        host = self.host
        self.count = 0
        host.app.audio.play("dice_settle")
        if host.match.phase is Phase.HIDDEN:
            host.act(Reveal(host.match_frame))

    def _snap_dice(self, event: DiceThrown) -> None:
        """A resumed round that was already on show."""
        self.host.dice.load(event)
        self.host.dice.snap_open()

    def go_live(self, event: DiceRevealed) -> None:
        self.host.stage = STAGE_LIVE
        self.reveal_frame, self.deadline = event.frame, event.deadline
        self.plan_cpu_calls()

    def _round_over(self, event: RoundWon | RoundTimedOut) -> None:
        """The rules settled the round: count it and save (the next round has not begun)."""
        host = self.host
        host.cpu.cancel_timed()
        host.stats.on_round(event)
        if not host.match.is_over:
            host.autosave()

    def explain(self, event: RoundWon | RoundTimedOut) -> None:
        self.host.stage, self.verdict, self.explain_age = STAGE_EXPLAIN, event, 0
        if isinstance(event, RoundTimedOut):
            self.host.app.audio.play("round_end")
