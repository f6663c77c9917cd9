"""``MatchScene``: the base of every game's match screen.

What it owns, so no game writes it again:
- **match time**: ``match_frame`` counts fixed steps while the match is on top; pause and
  reconnect overlays stop it (the stack does not update a scene under an opaque overlay),
  and presentation speed-ups never change it. Real-time rules get it with every action.
- **attract**: any press ends a CPU show and returns to the title.
- **tutorials**: a tutorial's guide (``tutorial``) sees every press first and gates every
  human rules move (``gate``); a tutorial is never autosaved and ends in its own menu.
- **seats and people**: a free device pressing confirm takes a human seat nobody holds
  (after a resume or a lost pad); in games with a spectator bench, a free device pressing
  shout joins it.
- **the beat timeline**, **the CPU driver** (frame-counted thinking) and **the tally**
  overlay; **autosave** (rules state + the screen's own extras in the save envelope);
  **finishing** into the results (or back to the title after attract).

A game's scene overrides ``tick`` (one presentation step; may run several times a frame
when a player hurries the show), ``on_input`` (a press from a device), ``save_state`` /
``save_extra``, and ``build_result``.
"""

from __future__ import annotations

import logging
import random

import pygame

from game.core.rng import make_rng
from game.core.setup import MatchResult, MatchSetup
from game.engine.input import Action, InputEvent
from game.engine.scenes import Scene
from game.shell.match.cpu import CpuDriver
from game.shell.match.hints import Hints
from game.shell.match.phone_turns import PhoneTurn, match_cue, next_match_number
from game.shell.match.tally import FinalTally, RoundTally
from game.shell.match.timeline import Timeline
from game.shell.replay.log import ReplayError
from game.shell.replay.recorder import Recorder
from game.shell.tutorial.guide import Guide

log = logging.getLogger(__name__)
SAVED_LOG = "replay"  # the save's screen extra holding the replay's log so far

#: Job steps per frame when a game does not tune its own.
CPU_STEPS_PER_FRAME = 4
#: Frames around a tally in which a confirm was meant for what was there before: just after
#: it came up (a press for the game must not skip its count), and just after it closed by
#: itself (someone pressing "continue" just as it went must not roll the dice).
TALLY_GRACE = 30
FX_SALT = "fx"
TURN_SAID_FRAMES = 180  # "Anna's turn" is said at most this often


class MatchScene(Scene):
    is_match = True
    game_id = ""
    uses_spectators = False
    hidden_when_paused = False  # True: the pause menu covers the table (a race for the answer)
    cpu_steps_per_frame = CPU_STEPS_PER_FRAME

    def __init__(
        self,
        setup: MatchSetup,
        saved: dict | None = None,
        extra: dict | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__()
        self.setup = setup
        # The rules' generator for a new match: from the seed, or a tutorial's planned one.
        self.rules_rng = rng if rng is not None else make_rng(setup.seed)
        self.attract = setup.attract
        self.resumed = saved is not None
        extra = extra or {}
        # What a resumed match was built from, and the replay's log its save kept.
        self._resumed_from = (saved, {k: v for k, v in extra.items() if k != SAVED_LOG})
        self._saved_log = extra.get(SAVED_LOG)
        self.match_frame = int(extra.get("match_frame", 0))
        self.fx_rng = random.Random(f"{FX_SALT}:{setup.seed}")  # looks only, never the rules
        self.timeline = Timeline()
        self.cpu = CpuDriver(setup.seats, setup.seed, self.cpu_steps_per_frame)
        self.tally: RoundTally | FinalTally | None = None
        self.tally_pressed = False  # a press went to the tally on screen
        self.tally_left_at = -TALLY_GRACE  # match frame a tally closed by itself
        self.result_sent = False
        self.moves = 0  # rules moves applied since the scene began
        # A match played from its seed is recorded for its replay (decided on the first
        # frame, once a lesson has been attached); a replay's own scene is never recorded.
        self.recorder: Recorder | None = None
        self.replaying = False
        self._recording_checked = False
        self._seats_checked = False
        self.tutorial: Guide | None = None  # set before the scene is pushed
        self.hints: Hints | None = None  # a game night's new people's first-round hints
        self.phone_match = next_match_number()  # names this match's turns for the phones
        self._turn_said_at = -TURN_SAID_FRAMES  # frame a press was told whose turn it is

    # ----- hooks for the game ------------------------------------------------------------------
    def tick(self) -> None:
        """One presentation step (the timeline, animations, the next move when idle)."""

    def speed(self) -> int:
        """Presentation steps this frame (more while a player hurries the show)."""
        return 1

    def on_input(self, event: InputEvent) -> None:
        """A press or release the kit did not take (seat-bound devices, mostly)."""

    def save_state(self) -> dict:
        """The rules state to autosave (a ``to_dict()``)."""
        raise NotImplementedError

    def save_extra(self) -> dict:
        """The screen's own extras for the save (stats, …); never part of the rules."""
        return {}

    def build_result(self) -> MatchResult:
        raise NotImplementedError

    def phone_turn(self) -> PhoneTurn:
        """Whose moment the footer is for, for the phones (``PhoneTurn``). By default the
        footer is everyone's and nobody is told it is their turn."""
        return PhoneTurn()

    def phone_cue(self, device, verbs):
        """What a phone shows: see ``phone_turns.match_cue``."""
        return match_cue(self, device, verbs)

    # ----- the frame ---------------------------------------------------------------------------
    def update(self) -> None:
        self._start_recording(in_update=True)
        if self.recorder is not None:
            self.recorder.watch_room(self.match_frame, self.app.input)
        if not self._seats_checked:
            self._seats_checked = True
            self.app.dice  # noqa: B018 (read now, as the screen fades in, not at the first save)
            if self._ask_for_players():
                return
        self.cpu.run_frame(self.match_frame)
        if self.recorder is not None:
            self.recorder.keep_time(self.frame, self.match_frame)
        for _ in range(self.speed()):
            self.tick_tally()
            self.tick()
        self.match_frame += 1
        if self.hints is not None:
            self.hints.update()
        if self.tutorial is not None:
            self.tutorial.update(self)
            if self.tutorial.finished and not self.result_sent:
                self.result_sent = True
                self.tutorial.end(self)  # a lesson's menu, or the match a start showed

    def tick_tally(self) -> None:
        """Run the tally overlay; the final one finishes the match when it is done."""
        if self.tally is None:
            return
        self.tally.update()
        if self.tally.done:
            final = isinstance(self.tally, FinalTally)
            self.tally = None
            if not self.tally_pressed:
                self.tally_left_at = self.match_frame
            self.tally_pressed = False
            if final:
                self.finish()

    # ----- input -------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if self.attract:
            if event.pressed and not self.result_sent:
                self.result_sent = True
                self.app.quit_to_title()
            return
        if event.action is Action.PAUSE:
            return
        self._start_recording(in_update=False)
        if self.recorder is not None:
            self.recorder.press(self.match_frame, event)
        if self.tutorial is not None:
            event = self.tutorial.handle(self, event)
            if event is None:
                return
        fresh = event.pressed and not event.repeat
        if self.tally is not None:
            if fresh and event.action is Action.CONFIRM:
                if self.tally.age < TALLY_GRACE:  # meant for the game, as the panel came up
                    self.app.audio.play("ui_error")
                    return
                self.tally_pressed = True
                self.tally.press()
            return
        if fresh and event.action is Action.CONFIRM and self.tally_just_left():
            self.app.audio.play("ui_error")  # meant for the panel that just went
            return
        # A device without a seat (new, or one that played before a resume: known to the
        # room, so its presses carry a participant) takes a free seat; the bench's stay put.
        if event.seat is None and fresh and not self.app.input.is_spectator(event.device):
            if event.action is Action.CONFIRM and self.take_seat(event.device):
                return
            # Only a newcomer sits down on the bench: one who played before a resume and
            # presses shout first must still find its seat free to take with confirm.
            new = event.participant is None
            if event.action is Action.FLIP and new and self.join_bench(event.device):
                return
        self.on_input(event)

    def held_for_learner(self) -> bool:
        """A lesson step waits for its learner (to read or to move): what the game would do
        by itself on a timer (a throw, a stage ending) waits too."""
        return self.tutorial is not None and self.tutorial.waiting

    def hint(self, seat: int | None, key: str, anchor: pygame.Rect, **values: object) -> None:
        """A word for ``seat`` new to the game (None: the whole table) at a moment that
        needs one, beside ``anchor``: once, and only while the match teaches (``hints``)."""
        hints = self.hints
        if hints is not None and not self.app.watching and hints.wants(seat, key):
            hints.say(seat, key, self.app.t(key, **values), anchor)

    def tally_just_left(self) -> bool:
        return self.match_frame - self.tally_left_at < TALLY_GRACE

    def takes_moves(self) -> bool:
        """A human's controls are live now (a tutorial shows an act step only then)."""
        return not self.timeline.busy

    def gate(self, action: object) -> bool:
        """May a human's rules move go to the rules? Always, except where a tutorial step
        wants another move (it explains why, and the learner tries again)."""
        return self.tutorial is None or self.tutorial.allows(self, action)

    def needs_player(self, seat: int) -> bool:
        """A human seat nobody holds a device for (after a resume, or a lost pad)."""
        return not self.setup.seats[seat].is_cpu and self.app.input.device_of(seat) is None

    def _ask_for_players(self) -> bool:
        """A new match whose human seat has no device (its pad left on the options screen)
        shows the reconnect flow at once, so nobody waits on a seat no one can see."""
        if self.attract or self.resumed:
            return False  # a resumed match lets any free device's confirm take the seat
        from game.shell import flow

        missing = [s.index for s in self.setup.seats if self.needs_player(s.index)]
        for seat in reversed(missing):  # the first missing seat ends up on top
            flow.go(self.app, "reconnect", seat)
        return bool(missing)

    def not_your_turn(self, event: InputEvent, on_turn: int) -> None:
        """A seated player pressed on another's turn: besides the refusal's sound, a line
        says whose turn it is (not again for a while: a mashing hand gets the sound)."""
        if event.seat is None or event.seat == on_turn or event.repeat:
            return
        if self.frame - self._turn_said_at < TURN_SAID_FRAMES:
            return
        self._turn_said_at = self.frame
        self.app.toast(self.app.t("match.not_your_turn", name=self.app.seat_name(on_turn)))

    def take_seat(self, device: str) -> bool:
        free = [seat.index for seat in self.setup.seats if self.needs_player(seat.index)]
        if not free:
            return False
        self.app.input.bind(device, free[0])
        self.app.audio.play("ui_join")
        return True

    def join_bench(self, device: str) -> bool:
        if not self.uses_spectators:
            return False
        self.app.input.join_as_spectator(device)
        self.app.audio.play("ui_join")
        return True

    def spectators(self) -> list[int]:
        """Participant ids on the bench now (joined in the lobby or during the match)."""
        return self.app.input.spectators()

    # ----- the rules --------------------------------------------------------------------------
    def apply_move(self, action: object) -> list:
        """Every rules move of the match goes through here (a human's, a CPU's, the screen's
        own), so the kit can count them: a replay steps from one move to the next."""
        self.moves += 1
        if self.recorder is not None:
            self.recorder.move(self.match_frame, self.round_index(), action)
        return self.match.apply(action)

    def round_index(self) -> int:
        """The round in play (0 for the first): a replay jumps from round to round."""
        return self.match.round_index

    def _start_recording(self, in_update: bool) -> None:
        if self._recording_checked:
            return
        self._recording_checked = True
        if self.attract or self.replaying or self.tutorial is not None:
            return
        if not self.resumed:
            self.recorder = Recorder()
            self.recorder.look_at_room(self.app, self.setup)
            return
        if self._saved_log is None:
            return  # a save from before saves kept the log: no replay of this one
        # The screen's frame count against the match's, as its coming update will see it.
        offset = self.frame - self.match_frame - (1 if in_update else 0)
        state, extra = self._resumed_from
        try:
            self.recorder = Recorder.resumed(
                self._saved_log, self.match_frame, state, extra, offset
            )
        except ReplayError as err:
            log.warning("the saved match's log is damaged, no replay of it: %s", err)
        self._saved_log = None

    # ----- saving and finishing ----------------------------------------------------------------
    def count_dice(self, events: list) -> None:
        """The box's dice counts (the fairness screen) take the dice these events threw; a
        lesson's planned dice are not counted."""
        if self.tutorial is None:
            self.app.dice.count(self.game_id, events)

    def autosave(self) -> None:
        # The match first: its save waits for the writes before it (the previous turn's,
        # long done), not for the dice count handed over a moment ago.
        if not self.attract and self.tutorial is None:
            extra = {**self.save_extra(), "match_frame": self.match_frame}
            if self.recorder is not None and not self.replaying:
                extra[SAVED_LOG] = self.recorder.saved()  # a resumed match is still replayed
            self.app.save_match(self.setup, self.save_state(), extra)
        self.app.dice.save()

    def finish(self) -> None:
        """The match is over: the results (an attract show goes back to the title)."""
        if self.result_sent:
            return
        self.result_sent = True
        self.app.dice.save()
        if self.attract:
            self.app.quit_to_title()
            return
        result = self.build_result()
        if self.recorder is not None and not self.replaying:
            replay = self.recorder.replay(result, self.match_frame, self.app.stamp())
            self.app.replays.keep(replay)
        self.app.finish_match(result)

    def exit(self) -> None:
        """Leaving the match: phones go back to the plain controller layout."""
        phones = getattr(self.app, "phones", None)
        for device in self.app.input.devices() if phones is not None else ():
            phones.set_layout(device, "pad")

    def draw(self, canvas: pygame.Surface) -> None:
        """The game's picture (``draw_game``), and a tutorial's instruction over it."""
        self.draw_game(canvas)
        if self.hints is not None:
            self.hints.draw(canvas, self.app.text)
        if self.tutorial is not None:
            from game.shell.tutorial.panel import draw_guide

            draw_guide(canvas, self, self.tutorial)

    def draw_game(self, canvas: pygame.Surface) -> None:
        """The game draws itself here."""
