"""The Fischkopp scene's shouting: who a press belongs to, CPU shouts, and what each shows.

``Shouts`` is the part of the scene that owns the room's voices (``scene.shouts``): the
chairs, the presses of the open window, the bubbles, cheers, call-outs and crowns, and the
CPUs' planned shouts. Shouts are real time: they are applied to the rules the moment they
happen (with the match frame) and shown at once, never queued behind animations.

Voices: a seat's own device shouts for the seat (voice = seat). A spectator shouts for a
*chair* on the bench: the match has one voice per spectator who sat on the lobby bench
(voice = seats + chair). Someone who sits down during the match takes a chair whose holder
is not on the bench (after a resume, say); with every chair taken they cheer along — their
bubbles show, but the rules cannot grow new voices mid-match, so they neither count nor
collect penalty points.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Protocol

from game.core.setup import MatchSetup
from game.engine import palette as pal
from game.engine.input import InputEvent
from game.fischkopp.cpu import shout_plan
from game.fischkopp.logic import FischkoppMatch, Shout
from game.fischkopp.logic.events import (
    PENALTY_MISSED,
    EarlyShout,
    LateShout,
    Shouted,
    ShoutPenalty,
    ShoutWindowClosed,
    ShoutWindowOpened,
)
from game.fischkopp.logic.shouting import GRACE_FRAMES
from game.fischkopp.screen.pieces import Callout
from game.fischkopp.screen.stats import ScreenStats
from game.fischkopp.screen.tuning import CALLOUT_FRAMES
from game.fischkopp.screen.view import BUBBLE_EARLY, BUBBLE_LATE, BUBBLE_SHOUT
from game.shell.match.cpu import CpuDriver

CHAIRS_KEY = "chairs"
PLANS_KEY = "cpu_shouts"
SHOUT_SOUND_GAP = 5  # frames between two shout sounds, so mashing does not drown the room


class Room(Protocol):
    """What the shouting reads of the scene (``FischkoppScene``)."""

    app: Any
    setup: MatchSetup
    match: FischkoppMatch
    cpu: CpuDriver
    tutorial: Any
    stats: ScreenStats
    frame: int
    match_frame: int

    def spectators(self) -> list[int]: ...

    def join_bench(self, device: str) -> bool: ...

    def apply_move(self, action: object) -> list: ...


class Shouts:
    def __init__(self, host: Room, extra: dict) -> None:
        self.host = host
        match = host.match
        count = match.spectator_count
        saved = extra.get(CHAIRS_KEY)
        self.chairs: list[int | None]
        if isinstance(saved, list) and len(saved) == count:
            self.chairs = [None if p is None else int(p) for p in saved]
        else:
            ids: list[int | None] = [p.id for p in host.setup.spectators[:count]]
            self.chairs = ids + [None] * (count - len(ids))
        voices = match.voice_count
        self.window_presses = list(match.shouts.presses)
        self.bubbles: list[tuple[str, int] | None] = [None] * voices  # (kind, scene frame)
        self.cheers: dict[int, int] = {}  # bench participants without a voice: last cheer
        self.callouts: list[Callout] = []
        self.crowned: tuple[int, ...] = ()
        self.crown_frame = -10_000
        self.pending_shouts: list[tuple[int, int]] = []
        self._shout_sound = -SHOUT_SOUND_GAP
        for frame, voice in extra.get(PLANS_KEY, ()):
            if 0 <= int(voice) < match.seat_count and match.window_open:
                self._schedule_shout(int(frame), int(voice))

    def tick(self) -> None:
        for callout in self.callouts:
            callout.update()
        self.callouts[:] = [c for c in self.callouts if not c.done]

    def extra(self) -> dict:
        """What a save keeps of the shouting (the chairs, the CPUs' planned shouts)."""
        return {CHAIRS_KEY: list(self.chairs), PLANS_KEY: [list(p) for p in self.pending_shouts]}

    # ----- who shouts ----------------------------------------------------------------------------
    def voice_of(self, event: InputEvent) -> int | None:
        """The voice a press belongs to (a chair may be taken now), or None (cheering)."""
        seats = self.host.match.seat_count
        if event.seat is not None:
            return event.seat if event.seat < seats else None
        participant = event.participant
        if participant is None or participant not in self.host.spectators():
            return None
        if participant in self.chairs:
            return seats + self.chairs.index(participant)
        bench = set(self.host.spectators())
        for chair, holder in enumerate(self.chairs):
            if holder is None or holder not in bench:
                self.chairs[chair] = participant
                return seats + chair
        return None

    def voice_holder(self, voice: int) -> tuple[int | None, int | None]:
        """(seat, participant) of a voice, for awards and names."""
        seats = self.host.match.seat_count
        if voice < seats:
            return voice, None
        return None, self.chairs[voice - seats]

    def press(self, event: InputEvent) -> None:
        """A shout press from a seat or the bench."""
        host = self.host
        if event.seat is None and event.participant not in host.spectators():
            # Known from before (e.g. a resumed match): the first press sits down again.
            host.join_bench(event.device)
            return
        voice = self.voice_of(event)
        if voice is not None and self._lesson_refuses_shout(voice):
            return
        if voice is not None:
            self._shout(voice, host.match_frame)
        elif event.participant is not None and event.participant in host.spectators():
            self.cheers[event.participant] = host.frame
            self._shout_sound_once()

    def _lesson_refuses_shout(self, voice: int) -> bool:
        """In a lesson, the learner's shout with no window open is explained, not punished
        (True: it was)."""
        host = self.host
        guide = host.tutorial
        if guide is None or guide.finished or voice != guide.learner_seat:
            return False
        shouts = host.match.shouts
        if host.match.window_open:
            return False
        if shouts.closed_at is not None and host.match_frame < shouts.closed_at + GRACE_FRAMES:
            return False  # the tail of the learner's mashing: forgiven anyway
        guide.explain(host, "fischkopp.tutorial.why_early")
        return True

    # ----- CPU shouts ----------------------------------------------------------------------------
    def _plan_cpu_shouts(self, opened_at: int) -> None:
        cpu = self.host.cpu
        for seat in range(self.host.match.seat_count):
            if cpu.is_cpu(seat):
                for offset in shout_plan(cpu.levels[seat], cpu.rngs[seat]):
                    self._schedule_shout(opened_at + offset, seat)

    def _schedule_shout(self, frame: int, voice: int) -> None:
        entry = (frame, voice)
        self.pending_shouts.append(entry)
        self.host.cpu.at(frame, partial(self._cpu_shout, entry))

    def _cpu_shout(self, entry: tuple[int, int]) -> None:
        if entry in self.pending_shouts:
            self.pending_shouts.remove(entry)
        self._shout(entry[1], entry[0])

    # ----- applying and showing ------------------------------------------------------------------
    def _shout(self, voice: int, frame: int) -> None:
        match = self.host.match
        if match.is_over:
            return
        self.live(self.host.apply_move(Shout(voice, max(frame, match.frame))))

    def _shout_sound_once(self) -> None:
        frame = self.host.frame
        if frame - self._shout_sound >= SHOUT_SOUND_GAP:
            self._shout_sound = frame
            self.host.app.audio.play("shout")

    def _callout(self, voice: int, key: str, colour) -> None:
        self.callouts = [c for c in self.callouts if c.voice != voice]
        self.callouts.append(Callout(voice, self.host.app.t(key), colour, CALLOUT_FRAMES))

    def _phone_layout(self, layout: str) -> None:
        app = self.host.app
        phones = getattr(app, "phones", None)
        for device in app.input.devices() if phones is not None else ():
            phones.set_layout(device, layout)  # ignores devices that are not phones

    def live(self, events: list) -> None:
        """Shout events happen in real time: show and sound them now."""
        host = self.host
        app, stats, frame = host.app, host.stats, host.frame
        missed = False
        for event in events:
            if isinstance(event, ShoutWindowOpened):
                self.window_presses = [0] * host.match.voice_count
                self.crowned = ()
                stats.on_window()
                self._plan_cpu_shouts(event.frame)
                self._phone_layout("shout")  # one huge SHOUT button on every phone
                app.input.rumble_all(0.9, 400)  # every pad in the room: shout!
            elif isinstance(event, Shouted):
                self.window_presses[event.voice] = event.presses
                self.bubbles[event.voice] = (BUBBLE_SHOUT, frame)
                stats.on_press(event.voice, event.presses)
                self._shout_sound_once()
            elif isinstance(event, EarlyShout):
                self.bubbles[event.voice] = (BUBBLE_EARLY, frame)
                if event.penalised:
                    self._callout(event.voice, "fischkopp.callout.early", pal.RED)
                    app.audio.play("ui_error")
            elif isinstance(event, LateShout):
                if event.missed:
                    self.bubbles[event.voice] = (BUBBLE_LATE, frame)
                    self._callout(event.voice, "fischkopp.callout.late", pal.ORANGE)
                    app.audio.play("ui_error")
            elif isinstance(event, ShoutPenalty) and event.reason == PENALTY_MISSED:
                self._callout(event.voice, "fischkopp.callout.silent", pal.RED)
                missed = True
            elif isinstance(event, ShoutWindowClosed):
                self.crowned = event.loudest
                self.crown_frame = frame
                self._phone_layout("pad")
                app.audio.play("bonus" if event.loudest else "ui_error")
        if missed:
            app.audio.play("bust")
