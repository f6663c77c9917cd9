"""The round as beats on the kit's timeline: box down, throw, "1, 2, 3!", the dice land,
calls, the explanation, and at the end the final tally.

Part of ``WuerfelblitzScene`` (a mixin). ``_animate`` turns rules events into beats; calls
and discs (``feedback``) are shown at once instead, because everyone plays at the same time.
"""

from __future__ import annotations

from functools import partial

from game.core.events import Event
from game.shell.match.timeline import Beat
from game.wuerfelblitz.logic import Phase, Reveal
from game.wuerfelblitz.logic.events import (
    DiceRevealed,
    DiceThrown,
    MatchWon,
    RoundStarted,
    RoundTimedOut,
    RoundWon,
)
from game.wuerfelblitz.screen.feedback import FeedbackMixin
from game.wuerfelblitz.screen.results import open_final_tally
from game.wuerfelblitz.screen.stages import (
    STAGE_COUNT,
    STAGE_DROP,
    STAGE_EXPLAIN,
    STAGE_INTRO,
    STAGE_LIVE,
    STAGE_THROW,
)
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


class ThrowGate(Beat):
    """Holds until the thrower has thrown: a CPU after a moment, a human with confirm (or
    by itself after ``HUMAN_THROW_AUTO``). Waits while a human seat has no device."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.waited = 0
        self.scheduled = False

    def begin(self) -> None:
        self.scene.stage = STAGE_THROW

    def tick(self) -> bool:
        scene = self.scene
        if scene.match.phase is not Phase.AWAIT_THROW:
            return True
        if scene.missing_players():
            self.waited = 0
            return False
        if scene.is_cpu(scene.match.thrower):
            if not self.scheduled:
                scene.cpu.at(scene.match_frame + CPU_THROW_DELAY, scene.throw_dice)
                self.scheduled = True
        elif scene.tutorial is None:  # a lesson waits for its learner's throw
            self.waited += 1
            if self.waited >= HUMAN_THROW_AUTO:
                scene.throw_dice()
        return scene.match.phase is not Phase.AWAIT_THROW


class LiveBeat(Beat):
    """Calls are open: holds until the rules end the round."""

    def __init__(self, scene, event: DiceRevealed) -> None:
        self.scene, self.event = scene, event

    def begin(self) -> None:
        self.scene._go_live(self.event)

    def tick(self) -> bool:
        return self.scene.match.phase is not Phase.LIVE


class ExplainBeat(Beat):
    """The answer explained; any player's confirm moves on (not in the first moment, when a
    confirm is more likely a call that came too late)."""

    def __init__(self, scene, event: RoundWon | RoundTimedOut) -> None:
        self.scene, self.event = scene, event
        self.skipped = False

    def begin(self) -> None:
        self.scene._explain(self.event)

    def tick(self) -> bool:
        # A lesson's words about this explanation keep it on the table while they are read.
        return self.skipped or (self.t >= EXPLAIN_FRAMES and not self.scene.held_for_learner())

    @property
    def skippable(self) -> bool:
        return self.t >= EXPLAIN_SKIP_AFTER

    def confirm(self) -> None:
        if self.skippable:
            self.skipped = True


class BeatsMixin(FeedbackMixin):
    def _animate(self, events: list[Event], opening: bool = False) -> None:
        for event in events:
            if isinstance(event, RoundStarted):
                self.timeline.add(ROUND_INTRO, partial(self._round_intro, event))
                self.timeline.add(ThrowGate(self))
            elif isinstance(event, DiceThrown):
                if opening and self.match.phase is Phase.LIVE:
                    self.timeline.add(0, partial(self._snap_dice, event))
                    continue
                self.timeline.add(COUNT_STEP, partial(self._count, 1, event))
                self.timeline.add(COUNT_STEP, partial(self._count, 2, None))
                self.timeline.add(COUNT_STEP, partial(self._count, 3, None))
                self.timeline.add(DROP_FRAMES, self._lift)
                self.timeline.add(0, self._reveal)
            elif isinstance(event, DiceRevealed):
                self.timeline.add(LiveBeat(self, event))
            elif isinstance(event, RoundWon | RoundTimedOut):
                self._round_over(event)
                self.timeline.add(ExplainBeat(self, event))
            elif isinstance(event, MatchWon):
                self.timeline.add(0, partial(open_final_tally, self, event), self._no_tally)
            else:
                self._feedback(event)

    def _no_tally(self) -> bool:
        return self.tally is None

    def explanation_skippable(self) -> bool:
        """A confirm now would move the explanation on (not in its first moment)."""
        beat = self.timeline.current
        return isinstance(beat, ExplainBeat) and beat.skippable

    # ----- the steps of a round ----------------------------------------------------------------
    def _round_intro(self, event: RoundStarted) -> None:
        self.stage = STAGE_INTRO
        self.shown_round, self.shown_thrower = event.round_index, event.thrower
        self.verdict, self.count, self.hinting = None, 0, False
        self.dice.close()
        for picker in self.pickers:
            picker.new_round()
        self.dress_phones()

    def _count(self, number: int, event: DiceThrown | None) -> None:
        self.stage, self.count = STAGE_COUNT, number
        audio = self.app.audio
        if event is not None:
            self.dice.load(event)
            self.dice.shake()
            audio.play("dice_roll")
        audio.play("ui_go" if number == 3 else "ui_tick")

    def _lift(self) -> None:
        self.stage = STAGE_DROP
        self.dice.lift()

    def _reveal(self) -> None:
        self.count = 0
        self.app.audio.play("dice_settle")
        if self.match.phase is Phase.HIDDEN:
            self._act(Reveal(self.match_frame))

    def _snap_dice(self, event: DiceThrown) -> None:
        """A resumed round that was already on show."""
        self.dice.load(event)
        self.dice.snap_open()

    def _go_live(self, event: DiceRevealed) -> None:
        self.stage = STAGE_LIVE
        self.reveal_frame, self.deadline = event.frame, event.deadline
        self._plan_cpu_calls()

    def _round_over(self, event: RoundWon | RoundTimedOut) -> None:
        """The rules settled the round: count it and save (the next round has not begun)."""
        self.cpu.cancel_timed()
        self.stats.on_round(event)
        if not self.match.is_over:
            self.autosave()

    def _explain(self, event: RoundWon | RoundTimedOut) -> None:
        self.stage, self.verdict, self.explain_age = STAGE_EXPLAIN, event, 0
        if isinstance(event, RoundTimedOut):
            self.app.audio.play("round_end")

    def _tick_timer(self) -> None:
        left = self.time_left()
        if left is not None and 0 < left <= TIMER_WARN and left % 60 == 0:
            self.app.audio.play("ui_tick")
